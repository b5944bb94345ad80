import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import refine from '../src/i18n/texts/refine';
import viewer from '../src/i18n/texts/viewer';
import { DESKTOP, PHONE, SCREENSHOT_DIR, screenshot, seriousViolations } from './browser';
import { startStandInStorefront, type StandIn, type StandInStorefront } from './stand-in-bff';

// The refinement dialog and the right-to-left viewer (spec §2, §4, issue #14) in the storefront's production
// build, against a stand-in for the BFF; the full-stack journey runs against the real services elsewhere.
jest.setTimeout(120_000);

const en = { refine: refine.en, viewer: viewer.en };
const de = { refine: refine.de, viewer: viewer.de };

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

async function openViewer(page: Page, bookId: string) {
  await page.goto(`${base}/books/${bookId}/viewer`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  // page-flip has laid the book out and every picture has arrived.
  await page.getByTestId('viewer-counter').waitFor();
  await page.waitForFunction(() => {
    // The pictures on show (issue #25: the others load when their page comes near).
    const images = [...document.querySelectorAll<HTMLImageElement>('.viewer-page-img')].filter(
      (img) => img.getClientRects().length > 0,
    );
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  });
  // page-flip is ready: the way forward is open.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLButtonElement>('.viewer-control')].some((b) => !b.disabled),
  );
}

/** What is on the screen (the modal dialog covers the viewport; the page under it does not scroll). */
async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

const counter = (page: Page) => page.getByTestId('viewer-counter').textContent();
const dialog = (page: Page) => page.getByRole('dialog');
const badge = (page: Page) => page.getByTestId('refine-status');

async function turnTo(page: Page, key: 'ArrowLeft' | 'ArrowRight', expected: string) {
  await page.keyboard.press(key);
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="viewer-counter"]')?.textContent === text,
    expected,
  );
  // The turn's animation (spec §9: 700 ms) has ended before anything is measured or photographed.
  await page.waitForTimeout(900);
}

/** The x position of a page picture that is on show (page-flip hides the others). */
async function shownX(page: Page, alt: string): Promise<number> {
  return page.evaluate((text) => {
    const img = [...document.querySelectorAll<HTMLImageElement>('.viewer-page-img')].find(
      (i) => i.alt === text && i.getBoundingClientRect().width > 0,
    );
    if (!img) throw new Error(`no page on show with alt ${text}`);
    const box = img.getBoundingClientRect();
    return box.left + box.width / 2;
  }, alt);
}

