import type {
  BookDetail,
  BookListItem,
  BookPreviewResponse,
  BookView,
  PreviewView,
} from '@fabelhaft/contracts';

/** spec §3 field names from the books service's views. Covers and downloads become URLs here. */
export interface AssetUrls {
  /** A signed, expiring URL the owner's browser can load for a stored asset key, or null when there is none. */
  url(key: string | null): string | null;
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
    download_url: null,
    error: v.error,
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
    download_url: null,
    created_at: v.createdAt,
  };
}
