import words from '../../data/grammar-words.json';
import {
  RU_CASES,
  RU_NOUNS,
  RU_TRAITS,
  ruForms,
  ruName,
  ruNounFor,
  ruNP,
  type RuCase,
  type RuNoun,
} from '../../tellers/ru.nouns';
import type { Entity, Grammar } from './index';
import { countArgs, groupArgs, plainTidy, pronounArgs } from './shared';

type G = 'm' | 'f' | 'n' | 'pl';
/** Each case and its argument suffix (`p`, `p_gen`, `p_dat`, …). */
const CASES = RU_CASES.map((c): [RuCase, string] => [c, c === 'nom' ? '' : `_${c}`]);

/** The same form in every case: a word Russian does not decline (a Latin word, "кенгуру", "кафе"). */
const still = (word: string, g: 'm' | 'f' | 'n', anim: boolean): RuNoun => {
  const all = { nom: word, gen: word, dat: word, acc: word, ins: word, prep: word };
  return { g, anim, sg: all, pl: all };
};

/**
 * A parent's word the tables do not know, declined by its ending where that is regular: a hard consonant
 * ("панголин"), -а/-я (f), -о/-е (n); anything else (Latin letters, -у, -и, -ь) stays as written.
 */
function byEnding(word: string, anim: boolean): RuNoun {
  if (!/^[а-яё-]+$/i.test(word) || word.length < 3) return still(word, 'm', anim);
  const stem = word.slice(0, -1);
  const hushing = /[гкхжшщч]$/;
  if (/[бвгджзклмнпрстфхцчшщ]$/i.test(word)) {
    const i = hushing.test(word) ? 'и' : 'ы';
    const ins = /[жшщчц]$/.test(word) ? 'ем' : 'ом';
    return {
      g: 'm',
      anim,
      sg: ruForms(`${word},${word}а,${word}у,${anim ? `${word}а` : word},${word}${ins},${word}е`),
      pl: ruForms(
        `${word}${i},${word}ов,${word}ам,${anim ? `${word}ов` : `${word}${i}`},${word}ами,${word}ах`,
      ),
    };
  }
  if (/[ая]$/.test(word)) {
    const soft = word.endsWith('я');
    const i = soft || hushing.test(stem) ? 'и' : 'ы';
    const e = /ия$/.test(word) ? 'и' : 'е';
    return {
      g: 'f',
      anim,
      sg: ruForms(
        `${word},${stem}${i},${stem}${e},${stem}${soft ? 'ю' : 'у'},${stem}${soft ? 'ей' : 'ой'},${stem}${e}`,
      ),
      pl: ruForms(`${stem}${i},${stem},${stem}ам,${anim ? stem : `${stem}${i}`},${stem}ами,${stem}ах`),
    };
  }
  if (/[^иу]о$/.test(word)) {
    return {
      g: 'n',
      anim,
      sg: ruForms(`${word},${stem}а,${stem}у,${word},${stem}ом,${stem}е`),
      pl: ruForms(`${stem}а,${stem},${stem}ам,${stem}а,${stem}ами,${stem}ах`),
    };
  }
  return still(word, 'm', anim);
}

/** The Russian noun of an entity: the shared table where the word is the lexicon's, else by its ending. */
function nounOf(e: Entity): RuNoun {
  const table = e.word.lex ? RU_NOUNS[e.word.lex.id] : undefined;
  const text = e.word.text.toLowerCase();
  if (table && (e.word.fromLex || [table.sg.nom, table.pl.nom, table.other?.sg.nom].includes(text)))
    return ruNounFor(table.other?.sg.nom === text ? table.other : table, e.sex);
  return byEnding(e.word.text, !!e.person);
}

const PRO = words.pronouns.ru as Record<G, string[]>;

/** "в лесу" → "в лес": where to go, from where it is (the table's place phrase), else "к" + dative. */
function whither(at: string | undefined, acc: string, dat: string): string {
  const prep = at?.split(' ')[0];
  if (prep === 'в' || prep === 'во' || prep === 'на') return `${prep} ${acc}`;
  return `к ${dat}`;
}

/**
 * Russian: six cases (the catalog asks for `p`, `p_acc`, `p_dat` and also `p_gen`, `p_ins`, `p_prep`), no
 * articles, adjectives agreeing in gender, case and animacy, names declined (`ruName`), the past tense's
 * gender by `p_g` (f|m|n|pl). An unknown word is declined by its ending where regular, else kept as it is.
 */
export const ru: Grammar = {
  language: 'ru',
  args(p, e) {
    const noun = nounOf(e);
    const g: G = e.plural ? 'pl' : e.name && e.sex ? e.sex : noun.g;
    const np = (kase: RuCase): string => ruNP(noun, kase, { adj: e.adj, plural: e.plural });
    const name = (kase: RuCase): string | undefined =>
      e.name ? ruName(e.name, e.sex ?? (noun.g === 'f' ? 'f' : 'm'), kase) : undefined;
    const out: Record<string, string> = {};
    for (const [kase, suffix] of CASES) {
      out[`${p}${suffix}`] = name(kase) ?? np(kase);
      out[`${p}_a${suffix}`] = name(kase) ?? np(kase);
      out[`${p}_kind${suffix}`] = np(kase);
    }
    const at = !e.adj && !e.plural && e.word.lex && RU_NOUNS[e.word.lex.id] === noun ? noun.at : undefined;
    const inn = at ?? `${/^[вф][^аеёиоуыэюя]/i.test(np('prep')) ? 'во' : 'в'} ${np('prep')}`;
    return {
      ...out,
      [`${p}_a_kind`]: np('nom'),
      ...countArgs(p, e),
      [`${p}_in`]: inn,
      [`${p}_to`]: whither(at ?? inn, np('acc'), np('dat')),
      ...pronounArgs(p, g, PRO[g]),
    };
  },
  group: (p, members) =>
    groupArgs(
      ru,
      p,
      members,
      (n) => `${n.slice(0, -1).join(', ')} и ${n[n.length - 1]}`,
      (list) => {
        const out: Record<string, string> = {};
        for (const [, suffix] of CASES)
          for (const k of [suffix, `_a${suffix}`, `_kind${suffix}`]) out[`${p}${k}`] = list(suffix);
        return { ...out, ...pronounArgs(p, 'pl', PRO.pl) };
      },
    ),
  title: (text) => text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
  tidy: plainTidy,
  word: (x) => {
    const n = RU_NOUNS[x.id];
    return n ? { text: n.sg.nom, gender: n.g } : undefined;
  },
  trait: (key) => RU_TRAITS[key],
};
