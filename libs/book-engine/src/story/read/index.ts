import type { Language } from '../../types';
import { analyseIdea } from '../analyse-idea';
import { IDEA_EXTRAS, IDEA_VOCABULARIES, type OtherLanguage } from '../idea-vocabularies';
import type { IdeaVocabulary } from '../idea-vocabulary';
import { LEX } from '../lexicon';
import type { Category, IdeaCharacter, IdeaFrame, IdeaPlace, IdeaThing } from '../model';
import { settingDrawable, thingDrawable } from './drawable';
import { readGoal } from './goal';
import { asCharacterKind, readLatin } from './latin';
import { nounOf } from './nouns';
import { arabicPieces } from './arabic';
import { chinesePieces } from './chinese';
import { japanesePieces } from './japanese';
import { koreanPieces } from './korean';
import { russianPieces } from './russian';
import { isScriptLanguage, type ScriptLanguage } from './script-words';
import { assemble, type Piece } from './scripts';
import { AND, DETERMINERS, SEASONS, TIMES, type Latin } from './words';

/**
 * Reads a parent's idea into the open story model (issue #21): every named character with its name exactly
 * as written, its kind in the parent's words, age, relation, looks and traits; places and things (unknown
 * nouns kept as written, with the nearest drawable beside them); the goal, obstacle, feeling, resolution and
 * deadline; time of day and season. Deterministic; the English model and WordNet load lazily once.
 *
 * English, German, French, Spanish, Italian and Portuguese are read by grammar (`latin.ts`); Russian,
 * Chinese, Japanese, Korean and Arabic by their idea vocabularies only (`fallback: true`: names and the
 * vocabulary's kinds and places are kept, the rest is the teller's choice).
 */
export function readIdea(idea: string, options: { language?: Language } = {}): IdeaFrame {
  const sentence = idea.trim().replace(/\s+/g, ' ');
  const language = options.language ?? detectIdeaLanguage(sentence);
  const time = timeOf(sentence);
  if (!sentence)
    return {
      version: 2,
      ideaLanguage: language,
      characters: [],
      places: [],
      things: [],
      goal: { shape: 'open' },
      sentence,
      fallback: true,
    };
  if (isLatin(language)) {
    try {
      return readLatinIdea(sentence, language, time);
    } catch {
      // Never fail a preview on an idea the grammar trips over: names and vocabulary, marked as a fallback.
      return { ...readByVocabulary(sentence, language), ...(time ? { time } : {}) };
    }
  }
  if (isScriptLanguage(language) && SCRIPT_READERS[language]) {
    try {
      return {
        ...assemble(SCRIPT_READERS[language]!(sentence), language, sentence),
        ...(time ? { time } : {}),
      };
    } catch {
      return { ...readByVocabulary(sentence, language), ...(time ? { time } : {}) };
    }
  }
  return { ...readByVocabulary(sentence, language as OtherLanguage), ...(time ? { time } : {}) };
}

const SCRIPT_READERS: Partial<Record<ScriptLanguage, (sentence: string) => Piece[]>> = {
  ko: koreanPieces,
  ja: japanesePieces,
  zh: chinesePieces,
  ar: arabicPieces,
  ru: russianPieces,
};

/** Loads the English model and WordNet's index ahead of the first idea (about a second), e.g. at start-up. */
export function warmUpIdeaReader(): void {
  readIdea('Priya the pangolin is too shy to go to the jungle library.');
  readIdea('Der Biber Bruno baut einen Damm.');
}

function readLatinIdea(sentence: string, language: Latin, time: IdeaFrame['time']): IdeaFrame {
  {
    const reading = readLatin(sentence, language);
    const goal = readGoal(sentence, language, reading);
    const characters = reading.characters;
    const hero =
      characters.find((c) => c.name && !c.relation) ?? characters.find((c) => !c.relation) ?? characters[0];
    for (const c of characters) c.role = c === hero ? 'protagonist' : 'companion';
    // The hero first: ids stay in the order the idea mentions them.
    return {
      version: 2,
      ideaLanguage: language,
      characters,
      places: reading.places,
      things: reading.things,
      goal,
      ...(time ? { time } : {}),
      sentence,
    };
  }
}

const LATIN: readonly Language[] = ['en', 'de', 'fr', 'es', 'it', 'pt'];
const isLatin = (language: Language): language is Latin => LATIN.includes(language);

