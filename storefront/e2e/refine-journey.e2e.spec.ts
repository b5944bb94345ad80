import type { Browser, Page } from 'playwright-core';
import { eventually, signInStackUser, type TestStack } from '@fabelhaft/testing';
import refine from '../src/i18n/texts/refine';
import viewer from '../src/i18n/texts/viewer';
import {
  DESKTOP,
  gotoHydrated,
  newContext,
  screenshot,
  seriousViolations,
  signInWithEmail,
  startBrowserStack,
  stopBrowserStack,
} from './browser';

/**
 * Issue #14 across the real stack: a paid, produced book is opened in the viewer, the parent asks on a page to
 * "Make the fox's scarf blue", confirms the plan, and the viewer shows the re-made pages without a reload —
 * storefront → BFF → refinement (embedded planner) → limits (one edit) → books (revision worker, Chromium).
 */
jest.setTimeout(420_000);

let stack: TestStack;
let browser: Browser;
let base: string;
const en = { refine: refine.en, viewer: viewer.en };

beforeAll(async () => {
  ({ stack, browser, base } = await startBrowserStack());
});

afterAll(async () => {
  await stopBrowserStack(stack, browser);
});

const bff = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${stack.facts.urls.bff}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

/** The page pictures the viewer shows, by their stored key (a signed link's path; its signature changes). */
const shownKeys = (page: Page) =>
  page
    .locator('.viewer-page-img')
    .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));

async function pay(page: Page, checkoutUrl: string) {
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

it('refines "Make the fox’s scarf blue" on a page; the viewer shows the new pages without a reload', async () => {
  const token = await signInStackUser(stack.facts, 'customer');
  const created = await bff('/books/preview', token, {
    method: 'POST',
    body: JSON.stringify({
      idea: 'Mia and her fox Sonni search for the lost colours of the forest',
      main_language: 'en',
      age_range: '5 years',
      style: 'watercolor',
    }),
  });
  expect(created.status).toBe(201);
  const { book_id: bookId } = (await created.json()) as { book_id: string };
  await eventually(async () => {
    const preview = (await (await bff(`/books/preview/${bookId}`, token)).json()) as {
      preview_status: string;
    };
    expect(preview.preview_status).toBe('completed');
  }, 60_000);
  const { checkout_url: checkoutUrl } = (await (
    await bff(`/books/${bookId}/checkout`, token, {
      method: 'POST',
      body: JSON.stringify({ format: 'booklet' }),
      headers: { 'accept-language': 'en' },
    })
  ).json()) as { checkout_url: string };

  const context = await newContext(browser, { locale: 'en-GB', viewport: DESKTOP });
  const page = await context.newPage();
  await signInWithEmail(page, stack);
  await page.evaluate(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
  await pay(page, checkoutUrl);
  await eventually(async () => {
    const book = (await (await bff(`/books/${bookId}`, token)).json()) as {
      status: string;
      is_preview: boolean;
    };
    expect(book).toMatchObject({ status: 'completed', is_preview: false });
  }, 180_000);
  const limitsBefore = (await (await bff('/limits', token)).json()) as { edit_remaining: number };
  expect(limitsBefore.edit_remaining).toBeGreaterThan(0);

  // The viewer, turned to the first story spread.
  await gotoHydrated(page, `${base}/books/${bookId}/viewer`);
  await page.getByTestId('viewer-counter').waitFor();
  await page.waitForFunction(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('.viewer-page-img')];
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
