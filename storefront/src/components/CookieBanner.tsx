import './CookieBanner.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookieConsent, writeConsent } from './cookie-consent';

/**
 * spec §2 cookie banner: accept or decline, the choice is stored locally and the banner hides. It sits in the
 * fixed bottom column of Overlays (it never pushes content, so no layout shift) and only appears after
 * hydration.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const titleId = useId();
  const visible = consent === 'none';

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
        <button type="button" className="btn btn-secondary" onClick={() => writeConsent('declined')}>
          {t('cookies.decline')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => writeConsent('accepted')}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
