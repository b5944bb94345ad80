import './PreviewCheckoutCard.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkoutErrorText,
  checkoutFormat,
  couponState,
  type PaymentState,
} from '../checkout/checkout-model';
import { CheckoutButton, CheckoutMessage, CouponField, PaymentNotice } from '../checkout/CheckoutControls';
import { usePrices, useStartCheckout } from '../checkout/queries';
import { PriceAndFormat } from '../checkout/PriceAndFormat';
import { usePageTexts } from '../../i18n/page-texts';
import previewTexts from '../../i18n/texts/preview';
import { useRefusalText } from '../../api/refusal';

export interface PreviewCheckoutCardProps {
  bookId: string;
  /** The preview is completed: only then can the whole book be ordered (spec §2). */
  completed: boolean;
  payment: PaymentState;
  /**
   * The book's format (GET /books/{id}, else the preview object); board or booklet is chosen from it. Undefined
   * when neither says: the server then uses the book's own.
   */
  format: string | null | undefined;
  /** The book's payment status and format are still being read: the button waits for them. */
  waiting: boolean;
  /** issue #24: the age the book is written for (the format's suggestion); undefined while unknown. */
  ageRange?: string | undefined;
}

/**
 * The side column's first card for a preview (spec §2): checkout-now with its error, the payment status, an
 * optional coupon code and short hints; once paid, a thank-you instead of the button.
 */
export function PreviewCheckoutCard({
  bookId,
  completed,
  payment,
  format,
  waiting,
  ageRange,
}: PreviewCheckoutCardProps) {
  // The preview texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('preview', previewTexts);
  const { t } = useTranslation();
  const word = useRefusalText();
  const checkout = useStartCheckout();
  const prices = usePrices(completed && payment !== 'success');
  const [couponOpen, setCouponOpen] = useState(false);
  const [coupon, setCoupon] = useState('');
  const titleId = useId();
  const hintsId = useId();

  if (payment === 'success') {
    return (
      <section className="card preview-side-card checkout-card is-paid" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('preview.order.paidTitle')}</h2>
        <PaymentNotice status="success" />
        <p>{t('preview.order.paidText')}</p>
        <a className="btn btn-secondary btn-small" href="/account">
          {t('preview.order.account')}
        </a>
      </section>
    );
  }

  const couponCode = couponOpen ? coupon : '';
  const couponBad = ['invalid', 'tooLong'].includes(couponState(couponCode));
  const error = checkout.isError ? checkoutErrorText(checkout.error, t('checkout.error'), word) : undefined;

  return (
    <section className="card preview-side-card checkout-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('preview.order.title')}</h2>
      <p>{t('preview.order.text')}</p>
      <PaymentNotice status={payment} />
      {!completed && <p className="preview-side-hint">{t('preview.order.notReady')}</p>}
      {completed && (
        <PriceAndFormat
          format={checkoutFormat(format)}
          ageRange={ageRange}
          prices={prices.data}
          pricesFailed={prices.isError}
        />
      )}
      {completed && (
        <CouponField
          open={couponOpen}
          onOpenChange={setCouponOpen}
          value={coupon}
          onChange={setCoupon}
          disabled={checkout.redirecting}
        />
      )}
      <div className="checkout-action">
        <CheckoutButton
          className="btn btn-primary checkout-card-button"
          redirecting={checkout.redirecting}
          disabled={!completed || waiting || couponBad}
          onClick={() => checkout.mutate({ bookId, format, couponCode })}
        />
        <CheckoutMessage error={error} />
      </div>
      <h3 id={hintsId} className="checkout-hints-title">
        {t('preview.order.hintsLabel')}
      </h3>
      <ul className="checkout-hints" aria-labelledby={hintsId}>
        <li>{t('preview.order.hints.generate')}</li>
        <li>{t('preview.order.hints.print')}</li>
        <li>{t('preview.order.hints.vat')}</li>
        <li>{t('preview.order.hints.secure')}</li>
      </ul>
    </section>
  );
}
