import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { eventually } from '@fabelhaft/testing';
import type { PaymentProvider } from '@fabelhaft/payments';
import type { LocalCheckoutHandle } from './local-checkout';
import { adapterFor, checkoutInput, startTestCheckout, temporaryDataDir, WebhookReceiver } from './test-kit';

const SCREENSHOT_DIR = join(__dirname, '../../../.test-results/screenshots/checkout');

const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#27305a"/>
<circle cx="46" cy="16" r="7" fill="#f2b84b"/><path d="M0 50 Q20 30 40 46 T64 42 V64 H0Z" fill="#2f6b5a"/>
<path d="M22 40 l6-10 6 10z" fill="#d8652f"/></svg>`;

/** The shop's side: a book cover image and the success/cancel pages the checkout returns to. */
async function startShop(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/cover.svg')) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(COVER_SVG);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Shop</title><h1>${req.url?.split('?')[0]}</h1></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

// A browser page per case on a loaded CI machine (the whole suite runs beside it): a generous bound.
jest.setTimeout(120_000);

describe('local checkout: the hosted page in a browser', () => {
  let browser: Browser;
  let shop: { url: string; server: Server };
  let receiver: WebhookReceiver;
  let checkout: LocalCheckoutHandle;
  let provider: PaymentProvider;

  beforeAll(async () => {
    shop = await startShop();
    receiver = await new WebhookReceiver(adapterFor({ port: 0 })).start();
    checkout = await startTestCheckout(temporaryDataDir(), receiver.url);
    provider = adapterFor(checkout);
    browser = await chromium.launch({
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
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
    await checkout.stop();
    await receiver.stop();
    shop.server.closeAllConnections();
    shop.server.close();
  });

  const cases = [
    { name: 'phone-de', viewport: { width: 360, height: 780 }, locale: 'de' as const },
    { name: 'desktop-en', viewport: { width: 1280, height: 860 }, locale: 'en' as const },
  ];

  it.each(cases)('pays at $viewport.width px ($locale) without serious accessibility problems', async (c) => {
    const session = await provider.createCheckoutSession(
      checkoutInput({
        locale: c.locale,
        lineItems: [
          {
            name: c.locale === 'de' ? 'Der kleine Fuchs und der Mond' : 'The Little Fox and the Moon',
            description: c.locale === 'de' ? 'Heft · 24 Seiten' : 'Booklet · 24 pages',
            imageUrl: `${shop.url}/cover.svg`,
            unitAmount: 2990,
            quantity: 2,
          },
        ],
        successUrl: `${shop.url}/checkout/success`,
        cancelUrl: `${shop.url}/checkout/cancel`,
      }),
    );
    const context = await browser.newContext({ viewport: c.viewport, locale: c.locale });
    const page = await context.newPage();
    const t =
      c.locale === 'de'
        ? { email: 'E-Mail', apply: 'Einlösen', pay: /bezahlen/, declined: 'Deine Karte wurde abgelehnt.' }
        : { email: 'E-mail', apply: 'Apply', pay: /^Pay/, declined: 'Your card was declined.' };

    await page.goto(session.url!);
    await expect(page.getByLabel(t.email, { exact: true }).inputValue()).resolves.toBe('anna@example.com');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `${c.name}-1-page`);

    // Nothing filled in: the server names every problem next to its field.
    await page.getByLabel(t.email, { exact: true }).fill('');
    await page.getByRole('button', { name: t.pay }).click();
    await page.locator('.error-summary').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `${c.name}-2-errors`);

    await page.locator('#promo-code').fill('WELCOME10');
    await page.getByRole('button', { name: t.apply }).click();
    await page.locator('.promo-applied').waitFor();

    const fillForm = async (card: string) => {
      await page.getByLabel(t.email, { exact: true }).fill('anna@example.com');
      await page.locator('#f-name').fill('Anna Muster');
      await page.locator('#f-line1').fill('Hauptstraße 1');
      await page.locator('#f-postal-code').fill('10115');
      await page.locator('#f-city').fill('Berlin');
      await page.locator('#f-country').selectOption('DE');
      await page.locator('#f-card-number').fill(card);
      await page.locator('#f-card-expiry').fill('12 / 34');
      await page.locator('#f-card-cvc').fill('123');
    };
    await fillForm('4000 0000 0000 0002');
    await page.getByRole('button', { name: t.pay }).click();
    await page.getByText(t.declined).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `${c.name}-3-declined`);

    await fillForm('4242 4242 4242 4242');
    await page.getByRole('button', { name: t.pay }).click();
    await page.waitForURL(`${shop.url}/checkout/success?session_id=${session.id}`);
    await eventually(() => expect(receiver.typesFor(session.id)).toEqual(['checkout.session.completed']));
    const paid = await provider.retrieveCheckoutSession(session.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', amountDiscount: 598, amountTotal: 5382 });

    await page.goto((await provider.retrieveReceiptUrl(paid.paymentIntentId!))!);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `${c.name}-4-receipt`);
    await context.close();
  });
});
