import { policiesProvider } from '@fabelhaft/eventsourcing';
import { notifyBookReady } from './emails/book-ready.policy';
import type { NotificationsPolicyDeps } from './emails/email-context';
import { notifyParcelStatus } from './emails/parcel-status.policy';
import { notifyPaymentReceived } from './emails/payment-received.policy';
import { notifyPreviewReady } from './emails/preview-ready.policy';
import { notifyRefundIssued } from './emails/refund-issued.policy';
import { notifyShipped } from './emails/shipped.policy';
import { NOTIFICATIONS_SCHEMA } from './notifications.config';
import {
  DOCUMENTS,
  EMAIL_SETTINGS,
  LOGGER,
  MAILER,
  NATS_CONNECTION,
  ORDER_DIRECTORY,
  PG_POOL,
  SUBJECTS,
} from './notifications.di-tokens';

/** One idempotent consumer per email (issue #15: each email once per event). */
export const notificationsPolicies = policiesProvider<NotificationsPolicyDeps>({
  service: 'notifications',
  schema: NOTIFICATIONS_SCHEMA,
  policies: [
    notifyPreviewReady,
    notifyPaymentReceived,
    notifyBookReady,
    notifyShipped,
    notifyRefundIssued,
    notifyParcelStatus,
  ],
  tokens: { pool: PG_POOL, nc: NATS_CONNECTION, subjects: SUBJECTS, logger: LOGGER },
  deps: {
    pool: PG_POOL,
    mailer: MAILER,
    orders: ORDER_DIRECTORY,
    documents: DOCUMENTS,
    settings: EMAIL_SETTINGS,
  },
});
