import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../../src/i18n/page-texts';
import builderTexts from '../../src/i18n/texts/builder';
import { Builder } from '../../src/components/builder/Builder';
import { PageTitle } from '../../src/components/PageTitle';

/** spec §2 Builder (login required, guarded by the Layout): the form, the status card and the info card. */
export default function BuilderPage() {
  const { t } = useTranslation();
  usePageTexts('builder', builderTexts);
  return (
    <>
      <div className="pg">
        <PageTitle title={t('builder.pageTitle')} />
        <header className="container pg-head pg-head-start">
          <p className="eyebrow">{t('builder.eyebrow')}</p>
          <h1>{t('builder.title')}</h1>
          <p className="pg-lead">{t('builder.lead')}</p>
        </header>
        <Builder />
      </div>
    </>
  );
}
