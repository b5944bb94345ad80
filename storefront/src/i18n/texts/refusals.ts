/**
 * issue #25 (ADR 0042): the storefront's words for the BFF's refusals, keyed by the answer's error `code`
 * (`BOOKS.NOT_PAID` is `refusals.BOOKS.NOT_PAID`). The BFF answers `{ detail, code }` with an English detail
 * for API clients; the storefront shows these words in the site's language (`useRefusalText`,
 * src/api/refusal.ts), else the server's detail (spec §8), else the screen's own text. Where spec §8 gives the
 * text ("We could not find that shipment.") the English one is exactly the spec's.
 */
export default {
  de: {
    BOOKS: {
      NOT_FOUND: 'Buch nicht gefunden.',
      // The approval for print is the storefront's one action that can meet it (the generate action is API-only).
      NOT_PAID: 'Eine Vorschau kann nicht für den Druck freigegeben werden. Bestelle das Buch zuerst.',
      NOT_PRODUCED: 'Dieses Buch wird gerade noch gemacht. Du kannst es freigeben, sobald es fertig ist.',
      REVISION_IN_PROGRESS:
        'Gerade wird eine Änderung an diesem Buch gemacht. Bitte versuche es noch einmal, sobald sie fertig ist.',
      ERASURE_BLOCKED:
        'Eines deiner Bücher wird gerade hergestellt. Bitte lösche dein Konto, sobald es fertig ist.',
    },
    ORDERS: {
      ALREADY_PAID: 'Dieses Buch ist bereits bezahlt.',
      PAYMENT_IN_PROGRESS:
        'Eine Zahlung für dieses Buch wird gerade bearbeitet. Schau in ein paar Minuten in deine Bestellungen.',
      UNKNOWN_COUPON: 'Dieser Gutscheincode ist nicht gültig.',
      CHECKOUT_NOT_ALLOWED: 'Bestellen kannst du erst, wenn die Vorschau fertig ist.',
      ERASURE_BLOCKED:
        'Eine Zahlung wird gerade noch bearbeitet. Bitte versuche es noch einmal, sobald sie abgeschlossen oder abgelaufen ist.',
    },
    REFINEMENT: {
      NOT_FOUND: 'Dieses Gespräch wurde nicht gefunden.',
      BOOK_NOT_PAID:
        'Nur ein bezahltes Buch kann überarbeitet werden. Bestelle das Buch zuerst, dann kannst du es ändern.',
      BOOK_NOT_READY: 'Dieses Buch wird gerade noch gemacht. Du kannst es ändern, sobald es fertig ist.',
      BOOK_APPROVED: 'Dieses Buch ist für den Druck freigegeben und kann nicht mehr geändert werden.',
      REVISION_IN_PROGRESS: 'Bitte warte, bis die aktuelle Änderung fertig ist.',
      NOTHING_TO_CONFIRM:
        'Es gibt noch keinen Plan zum Bestätigen. Beschreibe zuerst, was du ändern möchtest.',
      SESSION_CLOSED: 'Dieses Gespräch ist beendet. Starte ein neues, um noch etwas zu ändern.',
      PLAN_CHANGED: 'Der Plan hat sich inzwischen geändert. Bitte prüfe ihn und bestätige noch einmal.',
      PLANNER_FAILED:
        'Diese Änderung konnten wir nicht ausarbeiten. Bitte versuche es noch einmal oder beschreibe sie anders.',
      PLANNER_UNAVAILABLE:
        'Änderungen können gerade nicht geplant werden. Bitte versuche es gleich noch einmal.',
      ERASURE_BLOCKED:
        'Eine Änderung an einem deiner Bücher wird gerade gemacht. Bitte lösche dein Konto, sobald sie fertig ist.',
    },
    TRACKING: {
      NOT_FOUND: 'Wir konnten diese Sendung nicht finden.',
    },
    COMMON: {
      // A service busy with the customer's data at this very moment (e.g. an account's erasure).
      CONCURRENCY_CONFLICT: 'Deine Daten werden gerade geändert. Bitte versuche es gleich noch einmal.',
    },
  },
  en: {
    BOOKS: {
      NOT_FOUND: 'Book not found.',
      NOT_PAID: 'A preview cannot be approved for print. Please order the book first.',
      NOT_PRODUCED: 'This book is still being made. You can approve it once it is ready.',
      REVISION_IN_PROGRESS:
        'Another change to this book is being made right now. Please try again once it is done.',
      ERASURE_BLOCKED:
        'One of your books is being produced right now. Please delete your account once it is ready.',
    },
    ORDERS: {
      ALREADY_PAID: 'This book has already been paid for.',
      PAYMENT_IN_PROGRESS:
        'A payment for this book is still being processed. Please check your orders in a few minutes.',
      UNKNOWN_COUPON: 'This coupon code is not valid.',
      CHECKOUT_NOT_ALLOWED: 'You can order once the preview is ready.',
      ERASURE_BLOCKED:
        'A payment is still being processed. Please try again once it has completed or expired.',
    },
    REFINEMENT: {
      NOT_FOUND: 'This conversation could not be found.',
      BOOK_NOT_PAID: 'Only a paid book can be refined. Order the book first, then you can change it.',
      BOOK_NOT_READY: 'This book is still being made. You can refine it once it is ready.',
      BOOK_APPROVED: 'This book is approved for print and can no longer be changed.',
      REVISION_IN_PROGRESS: 'Please wait until the current change is finished.',
      NOTHING_TO_CONFIRM: 'There is no plan to confirm yet. Please describe the change you would like first.',
      SESSION_CLOSED: 'This conversation has ended. Please start a new one to make another change.',
      PLAN_CHANGED: 'The plan has changed in the meantime. Please check it and confirm again.',
      PLANNER_FAILED: 'We could not work out this change. Please try again or describe it differently.',
      PLANNER_UNAVAILABLE: 'Changes cannot be planned right now. Please try again in a moment.',
      ERASURE_BLOCKED:
        'A change to one of your books is being made right now. Please delete your account once it is finished.',
    },
    TRACKING: {
      // spec §8 Tracking, word for word.
      NOT_FOUND: 'We could not find that shipment.',
    },
    COMMON: {
      CONCURRENCY_CONFLICT: 'Your data is being changed right now. Please try again in a moment.',
    },
  },
};
