import type { Language } from '../../types';
import { planStory } from '../plan-story';
import type { IdeaFrame } from '../model';
import { PRIYA } from '../../testing/story/fixtures';
import { GIULIA } from '../../testing/story/fixtures.romance';
import { GRAMMARS } from './grammar';
import { outlineText, pagesOutOfBand, phrase, planOf } from '../../testing/story/testkit';
import { tells, writeManuscript } from './write';

const text = (frame: IdeaFrame, languages: Language[], l: Language) => {
  const plan = planOf(frame, languages, 'preschool');
  const book = writeManuscript(plan, 'booklet');
  return { plan, book, outline: outlineText(plan, l), pages: book.pages.map((p) => p.text[l] ?? '') };
};
const en = (word: string) => ({ word, language: 'en' as const, en: word });

describe('the open teller in Italian', () => {
  it('is told by the new teller (catalog and grammar), alone and with English or German', () => {
    expect(tells(['it'])).toBe(true);
    expect(tells(['en', 'it'])).toBe(true);
    expect(tells(['it', 'de'])).toBe(true);
  });

  it('writes articles and the joined prepositions', () => {
    expect(phrase('it', en('zoo')).to).toBe('allo zoo');
    expect(phrase('it', en('forest')).in).toBe('nel bosco');
    expect(phrase('it', { word: 'foresta', language: 'it' }).in).toBe('nella foresta');
    expect(phrase('it', { word: 'foresta', language: 'it' }).to).toBe('nella foresta');
    expect(phrase('it', en('squirrel')).the).toBe('lo scoiattolo');
    expect(phrase('it', en('bear')).the).toBe('l’orso');
    expect(phrase('it', en('bear'), { plural: true }).the).toBe('gli orsi');
    expect(phrase('it', en('bear'), { adj: 'piccolo' }).a).toBe('un piccolo orso');
    expect(phrase('it', en('fox'), { adj: 'timido' }).the).toBe('la volpe timida');
    expect(phrase('it', { word: 'pangolino', language: 'it' }).a).toBe('un pangolino');
    expect(GRAMMARS.it?.tidy('la casa di il nonno, su la luna e a lo zoo. evviva!')).toBe(
      'La casa del nonno, sulla luna e allo zoo. Evviva!',
    );
  });

  it('tells an idea written in Italian (it+de): Giulia the little fox, her friend Tommaso, the forest', () => {
    const { plan, book, outline, pages } = text(GIULIA, ['it', 'de'], 'it');
    expect(outline).toMatch(/Giulia, una piccola volpe/);
    expect(outline).toMatch(/Tommaso/);
    expect(outline).toMatch(/nella foresta/);
    expect(outline).toMatch(/mappa segreta/);
    expect(pages.join(' ')).toMatch(/Giulia/);
    expect(pages.join(' ')).toMatch(/foresta/);
    expect(pages.join(' ')).toMatch(/mappa/);
    expect(pages.every((p) => p.length > 0)).toBe(true);
    const de = outlineText(plan, 'de');
    expect(de).toMatch(/Giulia, ein kleiner Fuchs/);
    expect(de).toMatch(/Wald/);
    expect(book.pages.map((p) => p.text.de).join(' ')).toMatch(/geheime Karte|Karte/);
    expect(book.pages.every((p) => (p.text.de ?? '').length > 0)).toBe(true);
  });

  it('tells an idea written in English in Italian (en+it): Priya the shy pangolin', () => {
    const { outline, pages } = text(PRIYA, ['en', 'it'], 'it');
    expect(outline).toMatch(/Priya, un pangolin timido/);
    expect(outline).toMatch(/jungle library/);
    expect(pages.join(' ')).toMatch(/Priya/);
    expect(pages.join(' ')).toMatch(/pangolin/);
    expect(pages.every((p) => p.length > 0)).toBe(true);
  });

  it('keeps every page within its age band’s words, in both languages of the book', () => {
    expect(pagesOutOfBand(GIULIA, ['it', 'de'])).toEqual([]);
    expect(pagesOutOfBand(PRIYA, ['en', 'it'])).toEqual([]);
  });

  it('is deterministic for a book id', () => {
    const a = writeManuscript(planOf(GIULIA, ['it', 'de'], 'early-reader', 'x'), 'booklet');
    expect(writeManuscript(planOf(GIULIA, ['it', 'de'], 'early-reader', 'x'), 'booklet')).toEqual(a);
  });

  it('tells an Italian idea from planStory with the new teller', () => {
    const plan = planStory({
      bookId: 'it-1',
      idea: 'Giulia e il suo gatto cercano un tesoro nel bosco',
      age: 5,
      mainLanguage: 'it',
      translationLanguage: 'en',
      style: 'watercolor',
    });
    expect(plan.idea?.version).toBe(2);
    expect(plan.cast[1]?.kind).toEqual({ it: 'gatto', en: 'cat' });
    const outline = outlineText(plan, 'it');
    expect(outline).toMatch(/Giulia/);
    expect(outline).toMatch(/bosco/);
    const book = writeManuscript(plan, 'booklet');
    expect(book.pages.every((p) => (p.text.it ?? '').length > 0 && (p.text.en ?? '').length > 0)).toBe(true);
  });
});
