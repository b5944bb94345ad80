// The kit's connections under the names this service's code injects.
export {
  EVENT_STORE,
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  SERVICE_CONFIG as TRACKING_CONFIG,
  SUBJECTS,
} from '@fabelhaft/service-kit/service';
/** The shipments' event-sourced repository. */
export const SHIPMENTS = Symbol('SHIPMENTS');
/** The carriers' tracking, by lower-case carrier key (`CarrierTracking` of libs/carriers). */
export const CARRIERS = Symbol('CARRIERS');
/** The worker that polls due shipments. */
export const SHIPMENT_POLLING = Symbol('SHIPMENT_POLLING');
