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

/** `p_n` (one|other) and `p_named` (yes|no) of an entity. */
export const countArgs = (p: string, e: Entity): Record<string, string> => ({
  [`${p}_n`]: e.plural ? 'other' : 'one',
  [`${p}_named`]: e.name ? 'yes' : 'no',
});

/**
 * The noun arguments of a language without cases: `the` is also `p_acc` and `p_dat`, `a` also `p_a_acc`
 * (unless given); `kind`, `aKind` are `p_kind`, `p_a_kind`; `at`, `to` are `p_in`, `p_to`.
 */
export const caselessArgs = (
  p: string,
  e: Entity,
  x: { the: string; a: string; aAcc?: string; kind: string; aKind: string; at: string; to: string },
): Record<string, string> => ({
  [p]: x.the,
  [`${p}_acc`]: x.the,
  [`${p}_dat`]: x.the,
  [`${p}_a`]: x.a,
  [`${p}_a_acc`]: x.aAcc ?? x.a,
  [`${p}_kind`]: x.kind,
  [`${p}_a_kind`]: x.aKind,
  ...countArgs(p, e),
  [`${p}_in`]: x.at,
  [`${p}_to`]: x.to,
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
