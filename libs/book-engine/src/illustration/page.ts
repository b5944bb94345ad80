import sharp from 'sharp';
import { hashString, seededRng, type Rng } from '../rng';
import type { IllustrationBrief, Mood } from '../production/types';
import type { CharacterSheet, Style, StoryPlan } from '../types';
import { ANIMAL_HAND, PERSON_HAND, drawCharacter } from './character';
import { Painter, el } from './painter';
import { drawSetting, drawThing, isVehicle } from './kinds';
import { H, HORIZON, W, drawObject, sparkles, starPath } from './scene';
import { STYLE_SPECS } from './styles';

export interface PageIllustrationOptions {
  style?: Style;
  /** Output size in pixels (e.g. the printed size at 300+ dpi); the scene is drawn at 3:4 and cropped. */
  width?: number;
  height?: number;
}

export interface PageIllustration {
  image: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  altText: string;
}

interface Placement {
  x: number;
  y: number;
  s: number;
  flip: boolean;
}

interface Staging {
  hero: Placement;
  friend?: Placement;
  object: 'hand' | 'float' | 'ground' | 'none';
}

/** Where the cast stands: by scene and beat, with a seeded variant so consecutive pages differ. */
function stage(brief: IllustrationBrief, heroSheet: CharacterSheet | undefined): Staging {
  const person = heroSheet?.species === 'person';
  const k = person ? 1 : 1.22;
  const at = (x: number, y: number, s: number, flip = false): Placement => ({ x, y, s, flip });
  switch (brief.scene) {
    case 'portrait':
      return { hero: at(384, 975, 1.2 * k), object: 'hand' };
    case 'cover':
      return { hero: at(330, 960, 1.02 * k), friend: at(590, 965, 0.62), object: 'hand' };
    case 'cast':
      return { hero: at(270, 975, 1.0 * k), friend: at(560, 975, 0.78, true), object: 'none' };
    case 'end':
      return { hero: at(300, 960, 0.95 * k), friend: at(520, 965, 0.62, true), object: 'ground' };
    case 'story':
      break;
  }
  const object: Staging['object'] =
    brief.beat === 'discovery' || brief.beat === 'turning-point'
      ? 'float'
      : brief.beat === 'problem' || brief.beat === 'setup'
        ? 'none'
        : 'hand';
  switch (brief.variant) {
    case 1:
      return { hero: at(480, 985, 1.12 * k, true), friend: at(200, 990, 0.7), object };
    case 2:
      return { hero: at(410, 995, 1.26 * k), friend: at(150, 1000, 0.66), object };
    case 3:
      return { hero: at(280, 985, 1.1 * k), friend: at(575, 925, 0.58, true), object };
    default:
      return { hero: at(290, 985, 1.14 * k), friend: at(575, 990, 0.72, true), object };
  }
}

/**
 * Where this page stands apart from every other page of its book: the cast steps left or right (and a little
 * nearer or farther) by the brief's page number, so two pages with the same beat and staging never get the
 * same picture. 29 and 61 are coprime, so pages 1–61 (a book has at most 48) all get different steps; another
 * id ("cover") steps by its hash. Deterministic: the same brief draws the same bytes (the picture cache keys
 * on `pictureInputs`, which holds the id).
 */
export function pageStep(id: string): { dx: number; scale: number } {
  const page = /^p(\d+)$/.exec(id);
  const n = page ? Number(page[1]) : hashString(id);
  const step = (n * 29) % 61; // 0–60
  return { dx: (step - 30) * 1.5, scale: 1 + ((n % 5) - 2) * 0.02 };
}

function stepped(staging: Staging, id: string): Staging {
  const { dx, scale } = pageStep(id);
  const move = (p: Placement): Placement => ({ ...p, x: p.x + dx, s: p.s * scale });
  return {
    ...staging,
    hero: move(staging.hero),
    ...(staging.friend ? { friend: move(staging.friend) } : {}),
  };
}

function mirrored(svg: string, x: number, flip: boolean): string {
  return flip ? `<g transform="translate(${2 * x} 0) scale(-1 1)">${svg}</g>` : svg;
}

