import { setTimeout as sleep } from 'node:timers/promises';
import { jetstream, type Consumer, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { DeadLetterPublisher } from './dead-letter';
import { ensureConsumer } from './jetstream';
import type { Subjects } from './subjects';

/** What to do with a job whose handler threw. */
export type JobFailure = 'retry' | 'drop' | 'give-up';

export type JobOutcome = 'done' | 'dropped' | 'retry' | 'dead-lettered' | 'returned' | 'settled';

export interface JobContext {
  /** Aborted when the job's deadline passes (its result no longer counts) or the worker stops for good. */
  signal: AbortSignal;
  deliveryCount: number;
  /** This is the last delivery: a failure now gives the job up. */
  lastDelivery: boolean;
  /** Nats-Msg-Id, else `<stream>:<seq>`: a stable id for idempotent effects. */
  messageId: string;
  message: JsMsg;
}

/** The shape of pino's log methods, so the lib needs no logger of its own. */
export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobWorkerOptions<J> {
  nc: NatsConnection;
  subjects: Subjects;
  /** Names the dead letters' subject: `dlq.<service>.<durable>`. */
  service: string;
  /** The stream's real (prefixed) name. */
  stream: string;
  durable: string;
  /** Real (prefixed) filter subjects of the durable consumer. */
  filterSubjects?: string[];
  /** Jobs this process works on at once. */
  concurrency?: number;
  /** A delivery not heard of for this long is handed out again; the worker heartbeats well within it. */
  ackWaitMs: number;
  /** Overall time one delivery may take, heartbeat or not; past it the delivery counts as failed. */
  deadlineMs: number;
  /** Deliveries a job gets; the last failed one gives it up (onGiveUp, then the DLQ). */
  maxDeliver: number;
  /** First retry delay after a failure; doubles per delivery up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Parses a message into a job; a message that does not parse is dead-lettered at once. */
  decode(message: JsMsg): J;
  /** The work; must be idempotent (a job may run again after a crash or a deadline). */
  handle(job: J, context: JobContext): Promise<unknown>;
  /** Default: every error is retried. `drop` acks (the job can never apply), `give-up` skips the retries. */
  classify?(error: unknown): JobFailure;
  /**
   * Records the failure where the customer sees it (fail the preview, the production); before the DLQ.
   * Returns `settled` when the job turns out to need nothing (done meanwhile, superseded): acked, no DLQ.
   */
  onGiveUp?(job: J, error: unknown, context: JobContext): Promise<void | 'settled'>;
  logger?: JobLogger;
  /** How long stop() waits for jobs in progress. */
  stopTimeoutMs?: number;
  /** How long one pull waits for a message before asking again. */
  fetchExpiresMs?: number;
}

/** The delivery ran past its overall deadline (a hung provider, a stuck render). */
export class JobDeadlineExceeded extends Error {
  constructor(deadlineMs: number) {
    super(`the job did not finish within its deadline of ${deadlineMs} ms`);
    this.name = 'JobDeadlineExceeded';
  }
}

/**
 * Deliveries the server allows beyond `maxDeliver`: when giving up failed (the DLQ or onGiveUp could not be
 * reached) or the worker died on the last delivery, the job comes back once more and is given up without
 * running it again. Without them the server would stop delivering and the job would sit unsettled.
 */
export const GIVE_UP_DELIVERIES = 2;

/**
 * Runs jobs from a durable pull consumer (ADR 0009): `concurrency` slots each pull one message at a time, so
 * no message waits in a local buffer while its ack wait runs. Per delivery: a heartbeat (`working`) every
 * third of the ack wait, but only until the overall deadline — a hung handler is aborted and the delivery
 * counts as failed rather than being kept alive forever. Failures are redelivered with exponential backoff;
 * the last one calls `onGiveUp`, publishes the message with its error to `dlq.<service>.<durable>` and
 * terminates it, so the consumer goes on with the next job.
 */
export class JobWorker<J> {
  private readonly deadLetters: DeadLetterPublisher;
  private readonly fetches = new Set<ConsumerMessages>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly loops: Promise<void>[] = [];
  private readonly stopping = new AbortController();

  constructor(private readonly options: JobWorkerOptions<J>) {
    this.deadLetters = new DeadLetterPublisher(options.nc, options.subjects);
  }

  async start(): Promise<void> {
    const o = this.options;
    await this.deadLetters.ensureStream();
    const serverMaxDeliver = o.maxDeliver + GIVE_UP_DELIVERIES;
    await ensureConsumer(o.nc, o.stream, {
      durable: o.durable,
      ...(o.filterSubjects ? { filterSubjects: o.filterSubjects } : {}),
      ackWaitMs: o.ackWaitMs,
      maxDeliver: serverMaxDeliver,
      // A job whose worker went silent (died) comes back after the ack wait, then later each time; JetStream
      // wants fewer backoff steps than deliveries.
      backoffMs: [1, 2, 4].slice(0, serverMaxDeliver - 1).map((f) => f * o.ackWaitMs),
      maxAckPending: 1000,
    });
    const consumer = await jetstream(o.nc).consumers.get(o.stream, o.durable);
    for (let i = 0; i < (o.concurrency ?? 1); i++) this.loops.push(this.slot(consumer));
    o.logger?.info(
      { stream: o.stream, durable: o.durable, concurrency: this.loops.length },
      'job worker started',
    );
  }

  /** Stops pulling, lets jobs in progress finish (up to `stopTimeoutMs`), then returns. */
  async stop(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    this.stopping.abort();
    // stop(), not close(): close() resolves only once the loop has read the pull to its end.
    for (const f of this.fetches) f.stop();
    const settled = Promise.all([...this.loops, ...this.inFlight]).then(() => 'settled' as const);
    const waited = await Promise.race([
      settled,
      sleep(this.options.stopTimeoutMs ?? 30_000, 'timeout' as const, { ref: false }),
    ]);
    if (waited === 'timeout')
      this.options.logger?.warn({ durable: this.options.durable }, 'jobs still running at stop; left behind');
  }

  private async slot(consumer: Consumer): Promise<void> {
    const stop = this.stopping.signal;
    while (!stop.aborted) {
      let batch: ConsumerMessages;
      try {
        batch = await consumer.fetch({ max_messages: 1, expires: this.options.fetchExpiresMs ?? 10_000 });
      } catch (err) {
        if (stop.aborted) return;
        this.options.logger?.warn({ err, durable: this.options.durable }, 'pulling a job failed; retrying');
        await sleep(1000, undefined, { signal: stop }).catch(() => undefined);
        continue;
      }
      this.fetches.add(batch);
      // stop() came while the pull was being set up: it could not close this one.
      if (stop.aborted) batch.stop();
      try {
        for await (const m of batch) {
          // Pulled while stopping: straight back to the queue for another instance.
          if (stop.aborted) m.nak();
          else await this.track(this.process(m));
        }
      } catch (err) {
        if (!stop.aborted)
          this.options.logger?.warn({ err, durable: this.options.durable }, 'job pull ended; pulling again');
      } finally {
        this.fetches.delete(batch);
      }
    }
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    return p.finally(() => this.inFlight.delete(p));
  }

  /** Handles one delivery and settles it (ack, nak with delay, or dead letter + term). */
  async process(m: JsMsg): Promise<JobOutcome> {
    const o = this.options;
    const deliveryCount = m.info.deliveryCount;
    const messageId = m.headers?.get('Nats-Msg-Id') || `${m.info.stream}:${m.seq}`;
    const log = { durable: o.durable, messageId, delivery: deliveryCount };
    let job: J;
    try {
      job = o.decode(m);
    } catch (error) {
      o.logger?.error({ ...log, err: error }, 'job does not parse; dead-lettered');
      return this.deadLetter(m, error, log);
    }
    const controller = new AbortController();
    const context: JobContext = {
      signal: controller.signal,
      deliveryCount,
      lastDelivery: deliveryCount >= o.maxDeliver,
      messageId,
      message: m,
    };
    if (deliveryCount > o.maxDeliver) {
      // An earlier give-up did not get through, or the worker died on the last delivery.
      const error = new Error(`given up after ${o.maxDeliver} deliveries without an outcome`);
      return this.giveUp(job, error, context, log);
    }

    const heartbeat = setInterval(() => m.working(), Math.max(100, Math.floor(o.ackWaitMs / 3)));
    let deadline: NodeJS.Timeout | undefined;
    try {
      const run = Promise.resolve().then(() => o.handle(job, context));
      // A handler cut off at its deadline may still fail later; that is no longer anyone's business.
      run.catch(() => undefined);
      const outcome = await Promise.race([
        run,
        new Promise<never>((_, reject) => {
          deadline = setTimeout(() => {
            const error = new JobDeadlineExceeded(o.deadlineMs);
            controller.abort(error);
            reject(error);
          }, o.deadlineMs);
        }),
      ]);
      clearInterval(heartbeat);
      await m.ackAck().catch(() => m.ack());
      o.logger?.info({ ...log, outcome }, 'job done');
      return 'done';
    } catch (error) {
      clearInterval(heartbeat);
      const verdict = error instanceof JobDeadlineExceeded ? 'retry' : (o.classify?.(error) ?? 'retry');
      if (verdict === 'drop') {
        o.logger?.warn({ ...log, err: error }, 'job can no longer apply; dropped');
        m.ack();
        return 'dropped';
      }
      if (verdict === 'give-up' || context.lastDelivery) return this.giveUp(job, error, context, log);
      const delay = this.retryDelay(deliveryCount);
      o.logger?.warn({ ...log, err: error, retryInMs: delay }, 'job failed; will retry');
      m.nak(delay);
      return 'retry';
    } finally {
      clearInterval(heartbeat);
      clearTimeout(deadline);
    }
  }

  private async giveUp(job: J, error: unknown, context: JobContext, log: object): Promise<JobOutcome> {
    this.options.logger?.error({ ...log, err: error }, 'job failed for good; giving up');
    try {
      if ((await this.options.onGiveUp?.(job, error, context)) === 'settled') {
        context.message.ack();
        return 'settled';
      }
    } catch (giveUpError) {
      this.options.logger?.error({ ...log, err: giveUpError }, 'recording the give-up failed; will retry');
      context.message.nak(this.retryDelay(context.deliveryCount));
      return 'returned';
    }
    return this.deadLetter(context.message, error, log);
  }

  private async deadLetter(m: JsMsg, error: unknown, log: object): Promise<JobOutcome> {
    try {
      await this.deadLetters.publish({
        service: this.options.service,
        consumer: this.options.durable,
        message: m,
        error,
      });
    } catch (publishError) {
      // Not terminated: the next delivery tries the dead letter again.
      this.options.logger?.error({ ...log, err: publishError }, 'dead letter not stored; will retry');
      m.nak(this.retryDelay(m.info.deliveryCount));
      return 'returned';
    }
    // No reason text: NATS 2.9 does not know `+TERM <reason>` and would leave the message pending.
    m.term();
    return 'dead-lettered';
  }

  private retryDelay(deliveryCount: number): number {
    const first = this.options.retryDelayMs ?? 1000;
    return Math.min(this.options.maxRetryDelayMs ?? 60_000, first * 2 ** Math.max(0, deliveryCount - 1));
  }
}
