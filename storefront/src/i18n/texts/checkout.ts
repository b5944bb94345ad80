/**
 * Texts of the checkout: starting it from My books and the preview (spec §2, §8 checkout error), the payment
 * status (spec §4), the coupon code (spec §3), and the result screen (spec §2 Checkout result).
 */
export default {
  de: {
    success: {
      pageTitle: 'Zahlung erfolgreich',
      eyebrow: 'Bestellung bestätigt',
      title: 'Danke! Dein Buch entsteht jetzt',
      text: 'Deine Zahlung ist bei uns angekommen. Wir schreiben und illustrieren jetzt dein ganzes Buch – das kann bis zu einer Stunde dauern. Du kannst diese Seite ruhig schließen: Sobald es fertig ist, findest du es unter „Meine Bücher“.',
      hint: 'Bestellung und Rechnung findest du in deinem Konto.',
    },
    cancel: {
      pageTitle: 'Bezahlung abgebrochen',
      eyebrow: 'Keine Sorge',
      title: 'Bezahlung abgebrochen',
      text: 'Es wurde keine Zahlung ausgeführt und nichts berechnet. Deine Vorschau bleibt gespeichert – du kannst sie dir in Ruhe noch einmal ansehen und später bezahlen.',
      hint: 'Fragen zur Bezahlung? Schreib uns gern.',
    },
    books: 'Zu meinen Büchern',
    builder: 'Neues Buch erstellen',
    accountLink: 'Zum Konto',
    now: 'Jetzt bestellen',
    nowOf: 'Jetzt bestellen: {{title}}',
    redirecting: 'Weiterleitung zur Bezahlung…',
    error: 'Die Bezahlung konnte nicht gestartet werden. Bitte versuche es noch einmal.',
    payment: {
      badge: {
        pending: 'Zahlung läuft',
        success: 'Bezahlt',
        failed: 'Zahlung fehlgeschlagen',
      },
      pending: 'Deine Zahlung wird bearbeitet…',
      failed: 'Die Zahlung ist fehlgeschlagen. Du kannst es noch einmal versuchen.',
      success: 'Bezahlt – dein Buch entsteht gerade',
    },
    coupon: {
      toggle: 'Ich habe einen Gutscheincode',
      label: 'Gutscheincode',
      hint: 'Buchstaben, Ziffern, „-“ und „_“, höchstens 64 Zeichen.',
      invalid: 'Ein Gutscheincode enthält nur Buchstaben, Ziffern, „-“ und „_“.',
      tooLong: 'Ein Gutscheincode hat höchstens 64 Zeichen.',
    },
  },
  en: {
    success: {
      pageTitle: 'Payment successful',
      eyebrow: 'Order confirmed',
      title: 'Thank you! Your book is being made',
      text: 'Your payment has reached us. We are now writing and illustrating your whole book – this can take up to an hour. Feel free to close this page: as soon as it is ready, you will find it under “My books”.',
      hint: 'Your order and invoice are in your account.',
    },
    cancel: {
      pageTitle: 'Payment cancelled',
      eyebrow: 'No worries',
      title: 'Payment cancelled',
      text: 'No payment was taken and nothing was charged. Your preview is still saved – take another look at your own pace and pay later.',
      hint: 'Questions about paying? Just write to us.',
    },
    books: 'Go to my books',
    builder: 'Create a new book',
    accountLink: 'Go to your account',
    now: 'Checkout now',
    nowOf: 'Checkout now: {{title}}',
    redirecting: 'Redirecting to checkout…',
    error: 'We could not start the checkout. Please try again.',
    payment: {
      badge: {
        pending: 'Payment pending',
        success: 'Paid',
        failed: 'Payment failed',
      },
      pending: 'Payment in progress…',
      failed: 'The payment failed. You can try again.',
      success: 'Paid — your book is being made',
    },
    coupon: {
      toggle: 'I have a coupon code',
      label: 'Coupon code',
      hint: 'Letters, digits, “-” and “_”, at most 64 characters.',
      invalid: 'A coupon code may contain only letters, digits, “-” and “_”.',
      tooLong: 'A coupon code has at most 64 characters.',
    },
  },
};
