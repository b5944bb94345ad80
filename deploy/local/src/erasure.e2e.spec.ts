import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { Pool } from 'pg';
import { connectNats, type NatsConnection } from '@fabelhaft/messaging';
import {
  codeFromStackMail,
  eventually,
  signInStackUser,
  startTestStack,
  type TestStack,
} from '@fabelhaft/testing';

/**
 * issue #22, GDPR Art. 17 (ADR 0016 and its addendum): the whole-stack erasure test. A new customer with a paid,
 * refined, printed, shipped and delivered book, a granted limit request, a refinement session and the e-mails of all
 * that deletes their account. Then every saga step is done (support's /admin/erasures), their id token is refused
 * (401) on every route tried, their refresh token and password too, and nothing of theirs is left but what the
 * invoice keeps for ten years (§ 147 AO, § 14b UStG: buyer name, address, e-mail as printed, the items' titles),
 * asserted hit by hit:
 * - every row of every table of every schema of the stack's database, as text;
 * - every message of every JetStream stream of the stack's NATS, KV buckets included (the customer's subject id too:
 *   only the ERASURES record keeps it);
 * - support's views (books, print jobs, limit requests, customers, dead letters, erasures: nothing; the invoiced
 *   order: its invoice's fields only);
 * - the stored files (only the invoice PDF stays in the customer's folder), the identity's data and every process's
 *   log.
 * The values searched are their sign-up e-mail, the other e-mail they paid with, name, street, postcode, city, the
 * idea, the refinement message and notes and the limit request's text — each distinctive, so a hit is theirs.
 *
 * Outside the product's data, and so allowed to keep them: the mail catcher (its inbox and its log stand for the
 * customer's own mailbox: what was delivered to them is theirs), the local checkout (the payment provider's
 * records) and the print-partner simulator (the partner's), each bound by its own contract; and the raw storage
 * files of Postgres and NATS (a deleted row or an overwritten message is not readable through either).
 */
jest.setTimeout(900_000);

const tag = randomBytes(3).toString('hex');
/** Each value is distinctive: a hit is theirs, never a word of a template or of another customer. */
const person = {
  /** The sign-up address; the order gives another one (an address the customer used once, issue #22). */
  email: `quendolin.fidibus.${tag}@example.org`,
  orderEmail: `q.fidibus.orders.${tag}@example.net`,
  name: `Quendolin Fidibus-${tag}`,
  street: `Zwetschgenhainweg ${tag}`,
  postcode: `D-${tag}`,
  city: `Wummelbach-${tag}`,
  /** The child (the idea's name) and the idea itself. */
  child: 'Ottiliana',
  idea: `Ottiliana and her fox Sonni search for the lost colours of the forest behind Oma Pimpernelle ${tag}`,
  ideaWord: `Pimpernelle ${tag}`,
  refinement: `Ottiliana wears glasses since spring, Kinderarzt Dr. Rabenschnabel ${tag} says`,
  notes: `For Ottiliana's birthday at Kita Kleeblattwiese ${tag}`,
  limitRequest: `Please more previews, Ottiliana is in hospital at Station Seepferdchen ${tag}`,
};
const PASSWORD = `Er-${tag}-${Date.now()}-a`;
const started = Date.now();

let stack: TestStack;
let pool: Pool;
let nc: NatsConnection;

beforeAll(async () => {
  // A fast print shop and carrier (the test kit's 500 ms) and a retrier that does not keep the test waiting.
  stack = await startTestStack({ env: { ERASURE_RETRY_INTERVAL_MS: '2000' } });
  pool = new Pool({ connectionString: stack.facts.databaseUrl, max: 2 });
  nc = await connectNats({ url: stack.facts.natsUrl, name: 'erasure-e2e', ...stack.facts.natsOperator });
});

afterAll(async () => {
  console.log(`whole-stack erasure: ${Math.round((Date.now() - started) / 1000)} s with the stack`);
  await nc?.close();
  await pool?.end();
  await stack?.stop();
  await stack?.remove();
});

