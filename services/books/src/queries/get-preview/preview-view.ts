import {
  PREVIEW_WARNING_THRESHOLD,
  type BookView,
  type PreviewView,
  type QuotaView,
} from '@fabelhaft/contracts';

/** spec §3 "Book preview response": the book plus the owner's quota; §4: exhausted at 0 or less. */
export function previewView(book: BookView, quota: QuotaView): PreviewView {
  return {
    ...book,
    previewLimit: quota.previewLimit,
    previewRemaining: quota.previewRemaining,
    previewThreshold: PREVIEW_WARNING_THRESHOLD,
    previewNeedsSupport: quota.previewRemaining <= 0,
  };
}
