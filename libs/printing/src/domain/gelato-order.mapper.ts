import { z } from 'zod';
import type { Parcel, PartnerStatusUpdate, PrintJobSubmission } from '../print-shop.port';
import type { SelectedGelatoProduct } from './gelato-products';
import { mapGelatoFulfillmentStatus } from './gelato-status';

/**
 * Our print job ↔ Gelato's order API v4 (https://dashboard.gelato.com/docs/orders/v4/create/ and /get/).
 * One Gelato order per print job: `orderReferenceId` and `itemReferenceId` are our print job id, so a webhook
 * or a search by reference leads back to the job; the order id travels as `customerReferenceId` and metadata.
 */

/** Create order's body, as far as we fill it. */
export interface GelatoCreateOrderBody {
  orderType: 'order';
  orderReferenceId: string;
  customerReferenceId: string;
  currency: string;
  items: {
    itemReferenceId: string;
    productUid: string;
    pageCount: number;
    quantity: number;
    files: { type: string; url: string }[];
  }[];
  shipmentMethodUid?: string;
  shippingAddress: {
    firstName: string;
    lastName: string;
    addressLine1: string;
    addressLine2?: string;
    city: string;
    postCode: string;
    country: string;
    email: string;
    phone?: string;
  };
  metadata: { key: string; value: string }[];
}

export interface GelatoOrderSettings {
  /** ISO 4217 when the job names none. */
  currency: string;
  /** Gelato requires a recipient email; used when the job carries none (e.g. the shop's service address). */
  contactEmail: string;
  /** `normal`, `standard`, `express` or a quoted uid; omitted: Gelato picks the cheapest. */
  shipmentMethodUid?: string;
}

/** The field limits Gelato documents for `ShippingAddressObject`. */
export const GELATO_ADDRESS_LIMITS = {
  firstName: 25,
  lastName: 25,
  addressLine1: 35,
  addressLine2: 35,
  city: 30,
  postCode: 15,
  phone: 25,
} as const;

/**
 * "Anna Maria Beispiel" → first "Anna Maria", last "Beispiel" (Gelato requires both). A single word is used as
 * both, which is what a label printer shows least wrongly.
 */
export function splitRecipientName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: words[0] ?? '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}

const isHttpUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/** The Create order body, or why the job cannot be sent as it is (nothing is cut short: a cut address misdelivers). */
export function toGelatoCreateOrder(
  job: PrintJobSubmission,
  product: SelectedGelatoProduct,
  settings: GelatoOrderSettings,
): { ok: true; body: GelatoCreateOrderBody } | { ok: false; detail: string } {
  const interior = job.files.filter((file) => file.kind === 'interior');
  const cover = job.files.filter((file) => file.kind === 'cover');
  if (interior.length !== 1 || cover.length !== 1) {
    return { ok: false, detail: 'A print job needs exactly one interior and one cover file' };
  }
  const badUrl = job.files.find((file) => !isHttpUrl(file.url));
  if (badUrl) return { ok: false, detail: `The ${badUrl.kind} file's link is not an http(s) URL` };
  if (!Number.isInteger(job.quantity) || job.quantity < 1) {
    return { ok: false, detail: 'The quantity must be a whole number of at least 1' };
  }
  const address = job.shippingAddress;
  const { firstName, lastName } = splitRecipientName(address.name);
  const shippingAddress: GelatoCreateOrderBody['shippingAddress'] = {
    firstName,
    lastName,
    addressLine1: address.line1.trim(),
    ...(address.line2?.trim() ? { addressLine2: address.line2.trim() } : {}),
    city: address.city.trim(),
    postCode: address.postalCode.trim(),
    country: address.country.toUpperCase(),
    email: address.email?.trim() || settings.contactEmail,
    ...(address.phone?.trim() ? { phone: address.phone.trim() } : {}),
  };
  for (const [field, limit] of Object.entries(GELATO_ADDRESS_LIMITS)) {
    const value = shippingAddress[field as keyof typeof shippingAddress];
    if (value !== undefined && value.length > limit) {
      return { ok: false, detail: `The address's ${field} is longer than Gelato's ${limit} characters` };
    }
  }
  for (const field of ['firstName', 'lastName', 'addressLine1', 'city', 'postCode'] as const) {
    if (!shippingAddress[field]) return { ok: false, detail: `The address has no ${field}` };
  }
  if (!/^[A-Z]{2}$/.test(shippingAddress.country)) {
    return { ok: false, detail: 'The country must be an ISO 3166-1 alpha-2 code' };
  }
  return {
    ok: true,
    body: {
      orderType: 'order',
      orderReferenceId: job.printJobId,
      customerReferenceId: job.orderReference,
      currency: (job.currency ?? settings.currency).toUpperCase(),
      items: [
        {
          itemReferenceId: job.printJobId,
          productUid: product.productUid,
          pageCount: product.pageCount,
          quantity: job.quantity,
          files: [
            { type: product.fileTypes.cover, url: cover[0].url },
            { type: product.fileTypes.interior, url: interior[0].url },
          ],
        },
      ],
      ...(settings.shipmentMethodUid ? { shipmentMethodUid: settings.shipmentMethodUid } : {}),
      shippingAddress,
      metadata: [
        { key: 'printJobId', value: job.printJobId },
        { key: 'orderReference', value: job.orderReference },
      ],
    },
  };
}

