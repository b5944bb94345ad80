import './CheckoutControls.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX, couponState, type PaymentState } from './checkout-model';

export interface CheckoutButtonProps {
  /** From the click until the browser has left for the provider: the redirecting label, disabled. */
  redirecting: boolean;
  /** Disabled for other reasons (e.g. the preview is not completed yet, an invalid coupon code). */
  disabled?: boolean;
  onClick(): void;
  /** An accessible name that tells several buttons apart (e.g. one per book card). */
  ariaLabel?: string | undefined;
  className?: string;
}

/** The checkout-now button (spec §2), showing "Redirecting to checkout…" while the checkout starts. */
export function CheckoutButton(props: CheckoutButtonProps) {
  const { redirecting, disabled = false, onClick, ariaLabel, className = 'btn btn-primary' } = props;
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${className} checkout-button`}
      disabled={redirecting || disabled}
      aria-busy={redirecting}
      aria-label={redirecting ? undefined : ariaLabel}
      onClick={onClick}
    >
      {redirecting ? t('checkout.redirecting') : t('checkout.now')}
    </button>
  );
}

/**
 * The checkout's messages (spec §2: per book; §8: the error). A polite live region that is always there, so
 * a screen reader hears the message when it appears.
 */
export function CheckoutMessage({ error }: { error: string | undefined }) {
  return (
    <div className="checkout-message" aria-live="polite">
      {error && (
        <p className="notice notice-danger" data-testid="checkout-error">
          {error}
        </p>
      )}
    </div>
  );
}

const PAYMENT_TONE = { pending: 'warning', success: 'success', failed: 'danger' } as const;

/** A payment status badge with text (spec §4); nothing before a payment was started. */
export function PaymentBadge({ status }: { status: PaymentState }) {
  const { t } = useTranslation();
  if (status === 'none') return null;
  return (
    <span className={`badge badge-${PAYMENT_TONE[status]} payment-badge`} data-payment={status}>
      {t(`checkout.payment.badge.${status}`)}
    </span>
  );
}

/** The payment status in words: in progress, failed (try again) or paid (the book is being made). */
export function PaymentNotice({ status }: { status: PaymentState }) {
  const { t } = useTranslation();
  if (status === 'none') return null;
  return (
    <p
      className={`notice notice-${PAYMENT_TONE[status]} payment-notice`}
      role="status"
      data-testid="payment-notice"
    >
      {t(`checkout.payment.${status}`)}
    </p>
  );
}

export interface CouponFieldProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}

/** The optional "I have a coupon code" disclosure with its text input (spec §3: letters, digits, - and _; 64). */
export function CouponField({ open, onOpenChange, value, onChange, disabled = false }: CouponFieldProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const state = couponState(value);
  const problem = state === 'invalid' || state === 'tooLong' ? state : undefined;
  return (
    <div className="coupon">
      <button
        type="button"
        className="btn btn-ghost btn-small coupon-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <span aria-hidden="true">{open ? '−' : '+'}</span> {t('checkout.coupon.toggle')}
      </button>
      <div id={panelId} className="field coupon-field" hidden={!open}>
        <label htmlFor={inputId}>{t('checkout.coupon.label')}</label>
        <input
          id={inputId}
          className="input"
          type="text"
          name="coupon_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          disabled={disabled}
          maxLength={COUPON_CODE_MAX * 2}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={hintId} className="coupon-hint">
          {t('checkout.coupon.hint')}
        </p>
        {problem && (
          <p id={errorId} className="coupon-error" role="alert">
            {t(`checkout.coupon.${problem}`)}
          </p>
        )}
      </div>
    </div>
  );
}
