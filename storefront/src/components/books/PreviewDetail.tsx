import './PreviewDetail.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePublicConfig } from '../../config';
import { useLanguage } from '../../i18n/LanguageProvider';
import { Loader } from '../Loader';
import { PrintApproval } from '../approval/PrintApproval';
import { LikenessCheck } from '../likeness/LikenessCheck';
import {
  canDelete,
  formatDateTime,
  isSettled,
  PRODUCTION_STEPS,
  previewChapters,
  previewFormat,
  previewSynopsis,
  previewTitle,
  type DisplayStatus,
  type PreviewDetailView,
} from './book-model';
import { DeletePreviewDialog } from './DeletePreviewDialog';
import { paymentState } from '../checkout/checkout-model';
import { PreviewCheckoutCard } from './PreviewCheckoutCard';
import { BOOKS_QUERY_KEY, previewQueryKey, useBookDetail, useDeleteBook, usePreviewStatus } from './queries';
import { StatusBadge } from './StatusBadge';
import { usePageTexts } from '../../i18n/page-texts';
import previewTexts from '../../i18n/texts/preview';

/** spec §2 Preview detail: missing id, loading, load failed, or the preview itself. */
export function PreviewDetail({ bookId }: { bookId: string }) {
  // The preview texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('preview', previewTexts);
  const { t } = useTranslation();
  const id = bookId.trim();
  const detail = usePreviewStatus(id);

  if (!id) {
    return (
      <div className="card books-state" role="alert">
        <h1 className="books-state-title">{t('preview.missing.title')}</h1>
        <p>{t('preview.missing.text')}</p>
        <a className="btn btn-secondary" href="/books">
          {t('preview.backToBooks')}
        </a>
      </div>
    );
  }
  if (detail.isPending && !detail.isError) return <Loader label={t('preview.loading')} />;
  if (detail.isError || !detail.data) {
    return (
      <div className="card books-state" role="alert">
        <h1 className="books-state-title">{t('preview.unavailable.title')}</h1>
        <p>{t('preview.unavailable.text')}</p>
        <div className="books-state-actions">
          <button type="button" className="btn btn-primary" onClick={() => void detail.refetch()}>
            {t('preview.unavailable.retry')}
          </button>
          <a className="btn btn-secondary" href="/books">
            {t('preview.backToBooks')}
          </a>
        </div>
      </div>
    );
  }
  return (
    <PreviewView view={detail.data} fetching={detail.isFetching} onRefresh={() => void detail.refetch()} />
  );
}

export interface PreviewViewProps {
  view: PreviewDetailView;
  fetching: boolean;
  onRefresh(): void;
}

