import type { StoryPlan } from '../../types';
import { TRAITS } from '../analyse-idea';
import { PLOT_SHAPES, type PlotShape } from '../frame';
import { LEXICON } from '../lexicon';
import { planStory } from '../plan-story';
import { es } from './es';
import { ES_IDEA } from './es.idea';
import { ES_NOUNS, ES_TRAITS, esContract, esNP } from './es.nouns';
import { TELLERS } from './index';

/** The ten ideas of the "plot shapes" block in tell.unit.spec.ts. */
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
const EMMA = 'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben';

const plan = (idea: string, age: number, main: 'en' | 'es', bookId = 'es'): StoryPlan =>
  planStory(
    {
      bookId,
      idea,
      age,
      mainLanguage: main,
      ...(main === 'en' ? { translationLanguage: 'es' as const } : {}),
      style: 'pixar',
    },
    { teller: 'legacy' },
  );
const texts = (p: StoryPlan): string[] => [
  p.title.es as string,
  p.synopsis.es as string,
  ...p.chapters.flatMap((c) => [c.title.es as string, c.summary.es as string]),
];
const story = (p: StoryPlan): string => p.chapters.map((c) => c.summary.es).join(' ');

describe('Spanish nouns', () => {
  it('has a Spanish form for every lexicon id and every trait, and a "where" for every place', () => {
    expect(LEXICON.map((e) => e.id).filter((id) => !ES_NOUNS[id])).toEqual([]);
    expect(Object.keys(TRAITS).filter((k) => !ES_TRAITS[k])).toEqual([]);
    expect(LEXICON.filter((e) => e.cat === 'place' && !ES_NOUNS[e.id]?.at).map((e) => e.id)).toEqual([]);
  });

  it.each([
    ['raven', { def: false, adjs: [ES_TRAITS.talking!] }, 'un cuervo parlante'],
    ['tractor', { def: false, adjs: [ES_TRAITS.brave!, ES_TRAITS.little!] }, 'un pequeño tractor valiente'],
    ['colours', { plural: true, adjs: [ES_TRAITS.lost!] }, 'los colores perdidos'],
    ['sheep', { plural: true }, 'las ovejas'],
    ['fairy', {}, 'el hada'],
    ['fairy', { def: false }, 'un hada'],
    ['fairy', { adjs: [ES_TRAITS.little!] }, 'la pequeña hada'],
    ['fairy', { plural: true }, 'las hadas'],
    ['farmer', { sex: 'f' as const }, 'la granjera'],
    ['mouse', { plural: true, adjs: [ES_TRAITS.grumpy!] }, 'los ratones gruñones'],
    ['owl', { adjs: [ES_TRAITS.wise!] }, 'el búho sabio'],
    ['star', { plural: true, adjs: [ES_TRAITS.golden!] }, 'las estrellas doradas'],
    ['boat', { def: false, adjs: [ES_TRAITS.paper!] }, 'un barco de papel'],
  ])('%s %j → %s', (id, options, expected) => {
    expect(esNP(ES_NOUNS[id]!, options)).toBe(expected);
  });

  it('contracts "de el" and "a el" into whole words only', () => {
    expect(esContract('Alrededor de el mapa, junto a el río. De el bosque')).toBe(
      'Alrededor del mapa, junto al río. Del bosque',
    );
    expect(esContract('la montaña el día, a él')).toBe('la montaña el día, a él');
  });
});

