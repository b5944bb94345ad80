import { z } from 'zod';
import {
  AGE_RANGES,
  BOOK_LANGUAGES,
  BOOK_STYLES,
  IDEA_MAX_LENGTH,
  IDEA_MIN_LENGTH,
  LIKENESS_PARTS,
  MAX_AGE,
  MAX_REFERENCE_IMAGES,
} from '../constants';
import { storableText } from '../text';

/** spec §5 / §9: the idea's bounds and messages. */
export const IdeaTexts = {
  required: 'Book idea is required',
  tooShort: 'Book idea must be at least 3 characters long',
  tooLong: 'Book idea must be at most 10000 characters long',
} as const;

const SPECIFIC_AGE = /^(\d{1,2}) years$/;

export function isValidAgeRange(value: string): boolean {
  if ((AGE_RANGES as readonly string[]).includes(value)) return true;
  const m = SPECIFIC_AGE.exec(value);
  return m !== null && Number(m[1]) <= MAX_AGE;
}

export const AgeRange = storableText()
  .trim()
  .refine(isValidAgeRange, {
    message: `Age must be "{n} years" with n from 0 to 17, or one of ${AGE_RANGES.join(', ')}`,
  });

export const BookIdea = storableText()
  .trim()
  .min(1, IdeaTexts.required)
  .min(IDEA_MIN_LENGTH, IdeaTexts.tooShort)
  .max(IDEA_MAX_LENGTH, IdeaTexts.tooLong);

export const ReferenceImage = z.object({
  s3_key: storableText().trim().min(1).max(512),
  // spec §5: descriptions are trimmed and omitted when empty.
  description: storableText()
    .trim()
    .max(1000)
    .optional()
    .transform((d) => (d ? d : undefined)),
  // issue #23: the character the photo shows (an id of POST /books/characters, `c1` …), null for no one;
  // absent: the description says who it is.
  character_id: z
    .string()
    .trim()
    .regex(/^c[0-9]{1,3}$/, 'A character id of the idea (c1, c2 …)')
    .nullish(),
});
export type ReferenceImage = z.infer<typeof ReferenceImage>;

/** POST /books/preview → spec §3 "Book preview request". */
export const BookPreviewRequest = z.object({
  idea: BookIdea,
  main_language: z.enum(BOOK_LANGUAGES),
  // The builder's "none" option sends nothing (or null).
  translation_language: z.enum(BOOK_LANGUAGES).nullish(),
  age_range: AgeRange,
  style: z.enum(BOOK_STYLES),
  reference_images: z
    .array(ReferenceImage)
    .max(MAX_REFERENCE_IMAGES, `At most ${MAX_REFERENCE_IMAGES} reference images`)
    .default([]),
  text_background_enabled: z.boolean().default(true),
  translate_character_names: z.boolean().default(false),
  /**
   * issue #23: the parent agreed that the reference photos may be sent to the outside model provider the
   * builder named (POST /books/characters `photo_provider`); without it only the embedded analysis reads them.
   */
  provider_photo_consent: z.boolean().default(false),
});
export type BookPreviewRequest = z.output<typeof BookPreviewRequest>;
export type BookPreviewRequestInput = z.input<typeof BookPreviewRequest>;

/**
 * POST /books/characters (issue #23): the characters the builder offers for "who is in this photo?" and who
 * each photo's description names (null: no one).
 */
export const IdeaCharactersRequest = z.object({
  idea: BookIdea,
  main_language: z.enum(BOOK_LANGUAGES),
  descriptions: z.array(storableText().max(1000)).max(MAX_REFERENCE_IMAGES).default([]),
});
export type IdeaCharactersRequest = z.output<typeof IdeaCharactersRequest>;
export const IdeaCharacter = z.object({
  /** The id a reference image's `character_id` names. */
  id: z.string(),
  /** As the parent wrote it; null for "her dog" or an idea naming nobody (the hero). */
  name: z.string().nullable(),
  /** What it is in the parent's words ("dog", "Hund"); empty for the unnamed hero. */
  kind: z.string(),
  category: z.string(),
});
export const IdeaCharactersResponse = z.object({
  characters: z.array(IdeaCharacter),
  links: z.array(z.string().nullable()),
  /** The outside model provider photos would be sent to with the parent's consent; null: none (embedded only). */
  photo_provider: z.string().nullable(),
});
export type IdeaCharactersResponse = z.infer<typeof IdeaCharactersResponse>;

