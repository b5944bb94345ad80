import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
import { formatNameInText } from '@fabelhaft/contracts/constants';
import { RemoteError } from '@fabelhaft/messaging';

type Texts = { de: string; en: string };
type Format = 'booklet' | 'board';

/** issue #24: the formats by the one name every surface uses (libs/contracts), as said inside a sentence. */
const nameOf = (format: Format): Texts => ({
  de: formatNameInText(format, 'de'),
  en: formatNameInText(format, 'en'),
});

/**
 * issue #15: the refusals of approval for print and of the dashboard's generate action in the customer's site
 * language (spec §8: the storefront shows the server's detail), by the action that was refused.
 */
const TEXTS: Record<string, Texts | Record<Action, Texts>> = {
  [ErrorCodes.BOOKS_NOT_PAID]: {
    approve: {
      de: 'Eine Vorschau kann nicht für den Druck freigegeben werden. Bestelle das Buch zuerst.',
      en: 'A preview cannot be approved for print. Please order the book first.',
    },
    generate: {
      de: 'Nur ein bezahltes Buch kann erstellt werden. Bestelle das Buch zuerst.',
      en: 'Only a paid book can be generated. Please order the book first.',
    },
  },
  [ErrorCodes.BOOKS_NOT_PRODUCED]: {
    de: 'Dieses Buch wird gerade noch gemacht. Du kannst es freigeben, sobald es fertig ist.',
    en: 'This book is still being made. You can approve it once it is ready.',
  },
  [ErrorCodes.BOOKS_REVISION_IN_PROGRESS]: {
    de: 'Gerade wird eine Änderung an diesem Buch gemacht. Bitte versuche es noch einmal, sobald sie fertig ist.',
    en: 'Another change to this book is being made right now. Please try again once it is done.',
  },
  [ErrorCodes.BOOKS_NOT_FOUND]: { de: 'Buch nicht gefunden.', en: 'Book not found.' },
};

export type Action = 'approve' | 'generate';

/**
 * A books refusal of `action` with its detail in `locale`; anything else unchanged. `asked`: the generate
 * action's format.
 */
export function localizedBookRefusal(
  error: unknown,
  locale: 'de' | 'en',
  action: Action,
  asked?: Format,
): unknown {
  const code = error instanceof RemoteError || error instanceof DomainError ? error.code : undefined;
  if (!code) return error;
  if (code === ErrorCodes.BOOKS_FORMAT_MISMATCH && asked) {
    // There are two formats: the paid one is the other.
    const paid = nameOf(asked === 'booklet' ? 'board' : 'booklet');
    const wanted = nameOf(asked);
    return new DomainError(
      code,
      locale === 'de'
        ? `Dieses Buch wurde als ${paid.de} bezahlt und kann nur als ${paid.de} erstellt werden, nicht als ${wanted.de}.`
        : `This book was paid for as a ${paid.en} and can only be made as a ${paid.en}, not as a ${wanted.en}.`,
    );
  }
  const entry = TEXTS[code];
  if (!entry) return error;
  const texts = 'de' in entry ? (entry as Texts) : (entry as Record<Action, Texts>)[action];
  return new DomainError(code, texts[locale]);
}
