import type { PreviewRequestDetails } from '@fabelhaft/contracts';
import { isOwnUpload } from '@fabelhaft/storage';

/** What the customer asked for (spec §3 "Book preview request"), normalised: declared once in libs/contracts. */
export type { PreviewRequestDetails };

/**
 * Book: one customer's book, from the requested preview to its deletion (spec §4 preview status and
 * book/job status). The owner is the subject of the token that requested it; nobody else ever sees it.
 */

/**
 * The preview the generator made (spec §3 preview object), kept as it came: the books service reads only its
 * title and format, and shows the rest unchanged.
 */
export type Preview = Record<string, unknown>;

/** issue #23: `characterId` is the character the parent said the photo shows, null for no one. */
export type BookReferenceImage = PreviewRequestDetails['referenceImages'][number];

/**
 * issue #12: the reference images a request names that are not the owner's own uploads
 * (`owners/<ownerId>/uploads/<file>`): another customer's photo, a cover, an invoice. Pure; empty when all are
 * the owner's.
 */
export function foreignReferenceImages(ownerId: string, request: PreviewRequestDetails): string[] {
  return request.referenceImages.map((i) => i.s3Key).filter((key) => !isOwnUpload(ownerId, key));
}

/**
 * Whether two requests ask for the same preview: a retry under the same Idempotency-Key must send the same
 * body (draft-ietf-httpapi-idempotency-key-header §2.2). Reference images compare in their order.
 */
export function sameRequest(a: PreviewRequestDetails | null, b: PreviewRequestDetails): boolean {
  if (!a) return false;
  return (
    a.idea === b.idea &&
    a.mainLanguage === b.mainLanguage &&
    (a.translationLanguage ?? null) === (b.translationLanguage ?? null) &&
    a.ageRange === b.ageRange &&
    a.style === b.style &&
    a.textBackgroundEnabled === b.textBackgroundEnabled &&
    a.translateCharacterNames === b.translateCharacterNames &&
    (a.providerPhotoConsent ?? false) === (b.providerPhotoConsent ?? false) &&
    a.referenceImages.length === b.referenceImages.length &&
    a.referenceImages.every(
      (img, i) =>
        img.s3Key === b.referenceImages[i]!.s3Key &&
        (img.description ?? null) === (b.referenceImages[i]!.description ?? null) &&
        img.characterId === b.referenceImages[i]!.characterId,
    )
  );
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
        preview: Preview;
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
      type: 'BookProductionRequested';
      data: {
        bookId: string;
        ownerId: string;
        orderId: string;
        format: 'booklet' | 'board';
        attempt: number;
        at: string;
      };
    }
  | { type: 'BookProductionStarted'; data: { bookId: string; ownerId: string; attempt: number; at: string } }
  | { type: 'BookProductionRunning'; data: { bookId: string; ownerId: string; attempt: number; at: string } }
  | {
      type: 'BookProduced';
      data: { bookId: string; ownerId: string; orderId?: string | null; files: ProducedFiles; at: string };
    }
  | {
      type: 'BookProductionFailed';
      data: { bookId: string; ownerId: string; orderId?: string | null; reason: string; at: string };
    }
  | {
      type: 'BookPaymentStatusChanged';
      data: { bookId: string; ownerId: string; orderId: string; paymentStatus: PaymentStatus; at: string };
    }
  | {
      type: 'BookRevisionApplied';
      data: {
        bookId: string;
        ownerId: string;
        revisionId: string;
        revision: number;
        baseRevision: number;
        sessionId: string;
        changes: RevisionChange[];
        notes: string | null;
        at: string;
      };
    }
  | {
      type: 'BookRevisionStarted';
      data: { bookId: string; ownerId: string; revisionId: string; revision: number; at: string };
    }
  | {
      type: 'BookRevisionProduced';
      data: {
        bookId: string;
        ownerId: string;
        revisionId: string;
        revision: number;
        files: ProducedFiles;
        pages: number[];
        at: string;
      };
    }
  | {
      type: 'BookApproved';
      data: {
        bookId: string;
        ownerId: string;
        orderId: string;
        revision: number;
        format: 'booklet' | 'board';
        pageCount: number;
        binding: Binding;
        printInteriorKey: string;
        printCoverKey: string;
        at: string;
      };
    }
  | {
      type: 'BookLikenessChecked';
      data: {
        bookId: string;
        ownerId: string;
        /** The revision whose pictures were checked (0 = as first produced). */
        revision: number;
        likeness: LikenessCheck;
        at: string;
      };
    }
  // issue #28 part 4: the listening link (ADR 0038).
  | { type: 'BookListeningLinkMinted'; data: { bookId: string; ownerId: string; token: string; at: string } }
  | { type: 'BookListeningLinkEnabled'; data: { bookId: string; ownerId: string; at: string } }
  | { type: 'BookListeningLinkDisabled'; data: { bookId: string; ownerId: string; at: string } }
  | { type: 'BookListeningLinkRenewed'; data: { bookId: string; ownerId: string; token: string; at: string } }
  | {
      type: 'BookRevisionFailed';
      data: {
        bookId: string;
        ownerId: string;
        revisionId: string;
        /** null: refused when confirmed, so it never became a revision (no number, nothing to re-make). */
        revision: number | null;
        sessionId: string;
        reason: string;
        at: string;
      };
    };

