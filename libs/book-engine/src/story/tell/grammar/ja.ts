import { JA_NOUNS, JA_TRAITS } from '../../tellers/ja.nouns';
import type { Entity, Grammar } from './index';
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
      [`${p}_pro`]: the,
      [`${p}_pro_acc`]: the,
      [`${p}_pro_dat`]: the,
      [`${p}_pos`]: `${the}の`,
      [`${p}_g`]: g,
    };
  },
  group(p, members) {
    if (members.length === 1) return ja.args(p, members[0] as Entity);
    const names = members.map((m) => ja.args(p, m)[p] as string);
    const list = `${names.slice(0, -1).join('、')}と${names[names.length - 1]}`;
    const out: Record<string, string> = {};
    for (const k of [
      '',
      '_acc',
      '_dat',
      '_a',
      '_a_acc',
      '_kind',
      '_a_kind',
      '_in',
      '_to',
      '_pro',
      '_pro_acc',
      '_pro_dat',
    ])
      out[`${p}${k}`] = list;
    return {
      ...out,
      [`${p}_pos`]: `${list}の`,
      [`${p}_n`]: 'other',
      [`${p}_named`]: 'yes',
      [`${p}_g`]: 'pl',
    };
  },
  title: (text) => cjkTidy(text),
  tidy: (text) => cjkTidy(text),
  word: (x) => {
    const n = JA_NOUNS[x.id];
    return n ? { text: n.w, gender: 'n' } : undefined;
  },
  trait: (key) => JA_TRAITS[key],
};
