import type { Language } from '../../types';
import { planStory } from '../plan-story';
import { PRIYA } from '../../testing/story/fixtures';
import { CAMILLE } from '../../testing/story/fixtures.romance';
import { GRAMMARS } from './grammar';
import { outlineText, pagesOutOfBand, phrase, planOf } from '../../testing/story/testkit';
import { tells, writeManuscript } from './write';

const text = (frame: typeof PRIYA, languages: Language[], l: Language, band = 'preschool' as const) => {
  const plan = planOf(frame, languages, band);
  const book = writeManuscript(plan, 'booklet');
  return { plan, book, outline: outlineText(plan, l), pages: book.pages.map((p) => p.text[l] ?? '') };
};

describe('the open teller in French', () => {
  it('is told by the new teller (catalog and grammar), alone and with English or German', () => {
    expect(tells(['fr'])).toBe(true);
    expect(tells(['en', 'fr'])).toBe(true);
    expect(tells(['fr', 'de'])).toBe(true);
  });

  it('writes articles, elision and contractions', () => {
    const fr = (word: string, en?: string) =>
      phrase('fr', { word: en ?? word, language: en ? 'en' : 'fr', ...(en ? { en } : {}) });
    expect(fr('garden', 'garden').in).toBe('au jardin');
    expect(fr('garden', 'garden').to).toBe('au jardin');
    expect(fr('bibliothèque').in).toBe('à la bibliothèque');
    expect(fr('bear', 'bear').the).toBe('l’ours');
    expect(fr('bear', 'bear').a).toBe('un ours');
    expect(fr('hedgehog', 'hedgehog').the).toBe('le hérisson');
    expect(fr('forest', 'forest').in).toBe('dans la forêt');
    expect(phrase('fr', { word: 'owl', language: 'en', en: 'owl' }, { plural: true }).the).toBe('les hiboux');
    expect(phrase('fr', { word: 'bear', language: 'en', en: 'bear' }, { adj: 'vieux' }).a).toBe(
      'un vieil ours',
    );
    expect(
      phrase('fr', { word: 'fox', language: 'en', en: 'fox' }, { adj: 'petit', sex: 'f', person: true }).the,
    ).toBe('le petit renard');
    // A noun the tables do not know: feminine from its ending.
    expect(phrase('fr', { word: 'pangolin', language: 'en' }).a).toBe('un pangolin');
    expect(phrase('fr', { word: 'cabane', language: 'fr' }).the).toBe('la cabane');
    expect(phrase('fr', { word: 'cabane', language: 'fr' }, { adj: 'timide' }).a).toBe('une cabane timide');
    expect(GRAMMARS.fr?.tidy('près de le lac, à les arbres et de les étoiles, le livre de Emma!')).toBe(
      'Près du lac, aux arbres et des étoiles, le livre d’Emma\u00a0!',
    );
  });

  it('tells an idea written in French (fr+de): Camille the little bear, Hugo, the library, the stars', () => {
    const { plan, book, outline, pages } = text(CAMILLE, ['fr', 'de'], 'fr');
    expect(outline).toMatch(/Camille, une petite ourse/);
    expect(outline).toMatch(/Hugo/);
    expect(outline).toMatch(/à la bibliothèque/);
    expect(pages.join(' ')).toMatch(/Camille/);
    expect(pages.join(' ')).toMatch(/bibliothèque/);
    expect(pages.join(' ')).toMatch(/livre sur les étoiles/);
    expect(pages.every((p) => p.length > 0)).toBe(true);
    const de = outlineText(plan, 'de');
    expect(de).toMatch(/Camille, eine kleine Bärin/);
    expect(de).toMatch(/Bibliothek/);
    expect(book.pages.map((p) => p.text.de).join(' ')).toMatch(/Buch über die Sterne/);
    expect(book.pages.every((p) => (p.text.de ?? '').length > 0)).toBe(true);
  });

  it('tells an idea written in English in French (en+fr): Priya the shy pangolin', () => {
    const { outline, pages } = text(PRIYA, ['en', 'fr'], 'fr');
    expect(outline).toMatch(/Priya, un pangolin timide/);
    expect(outline).toMatch(/jungle library/);
    expect(pages.join(' ')).toMatch(/Priya/);
    expect(pages.join(' ')).toMatch(/pangolin/);
    expect(pages.join(' ')).toMatch(/aux étoiles|des étoiles|les étoiles/);
    expect(pages.every((p) => p.length > 0)).toBe(true);
  });

  it('keeps every page within its age band’s words, in both languages of the book', () => {
    expect(pagesOutOfBand(CAMILLE, ['fr', 'de'])).toEqual([]);
    expect(pagesOutOfBand(PRIYA, ['en', 'fr'])).toEqual([]);
  });

  it('is deterministic for a book id', () => {
    const a = writeManuscript(planOf(CAMILLE, ['fr', 'de'], 'early-reader', 'x'), 'booklet');
    expect(writeManuscript(planOf(CAMILLE, ['fr', 'de'], 'early-reader', 'x'), 'booklet')).toEqual(a);
  });

  it('tells a French idea from planStory with the new teller', () => {
    const plan = planStory({
      bookId: 'fr-1',
      idea: 'Léa et son chat cherchent un trésor dans la forêt',
      age: 5,
      mainLanguage: 'fr',
      translationLanguage: 'en',
      style: 'watercolor',
    });
    expect(plan.idea?.version).toBe(2);
    expect(plan.cast[1]?.kind).toEqual({ fr: 'chat', en: 'cat' });
    const outline = outlineText(plan, 'fr');
    expect(outline).toMatch(/Léa/);
    expect(outline).toMatch(/forêt/);
    const book = writeManuscript(plan, 'booklet');
    expect(book.pages.every((p) => (p.text.fr ?? '').length > 0 && (p.text.en ?? '').length > 0)).toBe(true);
  });
});
