import type { Rng } from '../rng';
import type { Place, StoryObject } from '../types';
import { darken, mix } from './color';
import { el, type Painter } from './painter';

export const W = 768;
export const H = 1024;
export const HORIZON = 660;
const SUN = { x: 130, y: 470 };

const cloud = (p: Painter, x: number, y: number, k: number): string => {
  const white = p.spec.filter === 'vintage' ? '#fbf4e2' : '#ffffff';
  const o = p.spec.eyes === 'anime' ? 1 : 0.9;
  return [
    [0, 0, 46],
    [40, -18, 38],
    [78, 2, 34],
    [-38, 8, 30],
  ]
    .map(([dx, dy, r]) =>
      el('circle', {
        cx: x + (dx as number) * k,
        cy: y + (dy as number) * k,
        r: (r as number) * k,
        fill: white,
        'fill-opacity': o,
      }),
    )
    .join('');
};

function tree(p: Painter, x: number, y: number, k: number, green: string): string {
  if (p.spec.paint === 'flat' && !p.spec.stroke) {
    return (
      el('rect', { x: x - 6 * k, y: y - 40 * k, width: 12 * k, height: 40 * k, fill: p.color('#8d6e63') }) +
      el('path', {
        d: `M ${x - 50 * k} ${y - 36 * k} L ${x} ${y - 190 * k} L ${x + 50 * k} ${y - 36 * k} Z`,
        fill: p.color(green),
      })
    );
  }
  return (
    p.shape('rect', { x: x - 12 * k, y: y - 90 * k, width: 24 * k, height: 90 * k, rx: 6 * k }, '#8d5a3b') +
    p.shape('circle', { cx: x - 38 * k, cy: y - 110 * k, r: 46 * k }, darken(green, 0.08)) +
    p.shape('circle', { cx: x + 38 * k, cy: y - 112 * k, r: 46 * k }, darken(green, 0.04)) +
    p.shape('circle', { cx: x, cy: y - 160 * k, r: 56 * k }, green)
  );
}

function flower(p: Painter, x: number, y: number, k: number, petal: string): string {
  return (
    el('line', { x1: x, y1: y, x2: x, y2: y - 40 * k, stroke: p.color('#4f8a3c'), 'stroke-width': 4 * k }) +
    [0, 72, 144, 216, 288]
      .map((a) => {
        const rad = (a * Math.PI) / 180;
        return el('circle', {
          cx: x + Math.cos(rad) * 11 * k,
          cy: y - 40 * k + Math.sin(rad) * 11 * k,
          r: 9 * k,
          fill: p.color(petal),
        });
      })
      .join('') +
    el('circle', { cx: x, cy: y - 40 * k, r: 7 * k, fill: p.color('#ffd54f') })
  );
}

/** The page's light (issue #21): time of day and weather; absent, the style's own daylight. */
export interface SkyLight {
  time?: 'morning' | 'day' | 'evening' | 'night';
  weather?: 'clear' | 'cloudy' | 'rain' | 'storm' | 'snow' | 'wind' | 'fog';
}

const OVERCAST = new Set(['cloudy', 'rain', 'storm', 'snow', 'fog']);

/** The sky's two colours for the page's light: night blue, evening rose, morning pale, grey under clouds. */
function skyOf(p: Painter, light: SkyLight): [string, string] | undefined {
  const base = p.spec.sky;
  if (light.time === 'night') return [mix('#0b1030', base[0], 0.1), mix('#2a2f6b', base[1], 0.1)];
  if (light.weather === 'storm') return ['#4f5863', '#8d96a0'];
  if (light.weather && OVERCAST.has(light.weather)) return ['#9aa5b1', '#d5dade'];
  if (light.time === 'evening') return ['#6f5aa8', '#ffb27a'];
  if (light.time === 'morning') return [mix('#9fd3f0', base[0], 0.4), '#ffe6c4'];
  return undefined;
}

