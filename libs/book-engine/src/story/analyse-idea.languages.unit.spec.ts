import type { Language, StoryPlan } from '../types';
import { analyseIdea, analyseIdeaWith } from './analyse-idea';
import type { FrameCharacter, StoryFrame } from './frame';
import type { IdeaVocabulary } from './idea-vocabulary';
import { detectLanguage } from './idea-reading';
import { planStory } from './plan-story';

const who = (characters: FrameCharacter[]) => characters.map((c) => [c.name ?? null, c.kind]);

interface Expected {
  who: Array<[string | null, string]>;
  settings: string[];
  goal: Partial<StoryFrame['goal']>;
}

/** Ideas as parents write them, per language, with what the frame must say. */
const IDEAS: Record<Exclude<Language, 'de' | 'en' | 'ru' | 'ar'>, Array<[string, Expected]>> = {
  es: [
    [
      'Mía y su zorro Sonni buscan los colores perdidos del bosque',
      {
        who: [
          ['Mía', 'girl'],
          ['Sonni', 'fox'],
        ],
        settings: ['forest'],
        goal: { shape: 'quest', target: 'colours', targetTraits: ['lost'], targetPlural: true },
      },
    ],
    [
      'Dos hermanas, Emma y Lotta, construyen una casa del árbol y encuentran un cuervo que habla',
      {
        who: [
          ['Emma', 'sister'],
          ['Lotta', 'sister'],
          [null, 'raven'],
        ],
        settings: [],
        goal: { shape: 'build', target: 'tree-house' },
      },
    ],
    [
      'Nube, la oveja tímida, tiene miedo de la tormenta en la granja',
      { who: [['Nube', 'sheep']], settings: ['farm'], goal: { shape: 'fear', target: 'storm' } },
    ],
    [
      'Cuando llega la noche, Luna busca su estrella',
      { who: [['Luna', 'girl']], settings: [], goal: { shape: 'quest', target: 'star' } },
    ],
  ],
  fr: [
    [
      'Léo, le petit tracteur courageux, aide le fermier à rentrer la récolte avant l’orage',
      {
        who: [
          ['Léo', 'tractor'],
          [null, 'farmer'],
        ],
        settings: [],
        goal: { shape: 'deadline', target: 'harvest', beneficiary: 'farmer', deadline: 'storm' },
      },
    ],
    [
      'Une petite souris nommée Lili a peur de l’orage',
      { who: [['Lili', 'mouse']], settings: [], goal: { shape: 'fear', target: 'storm' } },
    ],
    [
      'Forêt magique : une fille et son chat rendent visite à mamie',
      {
        who: [
          [null, 'girl'],
          [null, 'cat'],
          [null, 'grandma'],
        ],
        settings: ['forest'],
        goal: { shape: 'journey', target: 'grandma' },
      },
    ],
  ],
  it: [
    [
      'Due sorelle, Emma e Lotta, costruiscono una casa sull’albero e trovano un corvo parlante',
      {
        who: [
          ['Emma', 'sister'],
          ['Lotta', 'sister'],
          [null, 'raven'],
        ],
        settings: [],
        goal: { shape: 'build', target: 'tree-house' },
      },
    ],
    [
      'La piccola volpe Rina e il suo amico riccio Pino cercano la chiave perduta nel bosco',
      {
        who: [
          ['Rina', 'fox'],
          ['Pino', 'hedgehog'],
        ],
        settings: ['forest'],
        goal: { shape: 'quest', target: 'key', targetTraits: ['lost'] },
      },
    ],
    [
      'Il drago Fuoco ha paura del buio',
      { who: [['Fuoco', 'dragon']], settings: [], goal: { shape: 'fear', target: 'night' } },
    ],
    [
      'Leo e Mia vanno al mare',
      {
        who: [
          ['Leo', 'boy'],
          ['Mia', 'girl'],
        ],
        settings: ['sea'],
        goal: {},
      },
    ],
  ],
  pt: [
    [
      'Duas irmãs, Ana e Bia, procuram o tesouro perdido na ilha',
      {
        who: [
          ['Ana', 'sister'],
          ['Bia', 'sister'],
        ],
        settings: ['island'],
        goal: { shape: 'quest', target: 'treasure', targetTraits: ['lost'] },
      },
    ],
    [
      'O trator Tito ajuda o fazendeiro a colher a colheita antes da tempestade',
      {
        who: [
          ['Tito', 'tractor'],
          [null, 'farmer'],
        ],
        settings: [],
        goal: { shape: 'deadline', target: 'harvest', beneficiary: 'farmer', deadline: 'storm' },
      },
    ],
    [
      'Uma coruja chamada Lua procura as estrelas perdidas',
      {
        who: [['Lua', 'owl']],
        settings: [],
        goal: { shape: 'quest', target: 'star', targetTraits: ['lost'], targetPlural: true },
      },
    ],
  ],
  zh: [
    [
      '米娅和她的狐狸松尼在森林里寻找丢失的颜色',
      {
        who: [
          ['米娅', 'girl'],
          ['松尼', 'fox'],
        ],
        settings: ['forest'],
        goal: { shape: 'quest', target: 'colours', targetTraits: ['lost'] },
      },
    ],
    [
      '在暴风雨来临之前，勇敢的小拖拉机里奥帮助农夫收庄稼',
      {
        who: [
          ['里奥', 'tractor'],
          [null, 'farmer'],
        ],
        settings: [],
        goal: { shape: 'deadline', target: 'harvest', beneficiary: 'farmer', deadline: 'storm' },
      },
    ],
    [
      '艾玛和洛塔两姐妹在树屋里发现了一个秘密',
      {
        who: [
          ['艾玛', 'sister'],
          ['洛塔', 'sister'],
        ],
        settings: [],
        goal: { shape: 'mystery' },
      },
    ],
    [
      '一只叫皮皮的小企鹅很孤单，想在雪地里交朋友',
      { who: [['皮皮', 'penguin']], settings: ['snow'], goal: { shape: 'friendship' } },
    ],
  ],
  ja: [
    [
      'エマとロタのふたりの姉妹がツリーハウスを作って、しゃべるカラスを見つける',
      {
        who: [
          ['エマ', 'sister'],
          ['ロタ', 'sister'],
          [null, 'raven'],
        ],
        settings: [],
        goal: { shape: 'build', target: 'tree-house' },
      },
    ],
    [
      'ミアとねこのモモがうみでかいがらをさがす',
      {
        who: [
          ['ミア', 'girl'],
          ['モモ', 'cat'],
        ],
        settings: ['sea'],
        goal: { shape: 'quest', target: 'shell' },
      },
    ],
    [
      'うさぎのミミはおばあちゃんの誕生日にケーキを作る',
      {
        who: [
          ['ミミ', 'rabbit'],
          [null, 'grandma'],
        ],
        settings: [],
        goal: { shape: 'celebration', target: 'birthday' },
      },
    ],
  ],
  ko: [
    [
      '하나와 기사가 동굴에 갇힌 아기 용을 구해요',
      {
        who: [
          ['하나', 'girl'],
          [null, 'knight'],
          [null, 'baby'],
          [null, 'dragon'],
        ],
        settings: ['cave'],
        // Korean ends on the main verb: the one rescued is the dragon before "구해요", not the knight.
        goal: { shape: 'rescue', target: 'dragon' },
      },
    ],
    [
      '레오라는 용감한 작은 트랙터가 폭풍이 오기 전에 농부를 도와 수확을 해요',
      {
        who: [
          ['레오', 'tractor'],
          [null, 'farmer'],
        ],
        settings: [],
        goal: { shape: 'deadline', target: 'harvest', beneficiary: 'farmer', deadline: 'storm' },
      },
    ],
    [
      '두 자매 서연과 지우가 나무집을 만들어요',
      {
        who: [
          ['서연', 'sister'],
          ['지우', 'sister'],
        ],
        settings: [],
        goal: { shape: 'build', target: 'tree-house' },
      },
    ],
    [
      '소니와 민지는 숲에서 잃어버린 열쇠를 찾아요',
      {
        who: [
          ['소니', 'child'],
          ['민지', 'child'],
        ],
        settings: ['forest'],
        goal: { shape: 'quest', target: 'key', targetTraits: ['lost'] },
      },
    ],
  ],
};

