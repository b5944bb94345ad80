import type { Rng } from '../rng';
import type { Animal, CharacterSheet, Place } from '../types';
import { darken, lighten } from './color';
import { el, type Painter } from './painter';
import { H, HORIZON, W, drawBackground, starPath, type SkyLight } from './scene';

/**
 * What the story frame names, drawn: animals and creatures beyond the six base species, vehicles, grown-ups
 * in their roles, the idea's things and its settings. Every drawing uses the painter, so each style paints
 * it its own way (soft 3D gradients, cel shading, flat shapes, outlines). Coordinates as in character.ts:
 * the figure stands on (0, 0) and is about 420 units tall.
 */

const INK = '#2d2018';

type Draw = (p: Painter, sheet: CharacterSheet, s: number) => string;

const g = (x: number, y: number, s: number, body: string, sx = s): string =>
  `<g transform="translate(${x} ${y}) scale(${sx} ${s})">${body}</g>`;

function eyePair(p: Painter, xs: [number, number], y: number, r = 11): string {
  const style = p.spec.eyes;
  return xs
    .map((x) =>
      style === 'bead'
        ? el('circle', { cx: x, cy: y, r: r * 0.45, fill: INK })
        : el('circle', { cx: x, cy: y, r: style === 'anime' ? r * 1.5 : r, fill: '#ffffff' }) +
          el('circle', { cx: x + 1, cy: y + 1, r: style === 'anime' ? r * 1.05 : r * 0.62, fill: INK }) +
          el('circle', { cx: x - r * 0.3, cy: y - r * 0.35, r: r * 0.28, fill: '#ffffff' }),
    )
    .join('');
}

const mouth = (x: number, y: number, w = 14): string =>
  el('path', {
    d: `M ${x - w} ${y} Q ${x} ${y + w * 0.9} ${x + w} ${y}`,
    stroke: INK,
    'stroke-width': 4,
    fill: 'none',
    'stroke-linecap': 'round',
  });

const wheel = (p: Painter, cx: number, cy: number, r: number, s: number): string =>
  p.shape('circle', { cx, cy, r }, '#2f2f35', s) + p.shape('circle', { cx, cy, r: r * 0.45 }, '#c9ccd3', s);

// ── Vehicles ─────────────────────────────────────────────────────────────────────────────────────────

