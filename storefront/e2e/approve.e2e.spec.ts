import { join } from 'node:path';
import type { Page } from 'playwright-core';
import approval from '../src/i18n/texts/approval';
import likeness from '../src/i18n/texts/likeness';
import { DESKTOP, PHONE, SCREENSHOT_DIR, screenshot, seriousViolations } from './browser';
import { startStandInStorefront, type StandIn, type StandInStorefront } from './stand-in-bff';

// Approval for print and the print and shipping progress (issue #15) in the storefront's production build,
// against a stand-in for the BFF: the preview page, the confirm dialog, the viewer and My books, at desktop
// width and on a 360 px phone. Screenshots go to .test-results/screenshots/approve-*.png.

jest.setTimeout(120_000);

const en = approval.en;
const de = approval.de;

let standIn: StandIn;
let site: StandInStorefront;
let base: string;

beforeAll(async () => {
  site = await startStandInStorefront();
  ({ standIn, base } = site);
});

afterAll(async () => {
  await site?.stop();
});

/** A signed-in customer (the tokens where the identity library keeps them) who has accepted cookies. */
const customerPage = (viewport: { width: number; height: number }, locale: 'en-GB' | 'de-DE' = 'en-GB') =>
  site.visitor(viewport, locale);

/** Opens a page and waits until React has hydrated it. */
async function open(page: Page, path: string) {
  await page.goto(`${base}${path}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Nothing sticks out sideways (a 360 px phone must not scroll horizontally). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const steps = (page: Page) =>
  page
    .locator('.print-step')
    .evaluateAll((items) =>
      items.map((i) => `${i.getAttribute('data-step')}:${i.getAttribute('data-state')}`),
    );

describe('approve for print and follow the parcel (issue #15)', () => {
  it('approves on the preview page at desktop width, then shows printing, shipping and the tracking link', async () => {
    const { context, page } = await customerPage(DESKTOP, 'en-GB');
    await open(page, '/preview/b-print');
    const card = page.getByRole('region', { name: en.title });
    await card.waitFor();
    expect(await card.textContent()).toContain('24 pages');
    expect(await card.getByTestId('approve-preflight').textContent()).toBe(`✓ ${en.checkPassed}`);
    expect(
      await card.getByRole('img', { name: en.coverAlt }).evaluate((i: HTMLImageElement) => i.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'approve-desktop-step');

    const opener = card.getByRole('button', { name: en.button });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: en.dialog.title });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(en.dialog.text);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.dialog.cancel);
    expect(await seriousViolations(page)).toEqual([]);
    await page.mouse.move(0, 0);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, 'approve-desktop-dialog.png'),
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.button);
    expect(standIn.calls.filter((c) => c.path.endsWith('/approve'))).toHaveLength(0);

    await opener.click();
    await dialog.getByRole('button', { name: en.dialog.confirm }).click();
    const progress = page.getByRole('region', { name: en.progress.title });
    await progress.waitFor();
    expect(standIn.calls.filter((c) => c.path === '/books/b-print/approve')).toHaveLength(1);
    expect(await progress.getByTestId('approved-on').textContent()).toMatch(
      /Approved on \d{1,2} \w{3} \d{4}/,
    );
    expect(await steps(page)).toEqual([
      'approved:done',
      'printing:current',
      'printed:upcoming',
      'label_created:upcoming',
      'in_transit:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
    expect(await page.getByRole('region', { name: en.title }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'approve-desktop-printing');

    // The printing partner prints and hands the parcel over; the page follows on its own (every 5 s).
    const b = standIn.state.books.get('b-print')!;
    b.fulfilment = 'shipped';
    b.parcel = {
      carrier: 'DHL',
      tracking_number: '00340434610000012345',
      tracking_url:
        'https://www.dhl.de/en/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434610000012345',
    };
    await page.getByTestId('print-shipment').waitFor({ timeout: 15_000 });
    // issue #24: a shipped item whose parcel the carrier has not scanned is a created label, as /tracking says.
    expect((await steps(page)).slice(0, 5)).toEqual([
      'approved:done',
      'printing:done',
      'printed:done',
      'label_created:current',
      'in_transit:upcoming',
    ]);
    expect(await page.getByTestId('print-shipment').textContent()).toContain('Parcel with DHL');
    expect(
      await page.getByRole('link', { name: `Track parcel 00340434610000012345` }).getAttribute('href'),
    ).toBe('/tracking?number=00340434610000012345');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'approve-desktop-shipped');

    // The viewer: no refining any more, a line saying why, the same progress under the book.
    await open(page, '/books/b-print/viewer');
    await page.getByTestId('viewer-approved').waitFor();
    expect(await page.getByTestId('viewer-approved').textContent()).toBe(en.approvedLine);
    expect(await page.getByRole('button', { name: 'Refine', exact: true }).count()).toBe(0);
    await page.getByTestId('print-shipment').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'approve-desktop-viewer');

    // My books: Approved on the card and the parcel's link.
    await open(page, '/books');
    const bookCard = page.locator('[data-testid="book-card"][data-book-id="b-print"]');
    await bookCard.getByTestId('book-tracking').waitFor();
    expect(await bookCard.getByTestId('book-approved').textContent()).toBe(en.approved);
    expect(
      await bookCard.getByRole('link', { name: 'Track parcel 00340434610000012345' }).getAttribute('href'),
    ).toBe('/tracking?number=00340434610000012345');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'approve-desktop-books');
    await context.close();
  });

  it('approves in the viewer on a 360 px phone, in German', async () => {
    const { context, page } = await customerPage(PHONE, 'de-DE');
    await open(page, '/books/b-druck/viewer');
    const card = page.getByRole('region', { name: de.title });
    await card.waitFor();
    expect(await page.getByRole('button', { name: 'Überarbeiten', exact: true }).count()).toBe(1);
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // What the phone shows with the card in view (a full-page shot would paint the sticky header mid-page).
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'approve-phone-viewer-step.png') });

    await card.getByRole('button', { name: de.button }).click();
    const dialog = page.getByRole('dialog', { name: de.dialog.title });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, 'approve-phone-dialog.png'),
    });
    await dialog.getByRole('button', { name: de.dialog.confirm }).click();

    await page.getByTestId('viewer-approved').waitFor();
    expect(await page.getByRole('button', { name: 'Überarbeiten', exact: true }).count()).toBe(0);
    const progress = page.getByRole('region', { name: de.progress.title });
    await progress.waitFor();
    expect(await progress.getByTestId('approved-on').textContent()).toMatch(
      /Freigegeben am \d{2}\.\d{2}\.\d{4}/,
    );
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'approve-phone-viewer-approved');

    const b = standIn.state.books.get('b-druck')!;
    b.fulfilment = 'shipped';
    b.parcel = { carrier: 'DHL', tracking_number: 'JJD000390007827462', tracking_url: 'https://www.dhl.de/' };
    await open(page, '/preview/b-druck');
    await page.getByTestId('print-shipment').waitFor();
    expect(
      await page.getByRole('link', { name: 'Sendung verfolgen: JJD000390007827462' }).getAttribute('href'),
    ).toBe('/tracking?number=JJD000390007827462');
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'approve-phone-preview-shipped');

    await open(page, '/books');
    const bookCard = page.locator('[data-testid="book-card"][data-book-id="b-druck"]');
    await bookCard.getByTestId('book-tracking').waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'approve-phone-books');
    await context.close();
  });

  it('shows the likeness check on the book page and the approval step; "ask for a change" opens the refine dialog on that page (issue #23)', async () => {
    // The same everywhere: one line on the approval step, one per character under the story.
    // (b-print was approved above: its step is the progress card now.)
    const { context, page } = await customerPage(DESKTOP, 'en-GB');
    await open(page, '/preview/b-en');
    const check = page.getByRole('region', { name: likeness.en.title });
    await check.waitFor();
    expect(await check.getByTestId('likeness-same').textContent()).toBe(
      '✓ Finn looks the same on all 4 pages',
    );
    const card = page.getByRole('region', { name: en.title });
    expect(await card.getByTestId('approve-likeness').textContent()).toBe(
      `${likeness.en.summaryLabel}: ✓ ${likeness.en.summarySame}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    // Something differs on page 3: named in German on both, with the page's picture and the way to change it.
    const de = await customerPage(DESKTOP, 'de-DE');
    await open(de.page, '/preview/b-gleich');
    const pruefung = de.page.getByRole('region', { name: likeness.de.title });
    await pruefung.waitFor();
    const problem = pruefung.getByTestId('likeness-problem');
    expect(await problem.textContent()).toBe(
      'Seite 3: Finn sieht anders aus (Kleidung) — Änderung anfragen (Seite 3) oder trotzdem freigeben',
    );
    await problem.getByRole('img', { name: 'Seite 3 deines Buchs' }).waitFor();
    expect(
      await problem
        .getByRole('img', { name: 'Seite 3 deines Buchs' })
        .evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth),
    ).toBeGreaterThan(0);
    const fact = de.page.getByTestId('approve-likeness');
    expect(await fact.getAttribute('data-passed')).toBe('false');
    expect(await fact.textContent()).toContain('Auf 1 Seite weicht etwas ab');
    expect(await seriousViolations(de.page)).toEqual([]);
    await screenshot(de.page, 'likeness-preview-de');

    await problem.getByRole('link', { name: 'Änderung anfragen (Seite 3)' }).click();
    const dialog = de.page.getByRole('dialog', { name: 'Buch überarbeiten' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('refine-focus').textContent()).toContain('Seite 3');
    expect(de.page.url()).toContain('/books/b-gleich/viewer?page=3&refine=1');
    expect(await seriousViolations(de.page)).toEqual([]);
    await screenshot(de.page, 'likeness-refine-de');
    await de.context.close();
  });
});
