import type { Book, BookEvent, LikenessCheck } from './book';
import { bookNotFound, revisionNotAllowed } from './book.errors';

/**
 * issue #23: the likeness check of a revision's pictures, recorded by the production or revision worker before it
 * completes (the revision's pictures are then final). The same check again — a redelivered job finds every
 * answer in its cache — records nothing.
 */
export type LikenessCommand = {
  type: 'RecordLikeness';
  bookId: string;
  revision: number;
  likeness: LikenessCheck;
};

export function decideLikeness(command: LikenessCommand, state: Book, now: Date): BookEvent[] {
  if (state.status === 'none' || state.deleted) throw bookNotFound();
  const { revision } = command;
  if (revision === 0) {
    // Production's own check, while it runs (a support retry of a failed production checks again).
    if (!['orchestrating', 'running'].includes(state.production.status))
      throw revisionNotAllowed(`No production of this book is running (it is ${state.production.status})`);
  } else {
    const made = state.revisions.find((r) => r.revision === revision);
    if (!made || made.status !== 'running')
      throw revisionNotAllowed(`Revision ${revision} is not being made`);
  }
  const known = state.likeness[revision];
  if (known) {
    const { checkedAt: _checkedAt, ...recorded } = known;
    if (canonical(recorded) === canonical(command.likeness)) return [];
  }
  return [
    {
      type: 'BookLikenessChecked',
      data: {
        bookId: state.bookId,
        ownerId: state.ownerId,
        revision,
        likeness: command.likeness,
        at: now.toISOString(),
      },
    },
  ];
}

/** JSON with object keys sorted: a stored check and a new one compare by content, whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
