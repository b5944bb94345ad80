import { Module, type DynamicModule } from '@nestjs/common';
import type { RefinementPlanner } from '@fabelhaft/book-engine';
import { RefinementEventStream } from '@fabelhaft/contracts';
import type { PostgresEventStore } from '@fabelhaft/eventsourcing';
import { RpcClient, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import type { Logger } from '@fabelhaft/service-kit';
import { ServiceKitModule } from '@fabelhaft/service-kit/service';
import type { Pool } from 'pg';
import { confirmRevisionRpc } from './confirm/confirm-revision.rpc';
import { ConfirmationSweep } from './confirm/resume-confirmations';
import { eraseOwnerDataRpc } from './deletion/erase-owner-data.rpc';
import { BooksServiceCatalog } from './infrastructure/books.book-catalog';
import { refinementDatabase } from './infrastructure/database';
import { LimitsEditQuota } from './infrastructure/limits.edit-quota';
import {
  refinementSessionRepository,
  type RefinementSessionRepository,
} from './infrastructure/refinement-session.repository';
import { mapToIntegrationEvent } from './infrastructure/refinement.relay';
import { sendMessageRpc } from './messages/send-message.rpc';
import type { BookCatalog } from './ports/book-catalog.port';
import type { EditQuota } from './ports/edit-quota.port';
import { adminGetSessionRpc, adminListSessionsRpc } from './read-model/admin-sessions.rpc';
import { getSessionRpc } from './read-model/get-session.rpc';
import type { RefinementConfig } from './refinement.config';
import {
  BOOK_CATALOG,
  EDIT_QUOTA,
  EVENT_STORE,
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  REFINEMENT_PLANNER,
  SESSIONS,
  SUBJECTS,
} from './refinement.di-tokens';
import { refinementPolicies } from './refinement.policies';
import { openSessionRpc } from './sessions/open-session.rpc';

/**
 * The planner is the book engine's (`RefinementPlanner`: embedded, or OpenAI-compatible by configuration —
 * `engineProviderOf(config)`); the process that starts the service passes it in. Tests pass stand-ins for the
 * books and limits services too.
 */
export interface RefinementModuleOptions {
  planner: RefinementPlanner;
  books?: BookCatalog;
  edits?: EditQuota;
}

@Module({})
export class RefinementModule {
  static forRoot(config: RefinementConfig, options: RefinementModuleOptions): Promise<DynamicModule> {
    return ServiceKitModule.forService(RefinementModule, {
      name: 'refinement',
      config,
      database: refinementDatabase,
      integrationEvents: { stream: RefinementEventStream, map: mapToIntegrationEvent },
      // The service's NATS face: each use case's binding, kept in the use case's folder.
      rpc: [
        openSessionRpc,
        getSessionRpc,
        sendMessageRpc,
        confirmRevisionRpc,
        eraseOwnerDataRpc,
        adminListSessionsRpc,
        adminGetSessionRpc,
      ],
      providers: [
        {
          provide: SESSIONS,
          useFactory: (store: PostgresEventStore) => refinementSessionRepository(store),
          inject: [EVENT_STORE],
        },
        {
          provide: BOOK_CATALOG,
          useFactory: (nc: NatsConnection, subjects: Subjects) =>
            options.books ??
            new BooksServiceCatalog(new RpcClient(nc, subjects), config.REFINEMENT_BOOKS_TIMEOUT_MS),
          inject: [NATS_CONNECTION, SUBJECTS],
        },
        {
          provide: EDIT_QUOTA,
          useFactory: (nc: NatsConnection, subjects: Subjects) =>
            options.edits ??
            new LimitsEditQuota(new RpcClient(nc, subjects), config.REFINEMENT_LIMITS_TIMEOUT_MS),
          inject: [NATS_CONNECTION, SUBJECTS],
        },
        { provide: REFINEMENT_PLANNER, useValue: options.planner },
        refinementPolicies,
        {
          provide: ConfirmationSweep,
          useFactory: (pool: Pool, sessions: RefinementSessionRepository, edits: EditQuota, logger: Logger) =>
            new ConfirmationSweep(
              { pool, sessions, edits, logger },
              { everyMs: config.REFINEMENT_CONFIRM_SWEEP_MS, graceMs: config.REFINEMENT_CONFIRM_GRACE_MS },
            ),
          inject: [PG_POOL, SESSIONS, EDIT_QUOTA, LOGGER],
        },
      ],
    });
  }
}
