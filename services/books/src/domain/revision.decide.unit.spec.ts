import { ErrorCodes } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialBook, revisionInFlight } from './book';
import { REVISION_REFUSALS, decideRevision, type RevisionCommand } from './revision.decide';
import {
  approved,
  bookId,
  changes,
  deleted,
  files,
  now,
  ownerId,
  paidPreview,
  paymentChanged,
  produced,
  producedBook,
  productionFailed,
  productionRequested,
  productionRunning,
  productionStarted,
  revisionApplied,
  revisionFailed,
  revisionFiles,
  revisionProduced,
  revisionStarted,
} from './test-fixtures/book-history';

const given = deciderSpec({ initialState: initialBook, evolve, decide: decideRevision }, now);

const apply = (revisionId = 'edit-1', overrides: Partial<RevisionCommand> = {}): RevisionCommand =>
  ({
    type: 'ApplyRevision',
    bookId,
    ownerId,
    revisionId,
    sessionId: 'session-1',
    changes,
    notes: 'Please keep the rest.',
    ...overrides,
  }) as RevisionCommand;
const refuse = (revisionId = 'edit-1', reason = 'Page 999 is not in this book.'): RevisionCommand => ({
  type: 'RefuseRevision',
  bookId,
  revisionId,
  sessionId: 'session-1',
  reason,
});
const start = (revisionId = 'edit-1'): RevisionCommand => ({ type: 'StartRevision', bookId, revisionId });
const complete = (revision = 1, revisionId = `edit-${revision}`): RevisionCommand => ({
  type: 'CompleteRevision',
  bookId,
  revisionId,
  files: revisionFiles(revision),
  pages: [1],
});
const fail = (revisionId = 'edit-1'): RevisionCommand => ({
  type: 'FailRevision',
  bookId,
  revisionId,
  reason: 'renderer down',
});

const applied = [...producedBook, revisionApplied(1)];
const running = [...applied, revisionStarted(1)];
const revised = [...running, revisionProduced(1)];
const failedRevision = [...running, revisionFailed(1)];

