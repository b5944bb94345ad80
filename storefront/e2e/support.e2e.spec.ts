import type { Browser, Page } from 'playwright-core';
import { signInStackUser, type TestStack } from '@fabelhaft/testing';
import requests from '../src/i18n/texts/requests';
import {
  gotoHydrated,
  newContext,
  screenshot,
  seriousViolations,
  signInWithEmail,
  startBrowserStack,
  stopBrowserStack,
} from './browser';

/**
 * Issue #13 across the real stack: a customer who has used up the previews asks for more on the builder, a
 * support user signs in to the console (admin/, the production build) and approves, and the customer's
 * builder works again — nothing stubbed between the storefront, the BFF, limits and the console.
 */
jest.setTimeout(180_000);

let stack: TestStack;
let browser: Browser;
let base: string;

beforeAll(async () => {
  ({ stack, browser, base } = await startBrowserStack({ admin: true }));
});

afterAll(async () => {
  await stopBrowserStack(stack, browser);
});

const bff = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${stack.facts.urls.bff}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

async function consoleSignIn(page: Page) {
  const support = stack.facts.users.find((u) => u.role === 'support')!;
  await page.goto(stack.facts.urls.admin);
  await page.getByLabel('E-Mail').fill(support.email);
  await page.getByLabel('Passwort').fill(support.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

it('a customer out of previews asks for more, support approves in the console, and the builder works again', async () => {
  const token = await signInStackUser(stack.facts, 'customer');
  const limits = async () =>
    (await (await bff('/limits', token)).json()) as { preview_limit: number; preview_remaining: number };
  const idea = {
    idea: 'Mia and her fox Sonni search for the lost colours of the forest',
    main_language: 'en',
    age_range: '5 years',
    style: 'watercolor',
  };
  // Use up the quota (the builder's own path is covered by builder.e2e).
  for (let left = (await limits()).preview_remaining; left > 0; left -= 1) {
    expect((await bff('/books/preview', token, { method: 'POST', body: JSON.stringify(idea) })).status).toBe(
      201,
    );
  }
  expect(await limits()).toMatchObject({ preview_remaining: 0 });

  // The customer asks on the builder: the button stays disabled below 10 characters.
  const customerContext = await newContext(browser, { locale: 'en-GB' });
  const customer = await customerContext.newPage();
  await signInWithEmail(customer, stack);
  await customer.evaluate(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
  await gotoHydrated(customer, `${base}/builder`);
  const card = customer.getByTestId('request-previews');
  await card.waitFor();
  const send = card.getByRole('button', { name: requests.en.submit });
  await card.getByRole('textbox').fill('too short');
  expect(await send.isDisabled()).toBe(true);
  await card.getByRole('textbox').fill('My granddaughter would love three more stories, please.');
  await send.click();
  await customer
    .getByTestId('request-state-preview')
    .and(customer.locator('[data-status="pending"]'))
    .waitFor();
  expect(await seriousViolations(customer)).toEqual([]);
  await screenshot(customer, 'support-journey-1-requested');

  // Support approves the oldest pending request in the console (German by default), granting the default 3.
  const supportContext = await newContext(browser);
  const console = await supportContext.newPage();
  await consoleSignIn(console);
  const row = console.locator('table tbody tr', { hasText: 'My granddaughter would love' });
  await row.waitFor({ timeout: 30_000 });
  await screenshot(console, 'support-journey-2-console-pending');
  await row.getByRole('button', { name: 'Genehmigen', exact: true }).click();
  const dialog = console.getByRole('dialog');
  expect(await dialog.getByRole('spinbutton').inputValue()).toBe('3');
  await dialog.getByRole('button', { name: 'Genehmigen', exact: true }).click();
  await row.waitFor({ state: 'detached', timeout: 30_000 });
  expect(await seriousViolations(console)).toEqual([]);
  await screenshot(console, 'support-journey-3-console-approved');

  // Granted exactly once; the customer sees the approval and can create previews again.
  expect(await limits()).toMatchObject({ preview_remaining: 3 });
  await gotoHydrated(customer, `${base}/account`);
  const approved = customer.getByTestId('request-state-preview');
  await approved.and(customer.locator('[data-status="approved"]')).waitFor();
  expect(await approved.textContent()).toMatch(/3/);
  expect(await seriousViolations(customer)).toEqual([]);
  await screenshot(customer, 'support-journey-4-account-approved');
  await gotoHydrated(customer, `${base}/builder`);
  expect(await customer.getByTestId('request-previews').count()).toBe(0);
  await screenshot(customer, 'support-journey-5-builder-again');
  expect((await bff('/books/preview', token, { method: 'POST', body: JSON.stringify(idea) })).status).toBe(
    201,
  );

  // The request's history names the support user who decided it.
  const supportToken = await signInStackUser(stack.facts, 'support');
  const [decided] = (await (
    await bff('/admin/limit-requests?filter=%7B%22status%22%3A%22approved%22%7D', supportToken)
  ).json()) as { id: string; decidedBy: string | null; granted: number }[];
  expect(decided).toMatchObject({ granted: 3 });
  expect(decided!.decidedBy).toBeTruthy();
  await customerContext.close();
  await supportContext.close();
});
