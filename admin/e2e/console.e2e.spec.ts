import { JOURNEY_WORDS } from '@fabelhaft/contracts/journey';
import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ADMIN_ROOT, createAdminApp } from '../server/app';
import { adminConfigSchema } from '../server/config';
import appDe from '../src/i18n/app.de';
import appEn from '../src/i18n/app.en';
import { CLIENT_ID, POOL_ID, STAND_IN_USERS, startStandIn, type StandIn } from './stand-in-api';

// The console's production build, served by its own server, against the stand-in API and identity.
// The longest test walks every page of the console, each axe-checked and screenshotted: on two busy cores
// (a CI run beside the browser journeys) that has taken more than two minutes.
jest.setTimeout(240_000);

const SCREENSHOTS = join(__dirname, '../../.test-results/screenshots');
const [support, customer] = STAND_IN_USERS as [(typeof STAND_IN_USERS)[0], (typeof STAND_IN_USERS)[0]];

let standIn: StandIn;
let server: Server;
let browser: Browser;
let base: string;

beforeAll(async () => {
  // Built once for the whole run by the test suite's global setup (libs/testing/src/global-setup.ts), so that
  // no test rebuilds the dist folder another stack is serving from; built here only when run on its own.
  if (!existsSync(join(ADMIN_ROOT, 'dist/index.html'))) {
    const build = spawnSync(
      process.execPath,
      [join(__dirname, '../../node_modules/vite/bin/vite.js'), 'build'],
      { cwd: ADMIN_ROOT, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  }
  standIn = await startStandIn();
  const config = adminConfigSchema.parse({
    NODE_ENV: 'production',
    BFF_URL: standIn.url,
    COGNITO_USER_POOL_ID: POOL_ID,
    COGNITO_CLIENT_ID: CLIENT_ID,
    COGNITO_ENDPOINT: standIn.url,
  });
  const { app } = await createAdminApp(config);
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await standIn?.stop();
});

async function newPage(locale: 'de-DE' | 'en-GB' = 'de-DE'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error', e.message));
  return page;
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.mouse.move(0, 0); // no hover tooltips in the picture
  await page.screenshot({ path: join(SCREENSHOTS, `admin-${name}.png`), fullPage: true });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signIn(page: Page, user: { email: string; password: string }, texts = appDe.fabelhaft.auth) {
  await page.goto(base);
  await page.getByLabel(texts.email).fill(user.email);
  await page.getByLabel(texts.password).fill(user.password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}

describe('support console', () => {
  it('shows a customer a clear refusal and signs them out', async () => {
    const page = await newPage();
    await signIn(page, customer);
    await expect(page.getByRole('alert').textContent()).resolves.toContain(appDe.fabelhaft.auth.notSupport);
    expect(await page.evaluate(() => localStorage.getItem('fabelhaft.admin.session'))).toBeNull();
    // No API call was made with the customer's token.
    expect(standIn.calls.filter((c) => c.sub === 'sub-customer')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'login-refused');
    await page.context().close();
  });

  it('refuses a wrong password in English', async () => {
    const page = await newPage('en-GB');
    await signIn(page, { email: support.email, password: 'wrong-password' }, appEn.fabelhaft.auth);
    await expect(page.getByRole('alert').textContent()).resolves.toContain(appEn.fabelhaft.auth.failed);
    await page.context().close();
  });

  it('lets support sign in, see pending requests oldest first, approve one, and the list updates', async () => {
    const page = await newPage();
    await signIn(page, support);
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    // Pending tab by default; oldest first: lr-1 (3 days), lr-2 (2 days), lr-3 (1 day).
    await expect(
      page.getByRole('tab', { name: appDe.fabelhaft.limitRequests.tabs.pending, selected: true }).count(),
    ).resolves.toBe(1);
    await expect(rows.count()).resolves.toBe(3);
    await expect(rows.nth(0).textContent()).resolves.toContain('anna@example.com');
    await expect(rows.nth(2).textContent()).resolves.toContain('cleo@example.com');
    const listCall = standIn.calls.find((c) => c.path.startsWith('/admin/limit-requests?'));
    expect(decodeURIComponent(listCall!.path)).toContain('filter={"status":"pending"}');
    expect(decodeURIComponent(listCall!.path)).toContain('sort=["createdAt","ASC"]');
    expect(listCall!.sub).toBe('sub-support');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'limit-requests');

    // Approve anna's preview request with 5 instead of the default 3.
    await rows
      .nth(0)
      .getByRole('button', { name: appDe.fabelhaft.limitRequests.approve, exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('spinbutton');
    await expect(input.inputValue()).resolves.toBe('3');
    await input.fill('5');
    await shot(page, 'approve-dialog');
    await dialog.getByRole('button', { name: appDe.fabelhaft.limitRequests.approve, exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 2);
    await expect(rows.nth(0).textContent()).resolves.toContain('ben@example.com');
    const approve = standIn.calls.find((c) => c.path === '/admin/limit-requests/lr-1/approve');
    expect(approve).toMatchObject({ method: 'POST', sub: 'sub-support', body: { grant: 5 } });
    expect(standIn.data.customers!.find((c) => c.id === 'c-anna')).toMatchObject({
      previewLimit: 15,
      previewRemaining: 5,
    });

    // The approved tab shows it, with no decision buttons.
    await page.getByRole('tab', { name: appDe.fabelhaft.limitRequests.tabs.approved }).click();
    const approvedRow = page
      .locator('table tbody tr', { hasText: 'anna@example.com' })
      .filter({ hasText: '5' });
    await approvedRow.first().waitFor();
    await expect(
      page.getByRole('button', { name: appDe.fabelhaft.limitRequests.approve, exact: true }).count(),
    ).resolves.toBe(0);

    // Show page of a pending request: quota and the customer's books.
    await page.goto(`${base}/#/limit-requests/lr-2/show`);
    // Exactly: the app bar's title ("Kontingentanfrage …") is a heading too, once the record has loaded.
    await page.getByRole('heading', { name: appDe.fabelhaft.limitRequests.quota, exact: true }).waitFor();
    await page.getByText('Mila at Sea').waitFor();
    await expect(
      page.getByRole('button', { name: appDe.fabelhaft.limitRequests.reject, exact: true }).count(),
    ).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'limit-request-show');

    // The other pages, each axe-clean, each screenshotted.
    const pages: [string, string, string][] = [
      ['customers', '#/customers', 'anna@example.com'],
      ['customer-show', '#/customers/c-anna/show', 'Mira und der Mondhase'],
      ['orders', '#/orders', 'o-1002'],
      ['order-show', '#/orders/o-1001/show', 'RE-2026-1001'],
      ['books', '#/books', 'Mila at Sea'],
      ['book-show', '#/books/b-ben-1/show', 'render worker crashed'],
      // issue #23: the likeness list per book.
      ['book-likeness', '#/books/b-anna-1/show', 'the collar is missing'],
      ['dead-letters', '#/dead-letters', 'produce-book'],
    ];
    for (const [name, hash, text] of pages) {
      await page.goto(`${base}/${hash}`);
      await page.getByText(text).first().waitFor();
      expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
      await shot(page, name);
    }
    await page.context().close();
  });

  it('rejects a request with a reason and retries a dead letter', async () => {
    const page = await newPage();
    await signIn(page, support);
    await page.waitForURL(/#\/limit-requests/);
    const row = page.locator('table tbody tr', { hasText: 'cleo@example.com' });
    await row.getByRole('button', { name: appDe.fabelhaft.limitRequests.reject, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: appDe.fabelhaft.limitRequests.reject, exact: true });
    await dialog.getByLabel(appDe.fabelhaft.limitRequests.reasonLabel).fill('no');
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog
      .getByLabel(appDe.fabelhaft.limitRequests.reasonLabel)
      .fill('Bitte zuerst die offene Vorschau ansehen.');
    await submit.click();
    await row.waitFor({ state: 'detached' });
    expect(standIn.data['limit-requests']!.find((r) => r.id === 'lr-3')).toMatchObject({
      status: 'rejected',
      reason: 'Bitte zuerst die offene Vorschau ansehen.',
      decidedBy: 'sub-support',
    });

    await page.goto(`${base}/#/dead-letters`);
    const letter = page.locator('table tbody tr', { hasText: 'produce-book' });
    await letter.getByRole('button', { name: appDe.fabelhaft.deadLetters.retry, exact: true }).click();
    await letter.waitFor({ state: 'detached' });
    expect(standIn.calls.find((c) => c.path === '/admin/dead-letters/books%3A412/retry')?.method).toBe(
      'POST',
    );
    await page.context().close();
  });

  it('finds a customer by email, follows an order to its book, print job and parcel, and reads the refinement dialogue', async () => {
    // issue #24, "support sees what the parent sees".
    const t = appEn.fabelhaft;
    const fields = appEn.resources;
    const page = await newPage('en-GB');
    await signIn(page, support, t.auth);
    await page.waitForURL(/#\/limit-requests/);

    // Search by email.
    await page.goto(`${base}/#/customers`);
    await page.locator('table tbody tr').first().waitFor();
    await page.getByPlaceholder(fields.customers.fields.q).fill('anna@example');
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    const searched = standIn.calls.filter((c) => c.path.startsWith('/admin/customers?')).at(-1)!;
    expect(decodeURIComponent(searched.path)).toContain('"q":"anna@example"');
    await page.locator('table tbody tr', { hasText: 'anna@example.com' }).click();
    await page.waitForURL(/#\/customers\/c-anna\/show/);

    // Open an order from the customer's page: address, parcel and customer as fields.
    await page.locator('table tbody tr', { hasText: 'RE-2026-1001' }).click();
    await page.waitForURL(/#\/orders\/o-1001\/show/);
    await page.getByText('Lindenallee 7').waitFor();
    await expect(page.getByText('50667 Köln').count()).resolves.toBe(1);
    const customerLink = page.getByRole('link', { name: 'anna@example.com', exact: true });
    await expect(customerLink.getAttribute('href')).resolves.toBe('#/customers/c-anna/show');
    const parcel = page.getByRole('link', { name: 'dhl 00340434161094041001' }).first();
    const parcelUrl = await parcel.getAttribute('href');
    expect(parcelUrl).toBe(`${standIn.url}/parcels/00340434161094041001`);
    // issue #24: the item and its print job in the parent's words (libs/contracts journey.ts), not raw statuses.
    const items = page.locator('table', { hasText: 'Hardcover' }).first();
    await expect(items.locator('[data-journey]').first().textContent()).resolves.toBe(
      JOURNEY_WORDS.en.delivered,
    );
    await expect(items.getByText('shipped', { exact: true }).count()).resolves.toBe(0);
    const job = page.locator('table tbody tr', { hasText: 'pj-1001' });
    await expect(job.locator('[data-journey]').textContent()).resolves.toBe(JOURNEY_WORDS.en.label_created);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'order-show-links');

    // Its print job …
    await page.locator('table tbody tr', { hasText: 'pj-1001' }).getByText('pj-1001').click();
    await page.waitForURL(/#\/print-jobs\/pj-1001\/show/);
    await page.getByText('fabelhaft-print-sim').first().waitFor();
    await page.goBack();
    await page.waitForURL(/#\/orders\/o-1001\/show/);

    // … its parcel at the carrier …
    const carrier = await page.context().newPage();
    await carrier.goto(parcelUrl!);
    await expect(carrier.getByRole('heading').textContent()).resolves.toBe(
      'Parcel 00340434161094041001: delivered',
    );
    await carrier.close();

    // … and its book: customer, orders, print jobs and the refinement dialogue, read-only.
    await page.getByRole('link', { name: 'Mira und der Mondhase' }).first().click();
    await page.waitForURL(/#\/books\/b-anna-1\/show/);
    await page.getByRole('heading', { name: t.books.refinement }).waitFor();
    const dialogue = page.getByRole('region', { name: 'Session 2' });
    await dialogue.getByText('Was soll ich ändern: den Text, das Bild oder eine Figur?').waitFor();
    await expect(dialogue.textContent()).resolves.toContain('Bitte mach Seite 4 schöner.');
    await expect(dialogue.textContent()).resolves.toContain(t.status.awaiting_clarification);
    const earlier = page.getByRole('region', { name: 'Session 1' });
    await expect(earlier.textContent()).resolves.toContain('Der Mondhase trägt eine rote Mütze.');
    await expect(
      page.getByRole('link', { name: 'anna@example.com', exact: true }).first().getAttribute('href'),
    ).resolves.toBe('#/customers/c-anna/show');
    await page.getByText('pj-1001').first().waitFor();
    await page.getByText('o-1004').first().waitFor();
    // Where the book is, as its parent's book page says it (its newest print job's step).
    await page.locator('[data-journey="label_created"]').first().waitFor();
    // Read-only: nothing to send or confirm in the dialogue.
    await expect(dialogue.getByRole('button').count()).resolves.toBe(0);
    expect(standIn.calls.some((c) => c.path.startsWith('/admin/refinement-sessions?'))).toBe(true);
    expect(standIn.calls.filter((c) => c.method !== 'GET' && c.path.includes('refinement'))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'book-show-dialogue');

    // The books list names each book's customer, linking to them.
    await page.goto(`${base}/#/books`);
    const row = page.locator('table tbody tr', { hasText: 'Mila at Sea' });
    await row.getByRole('link', { name: 'ben@example.com' }).click();
    await page.waitForURL(/#\/customers\/c-ben\/show/);

    // The sessions list, waiting on a parent's answer.
    await page.goto(`${base}/#/refinement-sessions`);
    await page.getByRole('tab', { name: t.refinement.tabs.awaiting_clarification }).click();
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'refinement-sessions');
    await page.context().close();
  });

  it('refunds one item of an order and shows the credit note', async () => {
    const page = await newPage('en-GB');
    await signIn(page, support, appEn.fabelhaft.auth);
    await page.waitForURL(/#\/limit-requests/);
    await page.goto(`${base}/#/orders/o-1004/show`);
    await page.getByRole('button', { name: appEn.fabelhaft.orders.refund, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(appEn.fabelhaft.orders.refundItems).check();
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByLabel(appEn.fabelhaft.orders.refundReason).fill('Damaged in shipping');
    await dialog.getByRole('button', { name: appEn.fabelhaft.orders.refund, exact: true }).click();
    await page.getByText('Credit note RK-2026-0001').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(standIn.calls.find((c) => c.path === '/admin/orders/o-1004/refund')).toMatchObject({
      body: { items: ['o-1004-i1'], reason: 'Damaged in shipping' },
      sub: 'sub-support',
    });
    await shot(page, 'order-refunded');
    await page.context().close();
  });
});
