import type { Language, StoryPlan } from '../../types';
import type { IdeaVocabulary } from '../idea-vocabulary';
import { TRAITS } from '../analyse-idea';
import { LEX, LEXICON } from '../lexicon';
import { planStory } from '../plan-story';

/** Shared checks for the zh/ja/ko storytellers (one spec file per language calls them). */

/** The ten ideas of tell.unit.spec.ts ("plot shapes"). */
export const SHAPE_IDEAS: Record<string, string> = {
  quest: 'Mia and her fox Sonni search for the lost colours of the forest',
  deadline: 'Leo the brave little tractor helps the farmer bring in the harvest before the storm',
  fear: 'A little hedgehog named Igor is afraid of the dark',
  learn: 'Oliver the giraffe learns to dance at the zoo',
  friendship: 'A lonely penguin called Pip wants to make a friend in the snow',
  build: 'Noah builds a rocket with his robot Bolt',
  mystery: 'Sophie discovers a mysterious map on the island',
  journey: 'Ava and her grandpa travel by train to visit grandma',
  celebration: 'Bear and his sister Rosie bake a cake for the birthday',
  rescue: 'Hannah and the knight Cedric rescue a baby dragon trapped in a cave',
};

const GOAL_ORDER = [
  'rescue',
  'celebration',
  'fear',
  'learn',
  'friendship',
  'build',
  'journey',
  'mystery',
  'quest',
  'deadline',
];

export const plan = (idea: string, language: Language, main: boolean, age = 8): StoryPlan =>
  planStory({
    bookId: `cjk-${idea.length}`,
    idea,
    age,
    mainLanguage: main ? language : 'en',
    ...(main ? {} : { translationLanguage: language }),
    style: 'pixar',
  });

/** Everything the book prints in one language: title, synopsis, every chapter title and text. */
export const textOf = (p: StoryPlan, l: Language): string =>
  [p.title[l], p.synopsis[l], ...p.chapters.flatMap((c) => [c.title[l], c.summary[l]])].join('\n');

export function checkTeller(
  language: Language,
  nouns: Record<string, { w: string }>,
  traits: Record<string, unknown>,
  idea: IdeaVocabulary,
  /** An idea phrase per plot shape, as a parent writes it in this language. */
  goalExamples: Record<string, string>,
): void {
  describe(`${language} nouns`, () => {
    it('has a form for every lexicon id and every trait', () => {
      expect(LEXICON.filter((x) => !nouns[x.id]?.w).map((x) => x.id)).toEqual([]);
      expect(Object.keys(TRAITS).filter((k) => !traits[k])).toEqual([]);
      expect(Object.keys(nouns).filter((id) => !LEX.has(id))).toEqual([]);
    });
  });

  describe(`${language} stories for the ten plot shapes`, () => {
    const cases = Object.entries(SHAPE_IDEAS).flatMap(([shape, text]) =>
      [false, true].map(
        (main) => [shape, main ? 'main' : 'translation', plan(text, language, main)] as const,
      ),
    );

    it.each(cases)('%s (%s line) names the cast, the target and the setting', (_shape, _line, p) => {
      const text = textOf(p, language);
      p.frame?.characters.forEach((c, i) => {
        if (c.name) expect(text).toContain(p.cast[i]?.name[language]);
      });
      const target = p.frame?.goal.target as string;
      expect(target).toBeDefined();
      expect(text).toContain(nouns[target]?.w);
      expect(text).toContain(nouns[p.frame?.settings[0] as string]?.w);
    });

    it.each(cases)('%s (%s line) has no broken text', (_shape, _line, p) => {
      const text = textOf(p, language);
      expect(text).not.toMatch(/undefined|NaN|\$\{|\s\s|\[object/);
      // An empty sentence or a comma closing a sentence.
      expect(text).not.toMatch(/(^|[。！？.!?\n])\s*[。．.，,、]|[，、,]\s*[。.！!？?]|[。.][。.]/);
      // No Latin letters outside names.
      const names = p.cast.flatMap((c) => Object.values(c.name) as string[]);
      const bare = names.reduce((t, n) => t.split(n).join(''), text);
      expect(bare).not.toMatch(/[A-Za-z]/);
    });

    // A language the open teller tells (ADR 0028) takes its chapter titles from its catalog: a few shared.
    it('gives two different shapes less than half their chapter titles in common', () => {
      const mains = cases.filter(([, line]) => line === 'main');
      for (const [a, , pa] of mains)
        for (const [b, , pb] of mains) {
          if (a === b) continue;
          const titles = pb.chapters.map((c) => c.title[language]);
          const shared = pa.chapters.map((c) => c.title[language]).filter((t) => titles.includes(t));
          expect(shared.length).toBeLessThan(pa.chapters.length / 2);
        }
    });

    it('writes teenagers clearly longer chapters than preschoolers', () => {
      const idea = SHAPE_IDEAS.quest as string;
      const mean = (p: StoryPlan) =>
        p.chapters.reduce((n, c) => n + (c.summary[language] ?? '').length, 0) / p.chapters.length;
      expect(mean(plan(idea, language, true, 14))).toBeGreaterThan(1.6 * mean(plan(idea, language, true, 4)));
    });
  });

  describe(`${language} idea vocabulary`, () => {
    it('spells only lexicon ids, each spelling for one id', () => {
      expect(idea.language).toBe(language);
      expect(Object.keys(idea.words).filter((id) => !LEX.has(id))).toEqual([]);
      const owner = new Map<string, string>();
      const clashes: string[] = [];
      for (const [id, forms] of Object.entries(idea.words))
        for (const f of forms) {
          if (owner.has(f) && owner.get(f) !== id) clashes.push(`${f}: ${owner.get(f)}/${id}`);
          owner.set(f, id);
        }
      expect(clashes).toEqual([]);
    });

    it('spells every character, vehicle, place and event', () => {
      const needed = LEXICON.filter((x) => x.cat !== 'toy' && x.cat !== 'object');
      expect(needed.filter((x) => !idea.words[x.id]?.length).map((x) => x.id)).toEqual([]);
    });

    it('has goals in the analyser’s order, traits for every trait and the small words', () => {
      expect(idea.goals.map(([shape]) => shape)).toEqual(GOAL_ORDER);
      expect(Object.keys(TRAITS).filter((k) => !idea.traits[k]?.length)).toEqual([]);
      expect(Object.keys(idea.traits).filter((k) => !TRAITS[k])).toEqual([]);
      expect(idea.and.length).toBeGreaterThan(0);
      expect(idea.nameCues.length).toBeGreaterThan(0);
    });

    it.each(Object.entries(goalExamples))('reads a %s idea as that shape: %s', (shape, text) => {
      expect(idea.goals.find(([, re]) => re.test(text))?.[0]).toBe(shape);
    });
  });
}
