import type { CallMeter } from '../providers/calls';
import type { CharacterReference } from '../providers/references';
import sharp from 'sharp';
import { hashString, seededRng, type Rng } from '../rng';
import type { IllustrationBrief, Mood, TimeOfDay, Weather } from '../production/types';
import type { CharacterSheet, Style, StoryPlan } from '../types';
import { ANIMAL_HAND, PERSON_HAND, drawCharacter } from './character';
import { Painter, el } from './painter';
import { INDOOR_SETTINGS, drawSetting, drawThing, isVehicle } from './kinds';
import { H, HORIZON, W, drawObject, sparkles, starPath } from './scene';
import { STYLE_SPECS } from './styles';
import { drawableKind } from './relatives';
import type { Pose } from '../story/model';

export interface PageIllustrationOptions {
  style?: Style;
  /** Output size in pixels (e.g. the printed size at 300+ dpi); the scene is drawn at 3:4 and cropped. */
  width?: number;
  height?: number;
  /**
   * issue #23, provider path: the references of the characters on this page, passed with the request so the
   * provider draws them as in their references. The embedded illustrator draws from the sheets and ignores them.
   */
  references?: readonly CharacterReference[];
  /** issue #23: the picture is made once more because its likeness check found these differences. */
  retake?: { differences: string[] };
  /** The book's call meter (its budget of provider calls). */
  meter?: CallMeter;
}

