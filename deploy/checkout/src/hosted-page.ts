import type { SessionRecord } from './checkout-store';
import { html, page, type Html } from './page-layout';
import { PAYMENT_FIELDS, type PaymentErrors, type PaymentField, type PaymentValues } from './payment-form';
import type { ChargeObject } from './stripe-objects';
import { formatCardNumber, TEST_CARDS } from './test-cards';
import {
  countryName,
  formatMoney,
  languageOf,
  TEXTS,
  type ErrorKey,
  type Language,
  type Texts,
} from './texts';

export interface PaymentPageInput {
  record: SessionRecord;
  /** What the customer typed (card fields are never echoed back). */
  values: Partial<PaymentValues>;
  errors: PaymentErrors;
  promotion?: { value: string; error: ErrorKey };
}

const LOCK_ICON = html`<svg class="lock" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path
    fill="currentColor"
    d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
  />
</svg>`;

const fieldId = (field: PaymentField) => `f-${field.replace('_', '-')}`;

export function renderPaymentPage(input: PaymentPageInput): string {
  const { session } = input.record;
  const language = languageOf(session.locale);
  const t = TEXTS[language];
  const money = (amount: number) => formatMoney(amount, session.currency, language);
  const errorCount = Object.keys(input.errors).length;
  return page({
    language,
    title: `${errorCount > 0 ? `(${errorCount}) ` : ''}${t.htmlTitle}`,
    testModeLabel: t.testMode,
    body: html`<main class="layout">
      ${renderSummary(input, t, language)}
      <section class="card" aria-labelledby="pay-title">
        <h2 id="pay-title" class="visually-hidden">${t.payment}</h2>
        ${renderErrorSummary(input.errors, t)}
        <form method="post" action="/c/pay/${session.id}" novalidate>
          <fieldset>
            <legend>${t.contact}</legend>
            ${field(input, t, 'email', t.email, {
              type: 'email',
              autocomplete: 'email',
              hint: t.emailHint,
            })}
          </fieldset>
          <fieldset>
            <legend>${t.shipping}</legend>
            ${field(input, t, 'name', t.name, { autocomplete: 'shipping name' })}
            ${field(input, t, 'line1', t.line1, { autocomplete: 'shipping address-line1' })}
            ${field(input, t, 'line2', t.line2, { autocomplete: 'shipping address-line2', optional: true })}
            <div class="row two">
              ${field(input, t, 'postal_code', t.postalCode, { autocomplete: 'shipping postal-code' })}
              ${field(input, t, 'city', t.city, { autocomplete: 'shipping address-level2' })}
            </div>
            ${countryField(input, t, language)}
          </fieldset>
          <fieldset>
            <legend>${t.payment}</legend>
            ${field(input, t, 'card_number', t.cardNumber, {
              autocomplete: 'cc-number',
              inputmode: 'numeric',
              placeholder: '1234 1234 1234 1234',
            })}
            <div class="row card-extra">
              ${field(input, t, 'card_expiry', t.cardExpiry, {
                autocomplete: 'cc-exp',
                inputmode: 'numeric',
                placeholder: language === 'de' ? 'MM / JJ' : 'MM / YY',
              })}
              ${field(input, t, 'card_cvc', t.cardCvc, {
                autocomplete: 'cc-csc',
                inputmode: 'numeric',
                placeholder: '123',
              })}
            </div>
          </fieldset>
          <button type="submit" class="button button-primary">
            ${LOCK_ICON}${t.pay(money(session.amount_total))}
          </button>
          <p class="secure">${t.secureNote}</p>
        </form>
        ${renderTestCards(t)}
      </section>
    </main>`,
  });
}

function renderSummary(input: PaymentPageInput, t: Texts, language: Language): Html {
  const { session, lineItems } = input.record;
  const money = (amount: number) => formatMoney(amount, session.currency, language);
  const discount = session.total_details.amount_discount;
  return html`<section class="card summary" aria-labelledby="summary-title">
    ${session.cancel_url ? html`<a class="back" href="${session.cancel_url}"><span aria-hidden="true">← </span>${t.cancel}</a>` : ''}
    <h1 id="summary-title">${t.payTo}</h1>
    <p class="amount-due">${money(session.amount_total)}</p>
    <p class="vat-note">${t.inclVat}</p>
    <h2 class="visually-hidden">${t.orderSummary}</h2>
    <ul class="items">
      ${lineItems.map(
        (item) =>
          html`<li class="item">
            ${
              item.image
                ? html`<img src="${item.image}" alt="" width="64" height="64" loading="lazy" />`
                : html`<span class="placeholder" aria-hidden="true"></span>`
            }
            <div>
              <p class="item-name">${item.name}</p>
              ${item.description ? html`<p class="item-meta">${item.description}</p>` : ''}
              <p class="item-meta">
                ${t.quantity}
                ${item.quantity}${item.quantity > 1 ? html` · ${money(item.unitAmount)} ${t.each}` : ''}
              </p>
            </div>
            <span class="item-price">${money(item.unitAmount * item.quantity)}</span>
          </li>`,
      )}
    </ul>
    <dl class="totals">
      <dt>${t.subtotal}</dt>
      <dd>${money(session.amount_subtotal)}</dd>
      ${
        discount > 0
          ? html`<dt class="discount" data-testid="discount-label">
                ${discountLabel(input.record, t, language)}
              </dt>
              <dd class="discount" data-testid="discount-amount">−${money(discount)}</dd>`
          : ''
      }
      <dt class="grand">${t.total}<small>${t.inclVat}</small></dt>
      <dd class="grand">${money(session.amount_total)}</dd>
    </dl>
    ${session.allow_promotion_codes ? renderPromotion(input, t) : ''}
  </section>`;
}

