import words from '../data/ru.nouns.json';
import { rows } from '../data/rows';

/**
 * Russian forms of every lexicon noun (`lexicon.ts`) and trait (`TRAITS` in read/traits.ts): gender,
 * animacy and all six cases in the singular and the plural, so the teller can put a noun wherever a
 * sentence needs it ("до бури", "с говорящим вороном", "на ферме"). Names decline too (`ruName`).
 */

export type RuGender = 'm' | 'f' | 'n';
export type RuCase = 'nom' | 'gen' | 'dat' | 'acc' | 'ins' | 'prep';
export const RU_CASES: readonly RuCase[] = ['nom', 'gen', 'dat', 'acc', 'ins', 'prep'];

type Forms = Record<RuCase, string>;

export interface RuNoun {
  g: RuGender;
  /** People and animals take the genitive form in the accusative ("вижу ворона", "вижу воронов"). */
  anim: boolean;
  sg: Forms;
  pl: Forms;
  /** The same role for the other sex ("подруга" for a girl friend, "кот" for a tomcat). */
  other?: RuNoun;
  /** For places: where something happens ("на ферме", "в лесу"). */
  at?: string;
  /** For skills: the infinitive after "научиться" ("танцевать"). */
  inf?: string;
}

/** The six cases from "nom, gen, dat, acc, ins, prep". */
export const ruForms = (list: string): Forms => {
  const [nom, gen, dat, acc, ins, prep] = list.split(',').map((s) => s.trim()) as string[];
  return { nom, gen, dat, acc, ins, prep } as Forms;
};

/** Every form written out: "nom, gen, dat, acc, ins, prep | the same in the plural". */
const x = (g: RuGender, anim: boolean, all: string, extra: Partial<RuNoun> = {}): RuNoun => {
  const [sg, pl = sg] = all.split('|') as [string, string?];
  return { g, anim, sg: ruForms(sg), pl: ruForms(pl), ...extra };
};

const soft = (stem: string): boolean => /[гкхжшщч]$/.test(stem);
/** A masculine noun on a hard consonant with no vowel change: "ворон", "волк", "трактор". */
const m = (word: string, anim: boolean, extra: Partial<RuNoun> = {}): RuNoun => {
  const i = soft(word) ? 'и' : 'ы';
  const pl = `${word}${i}`;
  return x(
    'm',
    anim,
    `${word},${word}а,${word}у,${anim ? `${word}а` : word},${word}ом,${word}е|` +
      `${pl},${word}ов,${word}ам,${anim ? `${word}ов` : pl},${word}ами,${word}ах`,
    extra,
  );
};
/** A feminine noun in -а with its genitive plural: ("сова", "сов"), ("лодка", "лодок"). */
const f = (word: string, genPl: string, anim: boolean, extra: Partial<RuNoun> = {}): RuNoun => {
  const stem = word.slice(0, -1);
  const i = soft(stem) ? 'и' : 'ы';
  return x(
    'f',
    anim,
    `${word},${stem}${i},${stem}е,${stem}у,${stem}ой,${stem}е|` +
      `${stem}${i},${genPl},${stem}ам,${anim ? genPl : `${stem}${i}`},${stem}ами,${stem}ах`,
    extra,
  );
};

/**
 * A row of `data/ru.nouns.json`, the helper and its arguments: ["m", word, anim], ["f", word, genPl, anim] or
 * ["x", g, anim, "all forms"], each with optional extras last; an extra `other` is a row too.
 */
type RuRow = ['m' | 'f' | 'x', ...unknown[]];

function ruRow(...[kind, ...args]: RuRow): RuNoun {
  const last = args[args.length - 1] as Partial<RuNoun> & { other?: RuRow | RuNoun };
  if (last && typeof last === 'object' && Array.isArray(last.other)) {
    args[args.length - 1] = { ...last, other: ruRow(...(last.other as RuRow)) };
  }
  if (kind === 'm') return m(...(args as Parameters<typeof m>));
  if (kind === 'f') return f(...(args as Parameters<typeof f>));
  return x(...(args as Parameters<typeof x>));
}

/** Every lexicon noun, keyed by lexicon id (`data/ru.nouns.json`). */
export const RU_NOUNS: Record<string, RuNoun> = rows(words.nouns, ruRow);

// ── Adjectives ───────────────────────────────────────────────────────────────────────────────────────

/** The idea's traits (keys of TRAITS) as Russian adjectives, masculine nominative singular. */
export const RU_TRAITS: Record<string, string> = words.traits;

const HARD: Record<RuGender | 'pl', Record<Exclude<RuCase, 'acc'>, string> & { acc?: string }> = {
  m: { nom: 'ый', gen: 'ого', dat: 'ому', ins: 'ым', prep: 'ом' },
  n: { nom: 'ое', gen: 'ого', dat: 'ому', acc: 'ое', ins: 'ым', prep: 'ом' },
  f: { nom: 'ая', gen: 'ой', dat: 'ой', acc: 'ую', ins: 'ой', prep: 'ой' },
  pl: { nom: 'ые', gen: 'ых', dat: 'ым', ins: 'ыми', prep: 'ых' },
};

