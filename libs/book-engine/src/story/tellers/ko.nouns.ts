import words from '../data/ko.nouns.json';
import { counterRows, type CounterNoun } from '../data/rows';

/**
 * Korean forms of every lexicon noun, keyed by lexicon id: the word, its counter (한 마리, 한 대, 한 권 …),
 * for places the place word that takes 에/에서, for skills what being able to do it is ("수영할" 수 있어요).
 * Korean has no articles or gender; several living beings take 들. Particles are chosen by `josa`.
 */
export const KO_NOUNS: Record<string, CounterNoun> = counterRows(words.nouns);

/** Trait adjectives in the form that stands before a noun (관형형). */
export const KO_TRAITS: Record<string, string> = words.traits;

// ── Particles ────────────────────────────────────────────────────────────────────────────────────────

/** A Hangul syllable's final consonant (batchim) as its index, 0 for none (8 is ㄹ); undefined for other letters. */
export const batchim = (syllable: string): number | undefined => {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 ? code % 28 : undefined;
};

/** Final consonant of the word's last sound: 'none', 'l' (ㄹ) or 'other'. Digits are read as Sino-Korean. */
function finalSound(word: string): 'none' | 'l' | 'other' {
  const last = word.trim().slice(-1);
  const jong = batchim(last);
  if (jong !== undefined) return jong === 0 ? 'none' : jong === 8 ? 'l' : 'other';
  // 영 일 이 삼 사 오 육 칠 팔 구
  const digit = '0123456789'.indexOf(last);
  if (digit >= 0)
    return (['other', 'l', 'none', 'other', 'none', 'none', 'other', 'l', 'l', 'none'] as const)[digit];
  // A name left in Latin letters: read its last letter roughly as Korean would.
  if (/[aeiouy]$/i.test(last) || /[^a-z]/i.test(last)) return 'none';
  return /l$/i.test(last) ? 'l' : 'other';
}

/** The particle forms taken after a final consonant; the other form of each pair follows a vowel. */
const AFTER_CONSONANT = new Set('이 을 은 과 으로 아 이에요 이랑 이나 이라는 이야'.split(' '));

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
