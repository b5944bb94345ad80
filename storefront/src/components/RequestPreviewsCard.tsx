import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config';
import { usePageTexts } from '../i18n/page-texts';
import accountTexts from '../i18n/texts/account';

/**
 * Shown when the preview quota is used up (spec §2 account and builder). The request form of spec §5 (at
 * least 10 characters, POST /limits/preview/request) arrives with its own issue; until then the card
 * explains the limit and offers the support mail.
 */
export function RequestPreviewsCard() {
  // The account texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('account', accountTexts);
  const { t } = useTranslation();
  const { supportEmail } = usePublicConfig();
  const titleId = useId();
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(t('account.request.mailSubject'))}`;
  return (
    <section className="card request-card" aria-labelledby={titleId} data-testid="request-previews">
      <h2 id={titleId} className="request-title">
        {t('account.request.title')}
      </h2>
      <p>{t('account.request.text')}</p>
      <a className="btn btn-primary" href={mailto}>
        {t('account.request.mail')}
      </a>
      <p className="request-soon">{t('account.request.soon')}</p>
    </section>
  );
}
