import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { seededRng } from '../rng';
import { planStory } from '../story/plan-story';
import { STYLES, type CharacterSheet, type Style } from '../types';
import { drawCharacter } from './character';
import { composeCoverSvg } from './cover';
import { DRAWN_KINDS, DRAWN_SETTINGS, DRAWN_THINGS, drawSetting, drawThing } from './kinds';
import { Painter } from './painter';
import { H, W } from './scene';
import { STYLE_SPECS } from './styles';

const SHOTS = join(__dirname, '../../../../.test-results/screenshots');

const ANIMALS = [
  'dog',
  'cat',
  'rabbit',
  'bear',
  'fox',
  'dragon',
  'hedgehog',
  'raven',
  'owl',
  'mouse',
  'horse',
  'cow',
  'pig',
  'sheep',
  'chicken',
  'duck',
  'bird',
  'penguin',
  'parrot',
  'lion',
  'elephant',
  'monkey',
  'giraffe',
  'turtle',
  'fish',
  'whale',
  'dolphin',
  'octopus',
  'squirrel',
  'frog',
  'butterfly',
  'bee',
  'wolf',
  'deer',
  'snail',
  'seal',
  'otter',
  'unicorn',
  'robot',
  'dinosaur',
  'ghost',
  'monster',
  'troll',
];
const VEHICLES = [
  'tractor',
  'train',
  'boat',
  'rocket',
  'bicycle',
  'car',
  'plane',
  'fire-engine',
  'bus',
  'digger',
  'balloon-ride',
];
const PEOPLE = [
  'girl',
  'grandma',
  'grandpa',
  'king',
  'princess',
  'knight',
  'pirate',
  'witch',
  'wizard',
  'astronaut',
  'farmer',
  'firefighter',
  'fairy',
  'mermaid',
];
const THINGS = [
  'balloon',
  'cake',
  'tree-house',
  'shell',
  'bone',
  'crown',
  'present',
  'egg',
  'book',
  'letter',
  'flower',
  'teddy',
  'ball',
  'paper-boat',
  'treasure',
  'key',
  'map',
  'lantern',
  'star',
  'kite',
  'harvest',
  'snowman',
  'sandcastle',
  'raft',
  'party',
];
const SETTINGS = [
  'farm',
  'forest',
  'sea',
  'beach',
  'underwater',
  'mountain',
  'snow',
  'city',
  'village',
  'castle',
  'space',
  'garden',
  'home',
  'school',
  'river',
];

const sheet = (kind: string): CharacterSheet => ({
  species: ['dog', 'cat', 'rabbit', 'bear', 'fox', 'dragon'].includes(kind)
    ? (kind as CharacterSheet['species'])
    : 'person',
  gender:
    kind === 'girl' ||
    kind === 'grandma' ||
    kind === 'princess' ||
    kind === 'witch' ||
    kind === 'fairy' ||
    kind === 'mermaid'
      ? 'f'
      : 'm',
  colors: {
    body: kind === 'dragon' ? '#5cb85c' : kind === 'fox' ? '#e8742c' : '#eec1a0',
    hair: '#6b3e26',
    clothing: '#2e86ab',
    accent: '#e4572e',
  },
  clothing: 'hoodie',
  features: [],
  kind,
  ...([
    'grandma',
    'grandpa',
    'king',
    'knight',
    'pirate',
    'witch',
    'wizard',
    'astronaut',
    'farmer',
    'firefighter',
  ].includes(kind)
    ? { grownUp: true }
    : {}),
});

