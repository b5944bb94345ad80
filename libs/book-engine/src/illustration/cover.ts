import sharp from 'sharp';
import { hashString, seededRng } from '../rng';
import type { CallMeter } from '../providers/calls';
import type { CharacterReference } from '../providers/references';
import type { Style, StoryPlan } from '../types';
import { ANIMAL_HAND, PERSON_HAND, drawCharacter } from './character';
import { Painter, el } from './painter';
import { drawSetting, drawThing, isVehicle } from './kinds';
import { H, W, drawObject, sparkles } from './scene';
import { frameThings } from '../production/plan-pages';
import { STYLE_SPECS } from './styles';
import { drawTitle } from './title';

export interface CoverOptions {
  style?: Style;
  /** Output size in pixels; the picture is drawn at 3:4 and scaled (spec §9 page ratio 3:4). */
  width?: number;
  height?: number;
  /**
   * issue #23, provider path: references of the characters the parent photographed (and agreed to send), which
   * the cover request passes as input images so the preview shows the child of the photos. The embedded
   * illustrator draws from the sheets and reads none.
   */
  references?: readonly CharacterReference[];
  /** The book's call meter (its budget), where the caller keeps one. */
  meter?: CallMeter;
}

export interface Cover {
  svg: string;
  png: Buffer;
  webp: Buffer;
  width: number;
  height: number;
  altText: string;
  /**
   * Who the cover shows, protagonist first (names in the main language), so callers can check the cast.
   * Set by the embedded illustrator, which knows what it drew; a model's picture cannot say.
   */
  drawn?: DrawnCharacter[];
}

export interface DrawnCharacter {
  name: string;
  kind?: string;
  role: 'protagonist' | 'companion';
}

/** Where companions stand on the cover, nearest first; the protagonist stands left of centre. */
const COMPANION_SLOTS: Array<[number, number, number]> = [
  [590, 965, 0.62],
  [130, 985, 0.55],
  [470, 1000, 0.46],
  [700, 1000, 0.44],
];

function filters(style: Style, seed: number): string {
  switch (STYLE_SPECS[style].filter) {
    case 'watercolor':
      return (
        `<filter id="fx" x="-5%" y="-5%" width="110%" height="110%">` +
        `<feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="3" seed="${seed % 1000}" result="noise"/>` +
        `<feDisplacementMap in="SourceGraphic" in2="noise" scale="10" xChannelSelector="R" yChannelSelector="G" result="bleed"/>` +
        `<feGaussianBlur in="bleed" stdDeviation="1.3"/></filter>` +
        `<filter id="paper"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed % 997}"/>` +
        `<feColorMatrix values="0 0 0 0 0.55  0 0 0 0 0.48  0 0 0 0 0.38  0 0 0 0.45 0"/></filter>`
      );
    case 'vintage':
      return (
        `<filter id="fx"><feColorMatrix type="matrix" values="0.85 0.14 0.04 0 0.03  0.1 0.8 0.08 0 0.02  0.08 0.12 0.62 0 0.01  0 0 0 1 0"/></filter>` +
        `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="2" seed="${seed % 991}"/>` +
        `<feColorMatrix values="0 0 0 0 0.3  0 0 0 0 0.22  0 0 0 0 0.12  0 0 0 0.55 0"/></filter>` +
        `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#3b2a1a" stop-opacity="0"/>` +
        `<stop offset="1" stop-color="#3b2a1a" stop-opacity="0.3"/></radialGradient>`
      );
    case 'glow':
      return (
        `<filter id="chars" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceGraphic" stdDeviation="7" result="blur"/>` +
        `<feMerge><feMergeNode in="blur"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
      );
    case 'soft-shadow':
      return (
        `<filter id="chars" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="9"/>` +
        `<feOffset dx="6" dy="10" result="off"/><feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer>` +
        `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
      );
    default:
      return '';
  }
}

