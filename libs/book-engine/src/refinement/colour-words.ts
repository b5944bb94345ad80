import { darken, lighten, mix } from '../illustration/color';
import { COLOUR_FORMS, SHADE_FORMS, type Shade } from './colour-words.intl';
import { customerLanguage } from './language-of';
import { learnWords } from './spelling';
import { w } from './word-pattern';

/**
 * Colour words as data (issue #21): named colours in English and German, plus a small parser for the forms
 * parents build from them — a shade word before a colour ("dark red", "hellgrün", "pale-pink"), two colours
 * in one ("blue-green", "blaugrün", "türkisblau") and German adjective endings ("dunkelblauen"). A new colour
 * is one row in `NAMED`; no branch in the planner knows a colour by name.
 */

export interface Colour {
  id: string;
  hex: string;
  /** The natural shade for hair or fur, when the colour is one hair can have. */
  hair?: string;
  /** Skin tones: only these colour words may change skin. */
  skin?: string;
  label: { en: string; de: string };
}

/** A named colour: English forms, German stems (endings are added), hex, hair/skin shade. */
interface Named {
  id: string;
  en: string[];
  de: string[];
  hex: string;
  label: { en: string; de: string };
  hair?: string;
  skin?: string;
  /** Usable as a base of a compound ("dunkel|rot", "blau-|grün"). */
  base?: boolean;
}

