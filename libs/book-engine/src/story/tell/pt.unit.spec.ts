import type { Language } from '../../types';
import { planStory } from '../plan-story';
import type { IdeaFrame } from '../model';
import { PRIYA } from '../../testing/story/fixtures';
import { ANA } from '../../testing/story/fixtures.romance';
import { GRAMMARS } from './grammar';
import { outlineText, pagesOutOfBand, phrase, planOf } from '../../testing/story/testkit';
import { tells, writeManuscript } from './write';

const text = (frame: IdeaFrame, languages: Language[], l: Language) => {
  const plan = planOf(frame, languages, 'preschool');
  const book = writeManuscript(plan, 'booklet');
  return { plan, book, outline: outlineText(plan, l), pages: book.pages.map((p) => p.text[l] ?? '') };
};
const en = (word: string) => ({ word, language: 'en' as const, en: word });

describe('the open teller in Portuguese', () => {
  it('is told by the new teller (catalog and grammar), alone and with English or German', () => {
    expect(tells(['pt'])).toBe(true);
    expect(tells(['en', 'pt'])).toBe(true);
    expect(tells(['pt', 'de'])).toBe(true);
  });

  it('writes articles and the contractions no/na/do/da/ao/à/num', () => {
    expect(phrase('pt', { word: 'floresta', language: 'pt' }).in).toBe('na floresta');
    expect(phrase('pt', { word: 'floresta', language: 'pt' }).to).toBe('à floresta');
    expect(phrase('pt', en('sea')).to).toBe('ao mar');
    expect(phrase('pt', en('garden')).in).toBe('no jardim');
    expect(phrase('pt', en('bear')).the).toBe('o urso');
    expect(phrase('pt', en('bear'), { plural: true }).the).toBe('os ursos');
    expect(phrase('pt', en('bear'), { adj: 'pequeno' }).a).toBe('um pequeno urso');
    expect(phrase('pt', en('fox'), { adj: 'tímido' }).the).toBe('a raposa tímida');
    expect(phrase('pt', { word: 'biblioteca', language: 'pt' }).in).toBe('na biblioteca');
    expect(phrase('pt', { word: 'pangolim', language: 'pt' }).a).toBe('um pangolim');
    expect(GRAMMARS.pt?.tidy('em o mar, perto de a casa, em uma ilha. viva!')).toBe(
      'No mar, perto da casa, numa ilha. Viva!',
    );
  });

  it('tells an idea written in Portuguese (pt+de): Ana the shy turtle, her dog Pipoca, the forest', () => {
    const { plan, book, outline, pages } = text(ANA, ['pt', 'de'], 'pt');
    expect(outline).toMatch(/Ana, uma tartaruga tímida/);
    expect(outline).toMatch(/Pipoca/);
    expect(outline).toMatch(/à floresta|na floresta/);
    expect(pages.join(' ')).toMatch(/Ana/);
    expect(pages.join(' ')).toMatch(/floresta/);
    expect(pages.join(' ')).toMatch(/Pipoca/);
    expect(pages.every((p) => p.length > 0)).toBe(true);
    const de = outlineText(plan, 'de');
    expect(de).toMatch(/Ana, eine schüchterne Schildkröte/);
    expect(de).toMatch(/Wald/);
    expect(book.pages.map((p) => p.text.de).join(' ')).toMatch(/Pipoca/);
    expect(book.pages.every((p) => (p.text.de ?? '').length > 0)).toBe(true);
  });

  it('tells an idea written in English in Portuguese (en+pt): Priya the shy pangolin', () => {
    const { outline, pages } = text(PRIYA, ['en', 'pt'], 'pt');
    expect(outline).toMatch(/Priya, um pangolin tímido/);
    expect(outline).toMatch(/jungle library/);
    expect(pages.join(' ')).toMatch(/Priya/);
    expect(pages.join(' ')).toMatch(/pangolin/);
    expect(pages.every((p) => p.length > 0)).toBe(true);
  });

  it('keeps every page within its age band’s words, in both languages of the book', () => {
    expect(pagesOutOfBand(ANA, ['pt', 'de'])).toEqual([]);
    expect(pagesOutOfBand(PRIYA, ['en', 'pt'])).toEqual([]);
  });

  it('is deterministic for a book id', () => {
    const a = writeManuscript(planOf(ANA, ['pt', 'de'], 'early-reader', 'x'), 'booklet');
    expect(writeManuscript(planOf(ANA, ['pt', 'de'], 'early-reader', 'x'), 'booklet')).toEqual(a);
  });

  it('tells a Portuguese idea from planStory with the new teller', () => {
    const plan = planStory({
      bookId: 'pt-1',
      idea: 'Ana e seu gato procuram um tesouro na floresta',
      age: 5,
      mainLanguage: 'pt',
      translationLanguage: 'en',
      style: 'watercolor',
    });
    expect(plan.idea?.version).toBe(2);
    expect(plan.cast[1]?.kind).toEqual({ pt: 'gato', en: 'cat' });
    const outline = outlineText(plan, 'pt');
    expect(outline).toMatch(/Ana/);
    expect(outline).toMatch(/floresta/);
    const book = writeManuscript(plan, 'booklet');
    expect(book.pages.every((p) => (p.text.pt ?? '').length > 0 && (p.text.en ?? '').length > 0)).toBe(true);
  });
});
