import type { BookLanguage, BookPreviewRequestInput, BookStyle } from '@fabelhaft/contracts';
import {
  type AGE_RANGES,
  IDEA_MAX_LENGTH,
  IDEA_MIN_LENGTH,
  MAX_AGE,
  MAX_REFERENCE_IMAGE_BYTES,
  MAX_REFERENCE_IMAGES,
  REFERENCE_IMAGE_TYPES,
} from '@fabelhaft/contracts/constants';

// The contracts' plain values (the zod-free entry, so no zod reaches the browser), re-exported for the builder.
export {
  AGE_RANGES,
  BOOK_LANGUAGES,
  BOOK_STYLES,
  IDEA_MAX_LENGTH,
  IDEA_MIN_LENGTH,
  MAX_AGE,
  MAX_REFERENCE_IMAGES,
} from '@fabelhaft/contracts/constants';

/** spec §5: the idea's state; `empty` disables the submit without a message. */
export type IdeaState = 'empty' | 'tooShort' | 'tooLong' | 'ok';

export function ideaState(idea: string): IdeaState {
  const length = idea.trim().length;
  if (length === 0) return 'empty';
  if (length < IDEA_MIN_LENGTH) return 'tooShort';
  if (idea.length > IDEA_MAX_LENGTH) return 'tooLong';
  return 'ok';
}

export const DEFAULT_AGE = 5;
export const DEFAULT_AGE_RANGE: (typeof AGE_RANGES)[number] = '3-6 years';

/** spec §5: a specific age is clamped to 0–17; anything that is not a number becomes 0. */
export function clampAge(input: string | number): number {
  const n = typeof input === 'number' ? input : Number.parseInt(input, 10);
  if (!Number.isFinite(n)) return 0;
  return Math.min(MAX_AGE, Math.max(0, Math.trunc(n)));
}

export type AgeChoice = { mode: 'specific'; age: number } | { mode: 'range'; range: string };

/** spec §5: what the request carries as age_range. */
export function ageRangeText(choice: AgeChoice): string {
  return choice.mode === 'specific' ? `${clampAge(choice.age)} years` : choice.range;
}

/** spec §5 / §9: the upload's bounds. */
export const MAX_FILE_BYTES = MAX_REFERENCE_IMAGE_BYTES;
export const IMAGE_TYPES = REFERENCE_IMAGE_TYPES;

export type FileProblem =
  { kind: 'tooMany' } | { kind: 'tooLarge'; file: string } | { kind: 'notImage'; file: string };

/**
 * spec §5: at most 20 files per batch, each at most 10 MB and a PNG, JPG or WEBP image. Invalid files are
 * dropped; the rest go on. Past 20 the same rule as the BFF's upload route (bff/src/uploads): the first 20 are
 * taken and "Maximum 20 files can be uploaded at once" is shown, the rest are dropped.
 */
export function checkFiles(files: readonly File[]): { valid: File[]; problems: FileProblem[] } {
  const valid: File[] = [];
  const problems: FileProblem[] = files.length > MAX_REFERENCE_IMAGES ? [{ kind: 'tooMany' }] : [];
  for (const file of files.slice(0, MAX_REFERENCE_IMAGES)) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
      problems.push({ kind: 'notImage', file: file.name });
    else if (file.size > MAX_FILE_BYTES) problems.push({ kind: 'tooLarge', file: file.name });
    else valid.push(file);
  }
  return { valid, problems };
}

/** spec §3 "Uploaded reference image". */
export interface UploadedImage {
  s3_key: string;
  filename: string;
  description: string;
  /** A local object URL of the picked file (the thumbnail). */
  previewUrl: string | undefined;
  /**
   * issue #23: who the photo shows as the parent picked it (a character id of POST /books/characters, null
   * for no one); absent: the description says (the server reads it the same way).
   */
  character_id?: string | null;
}

export interface BuilderValues {
  idea: string;
  age: AgeChoice;
  mainLanguage: BookLanguage;
  translationLanguage: BookLanguage | '';
  translateNames: boolean;
  style: BookStyle;
  images: readonly UploadedImage[];
  /** issue #23: the parent agreed that the photos may go to the named outside provider. */
  photoConsent?: boolean;
}

/** spec §3 "Book preview request": descriptions trimmed and left out when empty; "none" sends no translation. */
export function buildRequest(values: BuilderValues): BookPreviewRequestInput {
  return {
    idea: values.idea.trim(),
    main_language: values.mainLanguage,
    translation_language: values.translationLanguage || null,
    age_range: ageRangeText(values.age),
    style: values.style,
    reference_images: values.images.map(({ s3_key, description, character_id }) => {
      const text = description.trim();
      return {
        s3_key,
        ...(text ? { description: text } : {}),
        ...(character_id !== undefined ? { character_id } : {}),
      };
    }),
    text_background_enabled: true,
    translate_character_names: values.translationLanguage ? values.translateNames : false,
    ...(values.photoConsent && values.images.length > 0 ? { provider_photo_consent: true } : {}),
  };
}

/** spec §4: status values compared in lowercase, grouped; anything unknown counts as pending. */
export type StatusPhase = 'progress' | 'complete' | 'failed';

export function statusPhase(status: string | undefined): StatusPhase {
  const s = (status ?? '').toLowerCase();
  if (s === 'complete' || s === 'completed') return 'complete';
  if (s === 'failed') return 'failed';
  return 'progress';
}

/** spec §4: the creation progress text key for a preview status ("generating is shown as running"). */
export function progressKey(status: string | undefined): 'queued' | 'generating' | 'completed' | 'failed' {
  const s = (status ?? '').toLowerCase();
  if (statusPhase(s) === 'complete') return 'completed';
  if (s === 'failed') return 'failed';
  if (s === 'queued' || s === 'pending' || s === '') return 'queued';
  return 'generating';
}

export const POLL_MS = 3000;
