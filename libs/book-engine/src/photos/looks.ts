import { hexToRgb } from '../illustration/color';
import type { CharacterSheet, PhotoLooks, ReferenceImage, StoryInput, StoryPlan } from '../types';

const HEX = /^#[0-9a-f]{6}$/i;
const hex = (c: string | undefined): string | undefined => (c && HEX.test(c) ? c.toLowerCase() : undefined);

/**
 * The illustrator's skin tones, very light to deep, and hair colours: a photo's colour (taken in its own light)
 * is drawn as the nearest of them, so the picture stays in the book's palette and a dim room does not make a
 * grey child.
 */
export const SKIN_TONES = [
  '#fde7d6',
  '#f6d3b8',
  '#eac0a0',
  '#d9a47c',
  '#c68a5e',
  '#a86f47',
  '#8a5534',
  '#6b3f26',
  '#4e2c1b',
] as const;
export const HAIR_COLORS = [
  '#1c1a17', // black
  '#3b2a1f', // dark brown
  '#6b4a2f', // brown
  '#8a3f22', // auburn
  '#c4622d', // ginger
  '#a9814f', // dark blonde
  '#d9b36c', // blonde
  '#ece0c0', // platinum
  '#9a9a96', // grey
] as const;

/** The nearest colour of a palette (RGB distance weighted like the eye: green most, blue least). */
export function nearest(color: string, palette: readonly string[]): string {
  const [r, g, b] = hexToRgb(color);
  const d = (c: string) => {
    const [r2, g2, b2] = hexToRgb(c);
    return 2 * (r - r2) ** 2 + 4 * (g - g2) ** 2 + 3 * (b - b2) ** 2;
  };
  return palette.reduce((best, c) => (d(c) < d(best) ? c : best), palette[0]!);
}

/**
 * The story input the planner reads (issue #23): only the photos of the hero (`c1`) and older requests' unlinked
 * photos colour the hero as before; a photo of another character, or of no one, is kept out of the hero's looks.
 */
export function plannerInput(input: StoryInput): StoryInput {
  if (!input.referenceImages?.length) return input;
  return {
    ...input,
    referenceImages: input.referenceImages.filter(
      (r) => r.characterId === undefined || r.characterId === 'c1',
    ),
  };
}

/** What the photos linked to one character say, the first photo that says a thing winning. */
function looksOf(images: readonly ReferenceImage[], id: string): PhotoLooks | undefined {
  const mine = images.filter((r) => r.characterId === id && r.looks).map((r) => r.looks as PhotoLooks);
  if (mine.length === 0) return undefined;
  const faces = mine.filter((l) => l.face);
  const first = <K extends keyof PhotoLooks>(k: K, from = mine) => from.find((l) => l[k] !== undefined)?.[k];
  return {
    face: faces.length > 0,
    ...(first('skin', faces) ? { skin: first('skin', faces) } : {}),
    ...(first('hair', faces) ? { hair: first('hair', faces) } : {}),
    ...(first('hairLength', faces) ? { hairLength: first('hairLength', faces) } : {}),
    // Faces read without glasses say so: a sheet's chance glasses must not go on a child who wears none.
    ...(faces.some((l) => l.glasses)
      ? { glasses: true }
      : faces.some((l) => l.glasses === false)
        ? { glasses: false }
        : {}),
    ...(first('coat') ? { coat: first('coat') } : {}),
  };
}

/** A sheet drawn as its photo shows: a person's skin, hair and glasses; an animal's coat. */
export function sheetFromPhoto(
  sheet: CharacterSheet,
  looks: PhotoLooks,
  keepGlasses = false,
): CharacterSheet {
  if (sheet.species === 'person') {
    if (!looks.face) return sheet;
    const skin = hex(looks.skin) && nearest(hex(looks.skin)!, SKIN_TONES);
    const hair = hex(looks.hair) && nearest(hex(looks.hair)!, HAIR_COLORS);
    const features =
      looks.glasses && !sheet.features.includes('glasses')
        ? [...sheet.features, 'glasses' as const]
        : looks.glasses === false && !keepGlasses
          ? sheet.features.filter((f) => f !== 'glasses')
          : sheet.features;
    return {
      ...sheet,
      colors: { ...sheet.colors, ...(skin ? { body: skin } : {}), ...(hair ? { hair } : {}) },
      features,
      ...(looks.hairLength ? { hairLength: looks.hairLength } : {}),
    };
  }
  const [coat, second] = (looks.coat ?? []).map(hex);
  if (!coat || looks.face) return sheet;
  return { ...sheet, colors: { ...sheet.colors, body: coat, ...(second ? { accent: second } : {}) } };
}

/**
 * issue #23: every character with a photo linked to it is drawn as the photo shows (the embedded analysis'
 * looks on its sheet); the others keep the sheets the planner gave them. Pure: the same input, the same plan.
 */
export function withPhotoLooks(plan: StoryPlan, input: StoryInput): StoryPlan {
  const images = input.referenceImages ?? [];
  if (!images.some((r) => r.looks && r.characterId)) return plan;
  // Glasses the parent wrote into the idea stay, whatever a photo shows.
  const ideaGlasses = /glasses|brille|lunettes|gafas|occhiali|óculos/i.test(input.idea);
  return {
    ...plan,
    cast: plan.cast.map((c) => {
      const looks = c.id ? looksOf(images, c.id) : undefined;
      return looks ? { ...c, sheet: sheetFromPhoto(c.sheet, looks, ideaGlasses) } : c;
    }),
  };
}
