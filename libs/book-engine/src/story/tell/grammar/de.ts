import words from '../../data/grammar-words.json';
import type { Entity, Grammar } from './index';
import { countArgs, groupArgs, plainTidy, pronounArgs } from './shared';

type G = 'm' | 'f' | 'n' | 'pl';
type Case = 'nom' | 'acc' | 'dat';
const CASES: Case[] = ['nom', 'acc', 'dat'];

/** A table by gender from its forms "nom acc dat". */
const byCase = (forms: Record<G, string>): Record<G, Record<Case, string>> =>
  Object.fromEntries(
    Object.entries(forms).map(([g, f]) => {
      const [nom, acc, dat] = f.split(' ') as [string, string, string];
      return [g, { nom, acc, dat }];
    }),
  ) as Record<G, Record<Case, string>>;
const DEF = byCase({ m: 'der den dem', f: 'die die der', n: 'das das dem', pl: 'die die den' });
const INDEF = byCase({ m: 'ein einen einem', f: 'eine eine einer', n: 'ein ein einem', pl: '  ' });
/** Adjective endings after the definite (weak) and the indefinite (mixed) article. */
const WEAK = byCase({ m: 'e en en', f: 'e e en', n: 'e e en', pl: 'en en en' });
const MIXED = byCase({ m: 'er en en', f: 'e e en', n: 'es es en', pl: 'e e en' });
const PRO = words.pronouns.de as Record<G, string[]>;

/** The noun in a case: weak masculines of the lexicon take -(e)n, dative plurals -n. */
function noun(e: Entity, kase: Case): string {
  const x = e.word.fromLex ? e.word.lex?.de : undefined;
  if (e.plural) {
    const pl = x?.pl ?? e.word.text;
    return kase === 'dat' && !/[ns]$/.test(pl) ? `${pl}n` : pl;
  }
  if (x?.weak && kase !== 'nom') return x.sg.endsWith('e') ? `${x.sg}n` : `${x.sg}en`;
  return e.word.text;
}

const contract = (s: string): string =>
  s
    .replace(/\bin dem\b/g, 'im')
    .replace(/\bin das\b/g, 'ins')
    .replace(/\bzu dem\b/g, 'zum')
    .replace(/\bzu der\b/g, 'zur')
    .replace(/\ban dem\b/g, 'am')
    .replace(/\bvon dem\b/g, 'vom')
    .replace(/\bbei dem\b/g, 'beim');

/** German: three cases with articles and adjective endings, weak nouns, contractions (im, zum, zur). */
export const de: Grammar = {
  language: 'de',
  args(p, e) {
    // Eine Verwandte wird gerufen, nicht beschrieben: „Oma“, nicht „die Oma“.
    if (!e.name && e.word.fromLex && e.word.lex?.cat === 'relative' && !e.plural)
      return de.args(p, { ...e, name: e.word.text });
    const g: G = e.plural ? 'pl' : e.word.gender;
    const phrase = (kase: Case, def: boolean, named = true) => {
      if (e.name && named) return e.name;
      const adj = e.adj ? `${e.adj}${(def ? WEAK : MIXED)[g][kase]} ` : '';
      const art = (def ? DEF : INDEF)[g][kase];
      return `${art} ${adj}${noun(e, kase)}`.trim();
    };
    const out: Record<string, string> = {};
    for (const kase of CASES) {
      const suffix = kase === 'nom' ? '' : `_${kase}`;
      out[`${p}${suffix}`] = phrase(kase, true);
      out[`${p}_a${suffix}`] = phrase(kase, false);
    }
    const at = !e.adj && e.word.fromLex ? e.word.lex?.at?.de : undefined;
    const pronounG: G = e.plural
      ? 'pl'
      : e.name || (e.person && e.sex && e.word.gender === 'n')
        ? (e.sex ?? g)
        : g;
    return {
      ...out,
      [`${p}_kind`]: `${e.adj ? `${e.adj}${MIXED[g].nom} ` : ''}${noun(e, 'nom')}`,
      [`${p}_a_kind`]: phrase('nom', false, false),
      ...countArgs(p, e),
      [`${p}_in`]: at ?? contract(`in ${phrase('dat', true)}`),
      [`${p}_to`]: contract(`zu ${phrase('dat', true)}`),
      ...pronounArgs(p, pronounG, PRO[pronounG]),
    };
  },
  group: (p, members) =>
    groupArgs(
      de,
      p,
      members,
      (n) => `${n.slice(0, -1).join(', ')} und ${n[n.length - 1]}`,
      (list) => ({
        [`${p}_acc`]: list('_acc'),
        [`${p}_dat`]: list('_dat'),
        [`${p}_a_acc`]: list('_acc'),
        [`${p}_a_dat`]: list('_dat'),
        ...pronounArgs(p, 'pl', PRO.pl),
      }),
    ),
  title: (text) => text,
  tidy: (text) => plainTidy(contract(text)),
};
