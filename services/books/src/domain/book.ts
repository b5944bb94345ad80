/**
 * Book: one customer's book, from the requested preview to its deletion (spec §4 preview status and
 * book/job status). The owner is the subject of the token that requested it; nobody else ever sees it.
 */
import type { BookView, PreviewObject } from '@fabelhaft/contracts';

export interface BookReferenceImage {
  s3Key: string;
  description?: string;
}

/** What the customer asked for (spec §3 "Book preview request"), normalised. */
export interface PreviewRequestDetails {
  idea: string;
  mainLanguage: string;
  translationLanguage: string | null;
  ageRange: string;
  style: string;
  referenceImages: BookReferenceImage[];
  textBackgroundEnabled: boolean;
  translateCharacterNames: boolean;
}

export type BookEvent =
  | {
      type: 'BookPreviewRequested';
      data: { bookId: string; ownerId: string; at: string } & PreviewRequestDetails;
    }
  | { type: 'BookPreviewStarted'; data: { bookId: string; ownerId: string; at: string } }
  | {
      type: 'BookPreviewCompleted';
      data: {
        bookId: string;
        ownerId: string;
        preview: PreviewObject;
        title: string | null;
        format: string | null;
        coverKey: string | null;
        at: string;
      };
    }
  | { type: 'BookPreviewFailed'; data: { bookId: string; ownerId: string; reason: string; at: string } }
  | { type: 'BookPreviewReservationReleased'; data: { bookId: string; ownerId: string; at: string } }
  | { type: 'BookPreviewDeleted'; data: { bookId: string; ownerId: string; at: string } }
  | {
      type: 'BookPaymentStatusChanged';
      data: { bookId: string; ownerId: string; orderId: string; paymentStatus: PaymentStatus; at: string };
    };

/** spec §4 payment status: none until a checkout starts; success stays once an order is paid. */
export type PaymentStatus = 'none' | 'pending' | 'success' | 'failed';

/** spec §4: queued → generating (shown as running) → completed | failed. */
export type PreviewState = 'none' | 'queued' | 'generating' | 'completed' | 'failed';

export interface Book {
  status: PreviewState;
  bookId: string;
  ownerId: string;
  request: PreviewRequestDetails | null;
  title: string | null;
  format: string | null;
  preview: PreviewObject | null;
  coverKey: string | null;
  error: string | null;
  paymentStatus: PaymentStatus;
  /** The order whose payment status the book shows (the paid one, once there is one). */
  orderId: string | null;
  /** The limits reservation was given back after a failure. */
  reservationReleased: boolean;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

export const initialBook = (): Book => ({
  status: 'none',
  bookId: '',
  ownerId: '',
  request: null,
  title: null,
  format: null,
  preview: null,
  coverKey: null,
  error: null,
  paymentStatus: 'none',
  orderId: null,
  reservationReleased: false,
  deleted: false,
  createdAt: '',
  updatedAt: '',
});

export function evolve(state: Book, event: BookEvent): Book {
  switch (event.type) {
    case 'BookPreviewRequested': {
      const { bookId, ownerId, at, ...request } = event.data;
      return { ...state, status: 'queued', bookId, ownerId, request, createdAt: at, updatedAt: at };
    }
    case 'BookPreviewStarted':
      return { ...state, status: 'generating', updatedAt: event.data.at };
    case 'BookPreviewCompleted':
      return {
        ...state,
        status: 'completed',
        preview: event.data.preview,
        title: event.data.title,
        format: event.data.format,
        coverKey: event.data.coverKey,
        error: null,
        updatedAt: event.data.at,
      };
    case 'BookPreviewFailed':
      return { ...state, status: 'failed', error: event.data.reason, updatedAt: event.data.at };
    case 'BookPreviewReservationReleased':
      return { ...state, reservationReleased: true };
    case 'BookPreviewDeleted':
      return { ...state, deleted: true, updatedAt: event.data.at };
    case 'BookPaymentStatusChanged':
      return {
        ...state,
        paymentStatus: event.data.paymentStatus,
        orderId: event.data.orderId,
        updatedAt: event.data.at,
      };
  }
}

/** spec §4: the book/job status that goes with each preview status ("generating is shown as running"). */
export function bookStatusOf(previewStatus: Exclude<PreviewState, 'none'>): string {
  return previewStatus === 'generating' ? 'running' : previewStatus;
}

/** The preview's own title, when the generator gave one (the preview object is read leniently, spec §3). */
export function titleOf(preview: PreviewObject): string | null {
  return typeof preview.title === 'string' && preview.title.trim() ? preview.title.trim() : null;
}

/** spec §3: a preview may name its format, board or booklet. */
export function formatOf(preview: PreviewObject): string | null {
  return preview.format === 'board' || preview.format === 'booklet' ? preview.format : null;
}

export function bookView(state: Book): BookView {
  if (state.status === 'none' || !state.request) throw new Error('bookView of a book never requested');
  return {
    bookId: state.bookId,
    ownerId: state.ownerId,
    title: state.title,
    idea: state.request.idea,
    mainLanguage: state.request.mainLanguage,
    translationLanguage: state.request.translationLanguage,
    ageRange: state.request.ageRange,
    style: state.request.style,
    format: state.format,
    status: bookStatusOf(state.status),
    previewStatus: state.status,
    paymentStatus: state.paymentStatus,
    isPreview: true,
    preview: state.preview,
    coverKey: state.coverKey,
    error: state.error,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  };
}
