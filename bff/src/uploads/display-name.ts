/**
 * The client's file name as shown back in `filename` and in warnings: only its last path segment (browsers
 * may send `C:\fakepath\x.png` or a folder path), without control or bidi-override characters, at most 200
 * characters; `image` when nothing is left.
 */
export function displayName(original: string | undefined): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '').trim();
  return Array.from(clean).slice(0, 200).join('') || 'image';
}
