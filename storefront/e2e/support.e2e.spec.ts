import type { Browser, Page } from 'playwright-core';
import { LimitsRpc } from '@fabelhaft/contracts';
import { connectNats, RpcClient, Subjects } from '@fabelhaft/messaging';
import {
  eventually,
  newCustomer,
  signInStackUser,
  type StackHandle,
  type StackUser,
} from '@fabelhaft/testing';
import account from '../src/i18n/texts/account';
import requests from '../src/i18n/texts/requests';
import {
  gotoHydrated,
  newContext,
  payOnHostedCheckout,
  previewAtCheckout,
  screenshot,
  seriousViolations,
  sharedBrowserStack,
  signInWithEmail,
} from './browser';

/**
 * Issue #13 across the real stack: a customer who has used up the previews asks for more on the builder, a
 * support user signs in to the console (admin/, the production build) and approves, and the customer's
 * builder works again — nothing stubbed between the storefront, the BFF, limits and the console. On the
 * worker's shared stack (which runs the console), as a customer of this file's own.
 */
jest.setTimeout(240_000);

let stack: StackHandle;
let browser: Browser;
let base: string;
let customerUser: StackUser;

beforeAll(async () => {
  ({ stack, browser, base } = await sharedBrowserStack());
  customerUser = await newCustomer(stack, 'support');
});

afterAll(async () => {
  await browser?.close();
});

/** The Cognito sub of an id token: the customer's id in every service. */
const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

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
  const token = await signInStackUser(stack.facts, customerUser);
  const limits = async () =>
    (await (await bff('/limits', token)).json()) as { preview_limit: number; preview_remaining: number };
  const idea = {
    idea: 'Mia and her fox Sonni search for the lost colours of the forest',
    main_language: 'en',
    age_range: '5 years',
    style: 'watercolor',
  };
  // Use up the quota at limits, as the previews a customer creates do (creating them is builder.e2e's and the
  // journey's; here their generation would only load the stack).
  const nc = await connectNats({
    url: stack.facts.natsUrl,
    name: 'support-e2e',
    ...stack.facts.natsOperator,
  });
  try {
    const rpc = new RpcClient(nc, new Subjects(stack.facts.natsPrefix));
    for (let left = (await limits()).preview_remaining; left > 0; left -= 1)
      await rpc.call(LimitsRpc.reservePreview, { ownerId: subOf(token), bookId: `support-e2e-${left}` });
  } finally {
    await nc.close();
  }
  expect(await limits()).toMatchObject({ preview_remaining: 0 });
  expect((await bff('/books/preview', token, { method: 'POST', body: JSON.stringify(idea) })).status).toBe(
    403,
  );

  // The customer asks on the builder: the button stays disabled below 10 characters.
  const customerContext = await newContext(browser, { locale: 'en-GB' });
  const customer = await customerContext.newPage();
  await signInWithEmail(customer, stack, customerUser);
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
  const filter = encodeURIComponent(JSON.stringify({ status: 'approved', ownerId: subOf(token) }));
  const [decided] = (await (await bff(`/admin/limit-requests?filter=${filter}`, supportToken)).json()) as {
    id: string;
    decidedBy: string | null;
    granted: number;
  }[];
  expect(decided).toMatchObject({ granted: 3 });
  expect(decided!.decidedBy).toBeTruthy();
  await customerContext.close();
  await supportContext.close();
});

interface OrderJson {
  order_id: string;
  status: string;
  invoice_pdf_url: string | null;
  credit_notes: { number: string | null; pdf_url: string | null }[];
}

it('a refund from the console shows as refunded with a credit note on the customer’s Account page', async () => {
  const token = await signInStackUser(stack.facts, customerUser);
  const orders = async () =>
    ((await (await bff('/books/orders', token)).json()) as { orders: OrderJson[] }).orders;
  const { checkoutUrl } = await previewAtCheckout(stack, token);

  // The customer pays on the local hosted checkout, as in the journey test.
  const customerContext = await newContext(browser, { locale: 'en-GB' });
  const customer = await customerContext.newPage();
  await signInWithEmail(customer, stack, customerUser);
  await customer.evaluate(() => localStorage.setItem('fabelhaft.cookie-consent', 'accepted'));
  await payOnHostedCheckout(customer, checkoutUrl);
  const paid = await eventually(async () => {
    const order = (await orders()).find((o) => o.invoice_pdf_url);
    expect(order).toBeTruthy();
    return order!;
  }, 60_000);

  // Support refunds the whole order in the console (German by default).
  const supportContext = await newContext(browser);
  const console = await supportContext.newPage();
  await consoleSignIn(console);
  await console.waitForURL(/#\/limit-requests/);
  await console.goto(`${stack.facts.urls.admin}/#/orders/${paid.order_id}/show`);
  await console.getByRole('button', { name: 'Erstatten', exact: true }).click();
  const dialog = console.getByRole('dialog');
  await dialog.getByLabel('Begründung').fill('Die Kundin hat zweimal bestellt.');
  await dialog.getByRole('button', { name: 'Erstatten', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

  // The order is refunded and its credit note issued; the customer sees both on the Account page.
  await eventually(async () => {
    const order = (await orders()).find((o) => o.order_id === paid.order_id)!;
    expect(order.status).toBe('refunded');
    expect(order.credit_notes[0]?.pdf_url).toBeTruthy();
  }, 60_000);
  // The console names the numbered credit note (GS series, ADR 0017) once it is issued.
  await console.reload();
  await console.getByRole('link', { name: /^Rechnungskorrektur GS-\d{4}-\d+$/ }).waitFor();
  await screenshot(console, 'support-journey-6-console-refunded');
  await gotoHydrated(customer, `${base}/account`);
  await customer.getByText(account.en.orders.statuses.refunded, { exact: true }).first().waitFor();
  const note = customer.getByRole('link', { name: /Credit note .* \(PDF\)/ });
  await note.first().waitFor();
  const pdf = await fetch((await note.first().getAttribute('href'))!);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(await seriousViolations(customer)).toEqual([]);
  await screenshot(customer, 'support-journey-7-account-refunded');
  await customerContext.close();
  await supportContext.close();
});