describe('analyseIdea in the other book languages', () => {
  describe.each(Object.entries(IDEAS))('%s', (language, ideas) => {
    it.each(ideas)('reads "%s"', (idea, expected) => {
      const frame = analyseIdea(idea);
      expect(frame.ideaLanguage).toBe(language);
      expect(who(frame.characters)).toEqual(expected.who);
      expect(frame.settings).toEqual(expected.settings);
      expect(frame.goal).toMatchObject(expected.goal);
    });
  });

  it('keeps the traits and the arrival the idea gives', () => {
    const fr = analyseIdea(
      'Léo, le petit tracteur courageux, aide le fermier à rentrer la récolte avant l’orage',
    );
    expect(fr.characters[0]?.traits).toEqual(['little', 'brave']);
    const ko = analyseIdea('레오라는 용감한 작은 트랙터가 폭풍이 오기 전에 농부를 도와 수확을 해요');
    expect(ko.characters[0]).toMatchObject({ category: 'vehicle', traits: ['brave', 'little'] });
    const ja = analyseIdea('エマとロタのふたりの姉妹がツリーハウスを作って、しゃべるカラスを見つける');
    expect(ja.characters[2]).toMatchObject({ kind: 'raven', traits: ['talking'], arrives: true });
    expect(ja.things).toEqual([{ kind: 'tree-house', traits: [] }]);
  });

  it('does not take a capitalised common word or a verb for a name', () => {
    // A known noun opening the sentence is the noun; "Érase" opens a fairy tale, not a name.
    const es = analyseIdea('Bosque encantado: una niña busca a su gato');
    expect(who(es.characters)).toEqual([
      [null, 'girl'],
      [null, 'cat'],
    ]);
    expect(es.settings).toEqual(['forest']);
    expect(
      who(analyseIdea('Érase una vez un oso llamado Bruno que tenía miedo de la noche').characters),
    ).toEqual([['Bruno', 'bear']]);
    // "Papi" is grandpa however it is written; "Mia sorella" is "my sister".
    expect(who(analyseIdea('Léo et Papi vont à la plage').characters)).toEqual([
      ['Léo', 'boy'],
      [null, 'grandpa'],
    ]);
    expect(who(analyseIdea('Mia sorella Anna cerca il suo gatto').characters)).toEqual([
      ['Anna', 'sister'],
      [null, 'cat'],
    ]);
    // "帮助" after the tractor is the goal, not a name; "소니" is a name, not the cow 소.
    const zh = analyseIdea('小拖拉机帮助农夫');
    expect(who(zh.characters)).toEqual([[null, 'farmer']]);
    expect(zh.things).toEqual([{ kind: 'tractor', traits: ['little'] }]);
    expect(who(analyseIdea('소니와 민지는 숲에서 놀아요').characters).map(([name]) => name)).toEqual([
      '소니',
      '민지',
    ]);
    // Hiragana is grammar: "ふたり" (the two) is nobody's name.
    expect(
      analyseIdea('エマとロタのふたりの姉妹がツリーハウスを作る').characters.map((c) => c.name),
    ).not.toContain('ふたり');
  });

  it('detects the language by script first, then by the words of the Latin languages', () => {
    expect(detectLanguage('레오는 트랙터예요')).toBe('ko');
    expect(detectLanguage('森でカラスを見つける')).toBe('ja');
    expect(detectLanguage('森林里的狐狸')).toBe('zh');
    expect(detectLanguage('الثعلب في الغابة')).toBe('ar');
    expect(detectLanguage('Маша и медведь')).toBe('ru');
    expect(detectLanguage('Una niña y su perro')).toBe('es');
    expect(detectLanguage('Une fille et son chien')).toBe('fr');
    expect(detectLanguage('Una bambina e il suo cane')).toBe('it');
    expect(detectLanguage('Uma menina e o seu cão')).toBe('pt');
    // German and English stay as they were, even with a Spanish tractor or a French train in them.
    expect(detectLanguage('Leo the tractor helps the farmer')).toBe('en');
    expect(detectLanguage('Der kleine Zug fährt mit dem Robot ans Meer')).toBe('de');
  });
});

