import { JA_NOUNS, JA_TRAITS } from '../../tellers/ja.nouns';
import { KO_NOUNS, KO_TRAITS, josa } from '../../tellers/ko.nouns';
import type { Grammar } from './index';
import { caselessArgs, groupArgs, plainTidy, pronounArgs } from './shared';
import { cjkTidy } from './zh';

const ANIMATE = new Set(['child', 'relative', 'adult', 'animal', 'creature']);

/** What Japanese and Korean write differently. */
interface CjkSettings {
  language: 'ja' | 'ko';
  /** The old teller's table: word, word for several (姉妹, 자매), place phrase (川のそば, 강가). */
  nouns: Record<string, { w: string; pl?: string; loc?: string }>;
  traits: Record<string, string>;
  /** The ending of several living beings, what stands between trait and noun, the possessive ending. */
  plural: string;
  space: string;
  of: string;
  /** Does `p_kind` of a thing give its place phrase? */
  placeKind: boolean;
  /** Particle arguments of a noun phrase; `p_in`, `p_to` (and more) of a place phrase. */
  particles: (p: string, np: string) => Record<string, string>;
  places: (p: string, where: string) => Record<string, string>;
  join: (names: string[]) => string;
  title: (text: string) => string;
  tidy: (text: string) => string;
}

/**
 * Japanese and Korean: no articles, gender, case endings or pronouns a picture book would use. Several living
 * beings take the plural ending (or the word for several); a place gives its place phrase to `p_in` and
 * `p_to`; `p_pro` repeats the name or kind. An unknown word is kept as written.
 */
function cjk(s: CjkSettings): Grammar {
  const grammar: Grammar = {
    language: s.language,
    args(p, e) {
      const table = e.word.lex ? s.nouns[e.word.lex.id] : undefined;
      const known = table && (e.word.fromLex || e.word.text === table.w || e.word.text === table.pl);
      const w = known ? table.w : e.word.text;
      const animate = e.person || (!!e.word.lex && ANIMATE.has(e.word.lex.cat));
      const noun = e.plural && animate ? (known && table.pl ? table.pl : `${w}${s.plural}`) : w;
      const head = e.adj ? `${e.adj}${s.space}${noun}` : noun;
      const where = known && table.loc && !e.adj ? table.loc : head;
      const g = e.plural ? 'pl' : e.person ? (e.sex ?? 'm') : 'n';
      const the = e.name ?? head;
      const kind = s.placeKind && !e.person ? where : head;
      return {
        // `p_in`, `p_to`: the place phrase's, below.
        ...caselessArgs(p, e, { the, a: the, kind, aKind: head, at: '', to: '' }),
        ...s.particles(p, the),
        ...s.places(p, where),
        ...pronounArgs(p, g, [the, the, the, `${the}${s.of}`]),
      };
    },
    group: (p, members) =>
      groupArgs(grammar, p, members, s.join, (list) => ({
        ...s.particles(p, list()),
        ...pronounArgs(p, 'pl', [list(), list(), list(), `${list()}${s.of}`]),
      })),
    title: s.title,
    tidy: s.tidy,
    word: (x) => {
      const n = s.nouns[x.id];
      return n ? { text: n.w, gender: 'n' } : undefined;
    },
    trait: (key) => s.traits[key],
  };
  return grammar;
}

/** Japanese: the catalog writes the particles after bare nouns; a thing's `p_kind` is its place phrase. */
export const ja = cjk({
  language: 'ja',
  nouns: JA_NOUNS,
  traits: JA_TRAITS,
  plural: 'たち',
  space: '',
  of: 'の',
  placeKind: true,
  particles: () => ({}),
  places: (p, where) => ({ [`${p}_in`]: `${where}で`, [`${p}_to`]: `${where}へ` }),
  join: (n) => `${n.slice(0, -1).join('、')}と${n[n.length - 1]}`,
  title: cjkTidy,
  tidy: cjkTidy,
});

/**
 * Korean: the grammar attaches the particles (`josa` of the old tables: 곰이/여우가, 숲을/바다를, 숲으로/바다로)
 * as extra arguments `p_i`, `p_eul`, `p_eun`, `p_wa`, `p_ro`, `p_ui`, `p_ege`, `p_e`; places take their place
 * phrase (강가에서).
 */
export const ko = cjk({
  language: 'ko',
  nouns: KO_NOUNS,
  traits: KO_TRAITS,
  plural: '들',
  space: ' ',
  of: '의',
  placeKind: false,
  particles: (p, np) => ({
    [`${p}_i`]: josa(np, '이/가'),
    [`${p}_eul`]: josa(np, '을/를'),
    [`${p}_eun`]: josa(np, '은/는'),
    [`${p}_wa`]: josa(np, '와/과'),
    [`${p}_ro`]: josa(np, '으로/로'),
    [`${p}_ui`]: `${np}의`,
    [`${p}_ege`]: `${np}에게`,
    [`${p}_e`]: `${np}에`,
  }),
  places: (p, where) => ({
    [`${p}_in`]: `${where}에서`,
    [`${p}_to`]: josa(where, '으로/로'),
    [`${p}_e`]: `${where}에`,
  }),
  join: (n) =>
    [...n.slice(0, -2), `${josa(n[n.length - 2] as string, '와/과')} ${n[n.length - 1]}`].join(', '),
  title: (text) => text,
  tidy: plainTidy,
});
