import './CookieSettings.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookieConsent, writeConsent } from './cookie-consent';

/**
 * On the legal page: shows the stored cookie choice and lets the visitor reset it (the banner returns). The
 * legal page is HTML only (ADR 0044): its island script (src/islands/island.ts) wires this HTML, taking the line's
 * words for each choice from the data attributes.
 */
export function CookieSettings() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const [reset, setReset] = useState(false);
  const current = (choice: 'accepted' | 'declined' | 'none') =>
    t('legal.cookies.current', { choice: t(`legal.cookies.choice.${choice}`) });
  return (
    <div
      className="cookie-settings"
      data-island="cookie-settings"
      data-current-accepted={current('accepted')}
      data-current-declined={current('declined')}
      data-current-none={current('none')}
      data-reset-done={t('legal.cookies.resetDone')}
    >
      {/* Unknown until the browser reads the choice; the line keeps its height so nothing below moves. */}
      <p className="cookie-settings-current">{consent ? current(consent) : ' '}</p>
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
