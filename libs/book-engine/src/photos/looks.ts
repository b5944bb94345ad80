import type { CharacterSheet, PhotoLooks, ReferenceImage, StoryInput, StoryPlan } from '../types';

const HEX = /^#[0-9a-f]{6}$/i;
const hex = (c: string | undefined): string | undefined => (c && HEX.test(c) ? c.toLowerCase() : undefined);

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
    ...(faces.some((l) => l.glasses) ? { glasses: true } : {}),
    ...(first('coat') ? { coat: first('coat') } : {}),
  };
}

/** A sheet drawn as its photo shows: a person's skin, hair and glasses; an animal's coat. */
export function sheetFromPhoto(sheet: CharacterSheet, looks: PhotoLooks): CharacterSheet {
  if (sheet.species === 'person') {
    if (!looks.face) return sheet;
    const skin = hex(looks.skin);
    const hair = hex(looks.hair);
    const features = looks.glasses && !sheet.features.includes('glasses') ? [...sheet.features, 'glasses' as const] : sheet.features;
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
  return {
    ...plan,
    cast: plan.cast.map((c) => {
      const looks = c.id ? looksOf(images, c.id) : undefined;
      return looks ? { ...c, sheet: sheetFromPhoto(c.sheet, looks) } : c;
    }),
  };
}
