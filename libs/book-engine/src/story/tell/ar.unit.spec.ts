import type { IdeaFrame } from '../model';
import { GRAMMARS } from './grammar';
import { outlineText, pagesOutOfRange, planOf, TOM } from '../../testing/story/testkit.scripts';
import { wordIn } from './words';
import { writeManuscript } from './write';

/** "ليلى وثعلبها يبحثان عن كنز في الغابة": an idea written in Arabic. */
const LAYLA: IdeaFrame = {
  version: 2,
  ideaLanguage: 'ar',
  characters: [
    {
      id: 'c1',
      name: 'ليلى',
      kind: { word: 'بنت', language: 'ar', en: 'girl' },
      category: 'person',
      drawAs: 'girl',
      sex: 'f',
      role: 'protagonist',
      traits: [],
      looks: {},
    },
    {
      id: 'c2',
      kind: { word: 'ثعلب', language: 'ar', en: 'fox' },
      category: 'animal',
      drawAs: 'fox',
      role: 'companion',
      relation: { to: 'c1', as: 'friend' },
      traits: [],
      looks: {},
    },
  ],
  places: [{ noun: { word: 'غابة', language: 'ar', en: 'forest' }, drawAs: 'forest' }],
  things: [],
  goal: {
    shape: 'quest',
    verb: 'find',
    target: { noun: { word: 'كنز', language: 'ar', en: 'treasure' }, traits: [] },
  },
  sentence: 'ليلى وثعلبها يبحثان عن كنز في الغابة',
};

const ar = GRAMMARS.ar as NonNullable<typeof GRAMMARS.ar>;
const en = (word: string) => wordIn({ word, language: 'en', en: word }, 'ar');

describe('the open teller in Arabic', () => {
  it('gives definite and indefinite phrases, agreement and places: الثعلب, كنزًا, في الغابة', () => {
    const fox = ar.args('f', { word: en('fox'), person: true, sex: 'f' });
    expect(fox.f).toBe('الثعلب');
    expect(fox.f_g).toBe('m');
    expect(ar.args('n', { name: 'ليلى', word: en('fox'), person: true, sex: 'f' }).n_g).toBe('f');
    expect(ar.args('t', { word: en('treasure') }).t_a_acc).toBe('كنزًا');
    expect(ar.args('p', { word: en('forest') }).p_in).toBe('في الغابة');
    expect(ar.args('b', { word: en('bear'), adj: 'صغير', person: true }).b).toBe('الدب الصغير');
  });

  it('tells ليلى and her fox (an idea in Arabic): name, kinds, the forest, right to left, no Latin leftovers', () => {
    const plan = planOf(LAYLA, ['ar', 'en'], 'early-reader');
    const outline = outlineText(plan, 'ar');
    expect(outline).toMatch(/ليلى/);
    expect(outline).toMatch(/كنز/);
    expect(outline).toMatch(/غابة/);
    const book = writeManuscript(plan, 'booklet');
    const text = book.pages.map((p) => p.text.ar).join(' ');
    expect(text).toMatch(/ثعلب/);
    expect(text).toMatch(/في الغابة/);
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(text).toMatch(/قالت ليلى|ليلى كانت|وجدت/);
    expect(book.pages.every((p) => (p.text.ar ?? '').length > 0 && (p.text.en ?? '').length > 0)).toBe(true);
  });

  it('tells an English idea in Arabic (en+ar): the name kept, the bear and the forest, no English words', () => {
    const plan = planOf(TOM, ['en', 'ar'], 'preschool', 'book-1', { ar: { c1: 'توم' } });
    const outline = outlineText(plan, 'ar');
    expect(outline).toMatch(/توم/);
    expect(outline).toMatch(/دب/);
    expect(outline).toMatch(/كنز/);
    const text = writeManuscript(plan, 'booklet')
      .pages.map((p) => p.text.ar)
      .join(' ');
    expect(text).toMatch(/توم/);
    expect(text).toMatch(/غابة/);
    expect(text).not.toMatch(/لـال|ـ/);
    expect(text).toMatch(/^[\u0600-\u06FF\s\p{P}]+$/u);
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('keeps every page within the words per page of its age band, both languages', () => {
    expect(pagesOutOfRange(LAYLA, ['ar', 'en'])).toEqual([]);
    expect(pagesOutOfRange(TOM, ['en', 'ar'], { ar: { c1: 'توم' } })).toEqual([]);
  });

  it('is deterministic for a book id', () => {
    const a = writeManuscript(planOf(LAYLA, ['ar', 'en'], 'middle-grade', 'x'), 'booklet');
    expect(writeManuscript(planOf(LAYLA, ['ar', 'en'], 'middle-grade', 'x'), 'booklet')).toEqual(a);
  });
});