const cognito = async (target: string, body: unknown) => {
  const res = await fetch(stack.facts.urls.identity, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const bffAs =
  (token: string) =>
  (path: string, init: RequestInit = {}) =>
    fetch(`${stack.facts.urls.bff}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'en',
        ...init.headers,
      },
    });

async function json<T>(res: Promise<Response> | Response, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  if (r.status !== status) throw new Error(`${r.url}: ${r.status} (expected ${status}) ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

interface Hit {
  where: string;
  value: string;
  excerpt: string;
}

const excerptOf = (text: string, value: string) => {
  const at = text.toLowerCase().indexOf(value.toLowerCase());
  return text.slice(Math.max(0, at - 120), at + value.length + 120);
};

/** Every row of every table of every schema of the stack's database, as text (jsonb and arrays too). */
async function searchDatabase(values: string[]): Promise<Hit[]> {
  const { rows: tables } = await pool.query<{ schema: string; table: string }>(
    `select table_schema as schema, table_name as table from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  const hits: Hit[] = [];
  for (const { schema, table } of tables) {
    const { rows } = await pool.query<{ row: string }>(`select t::text as row from "${schema}"."${table}" t`);
    for (const { row } of rows) {
      for (const value of values) {
        if (row.toLowerCase().includes(value.toLowerCase())) {
          hits.push({ where: `${schema}.${table}`, value, excerpt: excerptOf(row, value) });
        }
      }
    }
  }
  return hits;
}

/** Every message still stored in every JetStream stream of the stack's NATS (KV buckets are streams too). */
async function searchStreams(values: string[]): Promise<Hit[]> {
  const jsm = await jetstreamManager(nc);
  const hits: Hit[] = [];
  for await (const info of jsm.streams.list()) {
    const name = info.config.name;
    const { first_seq: first, last_seq: last, messages } = (await jsm.streams.info(name)).state;
    if (messages === 0) continue;
    for (let seq = first; seq <= last; seq += 1) {
      const m = await jsm.streams.getMessage(name, { seq }).catch(() => null);
      if (!m) continue;
      const text = `${m.subject} ${m.header ? JSON.stringify([...m.header]) : ''} ${new TextDecoder().decode(m.data)}`;
      for (const value of values) {
        if (text.toLowerCase().includes(value.toLowerCase())) {
          hits.push({ where: `${name}#${seq} ${m.subject}`, value, excerpt: excerptOf(text, value) });
        }
      }
    }
  }
  return hits;
}