/**
 * A planned change as the refinement service confirmed it (libs/book-engine `PlannedChange`, checked against
 * the book before it was applied): kept as it came, so the history shows what the parent asked for.
 */
export type RevisionChange = { target: string; action: string; rationale: string } & Record<string, unknown>;

/** issue #14: applied → running → produced | failed. */
export type RevisionStatus = 'applied' | 'running' | 'produced' | 'failed';

/** One refinement of a produced book (spec §3 Refinement session; issue #14 "revision history per book"). */
export interface Revision {
  /** 1, 2, …: never reused, also after a failed revision. */
  revision: number;
  revisionId: string;
  sessionId: string;
  /** The revision shown when this one was applied: its story state is what the changes apply to. */
  baseRevision: number;
  changes: RevisionChange[];
  notes: string | null;
  status: RevisionStatus;
  appliedAt: string;
  producedAt: string | null;
  reason: string | null;
  /** The viewer pages (cover = 1) made anew; the others are the very same objects as before. */
  pages: number[];
}

/** Where a produced book's files are (issue #6): print files, the customer's PDF, the flipbook pages. */
export interface ProducedFiles {
  printInteriorKey: string;
  printCoverKey: string;
  downloadKey: string;
  preflightKey: string;
  preflightPassed: boolean;
  /**
   * issue #15: the interior's page count and the binding edge from the preflight, what a printer needs. Books
   * produced before issue #15 lack them (their preflight report in storage has them).
   */
  pageCount?: number;
  binding?: Binding;
  pages: Array<{
    pageType: 'cover' | 'other';
    pageNumber: number;
    imageKey: string;
    altText: string;
    /**
     * issue #28: the page read aloud, one MP3 per book language (main language first), content-addressed under
     * the book's `audio/`. Absent on pages nothing is read on, and on books produced before (or without a voice).
     */
    audio?: PageAudio[];
  }>;
}

/** issue #28: one page read aloud in one language. */
export interface PageAudio {
  language: string;
  audioKey: string;
  durationMs: number;
}

/** The binding edge (book-engine's page plan): right for right-to-left books. */
export type Binding = 'left' | 'right';

/** issue #23: a difference a likeness check found (the engine's part names). */
export interface LikenessDifference {
  part: string;
  note: string;
}

/**
 * issue #23: the likeness check of one revision's pictures — every page picture compared with its characters
 * (pages are the viewer's, 1 = front cover). Kept per revision; the book shows the one of the revision shown.
 */
export interface LikenessCheck {
  checker: string;
  passed: boolean;
  pagesChecked: number;
  characters: Array<{ characterId: string; name: string; pages: number; failing: number[] }>;
  problems: Array<{
    page: number;
    characterId: string;
    name: string;
    onPage: boolean;
    differences: LikenessDifference[];
  }>;
  remade: number[];
  unchecked: number[];
}

/** issue #15: the owner approved this revision for print; it is frozen from then on. */
export interface Approval {
  approvedAt: string;
  revision: number;
  orderId: string;
  format: 'booklet' | 'board';
  pageCount: number;
  binding: Binding;
}

/** issue #28: the book's listening link; token null until minted. */
export interface ListeningLink {
  token: string | null;
  enabled: boolean;
}

/** spec §4 book/job status of the full book: queued → orchestrating → running → completed | failed. */
export type ProductionState = 'none' | 'queued' | 'orchestrating' | 'running' | 'completed' | 'failed';

