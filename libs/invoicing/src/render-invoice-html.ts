import {
  formatDate,
  formatMoney,
  formatQuantity,
  formatRate,
  formatServiceDate,
  type InvoiceLanguage,
} from './format';
import type { InvoiceDocument, PaymentMethod } from './invoice-document';

export interface RenderInvoiceHtmlOptions {
  language?: InvoiceLanguage;
}

const LABELS = {
  de: {
    title: 'Rechnung',
    tagline: 'Personalisierte Kinderbücher',
    billTo: 'Rechnungsempfänger',
    invoiceNumber: 'Rechnungsnummer',
    invoiceDate: 'Rechnungsdatum',
    serviceDate: 'Lieferdatum',
    order: 'Bestellnummer',
    customerEmail: 'E-Mail',
    intro: 'Vielen Dank für deine Bestellung. Wir berechnen dir folgende Leistungen:',
    position: 'Pos.',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    vatRate: 'USt.',
    amount: 'Gesamt',
    net: (rate: string) => `Nettobetrag ${rate}`,
    vat: (rate: string) => `USt. ${rate}`,
    netTotal: 'Nettobetrag gesamt',
    vatTotal: 'USt. gesamt',
    gross: 'Gesamtbetrag (brutto)',
    pricesInclude: 'Alle Preise in Euro inkl. gesetzlicher Umsatzsteuer.',
    paid: (date: string, method: string) => `Bezahlt am ${date} per ${method}.`,
    paymentReference: 'Zahlungsreferenz',
    settled: 'Der Rechnungsbetrag ist beglichen; bitte überweise nichts.',
    managingDirectors: 'Geschäftsführung',
    register: 'Registergericht',
    registerNumber: 'Handelsregister',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    lang: 'de',
    correction: {
      title: 'Rechnungskorrektur',
      number: 'Korrekturnummer',
      date: 'Datum',
      corrects: 'Zur Rechnung',
      intro: (number: string, date: string) =>
        `Korrektur der Rechnung ${number} vom ${date}: Folgende Positionen werden storniert und dir erstattet.`,
      gross: 'Erstattungsbetrag (brutto)',
      refunded: (date: string) =>
        `Der Betrag wurde am ${date} auf dein ursprüngliches Zahlungsmittel zurückgezahlt.`,
      reference: 'Erstattungsreferenz',
    },
  },
  en: {
    title: 'Invoice',
    tagline: "Personalised children's books",
    billTo: 'Bill to',
    invoiceNumber: 'Invoice no.',
    invoiceDate: 'Invoice date',
    serviceDate: 'Delivery date',
    order: 'Order no.',
    customerEmail: 'Email',
    intro: 'Thank you for your order. We invoice you for the following:',
    position: 'No.',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    vatRate: 'VAT',
    amount: 'Amount',
    net: (rate: string) => `Net amount ${rate}`,
    vat: (rate: string) => `VAT ${rate}`,
    netTotal: 'Total net amount',
    vatTotal: 'Total VAT',
    gross: 'Total (gross)',
    pricesInclude: 'All prices in euros, including VAT.',
    paid: (date: string, method: string) => `Paid on ${date} by ${method}.`,
    paymentReference: 'Payment reference',
    settled: 'This invoice has been paid; no transfer is needed.',
    managingDirectors: 'Managing director',
    register: 'Register court',
    registerNumber: 'Commercial register',
    vatId: 'VAT ID',
    taxNumber: 'Tax number',
    lang: 'en',
    correction: {
      title: 'Credit note',
      number: 'Credit note no.',
      date: 'Date',
      corrects: 'Corrects invoice',
      intro: (number: string, date: string) =>
        `Correction of invoice ${number} of ${date}: the following items are cancelled and refunded to you.`,
      gross: 'Refund (gross)',
      refunded: (date: string) => `The amount was refunded to your original payment method on ${date}.`,
      reference: 'Refund reference',
    },
  },
} as const;

const PAYMENT_METHODS: Record<InvoiceLanguage, Record<PaymentMethod, string>> = {
  de: { card: 'Kartenzahlung', paypal: 'PayPal', sepa_debit: 'SEPA-Lastschrift' },
  en: { card: 'card payment', paypal: 'PayPal', sepa_debit: 'SEPA direct debit' },
};

