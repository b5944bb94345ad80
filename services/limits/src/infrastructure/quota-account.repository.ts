import { EventSourcedRepository, type EventStore } from '@fabelhaft/eventsourcing';
import {
  evolve,
  initialQuotaAccount,
  type QuotaAccount,
  type QuotaAccountEvent,
} from '../domain/quota-account';
import { decide, type QuotaAccountCommand } from '../domain/quota-account.decide';

export type QuotaAccountRepository = EventSourcedRepository<
  QuotaAccount,
  QuotaAccountCommand,
  QuotaAccountEvent
>;

export function quotaAccountRepository(store: EventStore): QuotaAccountRepository {
  return new EventSourcedRepository(
    store,
    // Stored events in an older shape are upcast by the store's codec (quota-account.events.ts).
    { initialState: initialQuotaAccount, evolve, decide },
    {
      streamId: (ownerId) => `quota-account-${ownerId}`,
      // Ten racers for one account each need at most a few rounds: one wins per round, the rest re-decide.
      maxRetries: 10,
    },
  );
}
