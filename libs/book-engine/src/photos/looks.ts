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

/** RGB distance weighted like the eye: green most, blue least (squared). */
function distance(color: string, other: string): number {
  const [r, g, b] = hexToRgb(color);
  const [r2, g2, b2] = hexToRgb(other);
  return 2 * (r - r2) ** 2 + 4 * (g - g2) ** 2 + 3 * (b - b2) ** 2;
}

/** The nearest colour of a palette. */
export function nearest(color: string, palette: readonly string[]): string {
  return palette.reduce((best, c) => (distance(color, c) < distance(color, best) ? c : best), palette[0]!);
}

/** Clothes colours to draw instead of one that would melt into the face or hair (the story's own palette). */
const CLOTHES = ['#2e86ab', '#e4572e', '#6a994e', '#8e5ba8', '#f2a541', '#3c6e71', '#e07a9a'] as const;
/** Closer than about 45 levels a channel: the eye sees one patch of colour. */
const ONE_PATCH = 9 * 45 ** 2;

/**
 * A portrait's dominant colours, which dress the hero (`story/cast.ts`), are mostly its skin and hair: clothes
 * in them draw a bare child. Such a colour gives way to the first of the palette apart from skin and hair,
 * counted from the character's number, so two photographed children are not dressed alike.
 */
function clothesApart(colour: string, apart: string[], from: number): string {
  if (apart.every((c) => distance(colour, c) >= ONE_PATCH)) return colour;
  const order = [...CLOTHES.slice(from % CLOTHES.length), ...CLOTHES.slice(0, from % CLOTHES.length)];
  return order.find((c) => apart.every((a) => distance(c, a) >= ONE_PATCH)) ?? order[0]!;
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
  number = 0,
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
    const body = skin || sheet.colors.body;
    const drawnHair = hair || sheet.colors.hair;
    return {
      ...sheet,
      colors: {
        ...sheet.colors,
        body,
        hair: drawnHair,
        clothing: clothesApart(sheet.colors.clothing, [body, drawnHair], number),
      },
      features,
      ...(looks.hairLength ? { hairLength: looks.hairLength } : {}),
    };
  }
  const [coat, second] = (looks.coat ?? []).map(hex);
  if (!coat || looks.face) return sheet;
  return { ...sheet, colors: { ...sheet.colors, body: coat, ...(second ? { accent: second } : {}) } };
}

/** `c2` → 1: the cast's order, for choices that must differ between characters. */
const castNumber = (id: string | undefined): number =>
  Math.max(0, Number(/\d+$/.exec(id ?? '')?.[0] ?? 1) - 1);

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
      return looks ? { ...c, sheet: sheetFromPhoto(c.sheet, looks, ideaGlasses, castNumber(c.id)) } : c;
    }),
  };
}
