import type { Entity, Grammar } from './index';

/** Capitalises the first letter of every sentence (after a start, ". ", "! ", "? " or an opening quote). */
export const sentenceCase = (text: string): string =>
  text.replace(
    /(^|[.!?]\s+|[“„«]\s*|(?:^|\s)")(\p{Ll})/gu,
    (_m, pre: string, c: string) => `${pre}${c.toUpperCase()}`,
  );

/** Spaces before punctuation and doubled spaces removed, sentences capitalised: the tidy of most grammars. */
export const plainTidy = (text: string): string =>
  sentenceCase(
    text
      .replace(/\s+([,.!?])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim(),
  );

/** A role's pronoun arguments from its forms `[subject, accusative, dative, possessive]`, and `p_g`. */
export const pronounArgs = (p: string, g: string, forms: readonly string[]): Record<string, string> => ({
  [`${p}_pro`]: forms[0] as string,
  [`${p}_pro_acc`]: forms[1] as string,
  [`${p}_pro_dat`]: forms[2] as string,
  [`${p}_pos`]: forms[3] as string,
  [`${p}_g`]: g,
});

/**
 * `Grammar.group` of every language: one member is its own arguments; several are plural and named, and
 * each noun argument lists the members' nominatives (`list()`, joined by `join`); `more` adds the language's
 * own arguments over these (pronouns, particles, cases: `list('_acc')` lists the members' `_acc`).
 */
export function groupArgs(
  grammar: Grammar,
  p: string,
  members: Entity[],
  join: (names: string[]) => string,
  more: (list: (suffix?: string) => string, each: Record<string, string>[]) => Record<string, string>,
): Record<string, string> {
  if (members.length === 1) return grammar.args(p, members[0] as Entity);
  const each = members.map((m) => grammar.args(p, m));
  const list = (suffix = ''): string => join(each.map((a) => a[`${p}${suffix}`] as string));
  const out: Record<string, string> = { [`${p}_n`]: 'other', [`${p}_named`]: 'yes' };
  for (const k of ['', '_acc', '_dat', '_a', '_a_acc', '_kind', '_a_kind', '_in', '_to'])
    out[`${p}${k}`] = list();
  return { ...out, ...more(list, each) };
}
