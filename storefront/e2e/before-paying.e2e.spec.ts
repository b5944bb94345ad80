import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FORMAT_NAMES, type BookFormat } from '@fabelhaft/contracts/constants';
import {
  codeFromStackMail,
  eventually,
  signInStackUser,
  type StackHandle,
  type StackUser,
} from '@fabelhaft/testing';
import approval from '../src/i18n/texts/approval';
import auth from '../src/i18n/texts/auth';
import builder from '../src/i18n/texts/builder';
import checkout from '../src/i18n/texts/checkout';
import journeyTexts from '../src/i18n/texts/journey';
import landing from '../src/i18n/texts/landing';
import preview from '../src/i18n/texts/preview';
import {
  DESKTOP,
  PHONE,
  gotoHydrated,
  newContext,
  producedBook,
  screenshot,
  seriousViolations,
  sharedBrowserStack,
  stackBff,
} from './browser';

// Issue #24 "A journey without stumbles", the whole way as a new customer would go, once in English on a desktop
// and once in German on a phone, through the worker's one shared stack: the landing's call to action → sign up on
// the login screen → the code from the local inbox → the builder → price and format before paying → a coupon on
// the hosted checkout with its discount line → cancel once → back to the preview, ready again → pay with the
// coupon → the order with coupon and discount → approve the made book on its page → follow the parcel on the
// book page and on /tracking, side by side and without a reload, to "Delivered": the same seven steps in the same
// words, each with its date (ADR 0040) → the "on its way" and "arrived" emails in the customer's language.
//
// Underneath: the printing-partner simulator (deploy/print-partner) fetches the job's files through the BFF's
// signed links, checks them and answers up to shipped; the shared stack's local carrier takes an hour a step
// (`SHARED_BROWSER_STACK`), so the parcel moves only when this test has it scanned — deterministic under load.
jest.setTimeout(420_000);

let stack: StackHandle;
let browser: Browser;
let base: string;

beforeAll(async () => {
  // The worker's shared stack (ADR 0037): this file signs up customers of its own.
  ({ stack, browser, base } = await sharedBrowserStack());
});

afterAll(async () => {
  await browser?.close();
});

/** The text as a person reads it (no-break spaces as spaces). */
const read = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

interface OrderItemFacts {
  book_id: string;
  fulfillment_status: string;
  tracking_number: string | null;
  carrier: string | null;
}

/** The book's order item, as GET /books/orders answers the customer. */
async function itemOf(token: string, bookId: string): Promise<OrderItemFacts> {
  const { orders } = (await (await stackBff(stack, token)('/books/orders')).json()) as {
    orders: { items: OrderItemFacts[] }[];
  };
  const item = orders.flatMap((o) => o.items).find((i) => i.book_id === bookId);
  if (!item) throw new Error('no order item yet');
  return item;
}

/** The local carrier scans the parcel: it moves on to its next step now. */
async function carrierScans(number: string): Promise<void> {
  const { carrierUrl, carrierApiKey } = stack.facts.printPartner;
  const res = await fetch(`${carrierUrl}/parcels/${number}/scan`, {
    method: 'POST',
    headers: { 'DHL-API-Key': carrierApiKey },
  });
  if (res.status !== 200) throw new Error(`carrier scan: ${res.status} ${await res.text()}`);
}

/** The mail catcher's inbox (maildev's JSON API). */
const inbox = async () =>
  (await (await fetch(`${stack.facts.urls.mail}/api/email`)).json()) as {
    subject: string;
    to: { address: string }[];
  }[];

async function checked(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  expect({ page: name, violations: await seriousViolations(page) }).toEqual({ page: name, violations: [] });
}

interface Journey {
  lang: 'de' | 'en';
  locale: string;
  viewport: { width: number; height: number };
  size: string;
  /** A specific age typed in the builder; it decides the format (board books for the youngest). */
  age: string;
  format: BookFormat;
  /** What the format costs and what WELCOME10 (10 %) takes off and leaves, as the page writes them. */
  price: string;
  discount: string;
  total: string;
  couponLine: string;
  idea: string;
}

