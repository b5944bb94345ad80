import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newCustomer, signInStackUser, type StackHandle, type StackUser } from '@fabelhaft/testing';
import auth from '../src/i18n/texts/auth';
import books from '../src/i18n/texts/books';
import preview from '../src/i18n/texts/preview';
import {
  DESKTOP,
  PHONE,
  gotoHydrated,
  newContext,
  screenshot,
  seriousViolations,
  sharedBrowserStack,
  signInWithEmail,
} from './browser';

// My books and the preview detail (spec §2) on the worker's shared stack (production storefront), as a customer
// of this file's own.
jest.setTimeout(150_000);

let stack: StackHandle;
let browser: Browser;
let base: string;
let customer: StackUser;

beforeAll(async () => {
  ({ stack, browser, base } = await sharedBrowserStack());
  customer = await newCustomer(stack, 'books');
});

afterAll(async () => {
  await browser?.close();
});

const en = { auth: auth.en, books: books.en, preview: preview.en };
const IDEA = 'A fox named Finn learns to swim';

/** POST /books/preview with the customer's id token, as the builder would. */
async function createPreview(): Promise<string> {
  const token = await signInStackUser(stack.facts, customer);
  const res = await fetch(`${stack.facts.urls.bff}/books/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ idea: IDEA, main_language: 'en', age_range: '5 years', style: 'watercolor' }),
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { book_id: string }).book_id;
}

async function waitForCompleted(page: Page) {
  await page.locator('.preview-head [data-status="completed"]').waitFor({ timeout: 30_000 });
}

describe('my books and the preview detail (spec §2)', () => {
  let context: BrowserContext;
  let page: Page;
  let bookId: string;
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    context = await newContext(browser, { locale: 'en-US' });
    page = await context.newPage();
    await signInWithEmail(page, stack, customer);
    await page.evaluate(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
    signedIn = await context.storageState();
    bookId = await createPreview();
  });
  afterAll(() => context.close());

  it('lists the new preview on /books and opens it', async () => {
    await gotoHydrated(page, `${base}/books`);
    const card = page.locator(`[data-testid="book-card"][data-book-id="${bookId}"]`);
    await card.waitFor();
    expect(await card.getByText(en.books.previewOnly, { exact: true }).count()).toBe(1);
    await card.getByRole('link', { name: new RegExp(en.books.openPreview) }).click();
    await page.waitForURL(`${base}/preview/${bookId}`);
  });

  it('shows the completed preview: title, synopsis, a loaded cover and chapters', async () => {
    await waitForCompleted(page);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(title.trim().length).toBeGreaterThan(0);
    expect(title).not.toBe(en.preview.untitled);
    expect(await page.getByText(en.preview.synopsisFallback).count()).toBe(0);
    const synopsis = (await page.locator('.preview-synopsis p').textContent()) ?? '';
    expect(synopsis.trim().length).toBeGreaterThan(0);
    const cover = page.getByTestId('preview-cover');
    await expect(cover.getAttribute('alt')).resolves.toContain(title.trim());
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="preview-cover"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    expect(await page.getByTestId('preview-chapter').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: en.preview.refresh }).count()).toBe(0);
  });

  it.each([
    ['books', PHONE],
    ['books', DESKTOP],
    ['preview', PHONE],
    ['preview', DESKTOP],
  ] as const)('%s at %o: screenshot, fits the width, no serious axe violation', async (which, viewport) => {
    const shot = await browser.newContext({
      viewport,
      locale: 'de-DE',
      extraHTTPHeaders: { 'Accept-Language': 'de-DE' },
      storageState: signedIn,
    });
    const p = await shot.newPage();
    await gotoHydrated(p, which === 'books' ? `${base}/books` : `${base}/preview/${bookId}`);
    if (which === 'books') await p.locator(`[data-book-id="${bookId}"]`).waitFor();
    else {
      await waitForCompleted(p);
      await p.waitForFunction(
        () =>
          (document.querySelector<HTMLImageElement>('[data-testid="preview-cover"]')?.naturalWidth ?? 0) > 0,
      );
    }
    await p.waitForLoadState('networkidle');
    await screenshot(p, `${which === 'books' ? 'books-list' : 'preview-completed'}-${viewport.width}`);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(p)).toEqual([]);
    await shot.close();
  });

  it('deletes the preview through the confirm dialog and is back on /books without it', async () => {
    await gotoHydrated(page, `${base}/preview/${bookId}`);
    await waitForCompleted(page);
    await page.getByRole('button', { name: en.preview.delete }).click();
    const dialog = page.getByRole('dialog', { name: en.books.delete.title });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: en.books.delete.confirm }).click();
    await page.waitForURL(`${base}/books`);
    await page.getByRole('heading', { level: 1, name: en.books.title }).waitFor();
    await page
      .locator('[data-testid="loader"]')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    expect(await page.locator(`[data-book-id="${bookId}"]`).count()).toBe(0);
    const res = await fetch(`${stack.facts.urls.bff}/books/preview/${bookId}`, {
      headers: { authorization: `Bearer ${await signInStackUser(stack.facts, customer)}` },
    });
    expect(res.ok).toBe(false);
  });
});
