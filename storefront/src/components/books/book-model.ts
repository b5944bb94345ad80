import type { BookDetail, BookListItem, BookPreviewResponse } from '@fabelhaft/contracts';
import { PRODUCTION_STATUSES, type ProductionStatus } from '@fabelhaft/contracts/constants';
import type { UiLanguage } from '../../i18n/language';

/** spec §9: titles are shown with at most 64 characters. */
export const TITLE_MAX = 64;
/** spec §4 / §9: the preview detail polls every 3 s until completed or failed. */
export const PREVIEW_POLL_MS = 3000;

/** The statuses the storefront shows (spec §4); each has a label under books.status.{status}. */
export const DISPLAY_STATUSES = [
  'queued',
  'running',
  'orchestrating',
  'pending',
  'completed',
  'failed',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/**
 * spec §4: compared in lowercase; complete and completed are done; generating is shown as running;
 * anything unknown (or missing) is treated as pending.
 */
export function normaliseStatus(raw: unknown): DisplayStatus {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (value === 'complete') return 'completed';
  if (value === 'generating') return 'running';
  return (DISPLAY_STATUSES as readonly string[]).includes(value) ? (value as DisplayStatus) : 'pending';
}

/** Done means polling stops, the refresh button and processing card go, and deleting becomes possible. */
export function isSettled(status: DisplayStatus): boolean {
  return status === 'completed' || status === 'failed';
}

/** spec §5: a preview can be deleted only when its status is completed or failed. */
export const canDelete = isSettled;

/** spec §4 book/job status: a full book is made in these steps (then completed, or failed). */
export const PRODUCTION_STEPS = PRODUCTION_STATUSES.filter(
  (s): s is Exclude<ProductionStatus, 'failed'> => s !== 'failed',
);

/** A full (non-preview) book still being made: spec §4, completed with is_preview false means it is ready. */
export function isInProduction(book: Pick<BookListItem, 'is_preview' | 'status'>): boolean {
  return !book.is_preview && !isSettled(normaliseStatus(book.status));
}

/** spec §2 My books: a completed full book opens in the flipbook viewer, anything else in the preview page. */
export function isViewable(book: Pick<BookListItem, 'is_preview' | 'status'>): boolean {
  return !book.is_preview && normaliseStatus(book.status) === 'completed';
}

/**
 * The list keeps itself current (spec §4: every 3 s) while something on it is still changing: a preview
 * being made, a payment under way, a paid preview whose production has not been requested yet, or a full
 * book in production (up to 1 hour, spec §9).
 */
export function listNeedsPolling(books: readonly BookListItem[]): boolean {
  return books.some((b) => {
    const payment = typeof b.payment_status === 'string' ? b.payment_status.trim().toLowerCase() : '';
    return (
      !isSettled(normaliseStatus(b.preview_status)) ||
      payment === 'pending' ||
      (b.is_preview && payment === 'success') ||
      isInProduction(b)
    );
  });
}

export function statusTone(status: DisplayStatus): 'success' | 'danger' | 'warning' {
  if (status === 'completed') return 'success';
  if (status === 'failed') return 'danger';
  return 'warning';
}

/** spec §2: the first `max` characters (64), nothing added — not 63 plus an ellipsis. */
export function truncate(text: string, max = TITLE_MAX): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.length <= max ? clean : clean.slice(0, max);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** spec §2 My books: the title, else the idea's first 64 characters; either cut to 64. */
export function bookTitle(book: Pick<BookListItem, 'title' | 'idea'>): string {
  return truncate(str(book.title) ?? str(book.idea) ?? '');
}

/** The status a list card shows: a preview's preview_status, a full book's job status. */
export function bookStatus(
  book: Pick<BookListItem, 'is_preview' | 'preview_status' | 'status'>,
): DisplayStatus {
  return normaliseStatus(book.is_preview ? (str(book.preview_status) ?? book.status) : book.status);
}

/** Creation date and time in the active UI language; an unreadable date is shown as it came. */
export function formatDateTime(
  iso: string | null | undefined,
  language: UiLanguage,
  timeZone?: string,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

// ---------- The preview object, read leniently (spec §3) ----------

type Loose = Record<string, unknown>;

function asObject(value: unknown): Loose | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : undefined;
}

function urlOf(value: unknown): string | undefined {
  return str(value) ?? str(asObject(value)?.url);
}

export function previewTitle(preview: unknown): string | undefined {
  const p = asObject(preview);
  const title = str(p?.title) ?? str(p?.name);
  return title ? truncate(title) : undefined;
}

const SYNOPSIS_KEYS = ['synopsis', 'summary', 'synopsis_text', 'description', 'blurb', 'overview'];

export function previewSynopsis(preview: unknown): string | undefined {
  const p = asObject(preview);
  for (const key of SYNOPSIS_KEYS) {
    const value = str(p?.[key]);
    if (value) return value;
  }
  return undefined;
}

const COVER_KEYS = [
  'cover_url',
  'coverUrl',
  'cover_image_url',
  'coverImageUrl',
  'cover_image',
  'coverImage',
  'cover',
];

/** The response's cover_url first, then the preview's cover names, then an image of type cover. */
export function previewCover(preview: unknown, coverUrl?: string | null): string | undefined {
  const fromResponse = str(coverUrl);
  if (fromResponse) return fromResponse;
  const p = asObject(preview);
  for (const key of COVER_KEYS) {
    const value = urlOf(p?.[key]);
    if (value) return value;
  }
  const images = Array.isArray(p?.images) ? p.images : [];
  for (const image of images) {
    const img = asObject(image);
    if (str(img?.type)?.toLowerCase() === 'cover') {
      const url = urlOf(img?.url) ?? urlOf(img?.src) ?? urlOf(img?.image_url);
      if (url) return url;
    }
  }
  return undefined;
}

/** spec §3: the preview object may name a format (board or booklet). */
export function previewFormat(preview: unknown): string | undefined {
  return str(asObject(preview)?.format);
}

export interface ChapterView {
  number: number;
  /** The title, else summary/description/content; undefined means "show the chapter's number". */
  heading: string | undefined;
  /** Summary, description or content (left out when it is already the heading). */
  body: string | undefined;
}

const CHAPTER_LISTS = ['chapters', 'outline', 'scenes', 'pages'];

export function previewChapters(preview: unknown): ChapterView[] {
  const p = asObject(preview);
  const list = CHAPTER_LISTS.map((key) => p?.[key]).find(
    (value): value is unknown[] => Array.isArray(value) && value.length > 0,
  );
  if (!list) return [];
  return list.map((entry, index) => {
    const c = asObject(entry);
    const body = c ? (str(c.summary) ?? str(c.description) ?? str(c.content)) : str(entry);
    const title = c ? str(c.title) : undefined;
    const heading = title ?? body;
    return { number: index + 1, heading, body: title ? body : undefined };
  });
}

// ---------- The preview detail's client view (spec §3) ----------

/**
 * spec §3 "Preview detail (client view)": bookId, status, previewStatus, previewRemaining, previewLimit,
 * previewThreshold, previewNeedsSupport, createdAt, preview, coverUrl, isPreview. The fallback (GET
 * /books/{id}) carries no quota: those four are undefined there.
 */
export interface PreviewDetailView {
  bookId: string;
  status: DisplayStatus;
  previewStatus: DisplayStatus;
  previewRemaining: number | undefined;
  previewLimit: number | undefined;
  previewThreshold: number | undefined;
  previewNeedsSupport: boolean | undefined;
  isPreview: boolean;
  createdAt: string | undefined;
  preview: Loose | undefined;
  coverUrl: string | undefined;
}

/**
 * GET /books/preview/{bookId}: for a preview its preview status is what the customer waits for; for a full
 * book (is_preview false) it is the production's job status (the preview status stays completed).
 */
export function fromPreviewResponse(r: BookPreviewResponse): PreviewDetailView {
  const isPreview = r.is_preview ?? true;
  return {
    bookId: r.book_id,
    status: normaliseStatus(isPreview ? (str(r.preview_status) ?? r.status) : r.status),
    previewStatus: normaliseStatus(str(r.preview_status) ?? r.status),
    previewRemaining: r.preview_remaining,
    previewLimit: r.preview_limit,
    previewThreshold: r.preview_threshold,
    previewNeedsSupport: r.preview_needs_support,
    isPreview,
    createdAt: str(r.created_at),
    preview: asObject(r.preview),
    coverUrl: previewCover(r.preview, r.cover_url),
  };
}

/** GET /books/{bookId}, the fallback after a 400: a preview by its preview status, a full book by its job status. */
export function fromBookDetail(r: BookDetail): PreviewDetailView {
  const isPreview = r.is_preview ?? true;
  return {
    bookId: r.book_id,
    status: normaliseStatus(isPreview ? (str(r.preview_status) ?? r.status) : r.status),
    // spec §3: the fallback keeps previewStatus; it has no quota.
    previewStatus: normaliseStatus(str(r.preview_status) ?? r.status),
    previewRemaining: undefined,
    previewLimit: undefined,
    previewThreshold: undefined,
    previewNeedsSupport: undefined,
    isPreview,
    createdAt: str(r.created_at),
    preview: asObject(r.preview),
    coverUrl: previewCover(r.preview, r.cover_url),
  };
}
