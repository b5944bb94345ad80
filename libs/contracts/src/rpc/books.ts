import { z } from 'zod';
import { HistoryEntry } from './history';
import {
  BOOK_LANGUAGES,
  BOOK_STYLES,
  LIKENESS_PARTS,
  MAX_REFERENCE_IMAGES,
  PREVIEW_WARNING_THRESHOLD,
} from '../constants';
import { AgeRange, BookIdea, PreviewObject } from '../rest/books';
import { rpc } from './envelope';
import type { QuotaView } from './limits';

const OwnerId = z.string().min(1).max(128);
const BookId = z.string().min(1).max(128);

/**
 * What a customer asks for (spec §3 "Book preview request") as it travels inside the system: camelCase, the
 * REST defaults already applied by the BFF (the only place that speaks the spec's snake_case names). The
 * same bounds as the REST body, so a caller inside the system cannot pass what the API would refuse.
 */
export const PreviewRequest = z.object({
  idea: BookIdea,
  mainLanguage: z.enum(BOOK_LANGUAGES),
  translationLanguage: z.enum(BOOK_LANGUAGES).nullable(),
  ageRange: AgeRange,
  style: z.enum(BOOK_STYLES),
  referenceImages: z
    .array(
      z.object({
        s3Key: z.string().trim().min(1).max(512),
        description: z.string().trim().min(1).max(1000).optional(),
        /** issue #23: the character the photo shows (`c1` …), null for no one; absent: read the description. */
        characterId: z
          .string()
          .regex(/^c[0-9]{1,3}$/)
          .nullable()
          .optional(),
      }),
    )
    .max(MAX_REFERENCE_IMAGES),
  textBackgroundEnabled: z.boolean(),
  translateCharacterNames: z.boolean(),
  /** issue #23: photos may go to the outside model provider (REST `provider_photo_consent`); absent: no. */
  providerPhotoConsent: z.boolean().optional(),
});
export type PreviewRequest = z.infer<typeof PreviewRequest>;

/** A book as the books service shows it to the BFF; the BFF turns `coverKey` into a signed `cover_url`. */
/**
 * issue #23: the likeness check of the revision shown — every page picture compared with its characters after
 * production and after each revision (pages are the viewer's: 1 = the front cover).
 */
export const BookLikeness = z.object({
  /** Who checked: `embedded-sheets`, `openai-chat:<model>`, `gemini:<model>`. */
  checker: z.string(),
  checkedAt: z.string(),
  /** Every checked page shows every character it should, as its reference. */
  passed: z.boolean(),
  pagesChecked: z.number().int().min(0),
  /** Per character: on how many checked pages it is, and the pages where it still differs. */
  characters: z.array(
    z.object({
      characterId: z.string(),
      name: z.string(),
      pages: z.number().int().min(0),
      failing: z.array(z.number().int()),
    }),
  ),
  /** What still differs after the one automatic re-make, page by page. */
  problems: z.array(
    z.object({
      page: z.number().int(),
      characterId: z.string(),
      name: z.string(),
      onPage: z.boolean(),
      differences: z.array(z.object({ part: z.enum(LIKENESS_PARTS), note: z.string() })),
    }),
  ),
  /** Pages made once more because their first picture failed the check. */
  remade: z.array(z.number().int()),
  /** Pages the checker could not check. */
  unchecked: z.array(z.number().int()),
});
export type BookLikeness = z.infer<typeof BookLikeness>;

