import readAloud from '../src/components/viewer/read-aloud/read-aloud-texts';
import listenTexts from '../src/listen/listen-texts';
import { DESKTOP, PHONE, screenshot, seriousViolations } from './browser';
import { standInBook, startStandInStorefront, type StandInStorefront } from './stand-in-bff';

// issue #28 part 4: the page the printed QR code opens — no sign-in, the cover, the story read aloud page by page —
// in the storefront's production build against the BFF stand-in (each reading a 0.7 s tone, one 20 s).
jest.setTimeout(180_000);

const TOKEN = 'q7Yx3RZ0bN2mLk8wVt5sUf1H';
let site: StandInStorefront;
let base: string;

beforeAll(async () => {
  site = await startStandInStorefront((standIn) => {
    // A paid book whose listening link the parent turns on in My books.
    standIn.state.books.set('b-karte', { ...standInBook('b-karte', 'Mia und der Drachen', 'de') });
    standIn.state.books.set('b-hoeren', {
      ...standInBook('b-hoeren', 'Finn und der blaue See', 'de'),
      // Page 4 is a picture page: nothing is read there, and the listen page counts only what it reads. Page 5
      // reads long enough to be paused in.
      audio: { languages: ['de', 'en'], pages: [1, 2, 3, 5, 6], ms: 700, long: { pages: [5], ms: 20_000 } },
      listenToken: TOKEN,
    });
  });
  ({ base } = site);
});

afterAll(async () => {
  await site?.stop();
});

const readingPage = (page: import('playwright-core').Page, state: string, n: number) =>
  page.waitForFunction(
    ([s, p]) => {
      const el = document.querySelector('[data-testid="read-aloud-status"]');
      return el?.getAttribute('data-state') === s && el?.getAttribute('data-page') === String(p);
    },
    [state, n] as const,
    { timeout: 20_000 },
  );

describe('the listen page (issue #28 part 4)', () => {
  it('plays the story page by page without signing in, not indexed (phone, German browser)', async () => {
    const { page } = await site.visitor(PHONE, 'de-DE');
    const res = await page.goto(`${base}/listen/${TOKEN}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-robots-tag']).toContain('noindex');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('heading', { name: 'Finn und der blaue See' }).waitFor();
    await page.getByRole('img', { name: 'Titelbild von „Finn und der blaue See“' }).waitFor();
    const player = page.getByRole('group', { name: readAloud.de.label });
    expect(await seriousViolations(page)).toEqual([]);
    await player.getByRole('button', { name: readAloud.de.play }).click();
    await readingPage(page, 'playing', 1);
    // "Page X of N" counts the pages read aloud (title, story pages, "The End"), not the book's pages.
    // (Waited for: a 0.7 s reading may end between two looks on a busy machine.)
    const statusShows = (text: string) =>
      page.waitForFunction(
        (t) => document.querySelector('[data-testid="read-aloud-status"]')?.textContent === t,
        text,
        { timeout: 20_000 },
      );
    await statusShows('Liest Seite 1 von 5 vor (Deutsch)');
    // The first reading ends: the next page is read by itself.
    await readingPage(page, 'playing', 2);
    await screenshot(page, 'listen-phone-playing');
    // Past the picture page: the book's page 5 is the fourth page read.
    await statusShows('Liest Seite 4 von 5 vor (Deutsch)');
    await player.getByRole('button', { name: readAloud.de.pause }).click();
    await readingPage(page, 'paused', 4);
    expect(await page.getByTestId('read-aloud-status').textContent()).toBe('Pausiert auf Seite 4 von 5');
    expect(await page.getByTestId('read-aloud-audio').evaluate((a) => (a as HTMLAudioElement).paused)).toBe(
      true,
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  it('answers an unknown (replaced, switched-off) link with 404 in the browser’s language (laptop, English)', async () => {
    const { page } = await site.visitor(DESKTOP, 'en-GB');
    const res = await page.goto(`${base}/listen/${'x'.repeat(24)}`);
    expect(res?.status()).toBe(404);
    expect(res?.headers()['x-robots-tag']).toContain('noindex');
    await page.getByRole('heading', { name: listenTexts.en.notFoundTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'listen-desktop-not-found');
  });

  it('lets the parent turn the link on and make a new one on the book card in My books (phone, German)', async () => {
    const { page } = await site.visitor(PHONE, 'de-DE');
    await page.goto(`${base}/books`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    const card = page.locator('article', { hasText: 'Mia und der Drachen' });
    await card.getByText('Link zum Zuhören').click();
    const toggle = card.getByRole('switch', { name: 'Link zum Zuhören: aus' });
    await toggle.waitFor();
    // A controlled switch: it turns once the BFF has answered.
    await toggle.click();
    await card.getByRole('switch', { name: 'Link zum Zuhören: an' }).waitFor();
    const link = card.getByTestId('listening-url');
    expect(await link.textContent()).toBe('fabelhaft.example/listen/AbCdEfGhIjKlMnOpQrStUvWx');
    await card.getByRole('button', { name: 'Neuer Link' }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="listening-url"]')?.textContent?.endsWith('Z'),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'listen-my-books-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
