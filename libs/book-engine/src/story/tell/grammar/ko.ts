import { KO_NOUNS, KO_TRAITS, josa } from '../../tellers/ko.nouns';
import type { Grammar } from './index';
import { groupArgs, plainTidy, pronounArgs } from './shared';

const ANIMATE = new Set(['child', 'relative', 'adult', 'animal', 'creature']);

/** Every particle form of a noun phrase, chosen by its final consonant (batchim). */
function particles(p: string, np: string): Record<string, string> {
  return {
    [`${p}_i`]: josa(np, '이/가'),
    [`${p}_eul`]: josa(np, '을/를'),
    [`${p}_eun`]: josa(np, '은/는'),
    [`${p}_wa`]: josa(np, '와/과'),
    [`${p}_ro`]: josa(np, '으로/로'),
    [`${p}_ui`]: `${np}의`,
    [`${p}_ege`]: `${np}에게`,
    [`${p}_e`]: `${np}에`,
  };
}

/**
 * Korean: no articles, gender or case endings; the grammar attaches the particles (`josa` of the old tables:
 * 곰이/여우가, 숲을/바다를, 숲으로/바다로) as extra arguments `p_i`, `p_eul`, `p_eun`, `p_wa`, `p_ro`, `p_ui`,
 * `p_ege`, `p_e`; places take their place phrase (강가에서). Several beings take 들 (or 자매); a character is
 * called by name or kind rather than by a pronoun. An unknown word is kept as written.
 */
export const ko: Grammar = {
  language: 'ko',
  args(p, e) {
    const table = e.word.lex ? KO_NOUNS[e.word.lex.id] : undefined;
    const known = table && (e.word.fromLex || e.word.text === table.w || e.word.text === table.pl);
    const w = known ? table.w : e.word.text;
    const animate = e.person || (!!e.word.lex && ANIMATE.has(e.word.lex.cat));
    const noun = e.plural && animate ? (known && table.pl ? table.pl : `${w}들`) : w;
    const head = e.adj ? `${e.adj} ${noun}` : noun;
    const where = known && table.loc && !e.adj ? table.loc : head;
    const g = e.plural ? 'pl' : e.person ? (e.sex ?? 'm') : 'n';
    const the = e.name ?? head;
    return {
      [p]: the,
      [`${p}_acc`]: the,
      [`${p}_dat`]: the,
      [`${p}_a`]: the,
      [`${p}_a_acc`]: the,
      [`${p}_kind`]: head,
      [`${p}_a_kind`]: head,
      [`${p}_n`]: e.plural ? 'other' : 'one',
      [`${p}_named`]: e.name ? 'yes' : 'no',
      ...particles(p, the),
      [`${p}_in`]: `${where}에서`,
      [`${p}_to`]: josa(where, '으로/로'),
      [`${p}_e`]: `${where}에`,
      ...pronounArgs(p, g, [the, the, the, `${the}의`]),
    };
  },
  group: (p, members) =>
    groupArgs(
      ko,
      p,
      members,
      (n) => [...n.slice(0, -2), `${josa(n[n.length - 2] as string, '와/과')} ${n[n.length - 1]}`].join(', '),
      (list) => ({
        ...particles(p, list()),
        ...pronounArgs(p, 'pl', [list(), list(), list(), `${list()}의`]),
      }),
    ),
  title: (text) => text,
  tidy: plainTidy,
  word: (x) => {
    const n = KO_NOUNS[x.id];
    return n ? { text: n.w, gender: 'n' } : undefined;
  },
  trait: (key) => KO_TRAITS[key],
};
