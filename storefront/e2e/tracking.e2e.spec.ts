import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually, freePort } from '@fabelhaft/testing';
import tracking from '../src/i18n/texts/tracking';
import { DESKTOP, PHONE, gotoHydrated, launchChromium, screenshot, seriousViolations } from './browser';
import {
  ACCESS_TOKEN,
  CLIENT_ID,
  ID_TOKEN,
  POOL_ID,
  STAND_IN_USER,
  startStandIn,
  type StandIn,
  type StandInShipment,
} from './stand-in-bff';

// The /tracking page and Account's link to it (spec §2 Tracking, §5, §8; issue #15) in the storefront's
// production build, against a stand-in for the BFF; the full journey runs against the real services elsewhere.
jest.setTimeout(120_000);

const ROOT = join(__dirname, '../..');
const NUMBER = '00340434161094015902';

const SHIPMENT: StandInShipment = {
  tracking_number: NUMBER,
  carrier: 'dhl',
  status: 'out_for_delivery',
  estimated_delivery: { from: '2026-12-01', to: '2026-12-03' },
  events: [
    {
      at: '2026-11-30T07:42:00Z',
      status: 'out_for_delivery',
      description: 'The shipment has been loaded onto the delivery vehicle',
      location: 'Berlin, DE',
    },
    {
      at: '2026-11-29T18:10:00Z',
      status: 'in_transit',
      description: 'The shipment has been processed in the parcel center',
      location: 'Leipzig, DE',
    },
    {
      at: '2026-11-29T09:00:00Z',
      status: 'label_created',
      description: 'The shipment data has been transmitted to the carrier',
      location: null,
    },
  ],
  tracking_url: `https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=${NUMBER}`,
};

const ORDER = {
  order_id: '3f2a9c1b-77aa-4d0e-9e0b-1c2d3e4f5a6b',
  status: 'fulfilled',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:02:00.000Z',
  amount_total: 2900,
  currency: 'EUR',
  invoice_pdf_url: null,
  receipt_url: null,
  refunded_amount: 0,
  credit_notes: [],
  items: [
    {
      id: 'i1',
      book_id: 'b-en',
      cover_url: null,
      description: 'Finn and the Blue Lake',
      format: 'booklet',
      quantity: 1,
      amount_total: 2900,
      currency: 'EUR',
      fulfillment_status: 'shipped',
      refunded: false,
      created_at: '2026-11-20T10:00:00.000Z',
      tracking_number: NUMBER,
      carrier: 'dhl',
      tracking_url: SHIPMENT.tracking_url,
    },
  ],
};

let standIn: StandIn;
let storefront: ChildProcess;
let browser: Browser;
let base: string;
let output = '';

