import type { Language } from '../types';

const CLOSERS = '」』”"»)）’\'';

/** Splits a text into sentences, keeping closing quotes with their sentence (「…よ。」 stays one piece). */
export function splitSentences(text: string): string[] {
  const pattern = new RegExp(`[^.!?。！？؟]+(?:[.!?。！？؟…]+[${CLOSERS}]*|$)`, 'gu');
  return (text.match(pattern) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .reduce<string[]>((out, s) => {
      // A stray quote or bracket left after a split belongs to the sentence before it.
      if (out.length > 0 && /^[\p{P}\s]+$/u.test(s)) out[out.length - 1] += s;
      else out.push(s);
      return out;
    }, []);
}

/** Splits a sentence at clause marks, for when a translation has fewer sentences than pages. */
export function splitClauses(sentence: string): string[] {
  const parts = sentence.split(/(?<=[,،、，;:])\s*/u).filter((p) => p.trim().length > 0);
  return parts.length > 1 ? parts : [sentence];
}

/** Cuts items into `count` contiguous, balanced groups (the earlier groups take the extra item). */
export function chunk<T>(items: T[], count: number): T[][] {
  const out: T[][] = [];
  let start = 0;
  for (let i = 0; i < count; i += 1) {
    const size = Math.floor(items.length / count) + (i < items.length % count ? 1 : 0);
    out.push(items.slice(start, start + size));
    start += size;
  }
  return out;
}

/** Sentences of a text in `count` pieces; every piece gets text if there is any way to split it. */
export function pieces(text: string, count: number): string[][] {
  let sentences = splitSentences(text);
  while (sentences.length < count) {
    const longest = sentences.reduce(
      (best, s, i) => (s.length > (sentences[best]?.length ?? 0) ? i : best),
      0,
    );
    const split = splitClauses(sentences[longest] ?? '');
    if (split.length < 2) break;
    sentences = [...sentences.slice(0, longest), ...split, ...sentences.slice(longest + 1)];
  }
  return chunk(sentences, count);
}

/** Joins sentences the way the script writes them: CJK without spaces. */
export function joinSentences(sentences: string[], language: Language): string {
  return sentences.join(language === 'zh' || language === 'ja' ? '' : ' ');
}

/** Largest-remainder split of `slots` over weights, each at least 1 and at most its weight (when possible). */
export function allocate(weights: number[], slots: number): number[] {
  const out = weights.map(() => 1);
  let left = slots - out.length;
  while (left > 0) {
    let best = -1;
    let bestRatio = 0;
    weights.forEach((w, i) => {
      const ratio = w / (out[i] as number);
      if ((out[i] as number) < w && ratio > bestRatio) {
        best = i;
        bestRatio = ratio;
      }
    });
    if (best < 0) break;
    out[best] = (out[best] as number) + 1;
    left -= 1;
  }
  return out;
}