const packageSchema = z.object({
  trackingCode: z.string().nullish(),
  trackingUrl: z.string().nullish(),
});

/** The parts of Get order's answer we read (the rest is kept by Gelato, not by us). */
export const gelatoOrderSchema = z.object({
  id: z.string().min(1),
  orderReferenceId: z.string().nullish(),
  fulfillmentStatus: z.string().min(1),
  /** Required in Get order's answer; the time of the status we report. */
  updatedAt: z.string().min(1),
  shipment: z
    .object({
      shipmentMethodName: z.string().nullish(),
      shipmentMethodUid: z.string().nullish(),
      minDeliveryDate: z.string().nullish(),
      maxDeliveryDate: z.string().nullish(),
      packages: z.array(packageSchema).nullish(),
    })
    .nullish(),
});
export type GelatoOrder = z.infer<typeof gelatoOrderSchema>;

/** Search orders' answer: `{ orders: [...] }`. */
export const gelatoSearchSchema = z.object({
  orders: z.array(
    z.object({
      id: z.string().min(1),
      orderReferenceId: z.string().nullish(),
      orderType: z.string().nullish(),
      fulfillmentStatus: z.string().min(1),
    }),
  ),
});

/**
 * The carrier key of a Gelato shipment method: its uid's first word (`dhl_express_domestic_br` → `dhl`,
 * `ups_surepost` → `ups`), else the name's first word, else `unknown`.
 */
export function carrierOf(shipmentMethodUid?: string | null, shipmentMethodName?: string | null): string {
  const word = (shipmentMethodUid?.split(/[_\s-]/)[0] || shipmentMethodName?.trim().split(/\s+/)[0] || '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return word || 'unknown';
}

/** Parcels with a tracking code (a package without one has nothing to follow yet). */
export function toParcels(
  fulfillments: readonly {
    trackingCode?: string | null;
    trackingUrl?: string | null;
    shipmentMethodUid?: string | null;
    shipmentMethodName?: string | null;
  }[],
): Parcel[] {
  return fulfillments
    .filter((f) => f.trackingCode?.trim())
    .map((f) => ({
      carrier: carrierOf(f.shipmentMethodUid, f.shipmentMethodName),
      trackingNumber: f.trackingCode!.trim(),
      trackingUrl: f.trackingUrl?.trim() ?? '',
    }));
}

/** Get order → contract update, or the Gelato status that has no contract word. */
export function toPartnerStatusUpdate(
  order: GelatoOrder,
): { ok: true; update: PartnerStatusUpdate } | { ok: false; gelatoStatus: string } {
  const mapping = mapGelatoFulfillmentStatus(order.fulfillmentStatus);
  if (mapping.kind === 'unmapped') return { ok: false, gelatoStatus: mapping.gelatoStatus };
  const shipment = order.shipment;
  const parcels = toParcels(
    (shipment?.packages ?? []).map((p) => ({
      ...p,
      shipmentMethodUid: shipment?.shipmentMethodUid,
      shipmentMethodName: shipment?.shipmentMethodName,
    })),
  );
  return {
    ok: true,
    update: {
      ...(order.orderReferenceId ? { printJobId: order.orderReferenceId } : {}),
      partnerJobRef: order.id,
      status: mapping.status,
      ...(mapping.status === 'rejected' ? { reason: 'Gelato reported the order as failed' } : {}),
      ...(parcels.length > 0 ? { parcels } : {}),
      occurredAt: order.updatedAt,
    },
  };
}
