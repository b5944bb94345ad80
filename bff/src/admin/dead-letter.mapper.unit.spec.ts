import { ErrorCodes, type DeadLetterView } from '@fabelhaft/contracts';
import { mergePage, parseDeadLetterId, toDeadLetterRecord } from './dead-letter.mapper';

const at = (service: string, sequence: number, day: number): DeadLetterView => ({
  service,
  sequence,
  consumer: 'c',
  subject: 's',
  error: 'e',
  deliveries: 1,
  failedAt: `2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  data: null,
  retryable: true,
});

describe('dead letters in the BFF', () => {
  it('names a dead letter <service>:<sequence> and reads such ids back', () => {
    expect(toDeadLetterRecord(at('orders', 12, 1)).id).toBe('orders:12');
    expect(parseDeadLetterId('orders:12')).toEqual({ service: 'orders', sequence: 12 });
  });

  it.each(['orders', 'orders:0', 'orders:-1', 'mail:3', 'books:1.5', 'books:12:1'])(
    'treats %s as no dead letter (404)',
    (id) => {
      expect(() => parseDeadLetterId(id)).toThrow(
        expect.objectContaining({ code: ErrorCodes.DEAD_LETTERS_NOT_FOUND }),
      );
    },
  );

  it('cuts the same page from the services’ first pages as from one sorted list', () => {
    const books = [at('books', 1, 2), at('books', 2, 5), at('books', 3, 9)];
    const orders = [at('orders', 1, 1), at('orders', 2, 6)];
    const limits = [at('limits', 7, 4)];
    const everything = [...books, ...orders, ...limits].sort((a, b) => a.failedAt.localeCompare(b.failedAt));
    for (const [offset, limit] of [
      [0, 2],
      [2, 2],
      [4, 3],
    ] as const) {
      const firstN = (l: DeadLetterView[]) => ({ deadLetters: l.slice(0, offset + limit), total: l.length });
      const { page, total } = mergePage(
        [firstN(books), firstN(orders), firstN(limits)],
        'ASC',
        offset,
        limit,
      );
      expect(total).toBe(6);
      expect(page).toEqual(everything.slice(offset, offset + limit));
      const desc = mergePage(
        [books, orders, limits].map((l) => firstN([...l].reverse())),
        'DESC',
        offset,
        limit,
      );
      expect(desc.page).toEqual([...everything].reverse().slice(offset, offset + limit));
    }
  });
});
