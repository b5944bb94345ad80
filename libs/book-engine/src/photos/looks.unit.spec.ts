import { drawCharacter } from '../illustration/character';
import { Painter } from '../illustration/painter';
import { STYLE_SPECS } from '../illustration/styles';
import { EmbeddedStoryWriter } from '../ports';
import { planStory } from '../story/plan-story';
import type { StoryInput } from '../types';
import { HAIR_COLORS, nearest, SKIN_TONES } from './looks';

/** issue #23: each photo's looks go to the character it shows, and to no one else. */
describe('photo looks on the character sheets', () => {
  const base: StoryInput = {
    bookId: 'photo-looks',
    idea: 'Mia and her brother Ben find a lost kite in the forest with their dog Bruno',
    age: 5,
    mainLanguage: 'en',
    style: 'cartoon',
  };
  const writer = new EmbeddedStoryWriter();
  const sheetOf = async (input: StoryInput, id: string) =>
    (await writer.planStory(input)).cast.find((c) => c.id === id)!.sheet;

  it('draws each photographed child as its photo shows and the pet in its coat', async () => {
    const input: StoryInput = {
      ...base,
      referenceImages: [
        { characterId: 'c1', looks: { face: true, skin: '#f1c9a5', hair: '#d9a441', hairLength: 'long' } },
        {
          characterId: 'c2',
          looks: { face: true, skin: '#7a4a2e', hair: '#1c1410', hairLength: 'short', glasses: true },
        },
        { characterId: 'c3', looks: { coat: ['#222222', '#f5f5f5'] } },
      ],
    };
    const mia = await sheetOf(input, 'c1');
    const ben = await sheetOf(input, 'c2');
    const bruno = await sheetOf(input, 'c3');
    // Drawn in the book's palette: the nearest skin tone and hair colour.
    expect(mia).toMatchObject({ colors: { body: '#eac0a0', hair: '#d9b36c' }, hairLength: 'long' });
    expect(mia.features).not.toContain('glasses');
    expect(ben).toMatchObject({ colors: { body: '#8a5534', hair: '#1c1a17' }, hairLength: 'short' });
    expect(ben.features).toContain('glasses');
    expect(bruno.colors).toMatchObject({ body: '#222222', accent: '#f5f5f5' });
  });

  it('takes chance glasses off a child whose photo shows none, and keeps glasses the idea asks for', async () => {
    // Books whose planner sheet gives the described hero glasses by chance (a described photo keeps the sheet's
    // personal features: a quarter of girls get glasses).
    const described = { characterId: 'c1', description: 'Mia, 5' };
    const withChanceGlasses = Array.from({ length: 40 }, (_, i) => ({
      ...base,
      bookId: `glasses-${i}`,
      referenceImages: [described],
    })).filter((input) => planStory(input).cast[0]!.sheet.features.includes('glasses'));
    expect(withChanceGlasses.length).toBeGreaterThan(0);
    const photo = { ...described, looks: { face: true, hair: '#d9a441', glasses: false } };
    for (const book of withChanceGlasses) {
      const input = { ...book, referenceImages: [photo] };
      expect((await sheetOf(input, 'c1')).features).not.toContain('glasses');
      const asked = { ...input, idea: `${input.idea}; Mia wears glasses` };
      expect((await sheetOf(asked, 'c1')).features).toContain('glasses');
    }
  });

  it('keeps the planner sheets of characters without photos, and the same photos give the same plan', async () => {
    const plain = await writer.planStory(base);
    const input: StoryInput = {
      ...base,
      referenceImages: [{ characterId: 'c2', looks: { face: true, skin: '#7a4a2e' } }],
    };
    const withPhoto = await writer.planStory(input);
    expect(withPhoto.cast[0]!.sheet).toEqual(plain.cast[0]!.sheet);
    expect(withPhoto.cast[2]!.sheet).toEqual(plain.cast[2]!.sheet);
    expect(withPhoto.cast[1]!.sheet.colors.body).toBe('#8a5534');
    expect(await writer.planStory(input)).toEqual(withPhoto);
  });

  it('uses a photo linked to no one for no one: its colours do not dress the hero', async () => {
    const colors = ['#ff0000', '#00ff00', '#0000ff'];
    const legacy = planStory({ ...base, referenceImages: [{ dominantColors: colors }] });
    const nobody = await writer.planStory({
      ...base,
      referenceImages: [
        {
          dominantColors: colors,
          characterId: null,
          looks: { face: true, skin: '#7a4a2e', hair: '#ff0000' },
        },
      ],
    });
    const plain = await writer.planStory(base);
    expect(legacy.cast[0]!.sheet).not.toEqual(plain.cast[0]!.sheet);
    expect(nobody).toEqual(plain);
  });

  it('does not turn a person into a face-less colour swatch: a photo without a face leaves a child as planned', async () => {
    const plain = await writer.planStory(base);
    const input: StoryInput = {
      ...base,
      referenceImages: [{ characterId: 'c1', looks: { coat: ['#123456'] } }],
    };
    expect((await writer.planStory(input)).cast[0]!.sheet).toEqual(plain.cast[0]!.sheet);
  });

  it('never dresses a photographed child in its own skin or hair colour (a portrait is mostly face and hair)', async () => {
    // The dominant colours of a close portrait: skin, hair, skin again; they dress the hero (story/cast.ts).
    const portrait = {
      characterId: 'c1',
      dominantColors: ['#d8a27a', '#b0885a', '#c99670'],
      looks: { face: true, skin: '#dba67e', hair: '#ad8553', hairLength: 'long' as const },
    };
    const mia = await sheetOf({ ...base, referenceImages: [portrait] }, 'c1');
    expect(mia.colors).toMatchObject({ body: '#d9a47c', hair: '#a9814f' });
    expect(mia.colors.clothing).not.toBe('#d8a27a');
    // Apart from skin and hair by more than about 45 levels a channel.
    const apart = (a: string, b: string) =>
      [1, 3, 5].reduce(
        (sum, i) => sum + (parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)) ** 2,
        0,
      );
    expect(apart(mia.colors.clothing, mia.colors.body)).toBeGreaterThan(3 * 45 ** 2);
    expect(apart(mia.colors.clothing, mia.colors.hair)).toBeGreaterThan(3 * 45 ** 2);
    // A child photographed in a red jumper keeps the red the photo shows.
    const jumper = { ...portrait, dominantColors: ['#c0302a', '#d8a27a', '#ad8553'] };
    expect((await sheetOf({ ...base, referenceImages: [jumper] }, 'c1')).colors.clothing).toBe('#c0302a');
  });

  it('draws a photo colour as the nearest of the palette', () => {
    expect(nearest('#1f1c1a', HAIR_COLORS)).toBe('#1c1a17');
    expect(nearest('#e0bb75', HAIR_COLORS)).toBe('#d9b36c');
    expect(nearest('#c9652f', HAIR_COLORS)).toBe('#c4622d');
    expect(nearest('#fbe5d2', SKIN_TONES)).toBe('#fde7d6');
    expect(nearest('#4a2a1a', SKIN_TONES)).toBe('#4e2c1b');
  });

  it('draws the hair as long as the photo shows it', async () => {
    const sheet = (await writer.planStory(base)).cast[0]!.sheet;
    const painter = new Painter(STYLE_SPECS.cartoon);
    const svg = (hairLength?: 'short' | 'medium' | 'long') =>
      drawCharacter(painter, { ...sheet, ...(hairLength ? { hairLength } : {}) }, 0, 0, 1, 'stand');
    const drawn = new Set([svg('short'), svg('medium'), svg('long')]);
    expect(drawn.size).toBe(3);
    // Without a photo a girl wears it long, as before.
    expect(svg()).toBe(sheet.gender === 'f' ? svg('long') : svg('short'));
  });
});
