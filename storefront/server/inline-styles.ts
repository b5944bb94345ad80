import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';

/** The stylesheet links Vike injects (`inferHtmlTags`): built CSS under /assets/ only. */
const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[\w./-]+\.css)">/g;

/**
 * issue #25 (ADR 0044): an HTML-only page carries its CSS in the document instead of linking it. On the phone
 * profile each linked stylesheet costs a round trip before the first paint (Lighthouse counted three,
 * about 0.5 s of the landing page's LCP); the landing page's CSS is about 8 kB gzipped, so it travels with the
 * HTML. A link whose file cannot be read stays a link.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = read(href);
    return css === undefined
      ? link
      : `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** Reads built CSS from the client build once per file (the files are content-hashed and never change). */
export function builtCss(clientDir: string): (href: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (href) => {
    if (!cache.has(href)) {
      const path = normalize(join(clientDir, href));
      let css: string | undefined;
      try {
        css = path.startsWith(normalize(join(clientDir, 'assets'))) ? readFileSync(path, 'utf8') : undefined;
      } catch {
        css = undefined;
      }
      cache.set(href, css);
    }
    return cache.get(href);
  };
}
