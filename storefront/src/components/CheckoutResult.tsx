import '../styles/pages.css';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config';
import { useRefreshAfterCheckout } from './checkout/queries';
import { CancelScene, SuccessScene } from './illustrations/ResultScenes';

/** spec §2 Checkout result: the cancel screen is any path ending in /cancel; everything else is success. */
export function isCancelPath(pathname: string): boolean {
  return /\/cancel\/*$/.test(pathname.split(/[?#]/)[0] ?? '');
}

/**
 * The one screen behind /checkout/success and /checkout/cancel; links to /books and /builder. Needs a
 * QueryProvider (CheckoutResultPage gives it one).
 */
export function CheckoutResult({ pathname }: { pathname: string }) {
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
          <div className="result-actions">
            <a className="btn btn-primary" href="/books">
              {t('checkout.books')}
            </a>
            <a className="btn btn-secondary" href="/builder">
              {t('checkout.builder')}
            </a>
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
