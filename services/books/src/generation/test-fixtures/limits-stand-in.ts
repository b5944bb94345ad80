import { DomainError, ErrorCodes, ErrorTexts, LimitsRpc, type QuotaView } from '@fabelhaft/contracts';
import { RpcServer, type NatsConnection, type Subjects } from '@fabelhaft/messaging';

/**
 * A stand-in for the limits service on its subjects (services never import each other): a quota per
 * customer, reservations idempotent by book id, and a log of every call.
 */
export function limitsStandIn(nc: NatsConnection, subjects: Subjects, defaultLimit: number) {
  const limits = new Map<string, number>();
  const reservations = new Map<string, Map<string, 'reserved' | 'released'>>();
  const calls: { op: 'reserve' | 'release'; customerId: string; bookId: string }[] = [];
  let releasesDown = false;
  const booksOf = (c: string) => reservations.get(c) ?? reservations.set(c, new Map()).get(c)!;
  const view = (customerId: string): QuotaView => {
    const previewLimit = limits.get(customerId) ?? defaultLimit;
    const held = [...booksOf(customerId).values()].filter((s) => s === 'reserved').length;
    return {
      customerId,
      previewLimit,
      previewRemaining: previewLimit - held,
      editLimit: 3,
      editRemaining: 3,
    };
  };
  const server = new RpcServer(nc, subjects, 'limits');
  server.handle(LimitsRpc.getLimits, async ({ customerId }) => view(customerId));
  server.handle(LimitsRpc.reservePreview, async ({ customerId, bookId }) => {
    calls.push({ op: 'reserve', customerId, bookId });
    const books = booksOf(customerId);
    if (!books.has(bookId)) {
      if (view(customerId).previewRemaining <= 0) {
        throw new DomainError(
          ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED,
          ErrorTexts[ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED],
        );
      }
      books.set(bookId, 'reserved');
    }
    return view(customerId);
  });
  server.handle(LimitsRpc.releasePreview, async ({ customerId, bookId }) => {
    calls.push({ op: 'release', customerId, bookId });
    if (releasesDown) throw new DomainError(ErrorCodes.UNAVAILABLE, 'limits is down (test)');
    const books = booksOf(customerId);
    if (books.get(bookId) === 'reserved') books.set(bookId, 'released');
    return view(customerId);
  });
  return {
    server,
    calls,
    view,
    stateOf: (customerId: string, bookId: string) => booksOf(customerId).get(bookId),
    setLimit: (customerId: string, n: number) => limits.set(customerId, n),
    /** Makes every release fail, as if limits were unreachable. */
    setReleasesDown: (down: boolean) => (releasesDown = down),
  };
}