export function PreviewView({ view, fetching, onRefresh }: PreviewViewProps) {
  // The preview texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('preview', previewTexts);
  const { t } = useTranslation();
  const { language } = useLanguage();
  const settled = isSettled(view.status);
  const title = previewTitle(view.preview) ?? t('preview.untitled');
  const synopsis = previewSynopsis(view.preview);
  const chapters = previewChapters(view.preview);
  const created = formatDateTime(view.createdAt, language);

  return (
    <div className="preview-detail">
      <nav aria-label={t('preview.breadcrumbLabel')} className="preview-breadcrumb">
        <a href="/books">← {t('preview.backToBooks')}</a>
      </nav>

      <div className="preview-layout">
        <article className="preview-main" aria-busy={!settled}>
          <header className="preview-head">
            <div className="preview-head-meta">
              <StatusBadge status={view.status} />
              {view.isPreview && <span className="badge badge-secondary">{t('books.previewOnly')}</span>}
              <span className="preview-fetching" role="status" aria-live="polite">
                {fetching ? t('preview.fetching') : ''}
              </span>
            </div>
            <h1 className="preview-title">{title}</h1>
            {created && view.createdAt && (
              <p className="preview-date">
                <time dateTime={view.createdAt}>{t('books.createdAt', { date: created })}</time>
              </p>
            )}
            {!settled && (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={onRefresh}
                disabled={fetching}
              >
                {t('preview.refresh')}
              </button>
            )}
          </header>

          {!settled && (
            <div className="notice notice-warning preview-processing" role="status">
              <strong>
                {view.isPreview ? t('preview.processing.title') : t('preview.processing.fullBookTitle')}
              </strong>{' '}
              {view.isPreview ? t('preview.processing.text') : t('preview.processing.fullBook')}
            </div>
          )}
          {view.status === 'failed' && (
            <p className="notice notice-danger" role="alert">
              {view.isPreview ? t('preview.failed') : t('preview.fullBook.failed')}
            </p>
          )}

          <div className="preview-story">
            <div className="preview-cover">
              {view.coverUrl ? (
                <img src={view.coverUrl} alt={t('preview.coverAlt', { title })} data-testid="preview-cover" />
              ) : (
                <span className="preview-cover-empty">{t('preview.noCover')}</span>
              )}
            </div>
            <section className="preview-synopsis" aria-labelledby="preview-synopsis-title">
              <h2 id="preview-synopsis-title">{t('preview.synopsisTitle')}</h2>
              <p>{synopsis ?? t('preview.synopsisFallback')}</p>
            </section>
          </div>

          {chapters.length > 0 && (
            <section className="preview-chapters" aria-labelledby="preview-chapters-title">
              <h2 id="preview-chapters-title">{t('preview.chaptersTitle')}</h2>
              <ol className="preview-chapter-list">
                {chapters.map((chapter) => (
                  <li key={chapter.number} className="preview-chapter" data-testid="preview-chapter">
                    <span className="preview-chapter-number" aria-hidden="true">
                      {chapter.number}
                    </span>
                    <div>
                      <h3>{chapter.heading ?? t('preview.chapterNumber', { number: chapter.number })}</h3>
                      {chapter.body && <p>{chapter.body}</p>}
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          )}
          {!view.isPreview && view.status === 'completed' && <BookLikeness bookId={view.bookId} />}
        </article>

        <aside className="preview-side" aria-label={t('preview.sideLabel')}>
          {view.isPreview ? (
            <PreviewSide view={view} title={title} created={created} />
          ) : (
            <FullBookSide view={view} />
          )}
        </aside>
      </div>
    </div>
  );
}

/**
 * issue #23: a produced book's likeness check under its story (from the book detail, which the side column reads
 * too); the problems link to the refine dialog until the book is approved.
 */
function BookLikeness({ bookId }: { bookId: string }) {
  const book = useBookDetail(bookId, true);
  const likeness = book.data?.likeness;
  if (!likeness) return null;
  return <LikenessCheck bookId={bookId} likeness={likeness} canRefine={!book.data?.approved_at} />;
}

function PreviewSide({ view, title, created }: { view: PreviewDetailView; title: string; created: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeleteBook();
  const [confirming, setConfirming] = useState(false);
  const completed = view.status === 'completed';
  // The preview response has no payment status or format; the book detail has both (spec §3).
  const book = useBookDetail(view.bookId, completed);
  const payment = paymentState(book.data?.payment_status);
  const paid = payment === 'success';
  const deletable = canDelete(view.status) && !paid;
  // Paid and now being produced: the page turns into the full book's, which polls its production (spec §2).
  const productionStarted = book.data?.is_preview === false;
  useEffect(() => {
    if (productionStarted) void queryClient.invalidateQueries({ queryKey: previewQueryKey(view.bookId) });
  }, [productionStarted, queryClient, view.bookId]);

  return (
    <>
      <PreviewCheckoutCard
        bookId={view.bookId}
        completed={completed}
        payment={payment}
        format={book.data ? book.data.format : previewFormat(view.preview)}
        waiting={completed && book.isPending && book.fetchStatus === 'fetching'}
        ageRange={book.data?.age_range}
      />
      <div className="card preview-side-card">
        <h2>{t('preview.next.title')}</h2>
        <p>{t('preview.next.text')}</p>
        <div className="preview-side-actions">
          <a className="btn btn-secondary btn-small" href="/books">
            {t('preview.manageBooks')}
          </a>
          <button
            type="button"
            className="btn btn-ghost btn-small preview-delete"
            disabled={!deletable}
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            {t('preview.delete')}
          </button>
        </div>
        {!deletable && (
          <p className="preview-side-hint">{paid ? t('preview.deletePaidHint') : t('preview.deleteHint')}</p>
        )}
      </div>
      {confirming && (
        <DeletePreviewDialog
          title={title}
          createdAt={created}
          working={remove.isPending}
          failed={remove.isError}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(view.bookId, {
              onSuccess: () => {
                void queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY });
                void navigate('/books');
              },
            })
          }
        />
      )}
    </>
  );
}

/** A full book's production in words (spec §4); pending (unknown) reads like queued. */
function productionKey(
  status: DisplayStatus,
): 'queued' | 'orchestrating' | 'running' | 'completed' | 'failed' {
  return status === 'pending' ? 'queued' : status;
}

/**
 * The side column of a full (non-preview) book (spec §2): the book-generation card (where production stands;
 * when completed the flipbook and, when there is one, the PDF; when failed the error and how to get help)
 * and a view-all-books link. The page polls (usePreviewStatus) until completed or failed.
 */
export function FullBookSide({ view }: { view: PreviewDetailView }) {
  // The preview texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('preview', previewTexts);
  const { t } = useTranslation();
  const { supportEmail } = usePublicConfig();
  const headingId = useId();
  const settled = isSettled(view.status);
  // The preview response carries neither the PDF link nor the error: the book detail does (spec §3).
  const book = useBookDetail(view.bookId, settled);
  const key = productionKey(view.status);
  const ready = key === 'completed';
  const failed = key === 'failed';
  const downloadUrl = ready ? book.data?.download_url : undefined;
  const error = failed ? book.data?.error?.trim() : undefined;
  const current = (PRODUCTION_STEPS as readonly string[]).indexOf(key);

  return (
    <>
      <section className="card preview-side-card production-card" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('preview.fullBook.title')}</h2>
        {!failed && (
          <ol className="production-steps" aria-label={t('preview.fullBook.stepsLabel')}>
            {PRODUCTION_STEPS.map((step, i) => {
              const state = i < current || ready ? 'done' : i === current ? 'current' : 'upcoming';
              return (
                <li
                  key={step}
                  className="production-step"
                  data-state={state}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  <span className="production-step-dot" aria-hidden="true">
                    {state === 'done' ? '✓' : i + 1}
                  </span>
                  <span>
                    {t(`preview.fullBook.steps.${step}`)}
                    {state === 'done' && (
                      <span className="visually-hidden"> ({t('preview.fullBook.stepDone')})</span>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        <p className="production-status" data-testid="production-status">
          {t(`preview.fullBook.status.${key}`)}
        </p>
        {failed && (
          // The alert itself is in the main column; here the details and the way to support.
          <div className="notice notice-danger production-error">
            {error && (
              <p className="production-error-detail">{t('preview.fullBook.errorDetail', { error })}</p>
            )}
            <a href={`mailto:${supportEmail}`}>{t('preview.fullBook.contactSupport')}</a>
          </div>
        )}
        <div className="preview-side-actions">
          {ready && (
            <a
              className="btn btn-primary btn-small"
              href={`/books/${encodeURIComponent(view.bookId)}/viewer`}
            >
              {t('preview.fullBook.viewer')}
            </a>
          )}
          {downloadUrl && (
            <a className="btn btn-secondary btn-small" href={downloadUrl} download>
              {t('preview.fullBook.download')}
            </a>
          )}
          <a className="btn btn-ghost btn-small" href="/books">
            {t('preview.fullBook.allBooks')}
          </a>
        </div>
      </section>
      {/* issue #15: approve for print once the book is ready, then follow the print and the parcel. */}
      {ready && <PrintApproval book={book.data} />}
    </>
  );
}
