import { z } from 'zod';
import { BOOK_FORMATS } from '../constants';
import { eventStream } from './integration-event';

/** Every integration event the orders service publishes. */
export const OrdersEventStream = eventStream('EVT_ORDERS', 'orders');

const Item = z.object({
  itemId: z.string(),
  bookId: z.string(),
  format: z.enum(BOOK_FORMATS),
  quantity: z.number().int(),
});

const ShippingAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/**
 * The order's life as other parts see it. books follows payment_status from these (spec §4: pending,
 * success, failed, none) and starts production on OrderPaid; fulfilment ships what OrderPaid lists.
 */
export const OrdersEvents = {
  checkoutStartedV1: OrdersEventStream.event(
    'orders.v1.CheckoutStarted',
    'evt.orders.order.checkout-started',
    z.object({ orderId: z.string(), ownerId: z.string(), items: z.array(Item), startedAt: z.string() }),
  ),
  orderPaidV1: OrdersEventStream.event(
    'orders.v1.OrderPaid',
    'evt.orders.order.paid',
    z.object({
      orderId: z.string(),
      ownerId: z.string(),
      items: z.array(Item),
      amountTotal: z.number().int(),
      currency: z.string(),
      shippingAddress: ShippingAddress.nullable(),
      paidAt: z.string(),
    }),
  ),
  paymentFailedV1: OrdersEventStream.event(
    'orders.v1.PaymentFailed',
    'evt.orders.order.payment-failed',
    z.object({ orderId: z.string(), ownerId: z.string(), items: z.array(Item), failedAt: z.string() }),
  ),
  checkoutExpiredV1: OrdersEventStream.event(
    'orders.v1.CheckoutExpired',
    'evt.orders.order.checkout-expired',
    z.object({ orderId: z.string(), ownerId: z.string(), items: z.array(Item), expiredAt: z.string() }),
  ),
  /** issue #13: support refunded some or all items of a paid order; a credit note follows. */
  orderRefundedV1: OrdersEventStream.event(
    'orders.v1.OrderRefunded',
    'evt.orders.order.refunded',
    z.object({
      orderId: z.string(),
      refundId: z.string(),
      itemIds: z.array(z.string()),
      amount: z.number().int(),
      refundedAt: z.string(),
    }),
  ),
} as const;
