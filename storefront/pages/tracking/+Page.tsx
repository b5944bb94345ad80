import './Page.css';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { PageTitle } from '../../src/components/PageTitle';
import { TrackingLookup } from '../../src/components/tracking/Tracking';
import { usePageTexts } from '../../src/i18n/page-texts';
import trackingTexts from '../../src/i18n/texts/tracking';

/**
 * spec §2 Tracking (login required, guarded by the Layout like every signed-in page, spec §6). `?number=` (from
 * Account's order items and the shipping email) fills the input and looks the parcel up once.
 */
export default function Tracking() {
  usePageTexts('tracking', trackingTexts);
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const number = urlParsed.search.number;

  return (
    <>
      <div className="pg">
        <PageTitle title={t('tracking.pageTitle')} />
        <header className="container pg-head">
          <p className="eyebrow">{t('tracking.eyebrow')}</p>
          <h1>{t('tracking.title')}</h1>
          <p className="pg-lead">{t('tracking.lead')}</p>
        </header>
        <div className="container tracking-layout">
          <TrackingLookup initialNumber={number} />
        </div>
      </div>
    </>
  );
}
