import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
import { bookView, evolve, initialBook, type BookEvent, type PreviewRequestDetails } from './book';
import { decide, type BookCommand } from './book.decide';

const now = new Date('2026-11-21T10:00:00.000Z');
const at = now.toISOString();
const bookId = 'book-1';
const ownerId = 'owner-1';

const request: PreviewRequestDetails = {
  idea: 'A fox who learns to swim',
  mainLanguage: 'en',
  translationLanguage: 'de',
  ageRange: '5 years',
  style: 'watercolor',
  referenceImages: [{ s3Key: 'owner-1/ref.png', description: 'Mia' }],
  textBackgroundEnabled: true,
  translateCharacterNames: false,
};
const preview = { title: 'Fin the Fox', synopsis: 'A fox swims.', chapters: [], format: 'board' };

/** given events, when a command, then events (or an error). */
function given(...events: BookEvent[]) {
  const state = events.reduce(evolve, initialBook());
  return { when: (command: BookCommand) => decide(command, state, now), state };
}

const requested: BookEvent = { type: 'BookPreviewRequested', data: { bookId, ownerId, ...request, at } };
const started: BookEvent = { type: 'BookPreviewStarted', data: { bookId, ownerId, at } };
const completed: BookEvent = {
  type: 'BookPreviewCompleted',
  data: { bookId, ownerId, preview, title: 'Fin the Fox', format: 'board', coverKey: 'covers/1.png', at },
};
const failed: BookEvent = { type: 'BookPreviewFailed', data: { bookId, ownerId, reason: 'engine down', at } };
const released: BookEvent = { type: 'BookPreviewReservationReleased', data: { bookId, ownerId, at } };
const deleted: BookEvent = { type: 'BookPreviewDeleted', data: { bookId, ownerId, at } };

const requestPreview: BookCommand = { type: 'RequestPreview', bookId, ownerId, request };
const start: BookCommand = { type: 'StartPreview', bookId };
const complete: BookCommand = { type: 'CompletePreview', bookId, preview, coverKey: 'covers/1.png' };
const fail: BookCommand = { type: 'FailPreview', bookId, reason: 'engine down' };
const markReleased: BookCommand = { type: 'MarkReservationReleased', bookId };
const del = (owner = ownerId): BookCommand => ({ type: 'DeletePreview', bookId, ownerId: owner });

