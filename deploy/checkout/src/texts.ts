/** Every visible text of the hosted page and the receipt, in the session's language (German or English). */
export type Language = 'de' | 'en';

const en = {
  htmlTitle: 'Pay Fabelhaft',
  testMode: 'Test mode',
  secureNote: 'Local test checkout: no real money is charged.',
  payTo: 'Pay Fabelhaft',
  orderSummary: 'Order summary',
  quantity: 'Qty',
  each: 'each',
  subtotal: 'Subtotal',
  discount: 'Discount',
  couponDiscount: (name: string, off: string) => `Coupon ${name} (${off} off)`,
  total: 'Total',
  inclVat: 'incl. VAT',
  shippingIncluded: 'Shipping included',
  promotionCode: 'Promotion code',
  apply: 'Apply',
  remove: 'Remove',
  promotionApplied: (code: string, percent: number) => `${code} applied: ${percent} % off`,
  contact: 'Contact',
  email: 'E-mail',
  emailHint: 'We send the confirmation and receipt here.',
  shipping: 'Shipping address',
  name: 'Full name',
  line1: 'Street and house number',
  line2: 'Address line 2 (optional)',
  postalCode: 'Postal code',
  city: 'City',
  country: 'Country',
  chooseCountry: 'Choose a country',
  payment: 'Card details',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry date (MM / YY)',
  cardCvc: 'Security code (CVC)',
  pay: (amount: string) => `Pay ${amount}`,
  cancel: 'Cancel and return to Fabelhaft',
  errorSummary: 'Please check the following:',
  testCardsTitle: 'Test cards',
  testCardsIntro: 'Use any future expiry date and any 3-digit CVC.',
  testCards: {
    succeeds: 'Payment succeeds',
    declined: 'Card is declined',
    delayed_success: 'Delayed payment that succeeds',
    delayed_failure: 'Delayed payment that fails',
  },
  errors: {
    emailRequired: 'Enter your e-mail address.',
    emailInvalid: 'Enter an e-mail address like name@example.com.',
    nameRequired: 'Enter the name of the recipient.',
    line1Required: 'Enter the street and house number.',
    postalCodeRequired: 'Enter the postal code.',
    cityRequired: 'Enter the city.',
    countryRequired: 'Choose the country.',
    countryNotAllowed: 'We cannot ship to this country.',
    cardNumberRequired: 'Enter the card number.',
    cardNumberInvalid: 'This card number is not valid.',
    cardExpiryRequired: 'Enter the expiry date.',
    cardExpiryInvalid: 'Enter the expiry date as MM / YY.',
    cardExpired: 'This card has expired.',
    cardCvcRequired: 'Enter the security code.',
    cardCvcInvalid: 'The security code has 3 or 4 digits.',
    cardDeclined: 'Your card was declined.',
    notATestCard: 'Your card was declined: this test checkout only accepts the test cards below.',
    promotionUnknown: 'This promotion code is not valid.',
    promotionRequired: 'Enter a promotion code.',
    promotionNotAllowed: 'Promotion codes cannot be used for this order.',
  },
  closedTitle: {
    complete: 'This order is paid',
    expired: 'This checkout has expired',
  },
  closedText: {
    complete: 'Thank you! The payment for this checkout has been received.',
    expired: 'This payment page is no longer valid. Please start the checkout again from your book.',
  },
  backToShop: 'Back to Fabelhaft',
  notFoundTitle: 'Checkout not found',
  notFoundText: 'This payment link is not valid.',
  receiptTitle: 'Receipt from Fabelhaft',
  receiptNumber: 'Receipt number',
  datePaid: 'Date paid',
  paymentMethod: 'Payment method',
  amountPaid: 'Amount paid',
  receiptFooter:
    'Fabelhaft · personalised children’s books. This receipt was issued by the local test checkout.',
} as const;

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R
    : { [K in keyof T]: Widen<T[K]> };
export type Texts = Widen<typeof en>;

