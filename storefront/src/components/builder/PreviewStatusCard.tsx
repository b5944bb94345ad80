import './PreviewStatusCard.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What the status card shows: nothing started yet, the create call running, or a preview's progress. */
export type CardStatus = 'idle' | 'creating' | 'queued' | 'generating' | 'completed' | 'failed' | 'error';

const BADGE: Record<Exclude<CardStatus, 'idle'>, string> = {
  creating: 'badge-warning',
  queued: 'badge-warning',
  generating: 'badge-warning',
  completed: 'badge-success',
  failed: 'badge-danger',
  error: 'badge-danger',
};

export interface PreviewStatusCardProps {
  status: CardStatus;
  bookId: string | undefined;
  /** spec §2: a preview can complete without a cover; a notice is then shown. */
  noCover: boolean;
  /** The status could not be read (like the preview page's error state): ask again. */
  onRetry?: () => void;
}

/** The builder's right-hand status card (spec §2, §4 creation progress texts). */
export function PreviewStatusCard({ status, bookId, noCover, onRetry }: PreviewStatusCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const busy = status === 'creating' || status === 'queued' || status === 'generating';
  return (
    <section
      className={`card status-card status-card-${status}`}
      aria-labelledby={titleId}
      aria-busy={busy}
      data-testid="preview-status"
      data-status={status}
    >
      <div className="status-head">
        <h2 id={titleId} className="status-title">
          {t('builder.status.title')}
        </h2>
        {status !== 'idle' && (
          <span className={`badge ${BADGE[status]}`}>{t(`builder.status.badge.${status}`)}</span>
        )}
      </div>
      <div role="status" aria-live="polite">
        {status === 'idle' ? (
          <p className="status-text">{t('builder.status.idle')}</p>
        ) : status === 'failed' ? (
          <p className="notice notice-danger status-text">{t('builder.status.failed')}</p>
        ) : status === 'error' ? (
          <p className="notice notice-danger status-text">{t('builder.status.error')}</p>
        ) : (
          <p className="status-text">
            {busy && <span className="status-spinner" aria-hidden="true" />}
            {t(`builder.status.${status}`)}
          </p>
        )}
      </div>
      {busy && (
        <div className="status-bar" aria-hidden="true">
          <span className={`status-bar-fill status-bar-${status}`} />
        </div>
      )}
      {status === 'error' && onRetry && (
        <div className="status-actions">
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            {t('builder.status.retry')}
          </button>
        </div>
      )}
      {status === 'completed' && bookId && (
        <>
          {noCover && <p className="notice notice-warning status-nocover">{t('builder.status.noCover')}</p>}
          <div className="status-actions">
            <a className="btn btn-primary" href={`/preview/${encodeURIComponent(bookId)}`}>
              {t('builder.status.toPreview')}
            </a>
            <a className="btn btn-secondary" href={`/books?preview=${encodeURIComponent(bookId)}`}>
              {t('builder.status.toBooks')}
            </a>
          </div>
        </>
      )}
    </section>
  );
}

/** The builder's info card: what happens after the preview. */
export function BuilderInfoCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card builder-info" aria-labelledby={titleId}>
      <h2 id={titleId} className="status-title">
        {t('builder.info.title')}
      </h2>
      <ol className="builder-steps">
        <li>{t('builder.info.steps.preview')}</li>
        <li>{t('builder.info.steps.refine')}</li>
        <li>{t('builder.info.steps.order')}</li>
      </ol>
    </section>
  );
}