/** Most specific first: "light blue" before "blue". The first rows keep the hexes earlier plans used. */
const NAMED: Named[] = [
  {
    id: 'light-blue',
    en: ['light blue', 'pale blue', 'sky blue', 'baby blue'],
    de: ['hellblau', 'himmelblau', 'babyblau'],
    hex: '#7cc4f0',
    label: { en: 'light blue', de: 'Hellblau' },
  },
  {
    id: 'dark-blue',
    en: ['dark blue', 'navy blue', 'navy', 'midnight blue'],
    de: ['dunkelblau', 'marineblau', 'navyblau', 'nachtblau', 'navy'],
    hex: '#1f3a93',
    label: { en: 'dark blue', de: 'Dunkelblau' },
  },
  {
    id: 'light-green',
    en: ['light green'],
    de: ['hellgrün', 'hellgruen'],
    hex: '#8bd17c',
    label: { en: 'light green', de: 'Hellgrün' },
  },
  {
    id: 'dark-green',
    en: ['dark green', 'forest green', 'bottle green'],
    de: ['dunkelgrün', 'dunkelgruen', 'tannengrün', 'flaschengrün'],
    hex: '#2e6b30',
    label: { en: 'dark green', de: 'Dunkelgrün' },
  },
  {
    id: 'light-brown',
    en: ['light brown'],
    de: ['hellbraun'],
    hex: '#a9764d',
    hair: '#a0522d',
    label: { en: 'light brown', de: 'Hellbraun' },
  },
  {
    id: 'dark-brown',
    en: ['dark brown', 'chocolate brown'],
    de: ['dunkelbraun', 'schokobraun', 'schokoladenbraun'],
    hex: '#4e342e',
    hair: '#3b2a20',
    label: { en: 'dark brown', de: 'Dunkelbraun' },
  },
  {
    id: 'auburn',
    en: ['auburn', 'chestnut', 'chestnut brown'],
    de: ['kastanienbraun', 'rotbraun'],
    hex: '#8a3b22',
    hair: '#8a3b22',
    label: { en: 'auburn', de: 'Kastanienbraun' },
  },
  {
    id: 'strawberry-blond',
    en: ['strawberry blond', 'strawberry blonde'],
    de: ['rotblond'],
    hex: '#d49060',
    hair: '#d49060',
    label: { en: 'strawberry blond', de: 'Rotblond' },
  },
  {
    id: 'blond',
    en: ['golden blond', 'golden blonde', 'blonde', 'blond'],
    de: ['hellblond', 'goldblond', 'blond'],
    hex: '#f0d58c',
    hair: '#f0d58c',
    label: { en: 'blond', de: 'Blond' },
  },
  {
    id: 'royal-blue',
    en: ['royal blue', 'cobalt', 'cobalt blue'],
    de: ['königsblau', 'koenigsblau', 'kobaltblau'],
    hex: '#2a4fd6',
    label: { en: 'royal blue', de: 'Königsblau' },
  },
  {
    id: 'teal',
    en: ['teal', 'petrol', 'petrol blue'],
    de: ['petrol', 'petrolblau', 'petrolfarben'],
    hex: '#00808a',
    label: { en: 'teal', de: 'Petrol' },
  },
  {
    id: 'turquoise',
    en: ['turquoise', 'aqua', 'cyan'],
    de: ['türkis', 'tuerkis', 'aqua', 'cyan'],
    hex: '#1abc9c',
    label: { en: 'turquoise', de: 'Türkis' },
    base: true,
  },
  {
    id: 'mint',
    en: ['mint green', 'mint'],
    de: ['mintgrün', 'mint'],
    hex: '#98e0c0',
    label: { en: 'mint green', de: 'Mintgrün' },
  },
  {
    id: 'emerald',
    en: ['emerald green', 'emerald'],
    de: ['smaragdgrün', 'smaragd'],
    hex: '#2e9e6a',
    label: { en: 'emerald green', de: 'Smaragdgrün' },
  },
  {
    id: 'lime',
    en: ['lime green', 'lime'],
    de: ['limettengrün', 'limonengrün', 'giftgrün'],
    hex: '#a4d233',
    label: { en: 'lime green', de: 'Limettengrün' },
  },
  {
    id: 'lemon',
    en: ['lemon yellow', 'lemon'],
    de: ['zitronengelb', 'sonnengelb'],
    hex: '#f7e04a',
    label: { en: 'lemon yellow', de: 'Zitronengelb' },
  },
  {
    id: 'mustard',
    en: ['mustard yellow', 'mustard'],
    de: ['senfgelb', 'senf'],
    hex: '#d4a72c',
    label: { en: 'mustard', de: 'Senfgelb' },
  },
  {
    id: 'burgundy',
    en: ['burgundy', 'maroon', 'wine red'],
    de: ['bordeaux', 'bordeauxrot', 'weinrot'],
    hex: '#7b1f2e',
    label: { en: 'burgundy', de: 'Weinrot' },
  },
  {
    id: 'cherry',
    en: ['cherry red', 'crimson', 'scarlet'],
    de: ['kirschrot', 'karminrot', 'scharlachrot', 'knallrot'],
    hex: '#c21e3a',
    label: { en: 'cherry red', de: 'Kirschrot' },
  },
  {
    id: 'coral',
    en: ['coral'],
    de: ['koralle', 'korallenrot', 'korallfarben'],
    hex: '#ff7f50',
    label: { en: 'coral', de: 'Korallenrot' },
  },
  {
    id: 'salmon',
    en: ['salmon', 'peach', 'apricot'],
    de: ['lachsrosa', 'lachsfarben', 'pfirsich', 'apricot', 'aprikose'],
    hex: '#f6a88a',
    label: { en: 'peach', de: 'Lachsrosa' },
  },
  {
    id: 'magenta',
    en: ['magenta', 'fuchsia', 'hot pink'],
    de: ['magenta', 'fuchsia', 'pinkfarben'],
    hex: '#d81b60',
    label: { en: 'magenta', de: 'Magenta' },
  },
  {
    id: 'lavender',
    en: ['lavender', 'lilac'],
    de: ['lavendel', 'flieder', 'fliederfarben'],
    hex: '#b39ddb',
    label: { en: 'lavender', de: 'Flieder' },
  },
  {
    id: 'indigo',
    en: ['indigo'],
    de: ['indigo', 'indigoblau'],
    hex: '#3f51b5',
    label: { en: 'indigo', de: 'Indigo' },
  },
  {
    id: 'beige',
    en: ['beige', 'cream-coloured', 'cream-colored', 'ivory', 'sand-coloured'],
    de: ['beige', 'creme', 'cremefarben', 'elfenbein', 'sandfarben'],
    hex: '#e3d2b0',
    label: { en: 'beige', de: 'Beige' },
    base: true,
  },
  { id: 'khaki', en: ['khaki'], de: ['khaki'], hex: '#b8a76a', label: { en: 'khaki', de: 'Khaki' } },
  {
    id: 'ochre',
    en: ['ochre', 'ocher', 'caramel'],
    de: ['ocker', 'karamell', 'karamellbraun'],
    hex: '#cc8a2e',
    hair: '#b5763a',
    label: { en: 'ochre', de: 'Ocker' },
  },
  {
    id: 'copper',
    en: ['copper'],
    de: ['kupfer', 'kupferfarben'],
    hex: '#b8733a',
    hair: '#b5562c',
    label: { en: 'copper', de: 'Kupfer' },
  },
  {
    id: 'red',
    en: ['red', 'ginger'],
    de: ['rot', 'feuerrot', 'kupferrot'],
    hex: '#e53935',
    hair: '#c4572e',
    label: { en: 'red', de: 'Rot' },
    base: true,
  },
  { id: 'blue', en: ['blue'], de: ['blau'], hex: '#1e88e5', label: { en: 'blue', de: 'Blau' }, base: true },
  {
    id: 'green',
    en: ['green'],
    de: ['grün', 'gruen'],
    hex: '#43a047',
    label: { en: 'green', de: 'Grün' },
    base: true,
  },
  {
    id: 'yellow',
    en: ['yellow'],
    de: ['gelb'],
    hex: '#fdd835',
    label: { en: 'yellow', de: 'Gelb' },
    base: true,
  },
  {
    id: 'orange',
    en: ['orange'],
    de: ['orange'],
    hex: '#fb8c00',
    hair: '#d9622b',
    label: { en: 'orange', de: 'Orange' },
    base: true,
  },
  {
    id: 'purple',
    en: ['purple', 'violet'],
    de: ['lila', 'violett', 'purpur'],
    hex: '#8e24aa',
    label: { en: 'purple', de: 'Lila' },
    base: true,
  },
  {
    id: 'pink',
    en: ['pink', 'rose'],
    de: ['rosa', 'rosé', 'rose'],
    hex: '#ec407a',
    label: { en: 'pink', de: 'Rosa' },
    base: true,
  },
  {
    id: 'black',
    en: ['black'],
    de: ['schwarz'],
    hex: '#212121',
    hair: '#1f1b1a',
    label: { en: 'black', de: 'Schwarz' },
    base: true,
  },
  // "ich weiß", "man weiß": the verb, not the colour.
  {
    id: 'white',
    en: ['white'],
    de: ['(?<!ich\\s|man\\s|wer\\s|er\\s)(?:weiß|weiss)'],
    hex: '#fafafa',
    hair: '#ece6da',
    label: { en: 'white', de: 'Weiß' },
    base: true,
  },
  {
    id: 'grey',
    en: ['grey', 'gray', 'silver'],
    de: ['grau', 'silber', 'silbern'],
    hex: '#9e9e9e',
    hair: '#b5b5b5',
    label: { en: 'grey', de: 'Grau' },
    base: true,
  },
  {
    id: 'brown',
    en: ['brown'],
    de: ['braun'],
    hex: '#6d4c41',
    hair: '#6b3e26',
    skin: '#8d5a3b',
    label: { en: 'brown', de: 'Braun' },
    base: true,
  },
  {
    id: 'gold',
    en: ['gold', 'golden'],
    de: ['gold', 'golden'],
    hex: '#d4a017',
    hair: '#d9a441',
    label: { en: 'golden', de: 'Gold' },
    base: true,
  },
  // Skin tones and shades: no colour to paint clothes with (SHADE_ONLY).
  {
    id: 'fair',
    en: ['fair', 'pale', 'light', 'lighter'],
    de: ['hell', 'heller'],
    hex: '#f6d3b3',
    skin: '#f6d3b3',
    label: { en: 'light', de: 'Hell' },
  },
  {
    id: 'tan',
    en: ['tanned', 'olive'],
    de: ['gebräunt', 'oliv'],
    hex: '#d9a27c',
    skin: '#d9a27c',
    label: { en: 'tanned', de: 'Gebräunt' },
  },
  {
    id: 'dark',
    en: ['dark', 'darker'],
    de: ['dunkel', 'dunkl'],
    hex: '#6b4128',
    hair: '#3b2a20',
    skin: '#6b4128',
    label: { en: 'dark', de: 'Dunkel' },
  },
];