const EN_FUNCTION = new Set(
  'and the a an with his her is to of in on who wants finds she he they their'.split(' '),
);
const DE_FUNCTION = new Set(
  'und der die das ein eine einen mit im auf ist sein seine ihre ihr zu den dem sucht will nicht sich'.split(
    ' ',
  ),
);

/** The idea's language: its script first, then the function words of the Latin-script languages. */
export function detectIdeaLanguage(idea: string): Language {
  if (/\p{Script=Hangul}/u.test(idea)) return 'ko';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(idea)) return 'ja';
  if (/\p{Script=Han}/u.test(idea)) return 'zh';
  if (/\p{Script=Arabic}/u.test(idea)) return 'ar';
  if (/\p{Script=Cyrillic}/u.test(idea)) return 'ru';
  const words = (idea.toLowerCase().match(/[\p{L}’']+/gu) ?? []).flatMap((w) => {
    const m = /^(\p{L}{1,5}['’])(\p{L}.*)$/u.exec(w);
    return m ? [m[1]!.replace("'", '’'), m[2]!] : [w];
  });
  const scores: Array<[Language, number]> = [
    ['en', words.filter((w) => EN_FUNCTION.has(w)).length],
    [
      'de',
      words.filter((w) => DE_FUNCTION.has(w)).length + words.filter((w) => /[äöüß]/.test(w)).length * 0.5,
    ],
  ];
  for (const language of ['fr', 'es', 'it', 'pt'] as const) {
    const extras = IDEA_EXTRAS[language];
    const own = new Set([...extras.stops, ...DETERMINERS[language], ...AND[language]]);
    const vocabulary = new Set(Object.values(IDEA_VOCABULARIES[language].words).flat());
    const score =
      words.filter((w) => own.has(w) && !EN_FUNCTION.has(w) && !DE_FUNCTION.has(w)).length +
      words.filter((w) => vocabulary.has(w)).length * 0.5;
    scores.push([language, score]);
  }
  // Letters that tell the Romance languages apart.
  const bonus: Partial<Record<Language, RegExp>> = {
    fr: /[èêëàçœ]|’/,
    es: /[ñ¿¡]|ción\b/,
    pt: /[ãõ]|ção\b/,
    it: /\b(gli|il|è|della|perché)\b/,
  };
  for (const s of scores) if (bonus[s[0]]?.test(idea.toLowerCase())) s[1] += 1.5;
  scores.sort((a, b) => b[1] - a[1]);
  return scores[0]![1] > 0 ? scores[0]![0] : 'en';
}

function timeOf(sentence: string): IdeaFrame['time'] {
  const of = TIMES.find(([re]) => re.test(sentence))?.[1];
  const season = SEASONS.find(([re]) => re.test(sentence))?.[1];
  if (!of && !season) return undefined;
  return { of: of ?? 'day', ...(season ? { season } : {}) };
}

const LEX_CATEGORY: Record<string, Category> = {
  child: 'person',
  relative: 'person',
  adult: 'person',
  animal: 'animal',
  creature: 'creature',
  vehicle: 'vehicle',
  toy: 'toy',
};

/**
 * Russian, Chinese, Japanese, Korean and Arabic: the vocabulary reader (names, the vocabulary's kinds,
 * places and plot shape), each kind kept in the idea's own spelling. `fallback: true` says the rest (looks,
 * unknown nouns, the action as written) is not read.
 */
function readByVocabulary(sentence: string, language: Language): IdeaFrame {
  const frame = analyseIdea(sentence);
  const vocabulary = IDEA_VOCABULARIES[language as OtherLanguage] as IdeaVocabulary | undefined;
  const spelled = (id: string): string => {
    const spellings = vocabulary?.words[id] ?? [];
    return (
      spellings.find((s) => sentence.toLowerCase().includes(s)) ?? spellings[0] ?? LEX.get(id)?.en.sg ?? id
    );
  };
  const characters: IdeaCharacter[] = frame.characters
    .filter((c) => !c.added)
    .map((c) => {
      const entry = LEX.get(c.kind);
      const word = spelled(c.kind);
      const noun = nounOf(word, language, { en: entry?.en.sg ?? c.kind });
      const kind = asCharacterKind(
        nounOf(entry?.en.sg ?? c.kind, 'en'),
        c.sex === 'f' || c.sex === 'm' ? c.sex : undefined,
      );
      return {
        id: c.id,
        ...(c.name ? { name: c.name } : {}),
        kind: noun,
        category: kind?.category ?? LEX_CATEGORY[entry?.cat ?? 'child'] ?? 'person',
        drawAs: kind?.drawAs ?? (c.sex === 'm' ? 'boy' : 'girl'),
        ...(c.sex === 'f' || c.sex === 'm' ? { sex: c.sex } : {}),
        role: c.role,
        traits: c.traits.map((t) => ({ word: t, en: t })),
        looks: {},
        ...(c.arrives ? { arrives: true } : {}),
      };
    });
  // Names written in the idea are kept exactly; the vocabulary reader may have found them in another form.
  for (const c of characters) if (c.name && !sentence.includes(c.name)) delete c.name;
  // Arabic: "قطتها" (her cat) is a kind with a possessive suffix, not a name.
  if (language === 'ar' && vocabulary)
    for (const c of characters) {
      if (!c.name) continue;
      const stem = c.name.replace(/(هما|هم|ها|ه|ي|ك)$/u, '').replace(/ت$/u, 'ة');
      const id = Object.entries(vocabulary.words).find(
        ([, spellings]) => spellings.includes(stem) || spellings.includes(`ال${stem}`),
      )?.[0];
      const entry = id ? LEX.get(id) : undefined;
      if (!entry || stem === c.name) continue;
      const kind = asCharacterKind(nounOf(entry.en.sg, 'en'));
      const words = sentence.split(/[\s.,،؛!?؟]+/u);
      const at = words.findIndex((w) => w === c.name || w.endsWith(c.name!));
      const next = at >= 0 ? words[at + 1] : undefined;
      const vocabularyWord = (w: string) => Object.values(vocabulary.words).some((s) => s.includes(w));
      if (
        next &&
        /^\p{Script=Arabic}+$/u.test(next) &&
        !vocabularyWord(next) &&
        !characters.some((x) => x.name === next)
      )
        c.name = next;
      else delete c.name;
      c.kind = nounOf(stem, language, { en: entry.en.sg });
      c.category = kind?.category ?? c.category;
      c.drawAs = kind?.drawAs ?? c.drawAs;
      const owner = characters.find((x) => x !== c && x.category === 'person');
      if (owner && c.category !== 'person') c.relation = { to: owner.id, as: 'pet' };
    }
  const places: IdeaPlace[] = frame.settings.map((id) => ({
    noun: nounOf(spelled(id), language, { en: LEX.get(id)?.en.sg ?? id }),
    drawAs: settingDrawable(id) ?? settingDrawable(LEX.get(id)?.en.sg ?? id) ?? 'home',
  }));
  const things: IdeaThing[] = frame.things.map((t) => {
    const drawAs = thingDrawable(t.kind) ?? thingDrawable(LEX.get(t.kind)?.en.sg ?? t.kind);
    return {
      noun: nounOf(spelled(t.kind), language, { en: LEX.get(t.kind)?.en.sg ?? t.kind }),
      ...(drawAs ? { drawAs } : {}),
      traits: t.traits.map((x) => ({ word: x, en: x })),
    };
  });
  const targetId = frame.goal.target;
  const target = targetId
    ? (things.find((t) => t.noun.en === LEX.get(targetId)?.en.sg) ?? {
        noun: nounOf(spelled(targetId), language, { en: LEX.get(targetId)?.en.sg ?? targetId }),
        ...(thingDrawable(targetId) ? { drawAs: thingDrawable(targetId) } : {}),
        traits: frame.goal.targetTraits.map((x) => ({ word: x, en: x })),
        ...(frame.goal.targetPlural ? { plural: true } : {}),
      })
    : undefined;
  const beneficiaryEn = frame.goal.beneficiary ? LEX.get(frame.goal.beneficiary)?.en.sg : undefined;
  const beneficiary = beneficiaryEn
    ? characters.find((c) => !c.name && c.kind.en === beneficiaryEn)
    : undefined;
  return {
    version: 2,
    ideaLanguage: language,
    fallback: true,
    characters,
    places,
    things,
    goal: {
      shape: frame.goal.shape,
      ...(target ? { target } : {}),
      ...(beneficiary ? { beneficiary: beneficiary.id } : {}),
      ...(frame.goal.deadline
        ? {
            deadline: {
              word: spelled(frame.goal.deadline),
              en: LEX.get(frame.goal.deadline)?.en.sg ?? frame.goal.deadline,
            },
          }
        : {}),
    },
    sentence,
  };
}
