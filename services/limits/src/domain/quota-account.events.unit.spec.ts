import { EventCodec } from '@fabelhaft/eventsourcing';
import { evolve, initialQuotaAccount, quotaView, type QuotaAccountEvent } from './quota-account';
import { quotaAccountEventCatalog } from './quota-account.events';

const at = '2026-11-01T09:00:00.000Z';
const codec = new EventCodec(quotaAccountEventCatalog);

describe('stored limits events from before the ownerId rename (schema v1)', () => {
  it('decodes an old QuotaAccountOpened with customerId as today’s event with ownerId', () => {
    expect(
      codec.decode('QuotaAccountOpened', 1, { customerId: 'anna', previewLimit: 5, editLimit: 3, at }),
    ).toEqual({ ownerId: 'anna', previewLimit: 5, editLimit: 3, at });
  });

  it('reads today’s events as they are and writes new ones at v2', () => {
    const today = { ownerId: 'ben', previewLimit: 2, editLimit: 1, at };
    expect(codec.decode('QuotaAccountOpened', 2, today)).toEqual(today);
    expect(codec.decode('PreviewReserved', 1, { bookId: 'b-1', at })).toEqual({ bookId: 'b-1', at });
    expect(codec.encode('QuotaAccountOpened', today).schemaVersion).toBe(2);
    expect(() =>
      codec.encode('QuotaAccountOpened', { customerId: 'x', previewLimit: 1, editLimit: 1, at }),
    ).toThrow();
  });

  it('gives an account whose stream starts with an old event the quota it always had', () => {
    const events = [
      {
        type: 'QuotaAccountOpened',
        data: codec.decode('QuotaAccountOpened', 1, {
          customerId: 'anna',
          previewLimit: 5,
          editLimit: 3,
          at,
        }),
      },
      { type: 'PreviewReserved', data: codec.decode('PreviewReserved', 1, { bookId: 'b-1', at }) },
    ] as QuotaAccountEvent[];
    const state = events.reduce(evolve, initialQuotaAccount());
    expect(quotaView(state, { previewLimit: 1, editLimit: 1 })).toEqual({
      previewLimit: 5,
      previewRemaining: 4,
      editLimit: 3,
      editRemaining: 3,
    });
  });
});

describe('grant events from before issue #13 (schema v1, without the new limit)', () => {
  it('decodes them with a null limit, and writes new ones at v2 with the limit', () => {
    expect(codec.decode('PreviewsGranted', 1, { grantId: 'g', count: 2, at })).toEqual({
      grantId: 'g',
      count: 2,
      previewLimit: null,
      at,
    });
    expect(codec.decode('EditsGranted', 1, { grantId: 'g', count: 2, at })).toMatchObject({
      editLimit: null,
    });
    expect(
      codec.encode('PreviewsGranted', { grantId: 'g', count: 2, previewLimit: 7, at }).schemaVersion,
    ).toBe(2);
  });
});
