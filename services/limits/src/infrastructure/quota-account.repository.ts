import { EventSourcedRepository, type EventStore } from '@fabelhaft/eventsourcing';
import {
  evolve,
  initialQuotaAccount,
  type QuotaAccount,
  type QuotaAccountEvent,
} from '../domain/quota-account';
import { decide, type QuotaAccountCommand } from '../domain/quota-account.decide';
import { upcast } from '../domain/quota-account.upcast';

export type QuotaAccountRepository = EventSourcedRepository<
  QuotaAccount,
  QuotaAccountCommand,
  QuotaAccountEvent
>;

export function quotaAccountRepository(store: EventStore): QuotaAccountRepository {
  return new EventSourcedRepository(
    store,
    // Stored events may be in an older shape (quota-account.upcast.ts); new ones already are today's.
    { initialState: initialQuotaAccount, evolve: (state, event) => evolve(state, upcast(event)), decide },
    {
      streamId: (ownerId) => `quota-account-${ownerId}`,
      // Ten racers for one account each need at most a few rounds: one wins per round, the rest re-decide.
      maxRetries: 10,
    },
  );
}
