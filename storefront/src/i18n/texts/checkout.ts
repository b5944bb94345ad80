/** Texts of the checkout result screen (spec §2 Checkout result). */
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
  },
};
