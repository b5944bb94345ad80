import type { QuotaAccountEvent } from './quota-account';

/**
 * Stored events as they were written: before issue #10 (one name per concept) `QuotaAccountOpened` named
 * the account's owner `customerId`. Events are never rewritten, so every reader of the stream (the
 * repository, the read model, the relay) turns an old one into today's shape here.
 */
export function upcast(stored: { type: string; data: unknown }): QuotaAccountEvent {
  if (stored.type === 'QuotaAccountOpened') {
    const { customerId, ...data } = stored.data as { customerId?: string; ownerId?: string };
    if (customerId !== undefined && data.ownerId === undefined) {
      return { type: 'QuotaAccountOpened', data: { ...data, ownerId: customerId } } as QuotaAccountEvent;
    }
  }
  return { type: stored.type, data: stored.data } as QuotaAccountEvent;
}
