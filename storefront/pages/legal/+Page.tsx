import './Page.css';
import { useTranslation } from 'react-i18next';
import { COOKIE_CONSENT_KEY } from '../../src/components/cookie-consent';
import { CookieSettings } from '../../src/components/CookieSettings';
import { PageTitle } from '../../src/components/PageTitle';
import { usePublicConfig } from '../../src/config';
import { usePageTexts } from '../../src/i18n/page-texts';
import legalTexts from '../../src/i18n/texts/legal';

const PURPOSES = ['account', 'generation', 'orders', 'hosting', 'support'] as const;
const RIGHTS = [
  'access',
  'rectification',
  'erasure',
  'restriction',
  'portability',
  'objection',
  'withdrawal',
  'complaint',
] as const;
const STORED = ['consent', 'session', 'language'] as const;

/**
 * spec §2 legal: imprint, privacy and cookies with anchors #imprint, #privacy and #cookies. Every company
 * fact comes from the public configuration, so the imprint follows the operator's settings.
 */
export default function Legal() {
  usePageTexts('legal', legalTexts);
  const { t } = useTranslation();
  const { company, supportEmail } = usePublicConfig();
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  const address = (
    <address className="legal-address">
      {company.name}
      <br />
      {company.street}
      <br />
      {company.city}
      <br />
      {company.country}
    </address>
  );

  return (
    <div className="pg">
      <PageTitle title={t('legal.pageTitle')} />
      <header className="container pg-head">
        <p className="eyebrow">{t('legal.eyebrow')}</p>
        <h1>{t('legal.title')}</h1>
        <p className="pg-lead">{t('legal.lead')}</p>
      </header>
      <div className="container legal-layout">
        <nav className="legal-toc" aria-label={t('legal.toc.label')}>
          <p className="legal-toc-label" aria-hidden="true">
            {t('legal.toc.label')}
          </p>
          <ul>
            {(['imprint', 'privacy', 'cookies'] as const).map((s) => (
              <li key={s}>
                <a href={`#${s}`}>{t(`legal.toc.${s}`)}</a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="legal-body">
          <section id="imprint" className="card legal-section" aria-labelledby="imprint-title">
            <h2 id="imprint-title">{t('legal.imprint.title')}</h2>
            <p className="legal-muted">{t('legal.imprint.intro')}</p>
            <dl className="legal-facts">
              <div>
                <dt>{t('legal.imprint.provider')}</dt>
                <dd>{address}</dd>
              </div>
              <div>
                <dt>{t('legal.imprint.representedBy')}</dt>
                <dd>{t('legal.imprint.managingDirector', { name: company.managingDirector })}</dd>
              </div>
              <div>
                <dt>{t('legal.imprint.register')}</dt>
                <dd>{company.register}</dd>
              </div>
              <div>
                <dt>{t('legal.imprint.vatId')}</dt>
                <dd>{t('legal.imprint.vatIdText', { vatId: company.vatId })}</dd>
              </div>
              <div>
                <dt>{t('legal.imprint.contact')}</dt>
                <dd>
                  {t('legal.imprint.phone')}:{' '}
                  <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>
                  <br />
                  {t('legal.imprint.email')}: {mail(company.email)}
                </dd>
              </div>
              <div>
                <dt>{t('legal.imprint.support')}</dt>
                <dd>{mail(supportEmail)}</dd>
              </div>
            </dl>
            <h3>{t('legal.imprint.responsibleTitle')}</h3>
            <p>{t('legal.imprint.responsible', { name: company.managingDirector })}</p>
            <h3>{t('legal.imprint.disputeTitle')}</h3>
            <p>{t('legal.imprint.dispute')}</p>
            <h3>{t('legal.imprint.aiTitle')}</h3>
            <p>{t('legal.imprint.ai')}</p>
          </section>

          <section id="privacy" className="card legal-section" aria-labelledby="privacy-title">
            <h2 id="privacy-title">{t('legal.privacy.title')}</h2>
            <p>{t('legal.privacy.intro')}</p>
            <h3>{t('legal.privacy.controller.title')}</h3>
            <p>{t('legal.privacy.controller.text')}</p>
            {address}
            <p>
              {t('legal.privacy.controller.contact')} {mail(company.email)}.
            </p>
            <h3>{t('legal.privacy.purposes.title')}</h3>
            {PURPOSES.map((p) => (
              <div key={p} className="legal-purpose">
                <h4>{t(`legal.privacy.purposes.${p}.title`)}</h4>
                <p>{t(`legal.privacy.purposes.${p}.text`)}</p>
              </div>
            ))}
            <h3>{t('legal.privacy.recipients.title')}</h3>
            <p>{t('legal.privacy.recipients.text')}</p>
            <h3>{t('legal.privacy.retention.title')}</h3>
            <p>{t('legal.privacy.retention.text')}</p>
            <h3>{t('legal.privacy.rights.title')}</h3>
            <p>{t('legal.privacy.rights.lead')}</p>
            <ul className="legal-list">
              {RIGHTS.map((r) => (
                <li key={r}>{t(`legal.privacy.rights.${r}`)}</li>
              ))}
            </ul>
            <p>
              {t('legal.privacy.rights.contact')} {mail(company.email)}.
            </p>
          </section>

          <section id="cookies" className="card legal-section" aria-labelledby="cookies-title">
            <h2 id="cookies-title">{t('legal.cookies.title')}</h2>
            <p>{t('legal.cookies.intro')}</p>
            <ul className="legal-list legal-stored">
              {STORED.map((s) => (
                <li key={s}>
                  <strong>{t(`legal.cookies.${s}.name`)}</strong> –{' '}
                  {t(`legal.cookies.${s}.text`, { key: COOKIE_CONSENT_KEY })}
                </li>
              ))}
            </ul>
            <p>{t('legal.cookies.legalBasis')}</p>
            <CookieSettings />
          </section>
        </div>
      </div>
    </div>
  );
}
