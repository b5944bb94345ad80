import type { Page } from 'playwright-core';
import readAloud from '../src/components/viewer/read-aloud/read-aloud-texts';
import { DESKTOP, PHONE, screenshot, seriousViolations } from './browser';
import { standInBook, startStandInStorefront, type StandInStorefront } from './stand-in-bff';

// issue #28: the viewer reads a bilingual book aloud — play, the book turns when a page's reading ends, pause —
// and has the owner's listening link (part 4), in the storefront's production build against the BFF stand-in
// (each page's reading a 0.7 s tone in MP3, page 5's 20 s).
jest.setTimeout(180_000);

let site: StandInStorefront;
let base: string;

beforeAll(async () => {
  site = await startStandInStorefront((standIn) => {
    standIn.state.books.set('b-vorlesen', {
      ...standInBook('b-vorlesen', 'Finn und der blaue See', 'de'),
      // Page 4 is a picture page: nothing is read there. Page 5 reads long enough to be paused in.
      // MP3 as production stores readings (LAME, 48 kbit/s CBR mono): the browser plays and ends what it gets.
      audio: {
        languages: ['de', 'en'],
        pages: [1, 2, 3, 5, 6],
        ms: 700,
        long: { pages: [5], ms: 20_000 },
        format: 'mp3',
      },
    });
  });
  ({ base } = site);
});

afterAll(async () => {
  await site?.stop();
});

async function openViewer(page: Page) {
  await page.goto(`${base}/books/b-vorlesen/viewer`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.getByTestId('viewer-counter').waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLButtonElement>('.viewer-control')].some((b) => !b.disabled),
  );
  // Every state the player shows, in order: a page read in 0.7 s may be over before a poll would see it on two
  // busy cores (it was, in CI), so the test waits on what was shown, not on what is shown now.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { readAloudSeen: string[] }).readAloudSeen = seen;
    const note = () => {
      const el = document.querySelector('[data-testid="read-aloud-status"]');
      const entry = `${el?.getAttribute('data-state')}:${el?.getAttribute('data-page')}:${el?.textContent}`;
      if (el && seen.at(-1) !== entry) seen.push(entry);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-state', 'data-page'],
    });
  });
  seenUpTo.set(page, 0);
}

const status = (page: Page) => page.getByTestId('read-aloud-status');
/** How far into the page's history of player states the test has come. */
const seenUpTo = new WeakMap<Page, number>();
/**
 * Waits until the player has shown this page (viewer numbers, 1 = cover) in this state, after what the test saw
 * last (and, when given, with a status text ending so); returns the status text it showed then.
 */
const readingPage = async (page: Page, state: string, pageNumber: number, textEnd = '') => {
  const from = seenUpTo.get(page) ?? 0;
  const handle = await page.waitForFunction(
    ([prefix, end, i]) => {
      const seen = (window as unknown as { readAloudSeen: string[] }).readAloudSeen;
      const at = seen.findIndex((e, k) => k >= i && e.startsWith(prefix) && e.endsWith(end));
      return at >= 0 ? [at + 1, seen[at].slice(prefix.length)] : false;
    },
    [`${state}:${pageNumber}:`, textEnd, from] as const,
    { timeout: 20_000 },
  );
  const [next, text] = (await handle.jsonValue()) as [number, string];
  seenUpTo.set(page, next);
  return text;
};
const counterIs = (page: Page, text: string) =>
  page.waitForFunction(
    (t) => document.querySelector('[data-testid="viewer-counter"]')?.textContent === t,
    text,
    { timeout: 20_000 },
  );

