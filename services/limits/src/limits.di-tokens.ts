// The kit's connections under the names this service's code injects.
export {
  EVENT_STORE,
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  SERVICE_CONFIG as LIMITS_CONFIG,
  SUBJECTS,
} from '@fabelhaft/service-kit/service';
export const QUOTA_ACCOUNTS = Symbol('QUOTA_ACCOUNTS');
export const QUOTA_DEFAULTS = Symbol('QUOTA_DEFAULTS');
export const LIMIT_REQUESTS = Symbol('LIMIT_REQUESTS');