const de: Texts = {
  htmlTitle: 'Bei Fabelhaft bezahlen',
  testMode: 'Testmodus',
  secureNote: 'Lokaler Test-Checkout: Es wird kein echtes Geld abgebucht.',
  payTo: 'Bei Fabelhaft bezahlen',
  orderSummary: 'Bestellübersicht',
  quantity: 'Menge',
  each: 'je',
  subtotal: 'Zwischensumme',
  discount: 'Rabatt',
  couponDiscount: (name, off) => `Gutschein ${name} (${off} Rabatt)`,
  total: 'Gesamt',
  inclVat: 'inkl. MwSt.',
  shippingIncluded: 'Versand inklusive',
  promotionCode: 'Gutscheincode',
  apply: 'Einlösen',
  remove: 'Entfernen',
  promotionApplied: (code, percent) => `${code} eingelöst: ${percent} % Rabatt`,
  contact: 'Kontakt',
  email: 'E-Mail',
  emailHint: 'Hierhin senden wir Bestätigung und Beleg.',
  shipping: 'Lieferadresse',
  name: 'Vollständiger Name',
  line1: 'Straße und Hausnummer',
  line2: 'Adresszusatz (optional)',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  country: 'Land',
  chooseCountry: 'Land auswählen',
  payment: 'Kartendaten',
  cardNumber: 'Kartennummer',
  cardExpiry: 'Ablaufdatum (MM / JJ)',
  cardCvc: 'Prüfnummer (CVC)',
  pay: (amount) => `${amount} bezahlen`,
  cancel: 'Abbrechen und zurück zu Fabelhaft',
  errorSummary: 'Bitte prüfe Folgendes:',
  testCardsTitle: 'Testkarten',
  testCardsIntro: 'Beliebiges Ablaufdatum in der Zukunft und beliebige dreistellige CVC.',
  testCards: {
    succeeds: 'Zahlung gelingt',
    declined: 'Karte wird abgelehnt',
    delayed_success: 'Verzögerte Zahlung, die gelingt',
    delayed_failure: 'Verzögerte Zahlung, die scheitert',
  },
  errors: {
    emailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
    emailInvalid: 'Bitte gib eine E-Mail-Adresse wie name@beispiel.de ein.',
    nameRequired: 'Bitte gib den Namen der Empfängerin oder des Empfängers ein.',
    line1Required: 'Bitte gib Straße und Hausnummer ein.',
    postalCodeRequired: 'Bitte gib die Postleitzahl ein.',
    cityRequired: 'Bitte gib den Ort ein.',
    countryRequired: 'Bitte wähle das Land.',
    countryNotAllowed: 'In dieses Land können wir nicht liefern.',
    cardNumberRequired: 'Bitte gib die Kartennummer ein.',
    cardNumberInvalid: 'Diese Kartennummer ist ungültig.',
    cardExpiryRequired: 'Bitte gib das Ablaufdatum ein.',
    cardExpiryInvalid: 'Bitte gib das Ablaufdatum als MM / JJ ein.',
    cardExpired: 'Diese Karte ist abgelaufen.',
    cardCvcRequired: 'Bitte gib die Prüfnummer ein.',
    cardCvcInvalid: 'Die Prüfnummer hat 3 oder 4 Ziffern.',
    cardDeclined: 'Deine Karte wurde abgelehnt.',
    notATestCard:
      'Deine Karte wurde abgelehnt: Dieser Test-Checkout akzeptiert nur die unten genannten Testkarten.',
    promotionUnknown: 'Dieser Gutscheincode ist ungültig.',
    promotionRequired: 'Bitte gib einen Gutscheincode ein.',
    promotionNotAllowed: 'Für diese Bestellung können keine Gutscheincodes eingelöst werden.',
  },
  closedTitle: {
    complete: 'Diese Bestellung ist bezahlt',
    expired: 'Dieser Checkout ist abgelaufen',
  },
  closedText: {
    complete: 'Vielen Dank! Die Zahlung für diesen Checkout ist eingegangen.',
    expired: 'Diese Zahlungsseite ist nicht mehr gültig. Bitte starte den Checkout erneut bei deinem Buch.',
  },
  backToShop: 'Zurück zu Fabelhaft',
  notFoundTitle: 'Checkout nicht gefunden',
  notFoundText: 'Dieser Zahlungslink ist ungültig.',
  receiptTitle: 'Beleg von Fabelhaft',
  receiptNumber: 'Belegnummer',
  datePaid: 'Bezahlt am',
  paymentMethod: 'Zahlungsart',
  amountPaid: 'Bezahlter Betrag',
  receiptFooter:
    'Fabelhaft · personalisierte Kinderbücher. Dieser Beleg wurde vom lokalen Test-Checkout ausgestellt.',
};

export const TEXTS: Record<Language, Texts> = { en, de };

export type ErrorKey = keyof Texts['errors'];

/** Stripe locales are `de`, `de-DE`, `en`, `auto`, …: German for German, English otherwise. */
export function languageOf(locale: string | null): Language {
  return locale?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export function formatMoney(amountMinor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-IE', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountMinor / 100);
}

export function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}