/** Builds the cover as SVG: scene, protagonist from the character sheet, companion, story object, title. */
export function composeCoverSvg(
  plan: StoryPlan,
  options: CoverOptions = {},
): ComposedCover & { drawn: DrawnCharacter[] } {
  const style = options.style ?? plan.style;
  const spec = STYLE_SPECS[style];
  const width = options.width ?? W;
  const height = options.height ?? Math.round((width * H) / W);
  const seed = hashString(`cover:${plan.bookId}`);
  const rng = seededRng(`cover:${plan.bookId}:${style}`);
  const painter = new Painter(spec);
  const [hero, ...others] = plan.cast as [StoryPlan['cast'][number], ...StoryPlan['cast']];
  const companions = others.slice(0, COMPANION_SLOTS.length);
  const main = plan.mainLanguage;

  const background = drawSetting(painter, plan.frame?.settings[0], plan.setting.place, rng);
  const heroIsPerson = hero.sheet.species === 'person';
  const heroScale = heroIsPerson ? 1.02 : 1.25;
  const heroX = 330;
  const heroY = 960;
  const hand = heroIsPerson ? PERSON_HAND : ANIMAL_HAND;
  const shadow = (x: number, y: number, rx: number): string =>
    el('ellipse', {
      cx: x,
      cy: y,
      rx,
      ry: rx * 0.18,
      fill: '#000000',
      'fill-opacity': spec.paint === 'flat' ? 0.12 : 0.18,
    });
  // Every character the idea names stands on the cover; farther ones first so nearer ones overlap them.
  const companionArt = companions
    .map((c, i) => {
      const [x, y, k] = COMPANION_SLOTS[i] as [number, number, number];
      // Grown-ups stand as tall as the hero (and taller by their stretch); pets and small friends stay small.
      const scale = c.sheet.grownUp ? Math.max(k * 1.15, heroScale * 0.85) : k;
      return shadow(x, y - 3, 130 * scale) + drawCharacter(painter, c.sheet, x, y, scale);
    })
    .reverse()
    .join('');
  const characters =
    shadow(heroX, heroY - 4, 120) +
    companionArt +
    drawCharacter(painter, hero.sheet, heroX, heroY, heroScale) +
    heldThing(painter, plan, heroX + hand.x * heroScale, heroY + hand.y * heroScale);

  const sceneFilter = spec.filter === 'watercolor' || spec.filter === 'vintage' ? ' filter="url(#fx)"' : '';
  const charsFilter = spec.filter === 'glow' || spec.filter === 'soft-shadow' ? ' filter="url(#chars)"' : '';
  const overlays: string[] = [];
  if (spec.extras.includes('sparkles'))
    overlays.push(sparkles(rng, style === 'digital art' ? '#ffe3ff' : '#fffbe0'));
  if (spec.extras.includes('halftone')) {
    painter.addDef(
      'dots',
      `<pattern id="dots" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="3" fill="#ffffff" fill-opacity="0.35"/></pattern>`,
    );
    overlays.unshift(el('rect', { x: 0, y: 0, width: W, height: 560, fill: 'url(#dots)' }));
  }
  if (spec.extras.includes('paper'))
    overlays.push(el('rect', { x: 0, y: 0, width: W, height: H, filter: 'url(#paper)', opacity: 0.35 }));
  if (spec.extras.includes('grain')) {
    overlays.push(el('rect', { x: 0, y: 0, width: W, height: H, filter: 'url(#grain)', opacity: 0.35 }));
    overlays.push(el('rect', { x: 0, y: 0, width: W, height: H, fill: 'url(#vignette)' }));
  }
  const title = drawTitle(
    plan.title[plan.mainLanguage] ?? '',
    plan.mainLanguage,
    { ...spec.title, serif: spec.serif },
    W,
  );
  const frame = spec.extras.includes('frame')
    ? el('rect', {
        x: 18,
        y: 18,
        width: W - 36,
        height: H - 36,
        rx: 6,
        fill: 'none',
        stroke: '#5c4033',
        'stroke-width': 6,
      }) +
      el('rect', {
        x: 32,
        y: 32,
        width: W - 64,
        height: H - 64,
        rx: 4,
        fill: 'none',
        stroke: '#5c4033',
        'stroke-width': 2,
      })
    : '';

  const open = (w: number, h: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" data-style="${style}">`;
  const defs = `<defs>${filters(style, seed)}${painter.renderDefs()}</defs>`;
  const scene = `<g${sceneFilter}>${background}<g${charsFilter}>${characters}</g></g>` + overlays.join('');
  const svg = open(width, height) + defs + scene + frame + title + `</svg>`;
  // Watercolour's wet edges and paper, vintage's grain: SVG filters over the whole scene cost librsvg seconds
  // of a core at full size (issue #10: ten previews at once). Their soft scene is drawn at half size and
  // scaled up; the crisp title and frame are drawn over it at full size.
  const layers = sceneFilter
    ? {
        scene: open(Math.round(width / 2), Math.round(height / 2)) + defs + scene + `</svg>`,
        top: open(width, height) + defs + frame + title + `</svg>`,
      }
    : undefined;
  const drawn: DrawnCharacter[] = [hero, ...companions].map((c) => ({
    name: c.name[main] ?? '',
    ...(c.sheet.kind ? { kind: c.sheet.kind } : {}),
    role: c.role,
  }));
  return { svg, width, height, drawn, ...(layers ? { layers } : {}) };
}

export interface ComposedCover {
  svg: string;
  width: number;
  height: number;
  /** For filtered styles: the scene to draw at half size and the title layer drawn over it at full size. */
  layers?: { scene: string; top: string };
}

/** One rasterisation of a composed cover (the filtered scene at half size when it has layers). */
export async function rasterizeCover(cover: ComposedCover): Promise<sharp.Sharp> {
  if (!cover.layers) return sharp(Buffer.from(cover.svg), { density: 72 }).resize(cover.width, cover.height);
  // Rasterised to pixels first: sharp would otherwise draw the SVG again at the size it is resized to.
  const { data, info } = await sharp(Buffer.from(cover.layers.scene), { density: 72 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize(cover.width, cover.height)
    .composite([{ input: Buffer.from(cover.layers.top), density: 72 }]);
}

/** Things too big to hold stand in the scene. */
const BIG_THINGS = new Set(['tree-house', 'harvest', 'colours', 'treasure']);

/** The idea's own thing in the hero's hand (or beside them when it is big), else the plan's story object. */
function heldThing(painter: Painter, plan: StoryPlan, hx: number, hy: number): string {
  for (const kind of frameThings(plan)) {
    if (BIG_THINGS.has(kind) || isVehicle(kind)) {
      const art = drawThing(
        painter,
        kind,
        kind === 'colours' ? 384 : 660,
        kind === 'colours' ? 560 : 760,
        isVehicle(kind) ? 1.3 : 0.9,
      );
      if (art) return art;
    }
    const art = drawThing(painter, kind, hx + 20, hy + 60, 0.75);
    if (art) return art;
  }
  return drawObject(painter, plan.object, hx, hy);
}

export function coverAltText(plan: StoryPlan): string {
  const main = plan.mainLanguage;
  return `${plan.title[main] ?? ''} — ${plan.cast[0]?.description[main] ?? ''}`.trim();
}

/** Renders the cover to PNG and WebP with sharp (librsvg + fontconfig; Noto fonts cover every book language). */
export async function illustrateCover(plan: StoryPlan, options: CoverOptions = {}): Promise<Cover> {
  const composed = composeCoverSvg(plan, options);
  const { svg, width, height, drawn } = composed;
  // Rasterised once; both encodings come from the same pixels.
  const { data, info } = await (await rasterizeCover(composed)).raw().toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [png, webp] = await Promise.all([
    pixels().png({ compressionLevel: 9 }).toBuffer(),
    pixels().webp({ quality: 88 }).toBuffer(),
  ]);
  return { svg, png, webp, width, height, altText: coverAltText(plan), drawn };
}
