import {
  Inject,
  Injectable,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Provider,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Pool } from 'pg';
import {
  DeadLettersRpc,
  HealthRpc,
  NetworkParticipants,
  type NetworkParticipant,
  type ServiceHealth,
} from '@fabelhaft/contracts';
import {
  JetStreamRelay,
  Policies,
  type IntegrationMapper,
  type Policy,
  type EventStore,
} from '@fabelhaft/eventsourcing';
import {
  connectNats,
  DeadLetterAdmin,
  republishableSubjects,
  RpcServer,
  Subjects,
  type JobWorker,
  type NatsConnection,
} from '@fabelhaft/messaging';
import type { BaseServiceConfig } from './config';
import { createLogger, type Logger } from './logger';
import { openServiceEventStore, type ServiceEventStore } from './event-store-choice';
import { openServiceDatabase, type ServiceDatabase } from './postgres';
import { Periodic } from './periodic';
import { startJobWorker, type JobBinding, type PeriodicBinding } from './job-binding';
import type { RpcBinding } from './rpc-binding';
import {
  EVENT_STORE,
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  RELAY,
  RPC_BINDINGS,
  SERVICE_CONFIG,
  SERVICE_DEPS,
  SUBJECTS,
} from './tokens';

const CLOSE_EVENT_STORE = Symbol('CLOSE_EVENT_STORE');
const KURRENTDB_PROJECTIONS = Symbol('KURRENTDB_PROJECTIONS');

/** What the kit opens for a service: the parts its deps object is made of. */
export interface ServiceParts<C extends BaseServiceConfig = BaseServiceConfig> {
  name: string;
  config: C;
  logger: Logger;
  pool: Pool;
  nc: NatsConnection;
  subjects: Subjects;
  store: EventStore;
  /** null when the service publishes no integration events. */
  relay: JetStreamRelay | null;
}

/** Everything a service says about itself; the kit does the rest. */
export interface ServiceDefinition<C extends BaseServiceConfig, D = ServiceParts<C>> {
  /** `limits`: the log name, the RPC queue group, the health subject. */
  name: string;
  /** Parsed once at start (`loadConfig`). */
  config: C;
  database: ServiceDatabase;
  /** The stream the service publishes to (declared in libs/contracts) and the mapper of its stored events. */
  integrationEvents?: { stream: { name: string; subjects: string }; map: IntegrationMapper };
  /**
   * The service's one typed deps object (repositories, ports, the kit's parts it uses), made once from the
   * kit's parts; every RPC binding, job, periodic task and policy is given it. Default: the parts themselves.
   */
  deps?(parts: ServiceParts<C>): D;
  /** Closes what `deps` opened (thread pools, browsers), after the jobs and periodic tasks have stopped. */
  closeDeps?(deps: D): Promise<void>;
  rpc?: RpcBinding<D>[];
  /** The service's pipelines (`jobBinding`): durable pull consumers shared by every instance. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each binding has its own job type
  jobs?: JobBinding<D, any>[];
  /** Sweepers and pollers (`periodicBinding`). */
  periodic?: PeriodicBinding<D>[];
  /** Reactions to integration events, exactly once (ADR 0009); handled messages in the service's schema. */
  policies?: Policy<D>[];
  /** Providers of services not yet on a deps object (DI tokens). */
  providers?: Provider[];
  /** Statement timeout of the pool (default 30 s). */
  statementTimeoutMs?: number;
}

