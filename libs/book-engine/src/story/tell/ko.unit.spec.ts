import type { IdeaFrame } from '../model';
import { GRAMMARS } from './grammar';
import { outlineText, pagesOutOfRange, planOf, TOM } from '../../testing/story/testkit.scripts';
import { wordIn } from './words';
import { writeManuscript } from './write';

/** "지우와 여우가 숲에서 보물을 찾아요": an idea written in Korean. */
const JIWOO: IdeaFrame = {
  version: 2,
  ideaLanguage: 'ko',
  characters: [
    {
      id: 'c1',
      name: '지우',
      kind: { word: '여자아이', language: 'ko', en: 'girl' },
      category: 'person',
      drawAs: 'girl',
      sex: 'f',
      role: 'protagonist',
      traits: [],
      looks: {},
    },
    {
      id: 'c2',
      kind: { word: '여우', language: 'ko', en: 'fox' },
      category: 'animal',
      drawAs: 'fox',
      role: 'companion',
      relation: { to: 'c1', as: 'friend' },
      traits: [],
      looks: {},
    },
  ],
  places: [{ noun: { word: '숲', language: 'ko', en: 'forest' }, drawAs: 'forest' }],
  things: [],
  goal: {
    shape: 'quest',
    verb: 'find',
    target: { noun: { word: '보물', language: 'ko', en: 'treasure' }, traits: [] },
  },
  sentence: '지우와 여우가 숲에서 보물을 찾아요',
};

const ko = GRAMMARS.ko as NonNullable<typeof GRAMMARS.ko>;
const en = (word: string) => wordIn({ word, language: 'en', en: word }, 'ko');

describe('the open teller in Korean', () => {
  it('chooses the particles by the final consonant: 곰이, 여우가, 숲에서, 숲으로, 바다로', () => {
    const bear = ko.args('b', { word: en('bear'), person: true });
    const fox = ko.args('f', { word: en('fox'), person: true });
    expect([bear.b_i, fox.f_i, bear.b_eul, fox.f_eul, bear.b_eun, fox.f_eun]).toEqual([
      '곰이',
      '여우가',
      '곰을',
      '여우를',
      '곰은',
      '여우는',
    ]);
    expect([bear.b_wa, fox.f_wa]).toEqual(['곰과', '여우와']);
    expect(ko.args('p', { word: en('forest') }).p_in).toBe('숲에서');
    expect(ko.args('p', { word: en('forest') }).p_to).toBe('숲으로');
    expect(ko.args('p', { word: en('sea') }).p_to).toBe('바다로');
    expect(
      ko.group('t', [
        { name: '톰', word: en('bear'), person: true },
        { word: en('fox'), person: true },
      ]).t_i,
    ).toBe('톰과 여우가');
  });

  it('tells 지우 and her fox (an idea in Korean): name, kinds, the forest, particles after the name', () => {
    const plan = planOf(JIWOO, ['ko', 'en'], 'early-reader');
    const outline = outlineText(plan, 'ko');
    expect(outline).toMatch(/지우/);
    expect(outline).toMatch(/보물/);
    expect(outline).toMatch(/숲/);
    const book = writeManuscript(plan, 'booklet');
    const text = book.pages.map((p) => p.text.ko).join('');
    expect(text).toMatch(/여우/);
    expect(text).toMatch(/숲에서|숲으로/);
    expect(text).toMatch(/지우가|지우는/);
    expect(book.pages.every((p) => (p.text.ko ?? '').length > 0 && (p.text.en ?? '').length > 0)).toBe(true);
  });

  it('tells an English idea in Korean (en+ko): the name kept, the bear and the forest, no English words', () => {
    const plan = planOf(TOM, ['en', 'ko'], 'preschool', 'book-1', { ko: { c1: '톰' } });
    const outline = outlineText(plan, 'ko');
    expect(outline).toMatch(/톰/);
    expect(outline).toMatch(/곰/);
    expect(outline).toMatch(/보물/);
    const text = writeManuscript(plan, 'booklet')
      .pages.map((p) => p.text.ko)
      .join('');
    expect(text).toMatch(/톰/);
    expect(text).toMatch(/숲/);
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('keeps every page within the words per page of its age band, both languages', () => {
    expect(pagesOutOfRange(JIWOO, ['ko', 'en'])).toEqual([]);
    expect(pagesOutOfRange(TOM, ['en', 'ko'], { ko: { c1: '톰' } })).toEqual([]);
  });

  it('is deterministic for a book id', () => {
    const a = writeManuscript(planOf(JIWOO, ['ko', 'en'], 'middle-grade', 'x'), 'booklet');
    expect(writeManuscript(planOf(JIWOO, ['ko', 'en'], 'middle-grade', 'x'), 'booklet')).toEqual(a);
  });
});
