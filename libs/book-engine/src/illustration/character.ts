import type { Pose } from '../story/model';
import type { Animal, CharacterSheet } from '../types';
import { darken, lighten } from './color';
import { drawKind } from './kinds';
import { el, type Painter } from './painter';
import { drawableKind } from './relatives';

const INK = '#2d2018';

function eyes(p: Painter, xs: [number, number], y: number, irisHex: string, size = 1): string {
  const style = p.spec.eyes;
  return xs
    .map((x) => {
      switch (style) {
        case 'bead':
          return el('circle', { cx: x, cy: y, r: 5 * size, fill: INK });
        case 'dot':
          return (
            el('ellipse', { cx: x, cy: y, rx: 7 * size, ry: 9 * size, fill: INK }) +
            el('circle', { cx: x - 2 * size, cy: y - 3 * size, r: 2.2 * size, fill: '#ffffff' })
          );
        case 'shiny':
          return (
            el('ellipse', { cx: x, cy: y, rx: 15 * size, ry: 18 * size, fill: '#ffffff' }) +
            el('circle', { cx: x + 1 * size, cy: y + 2 * size, r: 11 * size, fill: darken(irisHex, 0.1) }) +
            el('circle', { cx: x + 1 * size, cy: y + 2 * size, r: 6 * size, fill: '#1a1a1a' }) +
            el('circle', { cx: x - 4 * size, cy: y - 4 * size, r: 4 * size, fill: '#ffffff' })
          );
        case 'anime':
          return (
            el('ellipse', { cx: x, cy: y, rx: 17 * size, ry: 24 * size, fill: '#ffffff' }) +
            el('ellipse', { cx: x, cy: y + 3 * size, rx: 13 * size, ry: 19 * size, fill: irisHex }) +
            el('ellipse', {
              cx: x,
              cy: y + 8 * size,
              rx: 9 * size,
              ry: 11 * size,
              fill: darken(irisHex, 0.45),
            }) +
            el('ellipse', {
              cx: x - 5 * size,
              cy: y - 7 * size,
              rx: 5 * size,
              ry: 7 * size,
              fill: '#ffffff',
            }) +
            el('circle', { cx: x + 6 * size, cy: y + 10 * size, r: 2.5 * size, fill: '#ffffff' }) +
            el('path', {
              d: `M ${x - 18 * size} ${y - 14 * size} Q ${x} ${y - 30 * size} ${x + 18 * size} ${y - 14 * size}`,
              stroke: INK,
              'stroke-width': 5 * size,
              fill: 'none',
              'stroke-linecap': 'round',
            })
          );
        case 'real':
          return (
            el('ellipse', { cx: x, cy: y, rx: 12 * size, ry: 7.5 * size, fill: '#fbfbf8' }) +
            el('circle', { cx: x, cy: y, r: 6.5 * size, fill: darken(irisHex, 0.2) }) +
            el('circle', { cx: x, cy: y, r: 3 * size, fill: '#111111' }) +
            el('circle', { cx: x - 2 * size, cy: y - 2 * size, r: 1.6 * size, fill: '#ffffff' }) +
            el('path', {
              d: `M ${x - 13 * size} ${y - 3 * size} Q ${x} ${y - 13 * size} ${x + 13 * size} ${y - 3 * size}`,
              stroke: '#4a3526',
              'stroke-width': 2.2 * size,
              fill: 'none',
            }) +
            el('path', {
              d: `M ${x - 14 * size} ${y - 20 * size} Q ${x} ${y - 26 * size} ${x + 14 * size} ${y - 20 * size}`,
              stroke: '#4a3526',
              'stroke-width': 3 * size,
              fill: 'none',
              'stroke-linecap': 'round',
            })
          );
      }
    })
    .join('');
}

function smile(p: Painter, y: number, width = 16): string {
  if (p.spec.eyes === 'bead') {
    return el('path', {
      d: `M ${-width / 2} ${y} Q 0 ${y + 8} ${width / 2} ${y}`,
      stroke: INK,
      'stroke-width': 3,
      fill: 'none',
    });
  }
  return el('path', {
    d: `M ${-width} ${y} Q 0 ${y + 16} ${width} ${y}`,
    stroke: darken('#c2185b', 0.3),
    'stroke-width': 4,
    fill: p.spec.eyes === 'anime' || p.spec.eyes === 'shiny' ? '#c94f4f' : 'none',
    'stroke-linecap': 'round',
  });
}

