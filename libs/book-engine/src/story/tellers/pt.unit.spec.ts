import type { StoryPlan } from '../../types';
import { TRAITS } from '../analyse-idea';
import { PLOT_SHAPES, type PlotShape } from '../frame';
import { LEXICON } from '../lexicon';
import { planStory } from '../plan-story';
import { pt } from './pt';
import { PT_IDEA } from './pt.idea';
import { PT_NOUNS, PT_TRAITS, ptContract, ptNP } from './pt.nouns';
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

const plan = (idea: string, age: number, main: 'en' | 'pt', bookId = 'pt'): StoryPlan =>
  planStory(
    {
      bookId,
      idea,
      age,
      mainLanguage: main,
      ...(main === 'en' ? { translationLanguage: 'pt' as const } : {}),
      style: 'pixar',
    },
    { teller: 'legacy' },
  );
const texts = (p: StoryPlan): string[] => [
  p.title.pt as string,
  p.synopsis.pt as string,
  ...p.chapters.flatMap((c) => [c.title.pt as string, c.summary.pt as string]),
];
const story = (p: StoryPlan): string => p.chapters.map((c) => c.summary.pt).join(' ');

describe('Portuguese nouns', () => {
  it('has a Portuguese form for every lexicon id and every trait, and a "where" for every place', () => {
    expect(LEXICON.map((e) => e.id).filter((id) => !PT_NOUNS[id])).toEqual([]);
    expect(Object.keys(TRAITS).filter((k) => !PT_TRAITS[k])).toEqual([]);
    expect(LEXICON.filter((e) => e.cat === 'place' && !PT_NOUNS[e.id]?.at).map((e) => e.id)).toEqual([]);
  });

  it.each([
    ['raven', { def: false, adjs: [PT_TRAITS.talking!] }, 'um corvo falante'],
    ['tractor', { def: false, adjs: [PT_TRAITS.brave!, PT_TRAITS.little!] }, 'um pequeno trator corajoso'],
    ['colours', { plural: true, adjs: [PT_TRAITS.lost!] }, 'as cores perdidas'],
    ['sheep', { plural: true }, 'as ovelhas'],
    ['farmer', { sex: 'f' as const }, 'a fazendeira'],
    ['teacher', { sex: 'm' as const, plural: true }, 'os professores'],
    ['dragon', { plural: true, adjs: [PT_TRAITS.flying!] }, 'os dragões voadores'],
    ['penguin', { plural: true }, 'os pinguins'],
    ['owl', { adjs: [PT_TRAITS.wise!] }, 'a coruja sábia'],
    ['star', { plural: true, adjs: [PT_TRAITS.golden!] }, 'as estrelas douradas'],
    ['boat', { def: false, adjs: [PT_TRAITS.paper!] }, 'um barco de papel'],
    ['snail', { plural: true }, 'os caracóis'],
  ])('%s %j → %s', (id, options, expected) => {
    expect(ptNP(PT_NOUNS[id]!, options)).toBe(expected);
  });

  it('contracts prepositions with articles, whole words only', () => {
    expect(
      ptContract('Em busca de as cores, em o jardim, a a casa, por o caminho, a os amigos. De o bosque'),
    ).toBe('Em busca das cores, no jardim, à casa, pelo caminho, aos amigos. Do bosque');
    expect(ptContract('Leo alcança o bebê e o segura, sem a ajuda de um amigo')).toBe(
      'Leo alcança o bebê e o segura, sem a ajuda de um amigo',
    );
  });
});

