import './Page.css';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { useAuth } from '../../../src/auth/AuthContext';
import { AdventureCover, BedtimeCover, BoardBookCover } from '../../../src/components/illustrations/Covers';
import { PageTitle } from '../../../src/components/PageTitle';
import { actionHref } from '../../../src/navigation/access';
import type { ShowcaseData } from '../../../src/showcase/showcase-model';

/**
 * spec §2 showcase: three cards — toddler board book, bilingual bedtime tale, adventure booklet — each a real
 * sample book the book engine made (issue #26): its cover, and a read-only flip-through in the viewer.
 */
const CARDS: { key: string; Art: ComponentType; tint: string }[] = [
  { key: 'toddler', Art: BoardBookCover, tint: 'sun' },
  { key: 'bedtime', Art: BedtimeCover, tint: 'plum' },
  { key: 'adventure', Art: AdventureCover, tint: 'sage' },
];

export default function Showcase() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const { books } = useData<ShowcaseData>();
  return (
    <div className="pg">
      <PageTitle title={t('showcase.pageTitle')} />
      <header className="container pg-head">
        <p className="eyebrow">{t('showcase.eyebrow')}</p>
        <h1>{t('showcase.title')}</h1>
        <p className="pg-lead">{t('showcase.subtitle')}</p>
      </header>
      <div className="container">
        <ul className="showcase-grid">
          {CARDS.map(({ key, Art, tint }) => {
            const book = books[key as keyof ShowcaseData['books']];
            return (
              <li key={key} className="card showcase-card">
                <div className={book ? 'showcase-art showcase-art-book' : 'showcase-art'}>
                  {book ? (
                    <img
                      className="showcase-cover"
                      src={book.cover}
                      alt={t('showcase.cover', { title: book.title })}
                      width={900}
                      height={1200}
                    />
                  ) : (
                    <Art />
                  )}
                </div>
                <div className="showcase-body">
                  <span className={`chip tint-${tint}`}>{t(`showcase.${key}.badge`)}</span>
                  <h2 className="showcase-title">{t(`showcase.${key}.title`)}</h2>
                  <p>{t(`showcase.${key}.text`)}</p>
                  <dl className="showcase-facts">
                    {(['age', 'format', 'languages'] as const).map((fact) => (
                      <div key={fact}>
                        <dt>{t(`showcase.labels.${fact}`)}</dt>
                        <dd>{t(`showcase.${key}.${fact}`)}</dd>
                      </div>
                    ))}
                  </dl>
                  {book ? (
                    <a
                      className="btn btn-secondary showcase-open"
                      href={`/showcase/${key}`}
                      aria-label={t('showcase.flipThroughAbout', { title: book.title })}
                    >
                      {t('showcase.flipThrough')}
                    </a>
                  ) : (
                    <p className="showcase-making">{t('showcase.making')}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="showcase-note">{t('showcase.note')}</p>
        <div className="invite">
          <h2 className="invite-title">{t('showcase.cta.title')}</h2>
          {/* spec §6: signed-out visitors are sent to /login first, and on to the builder (issue #24). */}
          <a className="btn btn-primary btn-large" href={actionHref('/builder', isAuthenticated)}>
            {t('showcase.cta.button')}
          </a>
        </div>
      </div>
    </div>
  );
}
