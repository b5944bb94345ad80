import './LanguageSwitcher.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMING_SOON_LANGUAGES, UI_LANGUAGES, isUiLanguage } from '../i18n/language';
import { useLanguage } from '../i18n/LanguageProvider';
import { useHtmlOnly } from '../islands/html-only';
import { showPageIn } from '../islands/language';

/** German and English to choose; the other languages listed as coming soon and not selectable (spec §1). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  // ADR 0044: on an HTML-only page only the header is React; the page itself loads again in the new language.
  const htmlOnly = useHtmlOnly();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('common.language.label')}
      </label>
      <svg
        className="language-switcher-icon"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <select
        id={id}
        className="language-select"
        value={language}
        onChange={(e) => {
          const next = e.target.value;
          if (!isUiLanguage(next)) return;
          setLanguage(next);
          if (htmlOnly) showPageIn(next);
        }}
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
