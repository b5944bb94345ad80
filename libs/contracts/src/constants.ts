// The contracts' plain values, with no zod: the storefront and the book engine import them from
// `@fabelhaft/contracts/constants` instead of keeping copies, and the schemas in rest/ and events/ are built on them.

/** spec §9: the languages a book can be written in. */
export const BOOK_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar'] as const;
export type BookLanguage = (typeof BOOK_LANGUAGES)[number];

/** spec §9: the illustration styles (note the space in "digital art"). */
export const BOOK_STYLES = [
  'pixar',
  'watercolor',
  'cartoon',
  'realistic',
  'anime',
  'minimalist',
  'vintage',
  'digital art',
] as const;
export type BookStyle = (typeof BOOK_STYLES)[number];

/** spec §5: the six age ranges; a specific age is sent as "{n} years" with n from 0 to 17. */
export const AGE_RANGES = [
  '0-3 years',
  '3-6 years',
  '6-9 years',
  '9-12 years',
  '12-15 years',
  '15-17 years',
] as const;
export type AgeRangeName = (typeof AGE_RANGES)[number];
/** spec §5: the oldest specific age. */
export const MAX_AGE = 17;

/** spec §3 / §9: the printed formats (saddle-stitch booklet, board book). */
export const BOOK_FORMATS = ['booklet', 'board'] as const;
export type BookFormat = (typeof BOOK_FORMATS)[number];

/** The two languages every customer-facing text is written in (spec §1: German and English). */
export const CUSTOMER_LANGUAGES = ['de', 'en'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];

/**
 * issue #24: the one name of each printed format per language. The storefront, the hosted checkout's line
 * item, the invoice, the emails and the support console all take it from here; `format-names.unit.spec.ts`
 * fails when a surface spells a format another way ("Booklet (saddle stitch)", "Heft (Softcover)", …).
 */
export const FORMAT_NAMES = {
  de: { booklet: 'Heft', board: 'Pappbilderbuch' },
  en: { booklet: 'Booklet', board: 'Board book' },
} as const satisfies Record<CustomerLanguage, Record<BookFormat, string>>;

/** The format's name inside a sentence ("ordered as a board book"): English nouns are not capitalised there. */
export function formatNameInText(format: BookFormat, language: CustomerLanguage): string {
  const name: string = FORMAT_NAMES[language][format];
  return language === 'en' ? name.toLowerCase() : name;
}

/**
 * spec §1 / §5 and the book engine's `formatFor`: board books are for the youngest — an age below this, or a
 * range that starts below it ("0-3 years") — and every other book is a booklet.
 */
export const BOARD_BOOK_BELOW_AGE = 3;

/** The format the age suggests (the one a preview is made in): the age's lower bound decides. */
export function suggestedFormat(ageRange: string | null | undefined): BookFormat {
  const lower = /^\s*(\d{1,2})/.exec(ageRange ?? '');
  return lower && Number(lower[1]) < BOARD_BOOK_BELOW_AGE ? 'board' : 'booklet';
}

/** spec §5 / §9: the idea's bounds. */
export const IDEA_MIN_LENGTH = 3;
export const IDEA_MAX_LENGTH = 10000;

/** spec §5: at most 20 reference images per batch, each at most 10 MB, PNG, JPG or WEBP. */
export const MAX_REFERENCE_IMAGES = 20;
export const MAX_REFERENCE_IMAGE_BYTES = 10 * 1024 * 1024;
export const REFERENCE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** spec §9: the quota warning shows at 2 or fewer previews left. */
export const PREVIEW_WARNING_THRESHOLD = 2;

/** spec §4 preview status values the books service writes (the client reads others leniently). */
export const PREVIEW_STATUSES = ['queued', 'generating', 'completed', 'failed'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];
/** spec §4 book/job status values of a preview ("generating is shown as running"). */
export const BOOK_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];
/** spec §4 book/job status values of a full book in production (then completed or failed). */
export const PRODUCTION_STATUSES = ['queued', 'orchestrating', 'running', 'completed', 'failed'] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];
/** spec §4 payment status of a book. */
export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'none'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** spec §4 order status values. */
export const ORDER_STATUSES = [
  'created',
  'requires_payment',
  'paid',
  'processing',
  'fulfilled',
  'cancelled',
  // issue #13: support refunded some of the items (the rest are still made and sent).
  'partially_refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** spec §4 order item fulfilment status values (default pending); the spec spells the REST field "fulfillment". */
export const FULFILMENT_STATUSES = [
  'pending',
  'generating',
  'ready_for_print',
  'printed',
  'shipped',
  'failed',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** spec §9: amounts are in minor units; the default currency is EUR. */
export const DEFAULT_CURRENCY = 'EUR';

/**
 * issue #23: what of a character a likeness check can find different on a page (the storefront names each in the
 * parent's language; `missing` = not in the picture).
 */
export const LIKENESS_PARTS = [
  'missing',
  'face',
  'skin',
  'hair',
  'hair-length',
  'glasses',
  'clothing',
  'colours',
  'kind',
  'accessory',
  'other',
] as const;
export type LikenessPart = (typeof LIKENESS_PARTS)[number];

/**
 * issue #22 (ADR 0016 addendum): the erasure saga's steps, in the order they run. Each is one service's
 * idempotent erase RPC, except `identity` (Cognito: refresh token revoked, user deleted), which the BFF does
 * inline before answering.
 */
export const ERASURE_STEPS = [
  'orders',
  'refinement',
  'books',
  'identity',
  'limits',
  'notifications',
  'fulfilment',
  'tracking',
] as const;
export type ErasureStep = (typeof ERASURE_STEPS)[number];

/** `pending`: not tried yet (or waiting for an earlier step); `waiting`: the service keeps something until an
 * obligation is met (a payment, a production, a parcel on its way) and is asked again; `failed`: the call
 * failed (outage, timeout) and is retried; `done`: nothing of the customer is left there (but what the law keeps). */
export const ERASURE_STEP_STATES = ['pending', 'waiting', 'failed', 'done'] as const;
export type ErasureStepState = (typeof ERASURE_STEP_STATES)[number];

/** spec §4 Refinement session status (badge tones: draft neutral; the awaiting, queued and running ones warning). */
export const REFINEMENT_SESSION_STATUSES = [
  'draft',
  'awaiting_clarification',
  'awaiting_confirmation',
  'queued',
  'running',
  'completed',
  'failed',
] as const;
export type RefinementSessionStatus = (typeof REFINEMENT_SESSION_STATUSES)[number];

/** The print job statuses (issue #15): only forward; cancelled only before in_production. */
export const PRINT_JOB_STATUSES = [
  'requested',
  'submitted',
  'accepted',
  'rejected',
  'in_production',
  'printed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type PrintJobStatusValue = (typeof PRINT_JOB_STATUSES)[number];
