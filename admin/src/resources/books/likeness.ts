/** issue #23: the likeness check of a book as the support console shows it (the BFF's camelCase BookView part). */
export interface LikenessRecord {
  checker: string;
  checkedAt: string;
  passed: boolean;
  pagesChecked: number;
  characters: Array<{ characterId: string; name: string; pages: number; failing: number[] }>;
  problems: Array<{
    page: number;
    characterId: string;
    name: string;
    onPage: boolean;
    differences: Array<{ part: string; note: string }>;
  }>;
  remade: number[];
  unchecked: number[];
}

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
