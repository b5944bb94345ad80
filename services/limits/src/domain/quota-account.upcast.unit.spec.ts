import type { EventStore, RecordedEvent } from '@fabelhaft/eventsourcing';
import { quotaAccountRepository } from '../infrastructure/quota-account.repository';
import { evolve, initialQuotaAccount, quotaView } from './quota-account';
import { upcast } from './quota-account.upcast';

const at = '2026-11-01T09:00:00.000Z';
/** How QuotaAccountOpened was stored before issue #10. */
const storedBefore = {
  type: 'QuotaAccountOpened',
  data: { customerId: 'anna', previewLimit: 5, editLimit: 3, at },
};

describe('stored limits events from before the ownerId rename', () => {
  it('reads an old QuotaAccountOpened with customerId as today’s event with ownerId', () => {
    expect(upcast(storedBefore)).toEqual({
      type: 'QuotaAccountOpened',
      data: { ownerId: 'anna', previewLimit: 5, editLimit: 3, at },
    });
  });

  it('leaves events already in today’s shape and other events as they are', () => {
    const today = { type: 'QuotaAccountOpened', data: { ownerId: 'ben', previewLimit: 2, editLimit: 1, at } };
    const reserved = { type: 'PreviewReserved', data: { bookId: 'b-1', at } };
    expect(upcast(today)).toEqual(today);
    expect(upcast(reserved)).toEqual(reserved);
  });

  it('loads an account whose stream starts with an old event, with the quota it always had', async () => {
    const recorded = (type: string, data: unknown, streamVersion: number): RecordedEvent => ({
      eventId: `e-${streamVersion}`,
      streamId: 'quota-account-anna',
      streamVersion,
      type,
      data,
      metadata: { correlationId: 'c', causationId: null, userId: null, schemaVersion: 1 },
      recordedAt: new Date(at),
      globalPosition: streamVersion,
      checkpoint: String(streamVersion),
    });
    const events = [
      recorded(storedBefore.type, storedBefore.data, 1),
      recorded('PreviewReserved', { bookId: 'b-1', at }, 2),
    ];
    const store: EventStore = {
      readStream: async () => ({ events, version: events.length }),
      appendToStream: async () => {
        throw new Error('not in this test');
      },
      readAll: async () => [],
    };
    const { state } = await quotaAccountRepository(store).load('anna');
    const fresh = [
      upcast({ type: 'QuotaAccountOpened', data: { ownerId: 'anna', previewLimit: 5, editLimit: 3, at } }),
      upcast({ type: 'PreviewReserved', data: { bookId: 'b-1', at } }),
    ].reduce(evolve, initialQuotaAccount());
    expect(state).toEqual(fresh);
    expect(quotaView(state, { previewLimit: 1, editLimit: 1 })).toEqual({
      previewLimit: 5,
      previewRemaining: 4,
      editLimit: 3,
      editRemaining: 3,
    });
  });
});
