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
import { CommandBus, CqrsModule, QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import {
  DeadLettersRpc,
  HealthRpc,
  NetworkParticipants,
  type NetworkParticipant,
  type ServiceHealth,
} from '@fabelhaft/contracts';
import { JetStreamRelay, type IntegrationMapper } from '@fabelhaft/eventsourcing';
import {
  connectNats,
  DeadLetterAdmin,
  republishableSubjects,
  RpcServer,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import type { BaseServiceConfig } from './config';
import { createLogger, type Logger } from './logger';
import { openServiceDatabase, type ServiceDatabase } from './postgres';
import type { RpcBinding } from './rpc-binding';
import {
  EVENT_STORE,
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  RELAY,
  RPC_BINDINGS,
  SERVICE_CONFIG,
  SUBJECTS,
} from './tokens';

/** Everything a service says about itself; the kit does the rest. */
export interface ServiceDefinition<C extends BaseServiceConfig> {
  /** `limits`: the log name, the RPC queue group, the health subject. */
  name: string;
  /** Parsed once at start (`loadConfig`). */
  config: C;
  database: ServiceDatabase;
  /** The stream the service publishes to (declared in libs/contracts) and the mapper of its stored events. */
  integrationEvents?: { stream: { name: string; subjects: string }; map: IntegrationMapper };
  rpc?: RpcBinding[];
  /** The service's own providers: repositories, ports, command and query handlers, policies, workers. */
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
  ) {}

  /**
   * The module of one service: validated config, the Postgres pool (error handler, statement timeout), the
   * NATS connection, the event store with its inline projections, the relay, the RPC server for the listed
   * bindings, a health answer on `rpc.<name>.health`, and an ordered shutdown: RPC handlers in flight are
   * answered first, then the service's own workers and the relay stop, then NATS and Postgres close.
   */
  static async forService<C extends BaseServiceConfig>(
    serviceModule: Type,
    definition: ServiceDefinition<C>,
  ): Promise<DynamicModule> {
    const { name, config } = definition;
    const logger = createLogger(name, config.LOG_LEVEL);
    const { pool, store } = await openServiceDatabase(definition.database, {
      connectionString: config.DATABASE_URL,
      name,
      statementTimeoutMs: definition.statementTimeoutMs ?? 30_000,
      onError: (err) => logger.warn({ err }, 'Postgres connection lost; the pool makes a new one'),
    });
    let nc: NatsConnection;
    try {
      nc = await connectNats({
        url: config.NATS_URL,
        name: `${name}-service`,
        user: config.NATS_USER,
        password: config.NATS_PASSWORD,
      });
    } catch (e) {
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
          onError: (err) => logger.error({ err }, 'relay batch failed; will retry'),
        })
      : null;
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
      ],
      exports: [SERVICE_CONFIG, LOGGER, PG_POOL, NATS_CONNECTION, SUBJECTS, EVENT_STORE, SERVICE_NAME],
    };
    return {
      module: serviceModule,
      imports: [CqrsModule.forRoot(), core],
      providers: [
        { provide: RPC_BINDINGS, useValue: definition.rpc ?? [] },
        // Starts and stops with the application (it carries Nest's lifecycle hook names).
        { provide: RELAY, useValue: relay },
        ServiceRpcHost,
        ...(definition.providers ?? []),
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.nc.drain().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }
}

const SERVICE_NAME = Symbol('SERVICE_NAME');

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
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(ModuleRef) private readonly moduleRef: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const server = new RpcServer(this.nc, this.subjects, this.name, this.logger);
    const context = { commands: this.commands, queries: this.queries, moduleRef: this.moduleRef };
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
