import './PriceAndFormat.css';
import type { PriceListResponse } from '@fabelhaft/contracts';
import {
  BOARD_BOOK_BELOW_AGE,
  FORMAT_NAMES,
  formatNameInText,
  type BookFormat,
} from '@fabelhaft/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/LanguageProvider';
import { formatAmount } from '../orders/order-model';
import { ageParts, formatAdvice, priceOf } from './price-model';

export interface PriceAndFormatProps {
  /** The book's format (board or booklet, spec §5). */
  format: BookFormat;
  ageRange: string | null | undefined;
  prices: PriceListResponse | undefined;
  /** The price list could not be read: the hosted checkout still shows the price. */
  pricesFailed: boolean;
}

/**
 * issue #24: before the checkout button, what the parent is about to buy — the format by its one name with a
 * short explanation and the age-based suggestion, and the price with VAT included (spec §1).
 */
export function PriceAndFormat({ format, ageRange, prices, pricesFailed }: PriceAndFormatProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const amount = priceOf(prices, format);
  const advice = formatAdvice(format, ageRange);
  const age = ageParts(ageRange);
  const ageText = !age
    ? undefined
    : age.kind === 'range'
      ? t('preview.order.offer.ageRange', { from: age.from, to: age.to })
      : t('preview.order.offer.ageYears', { count: age.count });
  return (
    <div className="offer" data-testid="offer">
      <dl className="offer-facts">
        <div>
          <dt>{t('preview.order.offer.format')}</dt>
          <dd data-testid="offer-format" data-format={format}>
            {FORMAT_NAMES[language][format]}
          </dd>
        </div>
        <div>
          <dt>{t('preview.order.offer.price')}</dt>
          <dd data-testid="offer-price">
            {amount !== undefined ? (
              <>
                <strong className="offer-amount">{formatAmount(amount, prices?.currency, language)}</strong>{' '}
                <span className="offer-vat">
                  {t('preview.order.offer.vat', { rate: prices?.vat_rate_percent ?? 0 })}
                </span>
              </>
            ) : pricesFailed ? (
              <span className="offer-vat">{t('preview.order.offer.priceAtCheckout')}</span>
            ) : (
              <span className="offer-vat">{t('preview.order.offer.priceLoading')}</span>
            )}
          </dd>
        </div>
      </dl>
      <p className="offer-explain" data-testid="offer-explain">
        {t(`preview.order.offer.explain.${format}`)}
      </p>
      {ageText && advice.suggested && (
        <p className="offer-suggest" data-testid="offer-suggest">
          {t(`preview.order.offer.suggest.${advice.suggested}`, {
            format: formatNameInText(advice.suggested, language),
            age: ageText,
            below: BOARD_BOOK_BELOW_AGE,
          })}
        </p>
      )}
    </div>
  );
}
