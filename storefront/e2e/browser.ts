import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  eventually,
  SHARED_STACK,
  sharedTestStack,
  type SharedTestStackOptions,
  type StackHandle,
  type StackUser,
} from '@fabelhaft/testing';
import auth from '../src/i18n/texts/auth';

/** Debian's Chromium (never a downloaded browser), with the flags that work as root on these machines. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 860 };

export async function newContext(
  browser: Browser,
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    locale: options.locale ?? 'de-DE',
    viewport: options.viewport ?? DESKTOP,
    extraHTTPHeaders: { 'Accept-Language': options.locale ?? 'de-DE' },
  });
}

export const SCREENSHOT_DIR = join(__dirname, '../../.test-results/screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** axe violations a person would be hurt by: serious and critical ones. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens a page and waits until React has hydrated it (buttons work from then on). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const hydrated = page.locator('html[data-hydrated="true"]');
  try {
    await hydrated.waitFor({ state: 'attached', timeout: 30_000 });
  } catch {
    // Once seen in CI with two stacks starting on two cores: a page whose scripts never arrived. Load it again,
    // as a person would, before calling it broken.
    await page.reload();
    await hydrated.waitFor({ state: 'attached', timeout: 30_000 });
  }
}

/**
 * Signs a stack user in through the /login email form (English texts), as a customer would: a seeded user by
 * role, or one the test made (`newCustomer`).
 */
export async function signInWithEmail(page: Page, stack: StackHandle, who: string | StackUser = 'customer') {
  const user = typeof who === 'string' ? stack.facts.users.find((u) => u.role === who)! : who;
  const base = stack.facts.urls.storefront;
  await gotoHydrated(page, `${base}/login`);
  await page.getByRole('button', { name: auth.en.login.emailOption }).click();
  await page.getByLabel(auth.en.login.emailLabel).fill(user.email);
  await page.getByLabel(auth.en.login.passwordLabel, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: auth.en.login.submit, exact: true }).click();
  await page.waitForURL(`${base}/`);
  await page.getByRole('button', { name: new RegExp(escapeRegExp(user.email)) }).waitFor();
  return user;
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The browser tests' shared stack (ADR 0037): one per jest worker, started by the first file that asks and used
 * by every file after it. The production storefront and the support console; the local carrier takes an hour a
 * step, so a parcel moves only when a test has it scanned (`POST /parcels/<number>/scan`), whatever the load
 * (`SHARED_STACK`, libs/testing: deploy/local's erasure.e2e shares it too). A file on it makes its own customers
 * (`newCustomer`) and leaves the stack running.
 */
export const SHARED_BROWSER_STACK: SharedTestStackOptions = SHARED_STACK;

/**
 * The worker's shared stack and a Chromium of this file's own (closed by the file; the stack is left running). A
 * file that needs a stack of its own (other settings, or one it stops) starts it with `startTestStack`.
 */
export async function sharedBrowserStack(): Promise<{ stack: StackHandle; browser: Browser; base: string }> {
  const stack = await sharedTestStack(SHARED_BROWSER_STACK);
  return { stack, browser: await launchChromium(), base: stack.facts.urls.storefront };
}

/** The stack's BFF as a signed-in customer (JSON, English). */
export function stackBff(stack: StackHandle, token: string) {
  return (path: string, init: RequestInit = {}) =>
    fetch(`${stack.facts.urls.bff}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'en',
        ...init.headers,
      },
    });
}

/** Pays on the local hosted checkout page as a parent does (test card 4242…, a German address). */
export async function payOnHostedCheckout(page: Page, checkoutUrl: string): Promise<void> {
  await page.goto(checkoutUrl);
  await page.locator('input[name="name"]').fill('Jürgen Müller');
  await page.locator('input[name="line1"]').fill('Königsallee 12');
  await page.locator('input[name="postal_code"]').fill('40212');
  await page.locator('input[name="city"]').fill('Düsseldorf');
  await page.locator('select[name="country"]').selectOption('DE');
  await page.locator('input[name="card_number"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="card_expiry"]').fill('12 / 34');
  await page.locator('input[name="card_cvc"]').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/**
 * A finished preview of "Mia and her fox Sonni" and its booklet checkout on the real stack: what a parent has
 * before paying. Waits for the preview (generous: two busy cores).
 */
export async function previewAtCheckout(
  stack: StackHandle,
  token: string,
): Promise<{ bookId: string; checkoutUrl: string }> {
  const bff = stackBff(stack, token);
  const created = await bff('/books/preview', {
    method: 'POST',
    body: JSON.stringify({
      idea: 'Mia and her fox Sonni search for the lost colours of the forest',
      main_language: 'en',
      age_range: '5 years',
      style: 'watercolor',
    }),
  });
  if (created.status !== 201) throw new Error(`preview: ${created.status} ${await created.text()}`);
  const { book_id: bookId } = (await created.json()) as { book_id: string };
  await eventually(
    async () => {
      const preview = (await (await bff(`/books/preview/${bookId}`)).json()) as { preview_status: string };
      if (preview.preview_status !== 'completed') throw new Error(`preview ${preview.preview_status}`);
      // Every half second: each ask is a request through the BFF to the books service (about 10 ms of CPU), taken
      // from the generation it waits for.
    },
    90_000,
    500,
  );
  const checkout = await bff(`/books/${bookId}/checkout`, {
    method: 'POST',
    body: JSON.stringify({ format: 'booklet' }),
  });
  if (checkout.status !== 200) throw new Error(`checkout: ${checkout.status} ${await checkout.text()}`);
  const { checkout_url: checkoutUrl } = (await checkout.json()) as { checkout_url: string };
  return { bookId, checkoutUrl };
}

/** Waits until the paid book is produced (completed, no longer a preview). */
export async function producedBook(stack: StackHandle, token: string, bookId: string): Promise<void> {
  const bff = stackBff(stack, token);
  await eventually(
    async () => {
      const book = (await (await bff(`/books/${bookId}`)).json()) as { status: string; is_preview: boolean };
      if (book.status !== 'completed' || book.is_preview) throw new Error(`book ${book.status}`);
      // A production takes a minute or two of both cores: asked every half second, not every 25 ms (about 10 ms of
      // CPU a request, a fifth of a core at 25 ms, ADR 0037 amendment).
    },
    240_000,
    500,
  );
}