/** Colours that only describe skin or a shade, not a colour to paint clothes with. */
export const SHADE_ONLY = new Set(['fair', 'tan', 'dark']);

/** Shade words before a colour: what they do to it. */
const SHADES: Array<{
  en: string[];
  de: string[];
  label: { en: string; de: string };
  tone: (hex: string) => string;
}> = [
  {
    en: ['light', 'pale', 'pastel', 'soft'],
    de: ['hell', 'blass', 'zart', 'pastell'],
    label: { en: 'light', de: 'Hell' },
    tone: (h) => lighten(h, 0.45),
  },
  {
    en: ['dark', 'deep'],
    de: ['dunkel', 'tief'],
    label: { en: 'dark', de: 'Dunkel' },
    tone: (h) => darken(h, 0.35),
  },
  {
    en: ['bright', 'vivid', 'neon'],
    de: ['knall', 'leucht', 'leuchtend', 'neon', 'kräftig'],
    label: { en: 'bright', de: 'Knall' },
    tone: (h) => h,
  },
];

const L = '[\\p{L}\\p{M}\\p{N}]';
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** German adjective endings: blau, blaue, blauen, blauer, blaues, blauem; dunklere; lilane. */
const DE_END = '(?:er|n)?(?:e|en|er|es|em)?';
const alt = (forms: string[], raw = false): string =>
  [...forms]
    .sort((a, b) => b.length - a.length)
    .map((f) => (raw ? f : esc(f).replace(/ /g, '[ -]?')))
    .join('|');

