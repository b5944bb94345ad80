import type { Language, StoryPlan } from '../../types';
import { TRAITS } from '../analyse-idea';
import { PLOT_SHAPES, type PlotShape } from '../frame';
import { LEX, LEXICON, isCharacterCategory } from '../lexicon';
import { planStory } from '../plan-story';
import { FR_IDEA } from './fr.idea';
import { FR_NOUNS, FR_TRAITS, frContract, frNP } from './fr.nouns';

const noun = (id: string) => FR_NOUNS[id]!;
/** The text with its no-break spaces shown as plain ones, to compare with readable strings. */
const plain = (s: string | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

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
      bookId: `fr-${idea.length}`,
      idea,
      age,
      mainLanguage: main,
      ...(translation ? { translationLanguage: translation } : {}),
      style: 'pixar',
    },
    { teller: 'legacy' },
  );
const chunks = (p: StoryPlan): string[] => [
  p.title.fr ?? '',
  p.synopsis.fr ?? '',
  ...p.chapters.flatMap((c) => [c.title.fr ?? '', c.summary.fr ?? '']),
];
const told = (p: StoryPlan): string => plain(chunks(p).join('\n'));

describe('French nouns', () => {
  it('has a form for every lexicon id and every trait, and a "where" for every place', () => {
    expect(LEXICON.map((x) => x.id).filter((id) => !FR_NOUNS[id])).toEqual([]);
    expect(Object.keys(TRAITS).filter((k) => !FR_TRAITS[k])).toEqual([]);
    expect(LEXICON.filter((x) => x.cat === 'place' && !FR_NOUNS[x.id]?.at).map((x) => x.id)).toEqual([]);
  });

  it.each([
    ['squirrel', {}, 'l’écureuil'],
    ['hedgehog', {}, 'le hérisson'],
    ['owl', { def: false }, 'un hibou'],
    ['bear', { def: false, traits: ['old'] }, 'un vieil ours'],
    ['owl', { traits: ['old'] }, 'le vieux hibou'],
    ['star', { plural: true, def: false }, 'des étoiles'],
    ['colours', { plural: true, traits: ['lost'] }, 'les couleurs perdues'],
    ['tractor', { def: false, traits: ['brave', 'little'] }, 'un petit tracteur courageux'],
    ['raven', { traits: ['talking', 'magic'] }, 'le corbeau magique qui parle'],
    ['farmer', { female: true }, 'la fermière'],
    ['christmas', {}, 'Noël'],
  ] as const)('%s %j → %s', (id, options, expected) => {
    expect(frNP(noun(id), options)).toBe(expected);
  });

  it('contracts and elides', () => {
    expect(
      frContract('le secret de le hérisson, à les couleurs, à le zoo, de les amis, de Emma, que il, ne est'),
    ).toBe('le secret du hérisson, aux couleurs, au zoo, des amis, d’Emma, qu’il, n’est');
    expect(frContract('rêvent de des coquillages, de la forêt, à l’école, de Hannah')).toBe(
      'rêvent de coquillages, de la forêt, à l’école, de Hannah',
    );
  });
});

