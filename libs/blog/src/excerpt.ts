/** Spec §9: a post's excerpt is at most 200 characters. */
export const EXCERPT_LENGTH = 200;
/** Spec §9: read time is fixed at 5 minutes, whatever the length. */
export const READ_MINUTES = 5;

/**
 * Spec §9: the first 200 characters of a post's plain text, cut at the last word boundary with an ellipsis.
 * Only for text without HTML (the storefront shows a post's sanitised HTML when it has some).
 */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Whether a text carries HTML markup (a tag), so the excerpt helper must not be used on it. */
export function hasHtml(text: string): boolean {
  return /<[a-z][\s\S]*?>/i.test(text);
}
