import type { BookLikeness } from '@fabelhaft/contracts';
/** issue #23: the likeness check of a book as the support console shows it (the BFF's camelCase BookView part). */
export type LikenessRecord = BookLikeness;

export interface LikenessRow {
  page: number;
  name: string;
  /** `missing`, or the parts that differ ("hair, glasses"). */
  parts: string;
  /** The checker's own notes, for answering the parent. */
  notes: string;
  remade: boolean;
}

/** One row per character and page that still differs after the automatic re-make, in page order. */
export function likenessRows(likeness: LikenessRecord | null | undefined): LikenessRow[] {
  if (!likeness) return [];
  return [...likeness.problems]
    .sort((a, b) => a.page - b.page || a.name.localeCompare(b.name))
    .map((p) => ({
      page: p.page,
      name: p.name,
      parts: p.onPage ? [...new Set(p.differences.map((d) => d.part))].join(', ') : 'missing',
      notes: p.differences
        .map((d) => d.note)
        .filter(Boolean)
        .join('; '),
      remade: likeness.remade.includes(p.page),
    }));
}
