import { otherFormOfAddress } from '@fabelhaft/testing/form-of-address';
import {
  bookReady,
  carrierName,
  delivered,
  deliveryFailed,
  escapeHtml,
  links,
  paymentReceived,
  previewReady,
  refundIssued,
  returned,
  shipped,
  type Locale,
  type RenderedEmail,
} from './templates';

const BASE = 'https://fabelhaft.example';
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');
const all = (e: RenderedEmail) => nbsp(`${e.subject}\n${e.text}\n${e.html}`);

describe('email templates (issue #15 Notifications)', () => {
  it('preview ready links the preview, in German and in English', () => {
    const url = links.preview(BASE, 'b-1');
    const de = previewReady('de', { title: 'Mia und der Mond', previewUrl: url });
    const en = previewReady('en', { title: 'Mia and the Moon', previewUrl: url });
    expect(de.subject).toBe('Deine Vorschau ist fertig: Mia und der Mond');
    expect(de.text).toContain(`Zur Vorschau: ${BASE}/preview/b-1`);
    expect(de.html).toContain(`<a href="${BASE}/preview/b-1">Zur Vorschau</a>`);
    expect(de.html).toContain('<html lang="de">');
    expect(en.subject).toBe('Your preview is ready: Mia and the Moon');
    expect(en.text).toContain(`Open the preview: ${BASE}/preview/b-1`);
    expect(en.html).toContain('<html lang="en">');
    expect(all(en)).not.toMatch(/Vorschau|Hallo/);
  });

  it('a book without a title is named generically', () => {
    expect(previewReady('de', { title: null, previewUrl: BASE }).subject).toBe(
      'Deine Vorschau ist fertig: Dein Buch',
    );
    expect(bookReady('en', { title: '  ', viewerUrl: BASE }).subject).toBe('Your book is ready: your book');
  });

  it('payment received shows the amount in the customer’s format and says whether the invoice is attached', () => {
    const data = { orderId: 'o-7', amount: 3490, currency: 'eur', accountUrl: links.account(BASE) };
    const de = paymentReceived('de', { ...data, invoiceAttached: true });
    const en = paymentReceived('en', { ...data, invoiceAttached: false });
    expect(all(de)).toContain('34,90 €');
    expect(de.text).toContain('Deine Rechnung findest du im Anhang.');
    expect(de.subject).toBe('Zahlung erhalten – Bestellung o-7');
    expect(all(en)).toContain('€34.90');
    expect(en.text).toContain('Your invoice will be in your account as soon as it is issued.');
    expect(en.text).toContain(`Your orders: ${BASE}/account`);
  });

  it('book ready links the viewer', () => {
    const url = links.viewer(BASE, 'b 2');
    expect(bookReady('de', { title: 'T', viewerUrl: url }).text).toContain(
      `Buch ansehen: ${BASE}/books/b%202/viewer`,
    );
    expect(bookReady('en', { title: 'T', viewerUrl: url }).html).toContain('View the book');
  });

  it('shipped names the carrier and tracking number and links /tracking?number=…', () => {
    const d = {
      title: 'T',
      parcels: [
        { carrier: 'DHL', trackingNumber: 'JJD000390007', trackingUrl: links.tracking(BASE, 'JJD000390007') },
      ],
    };
    const de = shipped('de', d);
    const en = shipped('en', d);
    expect(de.text).toContain('an DHL übergeben');
    expect(de.text).toContain('Sendungsnummer (DHL): JJD000390007');
    expect(de.text).toContain(`Sendung verfolgen: ${BASE}/tracking?number=JJD000390007`);
    expect(en.text).toContain('handed to DHL');
    expect(en.text).toContain('Tracking number (DHL): JJD000390007');
    expect(en.html).toContain(`href="${BASE}/tracking?number=JJD000390007"`);
  });

  it('lists every parcel of a shipment', () => {
    const e = shipped('de', {
      title: 'T',
      parcels: [
        { carrier: 'DHL', trackingNumber: 'A1', trackingUrl: links.tracking(BASE, 'A1') },
        { carrier: 'DPD', trackingNumber: 'B2', trackingUrl: links.tracking(BASE, 'B2') },
      ],
    });
    expect(e.text).toContain('an DHL, DPD übergeben');
    expect(e.text).toContain('Sendungsnummer (DPD): B2');
    expect(e.text).toContain(`Sendung verfolgen: ${BASE}/tracking?number=B2`);
  });

  const parcel = {
    title: 'Mia und der Mond',
    carrier: 'dhl',
    trackingNumber: '00340434161094015902',
    trackingUrl: links.tracking(BASE, '00340434161094015902'),
  };

  it('delivered says the book has arrived, names the parcel and links /tracking, in German and in English', () => {
    const de = delivered('de', parcel);
    const en = delivered('en', { ...parcel, title: 'Mia and the Moon' });
    expect(de.subject).toBe('Dein Buch ist angekommen: Mia und der Mond');
    expect(de.text).toContain(
      '„Mia und der Mond“ wurde zugestellt (DHL, Sendungsnummer 00340434161094015902).',
    );
    expect(de.text).toContain(`Sendung ansehen: ${BASE}/tracking?number=00340434161094015902`);
    expect(de.html).toContain('<html lang="de">');
    expect(en.subject).toBe('Your book has arrived: Mia and the Moon');
    expect(en.text).toContain(
      '“Mia and the Moon” has been delivered (DHL, tracking number 00340434161094015902).',
    );
    expect(en.html).toContain(`<a href="${BASE}/tracking?number=00340434161094015902">View the shipment</a>`);
    expect(all(en)).not.toMatch(/Sendung|Hallo|zugestellt/);
    expect(delivered('en', { ...parcel, title: null }).subject).toBe('Your book has arrived: your book');
  });

  it('a failed delivery and a returned parcel say what happened and where to look', () => {
    expect(deliveryFailed('de', parcel).subject).toBe('Zustellung nicht möglich: Mia und der Mond');
    expect(deliveryFailed('de', parcel).text).toContain(
      'leider konnte DHL „Mia und der Mond“ nicht zustellen (Sendungsnummer 00340434161094015902).',
    );
    expect(deliveryFailed('en', parcel).text).toContain(`Track the parcel: ${BASE}/tracking?number=`);
    expect(returned('de', parcel).subject).toBe('Sendung zurückgesandt: Mia und der Mond');
    expect(returned('en', parcel).text).toContain('DHL is sending “Mia und der Mond” back to the sender');
    expect(returned('en', parcel).text).toContain('Please contact our support');
  });

  it('names carriers as people know them', () => {
    expect(carrierName('dhl')).toBe('DHL');
    expect(carrierName('DHL Paket')).toBe('DHL Paket');
    expect(shipped('en', { title: 'T', parcels: [{ ...parcel, carrier: 'dhl' }] }).text).toContain(
      'handed to DHL',
    );
  });

  it('refund issued shows the amount and the credit note', () => {
    const d = { orderId: 'o-1', amount: 1200, currency: 'EUR', accountUrl: links.account(BASE) };
    expect(all(refundIssued('de', { ...d, creditNoteAttached: true }))).toContain('12,00 €');
    expect(refundIssued('de', { ...d, creditNoteAttached: true }).text).toContain(
      'Die Gutschrift findest du im Anhang.',
    );
    expect(refundIssued('en', { ...d, creditNoteAttached: false }).text).toContain(
      'The credit note will be in your account as soon as it is issued.',
    );
    expect(all(refundIssued('en', { ...d, creditNoteAttached: true }))).toContain('We refunded €12.00');
  });

  /** Every template with sample data, for the checks that hold for all of them. */
  function everyEmail(locale: Locale): Array<[string, RenderedEmail]> {
    const order = { orderId: 'o-1', amount: 3490, currency: 'EUR', accountUrl: links.account(BASE) };
    const parcel = {
      title: 'Mia',
      carrier: 'dhl',
      trackingNumber: 'N1',
      trackingUrl: links.tracking(BASE, 'N1'),
    };
    return [
      ['preview-ready', previewReady(locale, { title: 'Mia', previewUrl: BASE })],
      ['payment-received', paymentReceived(locale, { ...order, invoiceAttached: true })],
      ['payment-received (later invoice)', paymentReceived(locale, { ...order, invoiceAttached: false })],
      ['book-ready', bookReady(locale, { title: null, viewerUrl: BASE })],
      ['shipped', shipped(locale, { title: 'Mia', parcels: [parcel] })],
      ['delivered', delivered(locale, parcel)],
      ['delivery-failed', deliveryFailed(locale, parcel)],
      ['returned', returned(locale, parcel)],
      ['refund-issued', refundIssued(locale, { ...order, creditNoteAttached: true })],
      ['refund-issued (later credit note)', refundIssued(locale, { ...order, creditNoteAttached: false })],
    ];
  }

  // Issue #24: "Hallo, Die Vorschau…" — in German the letter goes on in lower case after the greeting's comma
  // (a quoted title keeps its own capital); in English a new sentence starts.
  it.each(everyEmail('de'))('German %s: after "Hallo," the text goes on in lower case', (_, e) => {
    const [greeting, blank, first] = e.text.split('\n');
    expect([greeting, blank]).toEqual(['Hallo,', '']);
    expect(first).toMatch(/^(?:\p{Ll}|„)/u);
    const paragraphs = [...e.html.matchAll(/<p>([^<]*)/g)].map((m) => m[1]);
    expect(paragraphs[0]).toBe('Hallo,');
    expect(paragraphs[1]).toMatch(/^(?:\p{Ll}|„)/u);
  });

  it.each(everyEmail('en'))('English %s: "Hello," and a new sentence', (_, e) => {
    expect(e.text).toMatch(/^Hello,\n\n(?:\p{Lu}|“)/u);
  });

  // Issue #24, ADR 0041: one voice — the emails say "du" in German like the storefront.
  it.each(everyEmail('de'))('German %s speaks to the parent with "du"', (_, e) => {
    expect(otherFormOfAddress(`${e.subject}\n${e.text}`, 'de')).toEqual([]);
    expect(e.text).toMatch(/\b(?:du|dir|dich|dein\p{L}*|euch)\b|Dein/u);
  });

  it('the voice check would catch an email in the formal voice', () => {
    expect(
      otherFormOfAddress('Hallo,\n\ndie Vorschau ist fertig. Sehen Sie sich Ihr Buch an.', 'de'),
    ).toHaveLength(2);
  });

  it('escapes every outside value in the HTML part', () => {
    const evil = '<script>alert("x")</script>';
    const e = shipped('en', {
      title: evil,
      parcels: [
        {
          carrier: '<b>DHL</b>',
          trackingNumber: `"'&`,
          trackingUrl: `${BASE}/tracking?number="><img src=x>`,
        },
      ],
    });
    expect(e.html).not.toContain('<script>');
    expect(e.html).not.toContain('<b>DHL</b>');
    expect(e.html).not.toContain('"><img');
    expect(e.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(e.html).toContain('&quot;&#39;&amp;');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
    const arrived = delivered('de', {
      title: evil,
      carrier: '<i>x</i>',
      trackingNumber: '<n>',
      trackingUrl: `${BASE}/tracking?number="><img src=x>`,
    });
    expect(arrived.html).not.toMatch(/<script>|<i>x<\/i>|<n>|"><img/);
  });
});
