import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMING_SOON_LANGUAGES, UI_LANGUAGES, isUiLanguage } from '../i18n/language';
import { useLanguage } from '../i18n/LanguageProvider';

/** German and English to choose; the other languages listed as coming soon and not selectable (spec §1). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('common.language.label')}
      </label>
      <span aria-hidden="true" className="language-switcher-icon">
        🌐
      </span>
      <select
        id={id}
        className="language-select"
        value={language}
        onChange={(e) => isUiLanguage(e.target.value) && setLanguage(e.target.value)}
      >
        {UI_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`common.language.${l}`)}
          </option>
        ))}
        {COMING_SOON_LANGUAGES.map((l) => (
          <option key={l} value={l} disabled>
            {t(`common.language.${l}`)} ({t('common.language.comingSoon')})
          </option>
        ))}
      </select>
    </div>
  );
}
