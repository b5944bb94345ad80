import type { Language } from '../../types';
import { planStory } from '../plan-story';
import type { IdeaFrame } from '../model';
import { PRIYA } from '../../testing/story/fixtures';
import { SOFIA } from '../../testing/story/fixtures.romance';
import { GRAMMARS } from './grammar';
import { outlineText, pagesOutOfBand, phrase, planOf } from '../../testing/story/testkit';
import { tells, writeManuscript } from './write';

const text = (frame: IdeaFrame, languages: Language[], l: Language) => {
  const plan = planOf(frame, languages, 'preschool');
  const book = writeManuscript(plan, 'booklet');
  return { plan, book, outline: outlineText(plan, l), pages: book.pages.map((p) => p.text[l] ?? '') };
};
const en = (word: string) => ({ word, language: 'en' as const, en: word });

describe('the open teller in Spanish', () => {
  it('is told by the new teller (catalog and grammar), alone and with English or German', () => {
    expect(tells(['es'])).toBe(true);
    expect(tells(['en', 'es'])).toBe(true);
    expect(tells(['es', 'de'])).toBe(true);
  });

  it('writes articles and the contractions al and del', () => {
    expect(phrase('es', en('forest')).to).toBe('al bosque');
    expect(phrase('es', en('forest')).in).toBe('en el bosque');
    expect(phrase('es', en('fairy')).the).toBe('el hada');
    expect(phrase('es', en('fairy')).a).toBe('un hada');
    expect(phrase('es', en('fairy'), { plural: true }).the).toBe('las hadas');
    expect(phrase('es', en('bear'), { adj: 'pequeño' }).a).toBe('un pequeño oso');
    expect(phrase('es', en('turtle'), { adj: 'tímido' }).the).toBe('la tortuga tímida');
    expect(phrase('es', en('farmer'), { sex: 'f', person: true }).the).toBe('la granjera');
    // Nouns the tables do not know: feminine from -a, else masculine.
    expect(phrase('es', { word: 'biblioteca', language: 'es' }).in).toBe('en la biblioteca');
    expect(phrase('es', { word: 'pangolín', language: 'es' }).a).toBe('un pangolín');
    expect(GRAMMARS.es?.tidy('lejos de el río, a el bosque. ¡hola!')).toBe(
      'Lejos del río, al bosque. ¡Hola!',
    );
  });

  it('tells an idea written in Spanish (es+de): Sofía the little turtle, her dog Coco, the forest', () => {
    const { plan, book, outline, pages } = text(SOFIA, ['es', 'de'], 'es');
    expect(outline).toMatch(/Sofía, una pequeña tortuga/);
    expect(outline).toMatch(/Coco/);
    expect(outline).toMatch(/al bosque|en el bosque/);
    expect(pages.join(' ')).toMatch(/Sofía/);
    expect(pages.join(' ')).toMatch(/bosque/);
    expect(pages.join(' ')).toMatch(/puente/);
    expect(pages.every((p) => p.length > 0)).toBe(true);
    const de = outlineText(plan, 'de');
    expect(de).toMatch(/Sofía, eine kleine Schildkröte/);
    expect(de).toMatch(/Wald/);
    expect(book.pages.map((p) => p.text.de).join(' ')).toMatch(/Brücke/);
    expect(book.pages.every((p) => (p.text.de ?? '').length > 0)).toBe(true);
  });

  it('tells an idea written in English in Spanish (en+es): Priya the shy pangolin', () => {
    const { outline, pages } = text(PRIYA, ['en', 'es'], 'es');
    expect(outline).toMatch(/Priya, un pangolin tímido/);
    expect(outline).toMatch(/jungle library/);
    expect(pages.join(' ')).toMatch(/Priya/);
    expect(pages.join(' ')).toMatch(/pangolin/);
    expect(pages.every((p) => p.length > 0)).toBe(true);
  });

  it('keeps every page within its age band’s words, in both languages of the book', () => {
    expect(pagesOutOfBand(SOFIA, ['es', 'de'])).toEqual([]);
    expect(pagesOutOfBand(PRIYA, ['en', 'es'])).toEqual([]);
  });

  it('is deterministic for a book id', () => {
    const a = writeManuscript(planOf(SOFIA, ['es', 'de'], 'early-reader', 'x'), 'booklet');
    expect(writeManuscript(planOf(SOFIA, ['es', 'de'], 'early-reader', 'x'), 'booklet')).toEqual(a);
  });

  it('tells a Spanish idea from planStory with the new teller', () => {
    const plan = planStory({
      bookId: 'es-1',
      idea: 'Lucía y su gato buscan un tesoro en el bosque',
      age: 5,
      mainLanguage: 'es',
      translationLanguage: 'en',
      style: 'watercolor',
    });
    expect(plan.idea?.version).toBe(2);
    expect(plan.cast[1]?.kind).toEqual({ es: 'gato', en: 'cat' });
    const outline = outlineText(plan, 'es');
    expect(outline).toMatch(/Lucía/);
    expect(outline).toMatch(/bosque/);
    const book = writeManuscript(plan, 'booklet');
    expect(book.pages.every((p) => (p.text.es ?? '').length > 0 && (p.text.en ?? '').length > 0)).toBe(true);
  });
});
