import './PrintApproval.css';
import type { BookDetail } from '@fabelhaft/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../config';
import { useLanguage } from '../../i18n/LanguageProvider';
import { usePageTexts } from '../../i18n/page-texts';
import approvalTexts from '../../i18n/texts/approval';
import { formatDate } from '../orders/order-model';
import journeyTexts from '../../i18n/texts/journey';
import { useViewerData } from '../viewer/queries';
import {
  approvalState,
  currentCover,
  orderItemOf,
  printProgress,
  shipmentOf,
  wasRefunded,
} from './approval-model';
import { LikenessFact } from '../likeness/LikenessCheck';
import { JourneyStepList } from '../journey/JourneyStepList';
import { ApproveDialog } from './ApproveDialog';
import { useApproveBook, usePrintOrders } from './queries';
import { useRefusalText } from '../../api/refusal';

/**
 * The print part of a full book (issue #15) on the preview page and in the viewer: the approve-for-print step
 * for a completed, paid, unapproved book, the print and shipping progress once approved, nothing otherwise.
 */
export function PrintApproval({ book }: { book: BookDetail | undefined }) {
  usePageTexts('approval', approvalTexts);
  const state = approvalState(book);
  // Polled only once approved (the progress card); before that, read once to know a refund.
  const orders = usePrintOrders(book?.book_id ?? '', state !== 'not-ready', state === 'approved');
  if (!book || state === 'not-ready') return null;
  if (wasRefunded(orders.data, book.book_id)) return <RefundedCard />;
  return state === 'approved' ? <PrintProgressCard book={book} /> : <ApproveForPrint book={book} />;
}

/** A paid-back book is not printed (fulfilment makes no job for it): said plainly, nothing to approve. */
function RefundedCard() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      className="card preview-side-card print-card"
      aria-labelledby={headingId}
      data-testid="print-refunded"
    >
      <h2 id={headingId}>{t('approval.progress.title')}</h2>
      <p>{t('approval.refunded')}</p>
    </section>
  );
}

/**
 * What will be printed (format, page count, cover, the preflight summary) and the button that opens the
 * confirm dialog. The book detail in the query cache is replaced by the approval's answer, so the page turns
 * into the progress card without a reload.
 */
