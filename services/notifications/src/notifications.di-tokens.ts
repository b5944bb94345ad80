// The kit's connections under the names this service's code injects.
export {
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  SERVICE_CONFIG as NOTIFICATIONS_CONFIG,
  SUBJECTS,
} from '@fabelhaft/service-kit/service';
/** Sends the emails (`Mailer`: SMTP). */
export const MAILER = Symbol('MAILER');
/** The orders service's view of an order (`OrderDirectory`). */
export const ORDER_DIRECTORY = Symbol('ORDER_DIRECTORY');
/** Stored invoices and credit notes (`Documents`). */
export const DOCUMENTS = Symbol('DOCUMENTS');
/** Base URL of the links and the Message-ID domain (`EmailSettings`). */
export const EMAIL_SETTINGS = Symbol('EMAIL_SETTINGS');