describe('Portuguese teller', () => {
  it('is registered for Portuguese books', () => {
    expect(TELLERS.pt).toBe(pt);
  });

  const plans = (Object.entries(IDEAS) as [PlotShape, string][]).flatMap(([shape, idea]) =>
    (['en', 'pt'] as const).map((main) => ({ shape, main, plan: plan(idea, 8, main, `shape-${shape}`) })),
  );

  it.each(plans.map((p) => [p.shape, p.main, p.plan] as const))(
    'tells the %s idea (main %s) with its own names, target and setting',
    (shape, _main, p) => {
      const frame = p.frame!;
      expect(frame.goal.shape).toBe(shape);
      const all = texts(p).join('\n');
      frame.characters.forEach((c, i) => {
        if (c.name) expect(all).toContain(p.cast[i]!.name.pt);
      });
      const target = p.themes[2] as string;
      const t = PT_NOUNS[target]!;
      expect([t.sg, t.pl, t.verb].filter(Boolean).some((w) => all.includes(w as string))).toBe(true);
      const place = PT_NOUNS[frame.settings[0] as string]!;
      expect(all).toContain(place.at);
      expect(p.setting.name.pt).toContain(place.sg);
      for (const text of texts(p)) {
        expect(text).not.toMatch(/undefined|NaN|\$\{|\s{2}|[.!?,;:]\s*[.,;:]|^\s|\s$/);
        expect(text).not.toMatch(/\b(the|and|with|is)\b/);
        expect(text).not.toMatch(/(?<!\p{L})(de|em|a|por) (o|a|os|as)(?!\p{L})/iu);
      }
    },
  );

  it('gives every shape its own chapter titles', () => {
    const portuguese = plans.filter((p) => p.main === 'pt');
    for (const a of portuguese)
      for (const b of portuguese) {
        if (a.shape === b.shape) continue;
        const titles = new Set(b.plan.chapters.map((c) => c.title.pt));
        expect(a.plan.chapters.map((c) => c.title.pt).filter((t) => titles.has(t))).toEqual([]);
      }
  });

  it('writes teenagers clearly longer chapters with dialogue than preschoolers', () => {
    const words = (p: StoryPlan) =>
      p.chapters.reduce((n, c) => n + (c.summary.pt ?? '').split(/\s+/).length, 0) / p.chapters.length;
    const teen = plan(IDEAS.quest, 14, 'pt');
    const small = plan(IDEAS.quest, 4, 'pt');
    expect(words(teen)).toBeGreaterThan(2 * words(small));
    expect(teen.chapters.some((c) => /\n“/.test(c.summary.pt ?? ''))).toBe(true);
  });

  it('agrees with two sisters and says where the raven waits', () => {
    const teen = story(plan(EMMA, 14, 'pt', 'ravens'));
    expect(teen).toContain(
      'Emma e Lotta são irmãs e moram na floresta. Todos os dias descobrem juntas alguma coisa nova.',
    );
    expect(teen).toContain('Emma e Lotta sonham com uma casa na árvore.');
    expect(teen).toContain('Dentro da casa na árvore, Emma encontra uma surpresa: o corvo falante.');
    expect(teen).toContain('Emma está cansada e zangada');
    expect(teen).toContain('Emma e Lotta estão muito orgulhosas.');
    expect(teen).toContain('Lotta ficou calada por um momento. “Então a gente erra juntas.');
  });

  it('brings the sheep to safety: plural target, "antes da tempestade"', () => {
    const text = story(
      plan('Mila und ihr Pferd Blitz müssen die Schafe vor dem Sturm in den Stall bringen', 8, 'pt', 'sheep'),
    );
    expect(text).toContain('Mila e Blitz precisam colocar as ovelhas em segurança antes da tempestade.');
    expect(text).toContain('as ovelhas estão em segurança');
  });

  it('contracts "do", "da", "pelas" and "à" in the told story', () => {
    expect(story(plan(IDEAS.mystery, 8, 'pt', 'shape-mystery'))).toContain(
      'Coisas estranhas acontecem em volta do mapa',
    );
    expect(story(plan(IDEAS.fear, 8, 'pt', 'shape-fear'))).toContain('Igor tem medo da noite.');
    expect(story(plan(IDEAS.quest, 8, 'pt', 'shape-quest'))).toContain('Perguntam pelas cores perdidas');
    const journey = plan(IDEAS.journey, 8, 'pt', 'shape-journey');
    expect(journey.title.pt).toBe('Ava e o avô a caminho da casa da avó');
    expect(journey.chapters.map((c) => c.title.pt)).toContain('Rumo à casa da avó!');
    const leo = story(plan(IDEAS.deadline, 8, 'pt', 'shape-deadline'));
    expect(leo).toContain('Leo, um pequeno trator corajoso, mora na fazenda.');
    expect(leo).toContain('O fazendeiro abraça Leo: “Sem você, eu nunca teria conseguido!”');
  });

  it('describes cast members and the setting in Portuguese', () => {
    const p = plan(IDEAS.deadline, 8, 'pt');
    expect(p.cast[0]!.description.pt).toBe('Leo é um pequeno trator corajoso.');
    expect(p.cast[1]!.name.pt).toBe('o fazendeiro');
    expect(p.setting.description.pt).toBe('A história se passa na fazenda.');
  });
});

describe('Portuguese idea vocabulary', () => {
  const ids = new Set(LEXICON.map((e) => e.id));

  it('spells only lexicon ids, in lower case, each spelling for one id', () => {
    expect(Object.keys(PT_IDEA.words).filter((id) => !ids.has(id))).toEqual([]);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [id, spellings] of Object.entries(PT_IDEA.words))
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
    expect(needed.filter((e) => !PT_IDEA.words[e.id]?.length).map((e) => e.id)).toEqual([]);
  });

  it('reads the goal words, "and", "before" and the traits', () => {
    const shapeOf = (word: string) => PT_IDEA.goals.find(([, re]) => re.test(word))?.[0];
    expect(PT_IDEA.goals.map(([s]) => s).sort()).toEqual([...PLOT_SHAPES].sort());
    expect(
      [
        'resgatam',
        'aniversário',
        'medo',
        'aprende',
        'amizade',
        'constroem',
        'viajam',
        'descobre',
        'procuram',
        'ajuda',
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
    expect(PT_IDEA.and).toEqual(['e']);
    expect(PT_IDEA.before.test('antes')).toBe(true);
    expect(Object.keys(PT_IDEA.traits).filter((k) => !TRAITS[k])).toEqual([]);
    expect(PT_IDEA.traits.talking).toContain('falante');
  });
});