beforeAll(async () => {
  // Built once for the whole run by the test suite's global setup; built here only when run on its own.
  if (!existsSync(join(ROOT, 'storefront/dist/client'))) {
    const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: join(ROOT, 'storefront'),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  }
  standIn = await startStandIn();
  standIn.state.shipments.set(NUMBER, SHIPMENT);
  standIn.state.orders = [ORDER];
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  storefront = spawn(process.execPath, ['-r', '@swc-node/register', 'storefront/server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STOREFRONT_PORT: String(port),
      STOREFRONT_URL: base,
      BFF_URL: standIn.url,
      COGNITO_USER_POOL_ID: POOL_ID,
      COGNITO_CLIENT_ID: CLIENT_ID,
      COGNITO_ENDPOINT: standIn.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  storefront.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  storefront.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await eventually(
    async () => {
      if (storefront.exitCode !== null) throw new Error(`storefront exited:\n${output}`);
      const res = await fetch(`${base}/health`);
      if (!res.ok) throw new Error(`health ${res.status}`);
    },
    60_000,
    250,
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  if (storefront && storefront.exitCode === null) {
    const exited = new Promise((resolve) => storefront.once('exit', resolve));
    storefront.kill('SIGTERM');
    await exited;
  }
  await standIn?.stop();
});

/** A visitor who has accepted cookies; signed in (the tokens where the identity library keeps them) unless told. */
async function visitor(
  viewport: { width: number; height: number },
  locale: 'en-GB' | 'de-DE',
  signedIn = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale,
    viewport,
    timezoneId: 'Europe/Berlin',
    extraHTTPHeaders: { 'Accept-Language': locale },
  });
  const prefix = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
  const user = STAND_IN_USER.email;
  const entries: [string, string][] = [['fabelhaft.cookie-consent', 'accepted']];
  if (signedIn) {
    entries.push(
      [`${prefix}.LastAuthUser`, user],
      [`${prefix}.${user}.idToken`, ID_TOKEN],
      [`${prefix}.${user}.accessToken`, ACCESS_TOKEN],
      [`${prefix}.${user}.refreshToken`, 'stand-in-refresh'],
      [`${prefix}.${user}.clockDrift`, '0'],
    );
  }
  await context.addInitScript(
    ({ list }) => {
      for (const [key, value] of list) window.localStorage.setItem(key, value);
    },
    { list: entries },
  );
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error', e.message));
  return { context, page };
}

/** Nothing sticks out sideways (360 px phones scroll only down). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const lookups = () => standIn.calls.filter((c) => c.path.startsWith('/tracking/'));

describe('the /tracking page (spec §2 Tracking, §5, §8)', () => {
  it('goes from Account’s shipped item to its parcel: status, estimated delivery, carrier link, events (en, desktop)', async () => {
    const { context, page } = await visitor(DESKTOP, 'en-GB');
    await gotoHydrated(page, `${base}/account`);
    const link = page.getByRole('link', { name: 'Track parcel: Finn and the Blue Lake' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/tracking?number=${NUMBER}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tracking-account-desktop');

    const before = lookups().length;
    await link.click();
    await page.waitForURL(`${base}/tracking?number=${NUMBER}`);
    const result = page.getByTestId('tracking-result');
    await result.waitFor();
    expect(await page.getByLabel(tracking.en.form.label).inputValue()).toBe(NUMBER);
    expect(await page.getByTestId('tracking-status').textContent()).toBe(
      tracking.en.statuses.out_for_delivery,
    );
    expect(await page.getByTestId('tracking-status').getAttribute('data-tone')).toBe('info');
    expect(await page.getByTestId('tracking-eta').textContent()).toBe('Tue, 1 Dec – Thu, 3 Dec');
    expect(await page.getByTestId('tracking-carrier').textContent()).toBe('DHL');
    expect(await page.getByRole('link', { name: 'View shipment at DHL' }).getAttribute('href')).toBe(
      SHIPMENT.tracking_url,
    );
    const events = page.getByTestId('tracking-event');
    expect(await events.count()).toBe(3);
    expect(await events.first().locator('time').textContent()).toBe('30 Nov 2026, 08:42');
    expect(await events.first().textContent()).toContain('Berlin, DE');
    // Looked up exactly once, with the customer's token.
    await page.waitForTimeout(300);
    expect(lookups().length - before).toBe(1);
    expect(lookups().at(-1)?.path).toBe(`/tracking/${NUMBER}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tracking-result-desktop');
    await context.close();
  });

  it('on a 360 px phone in German: disabled while empty, the §8 text for an unknown number, then the parcel', async () => {
    const { context, page } = await visitor(PHONE, 'de-DE');
    await gotoHydrated(page, `${base}/tracking`);
    const input = page.getByLabel(tracking.de.form.label);
    const button = page.getByRole('button', { name: tracking.de.form.submit });
    await input.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await button.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'tracking-empty-phone-de');

    await input.fill('JJD000000000000000001');
    await button.click();
    const error = page.getByRole('alert').filter({ hasText: tracking.de.error.notFound });
    await error.waitFor();
    expect(await error.textContent()).toContain('Wir konnten diese Sendung nicht finden.');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tracking-not-found-phone-de');

    await input.fill(NUMBER);
    await input.press('Enter');
    await page.getByTestId('tracking-result').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: tracking.de.error.notFound }).count()).toBe(0);
    expect(await page.getByTestId('tracking-status').textContent()).toBe('In Zustellung');
    expect(await page.getByTestId('tracking-eta').textContent()).toBe('Di., 1. Dez. – Do., 3. Dez.');
    expect(await page.getByRole('link', { name: 'Sendung bei DHL ansehen' }).count()).toBe(1);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tracking-result-phone-de');
    await context.close();
  });

  it('sends a signed-out visitor to /login, as every signed-in page does (spec §6)', async () => {
    const { context, page } = await visitor(DESKTOP, 'en-GB', false);
    const before = lookups().length;
    await page.goto(`${base}/tracking?number=${NUMBER}`);
    await page.waitForURL(`${base}/login`);
    expect(lookups().length).toBe(before);
    await context.close();
  });
});
