// The kit's connections under the names this service's code injects.
export {
  EVENT_STORE,
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  SERVICE_CONFIG as REFINEMENT_CONFIG,
  SUBJECTS,
} from '@fabelhaft/service-kit/service';
/** The sessions' event-sourced repository. */
export const SESSIONS = Symbol('SESSIONS');
/** What refinement reads of a book (`BookCatalog`: the books service over NATS). */
export const BOOK_CATALOG = Symbol('BOOK_CATALOG');
/** The owner's edits (`EditQuota`: the limits service over NATS). */
export const EDIT_QUOTA = Symbol('EDIT_QUOTA');
/** Turns a parent's message into planned changes (libs/book-engine `RefinementPlanner`). */
export const REFINEMENT_PLANNER = Symbol('REFINEMENT_PLANNER');