/** A figure the embedded illustrator drew on a page (issue #23: what the likeness check reads). */
export interface DrawnFigure {
  id?: string;
  name: string;
  kind?: string;
  pose?: Pose;
  /** The sheet the figure was drawn from: its colours, clothing, hair length and features. */
  sheet: CharacterSheet;
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

function rain(rng: Rng, drops = 90, width = 3): string {
  const out: string[] = [];
  for (let i = 0; i < drops; i += 1) {
    const x = rng.int(-40, W);
    const y = rng.int(-20, H);
    out.push(
      el('line', {
        x1: x,
        y1: y,
        x2: x + 14,
        y2: y + 46,
        stroke: '#dfe8f2',
        'stroke-width': width,
        'stroke-opacity': 0.6,
      }),
    );
  }
  return out.join('');
}

function greyCloud(x: number, y: number, k: number, hex: string, opacity = 0.95): string {
  return [
    [0, 0, 60],
    [55, -25, 50],
    [105, 4, 44],
    [-52, 10, 40],
  ]
    .map(([dx, dy, r]) =>
      el('circle', {
        cx: x + (dx as number) * k,
        cy: y + (dy as number) * k,
        r: (r as number) * k,
        fill: hex,
        'fill-opacity': opacity,
      }),
    )
    .join('');
}

function nightSky(rng: Rng): string {
  const out: string[] = [
    el('circle', { cx: 610, cy: 150, r: 120, fill: '#fff6d5', 'fill-opacity': 0.12 }),
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

/** The weather over the scene: rain, a storm with lightning, snowfall, wind with leaves, fog, clouds. */
function weatherOverlay(weather: Weather, rng: Rng, night: boolean): string {
  const out: string[] = [];
  const cloudHex = night ? '#3a3f5c' : '#8e98a3';
  switch (weather) {
    case 'storm':
      out.push(el('rect', { x: 0, y: 0, width: W, height: H, fill: '#1b2230', 'fill-opacity': 0.18 }));
      for (let i = 0; i < 6; i += 1) out.push(greyCloud(60 + i * 140, 70 + (i % 2) * 40, 1.2, '#5b6470'));
      out.push(
        el('path', {
          d: 'M 520 140 L 470 300 L 515 300 L 455 470 L 585 270 L 535 270 L 590 140 Z',
          fill: '#fff59d',
          stroke: '#fffde7',
          'stroke-width': 4,
        }),
      );
      out.push(rain(rng, 170, 4));
      break;
    case 'rain':
      for (let i = 0; i < 4; i += 1) out.push(greyCloud(80 + i * 200, 80 + (i % 2) * 30, 1, cloudHex));
      out.push(rain(rng, 110, 3));
      break;
    case 'snow':
      for (let i = 0; i < 140; i += 1)
        out.push(
          el('circle', {
            cx: rng.int(0, W),
            cy: rng.int(0, H),
            r: 2 + rng.next() * 6,
            fill: '#ffffff',
            'fill-opacity': 0.75 + rng.next() * 0.25,
          }),
        );
      break;
    case 'wind':
      for (let i = 0; i < 7; i += 1) {
        const y = rng.int(120, 760);
        const x = rng.int(-60, W - 300);
        out.push(
          el('path', {
            d: `M ${x} ${y} q 90 -40 180 0 t 150 -10 q 30 -20 10 -40`,
            stroke: '#ffffff',
            'stroke-opacity': 0.7,
            'stroke-width': 5,
            fill: 'none',
            'stroke-linecap': 'round',
          }),
        );
      }
      for (let i = 0; i < 14; i += 1) {
        const x = rng.int(0, W);
        const y = rng.int(100, 900);
        out.push(
          el('ellipse', {
            cx: x,
            cy: y,
            rx: 14,
            ry: 7,
            fill: rng.pick(['#e67e22', '#c0392b', '#f1c40f', '#6ab04c']),
            transform: `rotate(${rng.int(0, 180)} ${x} ${y})`,
          }),
        );
      }
      break;
    case 'fog':
      for (let i = 0; i < 5; i += 1)
        out.push(
          el('rect', {
            x: -20,
            y: 380 + i * 120,
            width: W + 40,
            height: 90,
            rx: 45,
            fill: '#f4f6f8',
            'fill-opacity': 0.42,
          }),
        );
      out.push(el('rect', { x: 0, y: 0, width: W, height: H, fill: '#eef1f4', 'fill-opacity': 0.28 }));
      break;
    case 'cloudy':
      for (let i = 0; i < 4; i += 1) out.push(greyCloud(70 + i * 210, 110 + (i % 2) * 50, 1, '#c9d0d8'));
      break;
    case 'clear':
      break;
  }
  return out.join('');
}

/** Snow lying on the ground (drawn with the scenery, under the cast). */
function snowCover(): string {
  return el('path', {
    d: `M 0 ${HORIZON - 10} Q 200 ${HORIZON - 50} 400 ${HORIZON - 14} T ${W} ${HORIZON - 24} L ${W} ${H} L 0 ${H} Z`,
    fill: '#f5f8fc',
    'fill-opacity': 0.88,
  });
}

/** The light of a brief: its own time of day and weather, or (an older brief) what its mood implies. */
export function lightOf(brief: IllustrationBrief): { time: TimeOfDay; weather: Weather } {
  const time =
    brief.timeOfDay ?? (brief.mood === 'night' ? 'night' : brief.mood === 'dusk' ? 'evening' : 'day');
  const weather = brief.weather ?? (brief.mood === 'stormy' ? 'storm' : 'clear');
  return { time, weather };
}

/** Which colour matrix tones the scenery: night first, then the weather, the story's grey, the hour. */
function toneOf(brief: IllustrationBrief): Tone {
  const { time, weather } = lightOf(brief);
  if (time === 'night') return 'night';
  if (weather === 'storm') return 'stormy';
  if (weather === 'rain') return 'rain';
  if (brief.mood === 'grey') return 'grey';
  if (time === 'evening') return 'dusk';
  if (weather === 'fog' || weather === 'cloudy') return 'overcast';
  if (weather === 'snow') return 'snow';
  if (brief.mood === 'glow') return 'glow';
  if (time === 'morning') return 'morning';
  return 'bright';
}

/** A character's pose drawn on the page: lifted, leaning or lying, with what the action needs around it. */
function posed(
  p: Painter,
  member: IllustrationBrief['cast'][number],
  at: Placement,
  rng: Rng,
): { figure: string; shadow: string } {
  const pose = member.pose;
  const { x, y, s } = at;
  let figure = drawCharacter(p, member.sheet, x, y, s, pose, member.drawAs);
  let shadowRx = 120 * s;
  const behind: string[] = [];
  const front: string[] = [];
  const line = (d: string, width = 6, color = '#ffffff', opacity = 0.8): string =>
    el('path', {
      d,
      stroke: color,
      'stroke-width': width,
      'stroke-opacity': opacity,
      fill: 'none',
      'stroke-linecap': 'round',
    });
  switch (pose) {
    case 'sleep': {
      // Lying on a blanket, head to the left, with the Zs of sleep above; kept inside the page (a lying figure
      // is as long as a standing one is tall).
      const len = 420 * s;
      const wanted = Math.min(Math.max(x, len / 2 + 30), W - len / 2 - 30);
      const cx = at.flip ? 2 * x - wanted : wanted;
      behind.push(
        el('ellipse', { cx, cy: y - 18 * s, rx: 270 * s, ry: 44 * s, fill: p.color('#8fb3d9') }),
        el('ellipse', { cx: cx - 190 * s, cy: y - 60 * s, rx: 70 * s, ry: 38 * s, fill: p.color('#fdfbf4') }),
      );
      figure = `<g transform="translate(${cx - x + len / 2} ${-96 * s}) rotate(-90 ${x} ${y})">${figure}</g>`;
      for (let i = 0; i < 3; i += 1) {
        const zx = cx - 120 * s + i * 46 * s;
        const zy = y - 260 * s - i * 50 * s;
        const k = (18 + i * 6) * s;
        front.push(
          line(
            `M ${zx - k} ${zy - k} L ${zx + k} ${zy - k} L ${zx - k} ${zy + k} L ${zx + k} ${zy + k}`,
            6 * s + 2,
            '#fff8d6',
            0.95,
          ),
        );
      }
      shadowRx = 0;
      break;
    }
    case 'jump':
      figure = `<g transform="translate(0 ${-90 * s})">${figure}</g>`;
      front.push(
        line(
          `M ${x - 90 * s} ${y - 10} q -20 -20 -50 -20 M ${x + 90 * s} ${y - 10} q 20 -20 50 -20`,
          5,
          '#8d6e63',
          0.6,
        ),
      );
      shadowRx *= 0.7;
      break;
    case 'fly':
      figure = `<g transform="translate(0 ${-320 * s}) rotate(-12 ${x} ${y})">${figure}</g>`;
      for (let i = 0; i < 3; i += 1)
        front.push(line(`M ${x - 200 * s} ${y - (380 + i * 60) * s} q -90 10 -170 -20`, 6, '#ffffff', 0.7));
      shadowRx *= 0.45;
      break;
    case 'climb': {
      // A ladder up a tree or a rock: the figure is on its rungs.
      const top = y - 720 * s;
      behind.push(
        line(
          `M ${x - 70 * s} ${y} L ${x - 70 * s} ${top} M ${x + 70 * s} ${y} L ${x + 70 * s} ${top}`,
          14 * s + 2,
          p.color('#8d5a3b'),
          1,
        ),
      );
      for (let r = y - 40 * s; r > top; r -= 90 * s)
        behind.push(line(`M ${x - 70 * s} ${r} L ${x + 70 * s} ${r}`, 10 * s + 2, p.color('#a1704a'), 1));
      figure = `<g transform="translate(0 ${-150 * s})">${figure}</g>`;
      break;
    }
    case 'swim': {
      // In the water to the chest, arms out; waves in front.
      figure = `<g transform="translate(0 ${90 * s})">${figure}</g>`;
      const wy = y - 150 * s;
      const w = 90 * s;
      front.push(
        el('path', {
          d: `M ${x - 260 * s} ${wy} q ${w / 2} ${-24 * s} ${w} 0 t ${w} 0 t ${w} 0 t ${w} 0 t ${w} 0 t ${w} 0 L ${x + 280 * s} ${y + 60} L ${x - 260 * s} ${y + 60} Z`,
          fill: p.color('#3d9bd1'),
          'fill-opacity': 0.88,
        }),
        line(
          `M ${x - 230 * s} ${wy + 30 * s} q ${40 * s} ${-16 * s} ${80 * s} 0 M ${x + 60 * s} ${wy + 50 * s} q ${40 * s} ${-16 * s} ${80 * s} 0`,
          4,
          '#ffffff',
          0.7,
        ),
      );
      shadowRx = 0;
      break;
    }
    case 'run':
      figure = `<g transform="rotate(9 ${x} ${y})">${figure}</g>`;
      for (let i = 0; i < 3; i += 1)
        behind.push(line(`M ${x - 150 * s} ${y - (120 + i * 70) * s} l ${-110 * s} 0`, 6, '#ffffff', 0.75));
      break;
    case 'dig':
      figure = `<g transform="rotate(10 ${x} ${y})">${figure}</g>`;
      behind.push(
        p.shape(
          'path',
          { d: `M ${x + 150 * s} ${y} Q ${x + 260 * s} ${y - 110 * s} ${x + 370 * s} ${y} Z` },
          '#8d6e63',
        ),
      );
      front.push(
        line(
          `M ${x + 60 * s} ${y - 250 * s} L ${x + 170 * s} ${y - 40 * s}`,
          10 * s + 2,
          p.color('#8d5a3b'),
          1,
        ),
        p.shape(
          'path',
          {
            d: `M ${x + 140 * s} ${y - 60 * s} L ${x + 200 * s} ${y - 80 * s} L ${x + 215 * s} ${y - 10 * s} L ${x + 165 * s} ${y} Z`,
          },
          '#9aa3ad',
        ),
      );
      break;
    case 'build':
      for (let i = 0; i < 3; i += 1)
        for (let j = 0; j < 3 - i; j += 1)
          behind.push(
            p.shape(
              'rect',
              {
                x: x + (170 + j * 70 + i * 35) * s,
                y: y - (i + 1) * 62 * s,
                width: 66 * s,
                height: 60 * s,
                rx: 6 * s,
              },
              rng.pick(['#e57373', '#64b5f6', '#ffd54f', '#81c784']),
            ),
          );
      break;
    case 'cheer':
      for (let i = 0; i < 5; i += 1) {
        const a = Math.PI * (1.1 + i * 0.2);
        front.push(
          el('path', {
            d: starPath(
              x + Math.cos(a) * 230 * s,
              y - 330 * s + Math.sin(a) * 200 * s,
              18 * s + 4,
              8 * s + 2,
            ),
            fill: '#ffd54f',
          }),
        );
      }
      break;
    case 'wave':
      front.push(
        line(
          `M ${x + 215 * s} ${y - 500 * s} q 24 20 0 44 M ${x + 240 * s} ${y - 520 * s} q 34 30 0 84`,
          5,
          '#ffffff',
          0.85,
        ),
      );
      break;
    case 'sad':
      // A small grey cloud of its own raining above the head.
      front.push(greyCloud(x - 30 * s, y - 560 * s, 0.6 * s + 0.1, '#9aa5b1'));
      for (let i = 0; i < 4; i += 1)
        front.push(line(`M ${x + (-50 + i * 30) * s} ${y - 520 * s} l -6 22`, 4, '#7ec8f2', 0.9));
      break;
    default:
      break;
  }
  return {
    figure: mirrored(behind.join('') + figure + front.join(''), x, at.flip),
    shadow: shadowRx > 0 ? shadow(p, x, y, shadowRx) : '',
  };
}

/** Where the page's cast stands: the hero and companion by the staging; more of the cast at the sides. */
function placements(brief: IllustrationBrief, staging: Staging): Placement[] {
  const cast = brief.cast;
  const heroIndex = Math.max(
    0,
    cast.findIndex((c) => c.role === 'protagonist'),
  );
  const hero = staging.hero;
  const heroPose = cast[heroIndex]?.pose;
  const spots: Placement[] = [
    ...(staging.friend ? [staging.friend] : []),
    { x: 120, y: 1002, s: 0.58, flip: false },
    { x: 655, y: 1000, s: 0.58, flip: true },
    { x: 380, y: 930, s: 0.5, flip: false },
  ];
  let next = 0;
  return cast.map((member, i) => {
    if (i === heroIndex) return hero;
    let spot = spots[Math.min(next, spots.length - 1)] as Placement;
    next += 1;
    // A hug: the first companion side by side with the hero, facing each other.
    if (next === 1 && (member.pose === 'hug' || heroPose === 'hug')) {
      const side = hero.x < W / 2 ? 1 : -1;
      spot = { x: hero.x + side * 210 * hero.s, y: hero.y + 4, s: spot.s, flip: side > 0 };
    }
    // A grown-up companion stands as tall as the hero, a child companion nearly so; pets stay small.
    if (member.sheet.species === 'person')
      spot = { ...spot, s: Math.max(spot.s, hero.s * (member.sheet.grownUp ? 0.95 : 0.8)) };
    return spot;
  });
}

/** The three layers of a page picture: scenery (toned by its light), cast and object, weather and sky. */
export function composePageSvg(
  plan: StoryPlan,
  brief: IllustrationBrief,
  options: PageIllustrationOptions = {},
): {
  background: string;
  cast: string;
  overlay: string;
  width: number;
  height: number;
  /** Who is drawn, as what and how (the page's cast, in drawing order), with the sheet it was drawn from. */
  drawn: DrawnFigure[];
} {
  const style = options.style ?? plan.style;
  const spec = STYLE_SPECS[style];
  const width = options.width ?? W;
  const height = options.height ?? Math.round((width * H) / W);
  const rng = seededRng(`page:${plan.bookId}:${brief.id}:${style}`);
  const light = lightOf(brief);
  const night = light.time === 'night';

  const bg = new Painter(spec);
  const backgroundBody =
    drawSetting(bg, brief.setting, brief.place, rng, light) +
    (light.weather === 'snow' && !(brief.setting && INDOOR_SETTINGS.has(brief.setting)) ? snowCover() : '') +
    (brief.beat === 'resolution' && !night && light.weather === 'clear' ? rainbow() : '') +
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
  const staging = stepped(stage(brief, hero?.sheet), brief.id);
  const spots = placements(brief, staging);
  const parts: string[] = [];
  // Farther (higher on the page) first, so nearer figures overlap them; the hero last among equals.
  const order = brief.cast
    .map((member, i) => ({ member, at: spots[i] as Placement }))
    .sort((a, b) => a.at.y - b.at.y || Number(a.member === hero) - Number(b.member === hero));
  const drawn: DrawnFigure[] = [];
  for (const { member, at } of order) {
    const figure = posed(p, member, at, rng);
    parts.push(figure.shadow, figure.figure);
    const kind =
      member.drawAs ?? drawableKind(member.sheet.kind) ?? member.sheet.kind ?? member.sheet.species;
    drawn.push({
      ...(member.id ? { id: member.id } : {}),
      name: member.name,
      kind,
      ...(member.pose ? { pose: member.pose } : {}),
      sheet: member.sheet,
    });
  }
  const heroAt = hero ? spots[brief.cast.indexOf(hero)] : undefined;
  const friend = brief.cast.find((c) => c !== hero);
  const friendAt = friend ? spots[brief.cast.indexOf(friend)] : undefined;
  if (hero && heroAt) {
    const h = heroAt;
    const pose = hero.pose;
    const hand = hero.sheet.species === 'person' ? PERSON_HAND : ANIMAL_HAND;
    const handX = h.flip ? h.x - hand.x * h.s : h.x + hand.x * h.s;
    const handY = h.y + hand.y * h.s;
    const thing = (x: number, y: number, k: number): string =>
      brief.things
        ?.filter((kind) => !isVehicle(kind))
        .map((kind) => drawThing(p, kind, x, y, k))
        .find(Boolean) ?? drawObject(p, brief.object, x, y);
    // The thing is in the raised hand only when the pose holds it up; other poses put it beside the hero.
    const where =
      pose && ['sleep', 'swim', 'fly', 'climb'].includes(pose)
        ? 'none'
        : staging.object === 'hand' && pose && pose !== 'hold' && pose !== 'build'
          ? 'ground'
          : staging.object;
    if (where === 'hand') parts.push(thing(handX + 20, handY + 60, 0.75));
    if (where === 'float') {
      const fx = friendAt ? (h.x + friendAt.x) / 2 : h.x + 160;
      parts.push(el('circle', { cx: fx, cy: 330, r: 150, fill: '#fff7c2', 'fill-opacity': 0.35 }));
      parts.push(el('circle', { cx: fx, cy: 330, r: 95, fill: '#fff7c2', 'fill-opacity': 0.45 }));
      parts.push(thing(fx, 360, 0.9));
    }
    if (where === 'ground') {
      const gx = friendAt ? (h.x + friendAt.x) / 2 : h.x + (h.x < W / 2 ? 190 : -190);
      parts.push(thing(gx, 960, 0.8));
    }
    if (pose === 'hug' && friendAt)
      parts.push(
        el('path', {
          d: heartPath((h.x + friendAt.x) / 2, Math.min(h.y, friendAt.y) - 500 * h.s, 30),
          fill: '#ef5d8f',
        }),
      );
  }

  // Indoors the sky and weather are seen through the window (kinds.ts), not over the room.
  const indoors = !!brief.setting && INDOOR_SETTINGS.has(brief.setting);
  const overlay: string[] = indoors ? [] : [weatherOverlay(light.weather, rng, night)];
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
  const overcast = ['cloudy', 'rain', 'storm', 'snow', 'fog'].includes(light.weather);
  if (night && !overcast && !indoors) overlay.push(nightSky(rng));
  if (!night && (brief.mood === 'glow' || brief.beat === 'resolution' || spec.extras.includes('sparkles')))
    overlay.push(sparkles(rng, '#fffbe0'));

  return {
    background: svgDoc(width, height, bg.renderDefs(), backgroundBody),
    cast: svgDoc(width, height, p.renderDefs(), parts.join('')),
    overlay: svgDoc(width, height, '', overlay.join('')),
    width,
    height,
    drawn,
  };
}

function heartPath(x: number, y: number, r: number): string {
  return `M ${x} ${y + r} C ${x - 2 * r} ${y - 0.2 * r} ${x - r} ${y - 1.4 * r} ${x} ${y - 0.5 * r} C ${x + r} ${y - 1.4 * r} ${x + 2 * r} ${y - 0.2 * r} ${x} ${y + r} Z`;
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

const MORNING: Matrix = [
  [1.02, 0.06, 0],
  [0.02, 0.98, 0.02],
  [0, 0.04, 0.9],
];
const SNOW: Matrix = [
  [0.9, 0.05, 0.1],
  [0.05, 0.94, 0.1],
  [0.05, 0.06, 1.02],
];

/** How the scenery is toned: the page's light (night, storm, rain, dusk …) or the story's mood. */
type Tone = Mood | 'rain' | 'overcast' | 'snow' | 'morning';

/** The light is colour on the scenery: night, storm, rain, the story's grey world, dusk, glow, morning. */
const MOOD_MATRICES: Record<Tone, [Matrix, number] | undefined> = {
  bright: undefined,
  grey: [mixMatrix(IDENTITY, GREY, 0.88), 0.98],
  stormy: [mixMatrix(IDENTITY, GREY, 0.85), 0.72],
  rain: [mixMatrix(IDENTITY, GREY, 0.6), 0.86],
  overcast: [mixMatrix(IDENTITY, GREY, 0.45), 0.94],
  snow: [SNOW, 1.04],
  morning: [MORNING, 1.02],
  dusk: [DUSK, 0.95],
  night: [NIGHT, 0.82],
  glow: [mixMatrix(IDENTITY, GREY, 0.15), 0.86],
};
const CAST_MATRICES: Record<Tone, [Matrix, number] | undefined> = {
  bright: undefined,
  grey: undefined,
  stormy: [mixMatrix(IDENTITY, GREY, 0.2), 0.82],
  rain: [mixMatrix(IDENTITY, GREY, 0.12), 0.9],
  overcast: undefined,
  snow: undefined,
  morning: undefined,
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
  const tone = toneOf(brief);
  const moodFilter = MOOD_MATRICES[tone];
  const castFilter = CAST_MATRICES[tone];
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