export const BookView = z.object({
  bookId: z.string(),
  ownerId: z.string(),
  title: z.string().nullable(),
  idea: z.string(),
  mainLanguage: z.string(),
  translationLanguage: z.string().nullable(),
  ageRange: z.string(),
  style: z.string(),
  format: z.string().nullable(),
  status: z.string(),
  previewStatus: z.string(),
  paymentStatus: z.string(),
  isPreview: z.boolean(),
  preview: PreviewObject.nullable(),
  coverKey: z.string().nullable(),
  /** The screen PDF of a produced book (the BFF signs it into download_url). */
  downloadKey: z.string().nullable(),
  error: z.string().nullable(),
  /** issue #14: the revision the viewer and the download show (0 = as first produced). */
  revision: z.number().int().min(0).default(0),
  /** issue #15: when the owner approved the book for print (the shown revision is then frozen). */
  approvedAt: z.string().nullable().default(null),
  /** issue #15: what will be printed, once the full book is produced (the shown revision's files). */
  print: z
    .object({
      format: z.enum(['booklet', 'board']),
      /** The interior's pages; null for books produced before it was kept with the files. */
      pageCount: z.number().int().nullable(),
      preflightPassed: z.boolean(),
      binding: z.enum(['left', 'right']).nullable(),
    })
    .nullable()
    .default(null),
  /** issue #23: the likeness check of the revision shown; null before one ran (or with the check off). */
  likeness: BookLikeness.nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookView = z.infer<typeof BookView>;

/** A book plus the owner's preview quota (spec §3 "Book preview response"). */
export const PreviewView = BookView.extend({
  previewLimit: z.number().int(),
  previewRemaining: z.number().int(),
  previewThreshold: z.number().int(),
  previewNeedsSupport: z.boolean(),
});
export type PreviewView = z.infer<typeof PreviewView>;

/**
 * spec §3 "Book preview response": the book plus the owner's quota; §4: exhausted at 0 or less. The books
 * service answers a request with it; the BFF composes the status poll from getBook and limits' getLimits.
 */
export function previewView(book: BookView, quota: QuotaView): PreviewView {
  return {
    ...book,
    previewLimit: quota.previewLimit,
    previewRemaining: quota.previewRemaining,
    previewThreshold: PREVIEW_WARNING_THRESHOLD,
    previewNeedsSupport: quota.previewRemaining <= 0,
  };
}

/** Support's book list (issue #13, docs/admin-api.md): filters, sort and a page of the read model. */
export const AdminBookListRequest = z.object({
  filter: z
    .object({
      ids: z.array(BookId).max(200).optional(),
      status: z.string().max(40).optional(),
      ownerId: OwnerId.optional(),
      isPreview: z.boolean().optional(),
      /** A book id, or part of the title (case-insensitive). */
      q: z.string().trim().min(1).max(200).optional(),
    })
    .default({}),
  sort: z
    .object({ field: z.enum(['createdAt', 'updatedAt', 'title', 'status']), order: z.enum(['ASC', 'DESC']) })
    .default({ field: 'createdAt', order: 'DESC' }),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(200).default(25),
});
export type AdminBookListRequest = z.infer<typeof AdminBookListRequest>;

/** A stored file of a book (the BFF signs each key into a link for support). */
export const BookFile = z.object({
  kind: z.enum(['cover', 'plan', 'download', 'print-interior', 'print-cover', 'preflight', 'file']),
  key: z.string(),
});
export type BookFile = z.infer<typeof BookFile>;

/** issue #14: one refinement of a book as support sees it (its changes as the planner made them). */
export const BookRevisionEntry = z.object({
  revision: z.number().int().min(1),
  revisionId: z.string(),
  sessionId: z.string(),
  /** The revision it was made from. */
  baseRevision: z.number().int().min(0),
  changes: z.array(z.record(z.string(), z.unknown())),
  notes: z.string().nullable(),
  status: z.enum(['applied', 'running', 'produced', 'failed']),
  appliedAt: z.string(),
  producedAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** The viewer pages (cover = 1) this revision made anew. */
  pages: z.array(z.number().int()),
});
export type BookRevisionEntry = z.infer<typeof BookRevisionEntry>;

export const AdminBookDetail = z.object({
  book: BookView,
  files: z.array(BookFile),
  history: z.array(HistoryEntry),
  /** issue #14: the book's revisions, oldest first (refused ones are in `history` only). */
  revisions: z.array(BookRevisionEntry).default([]),
});
export type AdminBookDetail = z.infer<typeof AdminBookDetail>;

const OwnedBook = z.object({ ownerId: OwnerId, bookId: BookId });

/** A produced book's flipbook pages; the BFF signs each `imageKey` into image_url (spec §3 Viewer data). */
export const ViewerView = z.object({
  bookId: z.string(),
  title: z.string(),
  pages: z.array(
    z.object({
      pageType: z.enum(['cover', 'other']),
      pageNumber: z.number().int(),
      imageKey: z.string(),
      altText: z.string(),
      /** issue #28: the page read aloud per book language (main first); the BFF signs each `audioKey`. */
      audio: z
        .array(z.object({ language: z.string(), audioKey: z.string(), durationMs: z.number().int().min(0) }))
        .default([]),
    }),
  ),
  totalSpreads: z.number().int(),
  /** How the book turns: right to left for Arabic books (issue #14, the viewer mirrors its spreads and keys). */
  readingDirection: z.enum(['ltr', 'rtl']).default('ltr'),
  /** issue #25: the body text's size as a share of the page width (book-engine `bodyTextSize`). */
  bodyTextSize: z.number().positive().optional(),
  /** issue #25: the flipbook images' width in pixels (the largest `image_srcset` entry). */
  imageWidth: z.number().int().positive().optional(),
});
export type ViewerView = z.infer<typeof ViewerView>;

/** issue #28 part 4 (ADR 0038): a book's listening link as its owner sees it; `url` names the token. */
export const ListeningLinkView = z.object({
  bookId: z.string(),
  enabled: z.boolean(),
  token: z.string().nullable(),
  url: z.string().nullable(),
});
export type ListeningLinkView = z.infer<typeof ListeningLinkView>;

/**
 * issue #28 part 4: an enabled listening link's book, for the public listen page. `ownerId` lets the BFF sign
 * the keys (its signer signs only under their owner's folder) and goes no further.
 */
export const ListenView = z.object({
  ownerId: z.string(),
  title: z.string(),
  coverKey: z.string().nullable(),
  pages: z.array(
    z.object({
      pageNumber: z.number().int(),
      audio: z.array(
        z.object({ language: z.string(), audioKey: z.string(), durationMs: z.number().int().min(0) }),
      ),
    }),
  ),
});
export type ListenView = z.infer<typeof ListenView>;

/**
 * issue #14: what a refinement plans over — the book's current story state (the book engine's StoryPlan, page
 * edits included, as JSON) with what production makes it into, and whether it may be refined now (spec §4).
 */
export const StoryStateView = z.object({
  bookId: z.string(),
  ownerId: z.string(),
  /** 0 for the book as first produced; each applied refinement adds one. */
  revision: z.number().int().min(0),
  format: z.enum(['booklet', 'board']),
  textBackground: z.boolean(),
  plan: z.record(z.string(), z.unknown()),
  isPreview: z.boolean(),
  /** spec §4 book status (completed once the full book, or its latest revision, is made). */
  status: z.string(),
  paymentStatus: z.string(),
  /** Set once the owner approved the book for print (issue #15); a frozen book is not refined. */
  approvedAt: z.string().nullable(),
  /** A revision is applied or being made: no other can start until it ends. */
  revisionInProgress: z.boolean(),
});
export type StoryStateView = z.infer<typeof StoryStateView>;

/**
 * The books service's request/reply operations (subjects `rpc.books.<name>`). Customer-facing calls carry
 * the caller's subject as `ownerId`; another customer's book answers BOOKS.NOT_FOUND. The generation
 * worker's steps (start, complete, fail) run in the books service itself and have no RPC.
 */
export const BooksRpc = {
  /** Reserves a preview at `limits` first (refusal: LIMITS.PREVIEW_QUOTA_EXHAUSTED), then queues the book.
   *  A client-chosen `bookId` makes a retried request idempotent: the same request answers the existing
   *  book (nothing reserved twice), another request under that id BOOKS.IDEMPOTENCY_KEY_REUSED. */
  requestPreview: rpc(
    'rpc.books.request-preview',
    z.object({ ownerId: OwnerId, bookId: z.uuid().optional(), request: PreviewRequest }),
    PreviewView,
  ),
  getBook: rpc('rpc.books.get-book', OwnedBook, BookView),
  /**
   * issue #23: the idea's characters (the story engine's idea reader) and who each photo description names,
   * for the builder's "who is in this photo?". Reads nothing stored.
   */
  readCharacters: rpc(
    'rpc.books.read-characters',
    z.object({
      idea: BookIdea,
      mainLanguage: z.enum(BOOK_LANGUAGES),
      descriptions: z.array(z.string().max(1000)).max(MAX_REFERENCE_IMAGES),
    }),
    z.object({
      characters: z.array(
        z.object({ id: z.string(), name: z.string().nullable(), kind: z.string(), category: z.string() }),
      ),
      links: z.array(z.string().nullable()),
      /** The outside provider photos would go to with consent (books' PHOTO_PROVIDER); null: none. */
      photoProvider: z.string().nullable(),
    }),
  ),
  /** issue #14: the story state a refinement plans over (another customer's book: BOOKS.NOT_FOUND). */
  getStoryState: rpc('rpc.books.get-story-state', OwnedBook, StoryStateView),
  listBooks: rpc(
    'rpc.books.list-books',
    z.object({ ownerId: OwnerId }),
    z.object({ books: z.array(BookView) }),
  ),
  /** spec §5: only when completed or failed (BOOKS.DELETE_NOT_ALLOWED otherwise). */
  deletePreview: rpc(
    'rpc.books.delete-preview',
    OwnedBook,
    z.object({ bookId: z.string(), deleted: z.literal(true) }),
  ),
  /** The flipbook of a produced book (BOOKS.NOT_READY while it is still a preview or in production). */
  getViewer: rpc('rpc.books.get-viewer', OwnedBook, ViewerView),
  /** issue #28 part 4: the owner's listening link (another's book BOOKS.NOT_FOUND). */
  getListeningLink: rpc('rpc.books.get-listening-link', OwnedBook, ListeningLinkView),
  /** issue #28 part 4: turns the owner's listening link on or off (idempotent; BOOKS.NOT_PAID for a preview). */
  setListeningLink: rpc(
    'rpc.books.set-listening-link',
    OwnedBook.extend({ enabled: z.boolean() }),
    ListeningLinkView,
  ),
  /** issue #28 part 4: a new token; the old answers 404. `replaces` (the token seen) makes a retry a no-op. */
  renewListeningLink: rpc(
    'rpc.books.renew-listening-link',
    OwnedBook.extend({ replaces: z.string().max(64).nullable() }),
    ListeningLinkView,
  ),
  /** issue #28 part 4: the book behind an enabled listening token; anything else BOOKS.LISTEN_NOT_FOUND. */
  getListen: rpc('rpc.books.get-listen', z.object({ token: z.string().min(1).max(128) }), ListenView),
  /**
   * Support: a failed production, or one stuck queued, orchestrating or running, is queued again as the next
   * attempt (a no-op once produced; BOOKS.INVALID_TRANSITION for a book never paid).
   */
  retryProduction: rpc('rpc.books.retry-production', z.object({ bookId: BookId }), BookView),
  /**
   * issue #15: the owner approves a completed, paid book for print (idempotent: the same approvedAt again).
   * BOOKS.NOT_PAID (a preview), BOOKS.NOT_PRODUCED, BOOKS.REVISION_IN_PROGRESS; another's book BOOKS.NOT_FOUND.
   */
  approveBook: rpc('rpc.books.approve-book', OwnedBook, BookView),
  /**
   * issue #15, spec §7 the dashboard action: (re)starts the production of the owner's paid book in the paid
   * format after a failure; produced or under way answers the book as it is. BOOKS.FORMAT_MISMATCH for
   * another format, BOOKS.NOT_PAID for a preview.
   */
  generateBook: rpc(
    'rpc.books.generate-book',
    OwnedBook.extend({ format: z.enum(['booklet', 'board']) }),
    BookView,
  ),
  /** Support (issue #13): any customer's books (deleted previews left out), with the total for paging. */
  adminListBooks: rpc(
    'rpc.books.admin-list-books',
    AdminBookListRequest,
    z.object({ books: z.array(BookView), total: z.number().int() }),
  ),
  /** Support: one book of any owner with its stored files and its history from the event store. */
  adminGetBook: rpc('rpc.books.admin-get-book', z.object({ bookId: BookId }), AdminBookDetail),
  /**
   * issue #12, GDPR Art. 17 (ADR 0016): erases every book of the customer — its events, read-model rows and
   * objects (uploads, covers, plans, produced files; never invoices, which the orders service keeps).
   * Idempotent: a repeat erases nothing more. BOOKS.ERASURE_BLOCKED while a paid book is being produced.
   */
  eraseOwnerData: rpc(
    'rpc.books.erase-owner-data',
    z.object({ ownerId: OwnerId }),
    z.object({ erasedBooks: z.number().int(), deletedObjects: z.number().int() }),
  ),
} as const;