const COUNTRIES: Record<InvoiceLanguage, Record<string, string>> = {
  de: {
    DE: 'Deutschland',
    AT: 'Österreich',
    CH: 'Schweiz',
    FR: 'Frankreich',
    NL: 'Niederlande',
    BE: 'Belgien',
    LU: 'Luxemburg',
    IT: 'Italien',
    ES: 'Spanien',
    PL: 'Polen',
    DK: 'Dänemark',
    GB: 'Vereinigtes Königreich',
  },
  en: {
    DE: 'Germany',
    AT: 'Austria',
    CH: 'Switzerland',
    FR: 'France',
    NL: 'Netherlands',
    BE: 'Belgium',
    LU: 'Luxembourg',
    IT: 'Italy',
    ES: 'Spain',
    PL: 'Poland',
    DK: 'Denmark',
    GB: 'United Kingdom',
  },
};

/** Everything from a document goes through here: names, titles and addresses are customer input. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A self-contained A4 invoice page (no scripts, no remote fonts or images; system Noto fonts, which
 * cover the Latin, Arabic and CJK names customers type). Laid out for one page; `renderInvoicePdf` prints
 * it, and the same HTML screenshotted at 794 × 1123 px is the preview.
 */
export function renderInvoiceHtml(doc: InvoiceDocument, options: RenderInvoiceHtmlOptions = {}): string {
  const language = options.language ?? 'de';
  const t = LABELS[language];
  const e = escapeHtml;
  const correction = doc.correction;
  const c = t.correction;
  // A credit note gives amounts back: every amount is printed as a negative one.
  const sign = correction ? -1 : 1;
  const money = (minor: number) => e(formatMoney(sign * minor, language));
  const title = correction ? c.title : t.title;
  const intro = correction
    ? c.intro(correction.invoiceNumber, formatDate(correction.invoiceDate, language))
    : t.intro;
  const rate = (r: number) => e(formatRate(r, language));
  const { seller, buyer } = doc;
  const country = (code: string) => COUNTRIES[language][code] ?? code;
  const sellerAddress = `${seller.street}, ${seller.postalCode} ${seller.city}`;

  const items = [
    ...doc.lines.map(
      (line, i) => `<tr>
        <td class="pos">${i + 1}</td>
        <td class="desc"><bdi>${e(line.description)}</bdi></td>
        <td class="num">${e(formatQuantity(line.quantity, language))}</td>
        <td class="num">${money(line.unitGrossMinor)}</td>
        <td class="num">${rate(line.vatRate)}</td>
        <td class="num">${money(line.lineGrossMinor)}</td>
      </tr>`,
    ),
    ...doc.discounts.map(
      (discount) => `<tr class="discount">
        <td class="pos"></td>
        <td class="desc"><bdi>${e(discount.description)}</bdi></td>
        <td class="num"></td>
        <td class="num"></td>
        <td class="num">${rate(discount.vatRate)}</td>
        <td class="num">${money(-discount.amountMinor)}</td>
      </tr>`,
    ),
  ].join('');

  const perRate = doc.totals.byRate
    .map(
      (r) => `<tr><th>${e(t.net(formatRate(r.rate, language)))}</th><td>${money(r.net)}</td></tr>
        <tr><th>${e(t.vat(formatRate(r.rate, language)))}</th><td>${money(r.vat)}</td></tr>`,
    )
    .join('');
  // With one rate the per-rate lines already are the totals; repeating them would only add noise.
  const sums =
    doc.totals.byRate.length > 1
      ? `<tr class="sub"><th>${e(t.netTotal)}</th><td>${money(doc.totals.net)}</td></tr>
         <tr><th>${e(t.vatTotal)}</th><td>${money(doc.totals.vat)}</td></tr>`
      : '';

  const payment = correction
    ? `<section class="payment">
        <p><strong>${e(c.refunded(formatDate(correction.refundedOn, language)))}</strong></p>
        ${correction.reference ? `<p class="muted">${e(c.reference)}: ${e(correction.reference)}</p>` : ''}
      </section>`
    : doc.payment
      ? `<section class="payment">
        <p><strong>${e(t.paid(formatDate(doc.payment.paidOn, language), PAYMENT_METHODS[language][doc.payment.method]))}</strong>
        ${e(t.settled)}</p>
        ${doc.payment.reference ? `<p class="muted">${e(t.paymentReference)}: ${e(doc.payment.reference)}</p>` : ''}
      </section>`
      : '';

  const legal = [
    seller.managingDirectors.length > 0
      ? `${e(t.managingDirectors)}: ${e(seller.managingDirectors.join(', '))}`
      : '',
    seller.register ? `${e(t.register)}: ${e(seller.register.court)}` : '',
    seller.register ? `${e(t.registerNumber)}: ${e(seller.register.number)}` : '',
    seller.vatId ? `${e(t.vatId)}: ${e(seller.vatId)}` : '',
    seller.taxNumber ? `${e(t.taxNumber)}: ${e(seller.taxNumber)}` : '',
  ].filter(Boolean);

  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<title>${e(title)} ${e(doc.invoiceNumber)}</title>
<style>
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans CJK JP', sans-serif;
    font-size: 9.5pt; line-height: 1.45; color: #1f2933;
    -webkit-print-color-adjust: exact; print-color-adjust: exact;
  }
  .sheet { position: relative; width: 210mm; height: 297mm; padding: 16mm 18mm 0 22mm; overflow: hidden; }
  header { display: flex; justify-content: space-between; align-items: flex-start; }
  .brand { font-family: 'Noto Serif', serif; font-size: 24pt; font-weight: 700; color: #7a3e9d; letter-spacing: 0.5pt; line-height: 1; }
  .tagline { font-size: 8.5pt; color: #6b7280; margin-top: 2mm; }
  .seller { text-align: right; font-size: 8.5pt; color: #4b5563; line-height: 1.5; }
  .address-row { display: flex; justify-content: space-between; margin-top: 16mm; min-height: 40mm; }
  .recipient { width: 85mm; }
  .return-line { font-size: 7pt; color: #6b7280; border-bottom: 0.5pt solid #9ca3af; padding-bottom: 1mm; margin-bottom: 3mm; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .label { font-size: 7.5pt; text-transform: uppercase; letter-spacing: 0.6pt; color: #6b7280; margin-bottom: 1mm; }
  .recipient .name { font-weight: 600; font-size: 10.5pt; }
  .meta { border-collapse: collapse; font-size: 9pt; align-self: flex-start; }
  .meta th { text-align: left; font-weight: 400; color: #6b7280; padding: 0.6mm 6mm 0.6mm 0; }
  .meta td { text-align: right; font-weight: 600; padding: 0.6mm 0; }
  h1 { font-size: 17pt; margin: 6mm 0 1mm; font-weight: 700; color: #111827; }
  .intro { margin: 0 0 5mm; color: #374151; }
  table.items { width: 100%; border-collapse: collapse; }
  .items thead th { font-size: 8pt; text-transform: uppercase; letter-spacing: 0.4pt; color: #6b7280; font-weight: 600;
    text-align: left; border-bottom: 1pt solid #1f2933; padding: 0 2mm 1.6mm; white-space: nowrap; }
  .items thead th.num { text-align: right; }
  .items td { padding: 2.4mm 2mm; border-bottom: 0.5pt solid #e5e7eb; vertical-align: top; }
  .items td.num { text-align: right; white-space: nowrap; }
  .items td.pos { width: 9mm; color: #6b7280; }
  .items .discount td { color: #7a3e9d; }
  .items .pos, .items thead th:first-child { padding-left: 0; }
  .items td:last-child, .items th:last-child { padding-right: 0; }
  .totals { margin: 4mm 0 0 auto; border-collapse: collapse; min-width: 82mm; }
  .totals th { text-align: left; font-weight: 400; color: #4b5563; padding: 0.9mm 8mm 0.9mm 0; }
  .totals td { text-align: right; white-space: nowrap; padding: 0.9mm 0; }
  .totals tr.sub th, .totals tr.sub td { border-top: 0.5pt solid #e5e7eb; }
  .totals tr.gross th, .totals tr.gross td { border-top: 1pt solid #1f2933; padding-top: 2mm; font-weight: 700; font-size: 11pt; color: #111827; }
  .note { font-size: 8pt; color: #6b7280; text-align: right; margin-top: 1.5mm; }
  .payment { margin-top: 9mm; padding: 3.5mm 4mm; background: #f5f0f8; border-left: 2pt solid #7a3e9d; }
  .payment p { margin: 0; }
  .payment p + p { margin-top: 1mm; }
  .muted { color: #6b7280; font-size: 8.5pt; }
  footer { position: absolute; left: 22mm; right: 18mm; bottom: 12mm; display: flex; gap: 8mm;
    border-top: 0.5pt solid #d1d5db; padding-top: 3mm; font-size: 7.5pt; color: #6b7280; line-height: 1.5; }
  footer > div { flex: 1; }
  footer > div:last-child { flex: 1.5; }
  bdi { unicode-bidi: isolate; }
</style>
</head>
<body>
<div class="sheet">
  <header>
    <div>
      <div class="brand">Fabelhaft</div>
      <div class="tagline">${e(t.tagline)}</div>
    </div>
    <div class="seller">
      ${e(seller.legalName)}<br>
      ${e(seller.street)}<br>
      ${e(seller.postalCode)} ${e(seller.city)}<br>
      ${e(seller.email)}${seller.website ? `<br>${e(seller.website)}` : ''}
    </div>
  </header>

  <div class="address-row">
    <div class="recipient">
      <div class="return-line">${e(seller.legalName)} · ${e(sellerAddress)}</div>
      <div class="label">${e(t.billTo)}</div>
      <div class="name" dir="auto">${e(buyer.name)}</div>
      ${buyer.addressLines.map((line) => `<div dir="auto">${e(line)}</div>`).join('')}
      <div>${e(country(buyer.country))}</div>
    </div>
    <table class="meta">
      <tr><th>${e(correction ? c.number : t.invoiceNumber)}</th><td>${e(doc.invoiceNumber)}</td></tr>
      <tr><th>${e(correction ? c.date : t.invoiceDate)}</th><td>${e(formatDate(doc.invoiceDate, language))}</td></tr>
      ${correction ? `<tr><th>${e(c.corrects)}</th><td>${e(correction.invoiceNumber)} (${e(formatDate(correction.invoiceDate, language))})</td></tr>` : ''}
      <tr><th>${e(t.serviceDate)}</th><td>${e(formatServiceDate(doc.serviceDate, doc.invoiceDate, language))}</td></tr>
      <tr><th>${e(t.order)}</th><td>${e(doc.orderReference)}</td></tr>
      ${buyer.email ? `<tr><th>${e(t.customerEmail)}</th><td>${e(buyer.email)}</td></tr>` : ''}
    </table>
  </div>

  <h1>${e(title)} ${e(doc.invoiceNumber)}</h1>
  <p class="intro">${e(intro)}</p>

  <table class="items">
    <thead><tr>
      <th>${e(t.position)}</th><th>${e(t.description)}</th><th class="num">${e(t.quantity)}</th>
      <th class="num">${e(t.unitPrice)}</th><th class="num">${e(t.vatRate)}</th><th class="num">${e(t.amount)}</th>
    </tr></thead>
    <tbody>${items}</tbody>
  </table>

  <table class="totals">
    ${perRate}
    ${sums}
    <tr class="gross"><th>${e(correction ? c.gross : t.gross)}</th><td>${money(doc.totals.gross)}</td></tr>
  </table>
  <div class="note">${e(t.pricesInclude)}</div>

  ${payment}

  <footer>
    <div>${e(seller.legalName)}<br>${e(seller.street)}<br>${e(seller.postalCode)} ${e(seller.city)}, ${e(country(seller.country))}</div>
    <div>${e(seller.email)}${seller.website ? `<br>${e(seller.website)}` : ''}</div>
    <div>${legal.join('<br>')}</div>
  </footer>
</div>
</body>
</html>`;
}
