import type { IdeaFrame } from '../model';
import { GRAMMARS } from './grammar';
import { outlineText, pagesOutOfRange, planOf, TOM } from '../../testing/story/testkit.scripts';
import { wordIn } from './words';
import { writeManuscript } from './write';

/** "小美和她的狐狸在森林里找宝藏": an idea written in Chinese. */
const XIAOMEI: IdeaFrame = {
  version: 2,
  ideaLanguage: 'zh',
  characters: [
    {
      id: 'c1',
      name: '小美',
      kind: { word: '小女孩', language: 'zh', en: 'girl' },
      category: 'person',
      drawAs: 'girl',
      sex: 'f',
      role: 'protagonist',
      traits: [],
      looks: {},
    },
    {
      id: 'c2',
      kind: { word: '狐狸', language: 'zh', en: 'fox' },
      category: 'animal',
      drawAs: 'fox',
      role: 'companion',
      relation: { to: 'c1', as: 'friend' },
      traits: [],
      looks: {},
    },
  ],
  places: [{ noun: { word: '森林', language: 'zh', en: 'forest' }, drawAs: 'forest' }],
  things: [],
  goal: {
    shape: 'quest',
    verb: 'find',
    target: { noun: { word: '宝藏', language: 'zh', en: 'treasure' }, traits: [] },
  },
  sentence: '小美和她的狐狸在森林里找宝藏',
};

const zh = GRAMMARS.zh as NonNullable<typeof GRAMMARS.zh>;
const en = (word: string) => wordIn({ word, language: 'en', en: word }, 'zh');

describe('the open teller in Chinese', () => {
  it('gives measure words and places: 一只狐狸, 在森林里, 孩子们', () => {
    expect(zh.args('f', { word: en('fox'), person: true }).f_a).toBe('一只狐狸');
    expect(zh.args('p', { word: en('forest') }).p_in).toBe('在森林里');
    expect(zh.args('p', { word: en('forest') }).p_to).toBe('去森林');
    expect(zh.args('c', { word: en('child'), person: true, plural: true }).c).toBe('孩子们');
    expect(zh.args('b', { word: en('bear'), adj: '小', person: true }).b_a).toBe('一只小熊');
  });

  it('tells 小美 and her fox (an idea in Chinese): name, kinds, the forest, no spaces between words', () => {
    const plan = planOf(XIAOMEI, ['zh', 'en'], 'early-reader');
    const outline = outlineText(plan, 'zh');
    expect(outline).toMatch(/小美/);
    expect(outline).toMatch(/宝藏/);
    expect(outline).toMatch(/森林/);
    const book = writeManuscript(plan, 'booklet');
    const text = book.pages.map((p) => p.text.zh).join('');
    expect(text).toMatch(/狐狸/);
    expect(text).toMatch(/在森林里/);
    expect(text).not.toMatch(/\s/);
    expect(book.pages.every((p) => (p.text.zh ?? '').length > 0 && (p.text.en ?? '').length > 0)).toBe(true);
  });

  it('tells an English idea in Chinese (en+zh): the name kept, the bear and the forest, no English words', () => {
    const plan = planOf(TOM, ['en', 'zh'], 'preschool', 'book-1', { zh: { c1: '汤姆' } });
    const outline = outlineText(plan, 'zh');
    expect(outline).toMatch(/汤姆/);
    expect(outline).toMatch(/熊/);
    expect(outline).toMatch(/宝藏/);
    const text = writeManuscript(plan, 'booklet')
      .pages.map((p) => p.text.zh)
      .join('');
    expect(text).toMatch(/汤姆/);
    expect(text).toMatch(/森林/);
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('keeps every page within the words per page of its age band (Intl.Segmenter words), both languages', () => {
    expect(pagesOutOfRange(XIAOMEI, ['zh', 'en'])).toEqual([]);
    expect(pagesOutOfRange(TOM, ['en', 'zh'], { zh: { c1: '汤姆' } })).toEqual([]);
  });

  it('is deterministic for a book id', () => {
    const a = writeManuscript(planOf(XIAOMEI, ['zh', 'en'], 'middle-grade', 'x'), 'booklet');
    expect(writeManuscript(planOf(XIAOMEI, ['zh', 'en'], 'middle-grade', 'x'), 'booklet')).toEqual(a);
  });
});
