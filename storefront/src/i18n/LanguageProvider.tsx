import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './create-i18n';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type UiLanguage } from './language';

interface LanguageContextValue {
  language: UiLanguage;
  setLanguage(language: UiLanguage): void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** The browser keeps one i18n instance across client navigations; the server makes one per request. */
let browserLanguage: UiLanguage | undefined;
export function currentBrowserLanguage(): UiLanguage | undefined {
  return browserLanguage;
}

export function LanguageProvider({ initial, children }: { initial: UiLanguage; children: ReactNode }) {
  const [i18n] = useState(() => createI18n(initial));
  const [language, setLanguageState] = useState<UiLanguage>(initial);
  if (typeof window !== 'undefined' && browserLanguage === undefined) browserLanguage = initial;

  const setLanguage = useCallback(
    (next: UiLanguage) => {
      void i18n.changeLanguage(next);
      setLanguageState(next);
      browserLanguage = next;
      // spec §1: the choice persists (a cookie so the server renders it, local storage as the client's copy).
      document.cookie = `${LANGUAGE_COOKIE}=${next}; Path=/; Max-Age=31536000; SameSite=Lax`;
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // storage unavailable (private mode): the cookie still carries the choice
      }
      document.documentElement.lang = next;
    },
    [i18n],
  );

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const ctx = useContext(LanguageContext);
  if (!ctx) throw new Error('useLanguage must be used within a LanguageProvider');
  return ctx;
}
