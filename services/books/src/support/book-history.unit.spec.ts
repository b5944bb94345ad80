import type { RecordedEvent } from '@fabelhaft/eventsourcing';
import { historyOf, withoutSecrets } from './book-history';

const recorded = (type: string, data: unknown, userId: string | null, at: string): RecordedEvent => ({
  eventId: `e-${type}`,
  streamId: 'book-1',
  streamVersion: 1,
  type,
  data,
  metadata: { correlationId: 'c', causationId: null, userId, schemaVersion: 1 },
  recordedAt: new Date(at),
  globalPosition: 1,
  checkpoint: '1',
});

describe('book history', () => {
  it('lists each event with its time, its author and its data, in order', () => {
    const history = historyOf([
      recorded('BookPreviewRequested', { bookId: '1', idea: 'A fox' }, 'customer-1', '2026-11-01T10:00:00Z'),
      recorded('BookPreviewCompleted', { bookId: '1', title: 'Finn' }, null, '2026-11-01T10:01:00Z'),
      recorded('BookProductionRetried', { bookId: '1', attempt: 2 }, 'agent-7', '2026-11-02T09:00:00Z'),
    ]);
    expect(history).toEqual([
      {
        type: 'BookPreviewRequested',
        at: '2026-11-01T10:00:00.000Z',
        by: 'customer-1',
        data: { bookId: '1', idea: 'A fox' },
      },
      {
        type: 'BookPreviewCompleted',
        at: '2026-11-01T10:01:00.000Z',
        by: null,
        data: { bookId: '1', title: 'Finn' },
      },
      {
        type: 'BookProductionRetried',
        at: '2026-11-02T09:00:00.000Z',
        by: 'agent-7',
        data: { bookId: '1', attempt: 2 },
      },
    ]);
  });

  it('never shows a field named like a secret, however deep', () => {
    expect(
      withoutSecrets({ a: 1, apiKey: 'k', nested: [{ accessToken: 't', keep: 'x' }], clientSecret: 's' }),
    ).toEqual({
      a: 1,
      apiKey: '[redacted]',
      nested: [{ accessToken: '[redacted]', keep: 'x' }],
      clientSecret: '[redacted]',
    });
  });
});
