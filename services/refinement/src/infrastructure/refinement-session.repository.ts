import { EventSourcedRepository, type EventStore } from '@fabelhaft/eventsourcing';
import {
  evolve,
  initialRefinementSession,
  type RefinementSession,
  type RefinementSessionEvent,
} from '../domain/refinement-session';
import { decide, type RefinementSessionCommand } from '../domain/refinement-session.decide';

export type RefinementSessionRepository = EventSourcedRepository<
  RefinementSession,
  RefinementSessionCommand,
  RefinementSessionEvent
>;

export const sessionStreamId = (sessionId: string) => `refinement-session-${sessionId}`;

export function refinementSessionRepository(store: EventStore): RefinementSessionRepository {
  return new EventSourcedRepository(
    store,
    { initialState: initialRefinementSession, evolve, decide },
    // A double click and a retry meet on one stream: each racer re-decides after the other's write.
    { streamId: sessionStreamId, maxRetries: 10 },
  );
}
