import { ErrorCodes } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialBook, type BookEvent } from './book';
import { GENERATE_REFUSALS, decideProduction, type ProductionCommand } from './production.decide';
import {
  bookId,
  deleted,
  failed,
  files,
  now,
  ownerId,
  paidPreview,
  paymentChanged,
  produced,
  productionFailed,
  productionRequested,
  productionRunning,
  productionStarted,
  requested,
  started,
} from './test-fixtures/book-history';

const given = deciderSpec({ initialState: initialBook, evolve, decide: decideProduction }, now);

const requestProduction = (orderId = 'order-1'): ProductionCommand => ({
  type: 'RequestProduction',
  bookId,
  orderId,
  format: 'booklet',
});
const start: ProductionCommand = { type: 'StartProduction', bookId };
const markRunning: ProductionCommand = { type: 'MarkProductionRunning', bookId };
const complete: ProductionCommand = { type: 'CompleteProduction', bookId, files };
const fail: ProductionCommand = { type: 'FailProduction', bookId, reason: 'renderer down' };
const retry = (attempt?: number): ProductionCommand => ({
  type: 'RetryProduction',
  bookId,
  ...(attempt === undefined ? {} : { attempt }),
});

const queued = [...paidPreview, productionRequested(1)];
const orchestrating = [...queued, productionStarted(1)];
const running = [...orchestrating, productionRunning(1)];
const productionFailedAfterRunning = [...running, productionFailed];
const done = [...running, produced];

describe('production decider (issue #6)', () => {
  describe('RequestProduction', () => {
    it('queues the first attempt of a paid, completed preview', () => {
      given(...paidPreview)
        .when(requestProduction())
        .then([productionRequested(1)]);
      expect(given(...queued).state().production).toEqual({
        status: 'queued',
        orderId: 'order-1',
        format: 'booklet',
        attempt: 1,
        files: null,
        error: null,
      });
    });

    it('brings back a preview deleted while its checkout was open: it was paid for', () => {
      given(...paidPreview, deleted)
        .when(requestProduction())
        .then([productionRequested(1)]);
      expect(given(...paidPreview, deleted, productionRequested(1)).state().deleted).toBe(false);
    });

    it.each([
      ['queued', queued],
      ['orchestrating', orchestrating],
      ['running', running],
      ['completed', done],
      ['failed', productionFailedAfterRunning],
    ])('changes nothing when the payment comes again, or another order pays, while %s', (_, history) => {
      given(...history)
        .when(requestProduction())
        .thenNothingHappened();
      given(...history)
        .when(requestProduction('order-2'))
        .thenNothingHappened();
    });

    it('refuses a preview that is not completed', () => {
      given(requested).when(requestProduction()).thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
      given(requested, started).when(requestProduction()).thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
      given(requested, failed).when(requestProduction()).thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
    });

    it('does not know a book never requested', () => {
      given().when(requestProduction()).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    });
  });

  describe('StartProduction', () => {
    it('moves a queued production to orchestrating, for its attempt', () => {
      given(...queued)
        .when(start)
        .then([productionStarted(1)]);
      given(...productionFailedAfterRunning, productionRequested(2))
        .when(start)
        .then([productionStarted(2)]);
      expect(given(...orchestrating).state().production.status).toBe('orchestrating');
    });

    it.each([
      ['orchestrating', orchestrating],
      ['running', running],
      ['completed', done],
      ['failed', productionFailedAfterRunning],
    ])('changes nothing for a redelivered job while %s', (_, history) => {
      given(...history)
        .when(start)
        .thenNothingHappened();
    });

    it('refuses a book never paid', () => {
      given(...paidPreview)
        .when(start)
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
      given().when(start).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    });
  });

  describe('MarkProductionRunning', () => {
    it('moves an orchestrating production to running', () => {
      given(...orchestrating)
        .when(markRunning)
        .then([productionRunning(1)]);
      expect(given(...running).state().production.status).toBe('running');
    });

    it.each([
      ['not paid', paidPreview],
      ['queued', queued],
      ['running', running],
      ['completed', done],
      ['failed', productionFailedAfterRunning],
    ])('changes nothing while %s (a late or repeated stage report)', (_, history) => {
      given(...history)
        .when(markRunning)
        .thenNothingHappened();
    });
  });

  describe('CompleteProduction', () => {
    it('completes an orchestrating or running production with its files', () => {
      given(...running)
        .when(complete)
        .then([produced]);
      given(...orchestrating)
        .when(complete)
        .then([produced]);
      expect(given(...done).state().production).toMatchObject({
        status: 'completed',
        files,
        error: null,
      });
    });

    it('is idempotent once completed', () => {
      given(...done)
        .when(complete)
        .thenNothingHappened();
    });

    it.each([
      ['not paid', paidPreview],
      ['queued', queued],
      ['failed', productionFailedAfterRunning],
    ])('refuses to complete a production that is %s', (_, history) => {
      given(...history)
        .when(complete)
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
    });
  });

  describe('FailProduction', () => {
    it.each([
      ['queued', queued],
      ['orchestrating', orchestrating],
      ['running', running],
    ])('fails a production that is %s, with the reason', (_, history) => {
      given(...history)
        .when(fail)
        .then([productionFailed]);
    });

    it('shows the reason on the book', () => {
      expect(given(...productionFailedAfterRunning).state().production).toMatchObject({
        status: 'failed',
        error: 'renderer down',
      });
    });

    it('is idempotent once failed', () => {
      given(...productionFailedAfterRunning)
        .when(fail)
        .thenNothingHappened();
    });

    it('refuses to fail a produced book, or one never paid', () => {
      given(...done)
        .when(fail)
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
      given(...paidPreview)
        .when(fail)
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
    });
  });

  describe('RetryProduction: from a failed production or one stuck on the way', () => {
    it.each([
      ['queued', queued],
      ['orchestrating', orchestrating],
      ['running', running],
      ['failed', productionFailedAfterRunning],
    ])('queues the next attempt of a production that is %s', (_, history) => {
      given(...history)
        .when(retry())
        .then([productionRequested(2)]);
      expect(given(...history, productionRequested(2)).state().production).toMatchObject({
        status: 'queued',
        attempt: 2,
        files: null,
        error: null,
      });
    });

    it('retries the attempt the sweeper found stuck, and only that one', () => {
      given(...orchestrating)
        .when(retry(1))
        .then([productionRequested(2)]);
      given(...queued, productionRequested(2))
        .when(retry(1))
        .thenNothingHappened();
    });

    it('keeps counting attempts over several retries', () => {
      const second: BookEvent[] = [...productionFailedAfterRunning, productionRequested(2)];
      given(...second, productionStarted(2))
        .when(retry())
        .then([productionRequested(3)]);
    });

    it('changes nothing for a book that is produced', () => {
      given(...done)
        .when(retry())
        .thenNothingHappened();
      given(...done)
        .when(retry(1))
        .thenNothingHappened();
    });

    it('refuses to retry a book that was never paid', () => {
      given(...paidPreview)
        .when(retry())
        .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
      given().when(retry()).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    });
  });
});