/** Owns the process's connections; its shutdown hook runs after every provider of the service module. */
@Module({})
export class ServiceKitModule implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(CLOSE_EVENT_STORE) private readonly closeEventStore: () => Promise<void>,
  ) {}

  /**
   * The module of one service: validated config, the Postgres pool (error handler, statement timeout), the
   * NATS connection, the event store with its inline projections, the relay, the RPC server for the listed
   * bindings, a health answer on `rpc.<name>.health`, and an ordered shutdown: RPC handlers in flight are
   * answered first, then the service's own workers and the relay stop, then NATS and Postgres close.
   */
  static async forService<C extends BaseServiceConfig, D = ServiceParts<C>>(
    serviceModule: Type,
    definition: ServiceDefinition<C, D>,
  ): Promise<DynamicModule> {
    const { name, config } = definition;
    const logger = createLogger(name, config.LOG_LEVEL);
    const { pool } = await openServiceDatabase(definition.database, {
      connectionString: config.DATABASE_URL,
      name,
      statementTimeoutMs: definition.statementTimeoutMs ?? 30_000,
      onError: (err) => logger.warn({ err }, 'Postgres connection lost; the pool makes a new one'),
    });
    let nc: NatsConnection;
    let eventStore: ServiceEventStore;
    try {
      // EVENT_STORE chooses the store; the service sees the port either way (event-store-choice.ts, ADR 0046).
      eventStore = await openServiceEventStore(definition.database, pool, config, { logger });
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw e;
    }
    const { store } = eventStore;
    try {
      nc = await connectNats({
        url: config.NATS_URL,
        name: `${name}-service`,
        user: config.NATS_USER,
        password: config.NATS_PASSWORD,
      });
    } catch (e) {
      await eventStore.close().catch(() => undefined);
      await pool.end().catch(() => undefined);
      throw e;
    }
    const subjects = new Subjects(config.NATS_PREFIX);
    const events = definition.integrationEvents;
    const relay = events
      ? new JetStreamRelay(pool, nc, {
          schema: definition.database.schema,
          codec: definition.database.codec,
          subjects,
          stream: events.stream,
          map: events.map,
          listenUrl: config.DATABASE_URL,
          source: eventStore.relaySource,
          onError: (err) => logger.error({ err }, 'relay batch failed; will retry'),
        })
      : null;
    const parts: ServiceParts<C> = { name, config, logger, pool, nc, subjects, store, relay };
    let deps: D;
    try {
      deps = definition.deps ? definition.deps(parts) : (parts as D);
    } catch (e) {
      await nc.close().catch(() => undefined);
      await eventStore.close().catch(() => undefined);
      await pool.end().catch(() => undefined);
      throw e;
    }
    const policies = definition.policies?.length
      ? new Policies<D>({
          service: name,
          schema: definition.database.schema,
          pool,
          nc,
          subjects,
          logger,
          deps,
          policies: definition.policies,
        })
      : null;
    const work: ServiceWork<D> = {
      deps,
      jobs: definition.jobs ?? [],
      periodic: definition.periodic ?? [],
      ...(definition.closeDeps ? { closeDeps: definition.closeDeps } : {}),
    };
    const core: DynamicModule = {
      module: ServiceKitModule,
      global: true,
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: PG_POOL, useValue: pool },
        { provide: NATS_CONNECTION, useValue: nc },
        { provide: SUBJECTS, useValue: subjects },
        { provide: EVENT_STORE, useValue: store },
        { provide: SERVICE_NAME, useValue: name },
        { provide: CLOSE_EVENT_STORE, useValue: () => eventStore.close() },
      ],
      exports: [SERVICE_CONFIG, LOGGER, PG_POOL, NATS_CONNECTION, SUBJECTS, EVENT_STORE, SERVICE_NAME],
    };
    return {
      module: serviceModule,
      imports: [core],
      providers: [
        { provide: SERVICE_DEPS, useValue: deps },
        { provide: RPC_BINDINGS, useValue: definition.rpc ?? [] },
        // These start and stop with the application (they carry Nest's lifecycle hook names).
        { provide: RELAY, useValue: relay },
        // KurrentDB: the read models' catch-up subscription (null on Postgres, where they run in the append).
        { provide: KURRENTDB_PROJECTIONS, useValue: eventStore.projections },
        { provide: POLICIES, useValue: policies },
        { provide: SERVICE_WORK, useValue: work },
        ServiceRpcHost,
        ServiceWorkHost,
        ...(definition.providers ?? []),
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.nc.drain().catch(() => undefined);
    await this.closeEventStore().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }
}

