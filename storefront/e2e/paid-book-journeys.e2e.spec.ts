import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  eventually,
  newCustomer,
  signInStackUser,
  type StackHandle,
  type StackUser,
} from '@fabelhaft/testing';
import approval from '../src/i18n/texts/approval';
import auth from '../src/i18n/texts/auth';
import journey from '../src/i18n/texts/journey';
import refine from '../src/i18n/texts/refine';
import tracking from '../src/i18n/texts/tracking';
import viewer from '../src/i18n/texts/viewer';
import {
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  gotoHydrated,
  newContext,
  screenshot,
  seriousViolations,
  sharedBrowserStack,
  signInWithEmail,
  payOnHostedCheckout,
  previewAtCheckout,
  producedBook,
} from './browser';

/**
 * A paid book's journeys across the real stack, on the worker's shared stack (ADR 0037), as a customer of this
 * file's own, with one book: paying for and producing a book is the expensive part, so the parent refines it and
 * then approves the refined book for print, as a parent may.
 *
 * Issue #14: a paid, produced book is opened in the viewer, the parent asks on a page to "Make the fox's scarf
 * blue", confirms the plan, and the viewer shows the re-made pages without a reload — storefront → BFF →
 * refinement (embedded planner) → limits (one edit) → books (revision worker, Chromium).
 *
 * Issue #15, as a parent goes: pay on the hosted checkout page → the book is ready in the viewer → "Approve for
 * print" and its confirm dialog → the book page follows printing and shipping → Account's "Track parcel" →
 * /tracking shows the parcel on its way with an estimated delivery → and finally delivered, with the "your book
 * has arrived" email in the mail catcher's inbox. Underneath: the printing-partner simulator
 * (deploy/print-partner) fetches the job's files (the revision's) through the BFF's signed links, checks them and
 * answers up to shipped; its local carrier moves the parcel on; tracking polls it; fulfilment marks the job
 * delivered. (This replaces the API-level deploy/local print-flow test: one stack for both.)
 */
jest.setTimeout(600_000);

// The shared stack's local carrier takes an hour a step (`SHARED_BROWSER_STACK`), so the parcel waits at every
// step until the test has its carrier scan it (the simulator's `POST /parcels/<number>/scan`): deterministic on
// a loaded CI machine, and no minutes spent waiting for a clock. The print shop keeps the test kit's 500 ms.
const en = {
  approval: approval.en,
  auth: auth.en,
  journey: journey.en,
  tracking: tracking.en,
  refine: refine.en,
  viewer: viewer.en,
};

let stack: StackHandle;
let browser: Browser;
let base: string;
const started = Date.now();

beforeAll(async () => {
  ({ stack, browser, base } = await sharedBrowserStack());
});

afterAll(async () => {
  await browser?.close();
  console.log(`print journey: ${Math.round((Date.now() - started) / 1000)} s with the stack`);
});

const bff = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${stack.facts.urls.bff}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': 'en',
      ...init.headers,
    },
  });

interface OrderItem {
  book_id: string;
  fulfillment_status: string;
  tracking_number: string | null;
  tracking_url: string | null;
  carrier: string | null;
}
const orderOf = async (bookId: string, token: string) => {
  const { orders } = (await (await bff('/books/orders', token)).json()) as {
    orders: { order_id: string; status: string; items: OrderItem[] }[];
  };
  const order = orders.find((o) => o.items.some((i) => i.book_id === bookId));
  if (!order) throw new Error('no order yet');
  return {
    orderId: order.order_id,
    status: order.status,
    item: order.items.find((i) => i.book_id === bookId)!,
  };
};

/** The mail catcher's inbox (maildev's JSON API). */
const inbox = async () =>
  (await (await fetch(`${stack.facts.urls.mail}/api/email`)).json()) as {
    subject: string;
    text?: string;
    to: { address: string }[];
  }[];

/** The local carrier scans the parcel: it moves on to its next step now. */
async function carrierScans(number: string): Promise<void> {
  const { carrierUrl, carrierApiKey } = stack.facts.printPartner;
  const res = await fetch(`${carrierUrl}/parcels/${number}/scan`, {
    method: 'POST',
    headers: { 'DHL-API-Key': carrierApiKey },
  });
  if (res.status !== 200) throw new Error(`carrier scan: ${res.status} ${await res.text()}`);
}

