import { HttpException } from '@nestjs/common';
import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
import { RemoteError } from '@fabelhaft/messaging';
import { statusForCode } from '../http/error-mapping';

/**
 * The refinement refusals in the customer's language (spec §8: the dialog shows the server's detail, so the
 * detail itself is German or English as the customer reads the site). "Edit limit reached" keeps spec §8's text.
 */
const TEXTS: Record<string, { de: string; en: string }> = {
  [ErrorCodes.REFINEMENT_NOT_FOUND]: {
    de: 'Dieses Gespräch wurde nicht gefunden.',
    en: 'This conversation could not be found.',
  },
  [ErrorCodes.REFINEMENT_BOOK_NOT_PAID]: {
    de: 'Nur ein bezahltes Buch kann überarbeitet werden. Bestelle das Buch zuerst, dann kannst du es ändern.',
    en: 'Only a paid book can be refined. Order the book first, then you can change it.',
  },
  [ErrorCodes.REFINEMENT_BOOK_NOT_READY]: {
    de: 'Dieses Buch wird gerade noch gemacht. Du kannst es ändern, sobald es fertig ist.',
    en: 'This book is still being made. You can refine it once it is ready.',
  },
  [ErrorCodes.REFINEMENT_BOOK_APPROVED]: {
    de: 'Dieses Buch ist für den Druck freigegeben und kann nicht mehr geändert werden.',
    en: 'This book is approved for print and can no longer be changed.',
  },
  [ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS]: {
    de: 'Bitte warte, bis die aktuelle Änderung fertig ist.',
    en: 'Please wait until the current change is finished.',
  },
  [ErrorCodes.REFINEMENT_NOTHING_TO_CONFIRM]: {
    de: 'Es gibt noch keinen Plan zum Bestätigen. Beschreibe zuerst, was du ändern möchtest.',
    en: 'There is no plan to confirm yet. Please describe the change you would like first.',
  },
  [ErrorCodes.REFINEMENT_SESSION_CLOSED]: {
    de: 'Dieses Gespräch ist beendet. Starte ein neues, um noch etwas zu ändern.',
    en: 'This conversation has ended. Please start a new one to make another change.',
  },
  [ErrorCodes.REFINEMENT_PLAN_CHANGED]: {
    de: 'Der Plan hat sich inzwischen geändert. Bitte prüfe ihn und bestätige noch einmal.',
    en: 'The plan has changed in the meantime. Please check it and confirm again.',
  },
  [ErrorCodes.REFINEMENT_PLANNER_FAILED]: {
    de: 'Diese Änderung konnten wir nicht ausarbeiten. Bitte versuche es noch einmal oder beschreibe sie anders.',
    en: 'We could not work out this change. Please try again or describe it differently.',
  },
  [ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE]: {
    de: 'Änderungen können gerade nicht geplant werden. Bitte versuche es gleich noch einmal.',
    en: 'Changes cannot be planned right now. Please try again in a moment.',
  },
  [ErrorCodes.BOOKS_NOT_FOUND]: { de: 'Buch nicht gefunden.', en: 'Book not found.' },
};

/**
 * A refusal of the refinement service with its detail in `locale`; anything else unchanged. The planner's
 * failures (502, 503) are answers with words for the customer too, not internal errors: they leave as such.
 */
export function localizedRefinementRefusal(error: unknown, locale: 'de' | 'en'): unknown {
  const code = error instanceof RemoteError || error instanceof DomainError ? error.code : undefined;
  const text = code ? TEXTS[code] : undefined;
  if (!code || !text) return error;
  const status = statusForCode(code);
  if (status >= 500) return new HttpException({ detail: text[locale], code }, status);
  return new DomainError(code, text[locale]);
}
