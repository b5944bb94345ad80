import { ZH_NOUNS, ZH_TRAITS } from '../../tellers/zh.nouns';
import type { Grammar } from './index';
import { caselessArgs, groupArgs, pronounArgs } from './shared';

const PEOPLE = new Set(['child', 'adult', 'relative']);
const PRO = { f: '她', m: '他', n: '它', pl: '他们' } as const;

/** Spaces only between Latin words: none between Chinese characters and punctuation. */
export const cjkTidy = (text: string): string =>
  text
    .replace(/\s*([，。！？：；、“”「」『』（）])\s*/gu, '$1')
    .replace(
      /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])\s+|\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])/gu,
      '',
    )
    .trim();

/**
 * Chinese (simplified): no articles, gender or case; the indefinite takes 一 + measure word (一只狐狸), plural
 * people 们, places their "where" phrase (森林里); pronouns 他/她/它/他们. Arguments carry no particles: the
 * catalog writes 在, 去, 的 itself. An unknown word is kept as written.
 */
export const zh: Grammar = {
  language: 'zh',
  args(p, e) {
    const table = e.word.lex ? ZH_NOUNS[e.word.lex.id] : undefined;
    const known = table && (e.word.fromLex || e.word.text === table.w || e.word.text === table.pl);
    const w = known ? table.w : e.word.text;
    const people = !!e.word.lex && PEOPLE.has(e.word.lex.cat);
    const noun = e.plural ? (known && table.pl ? table.pl : people ? `${w}们` : w) : w;
    const head = `${e.adj ?? ''}${noun}`;
    const cl = known ? table.cl : e.person ? '个' : '个';
    const a = e.plural ? `一些${head}` : `一${cl}${head}`;
    const where =
      known && table.at && !e.adj
        ? table.at.replace(/^在/, '')
        : `${head}${/[里上边]$/.test(head) ? '' : '里'}`;
    const g = e.plural ? 'pl' : e.person ? (e.sex ?? 'm') : 'n';
    return {
      ...caselessArgs(p, e, {
        the: e.name ?? head,
        a: e.name ?? a,
        kind: head,
        aKind: a,
        at: `在${where}`,
        to: `去${head}`,
      }),
      ...pronounArgs(p, g, [PRO[g], PRO[g], PRO[g], `${PRO[g]}的`]),
    };
  },
  group: (p, members) =>
    groupArgs(
      zh,
      p,
      members,
      (n) => `${n.slice(0, -1).join('、')}和${n[n.length - 1]}`,
      () => pronounArgs(p, 'pl', ['他们', '他们', '他们', '他们的']),
    ),
  title: (text) => cjkTidy(text),
  tidy: (text) => cjkTidy(text),
  word: (x) => {
    const n = ZH_NOUNS[x.id];
    return n ? { text: n.w, gender: 'n' } : undefined;
  },
  trait: (key) => ZH_TRAITS[key],
};