/** Nothing sticks out sideways (360 px phones scroll only down). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The page pictures the viewer shows, by their stored key (a signed link's path; its signature changes). */
const shownKeys = (page: Page) =>
  page
    .locator('.viewer-page-img')
    .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));

/** The book the first test pays for and refines, which the second approves for print. */
let refined: { customer: StackUser; token: string; bookId: string } | undefined;

it('pays, and refines "Make the fox’s scarf blue" on a page; the viewer shows the new pages without a reload', async () => {
  const customer = await newCustomer(stack, 'paid-journeys');
  const token = await signInStackUser(stack.facts, customer);
  const { bookId, checkoutUrl } = await previewAtCheckout(stack, token);

  // Pay on the hosted checkout page, as the parent does.
  const context = await newContext(browser, { locale: 'en-GB', viewport: DESKTOP });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error', e.message));
  await signInWithEmail(page, stack, customer);
  await page.evaluate(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
  await payOnHostedCheckout(page, checkoutUrl);
  await producedBook(stack, token, bookId);
  const limitsBefore = (await (await bff('/limits', token)).json()) as { edit_remaining: number };
  expect(limitsBefore.edit_remaining).toBeGreaterThan(0);

  // The viewer, turned to the first story spread.
  await gotoHydrated(page, `${base}/books/${bookId}/viewer`);
  await page.getByTestId('viewer-counter').waitFor();
  await page.waitForFunction(() => {
    // The pictures on show (issue #25: the others load when their page comes near).
    const images = [...document.querySelectorAll<HTMLImageElement>('.viewer-page-img')].filter(
      (img) => img.getClientRects().length > 0,
    );
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  });
  const before = await shownKeys(page);
  for (let i = 0; i < 2; i += 1) {
    const shown = await page.getByTestId('viewer-counter').textContent();
    await page.getByRole('button', { name: en.viewer.next }).click();
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="viewer-counter"]')?.textContent !== text,
      shown,
    );
    await page.waitForTimeout(800); // the 700 ms turn
  }

  await page.getByRole('button', { name: en.viewer.refine.button, exact: true }).click();
  await page.getByTestId('refine-status').waitFor();
  await page.getByTestId('refine-focus').waitFor();
  const message = page.getByLabel(en.refine.message.label, { exact: true });
  await message.fill('Make the fox’s scarf blue');
  await message.press('Enter');
  await page.getByTestId('refine-plan').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('refine-plan').textContent()).toContain('Sonni');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'refine-journey-plan-1280');

  await page.getByRole('button', { name: en.refine.confirm.button }).click();
  // Polled every 5 s (spec §4) through queued and running; completed refreshes the viewer's data.
  await page.getByTestId('refine-completed').waitFor({ timeout: 150_000 });
  await page.waitForFunction(
    (old) =>
      [...document.querySelectorAll<HTMLImageElement>('.viewer-page-img')].some(
        (img) => !old.includes(new URL(img.src).pathname),
      ),
    before,
  );
  const after = await shownKeys(page);
  expect(after).toHaveLength(before.length);
  const changed = after.filter((key, i) => key !== before[i]).length;
  // The fox is on the cover and the story pictures, not on every page: some change, the rest stay the same files.
  expect(changed).toBeGreaterThan(0);
  expect(changed).toBeLessThan(after.length);
  await screenshot(page, 'refine-journey-completed-1280');

  const limitsAfter = (await (await bff('/limits', token)).json()) as { edit_remaining: number };
  expect(limitsAfter.edit_remaining).toBe(limitsBefore.edit_remaining - 1);
  const book = (await (await bff(`/books/${bookId}`, token)).json()) as { revision: number };
  expect(book.revision).toBe(1);
  await context.close();
  refined = { customer, token, bookId };
});

