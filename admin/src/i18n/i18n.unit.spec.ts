import { initialLocale, MESSAGES } from './i18n-provider';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const value = (o: object, key: string): unknown =>
  key.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], o);

describe('console texts', () => {
  it('has every key in German and English, with German texts for the console and react-admin', () => {
    expect(keys(MESSAGES.de).sort()).toEqual(keys(MESSAGES.en).sort());
    expect(value(MESSAGES.de, 'fabelhaft.auth.notSupport')).toMatch(/Support-Team/);
    expect(value(MESSAGES.en, 'fabelhaft.auth.notSupport')).toMatch(/support team/);
    expect(value(MESSAGES.de, 'ra.navigation.next')).toBe('Zur nächsten Seite');
    expect(value(MESSAGES.en, 'ra.navigation.next')).toBe('Go to next page');
  });

  it('starts in the stored language, else English for English browsers, else German', () => {
    expect(initialLocale('en', 'de-DE')).toBe('en');
    expect(initialLocale(null, 'en-US')).toBe('en');
    expect(initialLocale(null, 'fr-FR')).toBe('de');
    expect(initialLocale('xx', undefined)).toBe('de');
  });
});
