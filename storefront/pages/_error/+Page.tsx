import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { Loader } from '../../src/components/Loader';

/** Unknown paths go to / (spec §2); other errors get a short apology with a way home. */
export default function ErrorPage() {
  const { is404 } = usePageContext();
  const { t } = useTranslation();
  useEffect(() => {
    if (is404) void navigate('/');
  }, [is404]);
  if (is404) return <Loader />;
  return (
    <div className="container page">
      <div className="card" role="alert">
        <h1>{t('common.errorPage.title')}</h1>
        <p>{t('common.errorPage.text')}</p>
        <a className="btn btn-primary" href="/">
          {t('common.errorPage.home')}
        </a>
      </div>
    </div>
  );
}
