import { withPhotoLooks } from '../photos/looks';
import { EmbeddedIllustrator } from '../ports';
import { MemoryArtefactCache } from '../production/cache';
import { illustrateBook } from '../production/illustrate-book';
import { planPages } from '../production/plan-pages';
import { briefsOf } from '../production/produce-book';
import { planStory } from '../story/plan-story';
import type { StoryInput } from '../types';
import { EmbeddedLikenessChecker, sheetDifferences } from './likeness';

/**
 * issue #23, embedded path: the embedded illustrator knows what it drew — every figure's sheet — so each page
 * is checked against the characters' own sheets, which the photo analysis wrote.
 */
const INPUT: StoryInput = {
  bookId: 'embedded-likeness',
  idea: 'Mia und ihr Bruder Jonas bauen ein Baumhaus',
  age: 5,
  mainLanguage: 'de',
  style: 'cartoon',
  referenceImages: [
    {
      characterId: 'c1',
      looks: { face: true, skin: '#8a5534', hair: '#1c1a17', hairLength: 'short', glasses: true },
    },
    { characterId: 'c2', looks: { face: true, skin: '#f6d3b8', hair: '#d9b36c', hairLength: 'long' } },
  ],
};
const PLAN = withPhotoLooks(planStory(INPUT), INPUT);
const BRIEFS = briefsOf(planPages({ plan: PLAN, format: 'booklet', textBackground: true }));
const checker = new EmbeddedLikenessChecker();

describe('the embedded likeness check (issue #23)', () => {
  it('finds both photographed children as their photos say on every page of the book', async () => {
    const book = await illustrateBook(
      {
        plan: PLAN,
        briefs: BRIEFS,
        pageOf: new Map(BRIEFS.map((b, i) => [b.id, i + 1])),
        width: 150,
        height: 200,
      },
      { illustrator: new EmbeddedIllustrator(), cache: new MemoryArtefactCache(), checker },
    );
    expect(book.likeness).toMatchObject({
      checker: 'embedded-sheets',
      passed: true,
      remade: [],
      unchecked: [],
    });
    expect(book.likeness!.characters.map((c) => [c.name, c.failing])).toEqual([
      ['Mia', []],
      ['Jonas', []],
    ]);
    expect(book.likeness!.characters[0]!.pages).toHaveLength(BRIEFS.filter((b) => b.cast.length > 0).length);
  });

  it('names what a page drew otherwise than the character is: skin, hair, its length, glasses', async () => {
    const brief = BRIEFS.find((b) => b.cast.length === 2)!;
    const mia = PLAN.cast[0]!;
    // A page drawn from an older sheet of Mia (before her photo was read).
    const stale = {
      ...brief,
      cast: brief.cast.map((c) =>
        c.id === 'c1'
          ? {
              ...c,
              sheet: {
                ...c.sheet,
                colors: { ...c.sheet.colors, body: '#fde7d6', hair: '#c4622d' },
                hairLength: 'long' as const,
                features: c.sheet.features.filter((f) => f !== 'glasses'),
              },
            }
          : c,
      ),
    };
    const [first, second] = await checker.checkPicture({
      plan: PLAN,
      brief: stale,
      picture: Buffer.alloc(0),
      references: [],
    });
    expect(first).toMatchObject({ characterId: 'c1', name: 'Mia', onPage: true, matches: false });
    expect(first!.differences.map((d) => d.part)).toEqual(['skin', 'hair', 'hair-length', 'glasses']);
    expect(first!.differences[0]!.note).toBe(
      `skin drawn #fde7d6, the character has ${mia.sheet.colors.body}`,
    );
    expect(second).toMatchObject({ characterId: 'c2', onPage: true, matches: true, differences: [] });
  });

  it('an animal is compared by its coat and markings', () => {
    const dog = planStory({
      bookId: 'd',
      idea: 'Bruno the brown dog digs',
      age: 4,
      mainLanguage: 'en',
      style: 'cartoon',
    }).cast[0]!.sheet;
    expect(sheetDifferences(dog, dog)).toEqual([]);
    expect(
      sheetDifferences({ ...dog, colors: { ...dog.colors, body: '#ffffff' } }, dog).map((d) => d.part),
    ).toEqual(['colours']);
  });
});
