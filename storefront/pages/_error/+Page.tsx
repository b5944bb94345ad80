import './Page.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { BLOG_UNAVAILABLE } from '../../src/blog/abort-reasons';
import { Loader } from '../../src/components/Loader';
import { usePageTexts } from '../../src/i18n/page-texts';
import blogTexts from '../../src/i18n/texts/blog';

/**
 * Unknown paths go to / (spec §2); the blog's outage shows its own error state (spec §8 "Could not load the
 * blog right now.", issue #26); other errors get a short apology with a way home.
 */
export default function ErrorPage() {
  const { is404, abortReason } = usePageContext();
  usePageTexts('blog', blogTexts);
  const { t } = useTranslation();
  useEffect(() => {
    if (is404) void navigate('/');
  }, [is404]);
  if (is404) return <Loader />;
  if (abortReason === BLOG_UNAVAILABLE) {
    return (
      <div className="container page">
        <div className="card blog-error" role="alert">
          <h1>{t('blog.pageTitle')}</h1>
          <p>{t('blog.error')}</p>
          <a className="btn btn-primary" href="/blog">
            {t('blog.retry')}
          </a>
        </div>
      </div>
    );
  }
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
