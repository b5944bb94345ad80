import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { RemoteError } from '@fabelhaft/messaging';

/**
 * The refusals of DELETE /account (ADR 0016) in the customer's language: the storefront shows the server's
 * detail (spec §8), so it is German or English as the customer reads the site. Each one means "nothing was
 * lost, try again later".
 */
const TEXTS: Record<string, { de: string; en: string }> = {
  [ErrorCodes.ORDERS_ERASURE_BLOCKED]: {
    de: 'Eine Zahlung wird gerade noch bearbeitet. Bitte versuche es noch einmal, sobald sie abgeschlossen oder abgelaufen ist.',
    en: ErrorTexts[ErrorCodes.ORDERS_ERASURE_BLOCKED],
  },
  [ErrorCodes.REFINEMENT_ERASURE_BLOCKED]: {
    de: 'Eine Änderung an einem deiner Bücher wird gerade gemacht. Bitte lösche dein Konto, sobald sie fertig ist.',
    en: ErrorTexts[ErrorCodes.REFINEMENT_ERASURE_BLOCKED],
  },
  // A service busy with the customer's data at this very moment (e.g. refinement waiting for a write under way).
  [ErrorCodes.CONFLICT]: {
    de: 'Deine Daten werden gerade geändert. Bitte versuche es gleich noch einmal.',
    en: 'Your data is being changed right now. Please try again in a moment.',
  },
  [ErrorCodes.BOOKS_ERASURE_BLOCKED]: {
    de: 'Eines deiner Bücher wird gerade hergestellt. Bitte lösche dein Konto, sobald es fertig ist.',
    en: ErrorTexts[ErrorCodes.BOOKS_ERASURE_BLOCKED],
  },
};

/** An erasure refusal with its detail in `locale` (same code, so the same 409); anything else unchanged. */
export function localizedErasureRefusal(error: unknown, locale: 'de' | 'en'): unknown {
  const code = error instanceof RemoteError || error instanceof DomainError ? error.code : undefined;
  const text = code ? TEXTS[code] : undefined;
  return code && text ? new DomainError(code, text[locale]) : error;
}
