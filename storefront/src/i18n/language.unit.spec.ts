import blog from './texts/blog';
import { chooseLanguage, preferredFromAcceptLanguage, readCookie, toUiLanguage } from './language';
import { areas } from './resources';
import legal from './texts/legal';
import viewer from './texts/viewer';
import account from './texts/account';
import builder from './texts/builder';
import preview from './texts/preview';
import refine from './texts/refine';
import requests from './texts/requests';

describe('language choice (spec §1)', () => {
  it('starts in the browser language when it is German or English', () => {
    expect(chooseLanguage({ browser: 'en-US' })).toBe('en');
    expect(chooseLanguage({ browser: 'de-AT' })).toBe('de');
  });

  it('falls back to German for any other or no browser language', () => {
    expect(chooseLanguage({ browser: 'fr-FR' })).toBe('de');
    expect(chooseLanguage({ browser: null })).toBe('de');
    expect(chooseLanguage({})).toBe('de');
  });

  it('keeps a stored choice over the browser language, and ignores a stored value that is not selectable', () => {
    expect(chooseLanguage({ stored: 'en', browser: 'de-DE' })).toBe('en');
    expect(chooseLanguage({ stored: 'fr', browser: 'en' })).toBe('en');
  });

  it('reads the most preferred tag of an Accept-Language header', () => {
    expect(preferredFromAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr-CH');
    expect(preferredFromAcceptLanguage('en;q=0.5, de;q=0.9')).toBe('de');
    expect(preferredFromAcceptLanguage('*;q=1, en;q=0.4')).toBe('en');
    expect(preferredFromAcceptLanguage('')).toBeUndefined();
    expect(toUiLanguage('EN_gb')).toBe('en');
  });

  it('reads the language cookie', () => {
    expect(readCookie('a=1; fabelhaft_lang=en; b=2', 'fabelhaft_lang')).toBe('en');
    expect(readCookie(undefined, 'fabelhaft_lang')).toBeUndefined();
  });
});

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('texts', () => {
  it.each(Object.entries({ ...areas, legal, viewer, account, builder, preview, refine, requests, blog }))(
    'has every %s text in German and English',
    (_area, texts) => {
      const de = leaves(texts.de);
      const en = leaves(texts.en);
      expect(de.map(([k]) => k).sort()).toEqual(en.map(([k]) => k).sort());
      for (const [key, value] of [...de, ...en])
        expect([key, typeof value === 'string' && value.trim() !== '']).toEqual([key, true]);
    },
  );
});
