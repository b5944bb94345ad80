import { ErrorCodes } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialBook } from './book';
import { decidePreview, type PreviewCommand } from './preview.decide';
import {
  at,
  bookId,
  completed,
  deleted,
  failed,
  now,
  ownerId,
  paidPreview,
  paymentChanged,
  preview,
  productionRequested,
  released,
  request,
  requested,
  started,
} from './test-fixtures/book-history';

const given = deciderSpec({ initialState: initialBook, evolve, decide: decidePreview }, now);

const requestPreview: PreviewCommand = { type: 'RequestPreview', bookId, ownerId, request };
const start: PreviewCommand = { type: 'StartPreview', bookId };
const complete: PreviewCommand = { type: 'CompletePreview', bookId, preview, coverKey: 'covers/1.png' };
const fail: PreviewCommand = { type: 'FailPreview', bookId, reason: 'engine down' };
const markReleased: PreviewCommand = { type: 'MarkReservationReleased', bookId };
const del = (owner = ownerId): PreviewCommand => ({ type: 'DeletePreview', bookId, ownerId: owner });

describe('preview decider', () => {
  describe('RequestPreview', () => {
    it('queues a new preview for its owner with the request', () => {
      given().when(requestPreview).then([requested]);
      expect(given(requested).state()).toMatchObject({
        bookId,
        ownerId,
        status: 'queued',
        request,
        title: null,
        preview: null,
        paymentStatus: 'none',
        production: { status: 'none' },
        createdAt: at,
      });
    });

    it('is idempotent for the same owner and the same id', () => {
      given(requested).when(requestPreview).thenNothingHappened();
      given(requested, started, completed).when(requestPreview).thenNothingHappened();
    });

    it.each([
      ['another idea', { ...request, idea: 'A bear who learns to fly' }],
      ['no translation', { ...request, translationLanguage: null }],
      ['no reference images', { ...request, referenceImages: [] }],
      ['no text background', { ...request, textBackgroundEnabled: false }],
      // issue #23: who a photo shows and the consent to send photos out are part of the request.
      [
        'a photo linked to someone else',
        {
          ...request,
          referenceImages: request.referenceImages.map((i) => ({ ...i, characterId: 'c2' })),
        },
      ],
      ['the consent to send photos out', { ...request, providerPhotoConsent: true }],
    ])('refuses another request under an id already used (%s)', (_, other) => {
      given(requested)
        .when({ ...requestPreview, request: other })
        .thenThrows(ErrorCodes.BOOKS_IDEMPOTENCY_KEY_REUSED);
    });

    it.each([
      ["another customer's upload", 'owners/owner-2/uploads/ref.png'],
      ["the caller's own cover", 'owners/owner-1/covers/book-9.webp'],
      ['a key outside every owner folder', 'owner-1/ref.png'],
    ])("refuses a reference image that is not one of the caller's uploads (%s)", (_, s3Key) => {
      given()
        .when({
          ...requestPreview,
          request: { ...request, referenceImages: [...request.referenceImages, { s3Key }] },
        })
        .thenThrows(ErrorCodes.BOOKS_REFERENCE_IMAGE_NOT_OWNED);
    });

    it("refuses another customer's attempt to take over an existing id", () => {
      given(requested)
        .when({ ...requestPreview, ownerId: 'intruder' })
        .thenThrows(ErrorCodes.BOOKS_ALREADY_EXISTS);
    });
  });

  describe('StartPreview', () => {
    it('moves a queued preview to generating', () => {
      given(requested).when(start).then([started]);
      expect(given(requested, started).state().status).toBe('generating');
    });

    it('changes nothing when the job is redelivered later', () => {
      given(requested, started).when(start).thenNothingHappened();
      given(requested, started, completed).when(start).thenNothingHappened();
      given(requested, failed).when(start).thenNothingHappened();
    });

    it('does not know a book that was never requested or was deleted', () => {
      given().when(start).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
      given(requested, failed, deleted).when(start).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    });
  });

  describe('CompletePreview', () => {
    it('completes a generating preview with its preview object, title, format and cover', () => {
      given(requested, started).when(complete).then([completed]);
      expect(given(requested, started, completed).state()).toMatchObject({
        status: 'completed',
        title: 'Fin the Fox',
        format: 'board',
        coverKey: 'covers/1.png',
        preview,
      });
    });

    it('completes a queued preview too (the start may be lost) and without a cover', () => {
      given(requested)
        .when({ type: 'CompletePreview', bookId, preview: { chapters: [] } })
        .then([
          {
            type: 'BookPreviewCompleted',
            data: {
              bookId,
              ownerId,
              preview: { chapters: [] },
              title: null,
              format: null,
              coverKey: null,
              at,
            },
          },
        ]);
    });

    it('reads the title trimmed and ignores a format that is neither board nor booklet', () => {
      given(requested, started)
        .when({ type: 'CompletePreview', bookId, preview: { title: '  Fin  ', format: 'poster' } })
        .then([
          {
            type: 'BookPreviewCompleted',
            data: {
              bookId,
              ownerId,
              preview: { title: '  Fin  ', format: 'poster' },
              title: 'Fin',
              format: null,
              coverKey: null,
              at,
            },
          },
        ]);
    });

    it('is idempotent once completed', () => {
      given(requested, started, completed).when(complete).thenNothingHappened();
    });

    it('refuses to complete a preview that already failed (its preview was given back)', () => {
      given(requested, started, failed).when(complete).thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
    });

    it('does not know a book never requested, or deleted', () => {
      given().when(complete).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
      given(requested, failed, deleted).when(complete).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    });
  });

  describe('FailPreview', () => {
    it('fails a queued or generating preview with the reason', () => {
      given(requested).when(fail).then([failed]);
      given(requested, started).when(fail).then([failed]);
      expect(given(requested, started, failed).state()).toMatchObject({
        status: 'failed',
        error: 'engine down',
      });
    });

    it('is idempotent once failed', () => {
      given(requested, failed).when(fail).thenNothingHappened();
    });

    it('refuses to fail a completed preview', () => {
      given(requested, started, completed).when(fail).thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
    });

    it('does not know a book never requested, or deleted', () => {
      given().when(fail).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
      given(requested, failed, deleted).when(fail).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    });
  });

  describe('MarkReservationReleased', () => {
    it('records the given-back reservation of a failed preview once', () => {
      given(requested, failed).when(markReleased).then([released]);
      given(requested, failed, released).when(markReleased).thenNothingHappened();
      expect(given(requested, failed, released).state().reservationReleased).toBe(true);
    });

    it('records nothing for a preview that did not fail', () => {
      given(requested).when(markReleased).thenNothingHappened();
      given(requested, started, completed).when(markReleased).thenNothingHappened();
    });
  });

  describe('DeletePreview', () => {
    it('deletes a completed or a failed preview for its owner', () => {
      given(requested, started, completed).when(del()).then([deleted]);
      given(requested, failed).when(del()).then([deleted]);
      expect(given(requested, failed, deleted).state().deleted).toBe(true);
    });

    it('refuses while the preview is queued or generating (spec §5)', () => {
      given(requested).when(del()).thenThrows(ErrorCodes.BOOKS_DELETE_NOT_ALLOWED);
      given(requested, started).when(del()).thenThrows(ErrorCodes.BOOKS_DELETE_NOT_ALLOWED);
    });

    it('refuses a paid book, or one in production: it is a purchase, no longer a preview', () => {
      given(...paidPreview, paymentChanged('order-1', 'success'))
        .when(del())
        .thenThrows(ErrorCodes.BOOKS_DELETE_NOT_ALLOWED, 'A paid book cannot be deleted');
      given(...paidPreview, productionRequested(1))
        .when(del())
        .thenThrows(ErrorCodes.BOOKS_DELETE_NOT_ALLOWED, 'A paid book cannot be deleted');
    });

    it.each([
      ['queued', [requested]],
      ['completed', [requested, started, completed]],
      ['failed', [requested, failed]],
    ])('answers not found to anyone but the owner (%s)', (_, history) => {
      given(...history)
        .when(del('someone-else'))
        .thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    });

    it('does not know a book never requested', () => {
      given().when(del()).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    });

    it('is idempotent for the owner once deleted', () => {
      given(requested, failed, deleted).when(del()).thenNothingHappened();
    });
  });
});
