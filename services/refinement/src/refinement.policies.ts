import { policiesProvider } from '@fabelhaft/eventsourcing';
import type { RefinementSessionRepository } from './infrastructure/refinement-session.repository';
import type { EditQuota } from './ports/edit-quota.port';
import { REFINEMENT_SCHEMA } from './refinement.config';
import { EDIT_QUOTA, LOGGER, NATS_CONNECTION, PG_POOL, SESSIONS, SUBJECTS } from './refinement.di-tokens';
import { trackRevisionWhenBookRevises } from './revisions/track-revision-when-book-revises.policy';

/** What the refinement service's policies use besides the transaction, NATS and subjects. */
export interface RefinementPolicyDeps {
  sessions: RefinementSessionRepository;
  edits: EditQuota;
}

/** The refinement service's reactions to other services' integration events. */
export const refinementPolicies = policiesProvider<RefinementPolicyDeps>({
  service: 'refinement',
  schema: REFINEMENT_SCHEMA,
  policies: [trackRevisionWhenBookRevises],
  tokens: { pool: PG_POOL, nc: NATS_CONNECTION, subjects: SUBJECTS, logger: LOGGER },
  deps: { sessions: SESSIONS, edits: EDIT_QUOTA },
});
