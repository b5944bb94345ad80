import { FR_NOUNS, FR_TRAITS, frContract, frNP, type FrNoun } from '../../tellers/fr.nouns';
import type { Entity, Grammar } from './index';
import { sentenceCase } from './index';

type G = 'm' | 'f' | 'pl' | 'fpl';
const PRO: Record<G, [string, string, string]> = {
  m: ['il', 'le', 'lui'],
  f: ['elle', 'la', 'lui'],
  pl: ['ils', 'les', 'leur'],
  fpl: ['elles', 'les', 'leur'],
};

/** The French noun of an entity: the old teller's table where the lexicon knows it, else the word as written. */
function nounOf(e: Entity): FrNoun {
  const known = e.word.fromLex && e.word.lex ? FR_NOUNS[e.word.lex.id] : undefined;
  if (known) return known;
  const g = e.word.gender === 'f' ? 'f' : 'm';
  const pl = /[sxz]$/.test(e.word.text) ? e.word.text : `${e.word.text}s`;
  return { g, sg: e.word.text, pl };
}

function pronouns(p: string, g: G): Record<string, string> {
  const [pro, acc, dat] = PRO[g];
  return { [`${p}_pro`]: pro, [`${p}_pro_acc`]: acc, [`${p}_pro_dat`]: dat, [`${p}_pos`]: '', [`${p}_g`]: g };
}

/**
 * French: articles, elision and contractions (du, au, des, aux; `frContract`), adjectives before or after the
 * noun with their agreement — the old teller's `frNP` and noun table, imported. Messages write "à {place}",
 * "de {goal}"; `tidy` contracts them.
 */
export const fr: Grammar = {
  language: 'fr',
  args(p, e) {
    const x = nounOf(e);
    if (!e.name && e.word.fromLex && e.word.lex?.cat === 'relative' && x.call)
      return fr.args(p, { ...e, name: x.call });
    const female = e.sex === 'f';
    const traits = e.adj && FR_TRAITS[e.adj] ? [e.adj] : [];
    const own = e.adj && !FR_TRAITS[e.adj] ? ` ${e.adj}` : '';
    const np = (def: boolean) => `${frNP(x, { def, plural: !!e.plural, traits, female })}${own}`;
    const the = e.name ?? np(true);
    const a = e.name ?? np(false);
    const kind = np(false).replace(/^(un|une|des|de)\s/, '');
    const grammatical = (female && x.f ? 'f' : x.g) as 'm' | 'f';
    const g: G = e.plural ? (grammatical === 'f' ? 'fpl' : 'pl') : e.name && e.sex ? e.sex : grammatical;
    const at = !e.adj && e.word.fromLex ? x.at : undefined;
    return {
      [p]: the,
      [`${p}_acc`]: the,
      [`${p}_dat`]: the,
      [`${p}_a`]: a,
      [`${p}_a_acc`]: a,
      [`${p}_kind`]: kind,
      [`${p}_a_kind`]: np(false),
      [`${p}_n`]: e.plural ? 'other' : 'one',
      [`${p}_named`]: e.name ? 'yes' : 'no',
      [`${p}_in`]: at ?? `dans ${the}`,
      [`${p}_to`]: `à ${the}`,
      ...pronouns(p, g),
    };
  },
  group(p, members) {
    if (members.length === 1) return fr.args(p, members[0] as Entity);
    const each = members.map((m) => fr.args(p, m)[p] as string);
    const list = `${each.slice(0, -1).join(', ')} et ${each[each.length - 1]}`;
    const allFemale = members.every((m) => fr.args(p, m)[`${p}_g`] === 'f');
    return {
      [p]: list,
      [`${p}_acc`]: list,
      [`${p}_dat`]: list,
      [`${p}_a`]: list,
      [`${p}_a_acc`]: list,
      [`${p}_kind`]: list,
      [`${p}_a_kind`]: list,
      [`${p}_n`]: 'other',
      [`${p}_named`]: 'yes',
      [`${p}_in`]: list,
      [`${p}_to`]: list,
      ...pronouns(p, allFemale ? 'fpl' : 'pl'),
    };
  },
  title: (text) => text,
  tidy: (text) =>
    sentenceCase(
      frContract(text)
        .replace(/\s+([,.])/g, '$1')
        // French typography: a no-break space before ? ! : ; » and after «.
        .replace(/\s+([!?:;»])/g, '\u00a0$1')
        .replace(/«\s+/g, '«\u00a0')
        .replace(/\s{2,}/g, ' ')
        .trim(),
    ),
};
