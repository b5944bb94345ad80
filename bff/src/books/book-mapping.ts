import type {
  ViewerData,
  ViewerView,
  BookDetail,
  BookLikenessDetail,
  BookListItem,
  BookPreviewRequest,
  BookPreviewResponse,
  BookView,
  PreviewRequest,
  PreviewView,
} from '@fabelhaft/contracts';
import { BOOK_LANGUAGES, type BookLanguage } from '@fabelhaft/contracts/constants';
import { srcsetOf } from '../assets/resized-images';

/** spec §3 field names from the books service's views. Covers and downloads become URLs here. */
export interface AssetUrls {
  /** A signed, expiring URL the owner's browser can load for a stored asset key, or null when there is none. */
  url(key: string | null): string | null;
}

/** spec §3 "Book preview request" (validated, defaults applied) → the camelCase request of the books RPC. */
export function toPreviewRequest(r: BookPreviewRequest): PreviewRequest {
  return {
    idea: r.idea,
    mainLanguage: r.main_language,
    translationLanguage: r.translation_language ?? null,
    ageRange: r.age_range,
    style: r.style,
    referenceImages: r.reference_images.map((i) => ({
      s3Key: i.s3_key,
      ...(i.description ? { description: i.description } : {}),
      ...(i.character_id !== undefined ? { characterId: i.character_id } : {}),
    })),
    textBackgroundEnabled: r.text_background_enabled,
    translateCharacterNames: r.translate_character_names,
    ...(r.provider_photo_consent ? { providerPhotoConsent: true } : {}),
  };
}

export function toPreviewResponse(v: PreviewView, assets: AssetUrls): BookPreviewResponse {
  return {
    book_id: v.bookId,
    status: v.status,
    preview_status: v.previewStatus,
    preview_remaining: v.previewRemaining,
    preview_limit: v.previewLimit,
    preview_threshold: v.previewThreshold,
    preview_needs_support: v.previewNeedsSupport,
    created_at: v.createdAt,
    preview: v.preview,
    cover_url: assets.url(v.coverKey),
    is_preview: v.isPreview,
    // issue #23: a produced book's likeness check; the spec §3 preview response of a preview is unchanged.
    ...(v.likeness ? { likeness: toLikenessDetail(v.likeness) } : {}),
  };
}

export function toBookDetail(v: BookView, assets: AssetUrls): BookDetail {
  return {
    book_id: v.bookId,
    status: v.status,
    preview_status: v.previewStatus,
    is_preview: v.isPreview,
    payment_status: v.paymentStatus,
    preview: v.preview,
    tier: null,
    format: v.format,
    cover_url: assets.url(v.coverKey),
    created_at: v.createdAt,
    download_url: assets.url(v.downloadKey),
    error: v.error,
    revision: v.revision,
    main_language: v.mainLanguage,
    age_range: v.ageRange,
    approved_at: v.approvedAt,
    print: v.print && {
      format: v.print.format,
      page_count: v.print.pageCount,
      preflight_passed: v.print.preflightPassed,
      binding: v.print.binding,
    },
    likeness: toLikenessDetail(v.likeness),
  };
}

/** issue #23: the shown revision's likeness check in spec field names. */
export function toLikenessDetail(l: BookView['likeness']): BookLikenessDetail | null {
  if (!l) return null;
  return {
    checker: l.checker,
    checked_at: l.checkedAt,
    passed: l.passed,
    pages_checked: l.pagesChecked,
    characters: l.characters.map((c) => ({
      character_id: c.characterId,
      name: c.name,
      pages: c.pages,
      failing_pages: c.failing,
    })),
    problems: l.problems.map((p) => ({
      page: p.page,
      character_id: p.characterId,
      name: p.name,
      on_page: p.onPage,
      differences: p.differences,
    })),
    remade_pages: l.remade,
    unchecked_pages: l.unchecked,
  };
}

export function toBookListItem(v: BookView, assets: AssetUrls): BookListItem {
  return {
    book_id: v.bookId,
    title: v.title,
    idea: v.idea,
    format: v.format,
    preview_status: v.previewStatus,
    payment_status: v.paymentStatus,
    status: v.status,
    is_preview: v.isPreview,
    cover_url: assets.url(v.coverKey),
    download_url: assets.url(v.downloadKey),
    created_at: v.createdAt,
    approved_at: v.approvedAt,
  };
}

/** issue #28: the languages a book is read aloud in, in the order its pages list them (main first). */
export function audioLanguagesOf(v: ViewerView): BookLanguage[] {
  const seen = new Set<string>();
  for (const p of v.pages) for (const a of p.audio) seen.add(a.language);
  return BOOK_LANGUAGES.filter((l) => seen.has(l)).sort((a, b) => firstIndex(v, a) - firstIndex(v, b));
}

const firstIndex = (v: ViewerView, language: string): number => {
  for (const p of v.pages) {
    const i = p.audio.findIndex((a) => a.language === language);
    if (i >= 0) return i;
  }
  return Infinity;
};

/** spec §3 Viewer data: every page image becomes a signed, expiring link for the owner. */
export function toViewerData(v: ViewerView, assets: AssetUrls): ViewerData {
  return {
    book_id: v.bookId,
    title: v.title,
    pages: v.pages.map((p) => {
      const url = assets.url(p.imageKey) ?? '';
      return {
        page_type: p.pageType,
        page_number: p.pageNumber,
        image_url: url,
        // issue #25: smaller copies for phones (the assets route's `w`), when the picture's width is known.
        ...(url && v.imageWidth ? { image_srcset: srcsetOf(url, v.imageWidth) } : {}),
        alt_text: p.altText,
        // issue #28: each reading signed like the page image (only the owner receives the answer).
        audio: p.audio.flatMap((a) => {
          const audioUrl = assets.url(a.audioKey);
          const language = BOOK_LANGUAGES.find((l) => l === a.language);
          return audioUrl && language ? [{ language, audio_url: audioUrl, duration_ms: a.durationMs }] : [];
        }),
      };
    }),
    total_spreads: v.totalSpreads,
    reading_direction: v.readingDirection,
    audio_languages: audioLanguagesOf(v),
    ...(v.bodyTextSize ? { body_text_size: v.bodyTextSize } : {}),
  };
}
