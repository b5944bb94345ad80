import { ErrorTexts, ErrorCodes } from '@fabelhaft/contracts';
import type { BookEvent, RevisionChange } from '../domain/book';
import { REVISION_REFUSALS } from '../domain/revision.decide';
import { bookId, changes, ownerId, paidPreview, producedBook } from '../domain/test-fixtures/book-history';
import { bookRepository, type BookRepository } from '../infrastructure/book.repository';
import {
  applyConfirmedRevision,
  RevisionForUnknownBook,
  type ConfirmedRevision,
} from './apply-confirmed-revision';
import { memoryEventStore } from './test-fixtures/memory-event-store';

const metadata = { correlationId: 'c-1' };

function bookWith(history: BookEvent[]): { books: BookRepository; events: () => BookEvent[] } {
  const store = memoryEventStore();
  store.streams.set(
    `book-${bookId}`,
    history.map((e, i) => ({
      eventId: `e-${i}`,
      streamId: `book-${bookId}`,
      streamVersion: i + 1,
      type: e.type,
      data: e.data,
      metadata: { correlationId: 'seed', causationId: null, userId: null, schemaVersion: 1 },
      recordedAt: new Date(0),
      globalPosition: i + 1,
      checkpoint: String(i + 1),
    })),
  );
  return {
    books: bookRepository(store),
    events: () =>
      (store.streams.get(`book-${bookId}`) ?? [])
        .slice(history.length)
        .map((e) => ({ type: e.type, data: e.data }) as BookEvent),
  };
}

const confirmed = (overrides: Partial<ConfirmedRevision> = {}): ConfirmedRevision => ({
  sessionId: 'session-1',
  bookId,
  ownerId,
  revisionId: 'edit-1',
  changes,
  notes: null,
  ...overrides,
});

describe('applying a confirmed refinement (issue #14)', () => {
  it('makes it the next revision once, however often it is delivered', async () => {
    const { books, events } = bookWith(producedBook);
    expect(await applyConfirmedRevision(books, confirmed(), metadata)).toBe('applied');
    expect(await applyConfirmedRevision(books, confirmed(), metadata)).toBe('unchanged');
    expect(events()).toEqual([
      expect.objectContaining({
        type: 'BookRevisionApplied',
        data: expect.objectContaining({ revisionId: 'edit-1', revision: 1, baseRevision: 0, changes }),
      }),
    ]);
  });

  it('records a refusal the book decides, once, so the refinement gives the edit back', async () => {
    const { books, events } = bookWith(paidPreview);
    expect(await applyConfirmedRevision(books, confirmed(), metadata)).toBe('refused');
    expect(await applyConfirmedRevision(books, confirmed(), metadata)).toBe('unchanged');
    expect(events()).toEqual([
      {
        type: 'BookRevisionFailed',
        data: expect.objectContaining({
          revisionId: 'edit-1',
          revision: null,
          reason: REVISION_REFUSALS.preview,
        }),
      },
    ]);
  });

  it('refuses a second revision while the first is being made, and the first goes on', async () => {
    const { books, events } = bookWith(producedBook);
    await applyConfirmedRevision(books, confirmed(), metadata);
    expect(await applyConfirmedRevision(books, confirmed({ revisionId: 'edit-2' }), metadata)).toBe(
      'refused',
    );
    expect(events().map((e) => e.type)).toEqual(['BookRevisionApplied', 'BookRevisionFailed']);
    expect(events()[1]!.data).toMatchObject({
      revisionId: 'edit-2',
      reason: ErrorTexts[ErrorCodes.BOOKS_REVISION_IN_PROGRESS],
    });
    const { state } = await books.load(bookId);
    expect(state.revisions.map((r) => [r.revisionId, r.status])).toEqual([['edit-1', 'applied']]);
  });

  it('refuses changes of a shape the book engine cannot apply, naming the change', async () => {
    const { books, events } = bookWith(producedBook);
    const odd: RevisionChange[] = [
      ...changes,
      { target: 'page_text', action: 'set_font', page: 3, rationale: 'Bigger letters.' },
    ];
    expect(await applyConfirmedRevision(books, confirmed({ changes: odd }), metadata)).toBe('refused');
    expect(events()).toEqual([
      {
        type: 'BookRevisionFailed',
        data: expect.objectContaining({
          revision: null,
          reason: 'Change 2 (page_text set_font) cannot be applied to this book.',
        }),
      },
    ]);
  });

  it("never writes to another customer's book, nor to one that does not exist", async () => {
    const { books, events } = bookWith(producedBook);
    await expect(
      applyConfirmedRevision(books, confirmed({ ownerId: 'mallory' }), metadata),
    ).rejects.toBeInstanceOf(RevisionForUnknownBook);
    await expect(
      applyConfirmedRevision(books, confirmed({ bookId: 'no-such-book' }), metadata),
    ).rejects.toBeInstanceOf(RevisionForUnknownBook);
    expect(events()).toEqual([]);
  });
});