function shadow(painter: Painter, x: number, y: number, rx: number): string {
  return el('ellipse', {
    cx: x,
    cy: y - 4,
    rx,
    ry: rx * 0.18,
    fill: '#000000',
    'fill-opacity': painter.spec.paint === 'flat' ? 0.12 : 0.18,
  });
}

function svgDoc(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

function rainbow(): string {
  const colors = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa'];
  return colors
    .map((c, i) =>
      el('path', {
        d: `M ${-40 + i * 18} ${HORIZON} A ${430 - i * 18} ${380 - i * 18} 0 0 1 ${808 - i * 18} ${HORIZON}`,
        stroke: c,
        'stroke-width': 18,
        fill: 'none',
        'stroke-opacity': 0.55,
      }),
    )
    .join('');
}

function rain(rng: Rng): string {
  const out: string[] = [];
  for (let i = 0; i < 90; i += 1) {
    const x = rng.int(-40, W);
    const y = rng.int(-20, H);
    out.push(
      el('line', {
        x1: x,
        y1: y,
        x2: x + 14,
        y2: y + 46,
        stroke: '#dfe8f2',
        'stroke-width': 3,
        'stroke-opacity': 0.55,
      }),
    );
  }
  return out.join('');
}

function nightSky(rng: Rng): string {
  const out: string[] = [
    el('circle', { cx: 610, cy: 150, r: 58, fill: '#fff6d5' }),
    el('circle', { cx: 636, cy: 136, r: 52, fill: '#1d2350', 'fill-opacity': 0.9 }),
  ];
  for (let i = 0; i < 40; i += 1) {
    out.push(
      el('path', {
        d: starPath(rng.int(20, W - 20), rng.int(20, HORIZON - 180), rng.int(4, 9), 2),
        fill: '#fff3b0',
        'fill-opacity': 0.6 + rng.next() * 0.4,
      }),
    );
  }
  return out.join('');
}

/** The three layers of a page picture: scenery (toned by mood), cast and object, weather and light. */
export function composePageSvg(
  plan: StoryPlan,
  brief: IllustrationBrief,
  options: PageIllustrationOptions = {},
): { background: string; cast: string; overlay: string; width: number; height: number } {
  const style = options.style ?? plan.style;
  const spec = STYLE_SPECS[style];
  const width = options.width ?? W;
  const height = options.height ?? Math.round((width * H) / W);
  const rng = seededRng(`page:${plan.bookId}:${brief.id}:${style}`);

  const bg = new Painter(spec);
  const backgroundBody =
    drawSetting(bg, brief.setting, brief.place, rng) +
    (brief.beat === 'resolution' ? rainbow() : '') +
    (spec.extras.includes('grain')
      ? el('rect', { x: 0, y: 0, width: W, height: H, fill: 'url(#vignette)' })
      : '');
  if (spec.extras.includes('grain')) {
    bg.addDef(
      'vignette',
      `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#3b2a1a" stop-opacity="0"/>` +
        `<stop offset="1" stop-color="#3b2a1a" stop-opacity="0.3"/></radialGradient>`,
    );
  }

  const p = new Painter(spec);
  const hero = brief.cast.find((c) => c.role === 'protagonist') ?? brief.cast[0];
  const friend = brief.cast.find((c) => c !== hero);
  const staging = stepped(stage(brief, hero?.sheet), brief.id);
  const parts: string[] = [];
  if (friend && staging.friend) {
    // A grown-up companion stands as tall as the hero, a child companion nearly so; pets stay small.
    const f = { ...staging.friend };
    if (friend.sheet.species === 'person')
      f.s = Math.max(f.s, staging.hero.s * (friend.sheet.grownUp ? 0.95 : 0.8));
    parts.push(shadow(p, f.x, f.y, 130 * f.s));
    parts.push(mirrored(drawCharacter(p, friend.sheet, f.x, f.y, f.s), f.x, f.flip));
  }
  if (hero) {
    const h = staging.hero;
    parts.push(shadow(p, h.x, h.y, 118 * h.s));
    parts.push(mirrored(drawCharacter(p, hero.sheet, h.x, h.y, h.s), h.x, h.flip));
    const hand = hero.sheet.species === 'person' ? PERSON_HAND : ANIMAL_HAND;
    const handX = h.flip ? h.x - hand.x * h.s : h.x + hand.x * h.s;
    const handY = h.y + hand.y * h.s;
    const thing = (x: number, y: number, k: number): string =>
      brief.things
        ?.filter((kind) => !isVehicle(kind))
        .map((kind) => drawThing(p, kind, x, y, k))
        .find(Boolean) ?? drawObject(p, brief.object, x, y);
    if (staging.object === 'hand') parts.push(thing(handX + 20, handY + 60, 0.75));
    if (staging.object === 'float') {
      const fx = friend && staging.friend ? (h.x + staging.friend.x) / 2 : h.x + 160;
      parts.push(el('circle', { cx: fx, cy: 330, r: 150, fill: '#fff7c2', 'fill-opacity': 0.35 }));
      parts.push(el('circle', { cx: fx, cy: 330, r: 95, fill: '#fff7c2', 'fill-opacity': 0.45 }));
      parts.push(thing(fx, 360, 0.9));
    }
    if (staging.object === 'ground') {
      const gx = friend && staging.friend ? (h.x + staging.friend.x) / 2 : h.x + 150;
      parts.push(thing(gx, 900, 0.9));
    }
  }

  const overlay: string[] = [];
  if (brief.mood === 'stormy') overlay.push(rain(rng));
  // The celebration itself: confetti when the party the idea prepares finally happens.
  const celebrates = brief.things?.some((k) =>
    ['party', 'festival', 'birthday', 'christmas', 'wedding'].includes(k),
  );
  if (
    celebrates &&
    (brief.beat === 'resolution' || brief.beat === 'homecoming' || brief.beat === 'turning-point')
  ) {
    const colours = ['#e53935', '#fdd835', '#1e88e5', '#43a047', '#8e24aa'];
    for (let i = 0; i < 60; i += 1)
      overlay.push(
        el('rect', {
          x: rng.int(0, W),
          y: rng.int(0, 700),
          width: 10,
          height: 16,
          fill: colours[i % colours.length],
          transform: `rotate(${rng.int(0, 90)} ${rng.int(0, W)} ${rng.int(0, 700)})`,
        }),
      );
  }
  if (brief.mood === 'night') overlay.push(nightSky(rng));
  if (brief.mood === 'glow' || brief.beat === 'resolution' || spec.extras.includes('sparkles'))
    overlay.push(sparkles(rng, '#fffbe0'));

  return {
    background: svgDoc(width, height, bg.renderDefs(), backgroundBody),
    cast: svgDoc(width, height, p.renderDefs(), parts.join('')),
    overlay: svgDoc(width, height, '', overlay.join('')),
    width,
    height,
  };
}

type Matrix = [[number, number, number], [number, number, number], [number, number, number]];
const NIGHT: Matrix = [
  [0.32, 0.04, 0.06],
  [0.04, 0.38, 0.1],
  [0.06, 0.1, 0.72],
];
const DUSK: Matrix = [
  [0.95, 0.12, 0.02],
  [0.05, 0.72, 0.05],
  [0.12, 0.1, 0.7],
];
const SEPIA: Matrix = [
  [0.85, 0.14, 0.04],
  [0.1, 0.8, 0.08],
  [0.08, 0.12, 0.62],
];

const GREY: Matrix = [
  [0.3, 0.59, 0.11],
  [0.3, 0.59, 0.11],
  [0.3, 0.59, 0.11],
];
const IDENTITY: Matrix = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];
const mixMatrix = (a: Matrix, b: Matrix, t: number): Matrix =>
  a.map((row, i) => row.map((v, j) => v * (1 - t) + (b[i]?.[j] ?? 0) * t)) as Matrix;

