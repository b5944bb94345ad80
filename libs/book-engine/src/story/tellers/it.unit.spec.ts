import type { AgeBand, Language, StoryPlan } from '../../types';
import { TRAITS } from '../analyse-idea';
import { PLOT_SHAPES, type PlotShape } from '../frame';
import { LEX, LEXICON, isCharacterCategory } from '../lexicon';
import { planStory } from '../plan-story';
import { IT_IDEA } from './it.idea';
import { IT_NOUNS, IT_TRAITS, itContract, itNP } from './it.nouns';

const noun = (id: string) => IT_NOUNS[id]!;

/** The ten ideas of tell.unit.spec.ts ("plot shapes"). */
const IDEAS: Record<PlotShape, string> = {
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

const plan = (idea: string, age: number, main: Language, translation?: Language): StoryPlan =>
  planStory(
    {
      bookId: `it-${idea.length}`,
      idea,
      age,
      mainLanguage: main,
      ...(translation ? { translationLanguage: translation } : {}),
      style: 'pixar',
    },
    { teller: 'legacy' },
  );
const told = (p: StoryPlan): string =>
  [p.title.it, p.synopsis.it, ...p.chapters.flatMap((c) => [c.title.it, c.summary.it])].join('\n');

describe('Italian nouns', () => {
  it('has a form for every lexicon id and every trait, and a "where" for every place', () => {
    expect(LEXICON.map((x) => x.id).filter((id) => !IT_NOUNS[id])).toEqual([]);
    expect(Object.keys(TRAITS).filter((k) => !IT_TRAITS[k])).toEqual([]);
    expect(LEXICON.filter((x) => x.cat === 'place' && !IT_NOUNS[x.id]?.at).map((x) => x.id)).toEqual([]);
  });

  it.each([
    ['squirrel', {}, 'lo scoiattolo'],
    ['bee', { def: false }, 'un’ape'],
    ['owl', {}, 'il gufo'],
    ['elephant', { plural: true }, 'gli elefanti'],
    ['egg', { plural: true }, 'le uova'],
    ['colours', { plural: true, traits: ['lost'] }, 'i colori perduti'],
    ['tractor', { def: false, traits: ['brave', 'little'] }, 'un piccolo trattore coraggioso'],
    ['fox', { traits: ['little'] }, 'la piccola volpe'],
    ['farmer', { female: true }, 'la contadina'],
    ['zoo', { def: false }, 'uno zoo'],
  ] as const)('%s %j → %s', (id, options, expected) => {
    expect(itNP(noun(id), options)).toBe(expected);
  });

  it('joins prepositions with the article', () => {
    expect(
      itContract('prima di il temporale, a lo zoo, in l’isola, su i prati, di le stelle, da gli amici'),
    ).toBe('prima del temporale, allo zoo, nell’isola, sui prati, delle stelle, dagli amici');
    expect(itContract('accanto a lei, di Lucía il')).toBe('accanto a lei, di Lucía il');
  });
});

describe('Italian storyteller', () => {
  const both = PLOT_SHAPES.flatMap((shape) => [
    { shape, how: 'en+it', plan: plan(IDEAS[shape], 8, 'en', 'it') },
    { shape, how: 'it', plan: plan(IDEAS[shape], 8, 'it') },
  ]);

  it.each(both.map((b) => [b.shape, b.how, b.plan] as const))(
    'tells the %s idea (%s) with its own names, target and setting',
    (_shape, _how, p) => {
      const text = told(p);
      p.frame!.characters.forEach((c, i) => {
        if (c.name) expect(text).toContain(p.cast[i]!.name.it);
      });
      const target = p.frame!.goal.target;
      if (target) {
        const x = noun(target);
        expect([x.sg, x.pl, x.verb].some((w) => w && text.includes(w))).toBe(true);
      }
      expect(text).toContain(noun(p.frame!.settings[0]!).sg);
      expect(p.setting.name.it).toBe(itNP(noun(p.frame!.settings[0]!)));
      for (const chunk of [
        p.title.it,
        p.synopsis.it,
        ...p.chapters.flatMap((c) => [c.title.it, c.summary.it]),
      ]) {
        expect(chunk).toBeTruthy();
        expect(chunk).not.toMatch(
          /undefined|NaN|\$\{| {2}|\s[.,!?:]|[.!?]\s*[.,]|\b(di|a|da|in|su) (il|lo|i|gli|le|la) /,
        );
        expect(chunk).not.toMatch(/\b[Ee] [Ee]/);
      }
    },
  );

  it('gives two different shapes no chapter title in common', () => {
    const plans = both.filter((b) => b.how === 'en+it');
    for (const a of plans)
      for (const b of plans) {
        if (a.shape === b.shape) continue;
        const titles = new Set(b.plan.chapters.map((c) => c.title.it));
        expect(a.plan.chapters.map((c) => c.title.it).filter((t) => titles.has(t))).toEqual([]);
      }
  });

  it('writes teenagers clearly longer chapters, with dialogue, than preschoolers', () => {
    const words = (p: StoryPlan) =>
      p.chapters.reduce((n, c) => n + (c.summary.it ?? '').split(/\s+/).length, 0) / p.chapters.length;
    const teen = plan(IDEAS.quest, 14, 'it');
    const small = plan(IDEAS.quest, 4, 'it');
    expect(teen.ageBand satisfies AgeBand).toBe('teen');
    expect(words(teen)).toBeGreaterThan(words(small) * 1.8);
    expect(teen.chapters.some((c) => /\n«/.test(c.summary.it ?? ''))).toBe(true);
  });

  it('agrees with a girl, a plural target and a team of girls; joins prepositions', () => {
    const quest = plan(IDEAS.quest, 14, 'en', 'it');
    const text = told(quest);
    expect(text).toContain('Dove sono i colori perduti?');
    expect(text).toContain('Una mattina i colori perduti sono spariti.');
    expect(text).toContain('Mia è stanca e arrabbiata');
    expect(text).toContain('Alla ricerca dei colori perduti');
    expect(text).toContain('Mia e Sonni sanno di non essersi mai arrese.');
    expect(text).toContain('la volpe Sonni');
    const leo = told(plan(IDEAS.deadline, 8, 'it'));
    expect(leo).toContain('Leo, un piccolo trattore coraggioso, vive in fattoria.');
    expect(leo).toContain('prima del temporale');
    expect(leo).toContain('il raccolto è al sicuro');
    expect(told(plan(IDEAS.celebration, 8, 'it'))).toContain(
      'Ogni giorno Bear passa il tempo con sua sorella Rosie.',
    );
  });

  it('tells the sisters and their raven: "sono sorelle", "nella casa sull’albero", "ed"', () => {
    const p = plan(
      'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben',
      7,
      'de',
      'it',
    );
    const text = told(p);
    expect(text).toContain('Emma e Lotta sono sorelle e vivono');
    expect(text).toContain('Nella casa sull’albero Emma trova una sorpresa: il corvo parlante.');
    expect(text).toContain('ed Emma e Lotta sono molto orgogliose');
    expect(p.cast.map((c) => c.name.it)).toEqual(['Emma', 'Lotta', 'il corvo']);
  });
});

describe('Italian idea vocabulary', () => {
  it('spells only lexicon ids, each spelling for one id, in lower case', () => {
    const seen = new Map<string, string>();
    for (const [id, words] of Object.entries(IT_IDEA.words)) {
      expect(LEX.has(id)).toBe(true);
      for (const w of words) {
        expect(w).toBe(w.toLowerCase());
        expect([id, seen.get(w) ?? id]).toEqual([id, id]);
        seen.set(w, id);
      }
    }
  });

  it('knows every character, place and event, and every trait', () => {
    const needed = LEXICON.filter(
      (x) => isCharacterCategory(x.cat) || x.cat === 'place' || x.cat === 'event',
    );
    expect(needed.filter((x) => !IT_IDEA.words[x.id]?.length).map((x) => x.id)).toEqual([]);
    expect(Object.keys(IT_IDEA.traits).sort()).toEqual(Object.keys(TRAITS).sort());
  });

  it.each([
    ['salvano', 'rescue'],
    ['compleanno', 'celebration'],
    ['paura', 'fear'],
    ['impara', 'learn'],
    ['amicizia', 'friendship'],
    ['costruiscono', 'build'],
    ['viaggiano', 'journey'],
    ['scopre', 'mystery'],
    ['cercano', 'quest'],
    ['aiuta', 'deadline'],
  ])('reads "%s" as a %s goal', (word, shape) => {
    expect(IT_IDEA.goals.find(([, re]) => re.test(word))?.[0]).toBe(shape);
  });

  it('lists the goals in the analyser’s order and knows "e", "chiamato" and "prima"', () => {
    expect(IT_IDEA.goals.map(([s]) => s)).toEqual([
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
    expect(IT_IDEA.and).toContain('e');
    expect(IT_IDEA.nameCues).toContain('chiamato');
    expect(IT_IDEA.before.test('prima')).toBe(true);
  });
});
