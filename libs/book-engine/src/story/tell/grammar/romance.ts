import type { Language } from '../../../types';
import type { TwoForms } from '../../data/rows';
import type { EsNoun } from '../../tellers/es.nouns';
import type { FrAdj, FrNoun } from '../../tellers/fr.nouns';
import type { ItNoun } from '../../tellers/it.nouns';
import type { PtNoun } from '../../tellers/pt.nouns';
import type { Grammar } from './index';
import { caselessArgs, groupArgs, pronounArgs, sentenceCase } from './shared';

export type RG = 'm' | 'f';

/** A noun of a Romance noun table (`tellers/<fr|es|it|pt>.nouns.ts`) with every language's extras. */
export type TableNoun = FrNoun & EsNoun & ItNoun & PtNoun;

/** An adjective of a Romance trait table: its forms (es/pt give only m and f) and its place. */
export type TableAdj = TwoForms & Partial<FrAdj>;

/** The head of a noun phrase as the language module builds its article. */
export interface Head {
  text: string;
  g: RG;
  plural: boolean;
  /** fr: the first word starts with an aspirated h (no elision). */
  h?: boolean;
  /** es: "el hada". */
  el?: boolean;
}

/** What one Romance language adds to the shared grammar: its tables, articles, contractions and words. */
export interface RomanceSpec {
  language: Language;
  nouns: Record<string, TableNoun>;
  traits: Record<string, TableAdj>;
  /** The plural of a noun the table does not know. */
  plural(word: string): string;
  /** An adjective the table does not know, agreeing with its noun. */
  inflect(adj: string, g: RG, plural: boolean): string;
  /** "le jardin", "l’ours", "lo zoo", "el hada", "os mares". */
  def(head: Head): string;
  /** "un ours", "uno zoo", "des étoiles", "estrellas". */
  indef(head: Head): string;
  /** Where (a place without a table phrase) and whither, from the definite phrase. */
  where(def: string, x?: TableNoun): string;
  whither(def: string, x?: TableNoun): string;
  /** Subject, object (clitic), indirect object, possessive — for m, f, m plural, f plural. */
  pronouns: Record<'m' | 'f' | 'mpl' | 'fpl', [string, string, string, string]>;
  and: string;
  contract(text: string): string;
  /** Language-specific finishing after contraction and sentence capitals (fr spaces before ! ?). */
  finish?(text: string): string;
  /** How a child calls a relative the story does not name ("Mamie", "Abuela"). */
  call?(x: TableNoun, word: string): string | undefined;
}

const capital = (s: string): string => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/**
 * The grammar the four Romance languages share behind `Grammar` (ADR 0028): articles by gender and number,
 * the female or other-sex form of a person, adjectives agreeing (before or after the noun), pronouns, place
 * phrases and contractions; each language module gives its tables and rules (`RomanceSpec`).
 */
export function romance(spec: RomanceSpec): Grammar {
  const adjective = (adj: string): TableAdj | undefined => {
    const lower = adj.toLowerCase();
    return Object.values(spec.traits).find((t) => [t.m, t.f, t.mpl, t.fpl].includes(lower));
  };
  const agree = (adj: string, g: RG, plural: boolean, beforeVowel: boolean): string => {
    const t = adjective(adj);
    if (!t) return spec.inflect(adj, g, plural);
    if (plural) {
      const pl = g === 'f' ? t.fpl : t.mpl;
      return pl ?? spec.inflect(g === 'f' ? t.f : t.m, g, true);
    }
    return g === 'f' ? t.f : beforeVowel && t.mv ? t.mv : t.m;
  };

  const grammar: Grammar = {
    language: spec.language,
    trait: (key) => spec.traits[key]?.m,
    args(p, e) {
      const x = e.word.fromLex && e.word.lex ? spec.nouns[e.word.lex.id] : undefined;
      // A relative is called, not described: "Mamie", "Abuela", not "la grand-mère".
      if (!e.name && !e.plural && x && e.word.lex?.cat === 'relative') {
        const call = spec.call ? spec.call(x, e.word.text) : capital(e.word.text);
        if (call) return grammar.args(p, { ...e, name: call });
      }
      // A person of the other sex has its own form where the table gives one ("la fermière", "la granjera").
      const other =
        x && e.person && e.sex
          ? e.sex === 'f' && x.f && x.g === 'm'
            ? { g: 'f' as RG, ...x.f }
            : x.other && e.sex !== x.g
              ? { g: e.sex, ...x.other }
              : undefined
          : undefined;
      const g0: RG = other?.g ?? (e.word.gender === 'f' ? 'f' : 'm');
      const plural = !!e.plural;
      const g: RG = plural && !other ? (x?.gpl ?? g0) : g0;
      const noun = plural ? (other?.pl ?? (x ? x.pl : spec.plural(e.word.text))) : (other?.sg ?? e.word.text);
      const pre = e.adj && adjective(e.adj)?.pre;
      const vowel = /^[aeiouyàâäéèêëîïôöûùüœæ]/i.test(noun) || (/^h/i.test(noun) && !x?.h);
      const adj = e.adj ? agree(e.adj, g, plural, vowel) : undefined;
      const text = [pre ? adj : undefined, noun, pre ? undefined : adj].filter(Boolean).join(' ');
      const head: Head = {
        text,
        g,
        plural,
        ...(x?.h && !pre ? { h: true } : {}),
        ...(x?.el && !pre ? { el: true } : {}),
      };
      const def = x?.bare ? text : spec.def(head);
      const indef = x?.bare ? text : spec.indef(head);
      const the = e.name ?? def;
      const a = e.name ?? indef;
      const sex = e.name && e.sex ? e.sex : g;
      const pro = plural ? (g === 'f' ? 'fpl' : 'mpl') : sex;
      return {
        ...caselessArgs(p, e, {
          the,
          a,
          kind: text,
          aKind: indef,
          at: !e.adj && !plural && x?.at ? x.at : spec.contract(spec.where(def, x)),
          to: spec.contract(spec.whither(def, x)),
        }),
        [`${p}_f`]: sex === 'f' ? 'yes' : 'no',
        ...pronounArgs(p, plural ? 'pl' : sex, spec.pronouns[pro]),
      };
    },
    group: (p, members) =>
      groupArgs(
        grammar,
        p,
        members,
        (n) => `${n.slice(0, -1).join(', ')} ${spec.and} ${n[n.length - 1]}`,
        (_list, each) => {
          const female = each.every((a) => a[`${p}_f`] === 'yes');
          return {
            [`${p}_f`]: female ? 'yes' : 'no',
            ...pronounArgs(p, 'pl', spec.pronouns[female ? 'fpl' : 'mpl']),
          };
        },
      ),
    // Romance titles are written like sentences: only the first word (and names) capitalised.
    title: (text) => capital(text),
    tidy: (text) => {
      const tidied = sentenceCase(
        spec
          .contract(text)
          .replace(/\s+([,.!?;:»])/g, '$1')
          .replace(/«\s+/g, '«')
          .replace(/\s{2,}/g, ' ')
          .trim(),
      );
      return spec.finish ? spec.finish(tidied) : tidied;
    },
  };
  return grammar;
}
