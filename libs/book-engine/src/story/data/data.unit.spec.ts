import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PLOT_SHAPES } from '../frame';
import { IDEA_EXTRAS, IDEA_VOCABULARIES } from '../idea-vocabularies';
import { LEXICON } from '../lexicon';
import { TRAITS } from '../read/traits';
import { AR_NOUNS, AR_TRAITS } from '../tellers/ar.nouns';
import { ES_NOUNS, ES_TRAITS } from '../tellers/es.nouns';
import { FR_NOUNS, FR_TRAITS } from '../tellers/fr.nouns';
import { IT_NOUNS, IT_TRAITS } from '../tellers/it.nouns';
import { JA_NOUNS, JA_TRAITS } from '../tellers/ja.nouns';
import { KO_NOUNS, KO_TRAITS } from '../tellers/ko.nouns';
import { PT_NOUNS, PT_TRAITS } from '../tellers/pt.nouns';
import { RU_NOUNS, RU_TRAITS } from '../tellers/ru.nouns';
import { ZH_NOUNS, ZH_TRAITS } from '../tellers/zh.nouns';
import { pattern } from './rows';

/**
 * The story's word tables as data (issue #21): every JSON file in `story/data` parses and has the shape its
 * loader expects, every stored pattern compiles, and every language covers the lexicon and the traits.
 */

const DIR = __dirname;
const read = (file: string): unknown => JSON.parse(readFileSync(join(DIR, file), 'utf8'));

const word = z.string().min(1);
const words = z.array(word).min(1);
/** "/source/flags", compiling to a RegExp. */
const stored = z.string().refine((s) => {
  try {
    return pattern(s) instanceof RegExp;
  } catch {
    return false;
  }
}, 'a stored pattern "/source/flags"');
const gender = z.enum(['m', 'f']);
const shape = z.enum(PLOT_SHAPES as unknown as [string, ...string[]]);
const optional = <T extends z.ZodTypeAny>(first: T, extra: z.ZodTypeAny) =>
  z.union([first, z.tuple([first, extra])]);
const table = (row: z.ZodTypeAny) => z.record(z.string(), row);
/** "g|sg" or "g|sg|pl". */
const spec = z.string().regex(/^[mf]\|[^|]+(\|[^|]+)?$/);
const fourForms = z.string().regex(/^[^|]+\|[^|]+\|[^|]+\|[^|]+$/);
const cjk = z.string().regex(/^[^|/]+(\/[^|/]+)?\|[^|]+(\|[^|]*)*$/);

const frIt = z.strictObject({
  nouns: table(
    optional(
      spec,
      z.strictObject({
        f: z.string().optional(),
        h: z.literal(true).optional(),
        bare: z.literal(true).optional(),
        at: word.optional(),
        call: word.optional(),
        verb: word.optional(),
        gpl: gender.optional(),
      }),
    ),
  ),
  traits: table(
    optional(fourForms, z.strictObject({ pre: z.literal(true).optional(), mv: word.optional() })),
  ),
});
const esPt = z.strictObject({
  nouns: table(
    optional(
      spec,
      z.strictObject({
        other: word.optional(),
        el: z.literal(true).optional(),
        at: word.optional(),
        verb: word.optional(),
      }),
    ),
  ),
  traits: table(z.union([word, z.tuple([word, word]), z.tuple([word, word, z.literal(true)])])),
});
const ruExtra: z.ZodTypeAny = z.lazy(() =>
  z.strictObject({
    other: ruRow.optional(),
    at: word.optional(),
    inf: word.optional(),
    g: gender.optional(),
  }),
);
const ruForms = z.string().regex(/^([^,|]+,){5}[^,|]+(\|([^,|]+,){5}[^,|]+)?$/);
const ruRow: z.ZodTypeAny = z.union([
  z.tuple([z.literal('m'), word, z.boolean()]),
  z.tuple([z.literal('m'), word, z.boolean(), ruExtra]),
  z.tuple([z.literal('f'), word, word, z.boolean()]),
  z.tuple([z.literal('f'), word, word, z.boolean(), ruExtra]),
  z.tuple([z.literal('x'), z.enum(['m', 'f', 'n']), z.boolean(), ruForms]),
  z.tuple([z.literal('x'), z.enum(['m', 'f', 'n']), z.boolean(), ruForms, ruExtra]),
]);
const arRow: z.ZodTypeAny = z.lazy(() =>
  z.union([
    z.tuple([gender, word]),
    z.tuple([
      gender,
      word,
      z.strictObject({
        def: word.optional(),
        hum: z.boolean().optional(),
        other: arRow.optional(),
        at: word.optional(),
      }),
    ]),
  ]),
);

