import type { ModuleRef } from '@nestjs/core';
import type { Pool } from 'pg';
import type { RefinementPlanner } from '@fabelhaft/book-engine';
import type { Logger } from '@fabelhaft/service-kit';
import type { RefinementSessionRepository } from './infrastructure/refinement-session.repository';
import type { BookCatalog } from './ports/book-catalog.port';
import type { EditQuota } from './ports/edit-quota.port';
import {
  BOOK_CATALOG,
  EDIT_QUOTA,
  LOGGER,
  PG_POOL,
  REFINEMENT_PLANNER,
  SESSIONS,
} from './refinement.di-tokens';

/** What the use cases work with; the RPC bindings resolve it from the module and call them directly. */
export interface RefinementDeps {
  pool: Pool;
  sessions: RefinementSessionRepository;
  books: BookCatalog;
  edits: EditQuota;
  planner: RefinementPlanner;
  logger: Logger;
}

export function refinementDeps(moduleRef: ModuleRef): RefinementDeps {
  const get = <T>(token: symbol) => moduleRef.get<T>(token, { strict: false });
  return {
    pool: get<Pool>(PG_POOL),
    sessions: get<RefinementSessionRepository>(SESSIONS),
    books: get<BookCatalog>(BOOK_CATALOG),
    edits: get<EditQuota>(EDIT_QUOTA),
    planner: get<RefinementPlanner>(REFINEMENT_PLANNER),
    logger: get<Logger>(LOGGER),
  };
}
