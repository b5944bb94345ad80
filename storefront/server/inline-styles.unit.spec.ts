import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtCss, inlineStylesheets } from './inline-styles';

const link = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}">`;

describe('inlineStylesheets (issue #25: an HTML-only page carries its CSS)', () => {
  it('puts each linked built stylesheet into the document, in place and in order', () => {
    const css: Record<string, string> = {
      '/assets/static/a.css': 'a{color:red}',
      '/assets/static/b.css': 'b{}',
    };
    const html = `<head>${link('/assets/static/a.css')}<title>x</title>${link('/assets/static/b.css')}</head>`;
    expect(inlineStylesheets(html, (href) => css[href])).toBe(
      '<head><style data-href="/assets/static/a.css">a{color:red}</style><title>x</title>' +
        '<style data-href="/assets/static/b.css">b{}</style></head>',
    );
  });

  it('keeps a link it cannot read, and links outside /assets/', () => {
    const html = `${link('/assets/static/gone.css')}<link rel="stylesheet" type="text/css" href="https://cdn.example/x.css">`;
    expect(inlineStylesheets(html, () => undefined)).toBe(html);
    expect(inlineStylesheets(html, () => 'p{}')).toBe(
      `<style data-href="/assets/static/gone.css">p{}</style><link rel="stylesheet" type="text/css" href="https://cdn.example/x.css">`,
    );
  });

  it('cannot be closed early by a "</style" inside the CSS', () => {
    expect(
      inlineStylesheets(link('/assets/x.css'), () => 'a::after{content:"</style><script>"}'),
    ).not.toContain('</style><script>');
  });
});

describe('builtCss', () => {
  it('reads files under the client build’s assets once, and nothing outside them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'css-'));
    mkdirSync(join(dir, 'assets/static'), { recursive: true });
    writeFileSync(join(dir, 'assets/static/a.css'), 'a{}');
    writeFileSync(join(dir, 'secret.css'), 'nope');
    const read = builtCss(dir);
    expect(read('/assets/static/a.css')).toBe('a{}');
    writeFileSync(join(dir, 'assets/static/a.css'), 'changed');
    expect(read('/assets/static/a.css')).toBe('a{}');
    expect(read('/assets/../secret.css')).toBeUndefined();
    expect(read('/assets/static/missing.css')).toBeUndefined();
  });
});
