import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { otherFormOfAddress, textsOfSource, type AddressLanguage } from './form-of-address';

/**
 * Issue #24, ADR 0041: every customer-visible text of a language speaks to the parent in one form of address —
 * German "du", French "vous" (the refinement assistant), English has one. A word-list check over the sources of
 * those texts: the storefront's catalogs (the BFF's refusals among them), the emails, the hosted checkout and login
 * stand-ins, the invoice and the refinement assistant's answers. Story text (to the child) is not among them.
 */
const ROOT = join(__dirname, '../../..');
const dir = (path: string, filter = /\.tsx?$/) =>
  readdirSync(join(ROOT, path))
    .filter((name) => filter.test(name) && !/\.spec\.tsx?$/.test(name))
    .map((name) => `${path}/${name}`);

/**
 * Files in several languages (the language of a text from its place: `de: …`, `locale === 'de' ? …`). The BFF's
 * refusals are worded by the storefront (its catalog `storefront/src/i18n/texts/refusals.ts`, issue #25, ADR 0042).
 */
const MIXED = [
  ...dir('storefront/src/i18n/texts'),
  'storefront/src/components/orders/order-model.ts',
  'storefront/src/components/viewer/read-aloud/read-aloud-texts.ts',
  'storefront/src/listen/listen-texts.ts',
  'storefront/server/blog-feeds.ts',
  'services/notifications/src/templates/templates.ts',
  'services/content/src/seed/posts.ts',
  'services/orders/src/checkout/start-checkout.ts',
  'services/orders/src/invoicing/invoice-document.ts',
  'deploy/checkout/src/texts.ts',
  'deploy/identity/src/login-page.ts',
  'deploy/identity/src/self-service/code-mail.ts',
  'libs/invoicing/src/render-invoice-html.ts',
  'libs/book-engine/src/refinement/texts/labels.ts',
  'libs/contracts/src/journey.ts',
];
/** Files in one language: the refinement assistant's answers. */
const SINGLE: Array<[string, AddressLanguage]> = [
  ['libs/book-engine/src/refinement/texts/de.ts', 'de'],
  ['libs/book-engine/src/refinement/texts/en.ts', 'en'],
  ['libs/book-engine/src/refinement/texts/fr.ts', 'fr'],
];

const sources = [
  ...MIXED.map((path) => ({ path, language: undefined })),
  ...SINGLE.map(([path, language]) => ({ path, language })),
];

describe('one form of address per language (issue #24, ADR 0041)', () => {
  it.each(sources)('$path speaks to the parent in one voice', ({ path, language }) => {
    const texts = textsOfSource(path, readFileSync(join(ROOT, path), 'utf8'), language);
    // Not vacuous: every file listed here has texts of a known language.
    expect(texts.length).toBeGreaterThan(0);
    const wrong = texts.flatMap((t) =>
      otherFormOfAddress(t.text, t.language).map((w) => `${relative(ROOT, join(ROOT, path))}:${t.line} ${w}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the German texts say "du" (found in every German catalog of the storefront)', () => {
    const storefront = dir('storefront/src/i18n/texts').flatMap((path) =>
      textsOfSource(path, readFileSync(join(ROOT, path), 'utf8')),
    );
    const german = storefront.filter((t) => t.language === 'de').map((t) => t.text);
    expect(german.some((t) => /\b(?:du|dein\p{L}*)\b/u.test(t))).toBe(true);
    expect(storefront.some((t) => t.language === 'en')).toBe(true);
  });

  it('reads the refusals the storefront words for the BFF (issue #25), in German with "du" and in English', () => {
    const path = 'storefront/src/i18n/texts/refusals.ts';
    expect(MIXED).toContain(path);
    const texts = textsOfSource(path, readFileSync(join(ROOT, path), 'utf8'));
    expect(texts.filter((t) => t.language === 'de').some((t) => /\b(?:du|dein\p{L}*)\b/u.test(t.text))).toBe(
      true,
    );
    expect(texts.some((t) => t.language === 'en')).toBe(true);
  });

  describe('the check itself can fail', () => {
    it('flags German "Sie" inside a sentence and any capitalised Ihr…/Ihnen', () => {
      expect(otherFormOfAddress('Bitte geben Sie Ihre E-Mail-Adresse ein.', 'de')).toEqual([
        expect.stringMatching(/^Sie /),
        expect.stringMatching(/^Ihre /),
      ]);
      expect(otherFormOfAddress('Wir wünschen Ihnen viel Freude.', 'de')).toHaveLength(1);
      expect(otherFormOfAddress('Ihr Buch ist fertig.', 'de')).toHaveLength(1);
      expect(otherFormOfAddress('Die Vorschau ist fertig – sehen Sie sie an.', 'de')).toHaveLength(1);
      // "du" written with a capital inside a sentence is the other spelling.
      expect(otherFormOfAddress('Hier findest Du Deine Bücher.', 'de')).toHaveLength(2);
    });

    it('lets German "Sie" meaning "they" at a sentence start, and "du" texts, pass', () => {
      // After a sentence that names them (a text's first word has no one before it: see form-of-address.unit.spec).
      expect(
        otherFormOfAddress(
          'Mia und Ben packen einen Korb. Sie machen ein Picknick. Sie tanzen zusammen!',
          'de',
        ),
      ).toEqual([]);
      expect(
        otherFormOfAddress(
          'Die Dienstleister helfen uns. Sie verarbeiten Daten nur in unserem Auftrag.',
          'de',
        ),
      ).toEqual([]);
      expect(otherFormOfAddress('Bitte gib deine E-Mail-Adresse ein. Dein Buch ist fertig.', 'de')).toEqual(
        [],
      );
      expect(otherFormOfAddress('„Dein Buch“ ist fertig: Du kannst es lesen.', 'de')).toEqual([]);
    });

    it('flags French "tu" where the assistant says "vous"; English has one form', () => {
      expect(otherFormOfAddress('De quelle page parles-tu ? Ton livre est prêt.', 'fr')).toHaveLength(2);
      expect(otherFormOfAddress('De quelle page parlez-vous ? Votre livre est prêt.', 'fr')).toEqual([]);
      expect(otherFormOfAddress('Sie Ihre Ihnen', 'en')).toEqual([]);
    });

    it('finds a German text by its place in a source and flags one formal sentence among "du" texts', () => {
      const source = `
        const de = { ok: 'Bitte gib deinen Namen ein.', wrong: 'Bitte prüfen Sie Folgendes:' };
        const en = { ok: 'Please check: Sie is not German here.' };
        export const texts = { de: { greet: \`Hallo \${name}, schön, dass du da bist.\` } };
        export const mail = (locale: string) => (locale === 'de' ? 'Ihre Rechnung' : 'Your invoice');
        export const post = { locale: 'de', title: 'Lesen Sie vor' };
      `;
      const texts = textsOfSource('sample.ts', source);
      const wrong = texts.flatMap((t) => otherFormOfAddress(t.text, t.language).map((w) => `${t.line} ${w}`));
      expect(wrong).toEqual([
        expect.stringMatching(/^2 Sie /),
        expect.stringMatching(/^5 Ihre /),
        expect.stringMatching(/^6 Sie /),
      ]);
      expect(texts.find((t) => t.text.startsWith('Please'))?.language).toBe('en');
      expect(texts.find((t) => t.text.startsWith('Your'))?.language).toBe('en');
    });
  });
});
