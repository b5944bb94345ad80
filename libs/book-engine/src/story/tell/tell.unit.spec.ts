import { IntlMessageFormat } from 'intl-messageformat';
import { planStory } from '../plan-story';
import { BEATS, type AgeBand, type Language, type StoryPlan } from '../../types';
import { WORDS_PER_PAGE } from './beats';
import { CATALOGS } from './catalogs';
import { LEX } from '../lexicon';
import { DEFAULTS } from './roles';
import { BRUNO, JONAS, LEON, PRIYA } from '../../testing/story/fixtures';
import { BANDS, planOf } from '../../testing/story/testkit';
import { toldLanguages, writeManuscript } from './write';

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const all = (plan: StoryPlan, l: Language) =>
  [plan.title[l], plan.synopsis[l], ...plan.chapters.flatMap((c) => [c.title[l], c.summary[l]])].join('\n');

describe('catalogs', () => {
  it('has every key in every language the engine tells, each a valid ICU message', () => {
    const keys = Object.keys(CATALOGS.en ?? {}).sort();
    for (const l of toldLanguages()) {
      expect(Object.keys(CATALOGS[l] ?? {}).sort()).toEqual(keys);
      for (const message of Object.values(CATALOGS[l] ?? {}))
        expect(() => new IntlMessageFormat(message, l)).not.toThrow();
    }
    expect(toldLanguages()).toEqual(expect.arrayContaining(['en', 'de', 'fr']));
  });

  it('tells every beat: its two leads, more, say, chapter titles and board lines (adding a beat, README)', () => {
    const keys = Object.keys(CATALOGS.en ?? {});
    const missing = BEATS.flatMap((beat) =>
      [
        `lead.${beat}.0`,
        `lead.${beat}.1`,
        ...['more', 'say', 'chapter', 'board'].map((p) => `${p}.${beat}.0`),
      ].filter((key) => !keys.includes(key)),
    );
    expect(missing).toEqual([]);
  });
});

