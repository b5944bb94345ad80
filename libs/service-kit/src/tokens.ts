/**
 * What the service kit provides to every service module. Services re-export these under their own names
 * (`PG_POOL` from `limits.di-tokens.ts`), so a use case never imports the kit to inject a pool.
 */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const PG_POOL = Symbol('PG_POOL');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const SUBJECTS = Symbol('SUBJECTS');
/**
 * The service's event store (the port): `PostgresEventStore` with its inline projections, or on
 * `EVENT_STORE=kurrentdb` the KurrentDB adapter whose appends wait for the read models (event-store-choice.ts).
 */
export const EVENT_STORE = Symbol('EVENT_STORE');
/** The service's RPC bindings (`RpcBinding[]`), served by the kit's RPC server. */
export const RPC_BINDINGS = Symbol('RPC_BINDINGS');
/** The service's relay (`JetStreamRelay`), when it publishes integration events. */
export const RELAY = Symbol('RELAY');
/** The service's deps object (`ServiceDefinition.deps`); a test reads it with `serviceDeps(app)`. */
export const SERVICE_DEPS = Symbol('SERVICE_DEPS');
