import { planStory } from '../story/plan-story';
import type { Language, StoryPlan } from '../types';
import { applyChanges } from './apply-changes';
import type { PlannedChange, RefinementAnswer, RefinementContext } from './changes';
import { colourById } from './colour-words';
import { customerLanguage, planRefinement } from './embedded-planner';
import { kindById } from './kind-words';
import { TEXTS } from './planner-texts';
import { SLOT_WORDS } from './planner-words';

/**
 * Refinement in the parent's language (issue #21): requests written in any of the eleven book languages are
 * read — parts, colours, features, pages, shorter text, names, styles, kinds — and every answer and question
 * comes back in that language, whatever the site's language is.
 */

/** A book in `language` whose cast is the two names given (the story reader's own reading of the idea aside). */
function book(language: Language, idea: string, names: [string, string]): StoryPlan {
  const plan = planStory({
    bookId: `lang-${language}`,
    idea,
    age: 5,
    mainLanguage: language,
    style: 'pixar',
  });
  // Fixed looks, so the expectations do not follow the story engine: a girl with brown hair, no glasses, a
  // green dress; a fox in a red cape.
  return {
    ...plan,
    cast: plan.cast.slice(0, 2).map((c, i) => ({
      ...c,
      name: { [language]: names[i] },
      sheet:
        i === 0
          ? {
              ...c.sheet,
              species: 'person',
              gender: 'f',
              kind: 'girl',
              clothing: 'dress',
              features: [],
              colors: { ...c.sheet.colors, hair: '#6b3e26', clothing: '#43a047' },
            }
          : {
              ...c.sheet,
              species: 'fox',
              gender: 'm',
              kind: 'fox',
              clothing: 'cape',
              features: [],
              colors: { ...c.sheet.colors, clothing: '#e53935' },
            },
    })),
  };
}

const BOOKS: Record<Exclude<Language, 'de' | 'en'>, StoryPlan> = {
  fr: book('fr', 'Léa et son renard Roux cherchent un trésor dans la forêt', ['Léa', 'Roux']),
  es: book('es', 'Lucía y su zorro Toby buscan un tesoro en el bosque', ['Lucía', 'Toby']),
  it: book('it', 'Giulia e la sua volpe Micio cercano un tesoro nel bosco', ['Giulia', 'Micio']),
  pt: book('pt', 'Ana e a sua raposa Pipoca procuram um tesouro na floresta', ['Ana', 'Pipoca']),
  ru: book('ru', 'Маша и её лиса Рыжик ищут клад в лесу', ['Маша', 'Рыжик']),
  zh: book('zh', '小美和狐狸旺旺在森林里找宝藏', ['小美', '旺旺']),
  ja: book('ja', 'ハナとキツネのコンが森で宝物をさがす', ['ハナ', 'コン']),
  ko: book('ko', '지우와 여우 코코가 숲에서 보물을 찾아요', ['지우', '코코']),
  ar: book('ar', 'ليلى والثعلب ميمي يبحثان عن كنز', ['ليلى', 'ميمي']),
};

/** Something only that language's answers have. */
const SCRIPT: Record<Language, RegExp> = {
  en: /\b(?:the|is|page|change)\b/i,
  de: /\b(?:die|ist|Seite|Änderung)\b/,
  fr: /\b(?:la|le|est|page|modification)\b/,
  es: /\b(?:el|la|es|página|cambio)\b/,
  it: /\b(?:il|la|è|pagina|modifica)\b/,
  pt: /\b(?:o|a|é|página|alteração)\b/,
  ru: /\p{Script=Cyrillic}{3}/u,
  zh: /\p{Script=Han}{2}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}{2}/u,
  ar: /\p{Script=Arabic}{3}/u,
};

const BLUE = colourById('blue')?.hex as string;
const BLACK = colourById('black')?.hair as string;

const ask = (plan: StoryPlan, message: string, site: 'de' | 'en' = 'en'): RefinementAnswer => {
  const context: RefinementContext = { plan, format: 'booklet', textBackground: true, locale: site };
  return planRefinement(context, { message, focusPages: [6] });
};

type Expect = Array<Partial<PlannedChange> & Record<string, unknown>> | 'ask';

