import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
import { RemoteError } from '@fabelhaft/messaging';

/**
 * The checkout refusals a customer can act on, in the customer's language (spec §8: the storefront shows the
 * server's detail first, so the detail itself must be German or English as the customer reads the site).
 */
const TEXTS: Record<string, { de: string; en: string }> = {
  [ErrorCodes.ORDERS_ALREADY_PAID]: {
    de: 'Dieses Buch ist bereits bezahlt.',
    en: 'This book has already been paid for.',
  },
  [ErrorCodes.ORDERS_PAYMENT_IN_PROGRESS]: {
    de: 'Eine Zahlung für dieses Buch wird gerade bearbeitet. Schau in ein paar Minuten in deine Bestellungen.',
    en: 'A payment for this book is still being processed. Please check your orders in a few minutes.',
  },
  [ErrorCodes.ORDERS_UNKNOWN_COUPON]: {
    de: 'Dieser Gutscheincode ist nicht gültig.',
    en: 'This coupon code is not valid.',
  },
  [ErrorCodes.ORDERS_CHECKOUT_NOT_ALLOWED]: {
    de: 'Bestellen kannst du erst, wenn die Vorschau fertig ist.',
    en: 'You can order once the preview is ready.',
  },
};

/** A refusal of the orders service with its detail in `locale`; anything else unchanged. */
export function localizedCheckoutRefusal(error: unknown, locale: 'de' | 'en'): unknown {
  const code = error instanceof RemoteError || error instanceof DomainError ? error.code : undefined;
  const text = code ? TEXTS[code] : undefined;
  return text && code ? new DomainError(code, text[locale]) : error;
}