/** The mood is light and colour on the scenery: the story's grey world, storm, dusk, night, glow. */
const MOOD_MATRICES: Record<Mood, [Matrix, number] | undefined> = {
  bright: undefined,
  grey: [mixMatrix(IDENTITY, GREY, 0.88), 0.98],
  stormy: [mixMatrix(IDENTITY, GREY, 0.85), 0.72],
  dusk: [DUSK, 0.95],
  night: [NIGHT, 1],
  glow: [mixMatrix(IDENTITY, GREY, 0.15), 0.86],
};
const CAST_MATRICES: Record<Mood, [Matrix, number] | undefined> = {
  bright: undefined,
  grey: undefined,
  stormy: [mixMatrix(IDENTITY, GREY, 0.2), 0.82],
  dusk: undefined,
  night: [
    [
      [0.72, 0.05, 0.05],
      [0.05, 0.72, 0.08],
      [0.05, 0.08, 0.85],
    ],
    1,
  ],
  glow: undefined,
};

/**
 * Paper or print grain, from the seeded generator (the same book always gets the same grain). Drawn small
 * and scaled up: an SVG turbulence filter takes seconds per print-size page in librsvg. Every page of a
 * book has the same grain, so the last few are kept (a print-size texture is 20 MB: making it again for
 * each page cost time and left the heap fragmented).
 */