/** Every file under `dir` (relative paths). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path).map((f) => join(name, f)) : [name];
  });
}

const personalValues = () => [
  person.email,
  person.orderEmail,
  person.name,
  person.street,
  person.postcode,
  person.city,
  person.idea,
  person.ideaWord,
  person.refinement,
  person.notes,
  person.limitRequest,
];

it('erases a customer with a delivered book, a refinement, a limit request and emails from every table, stream and view but their invoice', async () => {
  const { facts } = stack;

  // A new customer signs up, confirms with the code emailed to the local inbox (issue #24) and signs in.
  const signUp = await cognito('SignUp', {
    ClientId: facts.identity.clientId,
    Username: person.email,
    Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: person.email }],
  });
  expect(signUp.status).toBe(200);
  const confirmed = await cognito('ConfirmSignUp', {
    ClientId: facts.identity.clientId,
    Username: person.email,
    ConfirmationCode: await codeFromStackMail(facts, person.email),
  });
  expect(confirmed.status).toBe(200);
  const auth = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: facts.identity.clientId,
    AuthParameters: { USERNAME: person.email, PASSWORD },
  });
  const tokens = auth.body['AuthenticationResult'] as {
    IdToken: string;
    AccessToken: string;
    RefreshToken: string;
  };
  const subject = JSON.parse(Buffer.from(tokens.IdToken.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
  };
  const sub = subject.sub;
  const bff = bffAs(tokens.IdToken);
  const support = bffAs(await signInStackUser(facts, 'support'));

  // A limit request with free text (support grants it), and a preview of the idea.
  const request = await json<{ id: string }>(
    bff('/limits/preview/request', {
      method: 'POST',
      body: JSON.stringify({ message: person.limitRequest }),
    }),
    201,
  );
  await json(
    support(`/admin/limit-requests/${request.id}/approve`, {
      method: 'POST',
      body: JSON.stringify({ grant: 1 }),
    }),
  );
  const { book_id: bookId } = await json<{ book_id: string }>(
    bff('/books/preview', {
      method: 'POST',
      body: JSON.stringify({
        idea: person.idea,
        main_language: 'en',
        age_range: '5 years',
        style: 'watercolor',
      }),
    }),
    201,
  );
  await eventually(
    async () => {
      const preview = await json<{ preview_status: string }>(bff(`/books/preview/${bookId}`));
      expect(preview.preview_status).toBe('completed');
    },
    120_000,
    1000,
  );

  // Paid on the local hosted checkout page (the form a browser posts) with their name and address.
  const { checkout_url: checkoutUrl } = await json<{ checkout_url: string }>(
    bff(`/books/${bookId}/checkout`, { method: 'POST', body: JSON.stringify({ format: 'booklet' }) }),
  );
  const paid = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: person.orderEmail,
      name: person.name,
      line1: person.street,
      line2: '',
      postal_code: person.postcode,
      city: person.city,
      country: 'DE',
      card_number: '4242 4242 4242 4242',
      card_expiry: '12 / 34',
      card_cvc: '123',
    }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await eventually(
    async () => {
      const book = await json<{ status: string; is_preview: boolean }>(bff(`/books/${bookId}`));
      expect(book).toMatchObject({ status: 'completed', is_preview: false });
    },
    300_000,
    2000,
  );

  // A refinement session: a message about the child, a change the planner plans, confirmed with notes.
  const session = await json<{ session_id: string }>(
    bff(`/books/${bookId}/refine/sessions`, { method: 'POST', body: '{}' }),
  );
  const refine = `/books/${bookId}/refine/${session.session_id}`;
  await json(
    bff(`${refine}/messages`, { method: 'POST', body: JSON.stringify({ message: person.refinement }) }),
  );
  const planned = await json<{ session: { status: string } }>(
    bff(`${refine}/messages`, {
      method: 'POST',
      body: JSON.stringify({ message: 'Make the fox’s scarf blue' }),
    }),
  );
  expect(planned.session.status).toBe('awaiting_confirmation');
  await json(bff(`${refine}/confirm`, { method: 'POST', body: JSON.stringify({ notes: person.notes }) }));
  await eventually(
    async () => expect((await json<{ status: string }>(bff(refine))).status).toBe('completed'),
    240_000,
    2000,
  );

  // Approved for print: the print shop prints and ships, the carrier delivers, the emails go out.
  await json(bff(`/books/${bookId}/approve`, { method: 'POST' }));
  const { orderId, number } = await eventually(
    async () => {
      const { orders } = await json<{
        orders: { order_id: string; items: { book_id: string; tracking_number: string | null }[] }[];
      }>(bff('/books/orders'));
      const order = orders.find((o) => o.items.some((i) => i.book_id === bookId))!;
      const item = order.items.find((i) => i.book_id === bookId)!;
      expect(item.tracking_number).toEqual(expect.any(String));
      return { orderId: order.order_id, number: item.tracking_number! };
    },
    120_000,
    1000,
  );
  await eventually(
    async () => expect((await json<{ status: string }>(bff(`/tracking/${number}`))).status).toBe('delivered'),
    120_000,
    2000,
  );
  const printJobs = await eventually(async () => {
    const jobs = await json<{ id: string; status: string }[]>(
      support(`/admin/print-jobs?filter=${encodeURIComponent(JSON.stringify({ orderId }))}`),
    );
    expect(jobs.map((j) => j.status)).toEqual(['delivered']);
    return jobs;
  }, 60_000);
  await eventually(async () => {
    const inbox = await json<{ subject: string; to: { address: string }[] }[]>(
      fetch(`${facts.urls.mail}/api/email`),
    );
    const to = (address: string) =>
      inbox.filter((m) => m.to.some((t) => t.address === address)).map((m) => m.subject);
    // The sign-up code (issue #24) and "preview ready" to the address the customer signed up with; the order's
    // news to the order's.
    expect(to(person.email).sort()).toEqual([
      expect.stringMatching(/^Dein Bestätigungscode/),
      expect.stringMatching(/^Your preview is ready/),
    ]);
    expect(to(person.orderEmail)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Payment received/),
        expect.stringMatching(/^Your book is on its way/),
        expect.stringMatching(/^Your book has arrived/),
      ]),
    );
  }, 60_000);

  // The search finds every value before the erasure (it can fail), in the services that hold them.
  const before = await searchDatabase(personalValues());
  expect(new Set(before.map((h) => h.value))).toEqual(new Set(personalValues()));
  const schemasBefore = new Set(before.map((h) => h.where.split('.')[0]));
  for (const schema of ['orders', 'books', 'refinement', 'limits', 'fulfilment', 'notifications'])
    expect(schemasBefore).toContain(schema);
  const streamsBefore = await searchStreams([...personalValues(), sub]);
  const inStreams = streamsBefore.map(
    (h) => `${h.where.replace(/^[A-Z0-9]+_/, '').replace(/#.*/, '')}: ${h.value}`,
  );
  expect(inStreams).toEqual(
    expect.arrayContaining([
      `EVT_BOOKS: ${person.idea}`,
      `EVT_ORDERS: ${person.name}`,
      `EVT_ORDERS: ${person.street}`,
      `EVT_FULFILMENT: ${person.street}`,
      `EVT_FULFILMENT: ${person.city}`,
      `EVT_REFINEMENT: ${person.notes}`,
      `EVT_LIMITS: ${sub}`,
      `EVT_TRACKING: ${sub}`,
    ]),
  );
  const storage = join(stack.dir, 'storage');
  expect(filesUnder(join(storage, 'owners', sub)).some((f) => f.startsWith('books/'))).toBe(true);
  const identityFilesWith = (value: string) =>
    filesUnder(join(stack.dir, 'identity')).filter((f) =>
      readFileSync(join(stack.dir, 'identity', f), 'utf8')
        .toLowerCase()
        .includes(value.toLowerCase()),
    );
  expect(identityFilesWith(person.email)).not.toEqual([]);

  // The customer deletes their account (with the access and refresh tokens, as the storefront sends them).
  const deleted = await bff('/account', {
    method: 'DELETE',
    body: JSON.stringify({ access_token: tokens.AccessToken, refresh_token: tokens.RefreshToken }),
  });
  expect(deleted.status).toBe(204);

  // Support sees every step done.
  const erasure = await eventually(
    async () => {
      const view = await json<{ status: string; steps: Record<string, { state: string }> }>(
        support(`/admin/erasures/${sub}`),
      );
      expect(view.status).toBe('completed');
      return view;
    },
    60_000,
    1000,
  );
  expect(Object.values(erasure.steps).map((s) => s.state)).toEqual(
    Object.keys(erasure.steps).map(() => 'done'),
  );
  expect(Object.keys(erasure.steps).sort()).toEqual(
    ['books', 'fulfilment', 'identity', 'limits', 'notifications', 'orders', 'refinement', 'tracking'].sort(),
  );

  // The token is refused everywhere (401), the refresh token and the password too.
  for (const [method, path] of [
    ['GET', '/limits'],
    ['GET', '/limits/requests'],
    ['GET', '/books'],
    ['GET', `/books/${bookId}`],
    ['GET', '/books/orders'],
    ['GET', `/tracking/${number}`],
    ['GET', `${refine}`],
    ['POST', '/books/preview'],
    ['DELETE', '/account'],
  ] as const) {
    const res = await bff(path, { method, body: method === 'GET' ? undefined : '{}' });
    expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
  }
  const refreshed = await cognito('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: facts.identity.clientId,
    AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
  });
  expect(refreshed.body['AuthenticationResult']).toBeUndefined();
  const again = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: facts.identity.clientId,
    AuthParameters: { USERNAME: person.email, PASSWORD },
  });
  expect(again.body['AuthenticationResult']).toBeUndefined();

  // What the invoice keeps (ADR 0016): number, date, the buyer's name, address and e-mail as printed, the items
  // with their titles (the book's, which names the child). These are the only hits: in the invoiced order's events,
  // its row (the e-mail) and its item (the title) in the orders service — not the address they signed up with.
  const invoiceValues = [person.orderEmail, person.name, person.street, person.postcode, person.city];
  const after = await searchDatabase([...personalValues(), person.child]);
  expect(after.map((h) => `${h.where}: ${h.value}`).sort()).toEqual(
    [
      ...[...invoiceValues, person.child].map((v) => `orders.events: ${v}`),
      `orders.order_items: ${person.child}`,
      `orders.orders: ${person.orderEmail}`,
    ].sort(),
  );
  const { rows: invoiced } = await pool.query<{ invoice_number: string | null; owner_id: string }>(
    `select invoice_number, owner_id from orders.orders where order_id = $1`,
    [orderId],
  );
  expect(invoiced).toEqual([{ invoice_number: expect.any(String), owner_id: sub }]);
  const { rows: keptEvents } = await pool.query<{ stream_id: string }>(
    `select distinct stream_id from orders.events e where strpos(lower(e::text), lower($1)) > 0`,
    [person.orderEmail],
  );
  expect(keptEvents).toEqual([{ stream_id: `order-${orderId}` }]);

  // Nothing in any stream: neither a personal value nor the subject, but in the erasure's own record.
  const streams = await searchStreams([...personalValues(), person.child, sub]);
  expect(streams.filter((h) => !(h.value === sub && /^KV_\w*_ERASURES#/.test(h.where)))).toEqual([]);
  expect(streams.filter((h) => h.value === sub)).toHaveLength(1);

  // Support's views: the invoiced order shows what its invoice shows; books, print jobs, limit requests,
  // customers and dead letters nothing of the customer.
  for (const path of [
    '/admin/books',
    `/admin/books/${bookId}`,
    '/admin/print-jobs',
    `/admin/print-jobs/${printJobs[0]!.id}`,
    '/admin/limit-requests',
    `/admin/limit-requests/${request.id}`,
    '/admin/customers',
    `/admin/customers/${sub}`,
    '/admin/dead-letters',
    '/admin/erasures',
  ]) {
    const res = await support(path);
    expect(`${path} ${res.status}`).toMatch(/ (200|404)$/);
    const text = await res.text();
    const found = [...personalValues(), person.child].filter((v) =>
      text.toLowerCase().includes(v.toLowerCase()),
    );
    expect(`${path}: ${found.join(', ')}`).toBe(`${path}: `);
  }
  for (const path of ['/admin/orders', `/admin/orders/${orderId}`]) {
    const res = await support(path);
    expect(res.status).toBe(200);
    const text = await res.text();
    const found = personalValues().filter((v) => text.toLowerCase().includes(v.toLowerCase()));
    expect(found.filter((v) => !invoiceValues.includes(v))).toEqual([]);
  }

  // Files: only the invoice PDF stays in the customer's folder; the identity holds nothing of them.
  // (The local file storage keeps each object's content type in a `.meta.json` beside it.)
  const kept = filesUnder(join(storage, 'owners', sub)).sort();
  expect(kept).toEqual([
    expect.stringMatching(/^invoices\/[^/]+\.pdf$/),
    expect.stringMatching(/^invoices\/[^/]+\.pdf\.meta\.json$/),
  ]);
  const meta = readFileSync(join(storage, 'owners', sub, kept[1]!), 'utf8');
  expect(personalValues().filter((v) => meta.toLowerCase().includes(v.toLowerCase()))).toEqual([]);
  expect(identityFilesWith(person.email)).toEqual([]);
  const logs = join(stack.dir, 'logs');
  expect(filesUnder(logs)).toEqual(expect.arrayContaining(['bff.log', 'orders.log', 'notifications.log']));
  const logHits = filesUnder(logs).flatMap((f) => {
    const text = readFileSync(join(logs, f), 'utf8');
    return [...personalValues(), person.child]
      .filter((v) => text.toLowerCase().includes(v.toLowerCase()))
      .map((v) => `${f}: ${v}: ${excerptOf(text, v)}`);
  });
  // The processes' logs hold nothing of theirs either; only the mail catcher's (their inbox, see above) does.
  expect(logHits.filter((h) => !h.startsWith('mail.log: '))).toEqual([]);
});
