import { z } from 'zod';
import { eventStream } from './integration-event';

/** Every integration event the refinement service publishes (issue #14). */
export const RefinementEventStream = eventStream('EVT_REFINEMENT', 'refinement');

/**
 * A planned change as it travels between services: the book engine's `PlannedChange` (target, action, its
 * fields and a rationale). The books service checks each one against the book before applying it.
 */
export const PlannedChangeData = z
  .object({ target: z.string(), action: z.string(), rationale: z.string() })
  .catchall(z.unknown());
export type PlannedChangeData = z.infer<typeof PlannedChangeData>;

export const RefinementEvents = {
  /**
   * The parent confirmed a plan and one edit was consumed for it: books applies the changes as the next revision.
   * `revisionId` (= the limits edit id) makes the revision happen once however often this is delivered.
   */
  revisionConfirmedV1: RefinementEventStream.event(
    'refinement.v1.RevisionConfirmed',
    'evt.refinement.session.revision-confirmed',
    z.object({
      sessionId: z.string(),
      bookId: z.string(),
      ownerId: z.string(),
      revisionId: z.string(),
      changes: z.array(PlannedChangeData).min(1),
      notes: z.string().nullable(),
      confirmedAt: z.string(),
    }),
  ),
} as const;
