// The customer emails of issue #15 ("Notifications"), in German and English. Each template is a plain function:
// typed data → { subject, text, html }. Every value that came from outside (titles, carrier names, tracking
// numbers, links) goes through `escapeHtml` in the HTML part; the text part is plain text.

export type Locale = 'de' | 'en';

export const TEMPLATES = [
  'preview-ready',
  'payment-received',
  'book-ready',
  'shipped',
  'refund-issued',
  'delivered',
  'delivery-failed',
  'returned',
] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface PreviewReadyData {
  title: string | null;
  previewUrl: string;
}
export interface PaymentReceivedData {
  orderId: string;
  amount: number;
  currency: string;
  invoiceAttached: boolean;
  accountUrl: string;
}
export interface BookReadyData {
  title: string | null;
  viewerUrl: string;
}
export interface ShippedParcel {
  carrier: string;
  trackingNumber: string;
  /** Our /tracking page for this number. */
  trackingUrl: string;
}
export interface ShippedData {
  title: string | null;
  /** At least one; a book may ship in several parcels. */
  parcels: ShippedParcel[];
}
/** One parcel at its end (or trouble) at the carrier: tracking's ShipmentStatusChanged. */
export interface ParcelData {
  title: string | null;
  carrier: string;
  trackingNumber: string;
  /** Our /tracking page for this number. */
  trackingUrl: string;
}
export interface RefundIssuedData {
  orderId: string;
  amount: number;
  currency: string;
  creditNoteAttached: boolean;
  accountUrl: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Amounts are in minor units (cents), as orders keeps them. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

const COMMON = {
  de: { greeting: 'Hallo,', signature: 'Viele Grüße\ndein Fabelhaft-Team', untitled: 'Dein Buch' },
  en: { greeting: 'Hello,', signature: 'Best wishes\nThe Fabelhaft team', untitled: 'your book' },
} as const;

/** One paragraph of text or a link with its label. */
type Block = { p: string } | { link: string; label: string };

function compose(locale: Locale, subject: string, blocks: Block[]): RenderedEmail {
  const c = COMMON[locale];
  const text = [
    c.greeting,
    '',
    ...blocks.flatMap((b) => ('p' in b ? [b.p, ''] : [`${b.label}: ${b.link}`, ''])),
    c.signature,
  ].join('\n');
  const body = blocks
    .map((b) =>
      'p' in b
        ? `<p>${escapeHtml(b.p)}</p>`
        : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5; color: #2b2b2b">
<p>${escapeHtml(c.greeting)}</p>
${body}
<p>${c.signature.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject, text, html };
}

const titleOf = (title: string | null, locale: Locale) => title?.trim() || COMMON[locale].untitled;

export function previewReady(locale: Locale, d: PreviewReadyData): RenderedEmail {
  const title = titleOf(d.title, locale);
  return locale === 'de'
    ? compose(locale, `Deine Vorschau ist fertig: ${title}`, [
        { p: `die Vorschau von „${title}“ ist fertig. Sieh dir Cover und Geschichte an.` },
        { link: d.previewUrl, label: 'Zur Vorschau' },
      ])
    : compose(locale, `Your preview is ready: ${title}`, [
        { p: `The preview of “${title}” is ready. Have a look at the cover and the story.` },
        { link: d.previewUrl, label: 'Open the preview' },
      ]);
}

export function paymentReceived(locale: Locale, d: PaymentReceivedData): RenderedEmail {
  const amount = formatMoney(d.amount, d.currency, locale);
  return locale === 'de'
    ? compose(locale, `Zahlung erhalten – Bestellung ${d.orderId}`, [
        {
          p: `vielen Dank! Wir haben deine Zahlung über ${amount} für die Bestellung ${d.orderId} erhalten.`,
        },
        {
          p: d.invoiceAttached
            ? 'Deine Rechnung findest du im Anhang.'
            : 'Deine Rechnung findest du in deinem Konto, sobald sie erstellt ist.',
        },
        { link: d.accountUrl, label: 'Zu deinen Bestellungen' },
      ])
    : compose(locale, `Payment received – order ${d.orderId}`, [
        { p: `Thank you! We received your payment of ${amount} for order ${d.orderId}.` },
        {
          p: d.invoiceAttached
            ? 'Your invoice is attached.'
            : 'Your invoice will be in your account as soon as it is issued.',
        },
        { link: d.accountUrl, label: 'Your orders' },
      ]);
}

export function bookReady(locale: Locale, d: BookReadyData): RenderedEmail {
  const title = titleOf(d.title, locale);
  return locale === 'de'
    ? compose(locale, `Dein Buch ist fertig: ${title}`, [
        {
          p: `„${title}“ ist fertig. Du kannst es jetzt lesen, herunterladen und für den Druck freigeben.`,
        },
        { link: d.viewerUrl, label: 'Buch ansehen' },
      ])
    : compose(locale, `Your book is ready: ${title}`, [
        { p: `“${title}” is ready. You can read it, download it and approve it for print now.` },
        { link: d.viewerUrl, label: 'View the book' },
      ]);
}

export function shipped(locale: Locale, d: ShippedData): RenderedEmail {
  const title = titleOf(d.title, locale);
  const carriers = [...new Set(d.parcels.map((p) => carrierName(p.carrier)))].join(', ');
  const parcels: Block[] = d.parcels.flatMap((p) =>
    locale === 'de'
      ? [
          { p: `Sendungsnummer (${carrierName(p.carrier)}): ${p.trackingNumber}` },
          { link: p.trackingUrl, label: 'Sendung verfolgen' },
        ]
      : [
          { p: `Tracking number (${carrierName(p.carrier)}): ${p.trackingNumber}` },
          { link: p.trackingUrl, label: 'Track the parcel' },
        ],
  );
  return locale === 'de'
    ? compose(locale, `Dein Buch ist unterwegs: ${title}`, [
        { p: `„${title}“ wurde gedruckt und an ${carriers} übergeben.` },
        ...parcels,
      ])
    : compose(locale, `Your book is on its way: ${title}`, [
        { p: `“${title}” has been printed and handed to ${carriers}.` },
        ...parcels,
      ]);
}

/** Carrier codes as people know them (`dhl` → DHL); other names as the carrier gave them. */
export function carrierName(carrier: string): string {
  return /^[a-z]{2,4}$/.test(carrier) ? carrier.toUpperCase() : carrier;
}

/** The parcel reached the door (tracking status delivered): "your book has arrived". */
export function delivered(locale: Locale, d: ParcelData): RenderedEmail {
  const title = titleOf(d.title, locale);
  const carrier = carrierName(d.carrier);
  return locale === 'de'
    ? compose(locale, `Dein Buch ist angekommen: ${title}`, [
        { p: `„${title}“ wurde zugestellt (${carrier}, Sendungsnummer ${d.trackingNumber}).` },
        { p: 'Wir wünschen euch viel Freude beim gemeinsamen Lesen!' },
        { link: d.trackingUrl, label: 'Sendung ansehen' },
      ])
    : compose(locale, `Your book has arrived: ${title}`, [
        { p: `“${title}” has been delivered (${carrier}, tracking number ${d.trackingNumber}).` },
        { p: 'We hope you enjoy reading it together!' },
        { link: d.trackingUrl, label: 'View the shipment' },
      ]);
}

/** The carrier could not deliver (tracking status delivery_failed): where to look and who helps. */
export function deliveryFailed(locale: Locale, d: ParcelData): RenderedEmail {
  const title = titleOf(d.title, locale);
  const carrier = carrierName(d.carrier);
  return locale === 'de'
    ? compose(locale, `Zustellung nicht möglich: ${title}`, [
        { p: `leider konnte ${carrier} „${title}“ nicht zustellen (Sendungsnummer ${d.trackingNumber}).` },
        {
          p: 'In der Sendungsverfolgung siehst du, wie es weitergeht. Bei Fragen hilft dir unser Support gern.',
        },
        { link: d.trackingUrl, label: 'Sendung verfolgen' },
      ])
    : compose(locale, `Delivery not possible: ${title}`, [
        { p: `${carrier} could not deliver “${title}” (tracking number ${d.trackingNumber}).` },
        {
          p: 'The tracking page shows what happens next. If you have questions, our support is glad to help.',
        },
        { link: d.trackingUrl, label: 'Track the parcel' },
      ]);
}

/** The parcel goes back to the sender (tracking status returned). */
export function returned(locale: Locale, d: ParcelData): RenderedEmail {
  const title = titleOf(d.title, locale);
  const carrier = carrierName(d.carrier);
  return locale === 'de'
    ? compose(locale, `Sendung zurückgesandt: ${title}`, [
        {
          p: `leider schickt ${carrier} „${title}“ an den Absender zurück (Sendungsnummer ${d.trackingNumber}).`,
        },
        { p: 'Bitte wende dich an unseren Support, damit dein Buch doch noch zu dir kommt.' },
        { link: d.trackingUrl, label: 'Sendung verfolgen' },
      ])
    : compose(locale, `Parcel returned: ${title}`, [
        { p: `${carrier} is sending “${title}” back to the sender (tracking number ${d.trackingNumber}).` },
        { p: 'Please contact our support so that your book still reaches you.' },
        { link: d.trackingUrl, label: 'Track the parcel' },
      ]);
}

export function refundIssued(locale: Locale, d: RefundIssuedData): RenderedEmail {
  const amount = formatMoney(d.amount, d.currency, locale);
  return locale === 'de'
    ? compose(locale, `Erstattung – Bestellung ${d.orderId}`, [
        { p: `wir haben dir ${amount} für die Bestellung ${d.orderId} erstattet.` },
        {
          p: d.creditNoteAttached
            ? 'Die Gutschrift findest du im Anhang.'
            : 'Die Gutschrift findest du in deinem Konto, sobald sie erstellt ist.',
        },
        { link: d.accountUrl, label: 'Zu deinen Bestellungen' },
      ])
    : compose(locale, `Refund – order ${d.orderId}`, [
        { p: `We refunded ${amount} for order ${d.orderId}.` },
        {
          p: d.creditNoteAttached
            ? 'The credit note is attached.'
            : 'The credit note will be in your account as soon as it is issued.',
        },
        { link: d.accountUrl, label: 'Your orders' },
      ]);
}

/** The links in the emails, below the storefront's base URL (spec §2 pages). */
export const links = {
  preview: (base: string, bookId: string) => `${base}/preview/${encodeURIComponent(bookId)}`,
  viewer: (base: string, bookId: string) => `${base}/books/${encodeURIComponent(bookId)}/viewer`,
  tracking: (base: string, trackingNumber: string) =>
    `${base}/tracking?number=${encodeURIComponent(trackingNumber)}`,
  account: (base: string) => `${base}/account`,
};