const VEHICLES: Record<string, Draw> = {
  tractor: (p, sh, s) =>
    p.shape('rect', { x: -150, y: -190, width: 230, height: 110, rx: 18 }, sh.colors.clothing, s) +
    p.shape('rect', { x: 10, y: -330, width: 130, height: 150, rx: 14 }, sh.colors.clothing, s) +
    p.shape('rect', { x: 28, y: -312, width: 94, height: 70, rx: 8 }, '#bfe6ff', s) +
    p.shape('rect', { x: -120, y: -250, width: 22, height: 70 }, '#55555c', s) +
    wheel(p, 75, -85, 85, s) +
    wheel(p, -105, -55, 55, s) +
    eyePair(p, [55, 95], -280, 12) +
    mouth(-130, -140, 16),
  train: (p, sh, s) =>
    p.shape('rect', { x: -190, y: -260, width: 260, height: 190, rx: 22 }, sh.colors.clothing, s) +
    p.shape(
      'rect',
      { x: 40, y: -350, width: 120, height: 280, rx: 16 },
      darken(sh.colors.clothing, 0.15),
      s,
    ) +
    p.shape('rect', { x: -150, y: -310, width: 44, height: 60 }, '#55555c', s) +
    p.shape('rect', { x: 60, y: -330, width: 80, height: 70, rx: 8 }, '#bfe6ff', s) +
    p.shape('path', { d: 'M 160 -90 L 205 -40 L 160 -40 Z' }, '#8a8f99', s) +
    [-140, -50, 50, 130].map((x) => wheel(p, x, -45, 42, s)).join('') +
    el('circle', { cx: -128, cy: -350, r: 26, fill: '#ffffff', 'fill-opacity': 0.8 }) +
    el('circle', { cx: -100, cy: -395, r: 34, fill: '#ffffff', 'fill-opacity': 0.6 }) +
    eyePair(p, [80, 120], -300, 11),
  boat: (p, sh, s) =>
    p.shape('path', { d: 'M -200 -110 L 200 -110 L 150 -10 L -150 -10 Z' }, sh.colors.clothing, s) +
    p.shape('rect', { x: -6, y: -420, width: 12, height: 310 }, '#8d5a3b', s) +
    p.shape('path', { d: 'M 6 -410 L 6 -130 L 170 -130 Z' }, '#ffffff', s) +
    p.shape('path', { d: 'M -6 -380 L -6 -140 L -140 -140 Z' }, sh.colors.accent, s) +
    eyePair(p, [-120, -80], -70, 10),
  rocket: (p, sh, s) =>
    p.shape('path', { d: 'M -70 -120 L -140 -20 L -60 -40 Z' }, sh.colors.accent, s) +
    p.shape('path', { d: 'M 70 -120 L 140 -20 L 60 -40 Z' }, sh.colors.accent, s) +
    p.shape('path', { d: 'M 0 -460 Q 95 -330 75 -60 L -75 -60 Q -95 -330 0 -460 Z' }, '#eef1f6', s) +
    p.shape(
      'path',
      { d: 'M 0 -460 Q 50 -400 62 -360 L -62 -360 Q -50 -400 0 -460 Z' },
      sh.colors.clothing,
      s,
    ) +
    p.shape('circle', { cx: 0, cy: -260, r: 42 }, '#7fc8ff', s) +
    p.shape('path', { d: 'M -50 -60 Q 0 40 50 -60 Z' }, '#ffb300', s) +
    eyePair(p, [-16, 16], -262, 9),
  bicycle: (p, sh, s) =>
    wheel(p, -120, -80, 80, s) +
    wheel(p, 120, -80, 80, s) +
    el('path', {
      d: 'M -120 -80 L -30 -210 L 100 -210 L 120 -80 M -30 -210 L 0 -80 L 100 -210 M -40 -240 L -10 -240 M 100 -210 L 90 -260 L 130 -270',
      stroke: p.color(sh.colors.clothing),
      'stroke-width': 14,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  car: (p, sh, s) =>
    p.shape(
      'path',
      {
        d: 'M -200 -70 L -200 -150 Q -190 -175 -150 -180 L -90 -260 L 80 -260 L 140 -180 Q 200 -175 205 -140 L 205 -70 Z',
      },
      sh.colors.clothing,
      s,
    ) +
    p.shape('path', { d: 'M -70 -240 L 0 -240 L 0 -185 L -115 -185 Z' }, '#bfe6ff', s) +
    p.shape('path', { d: 'M 20 -240 L 70 -240 L 115 -185 L 20 -185 Z' }, '#bfe6ff', s) +
    wheel(p, -120, -65, 48, s) +
    wheel(p, 125, -65, 48, s) +
    eyePair(p, [165, 190], -150, 9) +
    el('circle', { cx: 200, cy: -110, r: 10, fill: '#fff3a0' }),
  plane: (p, sh, s) =>
    p.shape('path', { d: 'M -60 -230 L 60 -230 L 30 -80 L -20 -80 Z' }, sh.colors.accent, s) +
    p.shape(
      'path',
      {
        d: 'M -220 -250 Q -220 -300 -120 -300 L 170 -300 Q 230 -290 230 -250 Q 230 -210 170 -200 L -150 -200 Q -210 -205 -220 -250 Z',
      },
      sh.colors.clothing,
      s,
    ) +
    p.shape('path', { d: 'M -200 -280 L -240 -380 L -170 -380 L -130 -295 Z' }, sh.colors.accent, s) +
    p.shape('path', { d: 'M -40 -250 L 40 -250 L 10 -380 L -20 -380 Z' }, darken(sh.colors.accent, 0.15), s) +
    [-60, 0, 60, 120]
      .map((x) => el('circle', { cx: x, cy: -258, r: 13, fill: p.color('#bfe6ff') }))
      .join('') +
    eyePair(p, [175, 205], -262, 9) +
    wheel(p, -80, -180, 22, s) +
    wheel(p, 120, -180, 22, s),
  'fire-engine': (p, _sh, s) =>
    p.shape('rect', { x: -220, y: -220, width: 300, height: 150, rx: 14 }, '#d62828', s) +
    p.shape('rect', { x: 80, y: -290, width: 130, height: 220, rx: 18 }, '#d62828', s) +
    p.shape('rect', { x: 100, y: -270, width: 90, height: 70, rx: 8 }, '#bfe6ff', s) +
    el('path', {
      d: 'M -210 -250 L 60 -290 M -200 -236 L 70 -276 M -160 -258 L -150 -230 M -90 -268 L -80 -240 M -20 -278 L -10 -250',
      stroke: p.color('#c9ccd3'),
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    p.shape('rect', { x: 130, y: -312, width: 40, height: 22, rx: 6 }, '#4fc3f7', s) +
    el('rect', { x: -200, y: -170, width: 260, height: 16, fill: '#f4f4f4' }) +
    wheel(p, -140, -65, 48, s) +
    wheel(p, 130, -65, 48, s) +
    eyePair(p, [125, 165], -235, 10),
  bus: (p, sh, s) =>
    p.shape('rect', { x: -230, y: -300, width: 460, height: 230, rx: 30 }, sh.colors.accent, s) +
    [-190, -100, -10, 80]
      .map((x) => p.shape('rect', { x, y: -270, width: 70, height: 70, rx: 8 }, '#bfe6ff', s))
      .join('') +
    p.shape('rect', { x: 165, y: -270, width: 50, height: 180, rx: 8 }, '#bfe6ff', s) +
    wheel(p, -140, -65, 45, s) +
    wheel(p, 140, -65, 45, s) +
    eyePair(p, [178, 205], -240, 8),
  digger: (p, _sh, s) =>
    p.shape('rect', { x: -170, y: -200, width: 200, height: 120, rx: 14 }, '#f4b400', s) +
    p.shape('rect', { x: -150, y: -320, width: 120, height: 130, rx: 12 }, '#f4b400', s) +
    p.shape('rect', { x: -135, y: -305, width: 90, height: 70, rx: 8 }, '#bfe6ff', s) +
    el('path', {
      d: 'M 10 -170 L 120 -300 L 200 -180',
      stroke: p.color('#e0a000'),
      'stroke-width': 26,
      fill: 'none',
      'stroke-linejoin': 'round',
    }) +
    p.shape('path', { d: 'M 170 -190 L 240 -180 L 220 -110 L 170 -130 Z' }, '#6d6d6d', s) +
    p.shape('rect', { x: -200, y: -90, width: 260, height: 70, rx: 35 }, '#3a3a3a', s) +
    eyePair(p, [-110, -70], -270, 10),
  'balloon-ride': (p, sh, s) =>
    p.shape(
      'path',
      { d: 'M 0 -470 C 150 -470 150 -270 30 -200 L -30 -200 C -150 -270 -150 -470 0 -470 Z' },
      sh.colors.clothing,
      s,
    ) +
    el('path', {
      d: 'M 0 -470 C 50 -440 50 -280 10 -200 M 0 -470 C -50 -440 -50 -280 -10 -200',
      stroke: p.color(sh.colors.accent),
      'stroke-width': 10,
      fill: 'none',
    }) +
    el('path', { d: 'M -30 -200 L -40 -110 M 30 -200 L 40 -110', stroke: INK, 'stroke-width': 3 }) +
    p.shape('rect', { x: -50, y: -110, width: 100, height: 80, rx: 10 }, '#a0703c', s),
};

// ── Birds, sea animals and others with a body of their own ───────────────────────────────────────────

function bird(p: Painter, s: number, body: string, belly: string, beak: string, extra = ''): string {
  return (
    p.shape('path', { d: 'M -60 -120 L -150 -90 L -70 -70 Z' }, darken(body, 0.15), s) +
    p.shape('ellipse', { cx: 0, cy: -130, rx: 90, ry: 110 }, body, s) +
    el('ellipse', { cx: 10, cy: -110, rx: 55, ry: 75, fill: p.color(belly) }) +
    p.shape('path', { d: 'M 60 -150 Q 120 -120 70 -60 Z' }, darken(body, 0.1), s) +
    p.shape('path', { d: 'M -30 -20 L -30 0 M 30 -20 L 30 0' }, beak, s) +
    el('path', {
      d: 'M -40 0 L -20 0 M 20 0 L 40 0',
      stroke: p.color(beak),
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }) +
    eyePair(p, [-28, 28], -195, 12) +
    p.shape('path', { d: 'M -16 -175 L 0 -140 L 16 -175 Z' }, beak, s) +
    extra
  );
}

function fishBody(p: Painter, s: number, body: string, fin: string, extra = ''): string {
  return (
    p.shape('path', { d: 'M -120 -200 L -210 -260 L -200 -140 Z' }, fin, s) +
    p.shape('ellipse', { cx: 0, cy: -200, rx: 150, ry: 95 }, body, s) +
    p.shape('path', { d: 'M -20 -290 Q 20 -340 60 -285 Z' }, fin, s) +
    eyePair(p, [70, 105], -220, 11) +
    mouth(110, -175, 12) +
    extra
  );
}

const CUSTOM: Record<string, Draw> = {
  raven: (p, _sh, s) => bird(p, s, '#2b2b3a', '#4a4a5e', '#f2b134'),
  owl: (p, _sh, s) =>
    bird(
      p,
      s,
      '#8b6a45',
      '#e6d3b3',
      '#f2b134',
      p.shape('path', { d: 'M -70 -215 L -60 -290 L -25 -230 Z' }, '#8b6a45', s) +
        p.shape('path', { d: 'M 70 -215 L 60 -290 L 25 -230 Z' }, '#8b6a45', s) +
        el('circle', {
          cx: -28,
          cy: -195,
          r: 24,
          fill: 'none',
          stroke: p.color('#f7e7c6'),
          'stroke-width': 8,
        }) +
        el('circle', {
          cx: 28,
          cy: -195,
          r: 24,
          fill: 'none',
          stroke: p.color('#f7e7c6'),
          'stroke-width': 8,
        }),
    ),
  bird: (p, sh, s) => bird(p, s, sh.colors.clothing, '#fff3d6', '#f29e1f'),
  chicken: (p, _sh, s) =>
    bird(
      p,
      s,
      '#fbfbf5',
      '#ffffff',
      '#f29e1f',
      p.shape('path', { d: 'M -20 -235 Q -10 -275 5 -240 Q 15 -280 30 -235 Z' }, '#e53935', s) +
        p.shape('path', { d: 'M -6 -140 Q 0 -110 8 -140 Z' }, '#e53935', s),
    ),
  duck: (p, _sh, s) =>
    bird(
      p,
      s,
      '#ffd93b',
      '#fff4a8',
      '#ff8f1f',
      p.shape('ellipse', { cx: 0, cy: -150, rx: 34, ry: 13 }, '#ff8f1f', s),
    ),
  penguin: (p, _sh, s) => bird(p, s, '#22242e', '#ffffff', '#ffb300'),
  parrot: (p, _sh, s) =>
    bird(
      p,
      s,
      '#2fa84f',
      '#ffd93b',
      '#3a3a3a',
      p.shape('path', { d: 'M -40 -235 Q 0 -290 40 -235 Z' }, '#e53935', s),
    ),
  butterfly: (p, sh, s) =>
    p.shape('ellipse', { cx: -90, cy: -260, rx: 90, ry: 110 }, sh.colors.accent, s) +
    p.shape('ellipse', { cx: 90, cy: -260, rx: 90, ry: 110 }, sh.colors.accent, s) +
    p.shape('ellipse', { cx: -70, cy: -120, rx: 60, ry: 60 }, sh.colors.clothing, s) +
    p.shape('ellipse', { cx: 70, cy: -120, rx: 60, ry: 60 }, sh.colors.clothing, s) +
    p.shape('ellipse', { cx: 0, cy: -180, rx: 22, ry: 130 }, '#3a2a22', s) +
    eyePair(p, [-10, 10], -290, 7),
  bee: (p, _sh, s) =>
    p.shape('ellipse', { cx: -50, cy: -270, rx: 60, ry: 80 }, '#e6f5ff', s) +
    p.shape('ellipse', { cx: 50, cy: -270, rx: 60, ry: 80 }, '#e6f5ff', s) +
    p.shape('ellipse', { cx: 0, cy: -170, rx: 110, ry: 90 }, '#ffd000', s) +
    el('path', { d: 'M -40 -250 L -40 -90 M 20 -258 L 20 -84', stroke: INK, 'stroke-width': 26 }) +
    eyePair(p, [70, 95], -190, 9),
  fish: (p, sh, s) => fishBody(p, s, sh.colors.accent, darken(sh.colors.accent, 0.2)),
  whale: (p, _sh, s) =>
    p.shape('path', { d: 'M -170 -170 L -250 -260 L -230 -110 Z' }, '#3d6fa8', s) +
    p.shape('ellipse', { cx: 0, cy: -170, rx: 200, ry: 130 }, '#4a82c3', s) +
    el('ellipse', { cx: 30, cy: -110, rx: 150, ry: 60, fill: p.color('#c9ddf2') }) +
    el('path', {
      d: 'M 40 -300 Q 20 -360 0 -380 M 40 -300 Q 60 -360 80 -380',
      stroke: p.color('#8fd3ff'),
      'stroke-width': 10,
      fill: 'none',
    }) +
    eyePair(p, [100, 140], -200, 11) +
    mouth(150, -150, 20),
  dolphin: (p, _sh, s) =>
    p.shape(
      'path',
      {
        d: 'M -210 -120 Q -60 -340 150 -230 L 220 -220 Q 190 -190 140 -190 Q 0 -140 -170 -80 L -230 -40 L -200 -100 Z',
      },
      '#6fa3c7',
      s,
    ) +
    p.shape('path', { d: 'M -20 -265 L 10 -330 L 40 -255 Z' }, '#5b8fb3', s) +
    eyePair(p, [100, 100], -225, 9),
  octopus: (p, _sh, s) =>
    [-120, -70, -20, 30, 80, 130]
      .map((x) =>
        el('path', {
          d: `M ${x * 0.7} -150 Q ${x} -60 ${x * 1.2} -20`,
          stroke: p.color('#c04a8f'),
          'stroke-width': 30,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      )
      .join('') +
    p.shape('ellipse', { cx: 0, cy: -230, rx: 120, ry: 130 }, '#d65aa3', s) +
    eyePair(p, [-40, 40], -230, 14) +
    mouth(0, -180, 16),
  seal: (p, _sh, s) =>
    p.shape(
      'path',
      { d: 'M -200 -40 Q -120 -60 -60 -120 Q 0 -300 80 -260 Q 150 -220 100 -120 Q 60 -30 -200 -20 Z' },
      '#8d99a6',
      s,
    ) +
    p.shape('path', { d: 'M -220 -30 L -250 -80 L -190 -40 Z' }, '#7a8591', s) +
    eyePair(p, [40, 85], -225, 10) +
    el('ellipse', { cx: 100, cy: -200, rx: 16, ry: 10, fill: INK }),
  snail: (p, sh, s) =>
    p.shape(
      'path',
      {
        d: 'M -180 -10 Q -200 -60 -120 -70 L 150 -70 Q 200 -90 190 -200 Q 230 -210 230 -170 Q 230 -60 200 -10 Z',
      },
      '#c9b18f',
      s,
    ) +
    p.shape('circle', { cx: 0, cy: -170, r: 110 }, sh.colors.accent, s) +
    el('path', {
      d: 'M 0 -170 m -70 0 a 70 70 0 1 1 70 70 a 45 45 0 1 1 -45 -45 a 22 22 0 1 1 22 22',
      stroke: p.color(darken(sh.colors.accent, 0.3)),
      'stroke-width': 8,
      fill: 'none',
    }) +
    el('path', {
      d: 'M 195 -200 L 185 -260 M 215 -200 L 230 -255',
      stroke: p.color('#c9b18f'),
      'stroke-width': 8,
    }) +
    eyePair(p, [185, 230], -262, 8),
  robot: (p, sh, s) =>
    p.shape('rect', { x: -70, y: -40, width: 50, height: 40, rx: 6 }, '#7d8796', s) +
    p.shape('rect', { x: 20, y: -40, width: 50, height: 40, rx: 6 }, '#7d8796', s) +
    p.shape('rect', { x: -95, y: -220, width: 190, height: 185, rx: 22 }, '#b8c2cf', s) +
    p.shape('rect', { x: -45, y: -185, width: 90, height: 60, rx: 10 }, sh.colors.accent, s) +
    p.limb(-95, -190, -150, -110, 26, '#9aa4b2', s) +
    p.limb(95, -190, 150, -250, 26, '#9aa4b2', s) +
    p.shape('rect', { x: -85, y: -380, width: 170, height: 140, rx: 26 }, '#c9d2de', s) +
    el('line', { x1: 0, y1: -380, x2: 0, y2: -430, stroke: p.color('#7d8796'), 'stroke-width': 8 }) +
    p.shape('circle', { cx: 0, cy: -436, r: 14 }, '#ff5252', s) +
    p.shape('rect', { x: -60, y: -350, width: 120, height: 70, rx: 14 }, '#263238', s) +
    el('circle', { cx: -28, cy: -316, r: 14, fill: '#5ff3ff' }) +
    el('circle', { cx: 28, cy: -316, r: 14, fill: '#5ff3ff' }) +
    el('path', { d: 'M -30 -262 L 30 -262', stroke: INK, 'stroke-width': 6, 'stroke-linecap': 'round' }),
  // A generic insect (beetle, ladybird, ant, spider …) in the sheet's colour.
  beetle: (p, sh, s) =>
    [-1, 1]
      .map((sd) =>
        [-150, -100, -50]
          .map((y) =>
            el('path', {
              d: `M ${sd * 60} ${y} L ${sd * 130} ${y - 20} L ${sd * 150} ${y + 40}`,
              stroke: INK,
              'stroke-width': 9,
              fill: 'none',
              'stroke-linecap': 'round',
            }),
          )
          .join(''),
      )
      .join('') +
    p.shape('ellipse', { cx: 0, cy: -120, rx: 105, ry: 120 }, sh.colors.accent, s) +
    el('path', { d: 'M 0 -235 L 0 -5', stroke: INK, 'stroke-width': 5 }) +
    [
      [-45, -150],
      [50, -110],
      [-40, -70],
      [40, -190],
    ]
      .map(([x, y]) => el('circle', { cx: x, cy: y, r: 16, fill: INK, 'fill-opacity': 0.7 }))
      .join('') +
    el('path', {
      d: 'M -25 -300 Q -50 -360 -80 -370 M 25 -300 Q 50 -360 80 -370',
      stroke: INK,
      'stroke-width': 6,
      fill: 'none',
    }) +
    p.shape('circle', { cx: 0, cy: -270, r: 52 }, '#2b2b35', s) +
    eyePair(p, [-20, 20], -275, 10) +
    mouth(0, -245, 10),
  ghost: (p, _sh, s) =>
    p.shape(
      'path',
      {
        d: 'M -110 -20 L -110 -260 Q -110 -400 0 -400 Q 110 -400 110 -260 L 110 -20 L 70 -50 L 35 -20 L 0 -50 L -35 -20 L -70 -50 Z',
      },
      '#f4f6ff',
      s,
    ) +
    el('ellipse', { cx: -35, cy: -280, rx: 16, ry: 24, fill: INK }) +
    el('ellipse', { cx: 35, cy: -280, rx: 16, ry: 24, fill: INK }) +
    el('ellipse', { cx: 0, cy: -220, rx: 18, ry: 22, fill: INK }),
};

// ── Quadrupeds and creatures: a base species with what makes them themselves ─────────────────────────

interface Variant {
  base: Animal;
  fur?: string;
  bigEars?: boolean;
  behind?: (p: Painter, fur: string, s: number) => string;
  front?: (p: Painter, fur: string, s: number) => string;
}

const spikes = (p: Painter, fur: string, s: number): string =>
  Array.from({ length: 13 }, (_, i) => {
    const a = Math.PI * (0.95 + (i / 12) * 1.1);
    const cx = Math.cos(a);
    const cy = Math.sin(a);
    return p.shape(
      'path',
      {
        d: `M ${cx * 70} ${-200 + cy * 70} L ${cx * 150} ${-200 + cy * 150} L ${cx * 70 + cy * 30} ${-200 + cy * 70 - cx * 30} Z`,
      },
      darken(fur, 0.35),
      s,
    );
  }).join('');

const VARIANTS: Record<string, Variant> = {
  hedgehog: { base: 'bear', fur: '#b08a64', behind: spikes },
  mouse: {
    base: 'bear',
    fur: '#a9a9b3',
    bigEars: true,
    behind: (p) =>
      el('path', {
        d: 'M -70 -40 Q -180 -20 -170 -120',
        stroke: p.color('#e8a0a0'),
        'stroke-width': 8,
        fill: 'none',
      }),
  },
  lion: {
    base: 'bear',
    fur: '#e2a640',
    behind: (p, _f, s) =>
      Array.from({ length: 14 }, (_, i) => {
        const a = (i / 14) * Math.PI * 2;
        return p.shape('circle', { cx: Math.cos(a) * 95, cy: -240 + Math.sin(a) * 95, r: 38 }, '#a0522d', s);
      }).join(''),
  },
  elephant: {
    base: 'bear',
    fur: '#9aa3ad',
    behind: (p, f, s) =>
      p.shape('ellipse', { cx: -100, cy: -235, rx: 62, ry: 80 }, f, s) +
      p.shape('ellipse', { cx: 100, cy: -235, rx: 62, ry: 80 }, f, s),
    front: (p, f) =>
      el('path', {
        d: 'M 0 -225 Q 5 -150 40 -130',
        stroke: p.color(f),
        'stroke-width': 30,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
  },
  monkey: {
    base: 'bear',
    fur: '#8a5a36',
    bigEars: true,
    behind: (p, f) =>
      el('path', {
        d: 'M -70 -50 Q -190 -40 -170 -170 Q -160 -210 -130 -190',
        stroke: p.color(f),
        'stroke-width': 16,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
  },
  pig: {
    base: 'bear',
    fur: '#f4a6b8',
    front: (p, f, s) =>
      p.shape('ellipse', { cx: 0, cy: -212, rx: 28, ry: 19 }, darken(f, 0.12), s) +
      el('circle', { cx: -9, cy: -212, r: 5, fill: INK }) +
      el('circle', { cx: 9, cy: -212, r: 5, fill: INK }),
  },
  cow: {
    base: 'dog',
    fur: '#f7f4ef',
    behind: (p, _f, s) =>
      p.shape(
        'path',
        { d: 'M -60 -300 Q -90 -350 -60 -360 L -45 -310 Z M 60 -300 Q 90 -350 60 -360 L 45 -310 Z' },
        '#e8dcc0',
        s,
      ),
    front: (p, _f, s) =>
      el('circle', { cx: -35, cy: -110, r: 26, fill: p.color('#2d2d2d') }) +
      el('circle', { cx: 45, cy: -70, r: 20, fill: p.color('#2d2d2d') }) +
      p.shape('ellipse', { cx: 0, cy: -205, rx: 42, ry: 26 }, '#f2b8c2', s),
  },
  sheep: {
    base: 'bear',
    fur: '#f3efe6',
    behind: (p, _f, s) =>
      [
        [-80, -120],
        [0, -60],
        [80, -120],
        [-70, -190],
        [70, -190],
        [0, -310],
        [-60, -290],
        [60, -290],
      ]
        .map(([cx, cy]) => p.shape('circle', { cx, cy, r: 55 }, '#fbf8f0', s))
        .join(''),
  },
  horse: {
    base: 'dog',
    fur: '#9c6a3c',
    behind: (p, _f, s) =>
      p.shape('path', { d: 'M -20 -330 Q 60 -340 90 -250 L 70 -150 Q 40 -260 -20 -300 Z' }, '#4a2f1a', s),
    front: (p, f, s) => p.shape('ellipse', { cx: 0, cy: -200, rx: 40, ry: 34 }, lighten(f, 0.3), s),
  },
  unicorn: {
    base: 'dog',
    fur: '#fbf7ff',
    behind: (p, _f, s) =>
      ['#ff6fa8', '#ffd93b', '#6fd3ff']
        .map((c, i) =>
          p.shape(
            'path',
            {
              d: `M ${-20 + i * 25} -330 Q ${70 + i * 20} -340 ${95 + i * 10} -230 L ${75 + i * 10} -150 Q ${40 + i * 10} -260 ${-20 + i * 25} -300 Z`,
            },
            c,
            s,
          ),
        )
        .join(''),
    front: (p, _f, s) => p.shape('path', { d: 'M -14 -305 L 0 -410 L 14 -305 Z' }, '#f5c542', s),
  },
  giraffe: {
    base: 'dog',
    fur: '#f2c14e',
    behind: (p, _f, s) =>
      p.shape('path', { d: 'M -30 -310 L -30 -360 M 30 -310 L 30 -360' }, '#8a5a36', s) +
      el('path', {
        d: 'M -30 -310 L -30 -360 M 30 -310 L 30 -360',
        stroke: p.color('#8a5a36'),
        'stroke-width': 12,
        'stroke-linecap': 'round',
      }),
    front: (p) =>
      [
        [-40, -120],
        [30, -90],
        [-10, -60],
        [50, -150],
        [-55, -270],
        [50, -280],
      ]
        .map(([cx, cy]) => el('circle', { cx, cy, r: 14, fill: p.color('#b0702c') }))
        .join(''),
  },
  deer: {
    base: 'dog',
    fur: '#b9794a',
    behind: (p) =>
      el('path', {
        d: 'M -40 -300 L -70 -400 M -58 -360 L -100 -380 M 40 -300 L 70 -400 M 58 -360 L 100 -380',
        stroke: p.color('#6d4c2f'),
        'stroke-width': 12,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    front: (p) =>
      [
        [-30, -100],
        [20, -80],
        [40, -130],
      ]
        .map(([cx, cy]) => el('circle', { cx, cy, r: 8, fill: p.color('#f7e7d0') }))
        .join(''),
  },
  squirrel: {
    base: 'fox',
    fur: '#b5562b',
    behind: (p, f, s) =>
      p.shape(
        'path',
        { d: 'M -60 -60 Q -230 -80 -190 -300 Q -150 -390 -90 -330 Q -150 -250 -70 -140 Z' },
        f,
        s,
      ),
  },
  wolf: { base: 'fox', fur: '#8e949c' },
  otter: {
    base: 'bear',
    fur: '#7a5230',
    front: () =>
      [-1, 1]
        .map((sd) =>
          el('path', {
            d: `M ${sd * 20} -210 L ${sd * 70} -218 M ${sd * 20} -202 L ${sd * 68} -196`,
            stroke: '#3a2a22',
            'stroke-width': 2,
          }),
        )
        .join(''),
  },
  frog: {
    base: 'bear',
    fur: '#6cc24a',
    front: (p, f, s) =>
      [-42, 42]
        .map(
          (x) =>
            p.shape('circle', { cx: x, cy: -300, r: 34 }, f, s) +
            el('circle', { cx: x, cy: -300, r: 20, fill: '#ffffff' }) +
            el('circle', { cx: x, cy: -298, r: 10, fill: INK }),
        )
        .join(''),
  },
  turtle: {
    base: 'bear',
    fur: '#8cc56b',
    front: (p, _f, s) =>
      p.shape('ellipse', { cx: 0, cy: -95, rx: 110, ry: 78 }, '#6b8e3d', s) +
      el('path', {
        d: 'M -60 -130 L 0 -160 L 60 -130 L 60 -60 L 0 -30 L -60 -60 Z',
        fill: 'none',
        stroke: p.color('#4e6b2b'),
        'stroke-width': 6,
      }),
  },
  'guinea-pig': { base: 'bear', fur: '#d9a066', bigEars: false },
  dinosaur: {
    base: 'bear',
    fur: '#5cb85c',
    behind: (p, f, s) =>
      p.shape('path', { d: 'M -60 -60 Q -200 -40 -240 -120 Q -160 -80 -70 -120 Z' }, f, s) +
      [-150, -110, -70]
        .map((x, i) => p.shape('path', { d: `M ${x} ${-80 - i * 40} l 20 -50 l 25 45 Z` }, '#f2a541', s))
        .join('') +
      [-50, 0, 50]
        .map((x) => p.shape('path', { d: `M ${x - 18} -310 L ${x} -350 L ${x + 18} -310 Z` }, '#f2a541', s))
        .join(''),
  },
  monster: {
    base: 'bear',
    fur: '#8e5ba8',
    front: (p, _f, s) =>
      p.shape(
        'path',
        { d: 'M -60 -300 L -80 -370 L -35 -315 Z M 60 -300 L 80 -370 L 35 -315 Z' },
        '#f7e7a1',
        s,
      ),
  },
  troll: {
    base: 'bear',
    fur: '#8aa07a',
    front: (p, f, s) => p.shape('ellipse', { cx: 0, cy: -215, rx: 24, ry: 30 }, darken(f, 0.15), s),
  },
  // Generic bodies that take the sheet's colours: the nearest relatives of animals without a drawing of their
  // own (relatives.ts) — a scaled mammal (pangolin, armadillo, anteater) and a reptile (lizard, crocodile …).
  pangolin: {
    base: 'bear',
    behind: (p, f, s) =>
      p.shape('path', { d: 'M -60 -50 Q -190 -40 -200 -150 Q -150 -120 -70 -110 Z' }, darken(f, 0.12), s),
    front: (p, f) =>
      [-150, -110, -70, -30]
        .map((y, row) =>
          [-60, -20, 20, 60]
            .slice(row % 2, 4)
            .map((x) =>
              el('path', {
                d: `M ${x - 24 + (row % 2) * 20} ${y} Q ${x + (row % 2) * 20} ${y + 30} ${x + 24 + (row % 2) * 20} ${y}`,
                stroke: p.color(darken(f, 0.35)),
                'stroke-width': 6,
                fill: p.color(darken(f, 0.12)),
              }),
            )
            .join(''),
        )
        .join(''),
  },
  lizard: {
    base: 'bear',
    behind: (p, f, s) =>
      p.shape('path', { d: 'M -50 -40 Q -200 -20 -260 -90 Q -190 -60 -60 -100 Z' }, darken(f, 0.1), s) +
      [-40, 0, 40]
        .map((x) =>
          p.shape('path', { d: `M ${x - 14} -312 L ${x} -342 L ${x + 14} -312 Z` }, darken(f, 0.3), s),
        )
        .join(''),
    front: (p, f) =>
      [
        [-40, -110],
        [30, -70],
        [-10, -150],
        [45, -140],
        [-50, -60],
      ]
        .map(([x, y]) => el('circle', { cx: x, cy: y, r: 9, fill: p.color(darken(f, 0.2)) }))
        .join(''),
  },
};

// ── People in their roles ────────────────────────────────────────────────────────────────────────────

/** Hats and attributes on the person drawing (head centre 0, -330, radius 74). */
const ROLE_FRONT: Record<string, (p: Painter, sh: CharacterSheet, s: number) => string> = {
  king: (p, _sh, s) =>
    p.shape(
      'path',
      { d: 'M -60 -395 L -60 -450 L -30 -420 L 0 -460 L 30 -420 L 60 -450 L 60 -395 Z' },
      '#f5c542',
      s,
    ),
  queen: (p, _sh, s) =>
    p.shape(
      'path',
      { d: 'M -50 -398 L -50 -445 L -25 -420 L 0 -455 L 25 -420 L 50 -445 L 50 -398 Z' },
      '#f5c542',
      s,
    ),
  princess: (p, _sh, s) =>
    p.shape(
      'path',
      { d: 'M -36 -400 L -36 -430 L -18 -415 L 0 -440 L 18 -415 L 36 -430 L 36 -400 Z' },
      '#f5c542',
      s,
    ),
  prince: (p, _sh, s) =>
    p.shape(
      'path',
      { d: 'M -40 -400 L -40 -432 L -20 -416 L 0 -440 L 20 -416 L 40 -432 L 40 -400 Z' },
      '#f5c542',
      s,
    ),
  knight: (p, _sh, s) =>
    p.shape(
      'path',
      {
        d: 'M -80 -320 Q -80 -420 0 -420 Q 80 -420 80 -320 L 80 -300 L 50 -300 L 50 -340 L -50 -340 L -50 -300 L -80 -300 Z',
      },
      '#b8c2cf',
      s,
    ) + p.shape('path', { d: 'M 0 -420 Q 40 -470 80 -450 Q 40 -440 10 -420 Z' }, '#e53935', s),
  pirate: (p, _sh, s) =>
    p.shape('path', { d: 'M -100 -380 Q 0 -470 100 -380 Q 0 -400 -100 -380 Z' }, '#222222', s) +
    el('circle', { cx: 27, cy: -326, r: 16, fill: INK }) +
    el('path', { d: 'M -70 -360 L 70 -300', stroke: INK, 'stroke-width': 4 }),
  witch: (p, _sh, s) =>
    p.shape('path', { d: 'M -110 -380 L 110 -380 L 40 -390 L 10 -520 L -40 -390 Z' }, '#4a2a6a', s),
  wizard: (p, _sh, s) =>
    p.shape('path', { d: 'M -90 -380 L 90 -380 L 10 -530 Z' }, '#3949ab', s) +
    p.shape('path', { d: 'M -50 -290 Q 0 -160 50 -290 Q 0 -270 -50 -290 Z' }, '#eeeeee', s) +
    p.shape('path', { d: starPath(10, -440, 16, 7) }, '#ffd54f', s),
  astronaut: (p) =>
    el('circle', {
      cx: 0,
      cy: -330,
      r: 100,
      fill: '#dff3ff',
      'fill-opacity': 0.35,
      stroke: p.color('#ffffff'),
      'stroke-width': 10,
    }),
  firefighter: (p, _sh, s) =>
    p.shape(
      'path',
      { d: 'M -90 -360 Q -80 -440 0 -440 Q 80 -440 90 -360 L 110 -350 L -110 -350 Z' },
      '#d62828',
      s,
    ),
  farmer: (p, _sh, s) =>
    p.shape(
      'path',
      { d: 'M -120 -375 Q 0 -395 120 -375 Q 60 -385 50 -430 Q 0 -450 -50 -430 Q -60 -385 -120 -375 Z' },
      '#e9c46a',
      s,
    ),
  baker: (p, _sh, s) =>
    p.shape(
      'path',
      { d: 'M -60 -390 L -70 -440 Q -50 -480 -10 -460 Q 20 -490 50 -460 Q 80 -450 60 -390 Z' },
      '#ffffff',
      s,
    ),
  fisherman: (p, _sh, s) =>
    p.shape('path', { d: 'M -90 -370 Q 0 -440 90 -370 L 120 -360 L -110 -365 Z' }, '#f4b400', s),
  teacher: () => '',
  grandma: (p, sh, s) => p.shape('circle', { cx: 0, cy: -415, r: 28 }, sh.colors.hair, s),
  grandpa: () => '',
  fairy: () => '',
  mermaid: (p, sh, s) =>
    p.shape(
      'path',
      { d: 'M -60 -140 Q -70 -40 -20 -20 L -80 20 L 0 0 L 80 20 L 20 -20 Q 70 -40 60 -140 Z' },
      sh.colors.accent,
      s,
    ),
  giant: () => '',
};
const ROLE_BEHIND: Record<string, (p: Painter, sh: CharacterSheet, s: number) => string> = {
  fairy: (p, _sh, s) =>
    p.shape('ellipse', { cx: -110, cy: -260, rx: 70, ry: 110 }, '#e1f5fe', s) +
    p.shape('ellipse', { cx: 110, cy: -260, rx: 70, ry: 110 }, '#e1f5fe', s),
  wizard: () => '',
};
/** Grown-ups and old people: grey or white hair. */
const GREY = new Set(['grandma', 'grandpa', 'wizard', 'king', 'fisherman']);

/** The base drawing a kind stands on: a person, one of the six animal bodies, or none (own drawing). */
export function baseSpecies(kind: string | undefined): CharacterSheet['species'] | undefined {
  if (!kind) return undefined;
  if (VARIANTS[kind]) return VARIANTS[kind].base;
  return undefined;
}

export const DRAWN_KINDS = {
  vehicles: Object.keys(VEHICLES),
  creatures: [
    ...Object.keys(CUSTOM),
    ...Object.keys(VARIANTS),
    'dog',
    'cat',
    'rabbit',
    'bear',
    'fox',
    'dragon',
    'fairy',
    'mermaid',
  ],
  roles: Object.keys(ROLE_FRONT),
};

/**
 * Draws a character by the kind the story frame gave it, or returns undefined when the species drawing is
 * already that kind. `drawBase` draws a person or base animal from a (possibly adjusted) sheet.
 */
export function drawKind(
  p: Painter,
  sheet: CharacterSheet,
  x: number,
  y: number,
  s: number,
  drawBase: (sheet: CharacterSheet, x: number, y: number, s: number) => string,
): string | undefined {
  const kind = sheet.kind;
  if (!kind) return undefined;
  const vehicle = VEHICLES[kind];
  if (vehicle) return g(x, y, s * 0.95, vehicle(p, sheet, s));
  const custom = CUSTOM[kind];
  if (custom) return g(x, y, s, custom(p, sheet, s));
  const variant = VARIANTS[kind];
  if (variant) {
    const fur = variant.fur ?? sheet.colors.body;
    const adjusted: CharacterSheet = {
      ...sheet,
      species: variant.base,
      colors: { ...sheet.colors, body: fur },
      features: variant.bigEars ? [...new Set([...sheet.features, 'big-ears' as const])] : sheet.features,
    };
    return (
      (variant.behind ? g(x, y, s, variant.behind(p, fur, s)) : '') +
      drawBase(adjusted, x, y, s) +
      (variant.front ? g(x, y, s, variant.front(p, fur, s)) : '')
    );
  }
  if (sheet.species === 'person' && (ROLE_FRONT[kind] || sheet.grownUp)) {
    const grey = GREY.has(kind);
    const adjusted: CharacterSheet = {
      ...sheet,
      colors: { ...sheet.colors, hair: grey ? '#d9d9d9' : sheet.colors.hair },
      features:
        grey || kind === 'teacher'
          ? [...new Set([...sheet.features.filter((f) => f !== 'hat' && f !== 'bow'), 'glasses' as const])]
          : sheet.features.filter((f) => f !== 'hat'),
    };
    const k = kind === 'giant' ? s * 1.35 : s;
    const stretch = sheet.grownUp ? 1.18 : 1;
    return (
      (ROLE_BEHIND[kind] ? g(x, y, k, ROLE_BEHIND[kind](p, adjusted, k)) : '') +
      `<g transform="translate(${x} ${y}) scale(1 ${stretch}) translate(${-x} ${-y})">${drawBase(adjusted, x, y, k)}</g>` +
      (ROLE_FRONT[kind]
        ? `<g transform="translate(${x} ${y}) scale(1 ${stretch}) translate(${-x} ${-y})">${g(x, y, k, ROLE_FRONT[kind](p, adjusted, k))}</g>`
        : '')
    );
  }
  return undefined;
}

// ── Things ───────────────────────────────────────────────────────────────────────────────────────────

type Thing = (p: Painter, x: number, y: number, k: number) => string;

const THINGS: Record<string, Thing> = {
  snowman: (p, x, y, k) =>
    p.shape('circle', { cx: x, cy: y - 50 * k, r: 50 * k }, '#fbfdff') +
    p.shape('circle', { cx: x, cy: y - 130 * k, r: 36 * k }, '#fbfdff') +
    el('circle', { cx: x - 12 * k, cy: y - 138 * k, r: 4 * k, fill: INK }) +
    el('circle', { cx: x + 12 * k, cy: y - 138 * k, r: 4 * k, fill: INK }) +
    p.shape(
      'path',
      { d: `M ${x} ${y - 128 * k} L ${x + 30 * k} ${y - 122 * k} L ${x} ${y - 118 * k} Z` },
      '#ff8f1f',
    ) +
    p.shape('rect', { x: x - 26 * k, y: y - 190 * k, width: 52 * k, height: 30 * k }, '#263238'),
  sandcastle: (p, x, y, k) =>
    p.shape('rect', { x: x - 70 * k, y: y - 60 * k, width: 140 * k, height: 60 * k }, '#e9c46a') +
    [-50, 0, 50]
      .map((dx) =>
        p.shape('rect', { x: x + (dx - 18) * k, y: y - 110 * k, width: 36 * k, height: 55 * k }, '#e9c46a'),
      )
      .join('') +
    el('path', {
      d: `M ${x} ${y - 110 * k} L ${x} ${y - 150 * k} L ${x + 24 * k} ${y - 140 * k} L ${x} ${y - 132 * k}`,
      stroke: INK,
      'stroke-width': 2,
      fill: p.color('#e53935'),
    }),
  raft: (p, x, y, k) =>
    [-60, -30, 0, 30, 60]
      .map((dx) =>
        p.shape(
          'rect',
          { x: x + (dx - 14) * k, y: y - 30 * k, width: 28 * k, height: 30 * k, rx: 10 * k },
          '#a0703c',
        ),
      )
      .join('') +
    el('line', {
      x1: x,
      y1: y - 30 * k,
      x2: x,
      y2: y - 150 * k,
      stroke: p.color('#6d4c41'),
      'stroke-width': 6 * k,
    }) +
    p.shape(
      'path',
      { d: `M ${x + 4 * k} ${y - 145 * k} L ${x + 70 * k} ${y - 60 * k} L ${x + 4 * k} ${y - 55 * k} Z` },
      '#fff8e1',
    ),
  balloon: (p, x, y, k) =>
    el('path', {
      d: `M ${x} ${y} Q ${x - 10 * k} ${y - 60 * k} ${x} ${y - 120 * k}`,
      stroke: INK,
      'stroke-width': 2,
      fill: 'none',
    }) +
    p.shape('ellipse', { cx: x, cy: y - 170 * k, rx: 42 * k, ry: 52 * k }, '#e53935') +
    p.shape(
      'path',
      { d: `M ${x - 8 * k} ${y - 116 * k} L ${x + 8 * k} ${y - 116 * k} L ${x} ${y - 124 * k} Z` },
      '#c62828',
    ),
  cake: (p, x, y, k) =>
    p.shape('rect', { x: x - 70 * k, y: y - 60 * k, width: 140 * k, height: 60 * k, rx: 8 * k }, '#f8bbd0') +
    p.shape('rect', { x: x - 50 * k, y: y - 105 * k, width: 100 * k, height: 48 * k, rx: 8 * k }, '#fff3e0') +
    el('path', {
      d: `M ${x - 70 * k} ${y - 50 * k} q 17 14 35 0 t 35 0 t 35 0 t 35 0`,
      stroke: p.color('#ffffff'),
      'stroke-width': 6 * k,
      fill: 'none',
    }) +
    [-25, 0, 25]
      .map(
        (dx) =>
          p.shape('rect', { x: x + (dx - 4) * k, y: y - 135 * k, width: 8 * k, height: 30 * k }, '#64b5f6') +
          el('ellipse', { cx: x + dx * k, cy: y - 142 * k, rx: 6 * k, ry: 10 * k, fill: '#ffb300' }),
      )
      .join(''),
  'tree-house': (p, x, y, k) =>
    p.shape('rect', { x: x - 18 * k, y: y - 260 * k, width: 36 * k, height: 260 * k }, '#8d5a3b') +
    p.shape('circle', { cx: x, cy: y - 330 * k, r: 110 * k }, '#4f9a3c') +
    p.shape('rect', { x: x - 70 * k, y: y - 250 * k, width: 140 * k, height: 90 * k }, '#c68642') +
    p.shape(
      'path',
      { d: `M ${x - 85 * k} ${y - 250 * k} L ${x} ${y - 310 * k} L ${x + 85 * k} ${y - 250 * k} Z` },
      '#b5462b',
    ) +
    p.shape('rect', { x: x - 20 * k, y: y - 225 * k, width: 40 * k, height: 40 * k }, '#ffe082') +
    el('path', {
      d: `M ${x + 50 * k} ${y - 160 * k} L ${x + 50 * k} ${y} M ${x + 80 * k} ${y - 160 * k} L ${x + 80 * k} ${y} ${[0, 1, 2, 3, 4].map((i) => `M ${x + 50 * k} ${y - (20 + i * 30) * k} L ${x + 80 * k} ${y - (20 + i * 30) * k}`).join(' ')}`,
      stroke: p.color('#6d4c41'),
      'stroke-width': 6 * k,
    }),
  shell: (p, x, y, k) =>
    [0, 70]
      .map(
        (dx) =>
          p.shape(
            'path',
            {
              d: `M ${x + dx * k} ${y} L ${x + (dx - 34) * k} ${y - 40 * k} Q ${x + dx * k} ${y - 80 * k} ${x + (dx + 34) * k} ${y - 40 * k} Z`,
            },
            dx ? '#ffccbc' : '#f8bbd0',
          ) +
          el('path', {
            d: `M ${x + dx * k} ${y} L ${x + (dx - 16) * k} ${y - 60 * k} M ${x + dx * k} ${y} L ${x + dx * k} ${y - 66 * k} M ${x + dx * k} ${y} L ${x + (dx + 16) * k} ${y - 60 * k}`,
            stroke: p.color('#c48b7a'),
            'stroke-width': 3,
          }),
      )
      .join(''),
  bone: (p, x, y, k) =>
    [
      [0, 0],
      [40, -26],
    ]
      .map(
        ([dx, dy]) =>
          `<g transform="translate(${x + (dx as number) * k} ${y + (dy as number) * k}) rotate(-15)">` +
          p.shape('rect', { x: -50 * k, y: -10 * k, width: 100 * k, height: 20 * k, rx: 8 * k }, '#f5f0e1') +
          [-50, 50]
            .map(
              (ex) =>
                p.shape('circle', { cx: ex * k, cy: -10 * k, r: 14 * k }, '#f5f0e1') +
                p.shape('circle', { cx: ex * k, cy: 10 * k, r: 14 * k }, '#f5f0e1'),
            )
            .join('') +
          '</g>',
      )
      .join(''),
  crown: (p, x, y, k) =>
    p.shape(
      'path',
      {
        d: `M ${x - 50 * k} ${y} L ${x - 50 * k} ${y - 60 * k} L ${x - 25 * k} ${y - 30 * k} L ${x} ${y - 75 * k} L ${x + 25 * k} ${y - 30 * k} L ${x + 50 * k} ${y - 60 * k} L ${x + 50 * k} ${y} Z`,
      },
      '#f5c542',
    ) + el('circle', { cx: x, cy: y - 20 * k, r: 8 * k, fill: '#e53935' }),
  present: (p, x, y, k) =>
    p.shape('rect', { x: x - 45 * k, y: y - 80 * k, width: 90 * k, height: 80 * k, rx: 6 * k }, '#7e57c2') +
    el('path', {
      d: `M ${x} ${y - 80 * k} L ${x} ${y} M ${x - 45 * k} ${y - 45 * k} L ${x + 45 * k} ${y - 45 * k}`,
      stroke: p.color('#ffd54f'),
      'stroke-width': 12 * k,
    }) +
    p.shape(
      'path',
      {
        d: `M ${x} ${y - 80 * k} Q ${x - 40 * k} ${y - 120 * k} ${x - 20 * k} ${y - 80 * k} Z M ${x} ${y - 80 * k} Q ${x + 40 * k} ${y - 120 * k} ${x + 20 * k} ${y - 80 * k} Z`,
      },
      '#ffd54f',
    ),
  egg: (p, x, y, k) =>
    p.shape('ellipse', { cx: x, cy: y - 45 * k, rx: 34 * k, ry: 45 * k }, '#fff8e1') +
    el('path', {
      d: `M ${x - 30 * k} ${y - 50 * k} l 15 10 l 15 -12 l 15 12 l 15 -10`,
      stroke: p.color('#8d6e63'),
      'stroke-width': 3,
      fill: 'none',
    }),
  book: (p, x, y, k) =>
    p.shape(
      'path',
      {
        d: `M ${x} ${y - 10 * k} L ${x - 70 * k} ${y - 25 * k} L ${x - 70 * k} ${y - 95 * k} L ${x} ${y - 80 * k} L ${x + 70 * k} ${y - 95 * k} L ${x + 70 * k} ${y - 25 * k} Z`,
      },
      '#fffdf5',
    ) +
    el('path', {
      d: `M ${x} ${y - 80 * k} L ${x} ${y - 10 * k}`,
      stroke: p.color('#8d6e63'),
      'stroke-width': 3,
    }),
  letter: (p, x, y, k) =>
    p.shape('rect', { x: x - 55 * k, y: y - 70 * k, width: 110 * k, height: 70 * k, rx: 4 * k }, '#fffdf5') +
    el('path', {
      d: `M ${x - 55 * k} ${y - 70 * k} L ${x} ${y - 30 * k} L ${x + 55 * k} ${y - 70 * k}`,
      stroke: p.color('#8d6e63'),
      'stroke-width': 3,
      fill: 'none',
    }) +
    el('circle', { cx: x, cy: y - 30 * k, r: 9 * k, fill: '#c62828' }),
  flower: (p, x, y, k) =>
    el('line', { x1: x, y1: y, x2: x, y2: y - 80 * k, stroke: p.color('#4f8a3c'), 'stroke-width': 6 * k }) +
    [0, 72, 144, 216, 288]
      .map((a) =>
        p.shape(
          'circle',
          {
            cx: x + Math.cos((a * Math.PI) / 180) * 20 * k,
            cy: y - 80 * k + Math.sin((a * Math.PI) / 180) * 20 * k,
            r: 15 * k,
          },
          '#ec407a',
        ),
      )
      .join('') +
    el('circle', { cx: x, cy: y - 80 * k, r: 12 * k, fill: '#ffd54f' }),
  teddy: (p, x, y, k) =>
    p.shape('circle', { cx: x - 24 * k, cy: y - 115 * k, r: 14 * k }, '#a0703c') +
    p.shape('circle', { cx: x + 24 * k, cy: y - 115 * k, r: 14 * k }, '#a0703c') +
    p.shape('ellipse', { cx: x, cy: y - 40 * k, rx: 36 * k, ry: 40 * k }, '#a0703c') +
    p.shape('circle', { cx: x, cy: y - 95 * k, r: 30 * k }, '#b8824a') +
    el('circle', { cx: x - 10 * k, cy: y - 98 * k, r: 4 * k, fill: INK }) +
    el('circle', { cx: x + 10 * k, cy: y - 98 * k, r: 4 * k, fill: INK }),
  ball: (p, x, y, k) =>
    p.shape('circle', { cx: x, cy: y - 40 * k, r: 40 * k }, '#ef5350') +
    el('path', {
      d: `M ${x - 40 * k} ${y - 40 * k} Q ${x} ${y - 10 * k} ${x + 40 * k} ${y - 40 * k}`,
      stroke: '#ffffff',
      'stroke-width': 8 * k,
      fill: 'none',
    }),
  doll: (p, x, y, k) =>
    p.shape('path', { d: `M ${x - 30 * k} ${y} L ${x} ${y - 80 * k} L ${x + 30 * k} ${y} Z` }, '#ec407a') +
    p.shape('circle', { cx: x, cy: y - 95 * k, r: 22 * k }, '#f6d3b3') +
    p.shape(
      'path',
      { d: `M ${x - 24 * k} ${y - 95 * k} Q ${x} ${y - 135 * k} ${x + 24 * k} ${y - 95 * k} Z` },
      '#f0d58c',
    ),
  'paper-boat': (p, x, y, k) =>
    p.shape(
      'path',
      {
        d: `M ${x - 70 * k} ${y - 40 * k} L ${x + 70 * k} ${y - 40 * k} L ${x + 45 * k} ${y} L ${x - 45 * k} ${y} Z`,
      },
      '#fdfdfd',
    ) +
    p.shape(
      'path',
      { d: `M ${x - 40 * k} ${y - 40 * k} L ${x} ${y - 110 * k} L ${x + 40 * k} ${y - 40 * k} Z` },
      '#eceff1',
    ),
  treasure: (p, x, y, k) =>
    p.shape('rect', { x: x - 60 * k, y: y - 70 * k, width: 120 * k, height: 70 * k, rx: 6 * k }, '#8d5a3b') +
    p.shape(
      'path',
      { d: `M ${x - 60 * k} ${y - 70 * k} Q ${x} ${y - 120 * k} ${x + 60 * k} ${y - 70 * k} Z` },
      '#a0703c',
    ) +
    [-30, 0, 30]
      .map((dx) => el('circle', { cx: x + dx * k, cy: y - 80 * k, r: 12 * k, fill: '#ffd54f' }))
      .join('') +
    el('rect', { x: x - 8 * k, y: y - 60 * k, width: 16 * k, height: 20 * k, fill: '#ffd54f' }),
  key: (p, x, y, k) =>
    el('circle', {
      cx: x,
      cy: y - 90 * k,
      r: 20 * k,
      fill: 'none',
      stroke: p.color('#f4b400'),
      'stroke-width': 10 * k,
    }) +
    el('path', {
      d: `M ${x} ${y - 70 * k} L ${x} ${y} M ${x} ${y - 20 * k} L ${x + 18 * k} ${y - 20 * k}`,
      stroke: p.color('#f4b400'),
      'stroke-width': 10 * k,
    }),
  map: (p, x, y, k) =>
    p.shape(
      'path',
      {
        d: `M ${x - 60 * k} ${y - 90 * k} L ${x + 60 * k} ${y - 100 * k} L ${x + 70 * k} ${y} L ${x - 50 * k} ${y + 6 * k} Z`,
      },
      '#f3e0b5',
    ) +
    el('path', {
      d: `M ${x - 30 * k} ${y - 60 * k} q 20 30 50 10 t 20 30`,
      stroke: p.color('#c0504d'),
      'stroke-width': 4,
      'stroke-dasharray': '8 6',
      fill: 'none',
    }) +
    el('path', {
      d: `M ${x + 30 * k} ${y - 20 * k} l 14 14 m 0 -14 l -14 14`,
      stroke: p.color('#c0504d'),
      'stroke-width': 5,
    }),
  lantern: (p, x, y, k) =>
    el('circle', { cx: x, cy: y - 50 * k, r: 70 * k, fill: '#ffe58a', 'fill-opacity': 0.35 }) +
    p.shape('rect', { x: x - 25 * k, y: y - 95 * k, width: 50 * k, height: 70 * k, rx: 10 * k }, '#ffd54f') +
    p.shape('rect', { x: x - 30 * k, y: y - 105 * k, width: 60 * k, height: 14 * k, rx: 4 * k }, '#6d4c41') +
    p.shape('rect', { x: x - 30 * k, y: y - 28 * k, width: 60 * k, height: 12 * k, rx: 4 * k }, '#6d4c41'),
  star: (p, x, y, k) =>
    el('circle', { cx: x, cy: y - 55 * k, r: 70 * k, fill: '#fff59d', 'fill-opacity': 0.35 }) +
    p.shape('path', { d: starPath(x, y - 55 * k, 50 * k, 22 * k) }, '#ffd54f'),
  kite: (p, x, y, k) =>
    p.shape(
      'path',
      {
        d: `M ${x} ${y - 200 * k} L ${x + 55 * k} ${y - 130 * k} L ${x} ${y - 40 * k} L ${x - 55 * k} ${y - 130 * k} Z`,
      },
      '#e53935',
    ) +
    el('path', {
      d: `M ${x} ${y - 40 * k} q 20 20 0 40 t 0 40`,
      stroke: INK,
      'stroke-width': 2,
      fill: 'none',
    }),
  harvest: (p, x, y, k) =>
    [-30, -10, 10, 30]
      .map(
        (dx) =>
          el('path', {
            d: `M ${x} ${y} L ${x + dx * 1.8 * k} ${y - 120 * k}`,
            stroke: p.color('#d4a017'),
            'stroke-width': 7 * k,
          }) +
          p.shape('ellipse', { cx: x + dx * 1.8 * k, cy: y - 130 * k, rx: 9 * k, ry: 24 * k }, '#e9c46a'),
      )
      .join('') +
    el('path', {
      d: `M ${x - 25 * k} ${y - 50 * k} L ${x + 25 * k} ${y - 50 * k}`,
      stroke: p.color('#8d5a3b'),
      'stroke-width': 8 * k,
    }),
  seed: (p, x, y, k) =>
    p.shape('ellipse', { cx: x, cy: y - 20 * k, rx: 40 * k, ry: 22 * k }, '#8d6e63') +
    el('path', {
      d: `M ${x} ${y - 40 * k} q 0 -40 25 -50 M ${x} ${y - 40 * k} q 0 -30 -25 -36`,
      stroke: p.color('#66bb6a'),
      'stroke-width': 6 * k,
      fill: 'none',
    }),
  colours: (p, x, y, k) =>
    ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa']
      .map((c, i) =>
        el('path', {
          d: `M ${x - (120 - i * 14) * k} ${y} A ${(120 - i * 14) * k} ${(120 - i * 14) * k} 0 0 1 ${x + (120 - i * 14) * k} ${y}`,
          stroke: p.color(c),
          'stroke-width': 14 * k,
          fill: 'none',
        }),
      )
      .join(''),
};

/** A bunch of balloons for a party or a festival. */
const balloons: Thing = (p, x, y, k) =>
  [
    [-30, '#e53935'],
    [0, '#fdd835'],
    [30, '#1e88e5'],
  ]
    .map(
      ([dx, c]) =>
        el('path', {
          d: `M ${x} ${y} L ${x + (dx as number) * k} ${y - 120 * k}`,
          stroke: INK,
          'stroke-width': 2,
        }) +
        p.shape(
          'ellipse',
          { cx: x + (dx as number) * k, cy: y - 160 * k, rx: 30 * k, ry: 38 * k },
          c as string,
        ),
    )
    .join('');
// Celebrations show what they are celebrated with.
THINGS.party = balloons;
THINGS.festival = balloons;
THINGS.wedding = THINGS.flower as Thing;
THINGS.birthday = THINGS.cake as Thing;
THINGS.christmas = THINGS.present as Thing;

export const DRAWN_THINGS = Object.keys(THINGS);

/** Draws one of the idea's things standing on (x, y), or undefined when there is no drawing of it. */
export function drawThing(p: Painter, kind: string, x: number, y: number, k = 1): string | undefined {
  const thing = THINGS[kind];
  if (thing) return thing(p, x, y, k);
  // A vehicle the story is about (the rocket they build, the train they take) stands in the scene.
  const vehicle = VEHICLES[kind];
  if (!vehicle) return undefined;
  const plain: CharacterSheet = {
    species: 'person',
    gender: 'm',
    colors: { body: '#eec1a0', hair: '#6b3e26', clothing: '#2e86ab', accent: '#e4572e' },
    clothing: 'hoodie',
    features: [],
  };
  return g(x, y, 0.5 * k, vehicle(p, plain, 0.5 * k));
}

export const isVehicle = (kind: string): boolean => kind in VEHICLES;

// ── Settings ─────────────────────────────────────────────────────────────────────────────────────────

const house = (p: Painter, x: number, y: number, k: number, wall: string, roof: string): string =>
  p.shape('rect', { x: x - 50 * k, y: y - 80 * k, width: 100 * k, height: 80 * k }, wall) +
  p.shape(
    'path',
    { d: `M ${x - 62 * k} ${y - 80 * k} L ${x} ${y - 135 * k} L ${x + 62 * k} ${y - 80 * k} Z` },
    roof,
  ) +
  p.shape('rect', { x: x - 14 * k, y: y - 45 * k, width: 28 * k, height: 45 * k }, '#6d4c41') +
  el('rect', { x: x + 22 * k, y: y - 65 * k, width: 20 * k, height: 20 * k, fill: p.color('#ffe082') });

/**
 * A window of an indoor setting: the page's light outside it (night sky with the moon, evening, grey with rain
 * or snow), since indoors the sky and weather are only seen through it.
 */
function window(p: Painter, x: number, y: number, w: number, h: number, light: SkyLight, rng: Rng): string {
  const overcast = !!light.weather && ['cloudy', 'rain', 'storm', 'snow', 'fog'].includes(light.weather);
  const glass =
    light.time === 'night'
      ? '#1d2350'
      : overcast
        ? '#a9b4bf'
        : light.time === 'evening'
          ? '#f3a67a'
          : light.time === 'morning'
            ? '#cfe8f5'
            : '#9ed0f0';
  const inside: string[] = [];
  if (light.time === 'night' && !overcast) {
    inside.push(
      el('circle', { cx: x + w * 0.7, cy: y + h * 0.3, r: Math.min(w, h) * 0.13, fill: '#fff6d5' }),
    );
    for (let i = 0; i < 6; i += 1)
      inside.push(
        el('circle', { cx: x + rng.int(8, w - 8), cy: y + rng.int(8, h - 8), r: 2, fill: '#fff3b0' }),
      );
  }
  if (light.weather === 'rain' || light.weather === 'storm')
    for (let i = 0; i < 14; i += 1) {
      const lx = x + rng.int(6, w - 20);
      const ly = y + rng.int(4, h - 30);
      inside.push(
        el('line', { x1: lx, y1: ly, x2: lx + 6, y2: ly + 20, stroke: '#e3ebf3', 'stroke-width': 2.5 }),
      );
    }
  if (light.weather === 'snow')
    for (let i = 0; i < 18; i += 1)
      inside.push(
        el('circle', { cx: x + rng.int(6, w - 6), cy: y + rng.int(6, h - 6), r: 3.5, fill: '#ffffff' }),
      );
  return (
    p.shape('rect', { x, y, width: w, height: h, rx: 8 }, glass) +
    inside.join('') +
    el('path', {
      d: `M ${x + w / 2} ${y} L ${x + w / 2} ${y + h} M ${x} ${y + h / 2} L ${x + w} ${y + h / 2}`,
      stroke: '#ffffff',
      'stroke-width': 10,
    })
  );
}

/** Settings drawn indoors: sky and weather are seen through their window, not over the whole page. */
export const INDOOR_SETTINGS: ReadonlySet<string> = new Set(['home', 'library']);

const SETTINGS: Record<string, { base: Place; draw?: (p: Painter, rng: Rng, light: SkyLight) => string }> = {
  farm: {
    base: 'garden',
    draw: (p) =>
      p.shape('rect', { x: 480, y: 470, width: 200, height: 190 }, '#b5462b') +
      p.shape('path', { d: 'M 460 470 L 580 390 L 700 470 Z' }, '#8d2f1e') +
      el('path', {
        d: 'M 540 660 L 540 560 L 620 560 L 620 660 M 540 560 L 620 660 M 620 560 L 540 660',
        stroke: '#ffffff',
        'stroke-width': 6,
        fill: 'none',
      }) +
      el('path', {
        d: `M 0 690 L 420 690 M 0 720 L 420 720 ${[0, 60, 120, 180, 240, 300, 360, 420].map((x) => `M ${x} 670 L ${x} 740`).join(' ')}`,
        stroke: p.color('#a0703c'),
        'stroke-width': 8,
      }),
  },
  forest: { base: 'forest' },
  sea: { base: 'sea' },
  beach: {
    base: 'sea',
    draw: (p) =>
      p.shape(
        'path',
        {
          d: 'M 640 660 L 650 470 M 650 470 q -60 -10 -90 30 M 650 470 q 60 -10 90 30 M 650 470 q -30 -40 -80 -40 M 650 470 q 30 -40 80 -40',
        },
        '#5c8a3a',
      ),
  },
  island: {
    base: 'sea',
    draw: (p) =>
      p.shape('ellipse', { cx: 600, cy: 580, rx: 120, ry: 26 }, '#f3d9a4') +
      el('path', {
        d: 'M 600 575 L 610 470 M 610 470 q -50 -10 -80 25 M 610 470 q 50 -10 80 25',
        stroke: p.color('#5c8a3a'),
        'stroke-width': 8,
        fill: 'none',
      }),
  },
  underwater: {
    base: 'sea',
    draw: (p, rng) =>
      el('rect', { x: 0, y: 0, width: W, height: H, fill: p.color('#1d6fa3'), 'fill-opacity': 0.55 }) +
      Array.from({ length: 14 }, () =>
        el('circle', {
          cx: rng.int(20, W - 20),
          cy: rng.int(80, 900),
          r: rng.int(6, 16),
          fill: 'none',
          stroke: '#ffffff',
          'stroke-opacity': 0.6,
          'stroke-width': 3,
        }),
      ).join('') +
      [60, 160, 700]
        .map((x) =>
          el('path', {
            d: `M ${x} ${H} q -30 -80 0 -160 t 0 -160`,
            stroke: p.color('#2e7d32'),
            'stroke-width': 14,
            fill: 'none',
          }),
        )
        .join(''),
  },
  mountain: { base: 'mountain' },
  snow: {
    base: 'mountain',
    draw: (p, rng) =>
      el('path', {
        d: `M 0 ${HORIZON} Q 200 ${HORIZON - 40} 400 ${HORIZON - 6} T ${W} ${HORIZON - 16} L ${W} ${H} L 0 ${H} Z`,
        fill: p.color('#f4f8ff'),
      }) +
      Array.from({ length: 40 }, () =>
        el('circle', {
          cx: rng.int(0, W),
          cy: rng.int(0, H),
          r: rng.int(3, 7),
          fill: '#ffffff',
          'fill-opacity': 0.9,
        }),
      ).join(''),
  },
  city: {
    base: 'garden',
    draw: (p) =>
      [
        [20, 360, 110],
        [140, 300, 120],
        [270, 400, 100],
        [380, 280, 130],
        [520, 350, 110],
        [640, 310, 120],
      ]
        .map(
          ([x, top, w]) =>
            p.shape(
              'rect',
              { x, y: top, width: w, height: HORIZON - (top as number) },
              (x as number) % 3 ? '#90a4ae' : '#b0bec5',
            ) +
            Array.from({ length: 8 }, (_, i) =>
              el('rect', {
                x: (x as number) + 15 + (i % 3) * 30,
                y: (top as number) + 20 + Math.floor(i / 3) * 50,
                width: 16,
                height: 24,
                fill: p.color('#ffe082'),
              }),
            ).join(''),
        )
        .join(''),
  },
  village: {
    base: 'garden',
    draw: (p) =>
      house(p, 470, 640, 1, '#fff3e0', '#c0504d') +
      house(p, 620, 620, 0.8, '#e3f2fd', '#5d7fa3') +
      house(p, 80, 630, 0.7, '#fce4ec', '#8d6e63'),
  },
  castle: { base: 'castle' },
  space: { base: 'space' },
  moon: {
    base: 'space',
    draw: (p) =>
      Array.from({ length: 6 }, (_, i) =>
        el('ellipse', { cx: 80 + i * 130, cy: 720 + (i % 2) * 60, rx: 40, ry: 12, fill: p.color('#a7a3b8') }),
      ).join(''),
  },
  garden: { base: 'garden' },
  meadow: { base: 'garden' },
  home: {
    base: 'garden',
    draw: (p, rng, light) =>
      el('rect', { x: 0, y: 0, width: W, height: HORIZON + 30, fill: p.color('#f6e7c8') }) +
      el('rect', { x: 0, y: HORIZON + 30, width: W, height: H, fill: p.color('#c9a27a') }) +
      window(p, 460, 250, 220, 200, light, rng) +
      p.shape('rect', { x: 60, y: 420, width: 200, height: 120, rx: 10 }, '#8d6e63'),
  },
  library: {
    base: 'garden',
    draw: (p, rng, light) => {
      const shelf = (x: number, w: number): string => {
        const out: string[] = [p.shape('rect', { x, y: 150, width: w, height: HORIZON - 120 }, '#8d5a3b')];
        for (let row = 0; row < 5; row += 1) {
          const y = 170 + row * 100;
          out.push(el('rect', { x: x + 8, y: y + 78, width: w - 16, height: 10, fill: p.color('#6d4426') }));
          for (let bx = x + 12; bx < x + w - 24; bx += rng.int(16, 26)) {
            const bh = rng.int(56, 76);
            out.push(
              el('rect', {
                x: bx,
                y: y + 78 - bh,
                width: rng.int(12, 20),
                height: bh,
                fill: p.color(rng.pick(['#c0504d', '#2e86ab', '#f2a541', '#5c8a3a', '#8e5ba8', '#e9c46a'])),
              }),
            );
          }
        }
        return out.join('');
      };
      return (
        el('rect', { x: 0, y: 0, width: W, height: HORIZON + 30, fill: p.color('#efe2c6') }) +
        el('rect', { x: 0, y: HORIZON + 30, width: W, height: H, fill: p.color('#a57c52') }) +
        shelf(20, 230) +
        window(p, 300, 200, 170, 230, light, rng) +
        shelf(518, 230) +
        // A reading lamp's warm light.
        el('circle', { cx: 385, cy: 560, r: 90, fill: '#fff1b8', 'fill-opacity': 0.35 }) +
        p.shape('path', { d: 'M 355 520 L 415 520 L 400 480 L 370 480 Z' }, '#f2a541') +
        el('line', { x1: 385, y1: 520, x2: 385, y2: 690, stroke: p.color('#5d4037'), 'stroke-width': 6 })
      );
    },
  },
  jungle: {
    base: 'forest',
    draw: (p, rng) => {
      const leaf = (x: number, y: number, a: number, k: number, hex: string): string =>
        p.shape(
          'path',
          {
            d: `M ${x} ${y} Q ${x + 60 * k} ${y - 70 * k} ${x + 170 * k} ${y - 10 * k} Q ${x + 70 * k} ${y + 40 * k} ${x} ${y} Z`,
            transform: `rotate(${a} ${x} ${y})`,
          },
          hex,
        );
      const out: string[] = [];
      for (let i = 0; i < 5; i += 1)
        out.push(
          el('path', {
            d: `M ${60 + i * 160} 0 Q ${40 + i * 160} 160 ${80 + i * 160} ${rng.int(240, 380)}`,
            stroke: p.color('#4e7d2e'),
            'stroke-width': 7,
            fill: 'none',
          }),
        );
      for (const [x, y, a, k] of [
        [0, 760, -30, 1.3],
        [0, 880, -10, 1.1],
        [W, 760, 210, 1.3],
        [W, 900, 190, 1.1],
        [0, 120, 20, 1],
        [W, 140, 160, 1],
      ] as const)
        out.push(leaf(x, y, a, k, rng.pick(['#2e7d32', '#388e3c', '#1b5e20'])));
      return out.join('');
    },
  },
  school: {
    base: 'garden',
    draw: (p) =>
      p.shape('rect', { x: 420, y: 420, width: 300, height: 240 }, '#ef9a9a') +
      p.shape('path', { d: 'M 400 420 L 570 330 L 740 420 Z' }, '#8d2f1e') +
      p.shape('circle', { cx: 570, cy: 380, r: 22 }, '#ffffff') +
      [450, 530, 610, 670]
        .map((x) => el('rect', { x, y: 470, width: 40, height: 50, fill: p.color('#bbdefb') }))
        .join('') +
      p.shape('rect', { x: 545, y: 580, width: 50, height: 80 }, '#6d4c41'),
  },
  kindergarten: {
    base: 'garden',
    draw: (p) =>
      house(p, 560, 650, 1.5, '#fff59d', '#ef5350') +
      p.shape('path', { d: 'M 80 660 L 80 520 L 200 520 L 260 660' }, '#42a5f5'),
  },
  river: {
    base: 'forest',
    draw: (p) =>
      el('path', {
        d: `M 300 ${HORIZON} Q 250 760 120 ${H} L 520 ${H} Q 420 760 380 ${HORIZON} Z`,
        fill: p.color('#4fb3d9'),
      }) +
      el('path', {
        d: `M 320 700 q 20 -6 40 0 M 260 800 q 30 -8 60 0`,
        stroke: '#ffffff',
        'stroke-width': 4,
        fill: 'none',
      }),
  },
  lake: {
    base: 'forest',
    draw: (p) => el('ellipse', { cx: 400, cy: 760, rx: 300, ry: 70, fill: p.color('#4fb3d9') }),
  },
  zoo: {
    base: 'garden',
    draw: (p) =>
      el('path', {
        d: `M 380 660 L 380 500 L 740 500 L 740 660 ${[420, 460, 500, 540, 580, 620, 660, 700].map((x) => `M ${x} 500 L ${x} 660`).join(' ')}`,
        stroke: p.color('#6d4c41'),
        'stroke-width': 8,
        fill: 'none',
      }) + el('rect', { x: 470, y: 440, width: 180, height: 44, rx: 8, fill: p.color('#4caf50') }),
  },
  desert: {
    base: 'mountain',
    draw: (p) =>
      el('path', {
        d: `M 0 ${HORIZON} Q 200 ${HORIZON - 40} 400 ${HORIZON - 6} T ${W} ${HORIZON - 16} L ${W} ${H} L 0 ${H} Z`,
        fill: p.color('#e9c46a'),
      }) +
      p.shape(
        'path',
        {
          d: 'M 600 660 L 600 520 Q 600 500 620 500 Q 640 500 640 520 L 640 660 Z M 600 590 L 570 590 L 570 550',
        },
        '#5c8a3a',
      ),
  },
  cave: {
    base: 'mountain',
    draw: (p) => p.shape('path', { d: 'M 420 660 Q 430 480 560 470 Q 690 480 700 660 Z' }, '#3e3a4a'),
  },
};

export const DRAWN_SETTINGS = Object.keys(SETTINGS);

/** Sky, ground and the landmarks of a setting from the story frame (farm barn, city skyline, river …). */
export function drawSetting(
  p: Painter,
  setting: string | undefined,
  place: Place,
  rng: Rng,
  light: SkyLight = {},
): string {
  const spec = setting ? SETTINGS[setting] : undefined;
  const base = drawBackground(p, spec?.base ?? place, rng, light);
  return base + (spec?.draw ? spec.draw(p, rng, light) : '');
}

export { H as SCENE_H, W as SCENE_W };
