import { DomainError, ErrorCodes, ErrorTexts, LimitsRpc, type QuotaView } from '@fabelhaft/contracts';
import { RpcServer, type NatsConnection, type Subjects } from '@fabelhaft/messaging';

/**
 * A stand-in for the limits service on its subjects (services never import each other): a quota per
 * customer, reservations idempotent by book id, and a log of every call.
 */
export function limitsStandIn(nc: NatsConnection, subjects: Subjects, defaultLimit: number) {
  const limits = new Map<string, number>();
  const reservations = new Map<string, Map<string, 'reserved' | 'released'>>();
  const calls: { op: 'reserve' | 'release'; ownerId: string; bookId: string }[] = [];
  let releasesDown = false;
  const booksOf = (c: string) => reservations.get(c) ?? reservations.set(c, new Map()).get(c)!;
  const view = (ownerId: string): QuotaView => {
    const previewLimit = limits.get(ownerId) ?? defaultLimit;
    const held = [...booksOf(ownerId).values()].filter((s) => s === 'reserved').length;
    return {
      ownerId,
      previewLimit,
      previewRemaining: previewLimit - held,
      editLimit: 3,
      editRemaining: 3,
    };
  };
  const server = new RpcServer(nc, subjects, 'limits');
  server.handle(LimitsRpc.getLimits, async ({ ownerId }) => view(ownerId));
  server.handle(LimitsRpc.reservePreview, async ({ ownerId, bookId }) => {
    calls.push({ op: 'reserve', ownerId, bookId });
    const books = booksOf(ownerId);
    if (!books.has(bookId)) {
      if (view(ownerId).previewRemaining <= 0) {
        throw new DomainError(
          ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED,
          ErrorTexts[ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED],
        );
      }
      books.set(bookId, 'reserved');
    }
    return view(ownerId);
  });
  server.handle(LimitsRpc.releasePreview, async ({ ownerId, bookId }) => {
    calls.push({ op: 'release', ownerId, bookId });
    if (releasesDown) throw new DomainError(ErrorCodes.UNAVAILABLE, 'limits is down (test)');
    const books = booksOf(ownerId);
    if (books.get(bookId) === 'reserved') books.set(bookId, 'released');
    return view(ownerId);
  });
  return {
    server,
    calls,
    view,
    stateOf: (ownerId: string, bookId: string) => booksOf(ownerId).get(bookId),
    setLimit: (ownerId: string, n: number) => limits.set(ownerId, n),
    /** Makes every release fail, as if limits were unreachable. */
    setReleasesDown: (down: boolean) => (releasesDown = down),
  };
}
