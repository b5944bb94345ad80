import { rgbToHex } from '../../illustration/color';
import type { HairLength, PhotoLooks } from '../../types';

/**
 * issue #23, ADR 0033: a found face turned into a character's looks by sampling the photo's own pixels around
 * the face model's box and 68 landmarks — skin from the cheeks, hair above the forehead, its length beside the
 * jaw and the shoulders, glasses from frame lines across the nose bridge and at the temples. Pure and
 * deterministic: the same pixels and face give the same looks.
 */

export interface Pixels {
  /** RGB, 3 bytes a pixel, row by row. */
  data: Uint8Array;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Face {
  box: FaceBox;
  /** The 68 points of the iBUG layout (jaw 0–16, brows 17–26, nose 27–35, eyes 36–47, mouth 48–67). */
  landmarks: Point[];
}

type Rgb = [number, number, number];

/** The pixels of an upright rectangle, clipped to the image. */
function region(img: Pixels, x0: number, y0: number, x1: number, y1: number): Rgb[] {
  const out: Rgb[] = [];
  const xa = Math.max(0, Math.round(Math.min(x0, x1)));
  const xb = Math.min(img.width - 1, Math.round(Math.max(x0, x1)));
  const ya = Math.max(0, Math.round(Math.min(y0, y1)));
  const yb = Math.min(img.height - 1, Math.round(Math.max(y0, y1)));
  for (let y = ya; y <= yb; y += 1) {
    for (let x = xa; x <= xb; x += 1) {
      const i = (y * img.width + x) * 3;
      out.push([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]);
    }
  }
  return out;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};
const medianColor = (pixels: Rgb[]): Rgb => [0, 1, 2].map((c) => median(pixels.map((p) => p[c]!))) as Rgb;
const luma = ([r, g, b]: Rgb): number => 0.299 * r + 0.587 * g + 0.114 * b;
const distance = (a: Rgb, b: Rgb): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const hex = (c: Rgb): string => rgbToHex(c[0], c[1], c[2]);
const mid = (a: Point, b: Point, t = 0.5): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** Skin: the median of two cheek patches (between the jaw and the nose, below the eyes). */
export function skinOf(img: Pixels, face: Face): Rgb {
  const lm = face.landmarks;
  const r = face.box.width * 0.07;
  const cheeks = [mid(lm[2]!, lm[31]!, 0.55), mid(lm[14]!, lm[35]!, 0.55)];
  return medianColor(cheeks.flatMap((c) => region(img, c.x - r, c.y - r, c.x + r, c.y + r)));
}

/**
 * The face's own frame, so a tilted head is read along its tilt: `at(a, b)` is the point `a` face-heights to
 * the face's right and `b` up from the top of the nose bridge (landmark 27); the face height is bridge to chin.
 */
export function faceFrame(face: Face): { at(a: number, b: number): Point; height: number } {
  const bridge = face.landmarks[27]!;
  const chin = face.landmarks[8]!;
  const height = Math.max(1, Math.hypot(bridge.x - chin.x, bridge.y - chin.y));
  const up = { x: (bridge.x - chin.x) / height, y: (bridge.y - chin.y) / height };
  const right = { x: -up.y, y: up.x };
  return {
    height,
    at: (a, b) => ({
      x: bridge.x + (right.x * a + up.x * b) * height,
      y: bridge.y + (right.y * a + up.y * b) * height,
    }),
  };
}

/** The pixels of a patch of the face frame (a0..a1 across, b0..b1 up), one sample per pixel step. */
function patch(img: Pixels, face: Face, a0: number, a1: number, b0: number, b1: number): Rgb[] {
  const { at, height } = faceFrame(face);
  const step = 1 / height;
  const out: Rgb[] = [];
  for (let b = b0; b <= b1; b += step) {
    for (let a = a0; a <= a1; a += step) {
      const p = at(a, b);
      const x = Math.round(p.x);
      const y = Math.round(p.y);
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      const i = (y * img.width + x) * 3;
      out.push([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]);
    }
  }
  return out;
}

/** Like the skin: the same hue and saturation (chromaticity), brighter or darker in the light of the photo. */
function skinLike(c: Rgb, skin: Rgb): boolean {
  const chroma = ([r, g, b]: Rgb): [number, number] => {
    const sum = Math.max(1, r + g + b);
    return [r / sum, g / sum];
  };
  const [cr, cg] = chroma(c);
  const [sr, sg] = chroma(skin);
  const ratio = luma(c) / Math.max(1, luma(skin));
  return Math.hypot(cr - sr, cg - sg) < 0.035 && ratio > 0.65 && ratio < 1.6;
}

/**
 * Hair: up from the forehead, where the skin ends (the hairline: the first rows that are no longer like the
 * skin), the pixels of the next fifth of a face height, their median; none when it is skin to the top (bald).
 * Starting at the hairline keeps the wall behind the head out of it.
 */
export function hairOf(img: Pixels, face: Face, skin: Rgb): Rgb | undefined {
  const { height } = faceFrame(face);
  const step = 2 / height;
  const found: Rgb[] = [];
  for (const a of [-0.25, -0.12, 0, 0.12, 0.25]) {
    const isSkin = (b: number): boolean => {
      const px = patch(img, face, a - 0.02, a + 0.02, b, b);
      return px.length === 0 || skinLike(medianColor(px), skin);
    };
    for (let b = 0.3; b < 1.4; b += step) {
      if (isSkin(b) || isSkin(b + step) || isSkin(b + 2 * step)) continue;
      found.push(...patch(img, face, a - 0.04, a + 0.04, b, b + 0.2));
      break;
    }
  }
  return found.length ? medianColor(found) : undefined;
}

/** The share of pixels that are like the hair. */
const hairShare = (pixels: Rgb[], hair: Rgb): number =>
  pixels.length ? pixels.filter((p) => distance(p, hair) < 45).length / pixels.length : 0;

/** Hair length: hair beside the neck and shoulders is long, beside the jaw medium, else short. */
export function hairLengthOf(img: Pixels, face: Face, hair: Rgb): HairLength {
  const sides = (b0: number, b1: number): number =>
    Math.max(
      hairShare(patch(img, face, -1.0, -0.75, b0, b1), hair),
      hairShare(patch(img, face, 0.75, 1.0, b0, b1), hair),
    );
  if (sides(-1.6, -1.1) > 0.35) return 'long';
  if (sides(-0.9, -0.3) > 0.35) return 'medium';
  return 'short';
}

/**
 * How deep the darkest line across a strip of the face is (0: none), against the skin: the median brightness of
 * each row of the strip (bottom to top), its darkest row compared with the brightest rows on both sides of it.
 */
function lineDepth(
  img: Pixels,
  face: Face,
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  skin: Rgb,
): number {
  const { height } = faceFrame(face);
  const rows: number[] = [];
  for (let b = b0; b <= b1; b += 1 / height) {
    const row = patch(img, face, a0, a1, b, b);
    if (row.length) rows.push(median(row.map(luma)));
  }
  if (rows.length < 5) return 0;
  let best = 0;
  for (let i = 1; i < rows.length - 1; i += 1) {
    const below = Math.max(...rows.slice(0, i));
    const above = Math.max(...rows.slice(i + 1));
    best = Math.max(best, Math.min(below, above) - rows[i]!);
  }
  return best / Math.max(1, luma(skin));
}

/**
 * Glasses: a frame is a dark line across the bridge of the nose between the eyes, and one across each temple
 * beside the eyes, where a face without glasses shows smooth skin.
 */
export function glassesOf(img: Pixels, face: Face, skin: Rgb): boolean {
  return glassesScore(img, face, skin) > 0.7;
}

/** The frame lines' depth (bridge and the deeper temple) as one number; above 0.7 reads as glasses. */
export function glassesScore(img: Pixels, face: Face, skin: Rgb): number {
  const bridge = lineDepth(img, face, -0.06, 0.06, -0.15, 0.25, skin);
  const temple = Math.max(
    lineDepth(img, face, -0.7, -0.6, -0.3, 0.25, skin),
    lineDepth(img, face, 0.6, 0.7, -0.3, 0.25, skin),
  );
  return bridge + temple;
}

/** The whole reading of one face. */
export function looksOfFace(img: Pixels, face: Face): PhotoLooks {
  const skin = skinOf(img, face);
  const hair = hairOf(img, face, skin);
  return {
    face: true,
    skin: hex(skin),
    ...(hair ? { hair: hex(hair), hairLength: hairLengthOf(img, face, hair) } : { hairLength: 'short' }),
    glasses: glassesOf(img, face, skin),
  };
}

/** The face a photo is of: the biggest one found (the child in front, not the people behind). */
export function mainFace(faces: readonly Face[]): Face | undefined {
  return [...faces].sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height)[0];
}