describe('the refinement dialog (spec §2, §4)', () => {
  it('refines "Make the fox’s scarf blue" on the open spread; the viewer shows the new pages without a reload', async () => {
    const { context, page } = await customerPage(DESKTOP);
    await openViewer(page, 'b-en');
    expect(await page.getByTestId('viewer-edits').textContent()).toBe('Edits left on your account: 3 of 3');
    await turnTo(page, 'ArrowRight', '2–3 / 6');
    await turnTo(page, 'ArrowRight', '4–5 / 6');
    const refineButton = page.getByRole('button', { name: en.viewer.refine.button, exact: true });
    await refineButton.click();

    await badge(page).waitFor();
    expect(await badge(page).textContent()).toBe(en.refine.status.draft);
    expect(await page.getByTestId('refine-focus').textContent()).toBe(
      'You are looking at pages 4 and 5 – “this page” means page 4.',
    );
    const box = await dialog(page).boundingBox();
    expect(box?.height).toBe(640);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.refine.close);
    // Modal: what floats over every page (the assistant's button) lies under the scrim too.
    expect(
      await page.evaluate(() => {
        const button = document.querySelector('.overlays button');
        if (!button) return 'no assistant button';
        const box = button.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.className;
      }),
    ).toBe('books-scrim');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'refine-desktop-open');

    // A message the planner cannot map: it asks back.
    const message = page.getByLabel(en.refine.message.label, { exact: true });
    await message.fill('change it');
    await message.press('Enter');
    await page.getByTestId('refine-clarification').waitFor();
    expect(await badge(page).textContent()).toBe(en.refine.status.awaiting_clarification);
    expect(await badge(page).getAttribute('data-tone')).toBe('warning');
    const sent = standIn.calls.filter((c) => c.path.endsWith('/messages'));
    expect(sent.map((c) => c.body)).toEqual([{ message: 'change it', focus_pages: [4, 5] }]);

    await message.fill('Make the fox’s scarf blue');
    await message.press('Enter');
    await page.getByTestId('refine-plan').waitFor();
    expect(await badge(page).textContent()).toBe(en.refine.status.awaiting_confirmation);
    expect(await page.getByTestId('refine-plan').textContent()).toContain('Character Finn');
    expect(await page.getByRole('log').getByRole('listitem').count()).toBe(4);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'refine-desktop-plan');

    const before = await page
      .locator('.viewer-page-img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    await page.getByLabel(en.refine.notes.label).fill('Thank you!');
    await page.getByRole('button', { name: en.refine.confirm.button }).click();
    await page.locator('[data-testid="refine-status"][data-status="queued"]').waitFor();
    expect(standIn.calls.filter((c) => c.path.endsWith('/confirm')).map((c) => c.body)).toEqual([
      { notes: 'Thank you!' },
    ]);
    expect(await page.getByRole('button', { name: en.refine.message.send }).isDisabled()).toBe(true);

    // spec §4: polled every 5 s — queued → running → completed, then the viewer's data is fetched again.
    await page.getByTestId('refine-completed').waitFor({ timeout: 20_000 });
    expect(await badge(page).getAttribute('data-tone')).toBe('success');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.viewer-page-img')].some((i) =>
        i.src.includes('rev=1'),
      ),
    );
    const after = await page
      .locator('.viewer-page-img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    // The fox's pages (1, 2, 3, 5) are new; page 4 and the back are as they were.
    expect(after.map((src, i) => src !== before[i])).toEqual([true, true, true, false, true, false]);
    const polls = standIn.calls.filter((c) => /\/refine\/s\d+$/.test(c.path)).length;
    await shot(page, 'refine-desktop-completed');

    await page.keyboard.press('Escape');
    expect(await dialog(page).count()).toBe(0);
    expect(await refineButton.evaluate((b) => b === document.activeElement)).toBe(true);
    // The poll stopped with the session done; the edit count moved (spec §4 edit quota).
    await page.waitForTimeout(5500);
    expect(standIn.calls.filter((c) => /\/refine\/s\d+$/.test(c.path)).length).toBe(polls);
    expect(await page.getByTestId('viewer-edits').textContent()).toBe('Edits left on your account: 2 of 3');
    await page.waitForTimeout(200);
    await screenshot(page, 'refine-desktop-viewer-after');
    await context.close();
  });

  it('fills a 360 px phone screen, stays usable, and says "Edit limit reached" with a way to ask for more (de)', async () => {
    standIn.state.limits.edit_remaining = 0;
    const { context, page } = await customerPage(PHONE, 'de-DE');
    await openViewer(page, 'b-en');
    await page.getByRole('button', { name: de.viewer.refine.button, exact: true }).click();
    await badge(page).waitFor();
    const box = await dialog(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect(await page.getByTestId('refine-focus').textContent()).toBe(
      'Du siehst gerade Seite 1 – sag „diese Seite“, um sie zu meinen.',
    );
    const message = page.getByLabel(de.refine.message.label, { exact: true });
    await message.fill('Mach den Schal des Fuchses blau');
    await page.getByRole('button', { name: de.refine.message.send }).click();
    await page.getByTestId('refine-plan').waitFor();
    await shot(page, 'refine-phone-plan');
    // Everything needed to answer and confirm is on the screen, none of it cut off.
    for (const control of [
      message,
      page.getByRole('button', { name: de.refine.message.send }),
      page.getByLabel(de.refine.notes.label),
      page.getByRole('button', { name: de.refine.confirm.button }),
    ]) {
      const b = await control.boundingBox();
      expect(b).not.toBeNull();
      expect(b!.x).toBeGreaterThanOrEqual(0);
      expect(b!.x + b!.width).toBeLessThanOrEqual(PHONE.width);
      expect(b!.y + b!.height).toBeLessThanOrEqual(PHONE.height);
    }
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: de.refine.confirm.button }).click();
    const error = page.getByTestId('refine-error-confirm');
    await error.waitFor();
    expect(await error.textContent()).toContain(`${de.refine.error.confirm} Edit limit reached`);
    expect(await error.getByRole('link', { name: de.refine.moreEdits }).getAttribute('href')).toBe(
      '/books#book-b-en',
    );
    expect(await badge(page).textContent()).toBe(de.refine.status.awaiting_confirmation);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'refine-phone-limit');
    await context.close();
    standIn.state.limits.edit_remaining = 2;
  });
});

describe('an Arabic book turns right to left (issue #14)', () => {
  it('opens on the cover, shows page 2 to the right of page 3, and turns forward with ←', async () => {
    const { context, page } = await customerPage(DESKTOP);
    await openViewer(page, 'b-ar');
    expect(await page.getByTestId('viewer').getAttribute('data-direction')).toBe('rtl');
    expect(await counter(page)).toBe('1 / 6');
    expect(await page.getByTestId('viewer-hint').textContent()).toBe(en.viewer.hintRtl);
    await screenshot(page, 'refine-rtl-cover');

    await turnTo(page, 'ArrowLeft', '2–3 / 6');
    const right = await shownX(page, 'Finn the fox in his red scarf, page 2');
    const left = await shownX(page, 'Finn the fox in his red scarf, page 3');
    expect(right).toBeGreaterThan(left);
    // The Next button sits on the left of the row, Previous on the right.
    const next = await page.getByRole('button', { name: en.viewer.next }).boundingBox();
    const previous = await page.getByRole('button', { name: en.viewer.previous }).boundingBox();
    expect(next!.x).toBeLessThan(previous!.x);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'refine-rtl-spread');

    await turnTo(page, 'ArrowLeft', '4–5 / 6');
    await turnTo(page, 'ArrowRight', '2–3 / 6');
    await page.getByRole('button', { name: en.viewer.next }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="viewer-counter"]')?.textContent === '4–5 / 6',
    );
    await context.close();
  });
});
