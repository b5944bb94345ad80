import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { eventually, freePort } from '@fabelhaft/testing';
import showcase from '../src/i18n/texts/showcase';
import viewer from '../src/i18n/texts/viewer';
import {
  DESKTOP,
  PHONE,
  gotoHydrated,
  launchChromium,
  newContext,
  screenshot,
  seriousViolations,
} from './browser';

// The first run on a machine makes the three books with the book engine (a few minutes on two busy cores);
// later runs find them in .local/test-showcase.
jest.setTimeout(420_000);

const ROOT = join(__dirname, '../..');
const KEYS = ['toddler', 'bedtime', 'adventure'] as const;

/**
 * Issue #26: the showcase's three cards are real sample books the book engine made (at the storefront's first
 * start), each with its cover and a read-only flip-through in the viewer customers use.
 */
describe('showcase sample books', () => {
  let storefront: ChildProcess;
  let output = '';
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    storefront = spawn(process.execPath, ['-r', '@swc-node/register', 'storefront/server/index.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        STOREFRONT_PORT: String(port),
        STOREFRONT_URL: base,
        BFF_URL: `http://127.0.0.1:${await freePort()}`,
        CONTENT_URL: `http://127.0.0.1:${await freePort()}`,
        SHOWCASE_DIR: join(ROOT, '.local/test-showcase'),
        SHOWCASE_GENERATE: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    storefront.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    storefront.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    await eventually(
      async () => {
        if (storefront.exitCode !== null) throw new Error(`storefront exited:\n${output}`);
        if (!(await fetch(`${base}/health`)).ok) throw new Error('not yet');
      },
      60_000,
      250,
    );
    // Made in the background: the showcase shows each book once it is there.
    await eventually(
      async () => {
        const html = await (await fetch(`${base}/showcase`)).text();
        const covers = html.match(/class="showcase-cover"/g)?.length ?? 0;
        if (covers < 3) throw new Error(`${covers} of 3 sample books made:\n${output.slice(-2000)}`);
      },
      400_000,
      2000,
    );
    browser = await launchChromium();
  }, 420_000);

  afterAll(async () => {
    await browser?.close();
    if (storefront && storefront.exitCode === null) {
      const exited = new Promise((r) => storefront.once('exit', r));
      storefront.kill('SIGTERM');
      await exited;
    }
  });

  it.each([
    ['de-DE', PHONE],
    ['en-GB', DESKTOP],
  ] as const)(
    '%s: shows the three cards with the covers of the books the engine made, axe-clean',
    async (locale, viewport) => {
      const context = await newContext(browser, { locale, viewport });
      const page = await context.newPage();
      await gotoHydrated(page, `${base}/showcase`);
      const texts = locale === 'de-DE' ? showcase.de : showcase.en;
      expect(await page.locator('h1').textContent()).toBe(texts.title);
      const covers = page.locator('img.showcase-cover');
      expect(await covers.count()).toBe(3);
      for (let i = 0; i < 3; i += 1) {
        const cover = covers.nth(i);
        expect(await cover.getAttribute('src')).toBe(`/showcase/books/${KEYS[i]}/page-1.webp`);
        await eventually(async () => {
          if (!(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 900)))
            throw new Error('cover not loaded');
        }, 10_000);
      }
      await screenshot(page, `showcase-${viewport.width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it.each(KEYS)('opens the %s sample read-only in the viewer and turns its pages', async (key) => {
    const data = (await (await fetch(`${base}/showcase`)).text()).includes(`/showcase/${key}`);
    expect(data).toBe(true);
    const context = await newContext(browser, { locale: 'en-GB', viewport: DESKTOP });
    const page = await context.newPage();
    await gotoHydrated(page, `${base}/showcase`);
    await page.locator(`a[href="/showcase/${key}"]`).click();
    await page.waitForURL(`${base}/showcase/${key}`);
    const counter = page.getByTestId('viewer-counter');
    await counter.waitFor();
    const total = Number(/\/ (\d+)$/.exec((await counter.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThanOrEqual(10);
    // The pages are the engine's own pictures.
    const first = page.locator('[data-testid="viewer"] img').first();
    await eventually(async () => {
      if (!(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)))
        throw new Error('page not loaded');
    }, 15_000);
    expect(await first.getAttribute('src')).toMatch(new RegExp(`^/showcase/books/${key}/page-\\d+\\.webp$`));
    const next = page.getByRole('button', { name: viewer.en.next });
    await eventually(async () => {
      if (await next.isDisabled()) throw new Error('book not open yet');
    }, 15_000);
    const before = await counter.textContent();
    await next.click();
    await eventually(async () => {
      if ((await counter.textContent()) === before) throw new Error('page not turned');
    }, 10_000);
    // Read-only: no refining, no print step; the way back is the showcase.
    expect(await page.getByRole('button', { name: viewer.en.refine.button }).count()).toBe(0);
    expect(await page.getByRole('link', { name: viewer.en.backToShowcase }).getAttribute('href')).toBe(
      '/showcase',
    );
    await screenshot(page, `showcase-${key}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
