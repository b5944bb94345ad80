import type { LikenessReport } from '@fabelhaft/book-engine';
import type { LikenessCheck } from '../domain/book';

/**
 * issue #23: the engine's likeness report as the book keeps it — per character the number of pages checked and
 * those where it still differs, and only the problems (each failing character on each failing page), not every
 * page's answer.
 */
export function likenessCheckOf(report: LikenessReport): LikenessCheck {
  const checked = report.pages.filter((p) => !p.unchecked);
  return {
    checker: report.checker,
    passed: report.passed,
    pagesChecked: checked.length,
    characters: report.characters.map((c) => ({
      characterId: c.characterId,
      name: c.name,
      pages: c.pages.length,
      failing: c.failing,
    })),
    problems: checked.flatMap((p) =>
      p.characters
        .filter((c) => !c.onPage || !c.matches)
        .map((c) => ({
          page: p.page,
          characterId: c.characterId,
          name: c.name,
          onPage: c.onPage,
          differences: c.differences.map((d) => ({ part: d.part, note: d.note })),
        })),
    ),
    remade: report.remade,
    unchecked: report.unchecked,
  };
}
