import './CookieBanner.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookieConsent, writeConsent } from './cookie-consent';

/**
 * spec §2 cookie banner: accept or decline, the choice is stored locally and the banner hides. It sits in the
 * fixed bottom column of Overlays (it never pushes content, so no layout shift) and only appears after
 * hydration. On an HTML-only page (ADR 0044) the server renders it (`always`) and the island script removes it
 * once a choice is stored; its buttons carry the choice they store (`data-consent`).
 */
export function CookieBanner({ always = false }: { always?: boolean }) {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const titleId = useId();
  const visible = always || consent === 'none';

  if (!visible) return null;
  return (
    <section className="cookie-banner" aria-labelledby={titleId} data-testid="cookie-banner">
      <div className="cookie-banner-copy">
        <h2 id={titleId} className="cookie-banner-title">
          {t('cookies.title')}
        </h2>
        <p className="cookie-banner-text">
          {t('cookies.text')} <a href="/legal#cookies">{t('cookies.more')}</a>
        </p>
      </div>
      <div className="cookie-banner-actions">
        <button
          type="button"
          className="btn btn-secondary"
          data-consent="declined"
          onClick={() => writeConsent('declined')}
        >
          {t('cookies.decline')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-consent="accepted"
          onClick={() => writeConsent('accepted')}
        >
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
