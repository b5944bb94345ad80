import type { Browser, BrowserContext } from 'playwright-core';
import { newCustomer, type StackHandle } from '@fabelhaft/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import auth from '../src/i18n/texts/auth';
import builder from '../src/i18n/texts/builder';
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

// The worker's shared stack (production build of the storefront), a customer of this file's own and one browser.
jest.setTimeout(150_000);

let stack: StackHandle;
let browser: Browser;
let base: string;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
const tmp = mkdtempSync(join(tmpdir(), 'builder-e2e-'));
const en = { auth: auth.en, builder: builder.en };

beforeAll(async () => {
  ({ stack, browser, base } = await sharedBrowserStack());
  const context = await newContext(browser, { locale: 'en-US' });
  const page = await context.newPage();
  await signInWithEmail(page, stack, await newCustomer(stack, 'builder'));
  await page.evaluate(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
  signedIn = await context.storageState();
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const openBuilder = async (viewport: { width: number; height: number }, locale = 'en-US') => {
  const context = await browser.newContext({
    viewport,
    locale,
    extraHTTPHeaders: { 'Accept-Language': locale },
    storageState: signedIn,
  });
  const page = await context.newPage();
  await gotoHydrated(page, `${base}/builder`);
  await page.locator('[data-testid="loader"]').waitFor({ state: 'detached' });
  return { context, page };
};

describe('builder (spec §2, §4, §5)', () => {
  it('uploads a reference image, creates a preview, shows its progress and redirects once to the preview', async () => {
    const file = join(tmp, 'fox.png');
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 216, g: 101, b: 47 } } })
      .png()
      .toFile(file);
    const { context, page } = await openBuilder(DESKTOP);
    const t = en.builder;
    await page.getByLabel(t.idea.label).fill('Finn the fox sails to the island of lost colours');
    await page.getByTestId('idea-counter').filter({ hasText: '48/10000' }).waitFor();
    await page.locator('label.style-option', { hasText: t.style.names.watercolor }).click();
    expect(await page.getByRole('radio', { name: new RegExp(t.style.names.watercolor) }).isChecked()).toBe(
      true,
    );

    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/uploads/characters/batch') && r.request().method() === 'POST',
    );
    await page.getByTestId('reference-input').setInputFiles(file);
    expect((await uploaded).status()).toBe(200);
    const description = page.locator('.ref-item input[type="text"]');
    await description.fill('  Finn, a little fox  ');
    expect(await page.locator('.ref-item img').getAttribute('src')).toMatch(/^blob:/);
    // issue #23: the books service reads the idea; the photo shows Finn, as its description says.
    const who = page.getByLabel(`${t.images.whoLabel} (fox.png)`);
    await who.waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="reference-character"]') as HTMLSelectElement)?.value === 'c1',
    );
    const options = await who.locator('option').allTextContents();
    expect(options[0]).toBe('Finn (fox)');
    expect(options.at(-1)).toBe(t.images.whoNone);
    await screenshot(page, 'builder-filled-1280');

    // Counts the client-side navigations (the router's history.pushState calls; replaceState only saves scroll).
    await page.evaluate(() => {
      const w = window as unknown as { pushes: string[] };
      w.pushes = [];
      const push = history.pushState.bind(history);
      history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
        w.pushes.push(new URL(String(url), location.href).pathname);
        push(data, unused, url);
      };
    });
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/books/preview') && r.request().method() === 'POST',
    );
    // Watched from before the click: the card leaves "idle" for creating/queued/running before the redirect.
    const shown = page
      .locator('[data-testid="preview-status"]:not([data-status="idle"])')
      .waitFor({ state: 'attached', timeout: 20_000 });
    await page.getByRole('button', { name: t.submit }).click();
    await shown;
    const response = await created;
    const sent = JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({
      idea: 'Finn the fox sails to the island of lost colours',
      age_range: '5 years',
      main_language: 'en',
      style: 'watercolor',
      reference_images: [{ description: 'Finn, a little fox' }],
    });
    const { book_id: bookId } = (await response.json()) as { book_id: string };
    await page.waitForURL(`${base}/preview/${bookId}`, { timeout: 30_000 });
    // Stay a little longer than one poll: no second redirect happens.
    await page.waitForTimeout(3500);
    const pushes = await page.evaluate(() => (window as unknown as { pushes: string[] }).pushes);
    expect(pushes.filter((p) => p === `/preview/${bookId}`)).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe(`/preview/${bookId}`);
    await context.close();
  });

  it.each([PHONE, DESKTOP])(
    '/builder at %o: screenshot, fits the width, no serious axe violation',
    async (viewport) => {
      const { context, page } = await openBuilder(viewport, 'de-DE');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `builder-form-${viewport.width}`);
      // issue #23: with photos, each asks who is in it.
      const photo = join(tmp, `mia-${viewport.width}.png`);
      await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 60, b: 40 } } })
        .png()
        .toFile(photo);
      await page
        .getByLabel(builder.de.idea.label)
        .fill('Mia und ihr Hund Bruno suchen den verlorenen Drachen');
      await page.getByTestId('reference-input').setInputFiles(photo);
      await page.locator('.ref-item input[type="text"]').fill('unser Hund Bruno');
      await page.getByTestId('reference-character').waitFor({ timeout: 20_000 });
      await page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="reference-character"]') as HTMLSelectElement)?.value ===
          'c2',
      );
      await screenshot(page, `builder-photos-${viewport.width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
