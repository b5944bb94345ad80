import { z } from 'zod';
import type { PartnerStatusUpdate } from '../print-shop.port';
import { toParcels } from './gelato-order.mapper';
import { mapGelatoFulfillmentStatus } from './gelato-status';

/**
 * Gelato's webhook events (https://dashboard.gelato.com/docs/webhooks/) → contract updates. Gelato posts each
 * event up to 3 times (5 s apart) until it gets a 2xx, so the same `eventId` can arrive more than once; the
 * caller records event ids (or relies on statuses only moving forward). Gelato documents no signature: the
 * receiving endpoint must carry an unguessable secret in its URL and check it before calling this.
 */
export type GelatoWebhookResult =
  | { kind: 'update'; eventId: string; event: string; update: PartnerStatusUpdate }
  /** A status the contract has no word for (see GELATO_STATUSES_LEFT_UNMAPPED); never guessed. */
  | {
      kind: 'unmapped';
      eventId: string;
      event: string;
      partnerJobRef: string;
      printJobId?: string;
      gelatoStatus: string;
    }
  /** `order_delivery_estimate_updated`: the partner's promise moved (dates, YYYY-MM-DD). */
  | {
      kind: 'delivery_estimate';
      eventId: string;
      partnerJobRef: string;
      printJobId?: string;
      estimatedDelivery: { from: string; to: string };
      occurredAt: string;
    }
  /** An event about something else (stock, store products). */
  | { kind: 'ignored'; eventId?: string; event: string };

export class InvalidGelatoWebhookError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'InvalidGelatoWebhookError';
  }
}

const fulfillmentSchema = z.object({
  trackingCode: z.string().nullish(),
  trackingUrl: z.string().nullish(),
  shipmentMethodName: z.string().nullish(),
  shipmentMethodUid: z.string().nullish(),
});

const orderStatusUpdated = z.object({
  id: z.string().min(1),
  event: z.literal('order_status_updated'),
  orderId: z.string().min(1),
  orderReferenceId: z.string().nullish(),
  fulfillmentStatus: z.string().min(1),
  items: z
    .array(
      z.object({
        itemReferenceId: z.string().nullish(),
        fulfillmentStatus: z.string().nullish(),
        fulfillments: z.array(fulfillmentSchema).nullish(),
      }),
    )
    .nullish(),
});

const orderItemStatusUpdated = z.object({
  id: z.string().min(1),
  event: z.literal('order_item_status_updated'),
  orderId: z.string().min(1),
  orderReferenceId: z.string().nullish(),
  status: z.string().min(1),
  comment: z.string().nullish(),
  created: z.string().nullish(),
});

const orderItemTrackingCodeUpdated = fulfillmentSchema.extend({
  id: z.string().min(1),
  event: z.literal('order_item_tracking_code_updated'),
  orderId: z.string().min(1),
  orderReferenceId: z.string().nullish(),
  trackingCode: z.string().min(1),
  created: z.string().nullish(),
});

const orderDeliveryEstimateUpdated = z.object({
  id: z.string().min(1),
  event: z.literal('order_delivery_estimate_updated'),
  orderId: z.string().min(1),
  orderReferenceId: z.string().nullish(),
  minDeliveryDate: z.string().min(1),
  maxDeliveryDate: z.string().min(1),
  created: z.string().nullish(),
});

const FAILED_REASON = 'Gelato reported the order as failed';

