import type { IdeaFrame } from '../model';
import { GRAMMARS } from './grammar';
import { outlineText, pagesOutOfRange, planOf, TOM } from '../../testing/story/testkit.scripts';
import { wordIn } from './words';
import { writeManuscript } from './write';

/** "ミキとキツネは森でたからものをさがします": an idea written in Japanese. */
const MIKI: IdeaFrame = {
  version: 2,
  ideaLanguage: 'ja',
  characters: [
    {
      id: 'c1',
      name: 'ミキ',
      kind: { word: '女の子', language: 'ja', en: 'girl' },
      category: 'person',
      drawAs: 'girl',
      sex: 'f',
      role: 'protagonist',
      traits: [],
      looks: {},
    },
    {
      id: 'c2',
      kind: { word: 'キツネ', language: 'ja', en: 'fox' },
      category: 'animal',
      drawAs: 'fox',
      role: 'companion',
      relation: { to: 'c1', as: 'friend' },
      traits: [],
      looks: {},
    },
  ],
  places: [{ noun: { word: '森', language: 'ja', en: 'forest' }, drawAs: 'forest' }],
  things: [],
  goal: {
    shape: 'quest',
    verb: 'find',
    target: { noun: { word: '宝物', language: 'ja', en: 'treasure' }, traits: [] },
  },
  sentence: 'ミキとキツネは森でたからものをさがします',
};

const ja = GRAMMARS.ja as NonNullable<typeof GRAMMARS.ja>;
const en = (word: string) => wordIn({ word, language: 'en', en: word }, 'ja');

describe('the open teller in Japanese', () => {
  it('gives bare nouns, たち for several beings and the place phrase: キツネ, 森で, 川のそばへ', () => {
    expect(ja.args('f', { word: en('fox'), person: true }).f).toBe('キツネ');
    expect(ja.args('p', { word: en('forest') }).p_in).toBe('森で');
    expect(ja.args('p', { word: en('river') }).p_to).toBe('川のそばへ');
    expect(ja.args('c', { word: en('fox'), person: true, plural: true }).c).toBe('キツネたち');
    expect(ja.args('b', { word: en('bear'), adj: '小さな', person: true, name: 'トム' }).b_a_kind).toBe(
      '小さなクマ',
    );
  });

  it('tells ミキ and her fox (an idea in Japanese): name, kinds, the forest, no spaces between words', () => {
    const plan = planOf(MIKI, ['ja', 'en'], 'early-reader');
    const outline = outlineText(plan, 'ja');
    expect(outline).toMatch(/ミキ/);
    expect(outline).toMatch(/宝物/);
    expect(outline).toMatch(/森/);
    const book = writeManuscript(plan, 'booklet');
    const text = book.pages.map((p) => p.text.ja).join('');
    expect(text).toMatch(/キツネ/);
    expect(text).toMatch(/森へ|森で/);
    expect(text).not.toMatch(/\s/);
    expect(book.pages.every((p) => (p.text.ja ?? '').length > 0 && (p.text.en ?? '').length > 0)).toBe(true);
  });

  it('tells an English idea in Japanese (en+ja): the name kept, the bear and the forest, no English words', () => {
    const plan = planOf(TOM, ['en', 'ja'], 'preschool', 'book-1', { ja: { c1: 'トム' } });
    const outline = outlineText(plan, 'ja');
    expect(outline).toMatch(/トム/);
    expect(outline).toMatch(/クマ/);
    expect(outline).toMatch(/宝物/);
    const text = writeManuscript(plan, 'booklet')
      .pages.map((p) => p.text.ja)
      .join('');
    expect(text).toMatch(/トム/);
    expect(text).toMatch(/森/);
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('keeps every page within the words per page of its age band (Intl.Segmenter words), both languages', () => {
    expect(pagesOutOfRange(MIKI, ['ja', 'en'])).toEqual([]);
    expect(pagesOutOfRange(TOM, ['en', 'ja'], { ja: { c1: 'トム' } })).toEqual([]);
  });

  it('is deterministic for a book id', () => {
    const a = writeManuscript(planOf(MIKI, ['ja', 'en'], 'middle-grade', 'x'), 'booklet');
    expect(writeManuscript(planOf(MIKI, ['ja', 'en'], 'middle-grade', 'x'), 'booklet')).toEqual(a);
  });
});
