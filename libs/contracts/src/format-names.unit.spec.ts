import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import {
  BOOK_FORMATS,
  CUSTOMER_LANGUAGES,
  FORMAT_NAMES,
  formatNameInText,
  suggestedFormat,
} from './constants';

const ROOT = join(__dirname, '../../..');

/**
 * Every place a customer (or support, who talks to customers) reads text: the storefront's catalogs and
 * components, the hosted checkout, the local identity's pages and emails, the orders service (line items,
 * invoices, refusals), the emails, the BFF's refusals, the console and the blog's own posts.
 */
const SURFACES = [
  'storefront/src',
  'storefront/pages',
  'deploy/checkout/src',
  'deploy/identity/src',
  'services/orders/src',
  'services/notifications/src',
  'services/content/src/seed',
  'libs/invoicing/src',
  'bff/src',
  'admin/src',
];

/** The files behind a surface: source, not tests or test kits. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'test-fixtures' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/(\.spec\.tsx?|test-kit\.ts|\.fixture\.ts)$/.test(name) ? [path] : [];
  });
}

/** The text a file shows: its string literals, template texts and JSX text (no names, no comments). */
function textsOf(file: string): { text: string; property: string | null }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { text: string; property: string | null }[] = [];
  const visit = (node: ts.Node) => {
    const property =
      node.parent && ts.isPropertyAssignment(node.parent) && node.parent.initializer === node
        ? node.parent.name.getText(source)
        : null;
    // Module specifiers and keys are not text anyone reads.
    const inImport =
      node.parent && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent));
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !inImport) {
      found.push({ text: node.text, property });
    } else if (ts.isTemplateExpression(node)) {
      found.push({
        text: [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' … '),
        property,
      });
    } else if (ts.isJsxText(node)) {
      found.push({ text: node.text, property: null });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Any wording of a format, right or wrong: the one name (case aside, as English writes it inside a sentence)
 * passes; every other is a second name.
 */
const FORMAT_WORDS =
  /\b(?:board[- ]?books?|booklets?|soft[- ]?cover|paperback|hard[- ]?cover|saddle[- ]stitch(?:ed)?|stapled booklet|Heft|Hefte|Pappbilderbuch|Pappbilderbücher|Pappbuch|Broschüre|Broschur|Rückstichheftung|geheftetes Heft)\b/giu;
const ONE_NAME = new Set(
  CUSTOMER_LANGUAGES.flatMap((lang) =>
    BOOK_FORMATS.flatMap((f) => [
      FORMAT_NAMES[lang][f].toLowerCase(),
      `${FORMAT_NAMES[lang][f].toLowerCase()}s`,
    ]),
  ).concat(['hefte', 'pappbilderbücher']),
);

describe('one name per format in each language (issue #24)', () => {
  it('has one distinct name for each format in German and English', () => {
    for (const lang of CUSTOMER_LANGUAGES) {
      const names = BOOK_FORMATS.map((f) => FORMAT_NAMES[lang][f]);
      expect(new Set(names).size).toBe(BOOK_FORMATS.length);
      for (const name of names) expect(name).toMatch(/^\p{Lu}[\p{L} ]+$/u);
    }
    expect(formatNameInText('board', 'en')).toBe('board book');
    expect(formatNameInText('board', 'de')).toBe('Pappbilderbuch');
  });

  it('suggests the board book for the youngest and the booklet from 3 (the book engine’s rule)', () => {
    expect(['0 years', '2 years', '0-3 years'].map(suggestedFormat)).toEqual(['board', 'board', 'board']);
    expect(['3 years', '5 years', '3-6 years', '15-17 years', '', null].map(suggestedFormat)).toEqual(
      Array(6).fill('booklet'),
    );
  });

  it('is the only wording of a format on every surface: storefront, checkout, identity, invoice, emails, console', () => {
    const files = SURFACES.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const other: string[] = [];
    for (const file of files) {
      for (const { text, property } of textsOf(file)) {
        for (const match of text.matchAll(FORMAT_WORDS)) {
          const word = match[0].toLowerCase();
          // A name given a qualifier is a second name too ("Booklet (saddle stitch)", "Heft (Softcover)").
          const qualified = /^\s*\(/.test(text.slice((match.index ?? 0) + match[0].length));
          if (!ONE_NAME.has(word) || qualified) other.push(`${relative(ROOT, join(ROOT, file))}: “${text}”`);
        }
        // A map from format to a name written out by hand is a second source, however it is spelt.
        if ((property === 'booklet' || property === 'board') && FORMAT_WORDS.test(text)) {
          other.push(`${file}: ${property}: “${text}” (take it from FORMAT_NAMES)`);
        }
        FORMAT_WORDS.lastIndex = 0;
      }
    }
    expect(other).toEqual([]);
  });

  it('fails on a second name (the check can fail)', () => {
    const texts = ['Booklet (saddle stitch)', 'Heft (Softcover)', 'Geheftetes Heft', 'Pappbuch', 'Heft'];
    const flagged = texts.filter((text) =>
      [...text.matchAll(FORMAT_WORDS)].some(
        (m) => !ONE_NAME.has(m[0].toLowerCase()) || /^\s*\(/.test(text.slice((m.index ?? 0) + m[0].length)),
      ),
    );
    expect(flagged).toEqual(['Booklet (saddle stitch)', 'Heft (Softcover)', 'Geheftetes Heft', 'Pappbuch']);
  });
});