function grain(seed: string, width: number, height: number, warm: boolean): Promise<Buffer> {
  const key = `${seed}:${width}x${height}:${warm}`;
  let texture = GRAINS.get(key);
  if (!texture) {
    texture = makeGrain(seed, width, height, warm);
    texture.catch(() => GRAINS.delete(key));
    GRAINS.set(key, texture);
    while (GRAINS.size > 2) GRAINS.delete(GRAINS.keys().next().value as string);
  }
  return texture;
}

const GRAINS = new Map<string, Promise<Buffer>>();

async function makeGrain(seed: string, width: number, height: number, warm: boolean): Promise<Buffer> {
  const rng = seededRng(seed);
  const w = 480;
  const h = Math.round((w * height) / width);
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i += 1) {
    const v = 232 + Math.floor(rng.next() * 24);
    raw[i * 3] = v;
    raw[i * 3 + 1] = warm ? v - 4 : v;
    raw[i * 3 + 2] = warm ? v - 12 : v;
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** Renders a page picture: JPEG (4:4:4, q90) at the requested size, for print and screen alike. */
export async function illustratePage(
  plan: StoryPlan,
  brief: IllustrationBrief,
  options: PageIllustrationOptions = {},
): Promise<PageIllustration> {
  const style = options.style ?? plan.style;
  const spec = STYLE_SPECS[style];
  const { background, cast, overlay, width, height } = composePageSvg(plan, brief, options);
  // One SVG, one render: the mood is a colour matrix on the scenery (and on the cast at night or in a storm).
  // Layers rendered apart cost three print-size bitmaps per picture in libvips.
  const matrix = (m: Matrix, brightness = 1) =>
    m.map((row) => `${row.map((v) => v * brightness).join(' ')} 0 0`).join(' ') + ' 0 0 0 1 0';
  const moodFilter = MOOD_MATRICES[brief.mood];
  const castFilter = CAST_MATRICES[brief.mood];
  const defs =
    (moodFilter
      ? `<filter id="mood" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${matrix(moodFilter[0], moodFilter[1])}"/></filter>`
      : '') +
    (castFilter
      ? `<filter id="castmood" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${matrix(castFilter[0], castFilter[1])}"/></filter>`
      : '');
  const inner = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>` +
    `<g${moodFilter ? ' filter="url(#mood)"' : ''}>${inner(background)}</g>` +
    `<g${castFilter ? ' filter="url(#castmood)"' : ''}>${inner(cast)}</g>${inner(overlay)}</svg>`;
  let picture = sharp(Buffer.from(svg), { density: 72 }).resize(width, height);
  if (spec.filter === 'watercolor' || spec.filter === 'vintage') {
    const raw = { width, height, channels: 3 as const };
    if (spec.filter === 'watercolor') picture = picture.blur(Math.max(0.6, width / 1400));
    if (spec.filter === 'vintage') picture = picture.removeAlpha().recomb(SEPIA);
    const texture = await grain(`grain:${style}:${hashString(plan.bookId) % 7}`, width, height, true);
    picture = picture.composite([{ input: texture, raw, blend: 'multiply' }]);
  }
  const image = await picture.removeAlpha().jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
  return { image, mimeType: 'image/jpeg', width, height, altText: brief.altText };
}
