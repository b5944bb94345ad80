import type { BookEvent, PreviewRequestDetails, ProducedFiles, RevisionChange } from '../book';

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

/** issue #14: a paid book, produced (revision 0): what a refinement starts from. */
export const producedBook: BookEvent[] = [
  ...paidPreview,
  paymentChanged('order-1', 'success'),
  productionRequested(1),
  productionStarted(1),
  productionRunning(1),
  produced,
];
export const changes: RevisionChange[] = [
  {
    target: 'character',
    action: 'change_look',
    character: 1,
    look: { colors: { clothing: '#1e40af' } },
    rationale: "The fox's scarf becomes blue.",
  },
];
export const revisionApplied = (
  revision: number,
  revisionId = `edit-${revision}`,
  baseRevision = 0,
): BookEvent => ({
  type: 'BookRevisionApplied',
  data: {
    bookId,
    ownerId,
    revisionId,
    revision,
    baseRevision,
    sessionId: 'session-1',
    changes,
    notes: 'Please keep the rest.',
    at,
  },
});
export const revisionStarted = (revision: number, revisionId = `edit-${revision}`): BookEvent => ({
  type: 'BookRevisionStarted',
  data: { bookId, ownerId, revisionId, revision, at },
});
export const revisionFiles = (revision: number): ProducedFiles => ({
  ...files,
  downloadKey: `revisions/${revision}/d.pdf`,
  pages: [{ pageType: 'cover', pageNumber: 1, imageKey: `pages/r${revision}.webp`, altText: 'The cover' }],
});
export const revisionProduced = (revision: number, revisionId = `edit-${revision}`): BookEvent => ({
  type: 'BookRevisionProduced',
  data: { bookId, ownerId, revisionId, revision, files: revisionFiles(revision), pages: [1], at },
});
export const revisionFailed = (
  revision: number | null,
  revisionId = `edit-${revision}`,
  reason = 'renderer down',
): BookEvent => ({
  type: 'BookRevisionFailed',
  data: { bookId, ownerId, revisionId, revision, sessionId: 'session-1', reason, at },
});

/** issue #15: the produced book approved for print (revision 0, from `files`, which carry no page count). */
export const approved = (revision = 0, pageCount = 24, binding: 'left' | 'right' = 'left'): BookEvent => ({
  type: 'BookApproved',
  data: {
    bookId,
    ownerId,
    orderId: 'order-1',
    revision,
    format: 'booklet',
    pageCount,
    binding,
    printInteriorKey: revision === 0 ? files.printInteriorKey : revisionFiles(revision).printInteriorKey,
    printCoverKey: revision === 0 ? files.printCoverKey : revisionFiles(revision).printCoverKey,
    at,
  },
});