/**
 * issue #24: the discount line names what lowered the total — the coupon the customer gave before the
 * checkout (its name and what it takes off), or the promotion code typed here.
 */
export function discountLabel(record: SessionRecord, t: Texts, language: Language): string {
  const coupon = record.coupon ?? null;
  if (coupon) {
    const off =
      coupon.percent_off !== null
        ? `${new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-IE').format(coupon.percent_off)} %`
        : formatMoney(coupon.amount_off ?? 0, coupon.currency ?? record.session.currency, language);
    return t.couponDiscount(coupon.name ?? coupon.id, off);
  }
  return record.promotion ? `${t.discount} (${record.promotion.code})` : t.discount;
}

function renderPromotion(input: PaymentPageInput, t: Texts): Html {
  const { session, promotion } = input.record;
  const action = `/c/pay/${session.id}/promotion`;
  if (promotion) {
    return html`<form class="promo" method="post" action="${action}">
      <p class="promo-applied">
        <span>${t.promotionApplied(promotion.code, promotion.percentOff)}</span>
        <button type="submit" name="action" value="remove" class="button-link">${t.remove}</button>
      </p>
    </form>`;
  }
  const error = input.promotion?.error;
  return html`<form class="promo" method="post" action="${action}" novalidate>
    <label for="promo-code">${t.promotionCode}</label>
    <div class="promo-row">
      <input
        id="promo-code"
        name="code"
        autocomplete="off"
        autocapitalize="characters"
        spellcheck="false"
        value="${input.promotion?.value ?? ''}"
        ${error ? html` aria-invalid="true" aria-describedby="promo-code-error"` : ''}
      />
      <button type="submit" name="action" value="apply" class="button button-secondary">${t.apply}</button>
    </div>
    ${error ? html`<p id="promo-code-error" class="field-error" role="alert">${t.errors[error]}</p>` : ''}
  </form>`;
}

function renderErrorSummary(errors: PaymentErrors, t: Texts): Html | '' {
  const listed = PAYMENT_FIELDS.filter((f) => errors[f]);
  if (listed.length === 0) return '';
  return html`<div
    class="error-summary"
    role="alert"
    aria-labelledby="error-summary-title"
    tabindex="-1"
    autofocus
  >
    <h2 id="error-summary-title">${t.errorSummary}</h2>
    <ul>
      ${listed.map((f) => html`<li><a href="#${fieldId(f)}">${t.errors[errors[f]!]}</a></li>`)}
    </ul>
  </div>`;
}

interface FieldOptions {
  type?: string;
  autocomplete: string;
  inputmode?: string;
  placeholder?: string;
  hint?: string;
  optional?: boolean;
}

