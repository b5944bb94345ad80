import './BookList.css';
import type { BookListItem, LimitRequestResponse, LimitsResponse } from '@fabelhaft/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../config';
import { useLanguage } from '../../i18n/LanguageProvider';
import { Loader } from '../Loader';
import { checkoutErrorText, paymentState } from '../checkout/checkout-model';
import { CheckoutButton, CheckoutMessage, PaymentBadge, PaymentNotice } from '../checkout/CheckoutControls';
import { useStartCheckout } from '../checkout/queries';
import {
  bookStatus,
  bookTitle,
  canDelete,
  formatDateTime,
  isInProduction,
  isViewable,
  normaliseStatus,
} from './book-model';
import { DeletePreviewDialog } from './DeletePreviewDialog';
import { ListeningLinkControl } from './ListeningLink';
import { MoreEdits } from './MoreEdits';
import { useLimitRequests } from '../limit-requests/queries';
import { latestRequest } from '../limit-requests/request-model';
import { useLimits } from '../UsageCard';
import { useBooks, useDeleteBook } from './queries';
import { StatusBadge } from './StatusBadge';
import { usePageTexts } from '../../i18n/page-texts';
import approvalTexts from '../../i18n/texts/approval';
import journeyTexts from '../../i18n/texts/journey';
import { journeyKey } from '../tracking/tracking-model';
import { orderItemOf, shipmentOf, type ShipmentFacts } from '../approval/approval-model';
import { useOrdersOfApprovedBooks } from '../approval/queries';
import { useRefusalText } from '../../api/refusal';

