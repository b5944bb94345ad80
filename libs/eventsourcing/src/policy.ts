import type { FactoryProvider, InjectionToken } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Pool } from 'pg';
import { IntegrationEnvelope } from '@fabelhaft/contracts';
import {
  DeadLetterPublisher,
  ensureConsumer,
  ensureStream,
  GIVE_UP_DELIVERIES,
  type JobLogger,
  type Subjects,
} from '@fabelhaft/messaging';
import { DEFAULT_MAX_DELIVER, IdempotentConsumer, type ConsumedMessage } from './idempotent-consumer';
import type { SqlExecutor } from './types';

/** What every policy callback gets besides the service's own dependencies. */
export interface PolicyRuntimeContext {
  nc: NatsConnection;
  subjects: Subjects;
}

export type PolicyContext<D> = D & PolicyRuntimeContext & { tx: SqlExecutor; message: ConsumedMessage };

/**
 * A reaction to another context's integration events, exactly once: a durable consumer on the producer's
 * stream with an idempotent handler. A service lists these values; `policiesProvider` runs them all.
 */
export interface Policy<D> {
  /** The durable consumer's name (stable: a new name reads the stream from the start again). */
  name: string;
  /** The producing service's stream, declared the way it declares it (whichever starts first creates it). */
  stream: { name: string; subjects: string };
  /** One subject (NATS 2.9 takes one filter per consumer), e.g. `evt.orders.order.paid` or `evt.books.book.>`. */
  filterSubject: string;
  ackWaitMs?: number;
  /** Deliveries before the message is given up and dead-lettered (default 10). */
  maxDeliver?: number;
  /** Runs once before the policy consumes, e.g. to declare the stream it publishes to. */
  prepare?(context: D & PolicyRuntimeContext): Promise<void>;
  /** The effects, in the transaction that records the message as handled. */
  handle(envelope: IntegrationEnvelope, context: PolicyContext<D>): Promise<void>;
  /** Effects of giving up (in their own transaction), before the message goes to the DLQ. */
  onGiveUp?(error: unknown, context: PolicyContext<D>): Promise<void>;
}

/** Types a policy against the service's dependencies; the value is the definition itself. */
export function definePolicy<D = object>(policy: Policy<D>): Policy<D> {
  return policy;
}

export interface PoliciesOptions<D> {
  /** Names the dead letters' subjects: `dlq.<service>.<policy name>`. */
  service: string;
  /** Schema of the consuming service (its handled_messages table). */
  schema: string;
  pool: Pool;
  nc: NatsConnection;
  subjects: Subjects;
  logger: JobLogger;
  deps: D;
  policies: Policy<D>[];
}

/**
 * Starts and stops a service's policies; it carries Nest's lifecycle hook names, so a module provides one
 * instance (`policiesProvider`) and the policies start with the application and stop with it.
 */
export class Policies<D> {
  private readonly consumers: IdempotentConsumer[] = [];
  private readonly deadLetters: DeadLetterPublisher;

  constructor(private readonly options: PoliciesOptions<D>) {
    const names = options.policies.map((p) => p.name);
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice) throw new Error(`Two policies share the durable name "${twice}"`);
    this.deadLetters = new DeadLetterPublisher(options.nc, options.subjects);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.deadLetters.ensureStream();
    for (const policy of this.options.policies) this.consumers.push(await this.start(policy));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.consumers.map((c) => c.stop()));
  }

  private async start(policy: Policy<D>): Promise<IdempotentConsumer> {
    const { nc, subjects, pool, schema, logger, deps, service } = this.options;
    const runtime = { ...deps, nc, subjects };
    await policy.prepare?.(runtime);
    const stream = subjects.stream(policy.stream.name);
    const maxDeliver = policy.maxDeliver ?? DEFAULT_MAX_DELIVER;
    await ensureStream(nc, { name: stream, subjects: [subjects.subject(policy.stream.subjects)] });
    await ensureConsumer(nc, stream, {
      durable: policy.name,
      filterSubjects: [subjects.subject(policy.filterSubject)],
      ackWaitMs: policy.ackWaitMs ?? 30_000,
      maxDeliver: maxDeliver + GIVE_UP_DELIVERIES,
    });
    const { onGiveUp } = policy;
    const consumer = new IdempotentConsumer(nc, pool, {
      schema,
      stream,
      durable: policy.name,
      maxDeliver,
      deadLetters: { publisher: this.deadLetters, service },
      handle: (message, tx) =>
        policy.handle(IntegrationEnvelope.parse(message.data), { ...runtime, tx, message }),
      ...(onGiveUp ? { onGiveUp: (message, error, tx) => onGiveUp(error, { ...runtime, tx, message }) } : {}),
      onError: (err, message) =>
        logger.warn(
          { err, policy: policy.name, messageId: message.messageId, delivery: message.deliveryCount },
          message.deliveryCount >= maxDeliver ? 'policy gave up a message' : 'policy failed; will retry',
        ),
    });
    await consumer.start();
    return consumer;
  }
}

/**
 * One Nest provider for all of a service's policies: the runtime pieces and each dependency by its DI token.
 * `deps: { books: BOOKS }` makes `books` appear in every policy's context.
 */
export function policiesProvider<D extends object>(spec: {
  provide?: InjectionToken;
  service: string;
  schema: string;
  policies: Policy<D>[];
  tokens: { pool: InjectionToken; nc: InjectionToken; subjects: InjectionToken; logger: InjectionToken };
  deps: { [K in keyof D]: InjectionToken };
}): FactoryProvider<Policies<D>> {
  const depNames = Object.keys(spec.deps) as (keyof D)[];
  return {
    provide: spec.provide ?? `${spec.service.toUpperCase()}_POLICIES`,
    inject: [
      spec.tokens.pool,
      spec.tokens.nc,
      spec.tokens.subjects,
      spec.tokens.logger,
      ...depNames.map((k) => spec.deps[k]),
    ],
    useFactory: (
      pool: Pool,
      nc: NatsConnection,
      subjects: Subjects,
      logger: JobLogger,
      ...values: unknown[]
    ) =>
      new Policies<D>({
        service: spec.service,
        schema: spec.schema,
        pool,
        nc,
        subjects,
        logger,
        deps: Object.fromEntries(depNames.map((k, i) => [k, values[i]])) as D,
        policies: spec.policies,
      }),
  };
}
