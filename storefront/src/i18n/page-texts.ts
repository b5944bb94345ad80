import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, type UiLanguage } from './language';

/**
 * Texts only one page needs (the long legal texts) ship with that page's code instead of in every page's
 * bundle (the landing page's JavaScript budget, issue #3). The page adds them to the i18n instance on its
 * first render — on the server too, so server-rendered HTML carries them.
 */
export function usePageTexts(area: string, texts: Record<UiLanguage, object>): void {
  const { i18n } = useTranslation();
  for (const lang of UI_LANGUAGES) {
    if (!i18n.getResource(lang, 'translation', area)) {
      i18n.addResourceBundle(lang, 'translation', { [area]: texts[lang] }, true, false);
    }
  }
}
