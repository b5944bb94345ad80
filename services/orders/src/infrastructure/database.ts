import { EventCodec } from '@fabelhaft/eventsourcing';
import type { ServiceDatabase } from '@fabelhaft/service-kit/service';
import {
  creditNoteSequenceEventCatalog,
  invoiceSequenceEventCatalog,
  orderEventCatalog,
} from '../domain/order.events';
import { checkoutAttemptsMigration } from '../checkout/checkout-attempts';
import { paymentEventsMigration } from '../payments/handled-payment-events';
import { ORDERS_SCHEMA } from '../orders.config';
import {
  orderItemsFulfilmentMigration,
  orderProjection,
  orderRefundsMigration,
  orderItemsTrackingMigration,
  orderDiscountMigration,
  ordersMigration,
} from '../read-model/order.projection';

/** Every read model this service keeps inline with its events. */
export const ordersProjections = [orderProjection];

/** The orders schema: its tables and the read models kept in the events' transaction. */
export const ordersDatabase: ServiceDatabase = {
  schema: ORDERS_SCHEMA,
  migrations: [
    ordersMigration,
    paymentEventsMigration,
    checkoutAttemptsMigration,
    orderItemsFulfilmentMigration,
    orderRefundsMigration,
    orderItemsTrackingMigration,
    orderDiscountMigration,
  ],
  projections: ordersProjections,
  codec: new EventCodec({
    ...orderEventCatalog,
    ...invoiceSequenceEventCatalog,
    ...creditNoteSequenceEventCatalog,
  }),
};
