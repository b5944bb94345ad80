export * from './types';
export * from './errors';
export * from './event-codec';
export * from './repository';
export * from './relay';
export * from './idempotent-consumer';
export * from './policy';
export { PostgresEventStore, notificationChannel } from './postgres/event-store';
export { PostgresSubscription, type SubscriptionOptions } from './postgres/subscription';
export { migrate, type Migration } from './postgres/schema';
export { rebuildProjections } from './postgres/rebuild';
export { withTransaction, withSavepoint } from './postgres/sql';
export {
  withErasureLock,
  removeStreams,
  deleteStreamsOutsidePostgres,
  markPublishedForErasure,
  erasePublishedMessages,
  jetStreamMessageEraser,
  jetStreamUnrecordedCopyFinder,
  ERASURE_LOCK_TIMEOUT_MS,
  type MessageEraser,
  type NatsCopyErasers,
  type PublishedCopy,
  type UnrecordedCopyFinder,
  type DeadLetterCopyEraser,
} from './postgres/erasure';
export * from './kurrentdb/create-event-store';
export { describeEventStoreConformance, type OpenedStore } from './conformance/event-store.conformance';
