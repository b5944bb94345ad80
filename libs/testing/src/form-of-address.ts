import * as ts from 'typescript';

/**
 * One form of address per language (issue #24, ADR 0041): German speaks to the parent with "du" (lower case
 * inside a sentence), French with "vous"; English has one form. These helpers find the other form in a text and
 * pull the customer-visible texts of one language out of a TypeScript source file.
 */
export type AddressLanguage = 'de' | 'en' | 'fr';

/** German "Sie" possessives and dative: the formal voice wherever they stand ("Ihr" before a verb aside, below). */
const GERMAN_FORMAL_POSSESSIVE = /^(?:Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)$/;
/** German "du" forms are written in lower case inside a sentence (as the storefront does). */
const GERMAN_CAPITALISED_DU =
  /^(?:Du|Dich|Dir|Dein|Deine|Deinem|Deinen|Deiner|Deines|Euch|Euer|Eure|Euren|Eurem|Eurer)$/;
/** French "tu" forms (the brand says "vous"). */
const FRENCH_TU = /^(?:tu|toi|te|ton|ta|tes|tien|tienne|tiens|tiennes)$/i;

/** Characters after which a new sentence (or a quoted title) starts. */
const SENTENCE_START = /(?:^|[.!?…:\n„“”"«»(>])\s*$/u;
/** Nothing but opening quotes and brackets before: the first word of the whole text. */
const TEXT_START = /^[\s„“"«»(]*$/u;
/** Words that speak to the reader, not about others: "Sie können jederzeit …", "Sie finden hier …". */
const ADDRESS_CUE = /^(?:bitte|hier|jetzt|gern|gerne|jederzeit|einfach|selbst)$/i;
/** The plural "ihr" of the du-voice opens a sentence with its verb: "Ihr könnt", "Ihr habt", "Ihr seid". */
const PLURAL_DU_VERB = /^\p{Ll}+t$/u;

/**
 * Whether a sentence-initial German "Sie" speaks to the reader. "Sie" and "sie" (they) share a capital there and
 * the formal verb is the plural's, so the words around it decide, in this order:
 * - the first word of a text: a catalog entry, an email line or a button has no one before it "they" could be
 *   ("Sie erhalten eine E-Mail." is the formal voice);
 * - a question ("Sie haben Fragen?") asks the reader;
 * - a word that turns to the reader in the same sentence ("Sie können jederzeit widersprechen.").
 * Otherwise it is "they", after a sentence that names them ("Die Dienstleister helfen uns. Sie verarbeiten …").
 */
function formalSieAtStart(text: string, index: number, before: string): boolean {
  if (TEXT_START.test(before)) return true;
  const rest = text.slice(index + 3);
  const end = rest.search(/[.!?…\n]/u);
  const sentence = end === -1 ? rest : rest.slice(0, end + 1);
  if (sentence.endsWith('?')) return true;
  return [...sentence.matchAll(/\p{L}+/gu)].some((m) => ADDRESS_CUE.test(m[0]));
}

/**
 * The words of `text` that speak in the other form of address for `language`, as "word (context)". German:
 * "Sie" inside a sentence, a sentence-initial "Sie" that speaks to the reader (`formalSieAtStart`), any
 * capitalised Ihnen/Ihr… (but "Ihr" opening a sentence with its verb, "Ihr könnt", is the du-voice's plural),
 * and a capitalised du-form inside a sentence.
 */
export function otherFormOfAddress(text: string, language: AddressLanguage): string[] {
  if (language === 'en') return [];
  const found: string[] = [];
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const word = match[0];
    const before = text.slice(0, match.index);
    const atStart = SENTENCE_START.test(before);
    const next = /^\s+(\p{L}+)/u.exec(text.slice(match.index + word.length))?.[1] ?? '';
    const wrong =
      language === 'de'
        ? (GERMAN_FORMAL_POSSESSIVE.test(word) &&
            !(word === 'Ihr' && atStart && PLURAL_DU_VERB.test(next))) ||
          (word === 'Sie' && (!atStart || formalSieAtStart(text, match.index, before))) ||
          (GERMAN_CAPITALISED_DU.test(word) && !atStart)
        : FRENCH_TU.test(word);
    if (wrong) {
      const from = Math.max(0, match.index - 30);
      found.push(`${word} (…${text.slice(from, match.index + word.length + 30).replace(/\s+/g, ' ')}…)`);
    }
  }
  return found;
}

const LANGUAGES: readonly string[] = ['de', 'en', 'fr'];

function nameOf(name: ts.PropertyName | ts.BindingName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/** The language a node's position says: `de: …`, `const de = …`, `locale === 'de' ? … : …`, `{ locale: 'de', … }`. */
function languageAt(node: ts.Node, fileLanguage: AddressLanguage | undefined): AddressLanguage | undefined {
  let child: ts.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (
      (ts.isPropertyAssignment(parent) && parent.initializer === child) ||
      ts.isVariableDeclaration(parent)
    ) {
      const name = nameOf(parent.name)?.toLowerCase();
      if (name && LANGUAGES.includes(name)) return name as AddressLanguage;
    }
    if (ts.isConditionalExpression(parent) && child !== parent.condition) {
      const c = parent.condition;
      if (
        ts.isBinaryExpression(c) &&
        c.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken &&
        ts.isStringLiteral(c.right) &&
        (c.right.text === 'de' || c.right.text === 'en')
      ) {
        const other = c.right.text === 'de' ? 'en' : 'de';
        return (child === parent.whenTrue ? c.right.text : other) as AddressLanguage;
      }
    }
    if (ts.isObjectLiteralExpression(parent)) {
      for (const p of parent.properties) {
        if (
          ts.isPropertyAssignment(p) &&
          nameOf(p.name) === 'locale' &&
          ts.isStringLiteral(p.initializer) &&
          LANGUAGES.includes(p.initializer.text)
        )
          return p.initializer.text as AddressLanguage;
      }
    }
  }
  return fileLanguage;
}

/** One text of a source file: a string literal or a template literal's text pieces joined by "…". */
export interface SourceText {
  language: AddressLanguage;
  text: string;
  line: number;
}

/**
 * Every string and template literal of a TypeScript source whose place names its language (see `languageAt`),
 * or `fileLanguage` for a file in one language (the refinement assistant's `texts/de.ts`). Imports, `import()`
 * and `require()` paths are skipped.
 */
export function textsOfSource(
  fileName: string,
  source: string,
  fileLanguage?: AddressLanguage,
): SourceText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const texts: SourceText[] = [];
  const add = (node: ts.Node, text: string) => {
    const language = languageAt(node, fileLanguage);
    if (language) {
      texts.push({ language, text, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      add(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      // "${x}" in the middle of a sentence is not a sentence start: a placeholder word keeps "Sie" inside it.
      add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('X'));
      node.templateSpans.forEach((s) => visit(s.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}
