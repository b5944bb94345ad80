import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

// Issue #25, ADR 0043: styles beside their components, one way. The design tokens, the fonts and the global
// base (reset, typography, the shared building blocks) live in src/styles/ and load once through the layout;
// every other stylesheet sits beside the component or page that imports it.
const STOREFRONT = join(__dirname, '../..');
const STYLES = __dirname;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return [path];
  });
}

const sources = [...filesUnder(join(STOREFRONT, 'src')), ...filesUnder(join(STOREFRONT, 'pages'))];
const stylesheets = sources.filter((f) => f.endsWith('.css'));
const modules = sources.filter((f) => /\.tsx?$/.test(f) && !/\.spec\.tsx?$/.test(f));
const cssImportsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map((m) =>
    join(dirname(file), m[1]!),
  );

describe('styles beside their components (issue #25, ADR 0043)', () => {
  it('keeps only the tokens, the fonts and the global base in src/styles', () => {
    const here = readdirSync(STYLES).filter((f) => f.endsWith('.css'));
    expect(here.sort()).toEqual(['fonts.css', 'global.css', 'tokens.css']);
    const global = readFileSync(join(STYLES, 'global.css'), 'utf8');
    expect(global).toMatch(/^@import '\.\/fonts\.css';\n@import '\.\/tokens\.css';/);
  });

  it('loads the global stylesheet once, from the layout, and nothing else from src/styles', () => {
    const importers = modules.filter((m) => cssImportsOf(m).some((css) => dirname(css) === STYLES));
    expect(importers.map((m) => relative(STOREFRONT, m))).toEqual(['pages/+Layout.tsx']);
    expect(cssImportsOf(join(STOREFRONT, 'pages/+Layout.tsx'))).toContain(join(STYLES, 'global.css'));
  });

  it('puts every other stylesheet beside a component or page of its folder that imports it', () => {
    const importedBy = new Map<string, string[]>();
    for (const m of modules)
      for (const css of cssImportsOf(m)) importedBy.set(css, [...(importedBy.get(css) ?? []), m]);
    const stray = stylesheets
      .filter((css) => dirname(css) !== STYLES)
      .filter((css) => !(importedBy.get(css) ?? []).some((m) => dirname(m) === dirname(css)))
      .map((css) => relative(STOREFRONT, css));
    expect(stray).toEqual([]);
    // Named after what imports it: Header.css beside Header.tsx, a page's Page.css beside its +Page.tsx, or a
    // folder's family of components sharing one sheet named after the folder (illustrations/illustrations.css).
    const misnamed = stylesheets
      .filter((css) => dirname(css) !== STYLES)
      .filter((css) => {
        const name = basename(css, '.css');
        const beside = readdirSync(dirname(css));
        if (name === 'Page') return !beside.includes('+Page.tsx');
        return !beside.includes(`${name}.tsx`) && name !== basename(dirname(css));
      })
      .map((css) => relative(STOREFRONT, css));
    expect(misnamed).toEqual([]);
  });

  it('defines every colour in tokens.css: no colour literal anywhere else', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;
    const offenders = stylesheets
      .filter((css) => basename(css) !== 'tokens.css')
      .flatMap((css) =>
        readFileSync(css, 'utf8')
          .split('\n')
          .map((line, i) => [line, i + 1] as const)
          .filter(([line]) => literal.test(line))
          .map(([line, n]) => `${relative(STOREFRONT, css)}:${n}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
