import sanitizeHtml from 'sanitize-html';

/** Tags a post may use: what the console's rich-text editor writes, nothing that runs or embeds. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
  'code',
  'pre',
  'figure',
  'figcaption',
];

/**
 * Issue #26: a post's HTML as the storefront may render it. Keeps the allow-listed tags and attributes
 * (links: href/title; images: src/alt/width/height), drops `<script>`, `<style>`, `<iframe>` with their
 * content, every `on*` and `style` attribute, and any URL that is not http(s), mailto or a relative path
 * (`javascript:`, `data:`, `vbscript:` …). Every link gets `rel="noopener noreferrer"`; links that leave the
 * site open in a new tab. Idempotent: sanitising sanitised HTML changes nothing.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Their text is code or styling, never reading matter.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const external = /^https?:\/\//i.test(href);
        const next: Record<string, string> = { ...attribs, rel: 'noopener noreferrer' };
        if (external) next.target = '_blank';
        else delete next.target;
        return { tagName, attribs: next };
      },
    },
  });
}

/** The plain text of a post's HTML (meta descriptions, feed summaries, JSON-LD). */
export function htmlToText(html: string): string {
  // A block's end is a word boundary: `<h2>Titel</h2><p>Text` reads "Titel Text".
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|figcaption|pre)>|<br\s*\/?>/gi, (m) => `${m} `);
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style'] })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
