/**
 * The story's word tables are data (issue #21): `<lang>.nouns.json` (the tellers' noun and trait forms),
 * `<lang>.idea.json` (how an idea names things), `lexicon.json`, `script-words.json`, … Each row keeps the
 * compact spec the table had in code ("m|fermier|fermiers", or the arguments of the language's row parser
 * when there is more than one); the parsers below turn rows into the typed entries, once, at load time.
 * `data.unit.spec.ts` checks every file's shape.
 */

/** One row of a word table: a single spec string, or the arguments of the table's row parser. */
export type Row = string | readonly unknown[];

/** A word table keyed by id, every row parsed by `parse` (order kept). */
export function rows<T, A extends unknown[]>(
  table: Readonly<Record<string, unknown>>,
  parse: (...args: A) => T,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(table).map(([id, row]) => [id, parse(...((typeof row === 'string' ? [row] : row) as A))]),
  );
}

/**
 * French and Italian nouns: "g|sg|pl" (pl defaults to sg); `f` as "sg|pl" is the female form of a person
 * ("fermière|fermières"); the other options are kept as they are.
 */
export function femaleRow<N>(spec: string, extra: { f?: string } & Record<string, unknown> = {}): N {
  const [g, sg, pl = sg] = spec.split('|') as [string, string, string?];
  const { f, ...rest } = extra;
  const [fsg, fpl = fsg] = f ? (f.split('|') as [string, string?]) : [];
  return { g, sg, pl, ...(fsg && fpl ? { f: { sg: fsg, pl: fpl } } : {}), ...rest } as N;
}

/**
 * Spanish and Portuguese nouns: "g|sg" or "g|sg|pl" (a missing plural is the regular one, `plural`); `other`
 * as "sg" or "sg|pl" is the form for the other sex ("perra", "pirata|piratas").
 */
export const otherRow =
  <N>(plural: (sg: string) => string) =>
  (spec: string, extra: { other?: string } & Record<string, unknown> = {}): N => {
    const [g, sg, pl = plural(sg as string)] = spec.split('|') as [string, string, string?];
    const { other, ...rest } = extra;
    const [osg, opl] = other ? (other.split('|') as [string, string?]) : [];
    return { g, sg, pl, ...(osg ? { other: { sg: osg, pl: opl ?? plural(osg) } } : {}), ...rest } as N;
  };

/**
 * A Romance noun as its row parser gives it: gender, singular, plural; for places where something happens
 * ("à la ferme", "en la granja", "in fattoria", "na fazenda"), for skills the verb after "learn to" ("nager").
 */
export interface RomanceNoun {
  g: 'm' | 'f';
  sg: string;
  pl: string;
  at?: string;
  verb?: string;
}

/** French and Italian adjectives: the four forms; `pre` ones stand before the noun ("le petit tracteur"). */
export interface FourForms {
  m: string;
  f: string;
  mpl: string;
  fpl: string;
  pre?: boolean;
}

/** French and Italian adjectives: "m|f|mpl|fpl" and options ({ pre: true } stands before the noun). */
export function fourForms<A>(forms: string, extra: Record<string, unknown> = {}): A {
  const [m, f, mpl, fpl] = forms.split('|') as [string, string, string, string];
  return { m, f, mpl, fpl, ...extra } as A;
}

/** Spanish and Portuguese adjectives: masculine, feminine (default the same), before the noun. */
export type TwoForms = { m: string; f: string; pre?: boolean };
export const twoForms = (m: string, f = m, pre = false): TwoForms => ({
  m,
  f,
  ...(pre ? { pre } : {}),
});

/**
 * Chinese, Japanese and Korean nouns: "word[/plural word]|<first>[|<more>…]", e.g. "妹妹/姐妹|个" with
 * `first` 'cl': the word, its counter or measure word, then optional columns (empty ones left out).
 */
export function cjkRows<N>(
  table: Readonly<Record<string, string>>,
  first: string,
  more: readonly string[],
): Record<string, N> {
  return rows(table, (row: string) => {
    const [word, head, ...rest] = row.split('|') as [string, string, ...string[]];
    const [w, pl] = word.split('/') as [string, string?];
    const optional = Object.fromEntries(more.flatMap((key, i) => (rest[i] ? [[key, rest[i]]] : [])));
    return { w, [first]: head, ...(pl ? { pl } : {}), ...optional } as N;
  });
}

/**
 * A Japanese or Korean noun: the word, its counter used with a number (一匹, 한 마리), a word for several
 * together (姉妹, 자매), for places where something is (before に/で, 에/에서), for skills what being able to do
 * it is ("泳げる", "수영할").
 */
export interface CounterNoun {
  w: string;
  counter: string;
  pl?: string;
  loc?: string;
  can?: string;
}

/** Japanese and Korean noun rows: "word[/plural word]|counter[|place][|skill]". */
export const counterRows = (table: Readonly<Record<string, string>>): Record<string, CounterNoun> =>
  cjkRows<CounterNoun>(table, 'counter', ['loc', 'can']);

/** A pattern stored as "/source/flags" (JSON has no RegExp), compiled once. */
export function pattern(stored: string): RegExp {
  const end = stored.lastIndexOf('/');
  if (!stored.startsWith('/') || end < 1) throw new Error(`not a stored pattern: ${stored}`);
  return new RegExp(stored.slice(1, end), stored.slice(end + 1));
}

/** A record with every value mapped (order kept); `as` the record's own key type where the data's is wider. */
export const mapValues = <V, W>(table: Readonly<Record<string, V>>, fn: (value: V) => W): Record<string, W> =>
  Object.fromEntries(Object.entries(table).map(([key, value]) => [key, fn(value)]));

/** A record of stored patterns, compiled (order kept). */
export const patterns = <K extends string>(stored: Readonly<Record<K, string>>): Record<K, RegExp> =>
  mapValues<string, RegExp>(stored, pattern) as Record<K, RegExp>;