// Colour words can be read through a typo ("yelow", "purpel").
for (const n of NAMED) learnWords([...n.en, ...n.de.filter((d) => !d.startsWith('('))].join('|'));
learnWords('weiß|weiss');

const NAMED_RE: Array<{ named: Named; re: RegExp }> = NAMED.map((n) => ({
  named: n,
  re: new RegExp(`(?<!${L})(?:${alt(n.en)}|(?:${alt(n.de, n.id === 'white')})${DE_END})(?!${L})`, 'gu'),
}));
/** Multi-part named colours ("navy blue") are claimed before compounds, the rest after them. */
const MULTI = NAMED_RE.filter(({ named }) => !named.base && !SHADE_ONLY.has(named.id));
const SINGLES = NAMED_RE.filter((n) => !MULTI.includes(n));

const BASES = NAMED.filter((n) => n.base);
const baseForms = (n: Named): string[] => [...n.en, ...n.de.filter((d) => !d.startsWith('('))];
const BASE_ALT = alt(BASES.flatMap(baseForms));
const SHADE_ALT = alt(SHADES.flatMap((s) => [...s.en, ...s.de]));
/** A shade and a colour ("dark red", "hell-grün"), or two colours ("blue-green", "blaugrün"). */
const COMPOUND = new RegExp(
  `(?<!${L})(?:(${SHADE_ALT})[ -]?(${BASE_ALT})|(${BASE_ALT})-?(${BASE_ALT}))(?:${DE_END})(?!${L})`,
  'gu',
);

/**
 * A colour word at the end of a compound names that colour (the head comes last): German "schneeweiß",
 * "grasgrün", "pechschwarz", "aschblond"; English only hyphenated ("snow-white", "jet-black"), since
 * "bored" or "inspired" end in "red" too.
 */
const HEADS = NAMED.filter((n) => n.base || n.id === 'blond');
const HEAD_DE = alt(HEADS.flatMap((n) => n.de.filter((d) => !d.startsWith('('))).concat(['weiß', 'weiss']));
const HEAD_EN = alt(HEADS.flatMap((n) => n.en));
const HEADED = new RegExp(
  `(?<!${L})(?:\\p{L}{3,}?(${HEAD_DE})${DE_END}|\\p{L}{3,}-(${HEAD_EN}))(?!${L})`,
  'gu',
);
const headOf = (word: string): Named | undefined =>
  HEADS.find((n) => [...n.en, ...n.de].includes(word) || (word.startsWith('wei') && n.id === 'white'));