/** Sky, far scenery and ground for the story's place, in the page's light. */
export function drawBackground(p: Painter, place: Place, rng: Rng, light: SkyLight = {}): string {
  const spec = p.spec;
  const space = place === 'space';
  const night = space || light.time === 'night';
  const overcast = !!light.weather && OVERCAST.has(light.weather);
  const sky: [string, string] =
    space && spec.filter !== 'glow'
      ? [mix('#141a46', spec.sky[0], 0.15), '#3b3f8f']
      : (skyOf(p, light) ?? spec.sky);
  p.addDef(
    'sky',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`,
  );
  let ground: [string, string] = spec.ground;
  if (place === 'sea') ground = [p.color('#f3d9a4'), p.color('#e3bf7c')];
  if (space) ground = [p.color('#c9c6d6'), p.color('#8f8aa6')];
  p.addDef(
    'ground',
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient>`,
  );

  const parts: string[] = [el('rect', { x: 0, y: 0, width: W, height: H, fill: 'url(#sky)' })];
  if ((night && !overcast) || spec.filter === 'glow') {
    for (let i = 0; i < 70; i += 1) {
      parts.push(
        el('circle', {
          cx: rng.int(0, W),
          cy: rng.int(0, HORIZON),
          r: rng.next() * 2.2 + 0.6,
          fill: '#ffffff',
          'fill-opacity': 0.5 + rng.next() * 0.5,
        }),
      );
    }
  }
  // sun or planet (none at night or under clouds; low in the morning, setting in the evening)
  if (space) {
    parts.push(p.shape('circle', { cx: SUN.x, cy: SUN.y, r: 56 }, '#f0a868'));
    parts.push(
      el('ellipse', {
        cx: SUN.x,
        cy: SUN.y,
        rx: 100,
        ry: 20,
        fill: 'none',
        stroke: p.color('#ffe0b2'),
        'stroke-width': 8,
        transform: `rotate(-18 ${SUN.x} ${SUN.y})`,
      }),
    );
  } else if (night || overcast) {
    // the moon is drawn over the scene (page.ts); clouds hide the sun
  } else if (light.time === 'evening') {
    parts.push(el('circle', { cx: 600, cy: 610, r: 150, fill: '#ffcf8a', 'fill-opacity': 0.3 }));
    parts.push(el('circle', { cx: 600, cy: 610, r: 82, fill: '#ff8a50' }));
  } else if (light.time === 'morning') {
    parts.push(el('circle', { cx: SUN.x, cy: 590, r: 120, fill: '#fff3c4', 'fill-opacity': 0.35 }));
    parts.push(el('circle', { cx: SUN.x, cy: 590, r: 58, fill: '#ffe59a' }));
  } else {
    parts.push(el('circle', { cx: SUN.x, cy: SUN.y, r: 92, fill: spec.sun, 'fill-opacity': 0.25 }));
    parts.push(el('circle', { cx: SUN.x, cy: SUN.y, r: 56, fill: spec.sun }));
  }
  if (spec.extras.includes('speedlines')) {
    for (let i = 0; i < 9; i += 1) {
      const a = (i / 9) * Math.PI * 2;
      const a2 = a + 0.12;
      parts.push(
        el('path', {
          d: `M ${SUN.x} ${SUN.y} L ${SUN.x + Math.cos(a) * 1200} ${SUN.y + Math.sin(a) * 1200} L ${SUN.x + Math.cos(a2) * 1200} ${SUN.y + Math.sin(a2) * 1200} Z`,
          fill: '#ffffff',
          'fill-opacity': 0.12,
        }),
      );
    }
  }
  if (spec.extras.includes('clouds') && !night && !overcast) {
    parts.push(cloud(p, 560, 470, 0.9), cloud(p, 330, 560, 0.6));
  }
  if (spec.extras.includes('bokeh')) {
    for (let i = 0; i < 12; i += 1) {
      parts.push(
        el('circle', {
          cx: rng.int(0, W),
          cy: rng.int(330, HORIZON),
          r: rng.int(10, 34),
          fill: '#ffffff',
          'fill-opacity': 0.12 + rng.next() * 0.15,
        }),
      );
    }
  }
  const far = p.color(spec.far);
  switch (place) {
    case 'mountain':
      parts.push(
        p.shape('path', { d: `M -40 ${HORIZON} L 170 420 L 380 ${HORIZON} Z` }, darken(spec.far, 0.15)),
      );
      parts.push(
        p.shape('path', { d: `M 260 ${HORIZON} L 520 360 L 820 ${HORIZON} Z` }, darken(spec.far, 0.05)),
      );
      parts.push(
        el('path', { d: 'M 520 360 L 470 418 L 500 410 L 520 430 L 545 408 L 572 420 Z', fill: '#ffffff' }),
      );
      parts.push(
        el('path', { d: 'M 170 420 L 130 468 L 158 460 L 175 476 L 196 458 L 214 470 Z', fill: '#ffffff' }),
      );
      break;
    case 'castle': {
      const stone = p.color('#d8cdb8');
      parts.push(p.shape('rect', { x: 430, y: 470, width: 220, height: 190 }, stone));
      for (const tx of [410, 620]) {
        parts.push(p.shape('rect', { x: tx, y: 420, width: 60, height: 240 }, darken(stone, 0.06)));
        parts.push(p.shape('path', { d: `M ${tx - 8} 420 L ${tx + 30} 350 L ${tx + 68} 420 Z` }, '#c0504d'));
        parts.push(
          el('path', {
            d: `M ${tx + 30} 350 L ${tx + 30} 318 L ${tx + 56} 328 L ${tx + 30} 338`,
            stroke: p.color('#5c4033'),
            'stroke-width': 3,
            fill: p.color('#ffd54f'),
          }),
        );
      }
      parts.push(p.shape('path', { d: 'M 515 660 L 515 600 Q 540 570 565 600 L 565 660 Z' }, '#6d4c41'));
      break;
    }
    case 'sea':
      p.addDef(
        'sea',
        `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.color('#4fb3d9')}"/><stop offset="1" stop-color="${p.color('#1f78a8')}"/></linearGradient>`,
      );
      parts.push(el('rect', { x: 0, y: 560, width: W, height: 200, fill: 'url(#sea)' }));
      for (let i = 0; i < 4; i += 1) {
        const wy = 590 + i * 30;
        parts.push(
          el('path', {
            d: `M 0 ${wy} q 48 -14 96 0 t 96 0 t 96 0 t 96 0 t 96 0 t 96 0 t 96 0 t 96 0`,
            stroke: '#ffffff',
            'stroke-opacity': 0.5,
            'stroke-width': 3,
            fill: 'none',
          }),
        );
      }
      parts.push(p.shape('path', { d: 'M 520 585 L 600 585 L 588 602 L 532 602 Z' }, '#8d5a3b'));
      parts.push(p.shape('path', { d: 'M 560 582 L 560 520 L 598 578 Z' }, '#ffffff'));
      break;
    case 'space':
      break;
    default:
      parts.push(
        el('path', {
          d: `M -10 ${HORIZON} Q 180 520 400 600 Q 600 520 790 590 L 790 ${HORIZON + 40} L -10 ${HORIZON + 40} Z`,
          fill: far,
        }),
      );
  }
  // ground
  parts.push(
    el('path', {
      d: `M 0 ${HORIZON} Q 200 ${HORIZON - 40} 400 ${HORIZON - 6} T ${W} ${HORIZON - 16} L ${W} ${H} L 0 ${H} Z`,
      fill: 'url(#ground)',
      ...p.outline(),
    }),
  );
  if (spec.extras.includes('grid')) {
    for (let i = 0; i <= 12; i += 1) {
      const x = -400 + i * 130;
      parts.push(
        el('line', {
          x1: W / 2,
          y1: HORIZON - 20,
          x2: x,
          y2: H,
          stroke: '#ff4fd8',
          'stroke-opacity': 0.45,
          'stroke-width': 2,
        }),
      );
    }
    for (let i = 0; i < 8; i += 1) {
      const gy = HORIZON + Math.pow(i / 8, 1.8) * (H - HORIZON);
      parts.push(
        el('line', {
          x1: 0,
          y1: gy,
          x2: W,
          y2: gy,
          stroke: '#5ff3ff',
          'stroke-opacity': 0.35,
          'stroke-width': 2,
        }),
      );
    }
  }
  // foreground scenery
  const green = spec.ground[0];
  switch (place) {
    case 'forest':
      parts.push(
        tree(p, 90, 720, 1.15, darken(green, 0.12)),
        tree(p, 700, 700, 1.0, darken(green, 0.2)),
        tree(p, 210, 680, 0.7, darken(green, 0.05)),
      );
      break;
    case 'garden':
      for (let i = 0; i < 7; i += 1) {
        parts.push(
          el('rect', {
            x: 20 + i * 34,
            y: 600,
            width: 22,
            height: 80,
            rx: 8,
            fill: p.color('#fff3e0'),
            ...p.outline(),
          }),
        );
      }
      for (let i = 0; i < 9; i += 1) {
        parts.push(
          flower(
            p,
            rng.int(20, W - 20),
            rng.int(760, 1000),
            1 + rng.next() * 0.4,
            rng.pick(['#ef5d8f', '#ff9f43', '#a29bfe', '#ffffff', '#ff6b6b']),
          ),
        );
      }
      break;
    case 'mountain':
      parts.push(tree(p, 700, 720, 0.8, darken(green, 0.2)));
      break;
    case 'space':
      for (let i = 0; i < 6; i += 1) {
        parts.push(
          el('ellipse', {
            cx: rng.int(40, W - 40),
            cy: rng.int(720, 1000),
            rx: rng.int(18, 40),
            ry: rng.int(6, 12),
            fill: p.color('#77718f'),
            'fill-opacity': 0.6,
          }),
        );
      }
      break;
    case 'sea':
      parts.push(
        el('path', {
          d: 'M 40 900 q 20 -30 40 0 q 20 -30 40 0',
          stroke: p.color('#e17055'),
          'stroke-width': 6,
          fill: 'none',
        }),
      );
      break;
    case 'castle':
      for (let i = 0; i < 5; i += 1)
        parts.push(
          flower(p, rng.int(20, 260), rng.int(780, 990), 1, rng.pick(['#ef5d8f', '#ffffff', '#ffd54f'])),
        );
      break;
  }
  return parts.join('');
}

