import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import appDe from './app.de';
import appEn from './app.en';
import raGerman from './ra.de';

type Messages = { [key: string]: string | Messages };

/** `over` on top of `base`, recursively (a key `over` lacks keeps `base`'s value). */
export function deepMerge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out;
}

const english = englishMessages as unknown as Messages;

export const MESSAGES: Record<'de' | 'en', Messages> = {
  en: deepMerge(english, appEn as unknown as Messages),
  de: deepMerge(deepMerge(english, raGerman as unknown as Messages), appDe as unknown as Messages),
};

export const LOCALE_KEY = 'fabelhaft.admin.locale';

/** The stored choice, else the browser's language when it is German or English, else German (spec §1). */
export function initialLocale(stored: string | null, browser: string | undefined): 'de' | 'en' {
  if (stored === 'de' || stored === 'en') return stored;
  return browser?.toLowerCase().startsWith('en') ? 'en' : 'de';
}

export function createI18nProvider(locale: 'de' | 'en') {
  return polyglotI18nProvider(
    (l) => MESSAGES[l === 'en' ? 'en' : 'de'] as unknown as TranslationMessages,
    locale,
    [
      { locale: 'de', name: 'Deutsch' },
      { locale: 'en', name: 'English' },
    ],
  );
}
