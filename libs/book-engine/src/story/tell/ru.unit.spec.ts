import type { IdeaFrame } from '../model';
import { GRAMMARS } from './grammar';
import { outlineText, pagesOutOfRange, planOf, TOM } from '../../testing/story/testkit.scripts';
import { wordIn } from './words';
import { writeManuscript } from './write';

/** "Маша и её лиса ищут клад в лесу": an idea written in Russian. */
const MASHA: IdeaFrame = {
  version: 2,
  ideaLanguage: 'ru',
  characters: [
    {
      id: 'c1',
      name: 'Маша',
      kind: { word: 'девочка', language: 'ru', en: 'girl', gender: 'f' },
      category: 'person',
      drawAs: 'girl',
      sex: 'f',
      role: 'protagonist',
      traits: [],
      looks: {},
    },
    {
      id: 'c2',
      kind: { word: 'лиса', language: 'ru', en: 'fox', gender: 'f' },
      category: 'animal',
      drawAs: 'fox',
      sex: 'f',
      role: 'companion',
      relation: { to: 'c1', as: 'friend' },
      traits: [],
      looks: {},
    },
  ],
  places: [{ noun: { word: 'лес', language: 'ru', en: 'forest', gender: 'm' }, drawAs: 'forest' }],
  things: [],
  goal: {
    shape: 'quest',
    verb: 'find',
    target: { noun: { word: 'клад', language: 'ru', en: 'treasure', gender: 'm' }, traits: [] },
  },
  sentence: 'Маша и её лиса ищут клад в лесу',
};

const ru = GRAMMARS.ru as NonNullable<typeof GRAMMARS.ru>;

describe('the open teller in Russian', () => {
  it('declines nouns, names and unknown words: в лесу, с лисой, Маше, панголина', () => {
    const forest = ru.args('place', { word: wordIn({ word: 'forest', language: 'en', en: 'forest' }, 'ru') });
    expect(forest.place_in).toBe('в лесу');
    expect(forest.place_to).toBe('в лес');
    const fox = ru.args('f', {
      word: wordIn({ word: 'fox', language: 'en', en: 'fox' }, 'ru'),
      person: true,
      sex: 'f',
    });
    expect(`с ${fox.f_ins}`).toBe('с лисой');
    expect(fox.f_g).toBe('f');
    const masha = ru.args('h', {
      name: 'Маша',
      word: wordIn({ word: 'девочка', language: 'ru' }, 'ru'),
      sex: 'f',
    });
    expect([masha.h_dat, masha.h_gen, masha.h_acc]).toEqual(['Маше', 'Маши', 'Машу']);
    const pangolin = ru.args('p', { word: { text: 'панголин', gender: 'm', fromLex: false }, person: true });
    expect([pangolin.p_acc, pangolin.p_ins]).toEqual(['панголина', 'панголином']);
    const latin = ru.args('p', { word: { text: 'Wombat', gender: 'n', fromLex: false }, person: true });
    expect(latin.p_ins).toBe('Wombat');
    const shy = ru.args('p', {
      word: wordIn({ word: 'fox', language: 'en', en: 'fox' }, 'ru'),
      adj: 'застенчивый',
      person: true,
    });
    expect(shy.p_ins).toBe('застенчивой лисой');
  });

  it('tells Маша and her fox (an idea in Russian): names, kinds, the forest, the past tense of a girl', () => {
    const plan = planOf(MASHA, ['ru', 'en'], 'early-reader');
    const outline = outlineText(plan, 'ru');
    expect(outline).toMatch(/Маша/);
    expect(outline).toMatch(/клад/);
    expect(outline).toMatch(/лес/);
    const book = writeManuscript(plan, 'booklet');
    const text = book.pages.map((p) => p.text.ru).join(' ');
    expect(text).toMatch(/Маша/);
    expect(text).toMatch(/лис/);
    expect(text).toMatch(/в лесу|лес/);
    expect(text).not.toMatch(/Маша (?:нашёл|хотел|смог)\b/);
    expect(book.pages.every((p) => (p.text.ru ?? '').length > 0 && (p.text.en ?? '').length > 0)).toBe(true);
    expect(book.pages.map((p) => p.text.en).join(' ')).toMatch(/fox/);
  });

  it('tells an English idea in Russian (en+ru): names kept, the bear and the forest, no English words', () => {
    const plan = planOf(TOM, ['en', 'ru'], 'preschool', 'book-1', { ru: { c1: 'Том' } });
    const outline = outlineText(plan, 'ru');
    expect(outline).toMatch(/Том/);
    expect(outline).toMatch(/медвед/);
    expect(outline).toMatch(/клад|сокровищ/);
    const text = writeManuscript(plan, 'booklet')
      .pages.map((p) => p.text.ru)
      .join(' ');
    expect(text).toMatch(/Том/);
    expect(text).toMatch(/лес/);
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('keeps every page within the words per page of its age band, in both languages', () => {
    expect(pagesOutOfRange(MASHA, ['ru', 'en'])).toEqual([]);
    expect(pagesOutOfRange(TOM, ['en', 'ru'], { ru: { c1: 'Том' } })).toEqual([]);
  });

  it('is deterministic for a book id', () => {
    const a = writeManuscript(planOf(MASHA, ['ru', 'en'], 'middle-grade', 'x'), 'booklet');
    expect(writeManuscript(planOf(MASHA, ['ru', 'en'], 'middle-grade', 'x'), 'booklet')).toEqual(a);
  });
});