describe('GenerateBook (issue #15, spec §7 the dashboard action)', () => {
  const generate = (format: 'booklet' | 'board' = 'booklet', who = ownerId): ProductionCommand => ({
    type: 'GenerateBook',
    bookId,
    ownerId: who,
    format,
  });
  const paid = [...paidPreview, paymentChanged('order-1', 'success')];

  it('restarts a failed production in the paid format: the next attempt, as a retry does', () => {
    given(...paid, productionRequested(1), productionStarted(1), productionFailed)
      .when(generate())
      .then([productionRequested(2)]);
  });

  it.each([
    ['queued', [...paid, productionRequested(1)]],
    ['running', [...paid, productionRequested(1), productionStarted(1), productionRunning(1)]],
    ['completed', [...paid, productionRequested(1), productionStarted(1), productionRunning(1), produced]],
  ])('answers the current state while %s: no second production', (_, history) => {
    given(...history)
      .when(generate())
      .thenNothingHappened();
  });

  it('refuses another format than the paid one, with a detail', () => {
    given(...paid, productionRequested(1), productionStarted(1), productionFailed)
      .when(generate('board'))
      .thenThrows(
        ErrorCodes.BOOKS_FORMAT_MISMATCH,
        'This book was paid for as a booklet and can only be made as a booklet, not as a board.',
      );
  });

  it('refuses a preview not paid for', () => {
    given(...paidPreview)
      .when(generate())
      .thenThrows(ErrorCodes.BOOKS_NOT_PAID, GENERATE_REFUSALS.notPaid);
  });

  it("answers another customer's book as not found", () => {
    given(...paid, productionRequested(1))
      .when(generate('booklet', 'owner-2'))
      .thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
  });
});
