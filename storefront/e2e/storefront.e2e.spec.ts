import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LimitsRpc } from '@fabelhaft/contracts';
import { connectNats, RpcClient, Subjects } from '@fabelhaft/messaging';
import { newCustomer, signInStackUser, type StackHandle } from '@fabelhaft/testing';
import account from '../src/i18n/texts/account';
import assistant from '../src/i18n/texts/assistant';
import auth from '../src/i18n/texts/auth';
import common from '../src/i18n/texts/common';
import cookies from '../src/i18n/texts/cookies';
import {
  DESKTOP,
  PHONE,
  gotoHydrated,
  newContext,
  screenshot,
  seriousViolations,
  sharedBrowserStack,
  signInWithEmail,
} from './browser';

// The worker's shared stack (production build of the storefront) and one browser for the whole file. This is the
// one file that signs the seeded demo customer in (and reserves previews on its account); the other files on
// the shared stack make customers of their own.
jest.setTimeout(150_000);

let stack: StackHandle;
let browser: Browser;
let base: string;

beforeAll(async () => {
  ({ stack, browser, base } = await sharedBrowserStack());
});

afterAll(async () => {
  await browser?.close();
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
      await gotoHydrated(page, base);
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
    await gotoHydrated(page, base);
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

describe('security headers (issue #12)', () => {
  it('serves every page with a nonce CSP that its own scripts carry, no framing, nosniff and a Referrer-Policy', async () => {
    const violations: string[] = [];
    const context = await newContext(browser);
    const page = await context.newPage();
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    for (const path of ['/', '/builder', '/login', '/legal/imprint']) {
      const res = await fetch(`${base}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Every script in the page is external or carries this response's nonce.
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      // ... and the page still works under that policy.
      await gotoHydrated(page, `${base}${path}`);
    }
    expect(violations).toEqual([]);
    // A fresh nonce per response.
    const [a, b] = await Promise.all([fetch(`${base}/`), fetch(`${base}/`)]);
    expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
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
    await gotoHydrated(page, `${base}/no/such/page`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows the loader on a protected route while the auth state loads, then sends a signed-out visitor to /login', async () => {
    // The server cannot know the browser's session: it renders the loader.
    const html = await (await fetch(`${base}/account`)).text();
    expect(html).toContain('data-testid="loader"');
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, `${base}/account`);
    // …with the way back (the return path), so signing in returns to /account.
    await page.waitForURL(`${base}/login?next=%2Faccount`);
    await context.close();
  });

  it('guards a client-side navigation before the page renders (pages/+guard.client.ts, ADR 0042)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // From a page that hydrates (the landing, legal and blog pages are HTML-only, ADR 0044: their links load
    // documents).
    await gotoHydrated(page, `${base}/login`);
    // A link Vike's client router follows (the header shows none to /tracking while signed out).
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/tracking?number=JJD1';
      a.id = 'e2e-link';
      a.textContent = 'tracking';
      document.body.append(a);
    });
    const entries = await page.evaluate(() => history.length);
    await page.click('#e2e-link');
    await page.waitForURL(`${base}/login?next=%2Ftracking%3Fnumber%3DJJD1`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The same document (no full load), and /tracking never became a page of the history: the guard sent the
    // navigation on before it rendered (the layout's RouteGuard alone would show /tracking, then redirect).
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await page.waitForURL(`${base}/login`);
    await context.close();
  });
});

describe('layout at 360 px', () => {
  it('collapses the navigation into a menu that opens and closes', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await gotoHydrated(page, base);
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
    await gotoHydrated(page, base);
    expect(await page.getByRole('link', { name: common.de.nav.showcase, exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: common.de.nav.menu }).isVisible()).toBe(false);
    await context.close();
  });
});

const en = {
  auth: auth.en,
  account: account.en,
  cookies: cookies.en,
  assistant: assistant.en,
  common: common.en,
};

describe('signing in and out (spec §4)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, { locale: 'en-US' });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it('signs the demo customer in with email and password, and shows their email in the account menu', async () => {
    const user = await signInWithEmail(page, stack);
    await page.reload();
    await page.getByRole('button', { name: new RegExp(user.email) }).waitFor();
    expect(
      await page.getByRole('link', { name: en.common.nav.myBooks, exact: true }).count(),
    ).toBeGreaterThan(0);
  });

  it('sends a signed-in customer from /login to / (and the page keeps working)', async () => {
    const user = stack.facts.users.find((u) => u.role === 'customer')!;
    await gotoHydrated(page, `${base}/login`);
    await page.waitForURL(`${base}/`);
    await page.getByRole('button', { name: new RegExp(user.email) }).waitFor();
    await page.getByRole('link', { name: en.common.nav.showcase, exact: true }).first().click();
    await page.waitForURL(`${base}/showcase`);
  });

  it('shows the real limits from the BFF on /account, with the warning when two previews are left', async () => {
    const token = await signInStackUser(stack.facts, 'customer');
    const ownerId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string })
      .sub;
    const nc = await connectNats({
      url: stack.facts.natsUrl,
      name: 'storefront-e2e',
      ...stack.facts.natsOperator,
    });
    const rpc = new RpcClient(nc, new Subjects(stack.facts.natsPrefix));
    for (const bookId of ['e2e-1', 'e2e-2', 'e2e-3'])
      await rpc.call(LimitsRpc.reservePreview, { ownerId, bookId });
    await nc.close();

    await gotoHydrated(page, `${base}/account`);
    await page
      .getByText(en.account.usage.remaining.replace('{{remaining}}', '2').replace('{{limit}}', '5'))
      .waitFor();
    expect(
      await page
        .getByText(en.account.usage.remaining.replace('{{remaining}}', '3').replace('{{limit}}', '3'))
        .count(),
    ).toBe(1);
    expect(
      await page.getByText(en.account.usage.previewWarning_other.replace('{{count}}', '2')).count(),
    ).toBe(1);
  });

  it('signs out from the account menu, goes to / and protects /account again', async () => {
    const user = stack.facts.users.find((u) => u.role === 'customer')!;
    await page.getByRole('button', { name: new RegExp(user.email) }).click();
    await page.getByRole('button', { name: en.common.auth.logout }).click();
    await page.waitForURL(`${base}/`);
    await page.getByRole('link', { name: en.common.auth.login, exact: true }).waitFor();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider')),
      ),
    ).toEqual([]);
    await gotoHydrated(page, `${base}/account`);
    await page.waitForURL(`${base}/login?next=%2Faccount`);
  });

  it('signs in through the hosted login (local Google stand-in) and comes back signed in', async () => {
    await gotoHydrated(page, base);
    await page.getByRole('button', { name: en.common.auth.google }).first().click();
    await page.waitForURL((url) => url.toString().startsWith(stack.facts.urls.hostedLogin));
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('scope')).toBe('email openid profile');
    expect(authorize.searchParams.get('identity_provider')).toBe('Google');
    expect(authorize.searchParams.get('client_id')).toBe(stack.facts.identity.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/auth/callback`);
    await page.locator('button[name="identity"][value="Google"]').click();
    await page.waitForURL(`${base}/`);
    await page.getByRole('button', { name: /google\.tester@fabelhaft\.local/ }).waitFor();
  });
});

describe('cookie banner and assistant', () => {
  it('hides the cookie banner once a choice is made, also after a reload', async () => {
    const context = await newContext(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await gotoHydrated(page, base);
    const accept = page.getByRole('button', { name: en.cookies.accept });
    await accept.waitFor();
    await accept.click();
    await accept.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('link', { name: en.common.nav.showcase, exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: en.cookies.accept }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('fabelhaft.cookie-consent'))).toBe('accepted');
    await context.close();
  });

  it('answers a message with the fixed reply after about 500 ms', async () => {
    const context = await newContext(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await gotoHydrated(page, base);
    await page.getByRole('button', { name: en.assistant.openLabel }).click();
    const dialog = page.getByRole('dialog', { name: en.assistant.title });
    await dialog.getByLabel(en.assistant.inputLabel).fill('Can I order two copies?');
    const sent = Date.now();
    await dialog.getByRole('button', { name: en.assistant.send }).click();
    await dialog.getByText(en.assistant.defaultReply.split('{{email}}')[0]!.trim()).waitFor();
    const elapsed = Date.now() - sent;
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(2500);
    await context.close();
  });
});

const PUBLIC_PAGES = ['/', '/showcase', '/legal', '/blog', '/login'];
const SIGNED_IN_PAGES = [
  '/account',
  '/checkout/success',
  '/checkout/cancel',
  '/builder',
  '/books',
  '/tracking',
];

describe('every page at 360 px and 1280 px', () => {
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    // Signed in once (in English); the pages are then shot in German with the same stored session.
    const context = await newContext(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await signInWithEmail(page, stack, await newCustomer(stack, 'pages'));
    await page.evaluate(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
    signedIn = await context.storageState();
    await context.close();
  });

  const cases = [
    ...PUBLIC_PAGES.flatMap((path) => [PHONE, DESKTOP].map((viewport) => [path, viewport, false] as const)),
    ...SIGNED_IN_PAGES.flatMap((path) => [PHONE, DESKTOP].map((viewport) => [path, viewport, true] as const)),
  ];

  it.each(cases)(
    '%s at %o (signed in: %s): screenshot, fits the width, no serious axe violation',
    async (path, viewport, auth) => {
      const context = await browser.newContext({
        viewport,
        locale: 'de-DE',
        extraHTTPHeaders: { 'Accept-Language': 'de-DE' },
        ...(auth ? { storageState: signedIn } : {}),
      });
      const page = await context.newPage();
      await gotoHydrated(page, `${base}${path}`);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path);
      await page
        .locator('[data-testid="loader"]')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await screenshot(
        page,
        `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}-${viewport.width}`,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      // Scrolled to the end, the assistant's floating button covers no link, button or line of text.
      expect(await coveredByAssistant(page)).toEqual([]);
      await context.close();
    },
  );
});

/**
 * What the fixed column (the cookie banner while unanswered, the "Questions?" button) lies over once the page
 * is scrolled to its end (tag + text). Issue #25: the banner too, before it is answered; then the button alone.
 */
async function coveredByAssistant(page: Page): Promise<string[]> {
  const covered = [...(await coveredByOverlays(page))];
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible()) {
    await banner.getByRole('button').last().click();
    await banner.waitFor({ state: 'detached' });
    covered.push(...(await coveredByOverlays(page)));
  }
  return covered;
}

async function coveredByOverlays(page: Page): Promise<string[]> {
  // The column's height is kept free at the page's end (--overlays-height): wait until it is published.
  await page.waitForFunction(() => {
    const column = document.querySelector('.overlays');
    const free = getComputedStyle(document.documentElement).getPropertyValue('--overlays-height');
    return !column || free === `${Math.ceil(column.getBoundingClientRect().height)}px`;
  });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => {
    const floating = [...document.querySelectorAll('.assistant-fab, [data-testid="cookie-banner"]')];
    const boxes = floating.map((f) => f.getBoundingClientRect()).filter((f) => f.width > 0);
    const overlaps = (r: DOMRect) =>
      boxes.some((f) => r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top);
    const covered: string[] = [];
    for (const el of document.querySelectorAll(
      'a, button, input, select, textarea, p, li, h1, h2, h3, label',
    )) {
      if (floating.some((f) => f.contains(el) || el.contains(f))) continue;
      if (el.closest('[hidden], [aria-hidden="true"], .overlays')) continue;
      // Text lines, not the whole block: a wide paragraph may reach under the button's corner only at its padding.
      const range = document.createRange();
      range.selectNodeContents(el);
      if ([...range.getClientRects()].some((r) => r.width > 0 && r.height > 0 && overlaps(r)))
        covered.push(`${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
    }
    return covered;
  });
}

describe('deleting the account (issue #12, GDPR Art. 17)', () => {
  it('at 360 px in German: confirm dialog without axe violations, then everything is gone and the customer is signed out on /', async () => {
    const context = await newContext(browser, { locale: 'de-DE', viewport: DESKTOP });
    const page = await context.newPage();
    // A throwaway customer: the Apple test identity of the hosted-login stand-in (no other test uses it).
    await gotoHydrated(page, base);
    await page.evaluate(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
    await page.getByRole('button', { name: common.de.auth.apple }).first().click();
    await page.waitForURL((url) => url.toString().startsWith(stack.facts.urls.hostedLogin));
    await page.locator('button[name="identity"][value="SignInWithApple"]').click();
    await page.waitForURL(`${base}/`);
    await page.getByRole('button', { name: /apple\.tester@fabelhaft\.local/ }).waitFor();

    // A photo of theirs in storage, and their tokens, to check afterwards that both are gone.
    const tokens = await page.evaluate(() => {
      const keys = Object.keys(localStorage);
      const value = (suffix: string) => localStorage.getItem(keys.find((k) => k.endsWith(suffix))!)!;
      return { id: value('.idToken'), access: value('.accessToken') };
    });
    const form = new FormData();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
      'base64',
    );
    form.append('files', new Blob([png], { type: 'image/png' }), 'kind.png');
    const uploaded = (await (
      await fetch(`${stack.facts.urls.bff}/uploads/characters/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.id}` },
        body: form,
      })
    ).json()) as { uploads: { s3_key: string }[] };
    const photo = join(stack.env.FABELHAFT_LOCAL_DIR ?? stack.dir, 'storage', uploaded.uploads[0]!.s3_key);
    expect(existsSync(photo)).toBe(true);

    await page.setViewportSize(PHONE);
    await gotoHydrated(page, `${base}/account`);
    await page.getByRole('button', { name: account.de.deleteAccount.open }).click();
    const dialog = page.getByRole('dialog', { name: account.de.deleteAccount.dialogTitle });
    await dialog.waitFor();
    await screenshot(page, 'account-delete-dialog-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: account.de.deleteAccount.confirm }).click();
    await page.waitForURL(`${base}/`);
    // The header's login link shows on a wide screen (on the phone it sits in the closed menu).
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: common.de.auth.login, exact: true }).first().waitFor();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider')),
      ),
    ).toEqual([]);
    expect(existsSync(photo)).toBe(false);
    // The identity user is gone: Cognito no longer knows the access token's user.
    const getUser = await fetch(`${stack.facts.urls.identity}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: tokens.access }),
    });
    expect(getUser.status).toBe(400);
    await context.close();
  });
});
