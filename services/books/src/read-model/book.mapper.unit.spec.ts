import { evolve, initialBook, type BookEvent } from '../domain/book';
import {
  approved,
  at,
  bookId,
  failed,
  ownerId,
  paidPreview,
  paymentChanged,
  preview,
  produced,
  productionFailed,
  productionRequested,
  productionRunning,
  productionStarted,
  producedBook,
  request,
  requested,
  revisionApplied,
  revisionProduced,
  revisionStarted,
  started,
} from '../domain/test-fixtures/book-history';
import { bookViewOf } from './book.mapper';

const viewAfter = (...events: BookEvent[]) => bookViewOf(events.reduce(evolve, initialBook()));

describe('the book view (spec §4 statuses)', () => {
  it('shows a requested preview as queued, a preview, unpaid', () => {
    expect(viewAfter(requested)).toEqual({
      bookId,
      ownerId,
      title: null,
      idea: request.idea,
      mainLanguage: 'en',
      translationLanguage: 'de',
      ageRange: '5 years',
      style: 'watercolor',
      format: null,
      status: 'queued',
      previewStatus: 'queued',
      paymentStatus: 'none',
      isPreview: true,
      preview: null,
      coverKey: null,
      downloadKey: null,
      error: null,
      revision: 0,
      approvedAt: null,
      print: null,
      likeness: null,
      createdAt: at,
      updatedAt: at,
    });
  });

  it('shows a generating preview as running', () => {
    expect(viewAfter(requested, started)).toMatchObject({ status: 'running', previewStatus: 'generating' });
  });

  it('shows a completed preview with its title, format, cover and preview object', () => {
    expect(viewAfter(...paidPreview)).toMatchObject({
      status: 'completed',
      previewStatus: 'completed',
      title: 'Fin the Fox',
      format: 'board',
      coverKey: 'covers/1.png',
      preview,
    });
  });

  it('shows a failed preview with its reason', () => {
    expect(viewAfter(requested, failed)).toMatchObject({ status: 'failed', error: 'engine down' });
  });

  it('carries the payment status', () => {
    expect(viewAfter(...paidPreview, paymentChanged('o1', 'pending')).paymentStatus).toBe('pending');
  });

  it.each([
    ['queued', [productionRequested(1)]],
    ['orchestrating', [productionRequested(1), productionStarted(1)]],
    ['running', [productionRequested(1), productionStarted(1), productionRunning(1)]],
  ])(
    'once paid, shows the production status (%s), the ordered format, no longer a preview',
    (status, events) => {
      expect(viewAfter(...paidPreview, ...events)).toMatchObject({
        status,
        previewStatus: 'completed',
        isPreview: false,
        format: 'booklet',
      });
    },
  );

  it('a produced book is completed with its download', () => {
    expect(viewAfter(...paidPreview, productionRequested(1), productionStarted(1), produced)).toMatchObject({
      status: 'completed',
      isPreview: false,
      downloadKey: 'd.pdf',
      error: null,
    });
  });

  it("a failed production shows the production's reason", () => {
    expect(
      viewAfter(...paidPreview, productionRequested(1), productionStarted(1), productionFailed),
    ).toMatchObject({ status: 'failed', isPreview: false, error: 'renderer down' });
  });

  it('a revised book shows its latest revision and its files (issue #14)', () => {
    const view = viewAfter(...producedBook, revisionApplied(1), revisionStarted(1), revisionProduced(1));
    expect(view).toMatchObject({
      status: 'completed',
      isPreview: false,
      revision: 1,
      downloadKey: 'revisions/1/d.pdf',
    });
    // While a revision is being made the book stays completed, showing revision 0.
    expect(viewAfter(...producedBook, revisionApplied(1), revisionStarted(1))).toMatchObject({
      status: 'completed',
      revision: 0,
      downloadKey: 'd.pdf',
    });
  });

  it('shows what will be printed once produced, and when the book was approved (issue #15)', () => {
    expect(viewAfter(...producedBook)).toMatchObject({
      approvedAt: null,
      print: { format: 'booklet', pageCount: null, preflightPassed: true, binding: null },
    });
    expect(viewAfter(...producedBook, approved(0, 24, 'right'))).toMatchObject({
      approvedAt: at,
      print: { format: 'booklet', preflightPassed: true },
    });
    expect(viewAfter(...paidPreview, productionRequested(1)).print).toBeNull();
  });

  it("shows the likeness check of the revision shown, its unknown parts as 'other' (issue #23)", () => {
    const likeness = (revision: number, part: string): BookEvent => ({
      type: 'BookLikenessChecked',
      data: {
        bookId,
        ownerId,
        revision,
        likeness: {
          checker: 'openai-chat:gpt-4o',
          passed: false,
          pagesChecked: 12,
          characters: [{ characterId: 'c2', name: 'Bruno', pages: 9, failing: [7] }],
          problems: [
            {
              page: 7,
              characterId: 'c2',
              name: 'Bruno',
              onPage: true,
              differences: [{ part, note: 'the collar is missing' }],
            },
          ],
          remade: [7],
          unchecked: [],
        },
        at,
      },
    });
    const first = [...producedBook.slice(0, -1), likeness(0, 'accessory'), producedBook.at(-1)!];
    expect(viewAfter(...first).likeness).toEqual({
      checker: 'openai-chat:gpt-4o',
      checkedAt: at,
      passed: false,
      pagesChecked: 12,
      characters: [{ characterId: 'c2', name: 'Bruno', pages: 9, failing: [7] }],
      problems: [
        {
          page: 7,
          characterId: 'c2',
          name: 'Bruno',
          onPage: true,
          differences: [{ part: 'accessory', note: 'the collar is missing' }],
        },
      ],
      remade: [7],
      unchecked: [],
    });
    // While revision 1 is made the book shows revision 0's check; then its own.
    const refining = [...first, revisionApplied(1), revisionStarted(1), likeness(1, 'collar')];
    expect(viewAfter(...refining).likeness?.problems[0]?.differences[0]?.part).toBe('accessory');
    expect(viewAfter(...refining, revisionProduced(1)).likeness?.problems[0]?.differences[0]?.part).toBe(
      'other',
    );
    expect(viewAfter(...paidPreview).likeness).toBeNull();
  });

  it('refuses to show a book never requested', () => {
    expect(() => bookViewOf(initialBook())).toThrow();
  });
});