const idea = z.strictObject({
  language: z.string().length(2),
  words: table(words).optional(),
  extraWords: table(words).optional(),
  goals: z.array(z.tuple([shape, stored])),
  and: words,
  nameCues: words,
  before: stored,
  traits: table(words).optional(),
  traitSynonyms: table(words).optional(),
});

const category = z.enum([
  'child',
  'relative',
  'adult',
  'animal',
  'creature',
  'vehicle',
  'toy',
  'object',
  'place',
  'event',
]);
const lexExtra = z.strictObject({
  also: words.optional(),
  sex: gender.optional(),
  weak: z.literal(true).optional(),
  animal: word.optional(),
  place: word.optional(),
  object: word.optional(),
  at: z.strictObject({ en: word, de: word }).optional(),
});
const sixColumns = z.string().regex(/^[^|]+(\|[^|]*){5}$/);
const pairs = z.array(z.tuple([stored, word]));
const owner = z.enum(['m', 'f', 'pl', 'we']);
const count = z.number().int().positive();
const place = z.strictObject({ the: word, at: word });
const thing = z.strictObject({ the: word, a: word });

const SCHEMAS: Record<string, z.ZodTypeAny> = {
  'fr.nouns.json': frIt,
  'it.nouns.json': frIt,
  'es.nouns.json': esPt,
  'pt.nouns.json': esPt,
  'ru.nouns.json': z.strictObject({ nouns: table(ruRow), traits: table(word) }),
  'ar.nouns.json': z.strictObject({
    nouns: table(arRow),
    traits: table(z.strictObject({ m: word, f: word, pl: word })),
  }),
  'zh.nouns.json': z.strictObject({ nouns: table(cjk), traits: table(word) }),
  'ja.nouns.json': z.strictObject({ nouns: table(cjk), traits: table(word) }),
  'ko.nouns.json': z.strictObject({ nouns: table(cjk), traits: table(word) }),
  ...Object.fromEntries(
    ['es', 'fr', 'it', 'pt', 'zh', 'ja', 'ko'].map((l) => [
      `${l}.idea.json`,
      idea.required({ words: true, traits: true }).strict(),
    ]),
  ),
  'ru.idea.json': idea.required({ extraWords: true, traitSynonyms: true }).strict(),
  'ar.idea.json': idea.required({ extraWords: true, traitSynonyms: true }).strict(),
  'idea-extras.json': table(z.strictObject({ stops: z.string(), goals: table(stored).optional() })),
  'lexicon.json': z.strictObject({
    characterCategory: table(z.enum(['person', 'animal', 'creature', 'vehicle', 'toy'])),
    entries: table(
      z.union([
        z.tuple([category, word, z.string().regex(/^[mfn]\|[^|]+(\|[^|]+)?$/)]),
        z.tuple([category, word, z.string().regex(/^[mfn]\|[^|]+(\|[^|]+)?$/), lexExtra]),
      ]),
    ),
    foreign: table(words),
  }),
  'script-words.json': z.strictObject({
    nouns: z.array(sixColumns),
    ruColours: table(word),
    colourWords: table(table(word)),
    looks: table(
      z.strictObject({
        hair: stored,
        short: stored,
        long: stored,
        curly: stored,
        glasses: stored,
        freckles: stored,
      }),
    ),
    feelings: table(pairs),
    story: table(stored),
    relations: table(word),
  }),
  'more-nouns.json': z.strictObject({ nouns: z.array(sixColumns) }),
  'drawable.json': z.strictObject({ characters: table(words), settings: table(words), things: table(words) }),
  'transliterate.json': z.strictObject({
    scriptOf: table(z.enum(['latin', 'cyrillic', 'han', 'kana', 'hangul', 'arabic'])),
    kana: table(z.array(word).length(5)),
    kanaCoda: table(word),
    han: table(word),
    hanCoda: table(word),
    hangulInitial: table(z.number().int()),
    hangulMedial: table(z.number().int()),
    hangulMedialY: table(z.number().int()),
    hangulMedialW: table(z.number().int()),
    hangulFinal: table(z.number().int()),
    cyrillicDigraphs: pairs,
    cyrillic: table(word),
    arabic: table(word),
  }),
  'latin-words.json': z.strictObject({
    colours: z.array(z.strictObject({ en: word, hex: z.string().regex(/^#[0-9a-f]{6}$/), words: stored })),
    clothing: table(word),
    clothingOnlyIn: table(z.enum(['en', 'de', 'fr', 'es', 'it', 'pt'])),
    timeNouns: word,
    body: word,
    feelings: z.array(z.tuple([stored, word])),
    times: z.array(z.tuple([stored, z.enum(['morning', 'day', 'evening', 'night'])])),
    seasons: z.array(z.tuple([stored, z.enum(['spring', 'summer', 'autumn', 'winter'])])),
    weathers: z.array(z.tuple([stored, z.enum(['clear', 'cloudy', 'rain', 'storm', 'snow', 'wind', 'fog'])])),
    determiners: table(word),
    possessives: table(word),
    placePrepositions: table(word),
    and: table(word),
    sexOfNoun: z.strictObject({ m: word, f: word }),
    abstractEn: word,
    patterns: table(stored),
    nameCues: word,
    neverNames: word,
    detect: z.strictObject({ function: z.strictObject({ en: word, de: word }), letters: table(stored) }),
  }),
  'latin-reader.json': z.strictObject({
    patterns: table(stored),
    DEF_GENDER: table(table(z.enum(['m', 'f', 'n']))),
    PLURAL_DETS: table(stored),
    SHE: table(stored),
    HE: table(stored),
    RELATIONS: table(word),
    PERSON_DRAW: table(word),
  }),
  'retell.json': table(
    z.strictObject({
      split: stored,
      stop: word,
      age: stored.optional(),
      mine: stored,
      person: stored,
      wish: stored,
      modal: stored.optional(),
      meta: stored,
      frame: stored,
      thisIs: z.string(),
      fragment: stored.optional(),
      onceUpon: z.string(),
      pronoun: stored,
    }),
  ),
  'goal-words.json': z.strictObject({
    goals: table(
      z.strictObject({
        wants: stored,
        tooTo: stored,
        afraidOf: stored,
        until: stored,
        before: stored,
        stop: stored,
      }),
    ),
    shapes: z.strictObject({ en: z.array(z.tuple([shape, stored])), de: z.array(z.tuple([shape, stored])) }),
    verbs: pairs,
    germanIrregular: table(word),
    modals: table(stored),
  }),
  'implied-places.json': table(word),
  'character-words.json': z.strictObject({
    byKind: table(gender),
    clothing: table(word),
    fur: table(z.array(z.string().regex(/^#[0-9a-f]{6}$/)).min(1)),
  }),
  'ja.reader.json': z.strictObject({
    particles: words,
    cues: words,
    function: word,
    possessive: table(owner),
    particleStart: word,
    kanjiNumber: table(count),
  }),
  'ko.reader.json': z.strictObject({
    particles: z.array(z.string().regex(/^\S+ [CVA] (subject|and|object|place|of|like|call|cue|other)$/)),
    function: word,
    possessive: table(owner),
    numbers: table(count),
    group: word,
  }),
  'zh.reader.json': z.strictObject({
    grammar: word,
    function: word,
    owners: table(owner),
    cues: words,
    numberWords: table(count),
    verbStart: word,
  }),
  'ru.reader.json': z.strictObject({
    function: word,
    possessive: table(owner),
    numbers: table(count),
    endings: z.array(z.string()),
    casesOf: table(z.array(z.enum(['nom', 'gen', 'dat', 'acc', 'ins', 'prep']))),
    casesOfMasculine: table(z.array(z.enum(['nom', 'gen', 'dat', 'acc', 'ins', 'prep']))),
  }),
  'ar.reader.json': z.strictObject({
    function: word,
    numbers: table(count),
    cues: word,
    owners: z.array(z.tuple([word, owner])),
    more: table(word),
    fronts: z.array(
      z.tuple([
        z.string(),
        z.strictObject({
          and: z.literal(true).optional(),
          def: z.literal(true).optional(),
          prep: word.optional(),
        }),
      ]),
    ),
  }),
  'script-marks.json': table(
    z.strictObject({
      likes: stored,
      found: stored,
      around: z.array(
        z.strictObject({
          mark: z.enum(['place', 'toward', 'like', 'role', 'object', 'about', 'material']),
          prev: stored.optional(),
          next: stored.optional(),
          beforePrev: z.enum(['story', 'noun']).optional(),
          afterNext: z.enum(['story', 'noun']).optional(),
        }),
      ),
    }),
  ),
  'beats.json': z.strictObject({
    chapterCounts: table(z.tuple([z.number().int().min(1), z.number().int().min(1)])),
    sequences: table(z.string().regex(/^[a-z-]+( [a-z-]+)*$/)),
    wordsPerPage: table(z.strictObject({ min: z.number(), target: z.number(), max: z.number() })),
    timeOfDay: table(z.enum(['morning', 'day', 'evening', 'night'])),
    shapeDefaults: table(z.tuple([word, word])),
  }),
  'grammar-words.json': z.strictObject({
    pronouns: table(table(z.array(word).length(4))),
    feminineEndings: table(stored),
    contractions: table(table(table(word))),
  }),
  'wordnet.json': z.strictObject({ lexfiles: table(z.number().int().min(0).max(44)) }),
  'traits.json': table(z.string().regex(/^[^|]+\|\/.+\/[a-z]*$/)),
  'names.json': table(z.string().regex(/^[mf](\|[^|]+){11}$/)),
  'language-packs.json': table(
    z.strictObject({
      code: z.string().length(2),
      child: z.strictObject({ f: word, m: word }),
      animals: table(word),
      places: table(place),
      objects: table(thing),
      petNames: words,
    }),
  ),
};

describe('story data (story/data/*.json)', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

  it('has a schema for every JSON file and a file for every schema', () => {
    expect(files.sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it.each(Object.keys(SCHEMAS))('%s parses and matches its shape', (file) => {
    const result = SCHEMAS[file]!.safeParse(read(file));
    expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([]);
  });

  it('rejects a row of the wrong shape (the schemas can fail)', () => {
    const fr = read('fr.nouns.json') as { nouns: Record<string, unknown> };
    expect(frIt.safeParse({ ...fr, nouns: { ...fr.nouns, fox: 'renard' } }).success).toBe(false);
    expect(stored.safeParse('^(a|b)$').success).toBe(false);
    expect(stored.safeParse('/(unclosed/u').success).toBe(false);
  });
});

describe('completeness of every language', () => {
  const ids = LEXICON.map((x) => x.id);
  const traits = Object.keys(TRAITS);
  /** The generic "pet" is read from the context ("her pet"), never from a word of its own. */
  const noWords = ['pet'];

  it.each(Object.keys(IDEA_VOCABULARIES))(
    'the %s idea vocabulary spells every lexicon id and every trait',
    (language) => {
      const vocabulary = IDEA_VOCABULARIES[language as keyof typeof IDEA_VOCABULARIES];
      expect(vocabulary.language).toBe(language);
      expect(ids.filter((id) => !vocabulary.words[id]?.length)).toEqual(noWords);
      expect(Object.keys(vocabulary.words).filter((id) => !ids.includes(id))).toEqual([]);
      expect(traits.filter((t) => !vocabulary.traits[t]?.length)).toEqual([]);
      expect(vocabulary.goals.map(([s]) => s)).toEqual([
        'rescue',
        'celebration',
        'fear',
        'learn',
        'friendship',
        'build',
        'journey',
        'mystery',
        'quest',
        'deadline',
      ]);
      expect(IDEA_EXTRAS[language as keyof typeof IDEA_EXTRAS]).toBeDefined();
    },
  );

  const TELLERS: Record<string, [Record<string, unknown>, Record<string, unknown>, string[]]> = {
    fr: [FR_NOUNS, FR_TRAITS, []],
    it: [IT_NOUNS, IT_TRAITS, []],
    es: [ES_NOUNS, ES_TRAITS, []],
    pt: [PT_NOUNS, PT_TRAITS, []],
    ru: [RU_NOUNS, RU_TRAITS, ['pet']],
    ar: [AR_NOUNS, AR_TRAITS, ['pet']],
    zh: [ZH_NOUNS, ZH_TRAITS, []],
    ja: [JA_NOUNS, JA_TRAITS, []],
    ko: [KO_NOUNS, KO_TRAITS, []],
  };

  it.each(Object.keys(TELLERS))('the %s noun table has every lexicon id and every trait', (language) => {
    const [nouns, adjectives, missing] = TELLERS[language]!;
    expect(ids.filter((id) => !nouns[id])).toEqual(missing);
    expect(Object.keys(nouns).filter((id) => !ids.includes(id))).toEqual([]);
    expect(traits.filter((t) => !adjectives[t])).toEqual([]);
  });
});
