import { JA_NOUNS, JA_TRAITS } from '../../tellers/ja.nouns';
import type { Grammar } from './index';
import { groupArgs, pronounArgs } from './shared';
import { cjkTidy } from './zh';

const ANIMATE = new Set(['child', 'relative', 'adult', 'animal', 'creature']);

/**
 * Japanese: no articles, gender, plural endings or pronouns a picture book would use; the catalog writes the
 * particles after bare nouns. Several living beings take たち (or the word for several, 姉妹); a place gives
 * its place phrase (川のそば) to `p_kind`, `p_in` (…で) and `p_to` (…へ); `p_pro` repeats the name or kind.
 * An unknown word is kept as written.
 */
export const ja: Grammar = {
  language: 'ja',
  args(p, e) {
    const table = e.word.lex ? JA_NOUNS[e.word.lex.id] : undefined;
    const known = table && (e.word.fromLex || e.word.text === table.w || e.word.text === table.pl);
    const w = known ? table.w : e.word.text;
    const animate = e.person || (!!e.word.lex && ANIMATE.has(e.word.lex.cat));
    const noun = e.plural && animate ? (known && table.pl ? table.pl : `${w}たち`) : w;
    const head = `${e.adj ?? ''}${noun}`;
    const where = known && table.loc && !e.adj ? table.loc : head;
    const g = e.plural ? 'pl' : e.person ? (e.sex ?? 'm') : 'n';
    const the = e.name ?? head;
    return {
      [p]: the,
      [`${p}_acc`]: the,
      [`${p}_dat`]: the,
      [`${p}_a`]: the,
      [`${p}_a_acc`]: the,
      [`${p}_kind`]: e.person ? head : where,
      [`${p}_a_kind`]: head,
      [`${p}_n`]: e.plural ? 'other' : 'one',
      [`${p}_named`]: e.name ? 'yes' : 'no',
      [`${p}_in`]: `${where}で`,
      [`${p}_to`]: `${where}へ`,
      ...pronounArgs(p, g, [the, the, the, `${the}の`]),
    };
  },
  group: (p, members) =>
    groupArgs(
      ja,
      p,
      members,
      (n) => `${n.slice(0, -1).join('、')}と${n[n.length - 1]}`,
      (list) => pronounArgs(p, 'pl', [list(), list(), list(), `${list()}の`]),
    ),
  title: (text) => cjkTidy(text),
  tidy: (text) => cjkTidy(text),
  word: (x) => {
    const n = JA_NOUNS[x.id];
    return n ? { text: n.w, gender: 'n' } : undefined;
  },
  trait: (key) => JA_TRAITS[key],
};
