import type { z } from 'zod';
import {
  IntegrationEnvelope,
  type IntegrationEventContract,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import {
  ensureStream,
  JobWorker,
  type JobContext,
  type JobFailure,
  type JobLogger,
  type NatsConnection,
  type Subjects,
} from '@fabelhaft/messaging';

/**
 * Where a job comes from: an integration event on its stream (the worker's durable consumer filters the
 * event's subject; the stream keeps the event for every other consumer), or a work queue of jobs (workqueue
 * retention: a job is gone once acknowledged) whose messages parse with `schema`.
 */
export type JobSource<J> =
  | { event: IntegrationEventContract<z.ZodType<J>> }
  | { queue: { name: string; subjects: string }; schema: z.ZodType<J> };

/**
 * How one pipeline runs (ADR 0009). Every instance of the service runs `concurrency` jobs at once from the
 * same durable consumer, so scaling out is starting more instances or raising this one number.
 */
export interface JobSettings {
  /** false: this process does not work these jobs (another deployment does). Default true. */
  enabled?: boolean;
  concurrency: number;
  ackWaitMs: number;
  deadlineMs: number;
  maxDeliver: number;
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

/** What a job's handler is given: the service's deps, the request metadata of the job, the delivery. */
export interface JobRun<D> {
  deps: D;
  /** correlation: the event's (or the queued job's `correlationId`); causation: the message id. */
  metadata: RequestMetadata;
  /** Aborted at the delivery's deadline or when the worker stops for good. */
  signal: AbortSignal;
  delivery: JobContext;
}

/**
 * One pipeline: `from` where its jobs come, `settings` how it runs, `handle` what it does. The handler must be
 * idempotent: a job is redelivered after a crash, a failure or a deadline. `classify` says what a failure
 * means (default: retry); `onGiveUp` records the last failure where the customer sees it before the job is
 * dead-lettered. The kit starts the worker with the application and stops it before NATS closes.
 */
export interface JobBinding<D = unknown, J = unknown> {
  /** The durable consumer's name, shared by every instance (stable: a new name is a new consumer). */
  durable: string;
  from: JobSource<J>;
  settings(deps: D): JobSettings;
  /** Runs once before the first job when enabled (warm-ups). */
  prepare?(deps: D): Promise<void> | void;
  handle(job: J, run: JobRun<D>): Promise<unknown>;
  classify?(error: unknown): JobFailure;
  onGiveUp?(job: J, error: unknown, run: JobRun<D>): Promise<void | 'settled'>;
}

/** Types a job binding against the service's deps and its source's job type. */
export function jobBinding<D, J>(binding: JobBinding<D, J>): JobBinding<D, J> {
  return binding;
}

/** A delivery decoded: the job and the correlation id it carries. */
interface Decoded<J> {
  job: J;
  correlationId: string | null;
}

/** Builds the shared JobWorker of one binding; `start()` declares its stream and consumer. */
export async function startJobWorker<D, J>(
  binding: JobBinding<D, J>,
  runtime: { deps: D; nc: NatsConnection; subjects: Subjects; service: string; logger: JobLogger },
): Promise<JobWorker<Decoded<J>> | null> {
  const { deps, nc, subjects } = runtime;
  const settings = binding.settings(deps);
  if (settings.enabled === false) return null;
  await binding.prepare?.(deps);
  const from = binding.from;
  let stream: string;
  let filterSubjects: string[] | undefined;
  let decode: (data: unknown) => Decoded<J>;
  if ('event' in from) {
    stream = subjects.stream(from.event.stream.name);
    await ensureStream(nc, { name: stream, subjects: [subjects.subject(from.event.stream.subjects)] });
    filterSubjects = [subjects.subject(from.event.subject)];
    decode = (data) => {
      const envelope = IntegrationEnvelope.parse(data);
      return {
        job: from.event.data.parse(envelope.data),
        correlationId: envelope.correlationId ?? envelope.id,
      };
    };
  } else {
    stream = subjects.stream(from.queue.name);
    await ensureStream(nc, {
      name: stream,
      subjects: [subjects.subject(from.queue.subjects)],
      retention: 'workqueue',
    });
    decode = (data) => {
      const job = from.schema.parse(data);
      const correlationId = (job as { correlationId?: unknown }).correlationId;
      return { job, correlationId: typeof correlationId === 'string' ? correlationId : null };
    };
  }
  const runOf = (decoded: Decoded<J>, delivery: JobContext): JobRun<D> => ({
    deps,
    metadata: { correlationId: decoded.correlationId ?? delivery.messageId, causationId: delivery.messageId },
    signal: delivery.signal,
    delivery,
  });
  const { onGiveUp } = binding;
  const worker = new JobWorker<Decoded<J>>({
    nc,
    subjects,
    service: runtime.service,
    stream,
    durable: binding.durable,
    ...(filterSubjects ? { filterSubjects } : {}),
    concurrency: settings.concurrency,
    ackWaitMs: settings.ackWaitMs,
    deadlineMs: settings.deadlineMs,
    maxDeliver: settings.maxDeliver,
    retryDelayMs: settings.retryDelayMs,
    maxRetryDelayMs: settings.maxRetryDelayMs ?? 60_000,
    decode: (m) => decode(m.json()),
    handle: (decoded, delivery) => binding.handle(decoded.job, runOf(decoded, delivery)),
    ...(binding.classify ? { classify: binding.classify } : {}),
    ...(onGiveUp
      ? { onGiveUp: (decoded, error, delivery) => onGiveUp(decoded.job, error, runOf(decoded, delivery)) }
      : {}),
    logger: runtime.logger,
  });
  await worker.start();
  return worker;
}

/**
 * A task every `intervalMs` (sweepers): never two runs at once in one process, a failed run is logged and the
 * next comes on time; `intervalMs` 0 turns it off. Several instances run it too, so `run` must be safe to run
 * twice at once (idempotent commands).
 */
export interface PeriodicBinding<D = unknown> {
  name: string;
  intervalMs(deps: D): number;
  run(deps: D): Promise<unknown>;
}

export function periodicBinding<D>(binding: PeriodicBinding<D>): PeriodicBinding<D> {
  return binding;
}