/** The story object, drawn at the protagonist's raised hand (or flying above it for a kite). */
export function drawObject(p: Painter, object: StoryObject, hx: number, hy: number): string {
  switch (object) {
    case 'lantern':
      return (
        el('circle', { cx: hx, cy: hy + 60, r: 80, fill: '#ffe58a', 'fill-opacity': 0.35 }) +
        el('path', { d: `M ${hx} ${hy} L ${hx} ${hy + 18}`, stroke: '#5d4037', 'stroke-width': 4 }) +
        p.shape('rect', { x: hx - 26, y: hy + 18, width: 52, height: 14, rx: 4 }, '#6d4c41') +
        p.shape('rect', { x: hx - 22, y: hy + 32, width: 44, height: 58, rx: 10 }, '#ffd54f') +
        p.shape('rect', { x: hx - 26, y: hy + 88, width: 52, height: 12, rx: 4 }, '#6d4c41')
      );
    case 'star':
      return (
        el('circle', { cx: hx, cy: hy - 40, r: 70, fill: '#fff59d', 'fill-opacity': 0.35 }) +
        p.shape('path', { d: starPath(hx, hy - 40, 46, 20) }, '#ffd54f')
      );
    case 'key':
      return (
        el('circle', { cx: hx + 10, cy: hy - 30, r: 46, fill: '#fff59d', 'fill-opacity': 0.3 }) +
        el('circle', {
          cx: hx + 10,
          cy: hy - 52,
          r: 18,
          fill: 'none',
          stroke: p.color('#f4b400'),
          'stroke-width': 9,
        }) +
        el('path', {
          d: `M ${hx + 10} ${hy - 34} L ${hx + 10} ${hy + 30} M ${hx + 10} ${hy + 14} L ${hx + 26} ${hy + 14} M ${hx + 10} ${hy + 28} L ${hx + 24} ${hy + 28}`,
          stroke: p.color('#f4b400'),
          'stroke-width': 9,
          'stroke-linecap': 'round',
        })
      );
    case 'map':
      return (
        p.shape(
          'path',
          { d: `M ${hx - 10} ${hy - 70} L ${hx + 70} ${hy - 80} L ${hx + 80} ${hy - 10} L ${hx} ${hy} Z` },
          '#f3e0b5',
        ) +
        el('path', {
          d: `M ${hx + 8} ${hy - 20} q 20 -30 40 -20 t 20 -30`,
          stroke: p.color('#c0504d'),
          'stroke-width': 3,
          'stroke-dasharray': '6 5',
          fill: 'none',
        }) +
        el('path', {
          d: `M ${hx + 58} ${hy - 68} l 12 12 m 0 -12 l -12 12`,
          stroke: p.color('#c0504d'),
          'stroke-width': 4,
        })
      );
    case 'kite': {
      const kx = 610;
      const ky = 420;
      return (
        el('path', {
          d: `M ${hx} ${hy} Q ${(hx + kx) / 2 + 40} ${(hy + ky) / 2 + 60} ${kx} ${ky + 70}`,
          stroke: '#5d4037',
          'stroke-width': 2,
          fill: 'none',
        }) +
        p.shape(
          'path',
          { d: `M ${kx} ${ky - 70} L ${kx + 50} ${ky} L ${kx} ${ky + 70} L ${kx - 50} ${ky} Z` },
          '#e53935',
        ) +
        el('path', {
          d: `M ${kx} ${ky - 70} L ${kx} ${ky + 70} M ${kx - 50} ${ky} L ${kx + 50} ${ky}`,
          stroke: '#ffffff',
          'stroke-opacity': 0.7,
          'stroke-width': 3,
        }) +
        el('path', {
          d: `M ${kx} ${ky + 70} q -20 30 0 60 q 20 30 0 60`,
          stroke: '#e53935',
          'stroke-width': 3,
          fill: 'none',
        })
      );
    }
  }
}

export function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${Math.round((cx + Math.cos(a) * r) * 10) / 10} ${Math.round((cy + Math.sin(a) * r) * 10) / 10}`,
    );
  }
  return `M ${points.join(' L ')} Z`;
}

export function sparkles(rng: Rng, color: string): string {
  const out: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const x = rng.int(30, W - 30);
    const y = rng.int(340, 900);
    const r = rng.int(6, 14);
    out.push(
      el('path', {
        d: `M ${x} ${y - r} Q ${x} ${y} ${x + r} ${y} Q ${x} ${y} ${x} ${y + r} Q ${x} ${y} ${x - r} ${y} Q ${x} ${y} ${x} ${y - r} Z`,
        fill: color,
        'fill-opacity': 0.85,
      }),
    );
  }
  return out.join('');
}
