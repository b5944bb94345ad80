import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hexToRgb } from '../../illustration/color';
import { illustrateCover } from '../../illustration/cover';
import { EmbeddedStoryWriter } from '../../ports';
import type { PhotoLooks, StoryInput } from '../../types';
import { HAIR_COLORS, nearest, SKIN_TONES } from '../looks';
import { PhotoAnalyser } from './photo-analyser';
import { blondePortrait, darkHairPortrait, petPhoto, withGlasses } from './test-fixtures';

const SHOTS = join(__dirname, '../../../../../.test-results/screenshots/photos');
const apart = (a: string | undefined, b: string | undefined): number => {
  const [x, y] = [hexToRgb(a ?? '#000000'), hexToRgb(b ?? '#000000')];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};
const luma = (hex: string | undefined): number => {
  const [r, g, b] = hexToRgb(hex ?? '#000000');
  return 0.299 * r + 0.587 * g + 0.114 * b;
};

/**
 * issue #23, ADR 0033: the embedded photo analysis (face-api's models on TensorFlow.js' WASM backend, in a
 * worker thread) reads real photos into looks, and the embedded illustrator draws them.
 */
describe('embedded photo analysis', () => {
  const analyser = new PhotoAnalyser();
  let blonde: PhotoLooks;
  let dark: PhotoLooks;

  beforeAll(async () => {
    blonde = await analyser.analyse(await blondePortrait());
    dark = await analyser.analyse(await darkHairPortrait());
  }, 120_000);
  afterAll(() => analyser.close());

  it('reads a face: skin from the face, hair above it and its length, no glasses', () => {
    expect(blonde).toMatchObject({ face: true, hairLength: 'long', glasses: false });
    expect(dark).toMatchObject({ face: true, hairLength: 'long', glasses: false });
    // Reddish-blonde curls are light and warm (red above blue); the other's hair is near black.
    const [r, , b] = hexToRgb(blonde.hair!);
    expect(r - b).toBeGreaterThan(40);
    expect(luma(blonde.hair)).toBeGreaterThan(100);
    expect(luma(dark.hair)).toBeLessThan(90);
    // Skin is lighter than dark hair, and a skin tone (red above blue).
    for (const looks of [blonde, dark]) {
      const [sr, , sb] = hexToRgb(looks.skin!);
      expect(sr).toBeGreaterThan(sb);
      expect(luma(looks.skin)).toBeGreaterThan(luma(dark.hair) + 40);
    }
    expect(apart(blonde.hair, dark.hair)).toBeGreaterThan(100);
  });

  it('is deterministic: the same photo gives the same looks', async () => {
    expect(await analyser.analyse(await blondePortrait())).toEqual(blonde);
  }, 60_000);

  it('sees glasses drawn over the eyes of either face', async () => {
    expect(await analyser.analyse(await withGlasses(await darkHairPortrait()))).toMatchObject({
      face: true,
      glasses: true,
    });
    expect(await analyser.analyse(await withGlasses(await blondePortrait()))).toMatchObject({
      face: true,
      glasses: true,
    });
  }, 120_000);

  it("reads a pet's coat where no face is found", async () => {
    const pet = await analyser.analyse(await petPhoto());
    expect(pet.face).toBe(false);
    expect(pet.coat?.length).toBeGreaterThan(0);
    expect(luma(pet.coat![0])).toBeLessThan(60);
  }, 60_000);

  it('fails a photo it cannot read, and goes on with the next', async () => {
    await expect(analyser.analyse(Buffer.from('not an image'))).rejects.toThrow();
    expect((await analyser.analyse(await petPhoto())).face).toBe(false);
  }, 60_000);

  it('draws two photographed children as two visibly different characters, glasses where the photo has them', async () => {
    const glasses = await analyser.analyse(await withGlasses(await darkHairPortrait()));
    const input: StoryInput = {
      bookId: 'two-children',
      idea: 'Mia and her sister Lea find a lost kite in the forest',
      age: 5,
      mainLanguage: 'en',
      style: 'cartoon',
      referenceImages: [
        { characterId: 'c1', looks: blonde },
        { characterId: 'c2', looks: glasses },
      ],
    };
    const plan = await new EmbeddedStoryWriter().planStory(input);
    const [mia, lea] = plan.cast.map((c) => c.sheet);
    expect(mia!.colors).toMatchObject({
      body: nearest(blonde.skin!, SKIN_TONES),
      hair: nearest(blonde.hair!, HAIR_COLORS),
    });
    expect(lea!.colors).toMatchObject({
      body: nearest(glasses.skin!, SKIN_TONES),
      hair: nearest(glasses.hair!, HAIR_COLORS),
    });
    // Visibly different: the two girls' hair is drawn in two colours far apart.
    expect(apart(mia!.colors.hair, lea!.colors.hair)).toBeGreaterThan(100);
    expect(lea!.features).toContain('glasses');
    expect(mia!.features).not.toContain('glasses');
    const cover = await illustrateCover(plan, { style: 'cartoon' });
    const without = await illustrateCover(
      await new EmbeddedStoryWriter().planStory({ ...input, referenceImages: [] }),
    );
    expect(cover.png.equals(without.png)).toBe(false);
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(join(SHOTS, 'two-children-from-photos.png'), cover.png);
    writeFileSync(join(SHOTS, 'two-children-without-photos.png'), without.png);
    writeFileSync(join(SHOTS, 'photo-blonde.jpg'), await blondePortrait());
    writeFileSync(join(SHOTS, 'photo-dark-hair-glasses.jpg'), await withGlasses(await darkHairPortrait()));
  }, 120_000);
});