export interface Production {
  status: ProductionState;
  orderId: string | null;
  format: 'booklet' | 'board' | null;
  /** 1 for the first run; a retry after a failure starts the next. */
  attempt: number;
  files: ProducedFiles | null;
  error: string | null;
}

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
  preview: Preview | null;
  coverKey: string | null;
  error: string | null;
  paymentStatus: PaymentStatus;
  /** The order whose payment status the book shows (the paid one, once there is one). */
  orderId: string | null;
  production: Production;
  /** The limits reservation was given back after a failure. */
  reservationReleased: boolean;
  /** issue #14: the revision the viewer and the download show (0 = as first produced). */
  revision: number;
  /** Every revision applied to the book, oldest first. */
  revisions: Revision[];
  /** Revision ids refused when confirmed (a refusal is recorded once, like a revision). */
  refusedRevisionIds: string[];
  /** issue #15: set once the owner approved the book for print (the shown revision is then frozen). */
  approval: Approval | null;
  /** issue #23: the likeness check of each revision (by its number) whose pictures were checked. */
  likeness: Record<number, LikenessCheck & { checkedAt: string }>;
  /**
   * issue #28: the listening link (ADR 0038): its token (minted before the first print files, printed as the QR
   * code) and whether it answers (off until the owner turns it on).
   */
  listening: ListeningLink;
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
  production: { status: 'none', orderId: null, format: null, attempt: 0, files: null, error: null },
  reservationReleased: false,
  revision: 0,
  revisions: [],
  refusedRevisionIds: [],
  approval: null,
  likeness: {},
  listening: { token: null, enabled: false },
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
    case 'BookProductionRequested': {
      const { orderId, format, attempt, at } = event.data;
      return {
        ...state,
        production: { status: 'queued', orderId, format, attempt, files: null, error: null },
        // Paid for: a preview deleted while its checkout was still open comes back.
        deleted: false,
        updatedAt: at,
      };
    }
    case 'BookProductionStarted':
      return {
        ...state,
        production: { ...state.production, status: 'orchestrating' },
        updatedAt: event.data.at,
      };
    case 'BookProductionRunning':
      return { ...state, production: { ...state.production, status: 'running' }, updatedAt: event.data.at };
    case 'BookProduced':
      return {
        ...state,
        production: { ...state.production, status: 'completed', files: event.data.files, error: null },
        updatedAt: event.data.at,
      };
    case 'BookProductionFailed':
      return {
        ...state,
        production: { ...state.production, status: 'failed', error: event.data.reason },
        updatedAt: event.data.at,
      };
    case 'BookPaymentStatusChanged':
      return {
        ...state,
        paymentStatus: event.data.paymentStatus,
        orderId: event.data.orderId,
        updatedAt: event.data.at,
      };
    case 'BookRevisionApplied': {
      const { revisionId, revision, baseRevision, sessionId, changes, notes, at } = event.data;
      const applied: Revision = {
        revision,
        revisionId,
        sessionId,
        baseRevision,
        changes,
        notes,
        status: 'applied',
        appliedAt: at,
        producedAt: null,
        reason: null,
        pages: [],
      };
      return { ...state, revisions: [...state.revisions, applied], updatedAt: at };
    }
    case 'BookRevisionStarted':
      return {
        ...withRevision(state, event.data.revisionId, { status: 'running' }),
        updatedAt: event.data.at,
      };
    case 'BookRevisionProduced': {
      const { revisionId, revision, files, pages, at } = event.data;
      // The viewer and the download show the latest revision's files from now on.
      return {
        ...withRevision(state, revisionId, { status: 'produced', producedAt: at, pages }),
        revision,
        production: { ...state.production, files },
        updatedAt: at,
      };
    }
    case 'BookApproved': {
      const { revision, orderId, format, pageCount, binding, at } = event.data;
      return {
        ...state,
        approval: { approvedAt: at, revision, orderId, format, pageCount, binding },
        updatedAt: at,
      };
    }
    case 'BookLikenessChecked': {
      const { revision, likeness, at } = event.data;
      return { ...state, likeness: { ...state.likeness, [revision]: { ...likeness, checkedAt: at } } };
    }
    case 'BookListeningLinkMinted':
    case 'BookListeningLinkRenewed':
      return {
        ...state,
        listening: { ...state.listening, token: event.data.token },
        updatedAt: event.data.at,
      };
    case 'BookListeningLinkEnabled':
    case 'BookListeningLinkDisabled':
      return {
        ...state,
        listening: { ...state.listening, enabled: event.type === 'BookListeningLinkEnabled' },
        updatedAt: event.data.at,
      };
    case 'BookRevisionFailed': {
      const { revisionId, revision, reason, at } = event.data;
      if (revision === null) {
        return { ...state, refusedRevisionIds: [...state.refusedRevisionIds, revisionId], updatedAt: at };
      }
      return { ...withRevision(state, revisionId, { status: 'failed', reason }), updatedAt: at };
    }
  }
}

function withRevision(state: Book, revisionId: string, patch: Partial<Revision>): Book {
  return {
    ...state,
    revisions: state.revisions.map((r) => (r.revisionId === revisionId ? { ...r, ...patch } : r)),
  };
}

/** The revision being applied or made, if any: no other can start until it ends (issue #14). */
export function revisionInFlight(state: Book): Revision | null {
  return state.revisions.find((r) => r.status === 'applied' || r.status === 'running') ?? null;
}

/** spec §4: the book/job status that goes with each preview status ("generating is shown as running"). */
export function bookStatusOf(previewStatus: Exclude<PreviewState, 'none'>): string {
  return previewStatus === 'generating' ? 'running' : previewStatus;
}
