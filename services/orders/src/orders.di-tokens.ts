// The kit's connections under the names this service's code injects.
export {
  EVENT_STORE,
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  SERVICE_CONFIG as ORDERS_CONFIG,
  SUBJECTS,
} from '@fabelhaft/service-kit/service';
export const ORDERS = Symbol('ORDERS');
export const INVOICE_SEQUENCES = Symbol('INVOICE_SEQUENCES');
/** The payment provider (libs/payments): Stripe, or the local hosted checkout that speaks its API. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
/** What the orders service needs to know of a book (the books service over NATS). */
export const BOOK_CATALOG = Symbol('BOOK_CATALOG');
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
/** Renders invoice documents to PDF (libs/invoicing + libs/pdf). */
export const INVOICE_RENDERER = Symbol('INVOICE_RENDERER');
/** issue #13: the credit notes' consecutive numbers (ADR 0017). */
export const CREDIT_NOTE_SEQUENCES = Symbol('CREDIT_NOTE_SEQUENCES');
