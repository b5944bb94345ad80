import { AR_NOUNS, AR_TRAITS, arNounFor, arNP, type ArNoun } from '../../tellers/ar.nouns';
import type { Grammar } from './index';
import { caselessArgs, groupArgs, pronounArgs } from './shared';

/** The trait key of an Arabic adjective (the grammar receives the masculine form from `trait`). */
const traitKey = (adj: string | undefined): string | undefined =>
  adj ? Object.entries(AR_TRAITS).find(([, a]) => a.m === adj || a.f === adj)?.[0] : undefined;

/** A parent's word the tables do not know: kept as written, ال in front when it is Arabic. */
function unknown(word: string, sex?: 'f' | 'm'): ArNoun {
  const arabic = /^[\u0600-\u06FF ]+$/.test(word);
  const def = arabic
    ? word
        .split(' ')
        .map((w, i) => (i === 0 ? `ال${w}` : w))
        .join(' ')
    : word;
  const g = sex ?? (word.endsWith('ة') ? 'f' : 'm');
  return { g, sg: word, pl: word, defSg: def, defPl: def, hum: false, construct: !arabic };
}

const PRO = { f: 'هي', m: 'هو', pl: 'هم' } as const;

/**
 * Arabic: definite phrases with ال (on the noun and its adjective: "الثعلب الصغير"), indefinite ones with the
 * accusative tanween for an object ("كنزًا"), adjectives agreeing in gender (non-human plurals feminine
 * singular), `p_g` f|m|pl for the catalog's verb agreement, places with their "where" phrase (في الغابة).
 */
export const ar: Grammar = {
  language: 'ar',
  args(p, e) {
    const table = e.word.lex ? AR_NOUNS[e.word.lex.id] : undefined;
    const known = table && (e.word.fromLex || [table.sg, table.pl, table.other?.sg].includes(e.word.text));
    const noun = known ? arNounFor(table, e.sex) : unknown(e.word.text, e.sex);
    const key = traitKey(e.adj);
    const opts = { plural: !!e.plural, adj: key ? [key] : [], living: !!e.person };
    const def = arNP(noun, { ...opts, def: true });
    const indef = arNP(noun, { ...opts, def: false });
    const g = e.plural ? (noun.hum ? 'pl' : 'f') : e.name && e.sex ? e.sex : noun.g;
    const the = e.name ?? def;
    const at = known && !e.adj && !e.plural ? noun.at : undefined;
    return {
      ...caselessArgs(p, e, {
        the,
        a: e.name ?? indef,
        aAcc: e.name ?? arNP(noun, { ...opts, def: false, acc: true }),
        kind: indef,
        aKind: indef,
        at: at ?? `في ${def}`,
        to: `إلى ${def}`,
      }),
      ...pronounArgs(p, g, [PRO[g], PRO[g], PRO[g], PRO[g]]),
    };
  },
  group: (p, members) =>
    groupArgs(
      ar,
      p,
      members,
      (n) => `${n.slice(0, -1).join('، ')} و${n[n.length - 1]}`,
      () => pronounArgs(p, 'pl', ['هم', 'هم', 'هم', 'هم']),
    ),
  title: (text) => text,
  tidy: (text) =>
    text
      // لـ and بـ before ال: "للكنز", "بالكنز".
      .replace(/لـال/g, 'لل')
      .replace(/بـال/g, 'بال')
      .replace(/ـ(?=\S)/g, '')
      .replace(/\s+([،؛؟!.:»])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim(),
  word: (x) => {
    const n = AR_NOUNS[x.id];
    return n ? { text: n.sg, gender: n.g } : undefined;
  },
  trait: (key) => AR_TRAITS[key]?.m,
};
