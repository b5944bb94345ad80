import type { Browser } from 'playwright-core';
import { startTestStack, type TestStack } from '@fabelhaft/testing';
import common from '../src/i18n/texts/common';
import { DESKTOP, PHONE, launchChromium, newContext } from './browser';

// One isolated stack (production build of the storefront) and one browser for the whole file.
jest.setTimeout(150_000);

let stack: TestStack;
let browser: Browser;
let base: string;

beforeAll(async () => {
  stack = await startTestStack({ storefrontMode: 'production' });
  base = stack.facts.urls.storefront;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await stack?.remove();
});

describe('language (spec §1)', () => {
  it.each([
    ['de-DE', 'de', common.de.nav.showcase],
    ['en-US', 'en', common.en.nav.showcase],
    ['fr-FR', 'de', common.de.nav.showcase],
  ])(
    'a %s browser gets <html lang="%s"> and its texts, rendered on the server',
    async (locale, lang, showcase) => {
      const html = await (await fetch(base, { headers: { 'accept-language': locale } })).text();
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      const context = await newContext(browser, { locale });
      const page = await context.newPage();
      await page.goto(base);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await expect(page.getByRole('link', { name: showcase, exact: true }).first().isVisible()).resolves.toBe(
        true,
      );
      await context.close();
    },
  );

  it('switches to English, keeps the choice across reloads, and lists the coming-soon languages as not selectable', async () => {
    const context = await newContext(browser, { locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(base);
    const select = page.getByLabel(common.de.language.label);
    await select.selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await expect(
      page.getByRole('link', { name: common.en.nav.showcase, exact: true }).first().isVisible(),
    ).resolves.toBe(true);
    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const disabled = await page
      .getByLabel(common.en.language.label)
      .locator('option[disabled]')
      .allTextContents();
    expect(disabled).toEqual(
      ['fr', 'es', 'it', 'nl', 'pl'].map(
        (l) => `${common.en.language[l as 'fr']} (${common.en.language.comingSoon})`,
      ),
    );
    await context.close();
  });
});

describe('routes (spec §2)', () => {
  it('redirects an unknown path to /', async () => {
    const res = await fetch(`${base}/no/such/page`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${base}/no/such/page`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows the loader on a protected route while the auth state loads, then sends a signed-out visitor to /login', async () => {
    // The server cannot know the browser's session: it renders the loader.
    const html = await (await fetch(`${base}/account`)).text();
    expect(html).toContain('data-testid="loader"');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${base}/account`);
    await page.waitForURL(`${base}/login`);
    await context.close();
  });
});

describe('layout at 360 px', () => {
  it('collapses the navigation into a menu that opens and closes', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto(base);
    const toggle = page.getByRole('button', { name: common.de.nav.menu });
    const showcase = page.getByRole('link', { name: common.de.nav.showcase, exact: true });
    expect(await showcase.isVisible()).toBe(false);
    await toggle.click();
    expect(await showcase.isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: common.de.nav.closeMenu }).getAttribute('aria-expanded'),
    ).toBe('true');
    await page.getByRole('button', { name: common.de.nav.closeMenu }).click();
    expect(await showcase.isVisible()).toBe(false);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('shows the full navigation on a desktop', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(base);
    expect(await page.getByRole('link', { name: common.de.nav.showcase, exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: common.de.nav.menu }).isVisible()).toBe(false);
    await context.close();
  });
});