describe('French storyteller', () => {
  const both = PLOT_SHAPES.flatMap((shape) => [
    { shape, how: 'en+fr', plan: plan(IDEAS[shape], 8, 'en', 'fr') },
    { shape, how: 'fr', plan: plan(IDEAS[shape], 8, 'fr') },
  ]);

  it.each(both.map((b) => [b.shape, b.how, b.plan] as const))(
    'tells the %s idea (%s) with its own names, target and setting',
    (_shape, _how, p) => {
      const text = told(p);
      p.frame!.characters.forEach((c, i) => {
        if (c.name) expect(text).toContain(p.cast[i]!.name.fr);
      });
      const target = p.frame!.goal.target;
      if (target) {
        const x = noun(target);
        expect([x.sg, x.pl, x.verb, x.call].some((w) => w && text.includes(w))).toBe(true);
      }
      expect(text).toContain(noun(p.frame!.settings[0]!).sg);
      expect(p.setting.name.fr).toBe(frNP(noun(p.frame!.settings[0]!)));
      for (const chunk of chunks(p)) {
        expect(chunk).toBeTruthy();
        expect(chunk).not.toMatch(/undefined|NaN|\$\{| {2}|\s[.,]|[.!?]\s*[.,]| [!?:;»]|« /);
        expect(chunk).not.toMatch(/(?<!\p{L})(de|à) (le|les) |(?<!\p{L})(de|que|ne) [aeiouéèê]/u);
      }
    },
  );

  // Pins the old fr teller's wording; fr books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip('gives two different shapes no chapter title in common', () => {
    const plans = both.filter((b) => b.how === 'en+fr');
    for (const a of plans)
      for (const b of plans) {
        if (a.shape === b.shape) continue;
        const titles = new Set(b.plan.chapters.map((c) => c.title.fr));
        expect(a.plan.chapters.map((c) => c.title.fr).filter((t) => titles.has(t))).toEqual([]);
      }
  });

  // Pins the old fr teller's wording; fr books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip('writes teenagers clearly longer chapters, with dialogue, than preschoolers', () => {
    const words = (p: StoryPlan) =>
      p.chapters.reduce((n, c) => n + (c.summary.fr ?? '').split(/\s+/).length, 0) / p.chapters.length;
    const teen = plan(IDEAS.quest, 14, 'fr');
    const small = plan(IDEAS.quest, 4, 'fr');
    expect(teen.ageBand).toBe('teen');
    expect(small.ageBand).toBe('preschool');
    expect(words(teen)).toBeGreaterThan(words(small) * 1.8);
    expect(teen.chapters.some((c) => /\n«\u00a0/.test(c.summary.fr ?? ''))).toBe(true);
  });

  // Pins the old fr teller's wording; fr books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip('agrees with a girl, a plural target and a team of girls; contracts "aux", "des", "du"', () => {
    const text = told(plan(IDEAS.quest, 14, 'en', 'fr'));
    expect(text).toContain('Où sont les couleurs perdues ?');
    expect(text).toContain('Un matin, les couleurs perdues ont disparu.');
    expect(text).toContain('Mia est fatiguée et fâchée');
    expect(text).toContain('À la recherche des couleurs perdues');
    expect(text).toContain('qui mène tout droit aux couleurs perdues.');
    expect(text).toContain('le renard Sonni');
    const leo = told(plan(IDEAS.deadline, 8, 'fr'));
    expect(leo).toContain('Leo, un petit tracteur courageux, vit à la ferme.');
    expect(leo).toContain('avant l’orage');
    expect(leo).toContain('la récolte est à l’abri');
    expect(told(plan(IDEAS.journey, 8, 'fr'))).toContain('Ava et Papi veulent aller jusqu’à Mamie.');
  });

  // Pins the old fr teller's wording; fr books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip('tells the sisters and their raven: "elles", "d’Emma", "le corbeau qui parle"', () => {
    const p = plan(
      'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben',
      7,
      'de',
      'fr',
    );
    const text = told(p);
    expect(text).toContain('Emma et Lotta sont sœurs et vivent');
    expect(text).toContain('Elles dessinent un plan');
    expect(text).toContain('Dans la cabane dans l’arbre, Emma trouve une surprise : le corbeau qui parle.');
    expect(text).toContain('La cabane dans l’arbre d’Emma est prête');
    expect(text).toContain('Emma et Lotta sont très fières');
    expect(p.cast.map((c) => c.name.fr)).toEqual(['Emma', 'Lotta', 'le corbeau']);
  });
});

describe('French idea vocabulary', () => {
  it('spells only lexicon ids, each spelling for one id, in lower case', () => {
    const seen = new Map<string, string>();
    for (const [id, words] of Object.entries(FR_IDEA.words)) {
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
    expect(needed.filter((x) => !FR_IDEA.words[x.id]?.length).map((x) => x.id)).toEqual([]);
    expect(Object.keys(FR_IDEA.traits).sort()).toEqual(Object.keys(TRAITS).sort());
  });

  it.each([
    ['sauvent', 'rescue'],
    ['anniversaire', 'celebration'],
    ['peur', 'fear'],
    ['apprend', 'learn'],
    ['amitié', 'friendship'],
    ['construisent', 'build'],
    ['voyagent', 'journey'],
    ['découvre', 'mystery'],
    ['cherchent', 'quest'],
    ['aide', 'deadline'],
  ])('reads "%s" as a %s goal', (word, shape) => {
    expect(FR_IDEA.goals.find(([, re]) => re.test(word))?.[0]).toBe(shape);
  });

  it('lists the goals in the analyser’s order and knows "et", "appelé" and "avant"', () => {
    expect(FR_IDEA.goals.map(([s]) => s)).toEqual([
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
    expect(FR_IDEA.and).toEqual(['et']);
    expect(FR_IDEA.nameCues).toContain('appelé');
    expect(FR_IDEA.before.test('avant')).toBe(true);
  });
});