/** spec §2 My books: the list with its loading, error and empty states. `refresh` is the ?preview parameter. */
export function MyBooks({ refresh }: { refresh?: string | undefined }) {
  const { t } = useTranslation();
  const word = useRefusalText();
  const books = useBooks();
  const { refetch } = books;
  // Edits belong to paid books (spec §2): the quota and the requests are read only when there is one.
  const anyPaid = (books.data ?? []).some((b) => paymentState(b.payment_status) === 'success');
  const limits = useLimits(anyPaid);
  const requests = useLimitRequests(anyPaid);
  // issue #15: an approved book's card links its parcel once shipped; the orders carry the tracking number.
  const anyApproved = (books.data ?? []).some((b) => b.approved_at);
  const orders = useOrdersOfApprovedBooks(anyApproved);

  // spec §2: the preview query parameter, when present, refetches the list (e.g. coming from the builder).
  useEffect(() => {
    if (refresh !== undefined) void refetch();
  }, [refresh, refetch]);

  // A link to one book's card (/books#book-<id>, from the refinement dialog) lands on it once the list is in:
  // the browser looked for the anchor before the list was rendered.
  const loaded = books.data !== undefined;
  useEffect(() => {
    const hash = loaded ? window.location.hash.slice(1) : '';
    if (!hash) return;
    let anchor = hash;
    try {
      anchor = decodeURIComponent(hash);
    } catch {
      // A malformed escape: look the fragment up as it is.
    }
    document.getElementById(anchor)?.scrollIntoView?.();
  }, [loaded]);

  if (books.isPending) return <Loader label={t('books.loading')} />;
  if (books.isError) {
    return (
      <div className="card books-state" role="alert">
        <h2>{t('books.error.title')}</h2>
        <p>{word(books.error, t('books.error.text'))}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
          {t('books.error.retry')}
        </button>
      </div>
    );
  }
  if (books.data.length === 0) {
    return (
      <div className="card books-state books-empty">
        <h2>{t('books.empty.title')}</h2>
        <p>{t('books.empty.text')}</p>
        <a className="btn btn-primary" href="/builder">
          {t('books.empty.cta')}
        </a>
      </div>
    );
  }
  return (
    <ul className="books-grid" aria-label={t('books.listLabel')}>
      {books.data.map((book) => (
        <li key={book.book_id}>
          <BookCard
            book={book}
            limits={limits.data}
            requests={requests.data}
            shipment={book.approved_at ? shipmentOf(orderItemOf(orders.data, book.book_id)) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

export function BookCard({
  book,
  limits,
  requests,
  shipment,
}: {
  book: BookListItem;
  limits?: LimitsResponse | undefined;
  requests?: readonly LimitRequestResponse[] | undefined;
  /** issue #15: the parcel of an approved, shipped book. */
  shipment?: ShipmentFacts | undefined;
}) {
  usePageTexts('approval', approvalTexts);
  usePageTexts('journey', journeyTexts);
  const { t } = useTranslation();
  const word = useRefusalText();
  const { language } = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBook();
  const checkout = useStartCheckout();
  const title = bookTitle(book);
  const status = bookStatus(book);
  const created = formatDateTime(book.created_at, language);
  const { supportEmail } = usePublicConfig();
  // spec §4: completed with is_preview false means the full book is ready to view.
  const viewer = isViewable(book);
  const producing = isInProduction(book);
  const productionFailed = !book.is_preview && status === 'failed';
  const payment = paymentState(book.payment_status);
  // spec §2: the preview is complete and the payment has not succeeded (a pending one may have been abandoned).
  const canCheckout = normaliseStatus(book.preview_status) === 'completed' && payment !== 'success';
  const checkoutError = checkout.isError
    ? checkoutErrorText(checkout.error, t('checkout.error'), word)
    : undefined;

  return (
    <article
      // The refinement dialog links here when the edits are used up (the more-edits request is on this card).
      id={`book-${book.book_id}`}
      className="card book-card"
      data-testid="book-card"
      data-book-id={book.book_id}
    >
      <div className="book-card-cover">
        {book.cover_url ? (
          <img src={book.cover_url} alt={t('books.coverAlt', { title })} loading="lazy" />
        ) : (
          <span className="book-card-cover-empty" aria-hidden="true">
            ✦
          </span>
        )}
      </div>
      <div className="book-card-body">
        <div className="book-card-meta">
          <StatusBadge status={status} />
          {book.is_preview && <span className="badge badge-secondary">{t('books.previewOnly')}</span>}
          {!book.is_preview && <PaymentBadge status={payment} />}
          {book.approved_at && (
            <span className="badge badge-success" data-testid="book-approved">
              {t('approval.approved')}
            </span>
          )}
        </div>
        <h2 className="book-card-title">{title}</h2>
        {created && (
          <p className="book-card-date">
            <time dateTime={book.created_at}>{t('books.createdAt', { date: created })}</time>
          </p>
        )}
        {book.is_preview && payment !== 'success' && (
          <p className="book-card-note">{t('books.previewNote')}</p>
        )}
        {/* A full book's production as a line (spec §9: up to 1 hour; the list polls meanwhile), else the
            payment status as a line ("Paid — your book is being made") until the whole book is there. */}
        {producing ? (
          <p className="notice notice-warning book-card-production" role="status">
            {t('books.production.making')}
          </p>
        ) : productionFailed ? (
          <p className="notice notice-danger book-card-production">
            {t('books.production.failed')}{' '}
            <a href={`mailto:${supportEmail}`}>{t('books.production.support')}</a>
          </p>
        ) : (
          !viewer && <PaymentNotice status={payment} />
        )}
        <div className="book-card-actions">
          {canCheckout && (
            <CheckoutButton
              className="btn btn-primary btn-small"
              redirecting={checkout.redirecting}
              ariaLabel={t('checkout.nowOf', { title })}
              onClick={() => checkout.mutate({ bookId: book.book_id, format: book.format })}
            />
          )}
          {viewer ? (
            <a
              className="btn btn-primary btn-small"
              href={`/books/${encodeURIComponent(book.book_id)}/viewer`}
            >
              {t('books.viewFlipbook')}
            </a>
          ) : (
            <a
              className="btn btn-secondary btn-small"
              href={`/preview/${encodeURIComponent(book.book_id)}`}
              aria-label={t('books.openPreviewOf', { title })}
            >
              {t('books.openPreview')}
            </a>
          )}
          {book.download_url && (
            <a
              className="btn btn-secondary btn-small"
              href={book.download_url}
              download
              aria-label={t('books.downloadOf', { title })}
            >
              {t('books.download')}
            </a>
          )}
          {book.is_preview && canDelete(status) && payment !== 'success' && (
            <button
              type="button"
              className="btn btn-ghost btn-small book-card-delete"
              aria-label={t('books.delete.buttonOf', { title })}
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
            >
              {t('books.delete.button')}
            </button>
          )}
        </div>
        {shipment && (
          <p className="book-card-shipment" data-testid="book-tracking" data-journey={shipment.status}>
            {/* issue #24: the same word as the book page and /tracking (ADR 0040). */}
            {t(journeyKey(shipment.status))}
            {' · '}
            {shipment.carrier
              ? t('approval.progress.shippedWith', { carrier: shipment.carrier })
              : t('approval.progress.shipped')}
            {' · '}
            <a
              href={shipment.href}
              aria-label={t('approval.progress.trackOf', { number: shipment.trackingNumber })}
            >
              {t('approval.progress.track')}
            </a>
          </p>
        )}
        <CheckoutMessage error={checkoutError} />
        {/* issue #24, spec §3 Limits: the edits are the account's; shown only where this book can still be
            refined (a paid, finished book not yet approved for print, as refinement allows, ADR 0020). */}
        {payment === 'success' && limits && canRefine(book) && (
          <MoreEdits
            bookId={book.book_id}
            title={title}
            limits={limits}
            request={latestRequest(requests, 'edit', book.book_id)}
          />
        )}
        {/* issue #28 part 4: the listening link of an ordered book (the QR code in print). */}
        {payment === 'success' && !book.is_preview && <ListeningLinkControl bookId={book.book_id} />}
      </div>
      {confirming && (
        <DeletePreviewDialog
          title={title}
          createdAt={created}
          working={remove.isPending}
          failed={remove.isError}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate(book.book_id, { onSuccess: () => setConfirming(false) })}
        />
      )}
    </article>
  );
}

/** Refinement's own rule (ADR 0020): only a paid, finished full book not yet approved for print. */
export const canRefine = (book: { is_preview: boolean; status: string; approved_at?: string | null }) =>
  !book.is_preview && book.status.toLowerCase() === 'completed' && !book.approved_at;