describe('Spanish teller', () => {
  it('is registered for Spanish books', () => {
    expect(TELLERS.es).toBe(es);
  });

  const plans = (Object.entries(IDEAS) as [PlotShape, string][]).flatMap(([shape, idea]) =>
    (['en', 'es'] as const).map((main) => ({ shape, main, plan: plan(idea, 8, main, `shape-${shape}`) })),
  );

  it.each(plans.map((p) => [p.shape, p.main, p.plan] as const))(
    'tells the %s idea (main %s) with its own names, target and setting',
    (shape, _main, p) => {
      const frame = p.frame!;
      expect(frame.goal.shape).toBe(shape);
      const all = texts(p).join('\n');
      frame.characters.forEach((c, i) => {
        if (c.name) expect(all).toContain(p.cast[i]!.name.es);
      });
      const target = p.themes[2] as string;
      const t = ES_NOUNS[target]!;
      expect([t.sg, t.pl, t.verb].filter(Boolean).some((w) => all.includes(w as string))).toBe(true);
      const place = ES_NOUNS[frame.settings[0] as string]!;
      expect(all).toContain(place.at);
      expect(p.setting.name.es).toContain(place.sg);
      for (const text of texts(p)) {
        expect(text).not.toMatch(/undefined|NaN|\$\{|\s{2}|[.!?,;:]\s*[.,;:]|^\s|\s$/);
        expect(text).not.toMatch(/\b(the|and|with|is)\b/);
        expect(text).not.toMatch(/(?<!\p{L})(de|a) el(?!\p{L})/u);
      }
    },
  );

  it('gives every shape its own chapter titles', () => {
    const spanish = plans.filter((p) => p.main === 'es');
    for (const a of spanish)
      for (const b of spanish) {
        if (a.shape === b.shape) continue;
        const titles = new Set(b.plan.chapters.map((c) => c.title.es));
        expect(a.plan.chapters.map((c) => c.title.es).filter((t) => titles.has(t))).toEqual([]);
      }
  });

  it('writes teenagers clearly longer chapters with dialogue than preschoolers', () => {
    const words = (p: StoryPlan) =>
      p.chapters.reduce((n, c) => n + (c.summary.es ?? '').split(/\s+/).length, 0) / p.chapters.length;
    const teen = plan(IDEAS.quest, 14, 'es');
    const small = plan(IDEAS.quest, 4, 'es');
    expect(words(teen)).toBeGreaterThan(2 * words(small));
    expect(teen.chapters.some((c) => /\n«/.test(c.summary.es ?? ''))).toBe(true);
  });

  it('agrees with two sisters and says where the raven waits', () => {
    const teen = story(plan(EMMA, 14, 'es', 'ravens'));
    expect(teen).toContain(
      'Emma y Lotta son hermanas y viven en el bosque. Cada día descubren juntas algo nuevo.',
    );
    expect(teen).toContain('Emma y Lotta sueñan con una casa del árbol.');
    expect(teen).toContain('Dentro de la casa del árbol, Emma encuentra una sorpresa: el cuervo parlante.');
    expect(teen).toContain('Emma está cansada y enfadada');
    expect(teen).toContain('Emma y Lotta están muy orgullosas.');
    expect(teen).toContain('Lotta se quedó callada un momento. «Entonces fallaremos juntas.');
  });

  it('brings the sheep to safety: plural target with the personal "a"', () => {
    const text = story(
      plan('Mila und ihr Pferd Blitz müssen die Schafe vor dem Sturm in den Stall bringen', 8, 'es', 'sheep'),
    );
    expect(text).toContain(
      'Mila y Blitz tienen que poner a salvo a las ovejas antes de que llegue la tormenta.',
    );
    expect(text).toContain('las ovejas están a salvo');
  });

  it('contracts "del" and "al" and puts the personal "a" before people', () => {
    const mystery = story(plan(IDEAS.mystery, 8, 'es', 'shape-mystery'));
    expect(mystery).toContain('Alrededor del mapa pasan cosas extrañas');
    const leo = story(plan(IDEAS.deadline, 8, 'es', 'shape-deadline'));
    expect(leo).toContain('Leo, un pequeño tractor valiente, vive en la granja.');
    expect(leo).toContain('El granjero abraza a Leo: «¡Sin ti nunca lo habría conseguido!».');
    const title = plan(IDEAS.journey, 8, 'es').title.es;
    expect(title).toBe('Ava y el abuelo de camino a casa de la abuela');
  });

  it('joins names with "e" before an i- sound', () => {
    const text = story(plan('Ava and Inés search for the lost treasure', 8, 'es', 'ines'));
    expect(text).toContain('Ava e Inés buscan por todas partes');
  });

  it('describes cast members and the setting in Spanish', () => {
    const p = plan(IDEAS.deadline, 8, 'es');
    expect(p.cast[0]!.description.es).toBe('Leo es un pequeño tractor valiente.');
    expect(p.cast[1]!.name.es).toBe('el granjero');
    expect(p.setting.description.es).toBe('La historia transcurre en la granja.');
  });
});

describe('Spanish idea vocabulary', () => {
  const ids = new Set(LEXICON.map((e) => e.id));

  it('spells only lexicon ids, in lower case, each spelling for one id', () => {
    expect(Object.keys(ES_IDEA.words).filter((id) => !ids.has(id))).toEqual([]);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [id, spellings] of Object.entries(ES_IDEA.words))
      for (const s of spellings) {
        expect(s).toBe(s.toLowerCase());
        if (owner.has(s) && owner.get(s) !== id) clashes.push(`${s}: ${owner.get(s)} / ${id}`);
        owner.set(s, id);
      }
    expect(clashes).toEqual([]);
  });

  it('knows every character, animal, vehicle, place and event', () => {
    const needed = LEXICON.filter((e) =>
      ['child', 'relative', 'adult', 'animal', 'creature', 'vehicle', 'place', 'event'].includes(e.cat),
    );
    expect(needed.filter((e) => !ES_IDEA.words[e.id]?.length).map((e) => e.id)).toEqual([]);
  });

  it('reads the goal words, "and", "before" and the traits', () => {
    const shapeOf = (word: string) => ES_IDEA.goals.find(([, re]) => re.test(word))?.[0];
    expect(ES_IDEA.goals.map(([s]) => s).sort()).toEqual([...PLOT_SHAPES].sort());
    expect(
      [
        'rescatan',
        'cumpleaños',
        'miedo',
        'aprende',
        'amistad',
        'construyen',
        'viajan',
        'descubre',
        'buscan',
        'ayuda',
      ].map(shapeOf),
    ).toEqual([
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
    expect(ES_IDEA.and).toContain('y');
    expect(ES_IDEA.before.test('antes')).toBe(true);
    expect(Object.keys(ES_IDEA.traits).filter((k) => !TRAITS[k])).toEqual([]);
    expect(ES_IDEA.traits.talking).toContain('parlante');
  });
});
