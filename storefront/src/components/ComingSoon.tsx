import { useTranslation } from 'react-i18next';

/** For routes whose screens arrive with the issues that bring their data (builder, books, viewer, ...). */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <div className="card coming-soon">
        <h1>{t('common.comingSoonPage.title')}</h1>
        <p>{t('common.comingSoonPage.text')}</p>
        <a className="btn btn-primary" href="/">
          {t('common.productName')}
        </a>
      </div>
    </div>
  );
}
