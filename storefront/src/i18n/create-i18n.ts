import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLanguage } from './language';
import { resourcesFor } from './resources';

/** A fresh instance per server request (STACK.md), one for the browser. Resources are bundled: init is sync. */
export function createI18n(lang: UiLanguage): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'de',
    supportedLngs: ['de', 'en'],
    resources: { de: { translation: resourcesFor('de') }, en: { translation: resourcesFor('en') } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
