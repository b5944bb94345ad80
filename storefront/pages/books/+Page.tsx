import './Page.css';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { MyBooks } from '../../src/components/books/BookList';
import { PageTitle } from '../../src/components/PageTitle';

/** spec §2 My books (login required, guarded by the Layout): create button and a card per book. */
export default function Books() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  // spec §2: ?preview (e.g. /books?preview=<id> from the builder) refetches the list.
  const refresh = urlParsed.search.preview;

  return (
    <>
      <div className="pg">
        <PageTitle title={t('books.pageTitle')} />
        <header className="container pg-head pg-head-start books-head">
          <div>
            <p className="eyebrow">{t('books.eyebrow')}</p>
            <h1>{t('books.title')}</h1>
            <p className="pg-lead">{t('books.lead')}</p>
          </div>
          <a className="btn btn-primary" href="/builder">
            {t('books.create')}
          </a>
        </header>
        <div className="container">
          <MyBooks refresh={refresh} />
        </div>
      </div>
    </>
  );
}
