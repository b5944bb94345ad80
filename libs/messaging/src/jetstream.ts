import { nanos } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  jetstreamManager,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

export interface StreamSpec {
  name: string;
  subjects: string[];
  /** How long a Nats-Msg-Id is remembered for de-duplication. Must outlast a relay crash + restart. */
  duplicateWindowMs?: number;
  /** `workqueue` for jobs (a message is removed once acknowledged), `limits` for events. */
  retention?: 'limits' | 'workqueue';
  maxAgeMs?: number;
  /** Memory storage for tests; files otherwise. */
  storage?: 'file' | 'memory';
}

export interface ConsumerSpec {
  durable: string;
  filterSubjects?: string[];
  ackWaitMs?: number;
  /** Deliveries before the server stops redelivering (the handler sees the last one and can record a failure). */
  maxDeliver?: number;
  /** Redelivery delays after a missing ack, in ms; the last one repeats. */
  backoffMs?: number[];
  maxAckPending?: number;
}

const DAY = 24 * 60 * 60 * 1000;
/** JetStream API error code for "stream name already in use" (not in the client's named codes). */
const STREAM_NAME_IN_USE = 10058;
/**
 * JetStream's admin requests at start (stream and consumer set-up) may wait longer than the client's 5 s default
 * on a busy machine (file-backed streams fsync); a process should not die of that and restart.
 */
const ADMIN_TIMEOUT_MS = 20_000;

/** Creates the stream, or brings an existing one to this configuration. Safe to call at every start. */
export async function ensureStream(nc: NatsConnection, spec: StreamSpec): Promise<void> {
  const jsm = await jetstreamManager(nc, { timeout: ADMIN_TIMEOUT_MS });
  const config = {
    name: spec.name,
    subjects: spec.subjects,
    retention: spec.retention === 'workqueue' ? RetentionPolicy.Workqueue : RetentionPolicy.Limits,
    storage: spec.storage === 'memory' ? StorageType.Memory : StorageType.File,
    duplicate_window: nanos(spec.duplicateWindowMs ?? 10 * 60 * 1000),
    max_age: nanos(spec.maxAgeMs ?? 30 * DAY),
  };
  try {
    const info = await jsm.streams.info(spec.name);
    const same =
      JSON.stringify([...info.config.subjects].sort()) === JSON.stringify([...spec.subjects].sort()) &&
      info.config.duplicate_window === config.duplicate_window &&
      info.config.max_age === config.max_age;
    if (!same) {
      const { storage: _storage, retention: _retention, ...updatable } = config;
      await jsm.streams.update(spec.name, updatable);
    }
  } catch (e) {
    if (!isNotFound(e)) throw e;
    try {
      await jsm.streams.add(config);
    } catch (addError) {
      // Another instance created it at the same moment.
      if (!(addError instanceof JetStreamApiError && addError.code === STREAM_NAME_IN_USE)) throw addError;
    }
  }
}

/** Creates or updates a durable pull consumer. Safe to call at every start and from every instance. */
export async function ensureConsumer(nc: NatsConnection, stream: string, spec: ConsumerSpec): Promise<void> {
  const jsm: JetStreamManager = await jetstreamManager(nc, { timeout: ADMIN_TIMEOUT_MS });
  const config = {
    durable_name: spec.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(spec.ackWaitMs ?? 30_000),
    max_deliver: spec.maxDeliver ?? -1,
    max_ack_pending: spec.maxAckPending ?? 1000,
    ...(spec.backoffMs?.length ? { backoff: spec.backoffMs.map((ms) => nanos(ms)) } : {}),
    ...(spec.filterSubjects?.length === 1
      ? { filter_subject: spec.filterSubjects[0] }
      : spec.filterSubjects?.length
        ? { filter_subjects: spec.filterSubjects }
        : {}),
  };
  try {
    await jsm.consumers.info(stream, spec.durable);
    const { durable_name: _d, deliver_policy: _p, ...updatable } = config;
    await jsm.consumers.update(stream, spec.durable, updatable);
  } catch (e) {
    if (!isNotFound(e)) throw e;
    await jsm.consumers.add(stream, config);
  }
}

function isNotFound(e: unknown): boolean {
  return (
    e instanceof JetStreamApiError &&
    (e.code === JetStreamApiCodes.StreamNotFound || e.code === JetStreamApiCodes.ConsumerNotFound)
  );
}