describe('analyseIdeaWith a Russian or Arabic vocabulary', () => {
  const ru: IdeaVocabulary = {
    language: 'ru',
    words: {
      cat: ['кот', 'кошка'],
      tractor: ['трактор'],
      farmer: ['фермер', 'фермеру'],
      harvest: ['урожай'],
      storm: ['гроза', 'грозы'],
      treasure: ['клад'],
      forest: ['лес', 'лесу'],
    },
    goals: [
      ['quest', /^(ищ\p{L}*|иска\p{L}*|найти)$/u],
      ['deadline', /^(помога\p{L}*|помоч\p{L}*)$/u],
    ],
    and: ['и'],
    nameCues: ['по имени', 'зовут'],
    before: /^(до|перед)$/u,
    traits: { brave: ['смелый'], little: ['маленький'] },
  };
  const ar: IdeaVocabulary = {
    language: 'ar',
    words: { fox: ['ثعلب'], girl: ['بنت'], colours: ['ألوان'], forest: ['غابة'], treasure: ['كنز'] },
    goals: [['quest', /يبحث|تبحث|البحث/u]],
    and: ['و'],
    nameCues: ['اسمه', 'اسمها'],
    before: /^قبل$/u,
    traits: { lost: ['الضائعة', 'ضائعة'] },
  };

  it('reads Cyrillic words, names after a kind and "до" + event as the deadline', () => {
    const frame = analyseIdeaWith(
      'Смелый маленький трактор Тёма помогает фермеру собрать урожай до грозы',
      ru,
    );
    expect(frame.ideaLanguage).toBe('ru');
    expect(who(frame.characters)).toEqual([
      ['Тёма', 'tractor'],
      [null, 'farmer'],
    ]);
    expect(frame.characters[0]?.traits).toEqual(['brave', 'little']);
    expect(frame.goal).toMatchObject({ shape: 'deadline', target: 'harvest', deadline: 'storm' });
    expect(who(analyseIdeaWith('Кот по имени Барсик ищет клад в лесу', ru).characters)).toEqual([
      ['Барсик', 'cat'],
    ]);
  });

  it('reads Arabic words without their prefixes, the name after its kind or cue', () => {
    const frame = analyseIdeaWith('ميا والثعلب سوني يبحثان عن الألوان الضائعة في الغابة', ar);
    expect(who(frame.characters)).toEqual([
      ['ميا', 'girl'],
      ['سوني', 'fox'],
    ]);
    expect(frame.settings).toEqual(['forest']);
    expect(frame.goal).toMatchObject({ shape: 'quest', target: 'colours', targetTraits: ['lost'] });
    expect(who(analyseIdeaWith('بنت اسمها لولو تبحث عن كنز', ar).characters)).toEqual([['لولو', 'girl']]);
  });
});

