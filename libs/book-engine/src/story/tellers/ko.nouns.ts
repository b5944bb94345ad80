import type { LexEntry } from '../lexicon';
import words from '../data/ko.nouns.json';
import { cjkRows } from '../data/rows';

/**
 * Korean forms of every lexicon noun, keyed by lexicon id: the word, its counter (한 마리, 한 대, 한 권 …),
 * for places the place word that takes 에/에서, for skills what being able to do it is ("수영할" 수 있어요).
 * Korean has no articles or gender; several living beings take 들. Particles are chosen by `josa`.
 */
export interface KoNoun {
  w: string;
  /** Counter (단위 명사) after a native number: 한 마리, 두 명. */
  counter: string;
  /** A word for several together (자매, 형제). */
  pl?: string;
  /** Places: where something is, before 에/에서. */
  loc?: string;
  /** Skills: the verb before "수 있어요" ("수영할"). */
  can?: string;
}

export const KO_NOUNS: Record<string, KoNoun> = cjkRows<KoNoun>(words.nouns, 'counter', ['loc', 'can']);

/** Trait adjectives in the form that stands before a noun (관형형). */
export const KO_TRAITS: Record<string, string> = words.traits;
/** Things are 오래된 when old, living beings 나이 많은. */
const THING_TRAITS: Record<string, string> = { old: '오래된' };

const ANIMATE = new Set(['child', 'relative', 'adult', 'animal', 'creature']);
/** Native Korean numbers in their form before a counter (한 마리, 두 명, 세 권). */
const NUMBERS = ['', '한', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉', '열'];

// ── Particles ────────────────────────────────────────────────────────────────────────────────────────

/** Final consonant of the word's last sound: 'none', 'l' (ㄹ) or 'other'. Digits are read as Sino-Korean. */
export function finalSound(word: string): 'none' | 'l' | 'other' {
  const last = word.trim().slice(-1);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? 'none' : jong === 8 ? 'l' : 'other';
  }
  // 영 일 이 삼 사 오 육 칠 팔 구
  const digit = '0123456789'.indexOf(last);
  if (digit >= 0)
    return (['other', 'l', 'none', 'other', 'none', 'none', 'other', 'l', 'l', 'none'] as const)[digit];
  // A name left in Latin letters: read its last letter roughly as Korean would.
  if (/[aeiouy]$/i.test(last) || /[^a-z]/i.test(last)) return 'none';
  return /l$/i.test(last) ? 'l' : 'other';
}

/** The particle forms taken after a final consonant; the other form of each pair follows a vowel. */
const AFTER_CONSONANT = new Set([
  '이',
  '을',
  '은',
  '과',
  '으로',
  '아',
  '이에요',
  '이랑',
  '이나',
  '이라는',
  '이야',
]);

export type Particle =
  | '이/가'
  | '을/를'
  | '은/는'
  | '와/과'
  | '으로/로'
  | '아/야'
  | '이에요/예요'
  | '이랑/랑'
  | '이나/나'
  | '이라는/라는';

/**
 * Attaches a particle after the final sound of the word, names included: 레오가/벤이, 엠마를/벤을, 레오와/벤과,
 * 바다로/동굴로/산으로 (ㄹ takes 로), 레오야/벤아.
 */
export function josa(word: string, particle: Particle): string {
  const [a, b] = particle.split('/') as [string, string];
  const [withC, withV] = AFTER_CONSONANT.has(a) ? [a, b] : [b, a];
  const sound = finalSound(word);
  if (particle === '으로/로') return `${word}${sound === 'other' ? '으로' : '로'}`;
  return `${word}${sound === 'none' ? withV : withC}`;
}

// ── Noun phrases ─────────────────────────────────────────────────────────────────────────────────────

export const koNoun = (x: LexEntry): KoNoun => KO_NOUNS[x.id] as KoNoun;

export function koAdj(x: LexEntry, traits: readonly string[]): string {
  return traits
    .slice(0, 2)
    .map((k) => (!ANIMATE.has(x.cat) ? THING_TRAITS[k] : undefined) ?? KO_TRAITS[k])
    .filter((w): w is string => !!w)
    .join(' ');
}

/**
 * "말하는 까마귀", "까마귀 세 마리", "양들", "잃어버린 색깔": no article; a number follows the noun with its
 * counter; several living beings take 들 (or the word for several, 자매).
 */
export function koNP(
  x: LexEntry,
  options: { traits?: readonly string[]; plural?: boolean; count?: number } = {},
): string {
  const n = koNoun(x);
  const adj = koAdj(x, options.traits ?? []);
  const head = (noun: string) => (adj ? `${adj} ${noun}` : noun);
  if (options.count !== undefined)
    return `${head(n.w)} ${NUMBERS[options.count] ?? options.count} ${n.counter}`;
  if (options.plural && ANIMATE.has(x.cat)) return head(n.pl ?? `${n.w}들`);
  return head(n.w);
}

/** Where a place is, before 에/에서: "농장", "강가". */
export const koWhere = (x: LexEntry): string => koNoun(x).loc ?? koNoun(x).w;