/** One cell: its own <svg> with ids made unique, so gradients of one style or place do not leak into another. */
function cell(
  defs: string,
  body: string,
  viewBox: string,
  x: number,
  y: number,
  w: number,
  h: number,
  n: number,
): string {
  const svg = `<defs>${defs}</defs>${body}`
    .replace(/id="([^"]+)"/g, `id="$1-${n}"`)
    .replace(/url\(#([^)]+)\)/g, `url(#$1-${n})`);
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet">${svg}</svg>`;
}

describe('the illustrator’s vocabulary', () => {
  it('draws at least 25 animals and creatures, 8 vehicles, 15 things and 12 settings of its own', () => {
    expect(DRAWN_KINDS.creatures.length).toBeGreaterThanOrEqual(25);
    expect(DRAWN_KINDS.vehicles.length).toBeGreaterThanOrEqual(8);
    expect(DRAWN_THINGS.length).toBeGreaterThanOrEqual(15);
    expect(DRAWN_SETTINGS.length).toBeGreaterThanOrEqual(12);
    const p = new Painter(STYLE_SPECS.pixar);
    // Each kind has a drawing that differs from the plain person or base animal it would otherwise be.
    for (const kind of [...ANIMALS.slice(6), ...VEHICLES, ...PEOPLE.slice(1)]) {
      const plain = drawCharacter(p, { ...sheet(kind), kind: undefined }, 0, 0, 1);
      expect([kind, drawCharacter(p, sheet(kind), 0, 0, 1)]).not.toEqual([kind, plain]);
    }
    for (const kind of THINGS) expect([kind, drawThing(p, kind, 0, 0)?.length ?? 0]).not.toEqual([kind, 0]);
    const rng = () => seededRng('v');
    for (const place of SETTINGS.filter(
      (x) => !['forest', 'sea', 'mountain', 'castle', 'space', 'garden'].includes(x),
    ))
      expect(drawSetting(p, place, 'garden', rng())).not.toBe(drawSetting(p, undefined, 'garden', rng()));
  });

  it('gives pixar, anime and realistic their own figure, not the same one tinted', () => {
    const figure = (style: Style) =>
      drawCharacter(new Painter(STYLE_SPECS[style]), sheet('girl'), 0, 0, 1)
        .match(/scale\([^)]*\)/g)
        ?.join(' ');
    const shapes = new Set((['pixar', 'anime', 'realistic'] as const).map(figure));
    expect(shapes.size).toBe(3);
  });

  it('puts every named character of the idea on the cover and says so', () => {
    const plan = planStory({
      bookId: 'cover-cast',
      idea: 'Zwei Schwestern, Emma und Lotta, bauen mit Opa Karl und dem Hund Bello ein Baumhaus',
      age: 7,
      mainLanguage: 'de',
      style: 'pixar',
    });
    const { drawn } = composeCoverSvg(plan, { width: 96 });
    expect(drawn.map((d) => d.name)).toEqual(expect.arrayContaining(['Emma', 'Lotta', 'Karl', 'Bello']));
    expect(drawn.find((d) => d.name === 'Bello')?.kind).toBe('dog');
    // Several named children look distinct: other hair colour, other clothes.
    const sheetOf = (name: string) => plan.cast.find((x) => x.name.de === name)!.sheet;
    expect(sheetOf('Emma').colors.hair).not.toBe(sheetOf('Lotta').colors.hair);
    expect(sheetOf('Emma').colors.clothing).not.toBe(sheetOf('Lotta').colors.clothing);
    expect(plan.cast.find((x) => x.name.de === 'Karl')?.sheet).toMatchObject({
      kind: 'grandpa',
      grownUp: true,
    });
  });

  it('renders the eight styles × the vocabulary into one contact sheet', async () => {
    const items: Array<{ kind: string; draw: (p: Painter) => { body: string; viewBox: string } }> = [
      ...[...ANIMALS, ...VEHICLES, ...PEOPLE].map((kind) => ({
        kind,
        draw: (p: Painter) => ({
          body: drawCharacter(p, sheet(kind), 0, 0, 1),
          viewBox: '-260 -540 520 560',
        }),
      })),
      ...THINGS.map((kind) => ({
        kind,
        draw: (p: Painter) => ({
          body: drawThing(p, kind, 0, 0, kind === 'tree-house' ? 0.9 : 1.6) ?? '',
          viewBox: kind === 'tree-house' ? '-200 -420 400 440' : '-150 -330 300 350',
        }),
      })),
      ...SETTINGS.map((kind) => ({
        kind,
        draw: (p: Painter) => ({
          body: drawSetting(p, kind, 'garden', seededRng(kind)),
          viewBox: `0 0 ${W} ${H}`,
        }),
      })),
    ];
    const size = 72;
    const columns = 32;
    const rowsPerStyle = Math.ceil(items.length / columns);
    const band = rowsPerStyle * (size + 4) + 14;
    const cells: string[] = [];
    let n = 0;
    STYLES.forEach((style, si) => {
      cells.push(
        `<text x="4" y="${si * band + 11}" font-size="11" font-family="Noto Sans" fill="#333">${style}</text>`,
      );
      const sky = STYLE_SPECS[style].sky[1];
      items.forEach((item, i) => {
        const p = new Painter(STYLE_SPECS[style]);
        const { body, viewBox } = item.draw(p);
        const x = (i % columns) * (size + 4);
        const y = si * band + 14 + Math.floor(i / columns) * (size + 4);
        cells.push(`<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${sky}"/>`);
        cells.push(cell(p.renderDefs(), body, viewBox, x, y, size, size, (n += 1)));
      });
    });
    const width = columns * (size + 4);
    const height = STYLES.length * band;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/>${cells.join('')}</svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(join(SHOTS, 'vocabulary-contact-sheet.png'), png);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ width, height });
    // About 1.5 s alone; the budget leaves room for a machine busy with other suites.
  }, 60_000);
});
