import type { IllustrationBrief } from '../production/types';
import type { StoryPlan } from '../types';
import type { LikenessPart } from '@fabelhaft/contracts/constants';
import type { CallMeter } from './calls';
import type { CharacterReference } from './references';

/** What of a character a check found different (issue #23): the contracts' list, which the storefront names. */
export { LIKENESS_PARTS, type LikenessPart } from '@fabelhaft/contracts/constants';

export interface LikenessDifference {
  part: LikenessPart;
  /** A short English note from the checker (for support), e.g. "the collar is missing". */
  note: string;
}

/** One character the picture should show, as the check found it. */
export interface CharacterLikeness {
  characterId: string;
  name: string;
  /** The character is in the picture. */
  onPage: boolean;
  /** It looks like its reference (or, embedded, as its sheet says). */
  matches: boolean;
  differences: LikenessDifference[];
}

export interface PictureCheckInput {
  plan: StoryPlan;
  brief: IllustrationBrief;
  /** The picture as drawn (JPEG or PNG). */
  picture: Buffer;
  /** The references of the characters the brief names (empty on the embedded path). */
  references: readonly CharacterReference[];
}

/**
 * Compares a page picture with the characters it should show (issue #23). Provider path: a vision-capable chat
 * model with a structured answer; embedded path: the sheets the embedded illustrator drew from.
 */
export interface LikenessChecker {
  /** Names the checker (and its model) for the check's content key and the report. */
  readonly name: string;
  /** Everything a check's answer depends on besides the picture and the references (the brief's cast). */
  checkInputs(plan: StoryPlan, brief: IllustrationBrief): unknown;
  checkPicture(input: PictureCheckInput, options?: { meter?: CallMeter }): Promise<CharacterLikeness[]>;
}

export interface PageLikeness {
  /** Flipbook page number (1 = front cover) where the picture is first shown. */
  page: number;
  pictureId: string;
  characters: CharacterLikeness[];
  passed: boolean;
  /** The first picture failed and was made once more (what is listed is the second one's check). */
  remade: boolean;
  /** The checker could not answer (an unusable answer, the budget spent): nothing is known of this page. */
  unchecked?: true;
}

/** After production and after each revision: every page picture with a cast, checked (issue #23). */
export interface LikenessReport {
  checker: string;
  passed: boolean;
  pages: PageLikeness[];
  /** Per character: the pages it is on and those where it still differs. */
  characters: Array<{ characterId: string; name: string; pages: number[]; failing: number[] }>;
  /** Pages whose picture was re-made once because its first check failed. */
  remade: number[];
  /** Pages the checker could not check. */
  unchecked: number[];
}

/** A check passes when every character it should show is there and matches. */
export const checkPassed = (characters: readonly CharacterLikeness[]): boolean =>
  characters.every((c) => c.onPage && c.matches);

/** The report of a book's checked pages, in page order. */
export function likenessReport(checker: string, pages: readonly PageLikeness[]): LikenessReport {
  const sorted = [...pages].sort((a, b) => a.page - b.page);
  const byCharacter = new Map<string, LikenessReport['characters'][number]>();
  for (const page of sorted) {
    if (page.unchecked) continue;
    for (const c of page.characters) {
      const entry = byCharacter.get(c.characterId) ?? {
        characterId: c.characterId,
        name: c.name,
        pages: [],
        failing: [],
      };
      entry.pages.push(page.page);
      if (!c.onPage || !c.matches) entry.failing.push(page.page);
      byCharacter.set(c.characterId, entry);
    }
  }
  return {
    checker,
    passed: sorted.every((p) => p.passed || p.unchecked),
    pages: sorted,
    characters: [...byCharacter.values()],
    remade: sorted.filter((p) => p.remade).map((p) => p.page),
    unchecked: sorted.filter((p) => p.unchecked).map((p) => p.page),
  };
}
