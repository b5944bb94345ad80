import type { AdminBookDetail, BookView } from '@fabelhaft/contracts';

/** A book as the support console shows it (docs/admin-api.md "books"): camelCase, `id`, no storage keys. */
export interface AdminBookRecord {
  id: string;
  ownerId: string;
  title: string | null;
  idea: string;
  status: string;
  previewStatus: string;
  paymentStatus: string;
  isPreview: boolean;
  format: string | null;
  mainLanguage: string;
  translationLanguage: string | null;
  style: string;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminBookDetailRecord extends AdminBookRecord {
  files: { kind: string; key: string; url: string | null }[];
  history: AdminBookDetail['history'];
  /** issue #23: the likeness check of the revision shown — what support answers a parent's question with. */
  likeness: BookView['likeness'];
}

export function toAdminBook(v: BookView): AdminBookRecord {
  return {
    id: v.bookId,
    ownerId: v.ownerId,
    title: v.title,
    idea: v.idea,
    status: v.status,
    previewStatus: v.previewStatus,
    paymentStatus: v.paymentStatus,
    isPreview: v.isPreview,
    format: v.format,
    mainLanguage: v.mainLanguage,
    translationLanguage: v.translationLanguage,
    style: v.style,
    error: v.error,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
  };
}

/** `sign(key, ownerId)` makes a link to the owner's object for support (null when it cannot be signed). */
export function toAdminBookDetail(
  d: AdminBookDetail,
  sign: (key: string, ownerId: string) => string | null,
): AdminBookDetailRecord {
  return {
    ...toAdminBook(d.book),
    files: d.files.map((f) => ({ ...f, url: sign(f.key, d.book.ownerId) })),
    history: d.history,
    likeness: d.book.likeness,
  };
}