/** A sad mouth and a tear (pose `sad`). */
function frown(p: Painter, y: number, width = 16): string {
  return (
    el('path', {
      d: `M ${-width} ${y + 10} Q 0 ${y - 6} ${width} ${y + 10}`,
      stroke: darken('#c2185b', 0.3),
      'stroke-width': 4,
      fill: 'none',
      'stroke-linecap': 'round',
    }) + el('path', { d: `M 40 ${y - 20} q 8 14 0 22 q -8 -8 0 -22 Z`, fill: p.color('#7ec8f2') })
  );
}

/** Closed eyes (pose `sleep`): two lashes instead of the style's eyes. */
function closedEyes(xs: [number, number], y: number, size = 1): string {
  return xs
    .map((x) =>
      el('path', {
        d: `M ${x - 14 * size} ${y} Q ${x} ${y + 10 * size} ${x + 14 * size} ${y}`,
        stroke: INK,
        'stroke-width': 4 * size,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    )
    .join('');
}

type Point = [number, number];

/**
 * Where a person's hands and feet go in each pose (feet at 0, shoulders at ±58, -236, hips at ±28, -125):
 * the body and head stay, the limbs move. `hold` is the old drawing (right hand raised for the story object).
 */
const PERSON_POSES: Record<Pose, { hands: [Point, Point]; feet?: [Point, Point]; sit?: boolean }> = {
  stand: {
    hands: [
      [-100, -144],
      [100, -144],
    ],
  },
  hold: {
    hands: [
      [-100, -144],
      [118, -262],
    ],
  },
  walk: {
    hands: [
      [-70, -128],
      [104, -176],
    ],
    feet: [
      [-62, -14],
      [50, -14],
    ],
  },
  run: {
    hands: [
      [-120, -210],
      [112, -136],
    ],
    feet: [
      [-104, -48],
      [78, -14],
    ],
  },
  jump: {
    hands: [
      [-124, -392],
      [124, -392],
    ],
    feet: [
      [-58, -44],
      [58, -44],
    ],
  },
  sit: {
    hands: [
      [-84, -118],
      [84, -118],
    ],
    feet: [
      [40, -14],
      [90, -14],
    ],
    sit: true,
  },
  sleep: {
    hands: [
      [-96, -140],
      [96, -140],
    ],
  },
  wave: {
    hands: [
      [-100, -144],
      [132, -396],
    ],
  },
  hug: {
    hands: [
      [62, -196],
      [132, -214],
    ],
  },
  read: {
    hands: [
      [-44, -196],
      [44, -196],
    ],
  },
  look: {
    hands: [
      [-78, -150],
      [52, -366],
    ],
  },
  climb: {
    hands: [
      [-70, -404],
      [84, -430],
    ],
    feet: [
      [-40, -70],
      [36, -12],
    ],
  },
  swim: {
    hands: [
      [-150, -330],
      [146, -300],
    ],
    feet: [
      [-40, -20],
      [40, -40],
    ],
  },
  fly: {
    hands: [
      [-176, -270],
      [176, -282],
    ],
    feet: [
      [-36, -16],
      [40, -44],
    ],
  },
  dig: {
    hands: [
      [70, -126],
      [110, -160],
    ],
  },
  build: {
    hands: [
      [64, -176],
      [118, -262],
    ],
  },
  sad: {
    hands: [
      [-76, -124],
      [76, -124],
    ],
  },
  cheer: {
    hands: [
      [-132, -402],
      [132, -402],
    ],
    feet: [
      [-50, -14],
      [50, -14],
    ],
  },
};

function glasses(xs: [number, number], y: number, r = 20): string {
  const style = { stroke: '#2b2b2b', 'stroke-width': 4.5, fill: '#ffffff', 'fill-opacity': 0.15 };
  return (
    el('circle', { cx: xs[0], cy: y, r, ...style }) +
    el('circle', { cx: xs[1], cy: y, r, ...style }) +
    el('path', {
      d: `M ${xs[0] + r} ${y} Q 0 ${y - 8} ${xs[1] - r} ${y}`,
      stroke: '#2b2b2b',
      'stroke-width': 4,
      fill: 'none',
    })
  );
}

/** Where the raised hand is, relative to the feet, at scale 1; the cover puts the story object there. */
export const PERSON_HAND = { x: 118, y: -262 };
export const ANIMAL_HAND = { x: 100, y: -150 };

export function drawPerson(
  p: Painter,
  sheet: CharacterSheet,
  x: number,
  y: number,
  s: number,
  pose: Pose = 'hold',
): string {
  const { body: skin, hair, clothing, accent } = sheet.colors;
  const parts: string[] = [];
  const limbs = PERSON_POSES[pose] ?? PERSON_POSES.hold;
  const [leftHand, rightHand] = limbs.hands;
  const trousers = sheet.clothing === 'overalls' ? clothing : sheet.clothing === 'dress' ? skin : '#3d5a80';
  const female = sheet.gender === 'f';

  if (sheet.clothing === 'cape') {
    parts.push(p.shape('path', { d: 'M -62 -250 L 62 -250 L 105 -70 Q 0 -50 -105 -70 Z' }, accent, s));
  }
  // Hair behind the head: long to the shoulders, medium to the chin (issue #23: as the photo shows; without a
  // photo girls wear it long and boys short).
  const hairLength = sheet.hairLength ?? (female ? 'long' : 'short');
  if (hairLength === 'long') {
    parts.push(
      p.shape('path', { d: 'M -82 -340 Q -98 -250 -70 -232 L 70 -232 Q 98 -250 82 -340 Z' }, hair, s),
    );
  } else if (hairLength === 'medium') {
    parts.push(
      p.shape('path', { d: 'M -80 -340 Q -90 -290 -72 -276 L 72 -276 Q 90 -290 80 -340 Z' }, hair, s),
    );
  }
  // legs and shoes: straight, or moved by the pose (a stride, a jump, sitting with the legs forward)
  const legs: string[] = [];
  if (!limbs.feet) {
    legs.push(p.shape('rect', { x: -46, y: -135, width: 36, height: 125, rx: 17 }, trousers, s));
    legs.push(p.shape('rect', { x: 10, y: -135, width: 36, height: 125, rx: 17 }, trousers, s));
    legs.push(p.shape('ellipse', { cx: -30, cy: -10, rx: 32, ry: 17 }, '#5a3d2b', s));
    legs.push(p.shape('ellipse', { cx: 30, cy: -10, rx: 32, ry: 17 }, '#5a3d2b', s));
  } else {
    const hipY = limbs.sit ? -34 : -122;
    limbs.feet.forEach(([fx, fy], i) => {
      const hx = i === 0 ? -28 : 28;
      legs.push(p.limb(hx, hipY, fx, fy - 8, 36, trousers, s));
      legs.push(p.shape('ellipse', { cx: fx + 2, cy: fy + 4, rx: 32, ry: 17 }, '#5a3d2b', s));
    });
  }
  const upperStart = parts.length;
  // body
  if (sheet.clothing === 'dress') {
    parts.push(
      p.shape('path', { d: 'M -52 -252 Q 0 -266 52 -252 L 98 -112 Q 0 -88 -98 -112 Z' }, clothing, s),
    );
    parts.push(
      el('path', {
        d: 'M -88 -128 Q 0 -108 88 -128',
        stroke: p.color(accent),
        'stroke-width': 10,
        fill: 'none',
      }),
    );
  } else {
    parts.push(
      p.shape(
        'rect',
        { x: -64, y: -258, width: 128, height: 158, rx: 46 },
        sheet.clothing === 'overalls' ? accent : clothing,
        s,
      ),
    );
    if (sheet.clothing === 'overalls') {
      parts.push(p.shape('rect', { x: -52, y: -200, width: 104, height: 100, rx: 22 }, clothing, s));
      parts.push(
        el('circle', { cx: -34, cy: -186, r: 6, fill: '#f5d76e' }) +
          el('circle', { cx: 34, cy: -186, r: 6, fill: '#f5d76e' }),
      );
    }
    if (sheet.clothing === 'hoodie') {
      parts.push(
        p.shape('rect', { x: -34, y: -168, width: 68, height: 38, rx: 14 }, darken(clothing, 0.12), s),
      );
    }
  }
  // arms: one resting, one raised to hold the story object
  const sleeve = sheet.clothing === 'dress' ? skin : sheet.clothing === 'overalls' ? accent : clothing;
  const arm = ([hx, hy]: Point, side: -1 | 1): string =>
    p.limb(side * 58, -236, hx - side * 4, hy + 6, 30, sleeve, s) +
    p.shape('circle', { cx: hx, cy: hy, r: 17 }, skin, s);
  parts.push(arm(leftHand, -1));
  parts.push(arm(rightHand, 1));
  if (pose === 'read') parts.push(openBook(p, 0, -214, s));
  if (sheet.clothing === 'scarf') {
    parts.push(
      p.shape('path', { d: 'M -60 -262 Q 0 -236 60 -262 L 58 -240 Q 0 -214 -58 -240 Z' }, accent, s),
    );
    parts.push(p.shape('path', { d: 'M 22 -246 L 48 -246 L 56 -180 L 30 -186 Z' }, accent, s));
  }
  // head
  const headStart = parts.length;
  parts.push(p.shape('circle', { cx: -72, cy: -325, r: 15 }, skin, s));
  parts.push(p.shape('circle', { cx: 72, cy: -325, r: 15 }, skin, s));
  parts.push(p.shape('circle', { cx: 0, cy: -330, r: 74 }, skin, s));
  // hair on top
  const fringe = female
    ? 'M -78 -330 Q -80 -412 0 -410 Q 80 -412 78 -330 Q 52 -380 8 -372 Q -38 -390 -78 -330 Z'
    : 'M -76 -338 Q -70 -414 0 -412 Q 74 -414 76 -338 Q 60 -362 30 -370 Q 0 -352 -26 -372 Q -56 -366 -76 -338 Z';
  parts.push(p.shape('path', { d: fringe }, hair, s));
  // Curly hair (issue #21): curls all round the top of the head, and down the sides as far as the hair goes.
  if (sheet.features.includes('curls')) {
    const depth = hairLength === 'long' ? 110 : hairLength === 'medium' ? 60 : 0;
    for (let a = 0; a <= 8; a += 1) {
      const t = Math.PI * (1 + a / 8);
      parts.push(
        p.shape(
          'circle',
          { cx: Math.round(80 * Math.cos(t)), cy: Math.round(-340 + 72 * Math.sin(t)), r: 21 },
          hair,
          s,
        ),
      );
    }
    for (let y = -320; y <= -340 + depth; y += 34) {
      for (const x of [-84, 84]) parts.push(p.shape('circle', { cx: x, cy: y, r: 20 }, hair, s));
    }
  }
  // face
  parts.push(pose === 'sleep' ? closedEyes([-27, 27], -322) : eyes(p, [-27, 27], -326, darken(hair, 0.1)));
  if (p.spec.eyes !== 'bead') {
    parts.push(el('circle', { cx: -48, cy: -298, r: 12, fill: '#ff8a8a', 'fill-opacity': 0.45 }));
    parts.push(el('circle', { cx: 48, cy: -298, r: 12, fill: '#ff8a8a', 'fill-opacity': 0.45 }));
  }
  parts.push(pose === 'sad' ? frown(p, -292) : smile(p, -292, pose === 'cheer' ? 22 : 16));
  for (const feature of sheet.features) {
    if (feature === 'glasses') parts.push(glasses([-27, 27], -326));
    if (feature === 'freckles') {
      for (const [fx, fy] of [
        [-52, -310],
        [-44, -304],
        [-56, -300],
        [52, -310],
        [44, -304],
        [56, -300],
      ] as const) {
        parts.push(el('circle', { cx: fx, cy: fy, r: 2.6, fill: darken(skin, 0.35) }));
      }
    }
    if (feature === 'hat') {
      parts.push(
        p.shape(
          'path',
          { d: 'M -80 -352 Q -76 -446 0 -448 Q 76 -446 80 -352 Q 0 -372 -80 -352 Z' },
          accent,
          s,
        ),
      );
      parts.push(p.shape('circle', { cx: 0, cy: -452, r: 17 }, lighten(accent, 0.5), s));
    }
    if (feature === 'bow') {
      parts.push(p.shape('path', { d: 'M 50 -398 L 92 -424 L 92 -372 Z' }, accent, s));
      parts.push(p.shape('path', { d: 'M 50 -398 L 14 -428 L 18 -372 Z' }, accent, s));
      parts.push(p.shape('circle', { cx: 50, cy: -398, r: 10 }, darken(accent, 0.15), s));
    }
  }
  const head = parts.splice(headStart);
  // Sitting: the upper body sinks to the ground, the legs lie forward.
  const upper = parts.splice(upperStart);
  const headed = pose === 'sad' ? [`<g transform="rotate(8 0 -260)">${head.join('')}</g>`] : head;
  const drawn = limbs.sit
    ? proportioned(p, legs, [], -258) +
      `<g transform="translate(0 92)">${proportioned(p, [...parts, ...upper], headed, -258)}</g>`
    : proportioned(p, [...parts, ...legs, ...upper], headed, -258);
  return `<g transform="translate(${x} ${y}) scale(${s})">${drawn}</g>`;
}

/** An open book held at (x, y) (pose `read`). */
function openBook(p: Painter, x: number, y: number, s: number): string {
  return (
    p.shape(
      'path',
      { d: `M ${x} ${y + 8} L ${x - 62} ${y - 6} L ${x - 62} ${y + 54} L ${x} ${y + 66} Z` },
      '#fdfbf4',
      s,
    ) +
    p.shape(
      'path',
      { d: `M ${x} ${y + 8} L ${x + 62} ${y - 6} L ${x + 62} ${y + 54} L ${x} ${y + 66} Z` },
      '#f4efe2',
      s,
    ) +
    el('path', {
      d: `M ${x - 50} ${y + 12} L ${x - 12} ${y + 20} M ${x - 50} ${y + 26} L ${x - 12} ${y + 34} M ${x + 12} ${y + 20} L ${x + 50} ${y + 12} M ${x + 12} ${y + 34} L ${x + 50} ${y + 26}`,
      stroke: '#9e9e9e',
      'stroke-width': 3,
    }) +
    el('path', { d: `M ${x} ${y + 8} L ${x} ${y + 66}`, stroke: p.color('#c0504d'), 'stroke-width': 5 })
  );
}

function ears(
  p: Painter,
  species: Animal,
  fur: string,
  big: boolean,
  s: number,
): { behind: string; front: string } {
  const k = big ? 1.3 : 1;
  const inner = '#f7b4b4';
  const pair = (d: (side: 1 | -1) => string, hex: string): string =>
    p.shape('path', { d: d(-1) }, hex, s) + p.shape('path', { d: d(1) }, hex, s);
  switch (species) {
    case 'cat':
      return {
        behind:
          pair((sd) => `M ${sd * 72} -262 L ${sd * 58} ${-262 - 78 * k} L ${sd * 18} -300 Z`, fur) +
          pair((sd) => `M ${sd * 62} -275 L ${sd * 55} ${-275 - 48 * k} L ${sd * 32} -298 Z`, inner),
        front: '',
      };
    case 'fox':
      return {
        behind:
          pair((sd) => `M ${sd * 78} -250 L ${sd * 66} ${-250 - 104 * k} L ${sd * 14} -300 Z`, fur) +
          pair((sd) => `M ${sd * 64} -268 L ${sd * 62} ${-268 - 64 * k} L ${sd * 32} -296 Z`, '#3a2a22'),
        front: '',
      };
    case 'rabbit':
      return {
        behind:
          pair(
            (sd) =>
              `M ${sd * 18} -300 Q ${sd * 10} ${-300 - 130 * k} ${sd * 38} ${-300 - 132 * k} Q ${sd * 64} ${-300 - 120 * k} ${sd * 48} -300 Z`,
            fur,
          ) +
          pair(
            (sd) =>
              `M ${sd * 26} -305 Q ${sd * 22} ${-300 - 104 * k} ${sd * 38} ${-300 - 108 * k} Q ${sd * 52} ${-300 - 98 * k} ${sd * 42} -305 Z`,
            inner,
          ),
        front: '',
      };
    case 'bear':
      return {
        behind:
          p.shape('circle', { cx: -58, cy: -298, r: 27 * k }, fur, s) +
          p.shape('circle', { cx: 58, cy: -298, r: 27 * k }, fur, s) +
          el('circle', { cx: -58, cy: -298, r: 14 * k, fill: p.color(lighten(fur, 0.35)) }) +
          el('circle', { cx: 58, cy: -298, r: 14 * k, fill: p.color(lighten(fur, 0.35)) }),
        front: '',
      };
    case 'dog':
      return {
        behind: '',
        front: pair(
          (sd) =>
            `M ${sd * 58} -292 Q ${sd * (98 + 14 * k)} -280 ${sd * (92 + 8 * k)} ${-208 + 20 * (1 - k)} Q ${sd * 74} -196 ${sd * 62} -232 Z`,
          darken(fur, 0.25),
        ),
      };
    case 'dragon':
      return {
        behind:
          pair((sd) => `M ${sd * 30} -300 L ${sd * 44} ${-300 - 56 * k} L ${sd * 58} -292 Z`, '#f7e7a1') +
          pair(
            (sd) => `M ${sd * 70} -246 L ${sd * (110 + 10 * k)} -262 L ${sd * 76} -224 Z`,
            lighten(fur, 0.2),
          ),
        front: '',
      };
  }
}

function tail(p: Painter, species: Animal, fur: string, s: number): string {
  switch (species) {
    case 'cat':
      return el('path', {
        d: 'M -70 -60 Q -150 -80 -130 -170 Q -124 -200 -104 -196',
        stroke: p.color(fur),
        'stroke-width': 22,
        fill: 'none',
        'stroke-linecap': 'round',
      });
    case 'fox':
      return (
        p.shape(
          'path',
          { d: 'M -60 -70 Q -190 -60 -170 -190 Q -150 -230 -120 -200 Q -120 -120 -50 -110 Z' },
          fur,
          s,
        ) + p.shape('path', { d: 'M -170 -190 Q -150 -230 -120 -200 Q -136 -176 -162 -168 Z' }, '#fff7ee', s)
      );
    case 'rabbit':
      return p.shape('circle', { cx: -82, cy: -70, r: 26 }, lighten(fur, 0.5), s);
    case 'bear':
      return p.shape('circle', { cx: -80, cy: -70, r: 18 }, fur, s);
    case 'dog':
      return el('path', {
        d: 'M -70 -90 Q -130 -110 -124 -170',
        stroke: p.color(fur),
        'stroke-width': 20,
        fill: 'none',
        'stroke-linecap': 'round',
      });
    case 'dragon':
      return p.shape(
        'path',
        { d: 'M -60 -50 Q -170 -40 -190 -120 L -168 -112 L -176 -140 L -150 -118 Q -140 -80 -50 -90 Z' },
        fur,
        s,
      );
  }
}

/** Where an animal's paws go in each pose (shoulders at ±70, -130; feet at ±42, -16). */
const ANIMAL_POSES: Record<Pose, { paws: [Point, Point]; feet?: [Point, Point] }> = {
  stand: {
    paws: [
      [-92, -80],
      [92, -80],
    ],
  },
  hold: {
    paws: [
      [-92, -80],
      [ANIMAL_HAND.x, ANIMAL_HAND.y],
    ],
  },
  walk: {
    paws: [
      [-100, -92],
      [98, -122],
    ],
    feet: [
      [-62, -16],
      [52, -26],
    ],
  },
  run: {
    paws: [
      [-116, -154],
      [112, -88],
    ],
    feet: [
      [-84, -34],
      [68, -14],
    ],
  },
  jump: {
    paws: [
      [-124, -250],
      [124, -250],
    ],
    feet: [
      [-52, -36],
      [52, -36],
    ],
  },
  sit: {
    paws: [
      [-80, -70],
      [80, -70],
    ],
  },
  sleep: {
    paws: [
      [-80, -70],
      [80, -70],
    ],
  },
  wave: {
    paws: [
      [-92, -80],
      [124, -272],
    ],
  },
  hug: {
    paws: [
      [60, -120],
      [124, -140],
    ],
  },
  read: {
    paws: [
      [-34, -122],
      [34, -122],
    ],
  },
  look: {
    paws: [
      [-92, -80],
      [58, -262],
    ],
  },
  climb: {
    paws: [
      [-72, -272],
      [82, -292],
    ],
    feet: [
      [-44, -40],
      [40, -12],
    ],
  },
  swim: {
    paws: [
      [-152, -172],
      [152, -184],
    ],
  },
  fly: {
    paws: [
      [-164, -184],
      [164, -196],
    ],
  },
  dig: {
    paws: [
      [50, -40],
      [92, -60],
    ],
  },
  build: {
    paws: [
      [50, -100],
      [ANIMAL_HAND.x, ANIMAL_HAND.y],
    ],
  },
  sad: {
    paws: [
      [-62, -60],
      [62, -60],
    ],
  },
  cheer: {
    paws: [
      [-124, -262],
      [124, -262],
    ],
  },
};

export function drawAnimal(
  p: Painter,
  sheet: CharacterSheet,
  x: number,
  y: number,
  s: number,
  pose: Pose = 'hold',
): string {
  const limbs = ANIMAL_POSES[pose] ?? ANIMAL_POSES.hold;
  const species = sheet.species as Animal;
  const fur = sheet.colors.body;
  const light = lighten(fur, species === 'fox' ? 0.85 : 0.45);
  const big = sheet.features.includes('big-ears');
  const parts: string[] = [];
  if (species === 'dragon') {
    parts.push(
      p.shape(
        'path',
        {
          d: 'M -40 -160 Q -150 -300 -190 -200 Q -150 -200 -160 -150 Q -120 -170 -110 -120 Q -80 -150 -40 -120 Z',
        },
        sheet.colors.accent,
        s,
      ),
    );
    parts.push(
      p.shape(
        'path',
        { d: 'M 40 -160 Q 150 -300 190 -200 Q 150 -200 160 -150 Q 120 -170 110 -120 Q 80 -150 40 -120 Z' },
        sheet.colors.accent,
        s,
      ),
    );
  }
  if (sheet.clothing === 'cape') {
    parts.push(
      p.shape('path', { d: 'M -60 -180 L 60 -180 L 100 -30 Q 0 -10 -100 -30 Z' }, sheet.colors.clothing, s),
    );
  }
  parts.push(tail(p, species, fur, s));
  const [leftFoot, rightFoot] = limbs.feet ?? [
    [-42, -16],
    [42, -16],
  ];
  parts.push(p.shape('ellipse', { cx: leftFoot[0], cy: leftFoot[1], rx: 30, ry: 18 }, darken(fur, 0.15), s));
  parts.push(
    p.shape('ellipse', { cx: rightFoot[0], cy: rightFoot[1], rx: 30, ry: 18 }, darken(fur, 0.15), s),
  );
  parts.push(p.shape('ellipse', { cx: 0, cy: -105, rx: 84, ry: 92 }, fur, s));
  parts.push(el('ellipse', { cx: 0, cy: -92, rx: 50, ry: 62, fill: p.color(light) }));
  parts.push(p.limb(-70, -130, limbs.paws[0][0], limbs.paws[0][1], 28, fur, s));
  parts.push(p.limb(70, -130, limbs.paws[1][0], limbs.paws[1][1], 28, fur, s));
  if (pose === 'read') parts.push(openBook(p, 0, -150, s));
  if (sheet.clothing === 'scarf') {
    parts.push(
      p.shape(
        'path',
        { d: 'M -62 -178 Q 0 -150 62 -178 L 60 -152 Q 0 -126 -60 -152 Z' },
        sheet.colors.clothing,
        s,
      ),
    );
    parts.push(p.shape('path', { d: 'M 20 -158 L 46 -160 L 52 -96 L 28 -100 Z' }, sheet.colors.clothing, s));
  }
  const earParts = ears(p, species, fur, big, s);
  const headStart = parts.length;
  parts.push(earParts.behind);
  parts.push(p.shape('circle', { cx: 0, cy: -240, r: 80 }, fur, s));
  parts.push(earParts.front);
  if (species === 'fox') {
    parts.push(
      el('path', {
        d: 'M -78 -232 Q -40 -236 0 -190 Q 40 -236 78 -232 Q 64 -170 0 -166 Q -64 -170 -78 -232 Z',
        fill: p.color(light),
      }),
    );
  } else {
    parts.push(el('ellipse', { cx: 0, cy: -206, rx: 40, ry: 28, fill: p.color(lighten(fur, 0.5)) }));
  }
  parts.push(
    pose === 'sleep'
      ? closedEyes([-30, 30], -246, 0.95)
      : eyes(p, [-30, 30], -250, species === 'dragon' ? '#d4a017' : '#5b3a1e', 0.95),
  );
  const nose = species === 'cat' || species === 'rabbit' ? '#f08080' : '#2b1d16';
  parts.push(
    el('ellipse', {
      cx: 0,
      cy: -218,
      rx: species === 'dragon' ? 20 : 13,
      ry: 9,
      fill: species === 'dragon' ? darken(fur, 0.2) : nose,
    }),
  );
  parts.push(
    el('path', {
      d: pose === 'sad' ? 'M -14 -190 Q 0 -200 14 -190' : 'M -14 -198 Q 0 -186 14 -198',
      stroke: INK,
      'stroke-width': 3.5,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  );
  if (species === 'cat') {
    for (const sd of [-1, 1]) {
      parts.push(
        el('path', {
          d: `M ${sd * 26} -212 L ${sd * 74} -220 M ${sd * 26} -204 L ${sd * 72} -198`,
          stroke: '#555555',
          'stroke-width': 2,
        }),
      );
    }
  }
  if (p.spec.eyes !== 'bead') {
    parts.push(el('circle', { cx: -52, cy: -214, r: 11, fill: '#ff8a8a', 'fill-opacity': 0.4 }));
    parts.push(el('circle', { cx: 52, cy: -214, r: 11, fill: '#ff8a8a', 'fill-opacity': 0.4 }));
  }
  if (sheet.features.includes('glasses')) parts.push(glasses([-30, 30], -250, 22));
  if (sheet.features.includes('hat')) {
    parts.push(
      p.shape('path', { d: 'M -40 -306 L 0 -398 L 40 -306 Q 0 -292 -40 -306 Z' }, sheet.colors.accent, s),
    );
    parts.push(p.shape('circle', { cx: 0, cy: -400, r: 12 }, lighten(sheet.colors.accent, 0.5), s));
  }
  const head = parts.splice(headStart);
  return `<g transform="translate(${x} ${y}) scale(${s})">${proportioned(p, parts, head, -170)}</g>`;
}

const drawBase = (p: Painter, sheet: CharacterSheet, x: number, y: number, s: number, pose?: Pose): string =>
  sheet.species === 'person' ? drawPerson(p, sheet, x, y, s, pose) : drawAnimal(p, sheet, x, y, s, pose);

/**
 * A character as the story frame describes it (a tractor, a raven, a knight), else by its species, in a pose
 * (absent: the old drawing, the right hand raised). A kind without a drawing of its own is drawn as its
 * nearest drawable relative (relatives.ts: a pangolin as the scaled mammal, a gecko as the lizard); `drawAs`
 * names that relative when the plan already knows it.
 */
export function drawCharacter(
  p: Painter,
  sheet: CharacterSheet,
  x: number,
  y: number,
  s: number,
  pose?: Pose,
  drawAs?: string,
): string {
  const kind = drawAs ?? drawableKind(sheet.kind);
  const drawn = kind && kind !== sheet.kind ? { ...sheet, kind } : sheet;
  return (
    drawKind(p, drawn, x, y, s, (sh, bx, by, bs) => drawBase(p, sh, bx, by, bs, pose)) ??
    drawBase(p, drawn, x, y, s, pose)
  );
}

/**
 * The style's proportions: the head scaled about the neck and the body stretched from the feet (big heads
 * for pixar, slim and tall for anime, natural for realistic).
 */
function proportioned(p: Painter, body: string[], head: string[], neckY: number): string {
  const { head: hk, body: bk } = p.spec.proportions;
  const neck = neckY * bk;
  return (
    `<g transform="scale(${1 / Math.sqrt(bk)} ${bk})">${body.join('')}</g>` +
    `<g transform="translate(0 ${neck}) scale(${hk}) translate(0 ${-neckY})">${head.join('')}</g>`
  );
}