describe('the open teller', () => {
  it('says what is learned in the parent\'s own words ("learns to share her shells")', () => {
    const en = planStory({
      bookId: 'learn-own',
      idea: 'Olive the otter learns to share her shells',
      age: 5,
      mainLanguage: 'en',
      style: 'watercolor',
    });
    expect(all(en, 'en')).toMatch(/learn to share her shells/);
    const fr = planStory({
      bookId: 'learn-own-fr',
      idea: 'Hugo le hérisson apprend à nager dans la rivière',
      age: 5,
      mainLanguage: 'fr',
      style: 'watercolor',
    });
    expect(all(fr, 'fr')).toMatch(/apprendre à nager/);
  });

  it('fills a goal the idea does not name with a thing, never with a character the idea does not have', () => {
    // A friendship story's default goal is "a friend" to find: the story's wish, not a companion it invents.
    const people = new Set(['relative', 'adult', 'animal', 'creature']);
    for (const [shape, [target]] of Object.entries(DEFAULTS))
      expect([shape, people.has(LEX.get(target)?.cat ?? 'unknown')]).toEqual([shape, false]);
    // A journey with no destination in the idea: its chapter titles name the cast and the goal, no grandma.
    const plan = planStory({
      bookId: 'journey-default',
      idea: 'Lina und ihre Ente Quak gehen baden',
      age: 5,
      mainLanguage: 'de',
      style: 'watercolor',
    });
    expect(plan.cast.map((c) => c.name.de)).toEqual(['Lina', 'Quak']);
    expect(all(plan, 'de')).not.toMatch(/Oma/);
    const en = planStory({
      bookId: 'journey-default-en',
      idea: 'Lina and her duck Quack go swimming',
      age: 5,
      mainLanguage: 'en',
      style: 'watercolor',
    });
    expect(all(en, 'en')).not.toMatch(/grandma/i);
  });

  it('keeps Priya the shy pangolin, the library and the stars; no invented companion in the title', () => {
    const plan = planOf(PRIYA, ['en', 'de'], 'preschool');
    const en = all(plan, 'en');
    expect(en).toMatch(/Priya/);
    expect(en).toMatch(/pangolin/);
    expect(en).toMatch(/jungle library/);
    expect(en).toMatch(/shy/);
    expect(en).toMatch(/stars/);
    expect(all(plan, 'de')).toMatch(/Pangolin/);
    expect(all(plan, 'de')).toMatch(/schüchtern/);
    expect(all(plan, 'de')).toMatch(/Sterne/);
    expect(plan.title.en).toMatch(/Priya/);
    expect(plan.title.en).not.toMatch(/\band\b.*\b(Fluffy|Max)\b/);
    const book = writeManuscript(plan, 'booklet');
    const text = book.pages.map((p) => p.text.en).join(' ');
    expect(text).toMatch(/pangolin/);
    expect(text).toMatch(/jungle library/);
    expect(text).toMatch(/stars/);
    expect(book.pages.map((p) => p.text.de).join(' ')).toMatch(/Buch über die Sterne/);
    expect(book.pages.every((p) => p.picture.place === 'library')).toBe(true);
  });

  it('tells Léon le petit renard (an idea in French) in German and English: his name, a fox, the water', () => {
    const plan = planOf(LEON, ['de', 'en'], 'early-reader');
    expect(all(plan, 'de')).toMatch(/Léon, ein kleiner Fuchs/);
    expect(all(plan, 'en')).toMatch(/Léon, a little fox/);
    expect(all(plan, 'en')).toMatch(/water/);
    expect(all(plan, 'en')).not.toMatch(/Paul/);
    const french = planOf(LEON, ['fr'], 'preschool');
    expect(all(french, 'fr')).toMatch(/Léon, un petit renard/);
    expect(all(french, 'fr')).toMatch(/l’eau/);
    expect(
      writeManuscript(french, 'booklet')
        .pages.map((p) => p.text.fr)
        .join(' '),
    ).toMatch(/Mamie/);
  });

  it('tells Der Biber Bruno: a beaver builds a dam before the storm, the storm in the pictures', () => {
    const plan = planOf(BRUNO, ['de', 'en'], 'early-reader');
    expect(all(plan, 'de')).toMatch(/Bruno, ein Biber/);
    expect(all(plan, 'de')).toMatch(/einen Damm bauen/);
    expect(all(plan, 'de')).toMatch(/der Sturm/);
    expect(all(plan, 'en')).toMatch(/Bruno, a beaver/);
    expect(all(plan, 'en')).not.toMatch(/Flauschi|Wasser/);
    const book = writeManuscript(plan, 'booklet');
    expect(book.pages.some((p) => p.picture.weather === 'storm')).toBe(true);
  });

  it('keeps Jonas and his dachshund Krümel in text and pictures, at night', () => {
    for (const band of ['toddler', 'preschool'] as AgeBand[]) {
      const plan = planOf(JONAS, ['de'], band);
      const book = writeManuscript(plan, band === 'toddler' ? 'board' : 'booklet');
      const text = book.pages.map((p) => p.text.de).join(' ');
      expect(text).toMatch(/Jonas/);
      expect(text).toMatch(/Krümel/);
      expect(all(plan, 'de')).not.toMatch(/Nachts|Gemeinsam|Locken/);
      for (const p of book.pages)
        if ((p.text.de ?? '').includes('Krümel')) expect(p.picture.cast).toContain('c2');
      expect(book.pages.some((p) => p.picture.timeOfDay === 'night')).toBe(true);
    }
  });

  it.each(
    BANDS.flatMap((band) =>
      [
        ['en', 'de'],
        ['fr', 'en'],
      ]
        .map((pair) => pair as Language[])
        .map((pair) => [band, pair] as const),
    ),
  )('writes the documented words per page for %s, in both languages of %j', (band, pair) => {
    const range = WORDS_PER_PAGE[band];
    for (const frame of [PRIYA, LEON, BRUNO, JONAS]) {
      const plan = planOf(frame, [...pair], band);
      const book = writeManuscript(plan, band === 'toddler' ? 'board' : 'booklet');
      expect(book.pages).toHaveLength(band === 'toddler' ? 10 : 9);
      for (const page of book.pages)
        for (const l of pair) {
          const n = words(page.text[l] ?? '');
          expect([band, l, n >= range.min && n <= range.max, page.text[l]]).toEqual([
            band,
            l,
            true,
            page.text[l],
          ]);
        }
      // Each chapter spans consecutive pages, in order.
      const chapters = book.pages.map((p) => p.chapter);
      expect(chapters).toEqual([...chapters].sort((a, b) => a - b));
      expect(new Set(chapters).size).toBe(plan.chapters.length);
    }
  });

  it('is deterministic for a book id, and two ideas do not share three chapter titles', () => {
    const a = planOf(PRIYA, ['en', 'de'], 'middle-grade', 'x');
    expect(writeManuscript(a, 'booklet')).toEqual(
      writeManuscript(planOf(PRIYA, ['en', 'de'], 'middle-grade', 'x'), 'booklet'),
    );
    const b = planOf(BRUNO, ['en', 'de'], 'middle-grade', 'x');
    const titles = (p: StoryPlan) => new Set(p.chapters.map((c) => c.title.en));
    const shared = [...titles(a)].filter((t) => titles(b).has(t));
    expect(shared.length).toBeLessThan(3);
  });

  it('tells a de/en book from planStory with the new teller: ids, kinds, the open frame', () => {
    const plan = planStory({
      bookId: 'b-42',
      idea: 'Jonas und sein Hund Krümel suchen die Sterne im Garten',
      age: 5,
      mainLanguage: 'de',
      translationLanguage: 'en',
      style: 'watercolor',
    });
    expect(plan.idea?.version).toBe(2);
    expect(plan.frame?.version).toBe(1);
    expect(plan.cast.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(plan.cast[1]?.kind).toEqual({ de: 'Hund', en: 'dog' });
    const book = writeManuscript(plan, 'booklet');
    expect(book.pages).toHaveLength(9);
    for (const p of book.pages)
      expect([p.text.de?.length, p.text.en?.length].every((n) => (n ?? 0) > 0)).toBe(true);
    expect(book.pages[0]?.text.de).toContain(plan.chapters[0]?.summary.de ?? '-');
  });

  it('keeps the old tellers for a book in a language without catalogs, and still writes its pages', () => {
    const plan = planStory({
      bookId: 'b-7',
      idea: 'Маша и её кот ищут сокровище',
      age: 5,
      mainLanguage: 'ru',
      style: 'watercolor',
    });
    const book = writeManuscript(plan, 'booklet');
    expect(book.pages).toHaveLength(9);
    expect(book.pages.every((p) => (p.text.ru ?? '').length > 0)).toBe(true);
  });
});
