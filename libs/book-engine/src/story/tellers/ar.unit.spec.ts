import type { Language, StoryPlan } from '../../types';
import { TRAITS } from '../analyse-idea';
import type { PLOT_SHAPES } from '../frame';
import { LEX, LEXICON } from '../lexicon';
import { planStory } from '../plan-story';
import { conj, subjunctive } from './ar';
import { AR_IDEA } from './ar.idea';
import { AR_NOUNS, AR_TRAITS, arDual, arNP } from './ar.nouns';
import { TELLERS } from './index';

const n = (id: string) => AR_NOUNS[id]!;
const ARABIC = /^[\u0600-\u06FF ]+$/;

describe('Arabic nouns', () => {
  it('has every lexicon noun and trait, in Arabic letters only', () => {
    for (const x of LEXICON) {
      const noun = AR_NOUNS[x.id];
      expect(noun).toBeDefined();
      for (const form of [noun!.sg, noun!.pl, noun!.defSg, noun!.defPl]) expect(form).toMatch(ARABIC);
      expect(noun!.defSg).toContain('ال');
      if (x.cat === 'place') expect(noun!.at).toMatch(ARABIC);
    }
    expect(Object.keys(AR_NOUNS).sort()).toEqual(LEXICON.map((x) => x.id).sort());
    expect(Object.keys(AR_TRAITS).sort()).toEqual(Object.keys(TRAITS).sort());
  });

  const cases: Array<[string, Parameters<typeof arNP>[1], string]> = [
    ['raven', { adj: ['talking'] }, 'الغراب الناطق'],
    ['raven', { def: false, adj: ['talking'] }, 'غراب ناطق'],
    ['colours', { plural: true, adj: ['lost'] }, 'الألوان الضائعة'],
    ['child', { plural: true, adj: ['little'] }, 'الأطفال الصغار'],
    ['owl', { adj: ['wise'] }, 'البومة الحكيمة'],
    ['tree-house', {}, 'بيت الشجرة'],
    ['tree-house', { def: false }, 'بيت شجرة'],
    ['kite', { adj: ['red'] }, 'الطائرة الورقية الحمراء'],
    ['map', { adj: ['old'] }, 'الخريطة القديمة'],
    ['owl', { adj: ['old'], living: true }, 'البومة العجوز'],
  ];
  it.each(cases)('%s %j → %s', (id, options, expected) => {
    expect(arNP(n(id), options)).toBe(expected);
  });

  it('writes duals and conjugates verbs for one, two and many', () => {
    expect(arDual('أخت')).toBe('أختان');
    expect(arDual('صديقة')).toBe('صديقتان');
    expect(conj('يلعب')).toEqual(['يلعب', 'تلعب', 'يلعبان', 'تلعبان', 'يلعبون', 'يلعبن']);
    expect(conj('يبني')).toEqual(['يبني', 'تبني', 'يبنيان', 'تبنيان', 'يبنون', 'يبنين']);
    expect(['يبنيان', 'يبنون', 'يبنين', 'يبني'].map(subjunctive)).toEqual([
      'يبنيا',
      'يبنوا',
      'يبنين',
      'يبني',
    ]);
    expect(arNP(n('rocket'), { def: false, acc: true })).toBe('صاروخًا');
    expect(arNP(n('paper-boat'), { def: false, acc: true })).toBe('قاربًا ورقيًا');
    expect(arNP(n('tree-house'), { def: false, acc: true })).toBe('بيت شجرة');
  });
});

const IDEAS: Record<(typeof PLOT_SHAPES)[number], string> = {
  quest: 'Mia and her fox Sonni search for the lost colours of the forest',
  deadline: 'Leo the brave little tractor helps the farmer bring in the harvest before the storm',
  fear: 'A little hedgehog named Igor is afraid of the dark',
  learn: 'Oliver the giraffe learns to dance at the zoo',
  friendship: 'A lonely penguin called Pip wants to make a friend in the snow',
  build: 'Noah builds a rocket with his robot Bolt',
  mystery: 'Sophie discovers a mysterious map on the island',
  journey: 'Ava and her grandpa travel by train to visit grandma',
  celebration: 'Bear and his sister Rosie bake a cake for the birthday',
  rescue: 'Hannah and the knight Cedric rescue a baby dragon trapped in a cave',
};

const L = 'ar';
const plan = (idea: string, main: Language, age = 8, bookId = 'ar-spec'): StoryPlan =>
  planStory({
    bookId,
    idea,
    age,
    mainLanguage: main,
    ...(main === L ? {} : { translationLanguage: L }),
    style: 'pixar',
  });
const allText = (p: StoryPlan): string =>
  [p.title[L], p.synopsis[L], ...p.chapters.flatMap((c) => [c.title[L], c.summary[L]])].join('\n');
/** The noun with or without ال, also after و/ب/ل. */
const anyForm = (id: string): RegExp => {
  const noun = n(id);
  const bare = [noun.sg, noun.pl, noun.defSg, noun.defPl].map((f) => f.replace(/^ال/, ''));
  return new RegExp(`(${[...new Set(bare)].join('|')})`);
};

