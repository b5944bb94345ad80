import './Footer.css';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config';

/** spec §2 footer: copyright year, /legal, /tracking, a support mail link. */
export function Footer() {
  const { t } = useTranslation();
  const { supportEmail } = usePublicConfig();
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <p className="footer-copy">{t('common.footer.copyright', { year: new Date().getFullYear() })}</p>
        <p className="footer-note">{t('common.footer.madeIn')}</p>
        <nav aria-label={t('common.footer.legal')}>
          <ul className="footer-links">
            <li>
              <a href="/legal">{t('common.footer.legal')}</a>
            </li>
            <li>
              <a href="/tracking">{t('common.footer.tracking')}</a>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`}>{t('common.footer.support')}</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