/**
 * An adjective agreeing with its noun: "говорящего" (m, acc, animate), "маленькую", "потерянные".
 * Spelling rules: ы → и after г к х ж ш щ ч; unstressed о → е after ж ш щ ч ("говорящего", "говорящей").
 */
export function ruAdj(adj: string, g: RuGender | 'pl', kase: RuCase, anim: boolean): string {
  const stressed = adj.endsWith('ой');
  const stem = adj.slice(0, -2);
  const table = HARD[g];
  let ending: string;
  if (kase === 'acc') ending = table.acc ?? (anim ? table.gen : table.nom);
  else ending = table[kase];
  if (g === 'm' && (kase === 'nom' || (kase === 'acc' && !anim))) return adj;
  if (/[гкхжшщч]$/.test(stem)) ending = ending.replace(/^ы/, 'и');
  if (!stressed && /[жшщч]$/.test(stem)) ending = ending.replace(/^о/, 'е');
  return stem + ending;
}

/** The noun for a person or animal of the given sex: "подруга" for a girl friend, else the noun itself. */
export const ruNounFor = (noun: RuNoun, sex?: 'f' | 'm'): RuNoun =>
  noun.other && sex && sex === noun.other.g && noun.g !== sex ? noun.other : noun;

/**
 * A Russian noun phrase in a case: "говорящего ворона", "потерянные краски", "маленькой мышке". Russian
 * has no articles: the definite and the indefinite read alike.
 */
export function ruNP(noun: RuNoun, kase: RuCase, options: { adj?: string; plural?: boolean } = {}): string {
  const head = options.plural ? noun.pl[kase] : noun.sg[kase];
  if (!options.adj) return head;
  return `${ruAdj(options.adj, options.plural ? 'pl' : noun.g, kase, noun.anim)} ${head}`;
}

// ── Names ────────────────────────────────────────────────────────────────────────────────────────────

/** A name's ending in a case other than the nominative. */
const oblique = (kase: RuCase, endings: Record<Exclude<RuCase, 'nom'>, string>): string =>
  endings[kase as Exclude<RuCase, 'nom'>];

/** Names that lose a vowel outside the nominative: "Лев → Льва", "Павел → Павла". */
const FLEETING: Record<string, string> = { Лев: 'Льв', Павел: 'Павл', Пётр: 'Петр' };

/**
 * A Cyrillic name in a case, as Russian declines first names: names in -а/-я decline for both sexes
 * ("Эмма → Эмму", "Мия → Мии"), a man's name on a consonant declines like "брат" ("Ноах → Ноаха",
 * "Игорь → Игорю"); names on -о, -и, -у, -е, -ю and a woman's name on a consonant stay as they are.
 * Names in Latin letters (a translation line keeps the main line's spelling) never change.
 */
export function ruName(name: string, sex: 'f' | 'm', kase: RuCase): string {
  if (kase === 'nom' || !/^[А-Яа-яЁё-]+$/.test(name)) return name;
  const fleeting = FLEETING[name];
  if (fleeting) return ruName(fleeting, sex, kase);
  const last = name.slice(-1);
  const stem = name.slice(0, -1);
  // "Ноа", "Лука" after a vowel: a foreign name on a stressed -а stays as it is.
  if (/[аоуэеиы]а$/.test(name)) return name;
  if (/[ая]$/.test(name)) {
    const softStem = last === 'я' || /[гкхжшщч]$/.test(stem);
    const i = /ия$/.test(name) ? 'и' : softStem ? 'и' : 'ы';
    const e = /ия$/.test(name) ? 'и' : 'е';
    const y = last === 'я' ? 'ю' : 'у';
    const oi = last === 'я' || /[жшщчц]$/.test(stem) ? 'ей' : 'ой';
    return stem + oblique(kase, { gen: i, dat: e, acc: y, ins: oi, prep: e });
  }
  if (sex === 'f') return name;
  if (/[йь]$/.test(name)) return stem + oblique(kase, { gen: 'я', dat: 'ю', acc: 'я', ins: 'ем', prep: 'е' });
  if (/[бвгджзклмнпрстфхцчшщ]$/.test(name)) {
    // "Пушок → Пушка", "Снежок → Снежка": the fleeting o of pet names.
    if (/[^аеёиоуыэюя]ок$/.test(name) && name.length >= 5) return ruName(name.replace(/ок$/, 'к'), sex, kase);
    const ins = /[жшщчц]$/.test(name) ? 'ем' : 'ом';
    return name + oblique(kase, { gen: 'а', dat: 'у', acc: 'а', ins, prep: 'е' });
  }
  return name;
}
