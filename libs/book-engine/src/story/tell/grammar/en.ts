import words from '../../data/grammar-words.json';
import type { Entity, Grammar } from './index';
import { caselessArgs, groupArgs, plainTidy, pronounArgs } from './shared';

const anOrA = (word: string): string => (/^(?:[aeio]|u(?!ni|se|ro)|hour|honest)/i.test(word) ? 'an' : 'a');

function plural(e: Entity): string {
  if (e.word.fromLex && e.word.lex) return e.word.lex.en.pl;
  const w = e.word.text;
  if (/(s|x|z|ch|sh)$/i.test(w)) return `${w}es`;
  if (/[^aeiou]y$/i.test(w)) return `${w.slice(0, -1)}ies`;
  return `${w}s`;
}

/** Pronouns by `p_g`: subject, accusative, dative, possessive (`data/grammar-words.json`). */
const PRO = words.pronouns.en as Record<'f' | 'm' | 'n' | 'pl', string[]>;

const SMALL = new Set('a an the and or of in on at to for with by about from'.split(' '));

/** English: articles, a/an, plurals, pronouns; no cases (the case arguments repeat the nominative). */
export const en: Grammar = {
  language: 'en',
  args(p, e) {
    // A relative is called, not described: "Grandma", not "the grandma".
    if (!e.name && e.word.fromLex && e.word.lex?.cat === 'relative' && !e.plural)
      return en.args(p, { ...e, name: e.word.text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) });
    const head = [e.adj, e.plural ? plural(e) : e.word.text].filter(Boolean).join(' ');
    const the = e.name ?? `the ${head}`;
    const a = e.name ?? (e.plural ? head : `${anOrA(head)} ${head}`);
    const g = e.plural ? 'pl' : e.person ? (e.sex ?? 'm') : 'n';
    const at = !e.adj && e.word.fromLex ? e.word.lex?.at?.en : undefined;
    const aKind = e.plural ? head : `${anOrA(head)} ${head}`;
    return {
      ...caselessArgs(p, e, { the, a, kind: head, aKind, at: at ?? `in ${the}`, to: `to ${the}` }),
      ...pronounArgs(p, g, PRO[g]),
    };
  },
  group: (p, members) =>
    groupArgs(
      en,
      p,
      members,
      (n) => `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`,
      () => pronounArgs(p, 'pl', PRO.pl),
    ),
  title: (text) =>
    text
      .split(' ')
      .map((w, i) =>
        i > 0 && SMALL.has(w.toLowerCase()) ? w : w.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
      )
      .join(' '),
  tidy: plainTidy,
};