/** Per language: a scarf in blue, black hair instead of brown, glasses, shorter text, a rename, a style, a kind, a vague wish. */
const CASES: Array<[Exclude<Language, 'de' | 'en'>, string, Expect]> = [
  [
    'fr',
    'L’écharpe de Roux doit être bleue',
    [{ character: 1, look: { clothing: 'scarf', colors: { clothing: BLUE } } }],
  ],
  [
    'fr',
    'Les cheveux de Léa en noir au lieu de marron',
    [{ character: 0, look: { colors: { hair: BLACK } } }],
  ],
  ['fr', 'Léa doit porter des lunettes', [{ character: 0, look: { addFeatures: ['glasses'] } }]],
  ['fr', 'Texte plus court à la page 12', [{ target: 'page_text', action: 'shorten', page: 11 }]],
  ['fr', 'Roux s’appelle en fait Flamme', [{ action: 'rename', character: 1, name: { fr: 'Flamme' } }]],
  ['fr', 'Tout le livre en aquarelle', [{ action: 'change_style', style: 'watercolor' }]],
  ['fr', 'Roux doit être un chien', [{ character: 1, look: { species: 'dog', kind: 'dog' } }]],
  ['fr', 'change ça s’il te plaît', 'ask'],
  [
    'es',
    'La bufanda de Toby debe ser azul',
    [{ character: 1, look: { clothing: 'scarf', colors: { clothing: BLUE } } }],
  ],
  ['es', 'Lucía debe llevar gafas', [{ character: 0, look: { addFeatures: ['glasses'] } }]],
  ['es', 'Texto más corto en la página 12', [{ action: 'shorten', page: 11 }]],
  ['es', 'Toby se llama en realidad Rayo', [{ action: 'rename', character: 1, name: { es: 'Rayo' } }]],
  ['es', 'El pelo de Lucía negro en vez de marrón', [{ character: 0, look: { colors: { hair: BLACK } } }]],
  ['es', 'Toby debe ser un gato', [{ character: 1, look: { species: 'cat' } }]],
  ['es', 'cámbialo por favor', 'ask'],
  [
    'it',
    'La sciarpa di Micio deve essere blu',
    [{ character: 1, look: { clothing: 'scarf', colors: { clothing: BLUE } } }],
  ],
  ['it', 'Micio si chiama in realtà Fulmine', [{ action: 'rename', character: 1, name: { it: 'Fulmine' } }]],
  ['it', 'Testo più corto a pagina 12', [{ action: 'shorten', page: 11 }]],
  ['it', 'Tutto il libro ad acquerello', [{ action: 'change_style', style: 'watercolor' }]],
  [
    'pt',
    'O cachecol da Pipoca deve ser azul',
    [{ character: 1, look: { clothing: 'scarf', colors: { clothing: BLUE } } }],
  ],
  ['pt', 'A Pipoca se chama na verdade Trovão', [{ action: 'rename', character: 1, name: { pt: 'Trovão' } }]],
  ['pt', 'Ana deve usar óculos', [{ character: 0, look: { addFeatures: ['glasses'] } }]],
  ['pt', 'O livro todo em aquarela', [{ action: 'change_style', style: 'watercolor' }]],
  [
    'ru',
    'Шарф Рыжика должен быть синим',
    [{ character: 1, look: { clothing: 'scarf', colors: { clothing: BLUE } } }],
  ],
  ['ru', 'Рыжика на самом деле зовут Огонёк', [{ action: 'rename', character: 1, name: { ru: 'Огонёк' } }]],
  ['ru', 'Текст короче на странице 12', [{ action: 'shorten', page: 11 }]],
  ['ru', 'Сделай Рыжика собакой', [{ character: 1, look: { species: 'dog' } }]],
  ['ru', 'Маша должна носить очки', [{ character: 0, look: { addFeatures: ['glasses'] } }]],
  ['ru', 'измени это', 'ask'],
  ['zh', '把旺旺的围巾改成蓝色', [{ character: 1, look: { clothing: 'scarf', colors: { clothing: BLUE } } }]],
  ['zh', '小美要戴眼镜', [{ character: 0, look: { addFeatures: ['glasses'] } }]],
  ['zh', '第12页的文字短一点', [{ action: 'shorten', page: 11 }]],
  ['zh', '把旺旺改名为豆豆', [{ action: 'rename', character: 1, name: { zh: '豆豆' } }]],
  ['zh', '整本书用水彩风格', [{ action: 'change_style', style: 'watercolor' }]],
  ['zh', '改一下', 'ask'],
  [
    'ja',
    'コンのマフラーを青にして',
    [{ character: 1, look: { clothing: 'scarf', colors: { clothing: BLUE } } }],
  ],
  [
    'ja',
    '6ページを「ハナは森に住んでいます。」にして',
    [{ action: 'rewrite', page: 5, body: { ja: 'ハナは森に住んでいます。' } }],
  ],
  ['ja', 'コンの名前をポチにして', [{ action: 'rename', character: 1, name: { ja: 'ポチ' } }]],
  ['ja', '本全体を水彩にして', [{ action: 'change_style', style: 'watercolor' }]],
  [
    'ko',
    '코코의 목도리를 파란색으로 바꿔 주세요',
    [{ character: 1, look: { clothing: 'scarf', colors: { clothing: BLUE } } }],
  ],
  ['ko', '지우에게 안경을 씌워 주세요', [{ character: 0, look: { addFeatures: ['glasses'] } }]],
  ['ko', '코코 이름을 초코로 바꿔 주세요', [{ action: 'rename', character: 1, name: { ko: '초코' } }]],
  ['ko', '12페이지 글을 짧게 해 주세요', [{ action: 'shorten', page: 11 }]],
  ['ar', 'اجعل وشاح ميمي أزرق', [{ character: 1, look: { clothing: 'scarf', colors: { clothing: BLUE } } }]],
  ['ar', 'غيّر اسم ميمي إلى نجمة', [{ action: 'rename', character: 1, name: { ar: 'نجمة' } }]],
  ['ar', 'الكتاب كله بالألوان المائية', [{ action: 'change_style', style: 'watercolor' }]],
  ['ar', 'شعر ليلى أسود', [{ character: 0, look: { colors: { hair: BLACK } } }]],
  ['ar', 'غيّره', 'ask'],
];

