import { EventSourcedRepository, type EventStore } from '@fabelhaft/eventsourcing';
import {
  evolve,
  initialLimitRequest,
  type LimitRequest,
  type LimitRequestEvent,
} from '../domain/limit-request';
import { decide, type LimitRequestCommand } from '../domain/limit-request.decide';

export type LimitRequestRepository = EventSourcedRepository<
  LimitRequest,
  LimitRequestCommand,
  LimitRequestEvent
>;

export function limitRequestRepository(store: EventStore): LimitRequestRepository {
  return new EventSourcedRepository(
    store,
    { initialState: initialLimitRequest, evolve, decide },
    // Two support users deciding at once: one wins, the other re-decides on the new state.
    { streamId: (id) => `limit-request-${id}`, maxRetries: 5 },
  );
}