describe('revision decider (issue #14)', () => {
  describe('ApplyRevision', () => {
    it('makes a confirmed plan revision 1 of a paid, produced book, over revision 0', () => {
      given(...producedBook)
        .when(apply())
        .then([revisionApplied(1)]);
      const state = given(...applied).state();
      expect(state.revision).toBe(0);
      expect(revisionInFlight(state)).toMatchObject({
        revision: 1,
        revisionId: 'edit-1',
        baseRevision: 0,
        status: 'applied',
        changes,
        notes: 'Please keep the rest.',
        pages: [],
      });
    });

    it('numbers the next revision after the last one and applies it to the revision shown', () => {
      given(...revised)
        .when(apply('edit-2'))
        .then([revisionApplied(2, 'edit-2', 1)]);
    });

    it('never reuses the number of a failed revision, and builds on the revision still shown', () => {
      given(...failedRevision)
        .when(apply('edit-2'))
        .then([revisionApplied(2, 'edit-2', 0)]);
    });

    it.each([
      ['applied', applied],
      ['running', running],
      ['produced', revised],
      ['failed', failedRevision],
      ['refused', [...producedBook, revisionFailed(null, 'edit-1')]],
    ])('changes nothing when the same confirmation comes again once %s', (_, history) => {
      given(...history)
        .when(apply('edit-1'))
        .thenNothingHappened();
    });

    it('refuses every revision once the book is approved for print (issue #15), also one confirmed before', () => {
      given(...producedBook, approved(0))
        .when(apply())
        .thenThrows(
          ErrorCodes.BOOKS_APPROVED,
          'This book is approved for print and can no longer be changed.',
        );
      // The refusal the policy then records: the edit goes back to the parent.
      given(...producedBook, approved(0))
        .when(refuse('edit-1', 'This book is approved for print and can no longer be changed.'))
        .then([
          revisionFailed(null, 'edit-1', 'This book is approved for print and can no longer be changed.'),
        ]);
    });

    it('refuses a second revision while one is applied or being made', () => {
      given(...applied)
        .when(apply('edit-2'))
        .thenThrows(ErrorCodes.BOOKS_REVISION_IN_PROGRESS);
      given(...running)
        .when(apply('edit-2'))
        .thenThrows(ErrorCodes.BOOKS_REVISION_IN_PROGRESS);
    });

    it('refuses a preview, a book still being made or failed, and a book not paid (spec §4)', () => {
      given(...paidPreview)
        .when(apply())
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION, REVISION_REFUSALS.preview);
      const paid = [...paidPreview, paymentChanged('order-1', 'success')];
      for (const history of [
        [...paid, productionRequested(1)],
        [...paid, productionRequested(1), productionStarted(1)],
        [...paid, productionRequested(1), productionStarted(1), productionRunning(1)],
        [...paid, productionRequested(1), productionStarted(1), productionFailed],
      ]) {
        given(...history)
          .when(apply())
          .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION, REVISION_REFUSALS.notProduced);
      }
      // Produced, but the payment's news has not reached the book (or said otherwise).
      given(...paidPreview, productionRequested(1), productionStarted(1), produced)
        .when(apply())
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION, REVISION_REFUSALS.notPaid);
    });

    it("answers another customer's book, a deleted one and a missing one as not found", () => {
      given(...producedBook)
        .when(apply('edit-1', { ownerId: 'someone-else' }))
        .thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
      given(...paidPreview, deleted)
        .when(apply())
        .thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
      given().when(apply()).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    });

    it('refuses a plan without changes', () => {
      given(...producedBook)
        .when(apply('edit-1', { changes: [] }))
        .thenThrows(ErrorCodes.VALIDATION);
    });
  });

  describe('RefuseRevision', () => {
    it('records a confirmation the book cannot take as failed, without a revision number', () => {
      given(...paidPreview)
        .when(refuse())
        .then([revisionFailed(null, 'edit-1', 'Page 999 is not in this book.')]);
      const state = given(...producedBook, revisionFailed(null, 'edit-1')).state();
      expect(state.revisions).toEqual([]);
      expect(state.revision).toBe(0);
    });

    it('is recorded once, and never for a confirmation that became a revision', () => {
      given(...producedBook, revisionFailed(null, 'edit-1'))
        .when(refuse())
        .thenNothingHappened();
      given(...applied)
        .when(refuse('edit-1'))
        .thenNothingHappened();
    });

    it('leaves the revision in flight in flight', () => {
      given(...applied)
        .when(refuse('edit-2', REVISION_REFUSALS.notPaid))
        .then([revisionFailed(null, 'edit-2', REVISION_REFUSALS.notPaid)]);
      expect(revisionInFlight(given(...applied, revisionFailed(null, 'edit-2')).state())?.revisionId).toBe(
        'edit-1',
      );
    });
  });

  describe('StartRevision', () => {
    it('moves an applied revision to running', () => {
      given(...applied)
        .when(start())
        .then([revisionStarted(1)]);
      expect(given(...running).state().revisions[0]?.status).toBe('running');
    });

    it.each([
      ['running', running],
      ['produced', revised],
      ['failed', failedRevision],
    ])('changes nothing for a redelivered job once %s', (_, history) => {
      given(...history)
        .when(start())
        .thenNothingHappened();
    });

    it('refuses a revision the book does not have', () => {
      given(...producedBook)
        .when(start('edit-9'))
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
    });
  });

  describe('CompleteRevision', () => {
    it('makes the revision the one the viewer and the download show', () => {
      given(...running)
        .when(complete())
        .then([revisionProduced(1)]);
      given(...applied)
        .when(complete())
        .then([revisionProduced(1)]);
      const state = given(...revised).state();
      expect(state.revision).toBe(1);
      expect(state.production).toMatchObject({ status: 'completed', files: revisionFiles(1) });
      expect(state.revisions[0]).toMatchObject({
        status: 'produced',
        producedAt: now.toISOString(),
        pages: [1],
      });
      expect(revisionInFlight(state)).toBeNull();
    });

    it('is idempotent once produced', () => {
      given(...revised)
        .when(complete())
        .thenNothingHappened();
    });

    it('refuses to complete a failed revision, or one the book does not have', () => {
      given(...failedRevision)
        .when(complete())
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
      given(...producedBook)
        .when(complete())
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
    });
  });

  describe('FailRevision', () => {
    it.each([
      ['applied', applied],
      ['running', running],
    ])('fails a revision that is %s, and keeps the files shown', (_, history) => {
      given(...history)
        .when(fail())
        .then([revisionFailed(1)]);
      const state = given(...history, revisionFailed(1)).state();
      expect(state.production.files).toEqual(files);
      expect(state.revision).toBe(0);
      expect(state.revisions[0]).toMatchObject({ status: 'failed', reason: 'renderer down' });
      expect(revisionInFlight(state)).toBeNull();
    });

    it('is idempotent once failed', () => {
      given(...failedRevision)
        .when(fail())
        .thenNothingHappened();
    });

    it('refuses to fail a produced revision, or one the book does not have', () => {
      given(...revised)
        .when(fail())
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
      given(...producedBook)
        .when(fail())
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
    });
  });
});