describe('EmbeddedRefinementPlanner in the eleven book languages (issue #21)', () => {
  it.each(CASES)('%s: %s', (language, message, expected) => {
    const plan = BOOKS[language];
    const answer = ask(plan, message);
    const said = answer.kind === 'plan' ? answer.summary : answer.prompt;
    // Whatever the site's language (English here), the answer is in the parent's.
    expect(said).toMatch(SCRIPT[language]);
    if (expected === 'ask') {
      expect(answer.kind).toBe('clarify');
      return;
    }
    expect({ message, answer }).toMatchObject({ message, answer: { kind: 'plan', changes: expected } });
    if (answer.kind === 'plan') {
      expect(answer.changes).toHaveLength(expected.length);
      expect(() => applyChanges(plan, answer.changes, { format: 'booklet' })).not.toThrow();
    }
  });

  it('has cases for every book language beyond German and English', () => {
    expect(new Set(CASES.map(([l]) => l))).toEqual(new Set(Object.keys(BOOKS)));
  });

  it.each([
    ['Mach Sonnis Schal blau', 'de'],
    ["Make the fox's scarf blue", 'en'],
    ['L’écharpe de Roux doit être bleue', 'fr'],
    ['La bufanda de Toby debe ser azul', 'es'],
    ['La sciarpa di Micio deve essere blu', 'it'],
    ['O cachecol da Pipoca deve ser azul', 'pt'],
    ['Шарф должен быть синим', 'ru'],
    ['把围巾改成蓝色', 'zh'],
    ['マフラーを青にして', 'ja'],
    ['목도리를 파란색으로', 'ko'],
    ['اجعل الوشاح أزرق', 'ar'],
    ['Rufus', undefined],
  ])('tells the language of "%s"', (message, language) => {
    expect(customerLanguage(message)).toBe(language);
  });
});

describe('what the planner says, in every language', () => {
  const plan = BOOKS.fr;
  const scarf = SLOT_WORDS.find((s) => s.id === 'scarf')!;
  const blue = colourById('blue')!;
  const dachshund = kindById('dachshund')!;

  it.each(Object.keys(TEXTS) as Language[])(
    '%s: every question and rationale is written in it',
    (language) => {
      const t = TEXTS[language];
      const samples = [
        t.ask.whatToChange(plan, 24),
        t.ask.whichPage(24, 12),
        t.ask.whoFor(plan, 'x'),
        t.ask.whatColoured(plan, blue),
        t.ask.whichColour('Léa', scarf),
        t.ask.options(plan, 24, 'hmm'),
        t.ask.pick(plan),
        t.ask.cannotDraw([{ whose: 'Léa', word: 'x' }]),
        t.ask.whichKind('Roux', dachshund),
        t.ask.renameWhich(plan),
        t.rationale.look('Léa', [
          t.lookPart.coloured(scarf, blue, true),
          t.lookPart.feature('glasses', false),
        ]),
        t.rationale.rename('Roux', 'Flamme'),
        t.rationale.style('watercolor'),
        t.rationale.shorten(12, '…'),
        t.summary(['x']),
      ];
      for (const text of samples) {
        expect(text.trim().length).toBeGreaterThan(0);
        // The planner's own language reader takes each text for that language.
        expect({ language, text, read: customerLanguage(text) }).toEqual({ language, text, read: language });
        if (language !== 'en') expect(text).not.toMatch(/\b(?:What|Which|should|the page|Please check)\b/);
      }
    },
  );
});
