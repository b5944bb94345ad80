import type { Language, StoryPlan } from '../../types';
import { TRAITS } from '../analyse-idea';
import { type PLOT_SHAPES } from '../frame';
import { LEX, LEXICON } from '../lexicon';
import { planStory } from '../plan-story';
import { TELLERS } from './index';
import { RU_IDEA } from './ru.idea';
import { RU_CASES, RU_NOUNS, RU_TRAITS, ruAdj, ruName, ruNP } from './ru.nouns';

const n = (id: string) => RU_NOUNS[id]!;

describe('Russian nouns', () => {
  it('has every lexicon noun in all six cases, singular and plural, and every trait', () => {
    for (const x of LEXICON) {
      const noun = RU_NOUNS[x.id];
      expect(noun).toBeDefined();
      for (const c of RU_CASES) {
        expect(noun?.sg[c]).toMatch(/^[А-Яа-яЁё -]+$/);
        expect(noun?.pl[c]).toMatch(/^[А-Яа-яЁё -]+$/);
      }
      if (x.cat === 'place') expect(noun?.at).toBeTruthy();
    }
    expect(Object.keys(RU_NOUNS).sort()).toEqual(LEXICON.map((x) => x.id).sort());
    expect(Object.keys(RU_TRAITS).sort()).toEqual(Object.keys(TRAITS).sort());
  });

  it.each([
    ['raven', 'acc', { adj: 'говорящий' }, 'говорящего ворона'],
    ['raven', 'ins', { adj: 'говорящий' }, 'говорящим вороном'],
    ['colours', 'nom', { adj: 'потерянный', plural: true }, 'потерянные краски'],
    ['colours', 'gen', { adj: 'потерянный', plural: true }, 'потерянных красок'],
    ['mouse', 'dat', { adj: 'маленький' }, 'маленькой мышке'],
    ['tractor', 'acc', { adj: 'большой' }, 'большой трактор'],
    ['cake', 'acc', { adj: 'золотой' }, 'золотой торт'],
    ['owl', 'acc', { adj: 'мудрый' }, 'мудрую сову'],
    ['storm', 'gen', {}, 'бури'],
    ['sheep', 'acc', { plural: true }, 'овечек'],
    ['boat', 'acc', { plural: true }, 'лодки'],
    ['ghost', 'prep', { adj: 'говорящий' }, 'говорящем привидении'],
  ] as const)('%s, %s %j → %s', (id, kase, options, expected) => {
    expect(ruNP(n(id), kase, options)).toBe(expected);
  });

  it('declines adjectives by the spelling rules', () => {
    expect(ruAdj('говорящий', 'f', 'gen', true)).toBe('говорящей');
    expect(ruAdj('большой', 'n', 'nom', false)).toBe('большое');
    expect(ruAdj('маленький', 'pl', 'ins', true)).toBe('маленькими');
  });

  it('declines names the way Russian does', () => {
    expect(ruName('Эмма', 'f', 'acc')).toBe('Эмму');
    expect(ruName('Мия', 'f', 'gen')).toBe('Мии');
    expect(ruName('Саша', 'm', 'ins')).toBe('Сашей');
    expect(ruName('Лев', 'm', 'acc')).toBe('Льва');
    expect(ruName('Игорь', 'm', 'dat')).toBe('Игорю');
    expect(ruName('Ной', 'm', 'gen')).toBe('Ноя');
    expect(ruName('Снежок', 'm', 'ins')).toBe('Снежком');
    expect(ruName('Лео', 'm', 'acc')).toBe('Лео');
    expect(ruName('Пип', 'f', 'dat')).toBe('Пип');
    expect(ruName('Mia', 'f', 'acc')).toBe('Mia');
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

const L = 'ru';
const plan = (idea: string, main: Language, age = 8, bookId = 'ru-spec'): StoryPlan =>
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
/** Every case form of a noun, so a test can ask "is the noun there in some case". */
const anyForm = (id: string): RegExp => {
  const noun = n(id);
  // A skill is told as a verb ("научиться танцевать").
  const forms = [
    ...new Set([...RU_CASES.flatMap((c) => [noun.sg[c], noun.pl[c]]), ...(noun.inf ? [noun.inf] : [])]),
  ];
  return new RegExp(`(^|[^а-яё])(${forms.join('|')})($|[^а-яё])`, 'iu');
};

describe.each(['en', L] as const)('Russian stories, main language %s', (main) => {
  const plans = Object.entries(IDEAS).map(([shape, idea]) => ({
    shape,
    p: plan(idea, main, 8, `ru-${shape}`),
  }));

  it.each(plans.map(({ shape, p }) => [shape, p] as const))('tells the %s idea in Russian', (_shape, p) => {
    const text = allText(p);
    // Every name as the cast has it; an unnamed grandpa is "Дедушка" in the list, "дедушка" mid-sentence.
    p.cast.forEach((c, i) => {
      const name = c.name[L] ?? '';
      if (p.frame!.characters[i]?.name) expect(text).toContain(name);
      else expect(text.toLowerCase()).toContain(name.toLowerCase());
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

  // Russian books are told by the open teller (ADR 0028, catalogs/ru.ts): chapter titles come from the catalog.
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

describe('Russian grammar in the told story', () => {
  const sisters = plan(
    'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben',
    'ru',
    8,
    'ravens',
  );
  const text = allText(sisters);

  it('puts the sisters, the tree house and the forest in their cases', () => {
    expect(text).toContain('Эмма');
    expect(text).toContain('Лотта');
    expect(text).toMatch(/построить домик на дереве/);
    expect(text).toMatch(/в лесу/);
  });

  it('agrees the past tense with a girl and declines names', () => {
    const teen = allText(plan(IDEAS.quest, 'ru', 14, 'mia'));
    expect(teen).toMatch(/сказала Мия/);
    expect(teen).toMatch(/у Мии/);
    const leo = allText(plan(IDEAS.deadline, 'ru', 8, 'leo'));
    expect(leo).toMatch(/Лев/);
    expect(leo).toMatch(/трактор/);
  });

  it('names the unnamed by their kind and tells where the story happens', () => {
    expect(sisters.cast.map((c) => c.name.ru)).toEqual(['Эмма', 'Лотта', 'ворон']);
    expect(sisters.setting.description.ru).toBe('История происходит в лесу.');
    expect(TELLERS.ru?.unnamed({ entry: LEX.get('friend')!, traits: [], sex: 'f' })).toBe('подруга');
  });
});

describe('Russian idea vocabulary', () => {
  it('spells known ids only, each spelling for one id, lower case', () => {
    const seen = new Map<string, string>();
    for (const [id, spellings] of Object.entries(RU_IDEA.words)) {
      expect(LEX.has(id)).toBe(true);
      for (const s of spellings) {
        expect(s).toBe(s.toLowerCase());
        expect(seen.get(s) ?? id).toBe(id);
        seen.set(s, id);
      }
    }
    for (const x of LEXICON)
      if (x.cat !== 'object' || x.id !== 'seed') expect(RU_IDEA.words[x.id]?.length).toBeGreaterThan(0);
    expect(RU_IDEA.words.fox).toEqual(expect.arrayContaining(['лиса', 'лисой', 'лисичка']));
    expect(RU_IDEA.words.sister).toEqual(expect.arrayContaining(['сёстры', 'сестры']));
    expect(RU_IDEA.words.hedgehog).toEqual(expect.arrayContaining(['ёжик', 'ежик', 'ежиком']));
  });

  it('reads the goal words in the order of the shapes and the traits in every form', () => {
    const shapeOf = (word: string) => RU_IDEA.goals.find(([, re]) => re.test(word))?.[0];
    expect(shapeOf('спасают')).toBe('rescue');
    expect(shapeOf('боится')).toBe('fear');
    expect(shapeOf('учится')).toBe('learn');
    expect(shapeOf('строят')).toBe('build');
    expect(shapeOf('путешествуют')).toBe('journey');
    expect(shapeOf('тайну')).toBe('mystery');
    expect(shapeOf('ищут')).toBe('quest');
    expect(shapeOf('помогает')).toBe('deadline');
    expect(RU_IDEA.goals.map(([s]) => s)).toEqual([
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
    expect(RU_IDEA.traits.talking).toEqual(expect.arrayContaining(['говорящего', 'говорящая']));
    expect(Object.keys(RU_IDEA.traits).sort()).toEqual(Object.keys(TRAITS).sort());
    // A trait's spelling is never also a noun's ("طائر" the flying trait, not a bird).
    const nounSpellings = new Set(Object.values(RU_IDEA.words).flat());
    for (const spellings of Object.values(RU_IDEA.traits))
      expect(spellings.filter((s) => nounSpellings.has(s))).toEqual([]);
    const traitOwner = new Map<string, string>();
    for (const [k, spellings] of Object.entries(RU_IDEA.traits))
      for (const s of spellings) {
        expect(traitOwner.get(s) ?? k).toBe(k);
        traitOwner.set(s, k);
      }
    expect(RU_IDEA.before.test('до')).toBe(true);
  });
});