const SERVICE_NAME = Symbol('SERVICE_NAME');
const POLICIES = Symbol('POLICIES');
const SERVICE_WORK = Symbol('SERVICE_WORK');

interface ServiceWork<D> {
  deps: D;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each binding has its own job type
  jobs: JobBinding<D, any>[];
  periodic: PeriodicBinding<D>[];
  closeDeps?(deps: D): Promise<void>;
}

/**
 * Runs the service's job bindings and periodic tasks: started with the application, stopped (jobs in hand
 * finished, or left to their redelivery) before the kit closes NATS and Postgres; then the deps are closed.
 */
@Injectable()
export class ServiceWorkHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly workers: JobWorker<unknown>[] = [];
  private readonly periodics: Periodic[] = [];

  constructor(
    @Inject(SERVICE_NAME) private readonly name: string,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_WORK) private readonly work: ServiceWork<unknown>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { deps } = this.work;
    const runtime = { deps, nc: this.nc, subjects: this.subjects, service: this.name, logger: this.logger };
    for (const binding of this.work.jobs) {
      const worker = await startJobWorker(binding, runtime);
      if (worker) this.workers.push(worker as JobWorker<unknown>);
    }
    for (const task of this.work.periodic) {
      const periodic = new Periodic(task.name, task.intervalMs(deps), () => task.run(deps), this.logger);
      periodic.start();
      this.periodics.push(periodic);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    // Stops fetching; a job in progress finishes (or, if the process dies now, is redelivered).
    await Promise.all([...this.workers.map((w) => w.stop()), ...this.periodics.map((p) => p.stop())]);
    await this.work.closeDeps?.(this.work.deps);
  }
}

/** Serves the service's RPC bindings and its health answer; drains them before anything else stops. */
@Injectable()
export class ServiceRpcHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private server?: RpcServer;
  private readonly startedAt = Date.now();

  constructor(
    @Inject(SERVICE_NAME) private readonly name: string,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(RPC_BINDINGS) private readonly bindings: RpcBinding[],
    @Inject(RELAY) private readonly relay: JetStreamRelay | null,
    @Inject(SERVICE_DEPS) private readonly deps: unknown,
    @Inject(ModuleRef) private readonly moduleRef: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const server = new RpcServer(this.nc, this.subjects, this.name, this.logger);
    const context = { deps: this.deps, moduleRef: this.moduleRef };
    for (const binding of this.bindings) {
      server.handle(binding.contract, (request, metadata) => binding.handle(request, metadata, context));
    }
    server.handle(HealthRpc.check(this.name), () => this.health());
    this.serveDeadLetters(server);
    this.server = server;
    // Started means answering: the subscriptions have reached the NATS server before start-up completes.
    await this.nc.flush();
  }

  /**
   * Support's dead-letter admin (issue #13, ADR 0018) for every service the network table says writes dead
   * letters: `rpc.<name>.dead-letters.*` on its own `dlq.<name>.>` messages only.
   */
  private serveDeadLetters(server: RpcServer): void {
    const participant = (NetworkParticipants as Record<string, NetworkParticipant>)[this.name];
    if (!participant?.deadLetters) return;
    const admin = new DeadLetterAdmin({
      nc: this.nc,
      subjects: this.subjects,
      service: this.name,
      republishable: republishableSubjects(participant),
      logger: this.logger,
    });
    const rpc = DeadLettersRpc(this.name);
    server.handle(rpc.list, (r) => admin.list(r));
    server.handle(rpc.get, (r) => admin.get(r.sequence));
    server.handle(rpc.retry, (r, m) => admin.retry(r.sequence, m));
    server.handle(rpc.discard, (r, m) => admin.discard(r.sequence, m));
  }

  /** Before the workers and the relay stop: every request already taken gets its answer. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }

  async health(): Promise<ServiceHealth> {
    const postgres = await this.pool.query('select 1').then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    );
    const relay = !this.relay ? 'none' : this.relay.listening ? 'listening' : 'polling';
    return {
      service: this.name,
      status: postgres === 'ok' && relay !== 'polling' ? 'ok' : 'degraded',
      postgres,
      relay,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}
