import './Page.css';
import type { ViewerPage } from '@fabelhaft/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { PageTitle } from '../../../src/components/PageTitle';
import { ReadAloudPlayer } from '../../../src/components/viewer/read-aloud/ReadAloudPlayer';
import { usePageTexts } from '../../../src/i18n/page-texts';
import texts from '../../../src/listen/listen-texts';
import type { ListenPageData } from '../../../src/listen/load-listen';

/**
 * issue #28 part 4 (ADR 0038): the page the printed QR code opens — no sign-in, the cover and the story read
 * aloud page by page (the viewer's ReadAloudPlayer over the narrated pages), in the visitor's language.
 */
export default function ListenPage() {
  usePageTexts('listen', texts);
  const data = useData<ListenPageData>();
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const pages = useMemo<ViewerPage[]>(
    () =>
      data.found
        ? data.book.pages.map((p) => ({
            page_type: 'other',
            page_number: p.page_number,
            image_url: '',
            alt_text: '',
            audio: p.audio,
          }))
        : [],
    [data],
  );

  if (!data.found) {
    return (
      <main className="page listen-page" id="main">
        <PageTitle title={t('listen.notFoundTitle')} />
        <h1>{t('listen.notFoundTitle')}</h1>
        <p>{t('listen.notFound')}</p>
        <p>
          <a className="btn btn-primary" href="/">
            {t('listen.home')}
          </a>
        </p>
      </main>
    );
  }
  const { book } = data;
  return (
    <main className="page listen-page" id="main">
      <PageTitle title={`${book.title} · ${t('listen.pageTitle')}`} />
      {book.cover_url && (
        <img className="listen-cover" src={book.cover_url} alt={t('listen.cover', { title: book.title })} />
      )}
      <h1 className="listen-title">{book.title}</h1>
      <p>{t('listen.intro')}</p>
      <ReadAloudPlayer
        pages={pages}
        languages={book.audio_languages}
        visible={[current]}
        onShow={(page) => setCurrent(page)}
      />
    </main>
  );
}
