import type { BookEvent, PreviewRequestDetails, ProducedFiles } from '../book';

/** One book's events as the decider specs and the mapper spec tell its story. */
export const now = new Date('2026-11-21T10:00:00.000Z');
export const at = now.toISOString();
export const bookId = 'book-1';
export const ownerId = 'owner-1';

export const request: PreviewRequestDetails = {
  idea: 'A fox who learns to swim',
  mainLanguage: 'en',
  translationLanguage: 'de',
  ageRange: '5 years',
  style: 'watercolor',
  referenceImages: [{ s3Key: 'owners/owner-1/uploads/ref.png', description: 'Mia' }],
  textBackgroundEnabled: true,
  translateCharacterNames: false,
};
export const preview = { title: 'Fin the Fox', synopsis: 'A fox swims.', chapters: [], format: 'board' };

export const requested: BookEvent = {
  type: 'BookPreviewRequested',
  data: { bookId, ownerId, ...request, at },
};
export const started: BookEvent = { type: 'BookPreviewStarted', data: { bookId, ownerId, at } };
export const completed: BookEvent = {
  type: 'BookPreviewCompleted',
  data: { bookId, ownerId, preview, title: 'Fin the Fox', format: 'board', coverKey: 'covers/1.png', at },
};
export const failed: BookEvent = {
  type: 'BookPreviewFailed',
  data: { bookId, ownerId, reason: 'engine down', at },
};
export const released: BookEvent = { type: 'BookPreviewReservationReleased', data: { bookId, ownerId, at } };
export const deleted: BookEvent = { type: 'BookPreviewDeleted', data: { bookId, ownerId, at } };

export const paidPreview = [requested, started, completed];
export const productionRequested = (attempt: number, orderId = 'order-1'): BookEvent => ({
  type: 'BookProductionRequested',
  data: { bookId, ownerId, orderId, format: 'booklet', attempt, at },
});
export const productionStarted = (attempt = 1): BookEvent => ({
  type: 'BookProductionStarted',
  data: { bookId, ownerId, attempt, at },
});
export const productionRunning = (attempt = 1): BookEvent => ({
  type: 'BookProductionRunning',
  data: { bookId, ownerId, attempt, at },
});
export const productionFailed: BookEvent = {
  type: 'BookProductionFailed',
  data: { bookId, ownerId, orderId: 'order-1', reason: 'renderer down', at },
};
export const files: ProducedFiles = {
  printInteriorKey: 'i.pdf',
  printCoverKey: 'c.pdf',
  downloadKey: 'd.pdf',
  preflightKey: 'p.json',
  preflightPassed: true,
  pages: [{ pageType: 'cover', pageNumber: 1, imageKey: 'page-001.webp', altText: 'The cover' }],
};
export const produced: BookEvent = {
  type: 'BookProduced',
  data: { bookId, ownerId, orderId: 'order-1', files, at },
};
export const paymentChanged = (
  orderId: string,
  paymentStatus: 'none' | 'pending' | 'success' | 'failed',
): BookEvent => ({
  type: 'BookPaymentStatusChanged',
  data: { bookId, ownerId, orderId, paymentStatus, at },
});