/** The preview object (spec §3): read leniently by the client, so kept open here. */
export const PreviewObject = z.record(z.string(), z.unknown());
export type PreviewObject = z.infer<typeof PreviewObject>;

/**
 * issue #23: the likeness check of the revision shown (pages as the viewer numbers them, 1 = front cover): each
 * character with the pages it is on and those where it still differs from its reference after the one
 * automatic re-make, and those differences page by page.
 */
export const BookLikenessDetail = z.object({
  checker: z.string(),
  checked_at: z.string(),
  passed: z.boolean(),
  pages_checked: z.number().int().nonnegative(),
  characters: z.array(
    z.object({
      character_id: z.string(),
      name: z.string(),
      pages: z.number().int().nonnegative(),
      failing_pages: z.array(z.number().int()),
    }),
  ),
  problems: z.array(
    z.object({
      page: z.number().int(),
      character_id: z.string(),
      name: z.string(),
      on_page: z.boolean(),
      differences: z.array(z.object({ part: z.enum(LIKENESS_PARTS), note: z.string() })),
    }),
  ),
  remade_pages: z.array(z.number().int()),
  unchecked_pages: z.array(z.number().int()),
});
export type BookLikenessDetail = z.infer<typeof BookLikenessDetail>;

/** POST /books/preview and GET /books/preview/{bookId} → spec §3 "Book preview response". */
export const BookPreviewResponse = z.object({
  book_id: z.string(),
  status: z.string(),
  preview_status: z.string(),
  preview_remaining: z.number().int(),
  preview_limit: z.number().int(),
  preview_threshold: z.number().int(),
  preview_needs_support: z.boolean(),
  created_at: z.string(),
  preview: PreviewObject.nullable(),
  cover_url: z.string().nullable(),
  is_preview: z.boolean(),
  /** issue #23: the likeness check of the book's pictures, once a produced book has one. */
  likeness: BookLikenessDetail.nullable().optional(),
});
export type BookPreviewResponse = z.infer<typeof BookPreviewResponse>;

/** GET /books/{bookId} → spec §3 "Book detail". */
export const BookDetail = z.object({
  book_id: z.string(),
  status: z.string(),
  preview_status: z.string(),
  is_preview: z.boolean(),
  payment_status: z.string(),
  preview: PreviewObject.nullable(),
  tier: z.string().nullable(),
  format: z.string().nullable(),
  cover_url: z.string().nullable(),
  created_at: z.string(),
  download_url: z.string().nullable(),
  error: z.string().nullable(),
  /** issue #14: the revision shown (0 as first produced, one more per refinement); the viewer and download show it. */
  revision: z.number().int().nonnegative(),
  /** issue #14: 'rtl' for Arabic books. */
  main_language: z.string(),
  /** issue #24: the age the book is written for ("5 years", "0-3 years"); the format is suggested by it. */
  age_range: z.string(),
  /** issue #15: when the owner approved the book for print; null until then. */
  approved_at: z.string().nullable(),
  /** issue #15: what will be printed (the shown revision), once the full book is produced. */
  print: z
    .object({
      format: z.enum(['booklet', 'board']),
      page_count: z.number().int().nullable(),
      preflight_passed: z.boolean(),
      binding: z.enum(['left', 'right']).nullable(),
    })
    .nullable(),
  /** issue #23: the likeness check of the revision shown; null before one ran. */
  likeness: BookLikenessDetail.nullable(),
});
export type BookDetail = z.infer<typeof BookDetail>;

/** GET /books → spec §3 "Book list item". */
export const BookListItem = z.object({
  book_id: z.string(),
  title: z.string().nullable(),
  idea: z.string(),
  format: z.string().nullable(),
  preview_status: z.string(),
  payment_status: z.string(),
  status: z.string(),
  is_preview: z.boolean(),
  cover_url: z.string().nullable(),
  download_url: z.string().nullable(),
  created_at: z.string(),
  /** issue #15: when the owner approved the book for print; null until then. */
  approved_at: z.string().nullable(),
});
export type BookListItem = z.infer<typeof BookListItem>;