export function ApproveForPrint({ book }: { book: BookDetail }) {
  usePageTexts('approval', approvalTexts);
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const word = useRefusalText();
  const approve = useApproveBook(book.book_id);
  const [confirming, setConfirming] = useState(false);
  // issue #24: the cover of the book as it is now (after production and any revision), not the preview's.
  const viewer = useViewerData(book.book_id);
  const coverUrl = viewer.isError ? (book.cover_url ?? undefined) : currentCover(viewer.data);
  const print = book.print;
  const format = print?.format ?? book.format ?? undefined;
  const error = approve.isError ? word(approve.error, t('approval.dialog.error')) : undefined;

  return (
    <section
      className="card preview-side-card approve-card"
      aria-labelledby={headingId}
      data-testid="approve-card"
    >
      <h2 id={headingId}>{t('approval.title')}</h2>
      <p>{t('approval.intro')}</p>
      <div className="approve-summary">
        {coverUrl && (
          <img
            className="approve-cover"
            data-testid="approve-cover"
            src={coverUrl}
            alt={t('approval.coverAlt')}
            width={72}
            height={96}
          />
        )}
        <dl className="approve-facts" aria-label={t('approval.whatLabel')}>
          <div>
            <dt>{t('approval.format')}</dt>
            <dd>{format ? t(`approval.formats.${format}`, { defaultValue: format }) : '–'}</dd>
          </div>
          <div>
            <dt>{t('approval.pages')}</dt>
            <dd>
              {typeof print?.page_count === 'number'
                ? t('approval.pageCount', { count: print.page_count })
                : t('approval.pageCountUnknown')}
            </dd>
          </div>
          <div>
            <dt>{t('approval.check')}</dt>
            <dd data-testid="approve-preflight" data-passed={print?.preflight_passed === true}>
              {print?.preflight_passed ? (
                <span className="approve-check approve-check-ok">✓ {t('approval.checkPassed')}</span>
              ) : (
                <span className="approve-check approve-check-needed">{t('approval.checkNeeded')}</span>
              )}
            </dd>
          </div>
        </dl>
      </div>
      {print && !print.preflight_passed && (
        <p id={hintId} className="preview-side-hint">
          {t('approval.checkNeededHint')}
        </p>
      )}
      {/* issue #23: whether every character looks the same on every page, and where not. */}
      {book.likeness && <LikenessFact bookId={book.book_id} likeness={book.likeness} />}
      <div className="preview-side-actions">
        <button
          type="button"
          className="btn btn-primary btn-small"
          aria-haspopup="dialog"
          aria-describedby={print && !print.preflight_passed ? hintId : undefined}
          disabled={approve.isPending}
          onClick={() => {
            approve.reset();
            setConfirming(true);
          }}
        >
          {t('approval.button')}
        </button>
      </div>
      {confirming && (
        <ApproveDialog
          working={approve.isPending}
          error={error}
          onCancel={() => setConfirming(false)}
          onConfirm={() => approve.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        />
      )}
    </section>
  );
}

/**
 * After approval (issue #15): "Approved on <date>", the order item's fulfilment status as steps (approved →
 * printing → printed → shipped → delivered when known) and, once shipped, the carrier and the tracking number
 * linking to our tracking page (spec §2 Tracking).
 */
export function PrintProgressCard({ book }: { book: BookDetail }) {
  usePageTexts('approval', approvalTexts);
  usePageTexts('journey', journeyTexts);
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { supportEmail } = usePublicConfig();
  const headingId = useId();
  const orders = usePrintOrders(book.book_id, true);
  const item = orderItemOf(orders.data, book.book_id);
  const progress = printProgress(item, book.approved_at);
  const shipment = shipmentOf(item);
  const approvedOn = formatDate(book.approved_at, language);

  return (
    <section
      className="card preview-side-card print-card"
      aria-labelledby={headingId}
      data-testid="print-progress"
    >
      <h2 id={headingId}>{t('approval.progress.title')}</h2>
      {approvedOn && book.approved_at && (
        <p className="print-approved" data-testid="approved-on">
          <time dateTime={book.approved_at}>{t('approval.approvedOn', { date: approvedOn })}</time>
        </p>
      )}
      {orders.isPending && orders.fetchStatus === 'fetching' ? (
        <p className="print-status">{t('approval.progress.loading')}</p>
      ) : orders.isError ? (
        <p className="print-status">
          {t('approval.progress.unavailable')}{' '}
          <button type="button" className="btn btn-ghost btn-small" onClick={() => void orders.refetch()}>
            {t('approval.progress.retry')}
          </button>
        </p>
      ) : progress.failed ? (
        <p className="notice notice-danger print-failed" data-testid="print-failed">
          {t('approval.progress.failed')}{' '}
          <a href={`mailto:${supportEmail}`}>{t('approval.progress.contactSupport')}</a>
        </p>
      ) : (
        <JourneyStepList status={progress.status} steps={progress.steps} testId="print-steps" />
      )}
      {shipment && (
        <div className="print-shipment" data-testid="print-shipment">
          <p>
            {shipment.carrier
              ? t('approval.progress.shippedWith', { carrier: shipment.carrier })
              : t('approval.progress.shipped')}
          </p>
          <p>
            {t('approval.progress.trackingNumber')}:{' '}
            <span className="print-tracking-number">{shipment.trackingNumber}</span>
          </p>
          <a
            className="btn btn-secondary btn-small"
            href={shipment.href}
            aria-label={t('approval.progress.trackOf', { number: shipment.trackingNumber })}
          >
            {t('approval.progress.track')}
          </a>
        </div>
      )}
    </section>
  );
}