const baseOf = (word: string): Named | undefined => BASES.find((b) => baseForms(b).some((f) => f === word));
const shadeOf = (word: string) => SHADES.find((s) => [...s.en, ...s.de].includes(word));
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function compound(m: RegExpMatchArray): Colour | undefined {
  const [, shadeWord, shadeBase, first, second] = m;
  if (shadeWord && shadeBase) {
    const shade = shadeOf(shadeWord);
    const base = baseOf(shadeBase);
    if (!shade || !base) return undefined;
    return {
      id: `${shade.label.en}-${base.id}`,
      hex: shade.tone(base.hex),
      ...(base.hair ? { hair: shade.tone(base.hair) } : {}),
      label: {
        en: `${shade.label.en} ${base.label.en}`,
        de: `${shade.label.de}${base.label.de.toLowerCase()}`,
      },
    };
  }
  const a = first ? baseOf(first) : undefined;
  const b = second ? baseOf(second) : undefined;
  if (!a || !b || a === b) return undefined;
  // The last colour is the head ("blaugrün" is a green), the first tints it.
  return {
    id: `${a.id}-${b.id}`,
    hex: mix(b.hex, a.hex, 0.4),
    label: { en: `${a.label.en}-${b.label.en}`, de: `${a.label.de}${b.label.de.toLowerCase()}` },
  };
}

const toColour = (n: Named): Colour => ({
  id: n.id,
  hex: n.hex,
  label: n.label,
  ...(n.hair ? { hair: n.hair } : {}),
  ...(n.skin ? { skin: n.skin } : {}),
});

/** The matches of a shared global pattern (no copy of it per call). */
function matches(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    out.push(m);
    if (m[0].length === 0) re.lastIndex += 1;
  }
  return out;
}

/** The nine other languages' colour words (`colour-words.intl.ts`): singles, and shade compounds. */
const INTL_SINGLES: Array<{ colour: Colour; re: RegExp }> = [];
const INTL_COMPOUNDS: Array<{ colour: Colour; re: RegExp }> = [];
for (const language of Object.keys(COLOUR_FORMS) as Array<keyof typeof COLOUR_FORMS>) {
  const shades = SHADE_FORMS[language];
  for (const [id, forms] of Object.entries(COLOUR_FORMS[language])) {
    const named = NAMED.find((n) => n.id === id);
    if (!named) continue;
    const base = toColour(named);
    INTL_SINGLES.push({ colour: base, re: w(forms, 'gu', false) });
    for (const shade of SHADES) {
      const key = shade.label.en as Shade;
      const shadeForms = shades.forms[key];
      const alternation =
        shades.place === 'before' ? `(?:${shadeForms})(?:${forms})` : `(?:${forms})\\s+(?:${shadeForms})`;
      INTL_COMPOUNDS.push({
        colour: {
          id: `${key}-${named.id}`,
          hex: shade.tone(named.hex),
          ...(named.hair ? { hair: shade.tone(named.hair) } : {}),
          label: {
            en: `${shade.label.en} ${named.label.en}`,
            de: `${shade.label.de}${named.label.de.toLowerCase()}`,
          },
        },
        re: w(alternation, 'gu', false),
      });
    }
  }
}

/** One pattern for many: each part a named group `g<index>`, so one scan finds which matched. */
const joined = (parts: Array<{ re: RegExp }>): RegExp =>
  new RegExp(parts.map((p, i) => `(?<g${i}>${p.re.source})`).join('|') || '(?!)', 'gu');
const groupOf = (m: RegExpExecArray): number =>
  Number(
    Object.entries(m.groups ?? {})
      .find(([, v]) => v !== undefined)?.[0]
      .slice(1) ?? -1,
  );
const INTL_COMPOUND_RE = joined(INTL_COMPOUNDS);
const INTL_SINGLE_RE = joined(INTL_SINGLES);

/** Every colour match of a text in the order spans are claimed; remembered for the texts read last. */
const CANDIDATES = new Map<string, Array<{ item: Colour; a: number; b: number }>>();

