import type { Page } from 'playwright-core';
import journey from '../src/i18n/texts/journey';
import tracking from '../src/i18n/texts/tracking';
import { DESKTOP, PHONE, gotoHydrated, screenshot, seriousViolations } from './browser';
import {
  startStandInStorefront,
  type StandIn,
  type StandInShipment,
  type StandInStorefront,
} from './stand-in-bff';

// The /tracking page and Account's link to it (spec §2 Tracking, §5, §8; issue #15) in the storefront's
// production build, against a stand-in for the BFF; the full journey runs against the real services elsewhere.
jest.setTimeout(120_000);

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
let site: StandInStorefront;
let base: string;

beforeAll(async () => {
  site = await startStandInStorefront((s) => {
    s.state.shipments.set(NUMBER, SHIPMENT);
    s.state.orders = [ORDER];
  });
  ({ standIn, base } = site);
});

afterAll(async () => {
  await site?.stop();
});

/** A visitor who has accepted cookies; signed in (the tokens where the identity library keeps them) unless told. */
const visitor = (viewport: { width: number; height: number }, locale: 'en-GB' | 'de-DE', signedIn = true) =>
  site.visitor(viewport, locale, { signedIn, timezoneId: 'Europe/Berlin' });

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
    expect(await page.getByTestId('tracking-status').textContent()).toBe(journey.en.status.out_for_delivery);
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

  it('sends a signed-out visitor to /login with the page and its query to come back to (spec §6)', async () => {
    const { context, page } = await visitor(DESKTOP, 'en-GB', false);
    const before = lookups().length;
    await page.goto(`${base}/tracking?number=${NUMBER}`);
    await page.waitForURL(`${base}/login?next=%2Ftracking%3Fnumber%3D${NUMBER}`);
    expect(lookups().length).toBe(before);
    // Any other signed-in page too.
    await page.goto(`${base}/books/b-en/viewer`);
    await page.waitForURL(`${base}/login?next=%2Fbooks%2Fb-en%2Fviewer`);
    await context.close();
  });

  it('brings a signed-in visitor from /login back to its return path, and never off the site', async () => {
    const { context, page } = await visitor(DESKTOP, 'en-GB');
    await page.goto(`${base}/login?next=%2Ftracking%3Fnumber%3D${NUMBER}`);
    await page.waitForURL(`${base}/tracking?number=${NUMBER}`);
    await page.getByTestId('tracking-result').waitFor();
    await page.goto(`${base}/login?next=${encodeURIComponent('//evil.example/tracking')}`);
    await page.waitForURL(`${base}/`);
    await context.close();
  });
});
