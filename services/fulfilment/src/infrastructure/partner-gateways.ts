import { createGelatoPrintShop, type GelatoProductRule, type PrintShop } from '@fabelhaft/printing';
import type { FulfilmentConfig } from '../fulfilment.config';
import type { PartnerGateway, PartnerGateways, SignedJob } from '../ports/partner-gateway.port';

/** The partner id of Gelato (its webhooks are recorded under it). */
export const GELATO_PARTNER_ID = 'gelato';

/** A partner on the NATS contract: the relay delivers the job and the cancel request (see the port). */
export const natsPartnerGateway: PartnerGateway = {
  submit: () => Promise.resolve({ partnerJobRef: null }),
  cancel: () => Promise.resolve({ cancelled: true }),
};

/** Gelato's order API v4 behind the same port. */
export function gelatoPartnerGateway(shop: PrintShop): PartnerGateway {
  return {
    async submit({ spec, files }: SignedJob) {
      const a = spec.shippingAddress;
      const { partnerJobRef } = await shop.submit({
        printJobId: spec.printJobId,
        orderReference: spec.orderId,
        product: {
          format: spec.product.format,
          trimMm: { w: spec.product.trimMm.width, h: spec.product.trimMm.height },
          pageCount: spec.product.pageCount,
        },
        files: files.map(({ kind, url, sha256 }) => ({ kind, url, sha256 })),
        quantity: spec.quantity,
        shippingAddress: {
          name: a.name,
          line1: a.line1,
          ...(a.line2 ? { line2: a.line2 } : {}),
          postalCode: a.postalCode,
          city: a.city,
          country: a.country,
          ...(a.email ? { email: a.email } : {}),
        },
      });
      return { partnerJobRef };
    },
    async cancel(_printJobId, partnerJobRef) {
      // Not yet placed at Gelato: nothing to cancel there.
      if (!partnerJobRef) return { cancelled: true };
      return shop.cancel(partnerJobRef);
    },
  };
}

/** Gelato when GELATO_API_KEY is set; every other partner id speaks the NATS contract. */
export function partnerGatewaysOf(config: FulfilmentConfig, gelato?: PrintShop): PartnerGateways {
  const shop =
    gelato ??
    (config.GELATO_API_KEY
      ? createGelatoPrintShop({
          apiKey: config.GELATO_API_KEY,
          baseUrl: config.GELATO_BASE_URL,
          products: JSON.parse(config.GELATO_PRODUCTS) as GelatoProductRule[],
          // fulfilment.config.ts requires it with the key.
          contactEmail: config.GELATO_CONTACT_EMAIL ?? '',
        })
      : null);
  const viaGelato = shop ? gelatoPartnerGateway(shop) : null;
  return {
    of(partnerId) {
      if (partnerId === GELATO_PARTNER_ID) {
        if (!viaGelato) throw new Error('PRINT_PARTNER is gelato, but GELATO_API_KEY is not set');
        return viaGelato;
      }
      return natsPartnerGateway;
    },
  };
}