it('approves the refined book in the viewer, follows the parcel from the book page to /tracking and to the door, and is told it arrived', async () => {
  // The book the parent paid for and refined above: its revision is what goes to print.
  if (!refined) throw new Error('the paid, refined book of the test before is missing');
  const { customer, token, bookId } = refined;
  const context = await newContext(browser, { locale: 'en-GB', viewport: DESKTOP });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error', e.message));
  await signInWithEmail(page, stack, customer);
  await page.evaluate(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
  await eventually(async () =>
    expect((await orderOf(bookId, token)).item.fulfillment_status).toBe('ready_for_print'),
  );

  // The book is ready: the viewer offers "Approve for print" with what will be printed, behind a confirm dialog.
  await gotoHydrated(page, `${base}/books/${bookId}/viewer`);
  const card = page.getByRole('region', { name: en.approval.title });
  await card.waitFor();
  expect(await card.getByTestId('approve-preflight').textContent()).toBe(`✓ ${en.approval.checkPassed}`);
  await card.getByRole('button', { name: en.approval.button }).click();
  const dialog = page.getByRole('dialog', { name: en.approval.dialog.title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: en.approval.dialog.confirm }).click();
  const progress = page.getByRole('region', { name: en.approval.progress.title });
  await progress.waitFor();
  await page.getByTestId('viewer-approved').waitFor();
  const book = (await (await bff(`/books/${bookId}`, token)).json()) as {
    approved_at: string | null;
    preview: { title: string | null };
  };
  expect(book.approved_at).toEqual(expect.any(String));

  // The print shop prints and hands the parcel over; the page follows on its own (it asks every 5 s).
  await page.getByTestId('print-shipment').waitFor({ timeout: 90_000 });
  const { orderId, status, item } = await orderOf(bookId, token);
  expect(item).toMatchObject({
    fulfillment_status: 'shipped',
    tracking_number: expect.any(String),
    tracking_url: expect.stringMatching(/^http/),
    carrier: 'dhl',
  });
  expect(status).toBe('fulfilled'); // spec §4: every item shipped
  const number = item.tracking_number!;
  expect(await page.getByTestId('print-shipment').textContent()).toContain('Parcel with DHL');
  expect(await page.getByRole('link', { name: `Track parcel ${number}` }).getAttribute('href')).toBe(
    `/tracking?number=${number}`,
  );
  // The card itself: a full-page shot of the viewer paints the sticky header over the book.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await progress.screenshot({ path: join(SCREENSHOT_DIR, 'print-journey-viewer-shipped-1280.png') });

  // issue #24: the book page (in a window of its own, kept open) and /tracking name the parcel with the same
  // words at every step and follow it to "Delivered" without a reload (ADR 0040).
  const bookContext = await newContext(browser, { locale: 'en-GB', viewport: DESKTOP });
  const bookPage = await bookContext.newPage();
  bookPage.on('pageerror', (e) => console.error('page error', e.message));
  await signInWithEmail(bookPage, stack, customer);
  await bookPage.evaluate(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
  await gotoHydrated(bookPage, `${base}/preview/${bookId}`);
  await bookPage.getByTestId('print-steps').waitFor();
  /** The book page's current step, once it has reached `journey`: its word. */
  const bookStep = async (journey: string) => {
    await bookPage
      .locator(`[data-testid="print-steps"][data-journey="${journey}"]`)
      .waitFor({ timeout: 90_000 });
    const steps = bookPage.locator('.print-step');
    const current =
      journey === 'delivered' ? steps.last() : bookPage.locator('.print-step[aria-current="step"]');
    return current.locator('.print-step-name').textContent();
  };
  /** /tracking's status, once the page has followed the parcel to `journey` by itself. */
  const trackingStep = async (journey: string) => {
    await page
      .locator(`[data-testid="tracking-result"][data-journey="${journey}"]`)
      .waitFor({ timeout: 90_000 });
    return page.getByTestId('tracking-status').textContent();
  };

  // Account → "Track parcel" → /tracking: a created label, as the book page says (not "Shipped").
  await gotoHydrated(page, `${base}/account`);
  const link = page.getByRole('link', { name: /^Track parcel: / });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe(`/tracking?number=${number}`);
  await link.click();
  await page.waitForURL(`${base}/tracking?number=${number}`);
  await page.getByTestId('tracking-result').waitFor();
  expect(await trackingStep('label_created')).toBe(en.journey.status.label_created);
  expect(await bookStep('label_created')).toBe(en.journey.status.label_created);
  // Neither page is loaded again from here on: a mark on each window would be gone after a reload.
  for (const p of [page, bookPage]) await p.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  const stayed = (p: Page) => p.evaluate(() => (window as { stayed?: boolean }).stayed === true);

  // The carrier scans it: in transit, with an estimated delivery — both pages move on by themselves.
  await carrierScans(number);
  expect(await trackingStep('in_transit')).toBe(en.journey.status.in_transit);
  expect(await bookStep('in_transit')).toBe(en.journey.status.in_transit);
  expect(await page.getByTestId('tracking-eta').textContent()).toMatch(/\d/);
  expect(await page.getByTestId('tracking-carrier').textContent()).toBe('DHL');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'print-journey-tracking-in-transit-1280');

  // … out for delivery, and at the door.
  await carrierScans(number);
  await carrierScans(number);
  expect(await trackingStep('delivered')).toBe(en.journey.status.delivered);
  expect(await bookStep('delivered')).toBe(en.journey.status.delivered);
  expect(await stayed(page)).toBe(true);
  expect(await stayed(bookPage)).toBe(true);
  // Every step done on the book page, each parcel step with its date.
  expect(
    await bookPage.locator('.print-step').evaluateAll((li) => li.map((l) => l.getAttribute('data-state'))),
  ).toEqual(Array(7).fill('done'));
  expect(await bookPage.locator('.print-step time').count()).toBeGreaterThanOrEqual(5);
  // Each event in the page's language, in our words for the carrier's code (the carrier's German stands below).
  expect(await page.getByTestId('tracking-event-status').allTextContents()).toEqual([
    en.journey.events.delivered,
    en.journey.events.out_for_delivery,
    en.journey.events.in_transit,
    en.journey.events.label_created,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await seriousViolations(bookPage)).toEqual([]);
  await screenshot(page, 'print-journey-tracking-delivered-1280');
  await screenshot(bookPage, 'print-journey-book-delivered-1280');
  await bookContext.close();
  await context.close();

  const shipment = (await (await bff(`/tracking/${number}`, token)).json()) as { status: string };
  expect(shipment.status).toBe('delivered');
  // The print job ends delivered (the support console's API, as support sees it).
  const support = await signInStackUser(stack.facts, 'support');
  await eventually(async () => {
    const res = await bff(
      `/admin/print-jobs?filter=${encodeURIComponent(JSON.stringify({ orderId }))}`,
      support,
    );
    expect(res.status).toBe(200);
    const jobs = (await res.json()) as { status: string; parcels: { trackingNumber: string }[] }[];
    expect(jobs.map((j) => ({ status: j.status, numbers: j.parcels.map((p) => p.trackingNumber) }))).toEqual([
      { status: 'delivered', numbers: [number] },
    ]);
  });

  // The emails in the catcher's inbox: "on its way" and "arrived", each once, in the checkout's language.
  const title = book.preview.title ?? 'your book';
  const mine = async () => (await inbox()).filter((m) => m.to.some((t) => t.address === customer.email));
  const arrived = await eventually(async () => {
    const found = (await mine()).filter((m) => m.subject === `Your book has arrived: ${title}`);
    expect(found).toHaveLength(1);
    return found[0]!;
  }, 30_000);
  expect(arrived.text).toContain(`(DHL, tracking number ${number})`);
  expect(arrived.text).toContain(`/tracking?number=${number}`);
  expect((await mine()).filter((m) => m.subject === `Your book is on its way: ${title}`)).toHaveLength(1);

  // A signed-out parent opening the email's link signs in and comes back to the same parcel, on a phone.
  const phone = await newContext(browser, { locale: 'en-GB', viewport: PHONE });
  const later = await phone.newPage();
  await later.addInitScript(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
  await later.goto(`${base}/tracking?number=${number}`);
  await later.waitForURL(`${base}/login?next=${encodeURIComponent(`/tracking?number=${number}`)}`);
  await later.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await later.getByRole('button', { name: en.auth.login.emailOption }).click();
  await later.getByLabel(en.auth.login.emailLabel).fill(customer.email);
  await later.getByLabel(en.auth.login.passwordLabel, { exact: true }).fill(customer.password);
  await later.getByRole('button', { name: en.auth.login.submit, exact: true }).click();
  await later.waitForURL(`${base}/tracking?number=${number}`);
  await later.getByTestId('tracking-result').waitFor();
  expect(await later.getByTestId('tracking-status').textContent()).toBe(en.journey.status.delivered);
  expect(await overflowsSideways(later)).toBe(false);
  expect(await seriousViolations(later)).toEqual([]);
  await screenshot(later, 'print-journey-tracking-delivered-360');
  await phone.close();
});
