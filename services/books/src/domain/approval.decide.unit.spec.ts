import { ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialBook, type BookEvent } from './book';
import { APPROVAL_REFUSALS, decideApproval, type ApprovalCommand } from './approval.decide';
import {
  approved,
  at,
  bookId,
  deleted,
  files,
  now,
  ownerId,
  paidPreview,
  paymentChanged,
  producedBook,
  productionFailed,
  productionRequested,
  productionRunning,
  productionStarted,
  revisionApplied,
  revisionProduced,
  revisionStarted,
} from './test-fixtures/book-history';

const given = deciderSpec({ initialState: initialBook, evolve, decide: decideApproval }, now);

const approve = (
  print: ApprovalCommand['print'] = { pageCount: 24, binding: 'left' },
  who = ownerId,
): ApprovalCommand => ({ type: 'ApproveBook', bookId, ownerId: who, print });

describe('approval decider (issue #15)', () => {
  it('approves a paid, produced book: the shown revision with its print files, format, pages and binding', () => {
    given(...producedBook)
      .when(approve())
      .then([approved(0)]);
    expect(given(...producedBook, approved(0)).state().approval).toEqual({
      approvedAt: at,
      revision: 0,
      orderId: 'order-1',
      format: 'booklet',
      pageCount: 24,
      binding: 'left',
    });
  });

  it("takes the page count and binding the files carry over the use case's fallback", () => {
    const withPrint: BookEvent = {
      type: 'BookProduced',
      data: { bookId, ownerId, orderId: 'order-1', files: { ...files, pageCount: 16, binding: 'right' }, at },
    };
    given(...producedBook.slice(0, -1), withPrint)
      .when(approve({ pageCount: 99, binding: 'left' }))
      .then([approved(0, 16, 'right')]);
  });

  it('approves the latest produced revision, frozen with its own print files', () => {
    const refined = [...producedBook, revisionApplied(1), revisionStarted(1), revisionProduced(1)];
    given(...refined)
      .when(approve())
      .then([approved(1)]);
    expect(given(...refined, approved(1)).state().approval?.revision).toBe(1);
  });

  it('is idempotent: approving again answers the same approval', () => {
    given(...producedBook, approved(0))
      .when(approve())
      .thenNothingHappened();
  });

  it('refuses a preview (never ordered)', () => {
    given(...paidPreview)
      .when(approve())
      .thenThrows(ErrorCodes.BOOKS_NOT_PAID, APPROVAL_REFUSALS.preview);
  });

  it('refuses a book whose payment is not a success', () => {
    given(...paidPreview, productionRequested(1), productionStarted(1), productionRunning(1), {
      type: 'BookProduced',
      data: { bookId, ownerId, orderId: 'order-1', files, at },
    } as BookEvent)
      .when(approve())
      .thenThrows(ErrorCodes.BOOKS_NOT_PAID, APPROVAL_REFUSALS.notPaid);
  });

  it.each([
    ['queued', [...paidPreview, paymentChanged('order-1', 'success'), productionRequested(1)]],
    [
      'running',
      [
        ...paidPreview,
        paymentChanged('order-1', 'success'),
        productionRequested(1),
        productionStarted(1),
        productionRunning(1),
      ],
    ],
    [
      'failed',
      [
        ...paidPreview,
        paymentChanged('order-1', 'success'),
        productionRequested(1),
        productionStarted(1),
        productionFailed,
      ],
    ],
  ])('refuses a book not produced (%s)', (_, history) => {
    given(...history)
      .when(approve())
      .thenThrows(ErrorCodes.BOOKS_NOT_PRODUCED, ErrorTexts[ErrorCodes.BOOKS_NOT_PRODUCED]);
  });

  it('refuses while a revision is applied or being made', () => {
    given(...producedBook, revisionApplied(1))
      .when(approve())
      .thenThrows(ErrorCodes.BOOKS_REVISION_IN_PROGRESS);
    given(...producedBook, revisionApplied(1), revisionStarted(1))
      .when(approve())
      .thenThrows(ErrorCodes.BOOKS_REVISION_IN_PROGRESS);
  });

  it('refuses when neither the files nor the preflight know the page count', () => {
    given(...producedBook)
      .when(approve(null))
      .thenThrows(ErrorCodes.BOOKS_NOT_PRODUCED);
  });

  it("answers another customer's book, a deleted one and one never made as not found", () => {
    given(...producedBook)
      .when(approve(undefined, 'owner-2'))
      .thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    given(...paidPreview, deleted)
      .when(approve())
      .thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    given().when(approve()).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
  });
});