function expectDomainError(fn: () => unknown, code: string) {
  let thrown: unknown;
  try {
    fn();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect((thrown as DomainError).code).toBe(code);
}

describe('Book decide', () => {
  describe('RequestPreview', () => {
    it('queues a new preview for its owner with the request', () => {
      expect(given().when(requestPreview)).toEqual([requested]);
      const view = bookView(given(requested).state);
      expect(view).toMatchObject({
        bookId,
        ownerId,
        status: 'queued',
        previewStatus: 'queued',
        isPreview: true,
        paymentStatus: 'none',
        idea: request.idea,
        title: null,
        preview: null,
        createdAt: at,
      });
    });

    it('is idempotent for the same owner and the same id', () => {
      expect(given(requested).when(requestPreview)).toEqual([]);
      expect(given(requested, started, completed).when(requestPreview)).toEqual([]);
    });

    it('refuses another request under an id already used, and writes nothing', () => {
      for (const other of [
        { ...request, idea: 'A bear who learns to fly' },
        { ...request, translationLanguage: null },
        { ...request, referenceImages: [] },
        { ...request, textBackgroundEnabled: false },
      ]) {
        expectDomainError(
          () => given(requested).when({ ...requestPreview, request: other }),
          ErrorCodes.BOOKS_IDEMPOTENCY_KEY_REUSED,
        );
      }
    });

    it("refuses another customer's attempt to take over an existing id", () => {
      expectDomainError(
        () => given(requested).when({ ...requestPreview, ownerId: 'intruder' }),
        ErrorCodes.BOOKS_ALREADY_EXISTS,
      );
    });
  });

  describe('StartPreview', () => {
    it('moves a queued preview to generating, shown as running', () => {
      expect(given(requested).when(start)).toEqual([started]);
      expect(bookView(given(requested, started).state)).toMatchObject({
        status: 'running',
        previewStatus: 'generating',
      });
    });

    it('changes nothing when the job is redelivered later', () => {
      expect(given(requested, started).when(start)).toEqual([]);
      expect(given(requested, started, completed).when(start)).toEqual([]);
      expect(given(requested, failed).when(start)).toEqual([]);
    });

    it('does not know a book that was never requested or was deleted', () => {
      expectDomainError(() => given().when(start), ErrorCodes.BOOKS_NOT_FOUND);
      expectDomainError(() => given(requested, failed, deleted).when(start), ErrorCodes.BOOKS_NOT_FOUND);
    });
  });

  describe('CompletePreview', () => {
    it('completes a generating preview with its preview object, title, format and cover', () => {
      expect(given(requested, started).when(complete)).toEqual([completed]);
      expect(bookView(given(requested, started, completed).state)).toMatchObject({
        status: 'completed',
        previewStatus: 'completed',
        title: 'Fin the Fox',
        format: 'board',
        coverKey: 'covers/1.png',
        preview,
      });
    });

    it('completes a queued preview too (the start may be lost) and without a cover', () => {
      const events = given(requested).when({ type: 'CompletePreview', bookId, preview: { chapters: [] } });
      expect(events).toEqual([
        {
          type: 'BookPreviewCompleted',
          data: { bookId, ownerId, preview: { chapters: [] }, title: null, format: null, coverKey: null, at },
        },
      ]);
    });

    it('is idempotent once completed', () => {
      expect(given(requested, started, completed).when(complete)).toEqual([]);
    });

    it('refuses to complete a preview that already failed (its preview was given back)', () => {
      expectDomainError(
        () => given(requested, started, failed).when(complete),
        ErrorCodes.BOOKS_INVALID_TRANSITION,
      );
    });

    it('does not know a book never requested', () => {
      expectDomainError(() => given().when(complete), ErrorCodes.BOOKS_NOT_FOUND);
    });
  });

  describe('FailPreview', () => {
    it('fails a queued or generating preview with the reason', () => {
      expect(given(requested).when(fail)).toEqual([failed]);
      expect(given(requested, started).when(fail)).toEqual([failed]);
      expect(bookView(given(requested, started, failed).state)).toMatchObject({
        status: 'failed',
        previewStatus: 'failed',
        error: 'engine down',
      });
    });

    it('is idempotent once failed', () => {
      expect(given(requested, failed).when(fail)).toEqual([]);
    });

    it('refuses to fail a completed preview', () => {
      expectDomainError(
        () => given(requested, started, completed).when(fail),
        ErrorCodes.BOOKS_INVALID_TRANSITION,
      );
    });

    it('does not know a book never requested', () => {
      expectDomainError(() => given().when(fail), ErrorCodes.BOOKS_NOT_FOUND);
    });
  });

  describe('MarkReservationReleased', () => {
    it('records the given-back reservation of a failed preview once', () => {
      expect(given(requested, failed).when(markReleased)).toEqual([released]);
      expect(given(requested, failed, released).when(markReleased)).toEqual([]);
      expect(given(requested, failed, released).state.reservationReleased).toBe(true);
    });

    it('records nothing for a preview that did not fail', () => {
      expect(given(requested).when(markReleased)).toEqual([]);
      expect(given(requested, started, completed).when(markReleased)).toEqual([]);
    });
  });

  describe('DeletePreview', () => {
    it('deletes a completed or a failed preview for its owner', () => {
      expect(given(requested, started, completed).when(del())).toEqual([deleted]);
      expect(given(requested, failed).when(del())).toEqual([deleted]);
      expect(given(requested, failed, deleted).state.deleted).toBe(true);
    });

    it('refuses while the preview is queued or generating (spec §5)', () => {
      expectDomainError(() => given(requested).when(del()), ErrorCodes.BOOKS_DELETE_NOT_ALLOWED);
      expectDomainError(() => given(requested, started).when(del()), ErrorCodes.BOOKS_DELETE_NOT_ALLOWED);
    });

    it("answers not found to anyone but the owner, whatever the book's status", () => {
      for (const history of [[requested], [requested, started, completed], [requested, failed]]) {
        expectDomainError(() => given(...history).when(del('someone-else')), ErrorCodes.BOOKS_NOT_FOUND);
      }
      expectDomainError(() => given().when(del()), ErrorCodes.BOOKS_NOT_FOUND);
    });

    it('is idempotent for the owner once deleted', () => {
      expect(given(requested, failed, deleted).when(del())).toEqual([]);
    });
  });
});

describe('payment status (spec §4), from order events that may come twice or out of order', () => {
  const record = (
    orderId: string,
    paymentStatus: 'none' | 'pending' | 'success' | 'failed',
  ): BookCommand => ({
    type: 'RecordPaymentStatus',
    bookId,
    orderId,
    paymentStatus,
  });
  const apply = (...commands: BookCommand[]) =>
    commands.reduce(
      (state, c) => decide(c, state, now).reduce(evolve, state),
      given(requested, started, completed).state,
    );

  it('shows pending while a checkout is open, then success; the book view carries it', () => {
    const state = apply(record('o1', 'pending'), record('o1', 'success'));
    expect(bookView(state).paymentStatus).toBe('success');
  });

  it('a paid book stays paid whatever arrives later', () => {
    const paid = apply(record('o1', 'success'));
    expect(decide(record('o1', 'none'), paid, now)).toEqual([]);
    expect(decide(record('o2', 'failed'), paid, now)).toEqual([]);
    expect(decide(record('o1', 'pending'), paid, now)).toEqual([]);
  });

  it('the same news twice is recorded once; a late "started" after the expiry changes nothing', () => {
    const pending = apply(record('o1', 'pending'));
    expect(decide(record('o1', 'pending'), pending, now)).toEqual([]);
    const expired = apply(record('o1', 'pending'), record('o1', 'none'));
    expect(bookView(expired).paymentStatus).toBe('none');
    expect(decide(record('o1', 'pending'), expired, now)).toEqual([]);
  });

  it('a failed payment shows failed, and a new checkout shows pending again', () => {
    const state = apply(record('o1', 'pending'), record('o1', 'failed'), record('o2', 'pending'));
    expect(bookView(state).paymentStatus).toBe('pending');
  });

  it('is ignored for a book that does not exist or was deleted', () => {
    expect(decide(record('o1', 'success'), initialBook(), now)).toEqual([]);
    expect(given(requested, started, completed, deleted).when(record('o1', 'success'))).toEqual([]);
  });
});

describe('RetryProduction: from a failed production or one stuck on the way', () => {
  const paid = { orderId: 'order-1', format: 'booklet' as const };
  const productionRequested = (attempt: number): BookEvent => ({
    type: 'BookProductionRequested',
    data: { bookId, ownerId, ...paid, attempt, at },
  });
  const productionStarted: BookEvent = {
    type: 'BookProductionStarted',
    data: { bookId, ownerId, attempt: 1, at },
  };
  const productionRunning: BookEvent = {
    type: 'BookProductionRunning',
    data: { bookId, ownerId, attempt: 1, at },
  };
  const productionFailed: BookEvent = {
    type: 'BookProductionFailed',
    data: { bookId, ownerId, orderId: 'order-1', reason: 'renderer down', at },
  };
  const produced: BookEvent = {
    type: 'BookProduced',
    data: {
      bookId,
      ownerId,
      orderId: 'order-1',
      at,
      files: {
        printInteriorKey: 'i.pdf',
        printCoverKey: 'c.pdf',
        downloadKey: 'd.pdf',
        preflightKey: 'p.json',
        preflightPassed: true,
        pages: [],
      },
    },
  };
  const retry = (attempt?: number): BookCommand => ({
    type: 'RetryProduction',
    bookId,
    ...(attempt === undefined ? {} : { attempt }),
  });
  const paidPreview = [requested, started, completed];

  it.each([
    ['queued', [productionRequested(1)]],
    ['orchestrating', [productionRequested(1), productionStarted]],
    ['running', [productionRequested(1), productionStarted, productionRunning]],
    ['failed', [productionRequested(1), productionStarted, productionFailed]],
  ])('queues a new attempt of a production that is %s', (status, events) => {
    const g = given(...paidPreview, ...events);
    expect(bookView(g.state).status).toBe(status);
    const decided = g.when(retry());
    expect(decided).toEqual([productionRequested(2)]);
    expect(bookView(decided.reduce(evolve, g.state)).status).toBe('queued');
  });

  it('changes nothing when the attempt the sweeper found stuck was retried already', () => {
    expect(given(...paidPreview, productionRequested(1), productionRequested(2)).when(retry(1))).toEqual([]);
    expect(given(...paidPreview, productionRequested(1), productionStarted).when(retry(1))).toEqual([
      productionRequested(2),
    ]);
  });

  it('changes nothing for a book that is produced', () => {
    expect(given(...paidPreview, productionRequested(1), productionStarted, produced).when(retry())).toEqual(
      [],
    );
  });

  it('refuses to retry a book that was never paid', () => {
    expectDomainError(() => given(...paidPreview).when(retry()), ErrorCodes.BOOKS_INVALID_TRANSITION);
  });
});