/** Every colour match of a text, in claiming order. */
function candidates(lower: string): Array<{ item: Colour; a: number; b: number }> {
  const known = CANDIDATES.get(lower);
  if (known) return known;
  const out: Array<{ item: Colour; a: number; b: number }> = [];
  const add = (item: Colour, m: RegExpExecArray) => {
    if (m[0].length > 0) out.push({ item, a: m.index, b: m.index + m[0].length });
  };
  // The nine other languages' words only where the text is not plainly German or English: they are many.
  const language = customerLanguage(lower);
  const other = language !== 'en' && language !== 'de';
  // Named phrases of more than one word part first ("navy blue", "light brown"), then compounds, then singles.
  for (const { named, re } of MULTI) for (const m of matches(re, lower)) add(toColour(named), m);
  for (const m of matches(COMPOUND, lower)) {
    const colour = compound(m);
    if (colour) add(colour, m);
  }
  if (other)
    for (const m of matches(INTL_COMPOUND_RE, lower)) add(INTL_COMPOUNDS[groupOf(m)]?.colour as Colour, m);
  for (const { named, re } of SINGLES) for (const m of matches(re, lower)) add(toColour(named), m);
  for (const m of matches(HEADED, lower)) {
    const head = headOf(m[1] ?? m[2] ?? '');
    if (head) add(toColour(head), m);
  }
  if (other)
    for (const m of matches(INTL_SINGLE_RE, lower)) add(INTL_SINGLES[groupOf(m)]?.colour as Colour, m);
  if (CANDIDATES.size >= 500) CANDIDATES.delete(CANDIDATES.keys().next().value as string);
  CANDIDATES.set(lower, out);
  return out;
}

/** Every colour a lower-case text names, in order, each span once (compounds before their parts). */
export function coloursIn(
  lower: string,
  taken: Array<[number, number]> = [],
): Array<{ item: Colour; at: number; end: number }> {
  const out: Array<{ item: Colour; at: number; end: number }> = [];
  for (const { item, a, b } of candidates(lower)) {
    if (taken.some(([x, y]) => a < y && b > x)) continue;
    taken.push([a, b]);
    out.push({ item, at: a, end: b });
  }
  return out.sort((x, y) => x.at - y.at);
}

export const hasColour = (lower: string): boolean => coloursIn(lower).length > 0;

/** A colour by id (for tests and examples). */
export const colourById = (id: string): Colour | undefined => {
  const named = NAMED.find((n) => n.id === id);
  return named ? toColour(named) : undefined;
};

export const colourLabelDe = (c: Colour): string => cap(c.label.de);

const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const distance = (a: string, b: string): number => {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
};

/** The basic colour a #rrggbb is nearest to (its paint or hair shade): what a parent would call it. */
export function familyOf(hex: string): string {
  let best = '';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const base of BASES) {
    for (const shade of [base.hex, base.hair, base.skin]) {
      if (!shade) continue;
      const d = distance(hex, shade);
      if (d < bestDistance) {
        bestDistance = d;
        best = base.id;
      }
    }
  }
  return best;
}

/** A relative shade wish: "darker", "etwas heller", "plus foncé" (issue #21: relative to what it is now). */
export type Relative = 'dark' | 'light';

/**
 * A colour made darker or lighter than it is ("the hat a bit darker"): toned from its own shade, named by its
 * family ("dark green"), so the answer says what the picture will show.
 */
export function shaded(hex: string, relative: Relative, own: { hair?: string; skin?: string } = {}): Colour {
  const shade = SHADES.find((s) => s.label.en === relative) as (typeof SHADES)[number];
  const family = BASES.find((b) => b.id === familyOf(hex)) as Named;
  // Less than a named shade ("dark red"): a step from what it is, not a jump to black or white.
  const tone = (h: string) => (relative === 'dark' ? darken(h, 0.25) : lighten(h, 0.3));
  return {
    id: `${relative}-${family.id}`,
    hex: tone(hex),
    ...(own.hair ? { hair: tone(own.hair) } : {}),
    ...(own.skin ? { skin: tone(own.skin) } : {}),
    label: {
      en: `${shade.label.en} ${family.label.en}`,
      de: `${shade.label.de}${family.label.de.toLowerCase()}`,
    },
  };
}

/** Whether a colour word names what a sheet colour looks like ("grün" for an olive green). */
export const looksLike = (colour: Colour, hex: string): boolean =>
  familyOf(colour.hex) === familyOf(hex) || (!!colour.hair && familyOf(colour.hair) === familyOf(hex));