/** Every chapter's title and text in the book's language. */
const chapters = (plan: StoryPlan, language: Language): string =>
  plan.chapters.map((c) => `${c.title[language]} ${c.summary[language]}`).join('\n');

describe('planStory tells an idea in its own language', () => {
  it.each<[Language, string, string[], string]>([
    ['es', 'Mía y su zorro Sonni buscan los colores perdidos del bosque', ['Mía', 'Sonni'], 'colores'],
    [
      'fr',
      'Léo, le petit tracteur courageux, aide le fermier à rentrer la récolte avant l’orage',
      ['Léo'],
      'récolte',
    ],
    [
      'it',
      'Due sorelle, Emma e Lotta, costruiscono una casa sull’albero e trovano un corvo parlante',
      ['Emma', 'Lotta'],
      'casa sull’albero',
    ],
    ['pt', 'Duas irmãs, Ana e Bia, procuram o tesouro perdido na ilha', ['Ana', 'Bia'], 'tesouro'],
    ['zh', '米娅和她的狐狸松尼在森林里寻找丢失的颜色', ['米娅', '松尼'], '颜色'],
    [
      'ja',
      'エマとロタのふたりの姉妹がツリーハウスを作って、しゃべるカラスを見つける',
      ['エマ', 'ロタ'],
      'ツリーハウス',
    ],
    ['ko', '레오라는 용감한 작은 트랙터가 폭풍이 오기 전에 농부를 도와 수확을 해요', ['레오'], '수확'],
  ])('%s: %s', (language, idea, names, target) => {
    const plan = planStory({
      bookId: `languages-${language}`,
      idea,
      age: 6,
      mainLanguage: language,
      style: 'pixar',
    });
    const text = chapters(plan, language);
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain(target);
    expect(plan.frame?.ideaLanguage).toBe(language);
  });
});