describe.each(['en', L] as const)('Arabic stories, main language %s', (main) => {
  const plans = Object.entries(IDEAS).map(([shape, idea]) => ({
    shape,
    p: plan(idea, main, 8, `ar-${shape}`),
  }));

  it.each(plans.map(({ shape, p }) => [shape, p] as const))('tells the %s idea in Arabic', (_shape, p) => {
    const text = allText(p);
    p.cast.forEach((c) => {
      const name = c.name[L] ?? '';
      // An unnamed character is listed as "الغراب" and may follow و/ب/ل in the text ("بالصديق").
      expect(text).toContain(name.replace(/^ال/, ''));
    });
    expect(text).toMatch(anyForm(p.frame!.goal.target ?? p.frame!.things[0]?.kind ?? 'treasure'));
    expect(text).toMatch(anyForm(p.frame!.settings[0] as string));
    for (const c of p.chapters) {
      const chapter = `${c.title[L]}\n${c.summary[L]}`;
      expect(chapter).not.toMatch(/undefined|NaN|\$\{| {2}|\.\s*\.|^\s*$/);
      // No Latin letters except inside the names the plan gives (a translation keeps the main spelling).
      const withoutNames = p.cast.reduce((t, ch) => t.split(ch.name[L] ?? '\u0000').join(''), chapter);
      expect(withoutNames).not.toMatch(/[A-Za-z]/);
    }
  });

  // Arabic books are told by the open teller (ADR 0028, tell/catalogs/ar.ts): chapter titles from its catalog.
  it('gives two different shapes less than half their chapter titles in common', () => {
    for (const a of plans)
      for (const b of plans) {
        if (a === b) continue;
        const titles = new Set(b.p.chapters.map((c) => c.title[L]));
        expect(a.p.chapters.filter((c) => titles.has(c.title[L])).length).toBeLessThan(
          a.p.chapters.length / 2,
        );
      }
  });

  it('writes teenagers clearly more than preschoolers', () => {
    const words = (p: StoryPlan) =>
      p.chapters.reduce((s, c) => s + (c.summary[L] ?? '').split(/\s+/).length, 0);
    const teen = plan(IDEAS.quest, main, 14);
    const pre = plan(IDEAS.quest, main, 4);
    expect(words(teen)).toBeGreaterThan(2 * words(pre));
    expect(teen.chapters.some((c) => /«/.test(c.summary[L] ?? ''))).toBe(true);
  });
});

describe('Arabic grammar in the told story', () => {
  const sisters = plan(
    'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben',
    'ar',
    8,
    'ravens',
  );
  const text = allText(sisters);

  it('tells the two sisters and the tree house', () => {
    expect(text).toContain('إيما ولوتا');
    expect(text).toMatch(/بيت/);
  });

  it('agrees with a girl and a boy', () => {
    const mia = allText(plan(IDEAS.quest, 'ar', 14, 'mia'));
    expect(mia).toMatch(/قالت ميا|همست ميا|صاحت ميا|سألت ميا/);
    const leo = allText(plan(IDEAS.deadline, 'ar', 14, 'leo'));
    expect(leo).toMatch(/ليو/);
    expect(leo).toMatch(/جرار/);
  });

  it('names the unnamed by their kind and tells where the story happens', () => {
    expect(sisters.cast.map((c) => c.name.ar)).toEqual(['إيما', 'لوتا', 'الغراب']);
    expect(sisters.setting.description.ar).toBe('تجري الحكاية في الغابة.');
    expect(TELLERS.ar?.unnamed({ entry: LEX.get('friend')!, traits: [], sex: 'f' })).toBe('الصديقة');
  });
});

describe('Arabic idea vocabulary', () => {
  it('spells known ids only, each spelling for one id, with and without ال', () => {
    const seen = new Map<string, string>();
    for (const [id, spellings] of Object.entries(AR_IDEA.words)) {
      expect(LEX.has(id)).toBe(true);
      for (const s of spellings) {
        expect(s).toMatch(ARABIC);
        expect(seen.get(s) ?? id).toBe(id);
        seen.set(s, id);
      }
    }
    for (const x of LEXICON) expect(AR_IDEA.words[x.id]?.length).toBeGreaterThan(0);
    expect(AR_IDEA.words.raven).toEqual(expect.arrayContaining(['غراب', 'الغراب', 'غربان']));
    expect(AR_IDEA.words.sister).toEqual(expect.arrayContaining(['أختان', 'الأختان', 'أخوات', 'اختان']));
    expect(AR_IDEA.words.rabbit).toEqual(expect.arrayContaining(['أرنب', 'ارنب', 'الارنب']));
    expect(AR_IDEA.words['tree-house']).toEqual(expect.arrayContaining(['بيت الشجرة', 'بيت شجرة']));
  });

  it('reads the goal words in the order of the shapes and the traits', () => {
    const shapeOf = (word: string) => AR_IDEA.goals.find(([, re]) => re.test(word))?.[0];
    expect(shapeOf('ينقذان')).toBe('rescue');
    expect(shapeOf('يخاف')).toBe('fear');
    expect(shapeOf('يتعلم')).toBe('learn');
    expect(shapeOf('تبنيان')).toBe('build');
    expect(shapeOf('يسافران')).toBe('journey');
    expect(shapeOf('لغز')).toBe('mystery');
    expect(shapeOf('يبحثان')).toBe('quest');
    expect(shapeOf('يساعد')).toBe('deadline');
    expect(AR_IDEA.goals.map(([s]) => s)).toEqual([
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
    expect(AR_IDEA.traits.talking).toEqual(expect.arrayContaining(['ناطق', 'الناطقة']));
    expect(Object.keys(AR_IDEA.traits).sort()).toEqual(Object.keys(TRAITS).sort());
    // A trait's spelling is never also a noun's ("طائر" the flying trait, not a bird).
    const nounSpellings = new Set(Object.values(AR_IDEA.words).flat());
    for (const spellings of Object.values(AR_IDEA.traits))
      expect(spellings.filter((s) => nounSpellings.has(s))).toEqual([]);
    const traitOwner = new Map<string, string>();
    for (const [k, spellings] of Object.entries(AR_IDEA.traits))
      for (const s of spellings) {
        expect(traitOwner.get(s) ?? k).toBe(k);
        traitOwner.set(s, k);
      }
    expect(AR_IDEA.before.test('قبل')).toBe(true);
  });
});
