import './CookieSettings.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookieConsent, writeConsent } from './cookie-consent';

/** On the legal page: shows the stored cookie choice and lets the visitor reset it (the banner returns). */
export function CookieSettings() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const [reset, setReset] = useState(false);
  return (
    <div className="cookie-settings">
      {/* Unknown until hydration; the line keeps its height so nothing below moves. */}
      <p className="cookie-settings-current">
        {consent ? t('legal.cookies.current', { choice: t(`legal.cookies.choice.${consent}`) }) : ' '}
      </p>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={consent === null || consent === 'none'}
        onClick={() => {
          writeConsent('none');
          setReset(true);
        }}
      >
        {t('legal.cookies.reset')}
      </button>
      <p className="cookie-settings-status" role="status">
        {reset ? t('legal.cookies.resetDone') : ''}
      </p>
    </div>
  );
}