/** POST /books/{bookId}/generate (spec §7 the dashboard action, issue #15): the paid format. */
export const GenerateBookRequest = z.object({ format: z.enum(['booklet', 'board']) });
export type GenerateBookRequest = z.infer<typeof GenerateBookRequest>;

/** GET /books: newest first (spec §7 shows no shape beyond the items; an object leaves room for paging). */
export const BookListResponse = z.object({ books: z.array(BookListItem) });
export type BookListResponse = z.infer<typeof BookListResponse>;

/**
 * issue #28 (added to spec §3 "Viewer data"): the page read aloud in one language — a signed, expiring link to
 * an MP3 (mono, loudness-normalised) and its length.
 */
export const ViewerPageAudio = z.object({
  language: z.enum(BOOK_LANGUAGES),
  audio_url: z.string(),
  duration_ms: z.number().int().nonnegative(),
});
export type ViewerPageAudio = z.infer<typeof ViewerPageAudio>;

/** spec §3 "Viewer data": one entry per page image of the flipbook (the first is the cover). */
export const ViewerPage = z.object({
  page_type: z.enum(['cover', 'other']),
  page_number: z.number().int().nonnegative(),
  /** A signed, expiring link to the page image (WebP, 3:4). */
  image_url: z.string(),
  /**
   * issue #25: the same picture in smaller widths for `<img srcset>` ("<url> 480w, …"), so a phone loads a
   * picture the size of its screen. Absent: only `image_url`.
   */
  image_srcset: z.string().optional(),
  alt_text: z.string(),
  /**
   * issue #28: the page read aloud, one entry per narrated language (main first); empty: nothing is read here.
   * The BFF always sends it; optional for viewer data written before (the showcase's stored files).
   */
  audio: z.array(ViewerPageAudio).optional(),
});
export type ViewerPage = z.infer<typeof ViewerPage>;

/** GET /books/{bookId}/viewer → spec §3 "Viewer data". */
export const ViewerData = z.object({
  book_id: z.string(),
  title: z.string(),
  pages: z.array(ViewerPage),
  total_spreads: z.number().int().nonnegative(),
  /** issue #14: 'rtl' for Arabic books — the viewer starts on the right and turns to the left. */
  reading_direction: z.enum(['ltr', 'rtl']),
  /** issue #28: the languages the book is read aloud in (main first); empty: a book made without narration. */
  audio_languages: z.array(z.enum(BOOK_LANGUAGES)).optional(),
  /**
   * issue #25: the page's body text size as a share of the page's width (12 pt on a 180 mm page ≈ 0.0235):
   * the viewer shows one page at a time where a spread would draw it smaller than 14 CSS px (ADR 0039).
   */
  body_text_size: z.number().positive().optional(),
});
export type ViewerData = z.infer<typeof ViewerData>;

/**
 * issue #28 part 4 (ADR 0038): the owner's listening link of a book (`GET/PUT /books/{id}/listening-link`,
 * `POST /books/{id}/listening-link/renew`). `url` is the link printed as the book's QR code, null until the
 * book was ordered; it answers only while `enabled` (off by default).
 */
export const ListeningLinkResponse = z.object({ enabled: z.boolean(), url: z.string().nullable() });
export type ListeningLinkResponse = z.infer<typeof ListeningLinkResponse>;

export const ListeningLinkUpdate = z.strictObject({ enabled: z.boolean() });
export type ListeningLinkUpdate = z.infer<typeof ListeningLinkUpdate>;

/** "New link": `replaces` is the link's token as shown (so a retry makes no second new link). */
export const ListeningLinkRenew = z.strictObject({ replaces: z.string().max(64).optional() });
export type ListeningLinkRenew = z.infer<typeof ListeningLinkRenew>;

/**
 * issue #28 part 4: what the public listen page gets for an enabled token (`GET /listen/{token}`), nothing
 * else of the book or the account: the title, the cover, and each narrated page's readings (signed links).
 */
export const ListenData = z.object({
  title: z.string(),
  cover_url: z.string().nullable(),
  audio_languages: z.array(z.enum(BOOK_LANGUAGES)),
  pages: z.array(z.object({ page_number: z.number().int(), audio: z.array(ViewerPageAudio) })),
});
export type ListenData = z.infer<typeof ListenData>;