function field(input: PaymentPageInput, t: Texts, name: PaymentField, label: string, o: FieldOptions): Html {
  const id = fieldId(name);
  const error = input.errors[name];
  const describedBy = [o.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${id}">${label}</label>
    ${o.hint ? html`<span class="hint" id="${id}-hint">${o.hint}</span>` : ''}
    <input
      id="${id}"
      name="${name}"
      type="${o.type ?? 'text'}"
      autocomplete="${o.autocomplete}"
      value="${input.values[name] ?? ''}"
      ${o.inputmode ? html` inputmode="${o.inputmode}"` : ''}${o.placeholder ? html` placeholder="${o.placeholder}"` : ''}${o.optional ? '' : html` required`}${error ? html` aria-invalid="true"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}
    />
    ${error ? html`<p class="field-error" id="${id}-error">${t.errors[error]}</p>` : ''}
  </div>`;
}

function countryField(input: PaymentPageInput, t: Texts, language: Language): Html {
  const allowed = input.record.session.shipping_address_collection?.allowed_countries ?? [];
  const countries = allowed
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  // Germany first for a German shop; otherwise the customer chooses.
  const selected =
    input.values.country || (allowed.includes('DE') ? 'DE' : allowed.length === 1 ? allowed[0] : '');
  const error = input.errors.country;
  return html`<div class="field">
    <label for="f-country">${t.country}</label>
    <select
      id="f-country"
      name="country"
      autocomplete="shipping country"
      required${error ? html` aria-invalid="true" aria-describedby="f-country-error"` : ''}
    >
      <option value="" ${selected ? '' : html` selected`}>${t.chooseCountry}</option>
      ${countries.map((c) => html`<option value="${c.code}" ${c.code === selected ? html` selected` : ''}>${c.name}</option>`)}
    </select>
    ${error ? html`<p class="field-error" id="f-country-error">${t.errors[error]}</p>` : ''}
  </div>`;
}

function renderTestCards(t: Texts): Html {
  return html`<aside class="test-cards" aria-labelledby="test-cards-title">
    <h2 id="test-cards-title">${t.testCardsTitle}</h2>
    <p>${t.testCardsIntro}</p>
    <dl>
      ${TEST_CARDS.map(
        (card) =>
          html`<dt>${formatCardNumber(card.number)}</dt>
            <dd>${t.testCards[card.outcome]}</dd>`,
      )}
    </dl>
  </aside>`;
}

/** A session that can no longer be paid: paid already, or expired. */
export function renderClosedPage(record: SessionRecord): string {
  const { session } = record;
  const language = languageOf(session.locale);
  const t = TEXTS[language];
  const state = session.status === 'complete' ? 'complete' : 'expired';
  const back =
    state === 'complete'
      ? session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id)
      : session.cancel_url;
  return page({
    language,
    title: t.closedTitle[state],
    testModeLabel: t.testMode,
    body: html`<main class="card message">
      <h1>${t.closedTitle[state]}</h1>
      <p>${t.closedText[state]}</p>
      ${back ? html`<p><a class="button button-secondary" href="${back}">${t.backToShop}</a></p>` : ''}
    </main>`,
  });
}

export function renderNotFoundPage(language: Language): string {
  const t = TEXTS[language];
  return page({
    language,
    title: t.notFoundTitle,
    testModeLabel: t.testMode,
    body: html`<main class="card message">
      <h1>${t.notFoundTitle}</h1>
      <p>${t.notFoundText}</p>
    </main>`,
  });
}

/** The customer-facing receipt behind a charge's `receipt_url`, in both languages. */
export function renderReceiptPage(charge: ChargeObject, record: SessionRecord | undefined): string {
  const sections = (['de', 'en'] as const).map((language) => {
    const t = TEXTS[language];
    const money = (amount: number) => formatMoney(amount, charge.currency, language);
    const date = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long' }).format(
      new Date(charge.created * 1000),
    );
    const card = charge.payment_method_details.card;
    return html`<section class="card receipt" lang="${language}" aria-labelledby="receipt-${language}">
      <h1 id="receipt-${language}">${t.receiptTitle}</h1>
      <p class="amount-due">${money(charge.amount)}</p>
      <p class="vat-note">${t.inclVat}</p>
      <dl>
        <dt>${t.receiptNumber}</dt>
        <dd>${charge.id.slice(-12).toUpperCase()}</dd>
        <dt>${t.datePaid}</dt>
        <dd>${date}</dd>
        <dt>${t.paymentMethod}</dt>
        <dd>${card.brand.toUpperCase()} •••• ${card.last4}</dd>
      </dl>
      ${
        record
          ? html`<ul class="items">
                ${record.lineItems.map(
                  (item) =>
                    html`<li class="item">
                      ${item.image ? html`<img src="${item.image}" alt="" width="64" height="64" />` : html`<span class="placeholder" aria-hidden="true"></span>`}
                      <div>
                        <p class="item-name">${item.name}</p>
                        <p class="item-meta">${t.quantity} ${item.quantity}</p>
                      </div>
                      <span class="item-price">${money(item.unitAmount * item.quantity)}</span>
                    </li>`,
                )}
              </ul>
              <dl class="totals">
                ${
                  record.session.total_details.amount_discount > 0
                    ? html`<dt>${discountLabel(record, t, language)}</dt>
                        <dd>−${money(record.session.total_details.amount_discount)}</dd>`
                    : ''
                }
                <dt class="grand">${t.amountPaid}<small>${t.inclVat}</small></dt>
                <dd class="grand">${money(charge.amount)}</dd>
              </dl>`
          : ''
      }
    </section>`;
  });
  return page({
    language: 'de',
    title: `${TEXTS.de.receiptTitle} · ${TEXTS.en.receiptTitle}`,
    testModeLabel: `${TEXTS.de.testMode} · ${TEXTS.en.testMode}`,
    body: html`<main class="receipts">
      ${sections}
      <p class="footer" lang="de">${TEXTS.de.receiptFooter}</p>
      <p class="footer" lang="en">${TEXTS.en.receiptFooter}</p>
    </main>`,
  });
}