describe('reading a book aloud in the viewer (issue #28)', () => {
  it('reads page by page, turns the book when a reading ends, and pauses (laptop)', async () => {
    const { page } = await site.visitor(DESKTOP, 'en-GB');
    await openViewer(page);
    const player = page.getByRole('group', { name: readAloud.en.label });
    await player.waitFor();
    expect(await player.getByLabel(readAloud.en.language).locator('option').allTextContents()).toEqual([
      'German',
      'English',
      readAloud.en.both,
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    await player.getByRole('button', { name: readAloud.en.play }).click();
    expect(await readingPage(page, 'playing', 1)).toBe('Reading page 1 of 6 aloud (German)');
    expect(
      await page.getByTestId('read-aloud-audio').evaluate((a) => (a as HTMLAudioElement).currentSrc),
    ).toMatch(/\/1-de\.mp3$/);
    // The cover's reading ends: the book turns to pages 2–3 by itself and reads on.
    await readingPage(page, 'playing', 2);
    await counterIs(page, '2–3 / 6');
    await readingPage(page, 'playing', 3);
    // Page 4 has no words: the reading goes on with page 5, turning the book.
    await readingPage(page, 'playing', 5);
    await counterIs(page, '4–5 / 6');
    await screenshot(page, 'read-aloud-desktop-playing');

    await player.getByRole('button', { name: readAloud.en.pause }).click();
    await readingPage(page, 'paused', 5);
    expect(await page.getByTestId('read-aloud-audio').evaluate((a) => (a as HTMLAudioElement).paused)).toBe(
      true,
    );
    expect(await status(page).textContent()).toBe('Paused on page 5 of 6');
    // Paused, the book stays where it is; the page keys still turn it.
    await page.keyboard.press('ArrowLeft');
    await counterIs(page, '2–3 / 6');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('reads both languages one after the other, started from the keyboard (phone, German)', async () => {
    const { page } = await site.visitor(PHONE, 'de-DE');
    await openViewer(page);
    const player = page.getByRole('group', { name: readAloud.de.label });
    await player.getByLabel(readAloud.de.language).selectOption('both');
    const play = player.getByRole('button', { name: readAloud.de.play });
    await play.focus();
    await page.keyboard.press('Enter');
    expect(await readingPage(page, 'playing', 1)).toBe('Liest Seite 1 von 6 vor (Deutsch)');
    // Both languages: page 1 again in English before the book turns.
    await readingPage(page, 'playing', 1, '(Englisch)');
    await readingPage(page, 'playing', 2);
    await readingPage(page, 'playing', 5);
    await screenshot(page, 'read-aloud-phone-playing');
    expect(await seriousViolations(page)).toEqual([]);
    await player.getByRole('button', { name: readAloud.de.pause }).click();
    await readingPage(page, 'paused', 5);
    expect(await status(page).textContent()).toBe('Pausiert auf Seite 5 von 6');
    // issue #28 part 4: the owner's listening link is under the viewer too, in German.
    await page.getByText('Link zum Zuhören', { exact: true }).waitFor();
  });

  it('lets the owner turn the listening link on and make a new one in the viewer, all from the keyboard (laptop)', async () => {
    const { page } = await site.visitor(DESKTOP, 'en-GB');
    await openViewer(page);
    const control = page.getByTestId('listening-link');
    const summary = control.getByText('Listening link', { exact: true });
    await summary.waitFor();
    // Reachable with Tab from the read-aloud player (the way a keyboard goes down the page).
    await page
      .getByRole('group', { name: readAloud.en.label })
      .getByRole('button', { name: readAloud.en.play })
      .focus();
    const summaryFocused = () =>
      page.evaluate(
        () => document.activeElement?.closest('[data-testid="listening-link"] > summary') !== null,
      );
    for (let i = 0; i < 15 && !(await summaryFocused()); i += 1) await page.keyboard.press('Tab');
    expect(await summaryFocused()).toBe(true);
    await page.keyboard.press('Enter');
    const off = control.getByRole('switch', { name: 'Listening link: off' });
    await off.waitFor();
    await page.keyboard.press('Tab');
    expect(await off.evaluate((el) => el === document.activeElement)).toBe(true);
    // A controlled switch: it turns once the BFF has answered.
    await page.keyboard.press('Space');
    await control.getByRole('switch', { name: 'Listening link: on' }).waitFor();
    const url = control.getByTestId('listening-url');
    expect(await url.textContent()).toBe('fabelhaft.example/listen/AbCdEfGhIjKlMnOpQrStUvWx');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const renew = control.getByRole('button', { name: 'New link' });
    expect(await renew.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="listening-url"]')?.textContent?.endsWith('Z'),
    );
    const asked = site.standIn.calls
      .filter((c) => c.path.startsWith('/books/b-vorlesen/listening-link'))
      .map((c) => `${c.method} ${c.path}`);
    expect(asked).toEqual([
      'GET /books/b-vorlesen/listening-link',
      'PUT /books/b-vorlesen/listening-link',
      'POST /books/b-vorlesen/listening-link/renew',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await control.scrollIntoViewIfNeeded();
    await screenshot(page, 'read-aloud-viewer-listening-link');
  });
});
