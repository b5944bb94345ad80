import './CheckoutResult.css';
import type { Order } from '@fabelhaft/contracts';
import { FORMAT_NAMES } from '@fabelhaft/contracts/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config';
import { useLanguage } from '../i18n/LanguageProvider';
import { useCancelCheckout, useRefreshAfterCheckout } from './checkout/queries';
import { CancelScene, SuccessScene } from './illustrations/ResultScenes';
import { formatAmount, shortOrderId } from './orders/order-model';
import { useOrders } from './orders/queries';

/** spec §2 Checkout result: the cancel screen is any path ending in /cancel; everything else is success. */
export function isCancelPath(pathname: string): boolean {
  return /\/cancel\/*$/.test(pathname.split(/[?#]/)[0] ?? '');
}

/** The book the checkout was for (`?book_id=` on both return URLs), when it looks like one of ours. */
export function checkoutBookId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[0-9a-f-]{8,64}$/i.test(value) ? value : undefined;
}

/**
 * The one screen behind /checkout/success and /checkout/cancel. Needs a QueryProvider (the layout gives
 * it one). issue #24: knowing the book (`bookId`), the cancel screen closes the open checkout and leads back
 * to that book's preview, where the checkout button is ready again; the success screen shows the order with
 * its coupon and discount. Without it, both lead to /books and /builder as spec §2 has it.
 */
export function CheckoutResult({ pathname, bookId }: { pathname: string; bookId?: string | undefined }) {
  const { t } = useTranslation();
  const { supportEmail } = usePublicConfig();
  const outcome = isCancelPath(pathname) ? 'cancel' : 'success';
  // Either way the payment status may have changed: My books and the orders show it fresh.
  useRefreshAfterCheckout();
  return (
    <div className="pg">
      <div className="container">
        <div className={`card result-card result-${outcome}`} data-outcome={outcome}>
          {outcome === 'cancel' ? <CancelScene /> : <SuccessScene />}
          <p className="eyebrow">{t(`checkout.${outcome}.eyebrow`)}</p>
          <h1 className="result-title">{t(`checkout.${outcome}.title`)}</h1>
          <p className="result-text">{t(`checkout.${outcome}.text`)}</p>
          {outcome === 'cancel' && bookId && <CancelOpenCheckout bookId={bookId} />}
          {outcome === 'success' && bookId && <OrderSummary bookId={bookId} />}
          <div className="result-actions">
            {outcome === 'cancel' && bookId ? (
              <>
                <a className="btn btn-primary" href={`/preview/${encodeURIComponent(bookId)}`}>
                  {t('checkout.cancel.backToPreview')}
                </a>
                <a className="btn btn-secondary" href="/books">
                  {t('checkout.books')}
                </a>
              </>
            ) : (
              <>
                <a className="btn btn-primary" href="/books">
                  {t('checkout.books')}
                </a>
                <a className="btn btn-secondary" href="/builder">
                  {t('checkout.builder')}
                </a>
              </>
            )}
          </div>
          <p className="result-hint">
            {outcome === 'cancel' ? (
              <>
                {t('checkout.cancel.hint')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </>
            ) : (
              <>
                {t('checkout.success.hint')} <a href="/account">{t('checkout.accountLink')}</a>
              </>
            )}
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * Back through the provider's cancel link: the open checkout session is closed once (the book then no longer
 * says "payment in progress"), and the screen says when the book is ready to be ordered again.
 */
function CancelOpenCheckout({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  const cancel = useCancelCheckout();
  const started = useRef(false);
  const { mutate } = cancel;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(bookId);
  }, [bookId, mutate]);
  const state = cancel.isSuccess
    ? cancel.data.payment_status === 'none'
      ? 'ready'
      : 'paid'
    : cancel.isError
      ? 'failed'
      : 'working';
  return (
    <p
      className={`notice ${state === 'failed' ? 'notice-warning' : state === 'working' ? '' : 'notice-success'} result-status`}
      role="status"
      data-testid="cancel-status"
      data-state={state}
    >
      {t(`checkout.cancel.status.${state}`)}
    </p>
  );
}

/** issue #24: the order just checked out — the book and its format, the coupon with its discount, the total. */
function OrderSummary({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const orders = useOrders();
  const order = orders.data?.find((o) => o.items.some((i) => i.book_id === bookId) && isCurrent(o));
  if (!order) return null;
  const money = (minor: number) => formatAmount(minor, order.currency, language);
  return (
    <section className="result-order" aria-labelledby="result-order-title" data-testid="order-summary">
      <h2 id="result-order-title" className="result-order-title">
        {t('checkout.success.order', { id: shortOrderId(order.order_id) })}
      </h2>
      <dl className="result-order-facts">
        {order.items.map((item) => (
          <div key={item.id}>
            <dt>{item.description}</dt>
            <dd>{FORMAT_NAMES[language][item.format === 'board' ? 'board' : 'booklet']}</dd>
          </div>
        ))}
        {order.amount_discount > 0 && (
          <>
            <div>
              <dt>{t('checkout.success.subtotal')}</dt>
              <dd>{money(order.amount_subtotal)}</dd>
            </div>
            <div data-testid="order-summary-discount">
              <dt>
                {order.coupon_code
                  ? t('checkout.success.coupon', { code: order.coupon_code })
                  : t('checkout.success.discount')}
              </dt>
              <dd>{money(-order.amount_discount)}</dd>
            </div>
          </>
        )}
        <div className="result-order-total">
          <dt>{t('checkout.success.total')}</dt>
          <dd>{money(order.amount_total)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The book's order that was just paid for (or is being paid): not one cancelled before. */
function isCurrent(order: Order): boolean {
  return !['cancelled', 'refunded'].includes(order.status);
}
