import type { Browser, Page } from 'playwright-core';
import { newCustomer, signInStackUser, type StackHandle } from '@fabelhaft/testing';
import refine from '../src/i18n/texts/refine';
import viewer from '../src/i18n/texts/viewer';
import {
  DESKTOP,
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
 * A paid book refined in the viewer, across the real stack, on the worker's shared stack (ADR 0037), as a
 * customer of this file's own (issue #14): a paid, produced book is opened in the viewer, the parent asks on a page
 * to "Make the fox's scarf blue", confirms the plan, and the viewer shows the re-made pages without a reload —
 * storefront → BFF → refinement (embedded planner) → limits (one edit) → books (revision worker, Chromium).
 *
 * Approving for print and following the parcel to the door (issues #15 and #24) is the last part of the new
 * customer's journey in before-paying.e2e.spec.ts, in German and in English, on the same shared stack.
 */
jest.setTimeout(600_000);

const en = {
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
  console.log(`refine journey: ${Math.round((Date.now() - started) / 1000)} s with the stack`);
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

/** The page pictures the viewer shows, by their stored key (a signed link's path; its signature changes). */
const shownKeys = (page: Page) =>
  page
    .locator('.viewer-page-img')
    .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));

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
});