const JOURNEYS: Journey[] = [
  {
    lang: 'en',
    locale: 'en-GB',
    viewport: DESKTOP,
    size: '1280',
    age: '5',
    format: 'booklet',
    price: '€29.00',
    discount: '€2.90',
    total: '€26.10',
    couponLine: 'Coupon WELCOME10 (10 % off)',
    idea: 'Mia and her grandpa build a boat out of old maps',
  },
  {
    lang: 'de',
    locale: 'de-DE',
    viewport: PHONE,
    size: '360',
    age: '2',
    format: 'board',
    price: '39,00 €',
    discount: '3,90 €',
    total: '35,10 €',
    couponLine: 'Gutschein WELCOME10 (10 % Rabatt)',
    idea: 'Ben und sein Teddy zählen die Enten am Teich',
  },
];

describe.each(JOURNEYS)('before paying, as a new customer ($lang, $size px)', (j) => {
  const t = {
    approval: approval[j.lang],
    journey: journeyTexts[j.lang],
    auth: auth[j.lang].login,
    builder: builder[j.lang],
    checkout: checkout[j.lang],
    landing: landing[j.lang],
    preview: preview[j.lang],
  };
  const email = `parent-${j.lang}-${Date.now()}@example.com`;
  const password = 'Fuchs-Finn-2026!';
  let context: BrowserContext;
  let page: Page;
  let bookId = '';
  let token = '';
  let trackingNumber = '';

  beforeAll(async () => {
    context = await newContext(browser, { locale: j.locale, viewport: j.viewport });
    await context.addInitScript(() => window.localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('the landing’s call to action leads to /login, which keeps the builder as the way on', async () => {
    await gotoHydrated(page, `${base}/`);
    await page.getByRole('link', { name: t.landing.hero.primary }).first().click();
    await page.waitForURL(`${base}/login?next=%2Fbuilder`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  });

  it('signs up on the login screen and confirms with the code from the local inbox, then lands in the builder', async () => {
    await page.getByRole('button', { name: t.auth.emailOption }).click();
    await page.getByRole('button', { name: t.auth.createAccount, exact: true }).click();
    await page.getByRole('heading', { name: t.auth.signUp.title }).waitFor();
    await page.getByLabel(t.auth.emailLabel).fill(email);
    await page.getByLabel(t.auth.passwordLabel, { exact: true }).fill(password);
    await checked(page, `signup-${j.lang}-${j.size}`);
    await page.getByRole('button', { name: t.auth.signUp.submit, exact: true }).click();

    await page.getByRole('heading', { name: t.auth.confirm.title }).waitFor();
    const code = await codeFromStackMail(
      stack.facts,
      email,
      j.lang === 'de' ? /Bestätigungscode/ : /confirmation code/,
    );
    await page.getByLabel(t.auth.confirm.codeLabel).fill(code);
    await checked(page, `signup-confirm-${j.lang}-${j.size}`);
    await page.getByRole('button', { name: t.auth.confirm.submit, exact: true }).click();

    await page.waitForURL(`${base}/builder`, { timeout: 20_000 });
    await page.locator('[data-testid="loader"]').waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: t.builder.title }).waitFor();
  });

  it('makes a preview and shows the price (VAT included) and the format with its explanation and suggestion', async () => {
    await page.getByLabel(t.builder.idea.label).fill(j.idea);
    await page.getByLabel(t.builder.age.specificLabel).fill(j.age);
    await page.locator('label.style-option', { hasText: t.builder.style.names.watercolor }).click();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/books/preview') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: t.builder.submit }).click();
    bookId = ((await (await created).json()) as { book_id: string }).book_id;
    await page.waitForURL(`${base}/preview/${bookId}`, { timeout: 60_000 });
    await page.locator('.preview-head [data-status="completed"]').waitFor({ timeout: 60_000 });

    const offer = page.getByTestId('offer');
    await offer.getByText(j.price).waitFor();
    expect(await read(page, 'offer-format')).toBe(FORMAT_NAMES[j.lang][j.format]);
    expect(await read(page, 'offer-price')).toContain(j.price);
    expect(await read(page, 'offer-price')).toContain(j.lang === 'de' ? 'inkl. 7 % MwSt.' : 'incl. 7 % VAT');
    expect(await read(page, 'offer-explain')).toBe(t.preview.order.offer.explain[j.format]);
    expect(await read(page, 'offer-suggest')).toContain(j.lang === 'de' ? 'Wir empfehlen' : 'We suggest');
    // Before the button, in reading order.
    const checkoutButton = page.getByRole('button', { name: t.checkout.now, exact: true });
    const [offerBox, buttonBox] = [await offer.boundingBox(), await checkoutButton.boundingBox()];
    expect(offerBox!.y).toBeLessThan(buttonBox!.y);
    await checked(page, `before-paying-preview-${j.lang}-${j.size}`);
  });

  /** The coupon on the preview, then off to the hosted checkout. */
  async function checkoutWithCoupon() {
    await page.getByRole('button', { name: t.checkout.coupon.toggle }).click();
    await page.getByLabel(t.checkout.coupon.label).fill('welcome10');
    await page.getByRole('button', { name: t.checkout.now, exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(stack.facts.urls.checkout), { timeout: 20_000 });
  }

  it('shows the coupon and its discount line on the hosted checkout', async () => {
    await checkoutWithCoupon();
    await page.getByTestId('discount-label').waitFor();
    expect(await read(page, 'discount-label')).toBe(j.couponLine);
    expect(await read(page, 'discount-amount')).toBe(`−${j.discount}`);
    expect(await page.locator('.item-name').first().textContent()).toContain(
      `– ${FORMAT_NAMES[j.lang][j.format]}`,
    );
    expect(((await page.locator('.amount-due').textContent()) ?? '').replace(/\u00a0/g, ' ')).toBe(j.total);
    await checked(page, `hosted-checkout-coupon-${j.lang}-${j.size}`);
  });

  it('cancels once: the cancel page closes the checkout and leads back to the preview, ready to pay again', async () => {
    await page.locator('a.back').click();
    await page.waitForURL((url) => url.pathname === '/checkout/cancel');
    await page.locator('[data-testid="cancel-status"][data-state="ready"]').waitFor();
    await checked(page, `checkout-cancelled-${j.lang}-${j.size}`);

    await page.getByRole('link', { name: t.checkout.cancel.backToPreview }).click();
    await page.waitForURL(`${base}/preview/${bookId}`);
    await page.locator('.preview-head [data-status="completed"]').waitFor();
    // The button is ready once the book is read, and no "payment in progress" stays behind (the page asks
    // the book again while a payment is pending).
    await page.locator('.checkout-card .checkout-button:enabled').waitFor();
    await page.getByTestId('payment-notice').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.getByRole('button', { name: t.checkout.now, exact: true }).isEnabled()).toBe(true);
    await checked(page, `preview-after-cancel-${j.lang}-${j.size}`);

    await gotoHydrated(page, `${base}/books`);
    const card = page.locator(`[data-testid="book-card"][data-book-id="${bookId}"]`);
    await card.waitFor();
    expect(await card.getByText(t.checkout.payment.pending).count()).toBe(0);
    expect(await card.getByRole('button', { name: new RegExp(t.checkout.now) }).isEnabled()).toBe(true);
  });

  it('comes back to pay with the coupon, and the order shows the coupon and the discount', async () => {
    await gotoHydrated(page, `${base}/preview/${bookId}`);
    await page.locator('.preview-head [data-status="completed"]').waitFor();
    await checkoutWithCoupon();
    await page.locator('input[name="name"]').fill(j.lang === 'de' ? 'Jürgen Müller' : 'Jane Miller');
    await page.locator('input[name="line1"]').fill('Königsallee 12');
    await page.locator('input[name="postal_code"]').fill('40212');
    await page.locator('input[name="city"]').fill('Düsseldorf');
    await page.locator('select[name="country"]').selectOption('DE');
    await page.locator('input[name="card_number"]').fill('4242 4242 4242 4242');
    await page.locator('input[name="card_expiry"]').fill('12 / 34');
    await page.locator('input[name="card_cvc"]').fill('123');
    await page.locator('button.button-primary[type="submit"]').click();

    await page.waitForURL((url) => url.pathname === '/checkout/success', { timeout: 20_000 });
    await page.getByTestId('order-summary-discount').waitFor({ timeout: 15_000 });
    expect(await read(page, 'order-summary-discount')).toBe(
      `${j.lang === 'de' ? 'Gutschein' : 'Coupon'} WELCOME10-${j.discount}`,
    );
    expect(await read(page, 'order-summary')).toContain(FORMAT_NAMES[j.lang][j.format]);
    expect(await read(page, 'order-summary')).toContain(j.total);
    await checked(page, `checkout-success-coupon-${j.lang}-${j.size}`);
  });

  it('approves the made book on its page, behind the confirm dialog', async () => {
    const customer: StackUser = { role: 'customer', email, password };
    token = await signInStackUser(stack.facts, customer);
    await producedBook(stack, token, bookId);
    await eventually(
      async () => expect((await itemOf(token, bookId)).fulfillment_status).toBe('ready_for_print'),
      30_000,
    );

    await gotoHydrated(page, `${base}/preview/${bookId}`);
    const card = page.getByRole('region', { name: t.approval.title });
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('approve-preflight').textContent()).toBe(`✓ ${t.approval.checkPassed}`);
    await card.getByRole('button', { name: t.approval.button }).click();
    const dialog = page.getByRole('dialog', { name: t.approval.dialog.title });
    await dialog.waitFor();
    await checked(page, `approve-dialog-${j.lang}-${j.size}`);
    await dialog.getByRole('button', { name: t.approval.dialog.confirm }).click();
    await page.getByRole('region', { name: t.approval.progress.title }).waitFor();
    await page.getByTestId('print-steps').waitFor();
  });

  it('follows the parcel to "Delivered" on the book page and on /tracking: the same seven steps in the same words, each dated, without a reload', async () => {
    // The print shop prints and hands the parcel over; the book page follows on its own (it asks every 5 s).
    const bookPage = page;
    await bookPage.getByTestId('print-shipment').waitFor({ timeout: 90_000 });
    const item = await itemOf(token, bookId);
    expect(item).toMatchObject({ fulfillment_status: 'shipped', carrier: 'dhl' });
    trackingNumber = item.tracking_number!;
    // The book page's "Track parcel" opens our /tracking, here in a second window beside the book page.
    const track = bookPage.getByRole('link', {
      name: t.approval.progress.trackOf.replace('{{number}}', trackingNumber),
    });
    expect(await track.getAttribute('href')).toBe(`/tracking?number=${trackingNumber}`);
    const trackingPage = await context.newPage();
    await gotoHydrated(trackingPage, `${base}/tracking?number=${trackingNumber}`);
    await trackingPage.getByTestId('tracking-steps').waitFor();

    /** Both pages once they have reached `journey` by themselves: each step's word, state and date. */
    const bothAt = async (journey: string) => {
      const lists = [
        bookPage.locator(`[data-testid="print-steps"][data-journey="${journey}"]`),
        trackingPage.locator(`[data-testid="tracking-steps"][data-journey="${journey}"]`),
      ];
      const [onBook, onTracking] = await Promise.all(
        lists.map(async (list) => {
          await list.waitFor({ timeout: 90_000 });
          return list.locator('.print-step').evaluateAll((steps) =>
            steps.map((li) => ({
              word: li.querySelector('.print-step-name')?.textContent,
              state: li.getAttribute('data-state'),
              date: li.querySelector('time')?.textContent ?? null,
            })),
          );
        }),
      );
      expect(onTracking).toEqual(onBook);
      expect(onBook!.map((s) => s.word)).toEqual(
        (
          [
            'approved',
            'printing',
            'printed',
            'label_created',
            'in_transit',
            'out_for_delivery',
            'delivered',
          ] as const
        ).map((step) => t.journey.status[step]),
      );
      expect(await trackingPage.getByTestId('tracking-status').textContent()).toBe(
        t.journey.status[journey as 'delivered'],
      );
      return onBook!;
    };

    // A created label (not "Shipped"): approved, printing and printed are done, each with its date.
    const labelled = await bothAt('label_created');
    expect(labelled.slice(0, 4).map((s) => s.state)).toEqual(['done', 'done', 'done', 'current']);
    expect(labelled.slice(0, 3).every((s) => /\d/.test(s.date ?? ''))).toBe(true);
    // Neither page is loaded again from here on: a mark on each window would be gone after a reload.
    for (const p of [bookPage, trackingPage]) {
      await p.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    }
    const stayed = (p: Page) => p.evaluate(() => (window as { stayed?: boolean }).stayed === true);

    // The carrier scans it: in transit, with an estimated delivery — both pages move on by themselves.
    await carrierScans(trackingNumber);
    await bothAt('in_transit');
    expect(await trackingPage.getByTestId('tracking-eta').textContent()).toMatch(/\d/);
    await checked(trackingPage, `journey-tracking-in-transit-${j.lang}-${j.size}`);

    // … out for delivery, and at the door: every step done, every step dated, on both pages.
    await carrierScans(trackingNumber);
    await carrierScans(trackingNumber);
    const delivered = await bothAt('delivered');
    expect(delivered.map((s) => s.state)).toEqual(Array(7).fill('done'));
    expect(delivered.filter((s) => /\d/.test(s.date ?? ''))).toHaveLength(7);
    expect(await stayed(bookPage)).toBe(true);
    expect(await stayed(trackingPage)).toBe(true);
    // Each carrier event in the page's language, in our words for the carrier's code.
    expect(await trackingPage.getByTestId('tracking-event-status').allTextContents()).toEqual([
      t.journey.events.delivered,
      t.journey.events.out_for_delivery,
      t.journey.events.in_transit,
      t.journey.events.label_created,
    ]);
    await checked(trackingPage, `journey-tracking-delivered-${j.lang}-${j.size}`);
    // From the top: a full-page shot paints the sticky header where the page was scrolled to.
    await bookPage.evaluate(() => window.scrollTo(0, 0));
    await checked(bookPage, `journey-book-delivered-${j.lang}-${j.size}`);
    await trackingPage.close();

    // The print job ends delivered, as support sees it in the console's API.
    const support = await signInStackUser(stack.facts, 'support');
    await eventually(async () => {
      const res = await stackBff(
        stack,
        support,
      )(`/admin/print-jobs?filter=${encodeURIComponent(JSON.stringify({ bookId }))}`);
      const jobs = (await res.json()) as { status: string; parcels: { trackingNumber: string }[] }[];
      expect(jobs.map((job) => [job.status, job.parcels.map((p) => p.trackingNumber)])).toEqual([
        ['delivered', [trackingNumber]],
      ]);
    }, 30_000);

    // "On its way" and "arrived", each once, in the customer's language.
    const { preview: made } = (await (await stackBff(stack, token)(`/books/${bookId}`)).json()) as {
      preview: { title: string | null };
    };
    const title = made.title ?? '';
    const subjects =
      j.lang === 'de'
        ? [`Dein Buch ist unterwegs: ${title}`, `Dein Buch ist angekommen: ${title}`]
        : [`Your book is on its way: ${title}`, `Your book has arrived: ${title}`];
    await eventually(async () => {
      const mine = (await inbox()).filter((m) => m.to.some((to) => to.address === email));
      for (const subject of subjects) expect(mine.filter((m) => m.subject === subject)).toHaveLength(1);
    }, 30_000);
  });

  it('a signed-out parent opening the email’s /tracking link signs in and comes back to the same parcel', async () => {
    const later = await newContext(browser, { locale: j.locale, viewport: PHONE });
    try {
      const tab = await later.newPage();
      await tab.addInitScript(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
      await tab.goto(`${base}/tracking?number=${trackingNumber}`);
      await tab.waitForURL(`${base}/login?next=${encodeURIComponent(`/tracking?number=${trackingNumber}`)}`);
      await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await tab.getByRole('button', { name: t.auth.emailOption }).click();
      await tab.getByLabel(t.auth.emailLabel).fill(email);
      await tab.getByLabel(t.auth.passwordLabel, { exact: true }).fill(password);
      await tab.getByRole('button', { name: t.auth.submit, exact: true }).click();
      await tab.waitForURL(`${base}/tracking?number=${trackingNumber}`);
      await tab.locator('[data-testid="tracking-steps"][data-journey="delivered"]').waitFor();
      expect(await tab.getByTestId('tracking-status').textContent()).toBe(t.journey.status.delivered);
      // Nothing sticks out sideways on a 360 px phone.
      expect(
        await tab.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
      ).toBe(false);
      await checked(tab, `journey-tracking-signed-in-again-${j.lang}-360`);
    } finally {
      await later.close();
    }
  });
});

describe('the local hosted login’s account pages (deploy/identity)', () => {
  it.each(['de', 'en'] as const)(
    'are axe-clean in %s: sign in, create an account, forgot password',
    async (lang) => {
      const context = await newContext(browser, {
        locale: lang === 'de' ? 'de-DE' : 'en-GB',
        viewport: PHONE,
      });
      try {
        const page = await context.newPage();
        const query = new URLSearchParams({
          client_id: stack.facts.identity.clientId,
          response_type: 'code',
          scope: 'openid email profile',
          redirect_uri: `${base}/auth/callback`,
          lang,
        });
        for (const [path, name] of [
          ['/oauth2/authorize', 'signin'],
          ['/signup', 'signup'],
          ['/forgotPassword', 'forgot'],
        ] as const) {
          await page.goto(`${stack.facts.urls.identity}${path}?${query}`);
          expect(await page.locator('html').getAttribute('lang')).toBe(lang);
          await checked(page, `hosted-login-${name}-${lang}-360`);
        }
      } finally {
        await context.close();
      }
    },
  );
});
