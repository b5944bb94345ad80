import type { Language } from './texts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Tagged template that escapes every interpolated value unless it is already rendered `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(strings.reduce((out, s, i) => out + s + (i < parts.length ? render(parts[i]!) : ''), ''));
}

/**
 * Fabelhaft's storefront palette (storefront/src/styles/tokens.css) with system fonts; every text pair
 * meets 4.5:1 contrast. Layout: one column on phones, summary beside the form from 880 px.
 */
const CSS = `
:root { color-scheme: light;
  --paper: #fff8ef; --paper-deep: #fcecd8; --surface: #fff; --ink: #2b2733; --ink-soft: #5a5366; --line: #ead9c4;
  --primary: #b8432e; --primary-hover: #9c3522; --primary-soft: #fbe3dc; --sun-soft: #fdf0cf; --sage: #2f6b5a;
  --sage-soft: #dcefe6; --danger: #a8322c; --danger-soft: #fbe2e0; --focus: #1f5fd1; --night: #27305a;
  --warning: #8a5a00;
  --font-body: 'Nunito', ui-rounded, 'Segoe UI', system-ui, 'Noto Sans', sans-serif;
  --font-display: 'Fraunces', Georgia, 'Times New Roman', serif; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--paper); color: var(--ink); font: 16px/1.55 var(--font-body); }
a { color: var(--primary-hover); text-underline-offset: 3px; }
a:hover { color: var(--ink); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.topbar { display: flex; align-items: center; justify-content: space-between; gap: 12px; max-width: 1040px;
  margin: 0 auto; padding: 16px 20px; }
.brand { display: flex; align-items: center; gap: 10px; font: 700 1.35rem/1 var(--font-display); color: var(--ink);
  text-decoration: none; }
.brand-mark { display: grid; place-items: center; width: 36px; height: 36px; border-radius: 50%; background: var(--primary);
  color: #fff; font-size: 1.1rem; }
.badge { display: inline-block; padding: 4px 12px; border-radius: 999px; background: var(--sun-soft); color: var(--warning);
  font-weight: 700; font-size: 0.8125rem; letter-spacing: 0.02em; border: 1px solid #f2d58f; white-space: nowrap; }
.layout { display: grid; gap: 20px; max-width: 1040px; margin: 0 auto; padding: 0 20px 40px; }
@media (min-width: 880px) { .layout { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); gap: 40px; align-items: start; }
  .summary { position: sticky; top: 20px; } }
.card { background: var(--surface); border: 1px solid var(--line); border-radius: 18px; padding: 20px;
  box-shadow: 0 1px 2px rgb(43 39 51 / 6%), 0 8px 24px rgb(43 39 51 / 8%); }
@media (min-width: 480px) { .card { padding: 28px; } }
h1, h2 { font-family: var(--font-display); line-height: 1.2; margin: 0; }
h1 { font-size: 1.25rem; font-weight: 600; color: var(--ink-soft); }
.amount-due { font: 700 2.2rem/1.1 var(--font-display); margin: 4px 0 2px; }
.vat-note { color: var(--ink-soft); margin: 0 0 16px; font-size: 0.9375rem; }
.back { display: inline-block; margin-bottom: 14px; font-size: 0.9375rem; }
.items { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--line); }
.item { display: grid; grid-template-columns: 64px 1fr auto; gap: 14px; align-items: center; padding: 14px 0;
  border-bottom: 1px solid var(--line); }
.item img, .item .placeholder { width: 64px; height: 64px; border-radius: 10px; object-fit: cover; background: var(--paper-deep);
  border: 1px solid var(--line); }
.item-name { font-weight: 700; margin: 0; }
.item-meta { margin: 0; color: var(--ink-soft); font-size: 0.875rem; }
.item-price { font-weight: 700; white-space: nowrap; }
.totals { margin: 14px 0 0; display: grid; grid-template-columns: 1fr auto; gap: 6px 0; }
.totals dd { padding-left: 12px; }
.totals dt { color: var(--ink-soft); }
.totals dd { margin: 0; text-align: right; white-space: nowrap; }
.totals .discount { color: var(--sage); }
.totals .grand { font-weight: 800; font-size: 1.15rem; color: var(--ink); border-top: 1px solid var(--line); padding-top: 10px; }
.totals .grand small { display: block; font-weight: 400; font-size: 0.8125rem; color: var(--ink-soft); }
.promo { margin-top: 18px; padding-top: 16px; border-top: 1px dashed var(--line); }
.promo-row { display: flex; gap: 8px; }
.promo-row input { flex: 1; min-width: 0; }
.promo-applied { display: flex; align-items: center; justify-content: space-between; gap: 8px; background: var(--sage-soft);
  color: var(--sage); border-radius: 10px; padding: 8px 12px; font-weight: 700; margin: 0; }
fieldset { border: 0; margin: 0 0 22px; padding: 0; min-width: 0; }
legend { font: 600 1.15rem/1.3 var(--font-display); margin-bottom: 10px; padding: 0; }
.field { margin-bottom: 14px; }
.row { display: grid; gap: 12px; }
@media (min-width: 420px) { .row.two { grid-template-columns: 2fr 3fr; } .row.card-extra { grid-template-columns: 1fr 1fr; } }
label { display: block; font-weight: 700; margin-bottom: 4px; font-size: 0.9375rem; }
.hint { display: block; color: var(--ink-soft); font-size: 0.875rem; margin: -2px 0 6px; }
input, select { width: 100%; font: inherit; color: var(--ink); background: var(--surface); border: 2px solid #b9a994;
  border-radius: 10px; padding: 10px 12px; min-height: 48px; }
input:hover, select:hover { border-color: var(--ink-soft); }
input:focus-visible, select:focus-visible { outline: 3px solid var(--focus); outline-offset: 1px; border-color: var(--focus); }
input[aria-invalid="true"], select[aria-invalid="true"] { border-color: var(--danger); background: #fffafa; }
.field-error { display: flex; gap: 6px; color: var(--danger); font-weight: 700; font-size: 0.9rem; margin: 6px 0 0; }
.field-error::before { content: "!"; display: inline-grid; place-items: center; flex: none; width: 1.2em; height: 1.2em;
  border-radius: 50%; background: var(--danger); color: #fff; font-size: 0.8em; margin-top: 0.15em; }
.error-summary { border: 2px solid var(--danger); background: var(--danger-soft); border-radius: 12px; padding: 14px 16px;
  margin-bottom: 20px; }
.error-summary h2 { font: 700 1rem/1.4 var(--font-body); color: var(--danger); }
.error-summary ul { margin: 6px 0 0; padding-left: 20px; }
.error-summary a { color: var(--danger); font-weight: 700; }
.declined { display: flex; gap: 10px; align-items: flex-start; }
.button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; font: 800 1rem/1.2 var(--font-body);
  border-radius: 999px; border: 2px solid transparent; cursor: pointer; min-height: 48px; padding: 10px 20px; }
.button-primary { width: 100%; background: var(--primary); color: #fff; font-size: 1.1rem; min-height: 54px; }
.button-primary:hover { background: var(--primary-hover); }
.button-secondary { background: var(--surface); color: var(--ink); border-color: var(--ink-soft); }
.button-secondary:hover { background: var(--paper); }
.button-link { background: none; border: 0; padding: 0; min-height: 0; font: inherit; color: var(--sage); text-decoration: underline;
  cursor: pointer; }
.lock { width: 18px; height: 18px; flex: none; }
.secure { display: flex; align-items: center; justify-content: center; gap: 6px; color: var(--ink-soft); font-size: 0.875rem;
  margin: 10px 0 0; text-align: center; }
.test-cards { margin-top: 22px; background: var(--sun-soft); border: 1px solid #f2d58f; border-radius: 12px; padding: 14px 16px;
  font-size: 0.9rem; }
.test-cards h2 { font: 800 0.95rem/1.4 var(--font-body); margin: 0 0 2px; }
.test-cards p { margin: 0 0 8px; color: var(--ink-soft); }
.test-cards dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; }
.test-cards dt { font-family: ui-monospace, 'Noto Sans Mono', monospace; font-weight: 700; white-space: nowrap; }
.test-cards dd { margin: 0; }
@media (max-width: 419px) { .test-cards dl { grid-template-columns: 1fr; } .test-cards dd { margin-bottom: 6px; } }
.message { max-width: 560px; margin: 40px auto; text-align: center; }
.message p { color: var(--ink-soft); }
.receipts { padding: 0 20px; }
.receipt { max-width: 620px; margin: 0 auto 24px; }
.receipt dl { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; }
.receipt dd { margin: 0; text-align: right; }
.footer { color: var(--ink-soft); font-size: 0.8125rem; text-align: center; padding: 0 20px 24px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

export function page(options: {
  language: Language;
  title: string;
  testModeLabel: string;
  body: Html;
}): string {
  return `<!doctype html>
${html`<html lang="${options.language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${options.title}</title>
    <style>
      ${new Html(CSS)}
    </style>
  </head>
  <body>
    <header class="topbar">
      <span class="brand"><span class="brand-mark" aria-hidden="true">F</span>Fabelhaft</span>
      <span class="badge">${options.testModeLabel}</span>
    </header>
    ${options.body}
  </body>
</html>`}
`;
}
