import { LANGUAGES, type Language, type StoryInput, type StoryPlan } from '../types';
import { InvalidStoryInput, planStory } from './plan-story';

const base: StoryInput = {
  bookId: 'book-1',
  idea: 'A brave girl named Lena finds a glowing lantern in the forest and makes friends with a fox.',
  age: 5,
  mainLanguage: 'en',
  style: 'watercolor',
};

/** Every text of the plan in one language. */
function textsIn(plan: StoryPlan, language: Language): string[] {
  return [
    plan.title[language],
    plan.synopsis[language],
    plan.setting.name[language],
    plan.setting.description[language],
    ...plan.cast.flatMap((c) => [c.name[language], c.description[language]]),
    ...plan.chapters.flatMap((c) => [c.title[language], c.summary[language]]),
  ].map((text) => text as string);
}

const sentences = (text: string): string[] =>
  text
    .split(/[.!?。！？]+/)
    .map((s) => s.trim())
    .filter(Boolean);
const averageWordsPerSentence = (plan: StoryPlan, language: Language): number => {
  const all = plan.chapters.flatMap((c) => sentences(c.summary[language] as string));
  return all.reduce((sum, s) => sum + s.split(/\s+/).length, 0) / all.length;
};

describe('planStory', () => {
  it('gives the same plan for the same book id and a different one for another id', () => {
    expect(planStory(base)).toEqual(planStory({ ...base }));
    const others = ['book-2', 'book-3', 'book-4', 'book-5'].map((bookId) =>
      JSON.stringify(planStory({ ...base, idea: 'A bedtime story', bookId })),
    );
    expect(new Set(others).size).toBeGreaterThan(1);
    expect(JSON.stringify(planStory(base))).not.toEqual(
      JSON.stringify(planStory({ ...base, bookId: 'book-2' })),
    );
  });

  it('builds the story from the idea: named hero, companion, place and object', () => {
    const plan = planStory(base);
    expect(plan.cast[0]?.name.en).toBe('Lena');
    expect(plan.cast[0]?.role).toBe('protagonist');
    expect(plan.cast[0]?.sheet.gender).toBe('f');
    expect(plan.cast[1]?.sheet.species).toBe('fox');
    expect(plan.cast[1]?.name.en).toBe('the fox');
    expect(plan.setting.place).toBe('forest');
    expect(plan.object).toBe('lantern');
    expect(plan.synopsis.en).toContain('Lena');
    expect(plan.setting.description.en).toContain('in the forest');
  });

  it('understands German ideas and animal heroes', () => {
    const plan = planStory({
      ...base,
      mainLanguage: 'de',
      idea: 'Ein kleiner Hase namens Hoppel sucht mit seinem Freund, dem Bären, einen Schatz auf der Burg.',
    });
    expect(plan.cast[0]?.name.de).toBe('Hoppel');
    expect(plan.cast[0]?.kind?.de).toBe('Hase');
    expect(plan.cast[0]?.sheet.species).toBe('rabbit');
    expect(plan.cast[1]?.sheet.species).toBe('bear');
    expect(plan.setting.place).toBe('castle');
    expect(plan.chapters[0]?.summary.de).toContain('Hoppel');
    expect(plan.chapters.map((c) => c.summary.de).join(' ')).toContain('Schatz');
  });

  it('keeps an animal it cannot draw by its own name and draws its nearest relative (issue #21)', () => {
    const plan = planStory({
      ...base,
      idea: 'Priya the pangolin is too shy to go to the jungle library until she finds a book about the stars',
    });
    expect(plan.cast).toHaveLength(1);
    expect(plan.cast[0]).toMatchObject({ name: { en: 'Priya' }, kind: { en: 'pangolin' } });
    expect(plan.cast[0]?.sheet.kind).toBe('pangolin');
    expect(plan.setting.name.en).toBe('the jungle library');
    expect(plan.setting.drawAs).toBe('library');
    expect(plan.title.en).not.toMatch(/Fluffy|forest/i);
  });

  it('draws the looks the idea gives and no glasses it does not', () => {
    const plan = planStory({
      ...base,
      idea: 'Jonas, 5, und sein brauner Dackel Krümel und die orange Katze Mimi suchen den verlorenen Ball',
      mainLanguage: 'de',
    });
    const [jonas, kruemel, mimi] = plan.cast;
    expect(jonas?.sheet.features).not.toContain('glasses');
    expect(kruemel?.name.de).toBe('Krümel');
    expect(kruemel?.sheet.colors.body).toBe('#8b5a2b');
    expect(mimi?.sheet.species).toBe('cat');
    expect(mimi?.sheet.colors.body).toBe('#f28c28'); // the reader's orange
  });

  it.each([
    ['en', 'Emma, who has short curly red hair, and her cat Tiger go to the zoo', 'Emma', 'short', true],
    ['de', 'Paul hat lange blonde Haare und Locken, er fährt mit Oma ans Meer', 'Paul', 'long', true],
    ['en', 'Noah with long black hair learns to ride a bike', 'Noah', 'long', false],
  ] as const)(
    'draws the hair the idea gives, its length and its curls (%s: %s)',
    (lang, idea, name, length, curls) => {
      const plan = planStory({ ...base, idea, mainLanguage: lang });
      const hero = plan.cast.find((c) => c.name[lang] === name);
      expect(hero?.sheet.hairLength).toBe(length);
      expect(hero?.sheet.features.includes('curls')).toBe(curls);
    },
  );

  it('invents no name when the idea names nobody: the hero is a little child, called so in the book’s language', () => {
    const plan = planStory({ ...base, idea: 'Something about friendship', mainLanguage: 'ja' });
    expect(plan.cast).toHaveLength(1);
    expect(plan.cast[0]?.name.ja).toMatch(/^小さな(女|男)の子$/u);
    expect(plan.themes).toEqual(
      expect.arrayContaining(['friendship', 'courage', plan.setting.place, plan.object]),
    );
  });

  it('shapes the outline by age: few short beats for toddlers, real arcs later, stakes for teens', () => {
    const counts = (age: StoryInput['age']): number[] =>
      Array.from({ length: 12 }, (_, i) => planStory({ ...base, age, bookId: `age-${i}` }).chapters.length);
    expect(counts('0-3').every((n) => n >= 3 && n <= 4)).toBe(true);
    expect(counts(4).every((n) => n === 5)).toBe(true);
    expect(counts('6-9').every((n) => n === 6)).toBe(true);
    expect(counts(10).every((n) => n === 7)).toBe(true);
    expect(counts('12-15').every((n) => n >= 8 && n <= 9)).toBe(true);
    expect(counts('15-17').every((n) => n >= 9 && n <= 10)).toBe(true);
    expect(new Set(counts('0-3')).size).toBe(2);

    const teen = planStory({ ...base, age: 14 });
    expect(teen.chapters.map((c) => c.beat)).toEqual(
      expect.arrayContaining(['problem', 'stakes', 'setback', 'turning-point', 'resolution']),
    );
    const older = planStory({ ...base, age: 7 });
    expect(older.chapters[0]?.beat).toBe('setup');
    expect(older.chapters.at(-1)?.beat).toBe('resolution');
  });

  it('writes shorter sentences for toddlers', () => {
    for (const mainLanguage of ['en', 'de'] as const) {
      const toddler = planStory({ ...base, mainLanguage, age: 2 });
      const older = planStory({ ...base, mainLanguage, age: 8 });
      expect(averageWordsPerSentence(toddler, mainLanguage)).toBeLessThan(6);
      // Half as long again at least: a board book has one short sentence a page (ADR 0028).
      expect(averageWordsPerSentence(older, mainLanguage)).toBeGreaterThan(
        averageWordsPerSentence(toddler, mainLanguage) * 1.5,
      );
    }
  });

  const scripts: Record<Language, { must: RegExp; mustNot?: RegExp; each?: RegExp }> = {
    en: { must: /^[\x20-\x7e’—\n]+$/ },
    de: { must: /[äöüß]/ },
    fr: { must: /[éèêàçœ]/ },
    es: { must: /[ñáéíóú¡¿]/ },
    it: { must: /[àèéìòù]/ },
    pt: { must: /[ãõçáéâê]/ },
    ru: { must: /\p{Script=Cyrillic}/u, mustNot: /[A-Za-z]/ },
    zh: { must: /\p{Script=Han}/u, mustNot: /[A-Za-z\p{Script=Hiragana}\p{Script=Katakana}]/u },
    ja: {
      must: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
      mustNot: /[A-Za-z]/,
      each: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
    },
    ko: { must: /\p{Script=Hangul}/u, mustNot: /[A-Za-z]/ },
    ar: { must: /\p{Script=Arabic}/u, mustNot: /[A-Za-z]/ },
  };

  it.each(LANGUAGES.map((l) => [l]))(
    'writes a %s book in its own script with no English or placeholders',
    (language) => {
      for (const [i, idea] of [
        base.idea,
        'My son Finn and his dog travel to space with a kite',
        'Eine Geschichte über Mut',
      ].entries()) {
        for (const age of ['0-3', 14] as const) {
          const plan = planStory({
            ...base,
            idea,
            age,
            bookId: `lang-${language}-${i}`,
            mainLanguage: language,
          });
          const texts = textsIn(plan, language);
          const all = texts.join('\n');
          expect(all).toMatch(scripts[language].must);
          if (scripts[language].mustNot) expect(all).not.toMatch(scripts[language].mustNot as RegExp);
          expect(all).not.toMatch(/undefined|null|\$\{|\{\w+\}|NaN/);
          for (const text of texts) expect(text.trim().length).toBeGreaterThan(0);
          if (scripts[language].mustNot) {
            const each = scripts[language].each ?? scripts[language].must;
            expect(texts.filter((t) => !each.test(t))).toEqual([]);
          }
        }
      }
    },
  );

  it('fills both languages in every text of a bilingual plan', () => {
    for (const [mainLanguage, translationLanguage] of [
      ['de', 'en'],
      ['en', 'ar'],
      ['ja', 'fr'],
      ['ru', 'ko'],
    ] as const) {
      const plan = planStory({ ...base, mainLanguage, translationLanguage });
      expect(plan.languages).toEqual([mainLanguage, translationLanguage]);
      for (const language of [mainLanguage, translationLanguage]) {
        for (const text of textsIn(plan, language)) expect(text).toEqual(expect.any(String));
      }
      expect(plan.title[mainLanguage]).not.toEqual(plan.title[translationLanguage]);
      expect(plan.chapters.every((c) => Object.keys(c.summary).length === 2)).toBe(true);
    }
    expect(Object.keys(planStory(base).title)).toEqual(['en']);
  });

  it('translates character names only when asked', () => {
    const idea = 'A story about a boy named John and his pet';
    const same = planStory({ ...base, idea, translationLanguage: 'de' });
    expect(same.cast[0]?.name).toEqual({ en: 'John', de: 'John' });
    // The pet the idea leaves unnamed is called by its kind in each language: it has no name to translate.
    expect(same.cast[1]?.name).toEqual({ en: 'the pet', de: 'das Haustier' });

    const translated = planStory({ ...base, idea, translationLanguage: 'de', translateCharacterNames: true });
    expect(translated.cast[0]?.name).toEqual({ en: 'John', de: 'Johann' });
    expect(translated.synopsis.de).toContain('Johann');

    const toRussian = planStory({
      ...base,
      idea: 'A girl called Finja',
      translationLanguage: 'ru',
      translateCharacterNames: true,
    });
    expect(toRussian.cast[0]?.name).toEqual({ en: 'Finja', ru: 'Финджа' });
  });

  it('dresses the protagonist in the reference images’ dominant colours', () => {
    const plan = planStory({
      ...base,
      referenceImages: [
        { description: 'Lena with her round glasses', dominantColors: ['#1D4E89', '#F2C14E'] },
        { dominantColors: ['#7a3b2e'] },
      ],
    });
    const sheet = plan.cast[0]?.sheet;
    expect(sheet?.colors).toMatchObject({ clothing: '#1d4e89', accent: '#f2c14e', hair: '#7a3b2e' });
    expect(sheet?.features).toContain('glasses');
  });

  it('rejects ideas that are too short or too long (spec §5)', () => {
    expect(() => planStory({ ...base, idea: 'ab' })).toThrow(InvalidStoryInput);
    expect(() => planStory({ ...base, idea: 'x'.repeat(10001) })).toThrow('at most 10000');
    expect(() => planStory({ ...base, mainLanguage: 'nl' as Language })).toThrow(InvalidStoryInput);
  });
});