function parse<T>(schema: z.ZodType<T>, body: unknown, event: string): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new InvalidGelatoWebhookError(
      `Malformed ${event} event: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(),
    );
  }
  return result.data;
}

const jobRef = (printJobId: string | null | undefined) => (printJobId ? { printJobId } : {});

/**
 * Reads one webhook body (parsed JSON or its text). `receivedAt` (ISO 8601) stands in for the event time where
 * Gelato sends none (`order_status_updated` carries no timestamp). Throws `InvalidGelatoWebhookError` for a
 * body that is not a Gelato event.
 */
export function parseGelatoWebhook(body: unknown, context: { receivedAt: string }): GelatoWebhookResult {
  let value = body;
  if (typeof value === 'string' || Buffer.isBuffer(value)) {
    try {
      value = JSON.parse(value.toString());
    } catch {
      throw new InvalidGelatoWebhookError('The webhook body is not JSON');
    }
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof (value as { event?: unknown }).event !== 'string'
  ) {
    throw new InvalidGelatoWebhookError('The webhook body has no event name');
  }
  const event = (value as { event: string }).event;
  const eventId =
    typeof (value as { id?: unknown }).id === 'string' ? (value as { id: string }).id : undefined;

  switch (event) {
    case 'order_status_updated': {
      const e = parse(orderStatusUpdated, value, event);
      const mapping = mapGelatoFulfillmentStatus(e.fulfillmentStatus);
      if (mapping.kind === 'unmapped') {
        return {
          kind: 'unmapped',
          eventId: e.id,
          event,
          partnerJobRef: e.orderId,
          ...jobRef(e.orderReferenceId),
          gelatoStatus: mapping.gelatoStatus,
        };
      }
      const fulfillments = (e.items ?? []).flatMap((item) => item.fulfillments ?? []);
      const parcels = toParcels(fulfillments).filter(
        (parcel, i, all) => all.findIndex((p) => p.trackingNumber === parcel.trackingNumber) === i,
      );
      return {
        kind: 'update',
        eventId: e.id,
        event,
        update: {
          ...jobRef(e.orderReferenceId),
          partnerJobRef: e.orderId,
          status: mapping.status,
          ...(mapping.status === 'rejected' ? { reason: FAILED_REASON } : {}),
          ...(parcels.length > 0 ? { parcels } : {}),
          occurredAt: context.receivedAt,
        },
      };
    }
    case 'order_item_status_updated': {
      // Our orders hold one item (the print job), so the item's status is the job's.
      const e = parse(orderItemStatusUpdated, value, event);
      const mapping = mapGelatoFulfillmentStatus(e.status);
      if (mapping.kind === 'unmapped') {
        return {
          kind: 'unmapped',
          eventId: e.id,
          event,
          partnerJobRef: e.orderId,
          ...jobRef(e.orderReferenceId),
          gelatoStatus: mapping.gelatoStatus,
        };
      }
      const reason = e.comment?.trim() || (mapping.status === 'rejected' ? FAILED_REASON : undefined);
      return {
        kind: 'update',
        eventId: e.id,
        event,
        update: {
          ...jobRef(e.orderReferenceId),
          partnerJobRef: e.orderId,
          status: mapping.status,
          ...(reason && (mapping.status === 'rejected' || mapping.status === 'cancelled') ? { reason } : {}),
          occurredAt: e.created || context.receivedAt,
        },
      };
    }
    case 'order_item_tracking_code_updated': {
      // "It is triggered when item is shipped": the tracking code comes with the hand-over.
      const e = parse(orderItemTrackingCodeUpdated, value, event);
      return {
        kind: 'update',
        eventId: e.id,
        event,
        update: {
          ...jobRef(e.orderReferenceId),
          partnerJobRef: e.orderId,
          status: 'shipped',
          parcels: toParcels([e]),
          occurredAt: e.created || context.receivedAt,
        },
      };
    }
    case 'order_delivery_estimate_updated': {
      const e = parse(orderDeliveryEstimateUpdated, value, event);
      return {
        kind: 'delivery_estimate',
        eventId: e.id,
        partnerJobRef: e.orderId,
        ...jobRef(e.orderReferenceId),
        estimatedDelivery: { from: e.minDeliveryDate, to: e.maxDeliveryDate },
        occurredAt: e.created || context.receivedAt,
      };
    }
    default:
      return { kind: 'ignored', ...(eventId ? { eventId } : {}), event };
  }
}
