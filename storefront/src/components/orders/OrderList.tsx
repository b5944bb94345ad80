import './OrderList.css';
import type { Order, OrderItem } from '@fabelhaft/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/LanguageProvider';
import { Loader } from '../Loader';
import {
  formatAmount,
  formatDate,
  fulfilmentKey,
  itemFormatKey,
  itemTracking,
  orderDocument,
  orderStatusKey,
  orderStatusTone,
  shortOrderId,
} from './order-model';
import { useOrders } from './queries';
import { carrierName, journeyKey, trackingHref } from '../tracking/tracking-model';
import { itemJourney } from '../approval/approval-model';
import { showsJourney } from './order-model';
import { usePageTexts } from '../../i18n/page-texts';
import accountTexts from '../../i18n/texts/account';
import journeyTexts from '../../i18n/texts/journey';

/** The account's order section (spec §2 Login and account): GET /books/orders with its states. */
export function AccountOrders() {
  // The account texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('account', accountTexts);
  const orders = useOrders();
  return (
    <OrderListView
      orders={orders.data}
      isLoading={orders.isPending}
      isError={orders.isError}
      retrying={orders.isFetching}
      onRetry={() => void orders.refetch()}
    />
  );
}

export interface OrderListViewProps {
  orders: Order[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** True while a retry is under way (the retry button waits). */
  retrying?: boolean;
  onRetry(): void;
}

export function OrderListView({ orders, isLoading, isError, retrying = false, onRetry }: OrderListViewProps) {
  // The account texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('account', accountTexts);
  usePageTexts('journey', journeyTexts);
  const { t } = useTranslation();
  const titleId = useId();
  const newTabId = useId();

  let body;
  if (orders && orders.length > 0) {
    body = (
      <>
        <span id={newTabId} hidden>
          {t('account.orders.newTab')}
        </span>
        <ul className="order-list" aria-label={t('account.orders.listLabel')}>
          {orders.map((order) => (
            <li key={order.order_id}>
              <OrderCard order={order} newTabId={newTabId} />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (orders) {
    body = (
      <div className="card orders-empty">
        <p>{t('account.orders.empty')}</p>
        <a className="btn btn-secondary" href="/books">
          {t('account.orders.books')}
        </a>
      </div>
    );
  } else if (isError) {
    body = (
      <div className="notice notice-danger orders-error" role="alert">
        <p>{t('account.orders.error')}</p>
        <button type="button" className="btn btn-secondary btn-small" disabled={retrying} onClick={onRetry}>
          {t('account.orders.retry')}
        </button>
      </div>
    );
  } else if (isLoading) {
    body = <Loader label={t('account.orders.loading')} />;
  }

  return (
    <section className="account-orders" aria-labelledby={titleId} aria-busy={isLoading}>
      <h2 id={titleId}>{t('account.orders.title')}</h2>
      {body}
    </section>
  );
}

/** A label for a known value, the raw value for an unknown one (spec §4). */
function useLabel() {
  const { t } = useTranslation();
  return (key: string | undefined, raw: string) => (key ? t(key) : raw);
}

function OrderCard({ order, newTabId }: { order: Order; newTabId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const label = useLabel();
  const headingId = useId();
  const shortId = shortOrderId(order.order_id);
  const created = formatDate(order.created_at, language);
  const paid = formatDate(order.paid_at, language);
  const tone = orderStatusTone(order.status);
  const doc = orderDocument(order);

  return (
    <article
      className="card order-card"
      aria-labelledby={headingId}
      data-testid="order"
      data-order-id={order.order_id}
    >
      <header className="order-head">
        <h3 id={headingId} className="order-title">
          {t('account.orders.orderTitle', { id: shortId })}
        </h3>
        {doc && (
          <a
            className="btn btn-secondary btn-small order-document"
            href={doc.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabId}
          >
            {t(`account.orders.${doc.kind}`)}
          </a>
        )}
      </header>
      <dl className="order-facts">
        <div>
          <dt>{t('account.orders.createdAt')}</dt>
          <dd>
            {created ? <time dateTime={order.created_at}>{created}</time> : t('account.orders.notPaid')}
          </dd>
        </div>
        <div>
          <dt>{t('account.orders.paidAt')}</dt>
          <dd>
            {paid && order.paid_at ? (
              <time dateTime={order.paid_at}>{paid}</time>
            ) : (
              t('account.orders.notPaid')
            )}
          </dd>
        </div>
        {order.amount_discount > 0 && (
          <>
            <div>
              <dt>{t('account.orders.subtotal')}</dt>
              <dd>{formatAmount(order.amount_subtotal, order.currency, language)}</dd>
            </div>
            {/* issue #24: the coupon given at checkout and what it took off (the invoice shows it too). */}
            <div data-testid="order-discount">
              <dt>
                {order.coupon_code
                  ? t('account.orders.couponDiscount', { code: order.coupon_code })
                  : t('account.orders.discount')}
              </dt>
              <dd className="order-discount">
                {formatAmount(-order.amount_discount, order.currency, language)}
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('account.orders.total')}</dt>
          <dd className="order-amount">{formatAmount(order.amount_total, order.currency, language)}</dd>
        </div>
        {order.refunded_amount > 0 && (
          <div>
            <dt>{t('account.orders.refundedAmount')}</dt>
            <dd className="order-refunded">
              {formatAmount(-order.refunded_amount, order.currency, language)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('account.orders.status')}</dt>
          <dd>
            <span className={`badge badge-${tone} order-status`} data-tone={tone} data-status={order.status}>
              {label(orderStatusKey(order.status), order.status)}
            </span>
          </dd>
        </div>
      </dl>
      {order.credit_notes.length > 0 && (
        <ul className="order-credit-notes" aria-label={t('account.orders.creditNotesLabel', { id: shortId })}>
          {order.credit_notes.map((note) => (
            <li key={note.number}>
              {note.pdf_url ? (
                <a
                  className="btn btn-secondary btn-small order-credit-note"
                  href={note.pdf_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={newTabId}
                >
                  {t('account.orders.creditNote', { number: note.number })}
                </a>
              ) : (
                t('account.orders.creditNote', { number: note.number })
              )}{' '}
              <span className="order-credit-note-amount">
                {formatAmount(-note.amount, order.currency, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {order.items.length > 0 && (
        <ul className="order-items" aria-label={t('account.orders.itemsLabel', { id: shortId })}>
          {order.items.map((item) => (
            <li key={item.id}>
              <OrderItemRow item={item} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function OrderItemRow({ item }: { item: OrderItem }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const label = useLabel();
  const title = item.description;
  const date = formatDate(item.created_at, language);
  const tracking = itemTracking(item);
  return (
    <div className="order-item" data-testid="order-item">
      <a
        className="order-item-cover"
        href={`/preview/${encodeURIComponent(item.book_id)}`}
        aria-label={t('account.orders.openBook', { title })}
      >
        {item.cover_url ? (
          <img src={item.cover_url} alt={t('account.orders.coverAlt', { title })} loading="lazy" />
        ) : (
          <span aria-hidden="true">✦</span>
        )}
      </a>
      <div className="order-item-body">
        <p className="order-item-title">
          {title}
          {item.refunded && (
            <>
              {' '}
              <span className="badge badge-secondary order-item-refunded">
                {t('account.orders.itemRefunded')}
              </span>
            </>
          )}
        </p>
        <dl className="order-item-facts">
          <div>
            <dt>{t('account.orders.itemFormat')}</dt>
            <dd>{label(itemFormatKey(item.format), item.format)}</dd>
          </div>
          <div>
            <dt>{t('account.orders.quantity')}</dt>
            <dd>{item.quantity}</dd>
          </div>
          <div>
            <dt>{t('account.orders.itemAmount')}</dt>
            <dd>{formatAmount(item.amount_total, item.currency, language)}</dd>
          </div>
          <div>
            <dt>{t('account.orders.itemStatus')}</dt>
            <dd data-testid="order-item-status">
              {/* issue #24, ADR 0040: once printed, where the book is in the words of the book page and
                  /tracking; before, the order's own fulfilment status. */}
              {showsJourney(item)
                ? t(journeyKey(itemJourney(item)))
                : label(fulfilmentKey(item.fulfillment_status), item.fulfillment_status)}
            </dd>
          </div>
          {date && (
            <div>
              <dt>{t('account.orders.itemDate')}</dt>
              <dd>
                <time dateTime={item.created_at}>{date}</time>
              </dd>
            </div>
          )}
        </dl>
        {tracking && (
          <p className="order-item-tracking">
            <a
              className="btn btn-secondary btn-small"
              href={trackingHref(tracking.trackingNumber)}
              aria-label={t('account.orders.trackLabel', { title })}
              data-testid="order-item-tracking"
            >
              {t('account.orders.track')}
            </a>{' '}
            <span className="order-item-tracking-number">
              {tracking.carrier
                ? t('account.orders.trackingNumberWithCarrier', {
                    carrier: carrierName(tracking.carrier),
                    number: tracking.trackingNumber,
                  })
                : t('account.orders.trackingNumber', { number: tracking.trackingNumber })}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
