import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { Pool } from 'pg';
import { connectNats, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { eventually, newCustomer, signInStackUser, startTestStack, type TestStack } from '@fabelhaft/testing';

/**
 * issue #27, "Beyond one machine": the same code as two of everything on one machine (`npm run stack:scaled`,
 * STACK_INSTANCES=2). Requests spread over both BFFs behind the local proxy; 50 previews (ten customers, five
 * each: the preview limit, spec §2) and 5 paid books complete exactly once although one instance each of books,
 * orders and the BFF is SIGKILLed in the middle; no integration event is on JetStream twice.
 */
jest.setTimeout(1_200_000);
// Twenty-odd processes start at once on two cores: longer than a single stack's start (the launcher's own waits
// fail early when a process dies).
process.env.STACK_START_TIMEOUT_MS ??= '420000';

const CUSTOMERS = 10;
const PREVIEWS_EACH = 5;
const PAID = 5;

let stack: TestStack;
let pool: Pool;
let nc: NatsConnection;
const started = Date.now();
const timings: string[] = [];
const mark = (what: string) => timings.push(`${what} at ${Math.round((Date.now() - started) / 1000)} s`);

beforeAll(async () => {
  stack = await startTestStack({
    env: {
      STACK_INSTANCES: '2',
      // A job whose worker was killed comes back soon (the heartbeat keeps a live one's job, ackWait / 3).
      // (Production keeps its 60 s: a shorter one is missed on a loaded machine and a live job is run twice.)
      GENERATION_ACK_WAIT_MS: '6000',
    },
  });
  mark('stack up');
  pool = new Pool({ connectionString: stack.facts.databaseUrl, max: 2 });
  nc = await connectNats({ url: stack.facts.natsUrl, name: 'scaled-e2e', ...stack.facts.natsOperator });
});

afterAll(async () => {
  console.log(`scaled stack: ${timings.join(', ')}, ${Math.round((Date.now() - started) / 1000)} s in all`);
  await nc?.close();
  await pool?.end();
  await stack?.stop();
  await stack?.remove();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A call through the proxy as a browser's retry would make it: a 502 (the instance that had the request died)
 * or a refused connection is tried again, with the same Idempotency-Key where the route takes one.
 */
async function call<T>(token: string, path: string, init: RequestInit = {}, status = 200): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${stack.facts.urls.bff}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'en',
        ...init.headers,
      },
    }).catch((e: Error) => e);
    if (res instanceof Error || res.status === 502 || res.status === 503) {
      if (attempt >= 20) throw res instanceof Error ? res : new Error(`${path}: ${res.status}`);
      await sleep(500);
      continue;
    }
    const text = await res.text();
    if (res.status !== status) throw new Error(`${path}: ${res.status} (expected ${status}) ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

const pidOf = (name: string) => stack.facts.processes.find((p) => p.name === name)!.pid;
function kill(name: string): void {
  process.kill(pidOf(name), 'SIGKILL');
  mark(`${name} SIGKILLed`);
}

/** At most `limit` of `tasks` at once; `after(i)` runs once task i has answered. */
async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number, after?: (done: number) => void) {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
        after?.(++done);
      }
    }),
  );
  return results;
}

const count = async (sql: string, params: unknown[]) =>
  (await pool.query<{ n: number }>(sql, params)).rows[0]!.n;

it('runs two of every service, worker, BFF and content service, and spreads requests over both BFFs', async () => {
  const { facts } = stack;
  const names = facts.processes.map((p) => p.name);
  for (const name of [
    'limits',
    'books',
    'orders',
    'refinement',
    'fulfilment',
    'tracking',
    'notifications',
    'content',
    'bff',
  ])
    expect(names).toEqual(expect.arrayContaining([name, `${name}-2`]));
  expect(facts.proxies.map((p) => [p.name, p.targets])).toEqual([
    ['bff', ['bff', 'bff-2']],
    ['content', ['content', 'content-2']],
  ]);
  expect(stack.output()).toContain('books-2');

  const token = await signInStackUser(facts, 'customer');
  const servedBy: string[] = [];
  for (let i = 0; i < 8; i++) {
    const res = await fetch(`${facts.urls.bff}/limits`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    servedBy.push(res.headers.get('x-fabelhaft-instance')!);
  }
  expect(new Set(servedBy)).toEqual(new Set(['bff', 'bff-2']));
  // The content service answers through its proxy too.
  expect((await fetch(`${facts.urls.content}/api/blogs?locale=en`)).status).toBe(200);
});

it('completes 50 previews and 5 paid books exactly once with books, orders and a BFF SIGKILLed in the middle', async () => {
  const { facts } = stack;
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, i) => {
      const user = await newCustomer(stack, `scaled-${i}`);
      return signInStackUser(facts, user);
    }),
  );
  mark('customers signed in');

  // Fifty previews, ten at a time; the first book of the first five customers is a board book they pay for.
  const requests = customers.flatMap((token, c) =>
    Array.from({ length: PREVIEWS_EACH }, (_, k) => ({
      token,
      paid: k === 0 && c < PAID,
      key: randomUUID(),
    })),
  );
  const books = await inParallel(
    requests.map((r, i) => async () => {
      const { book_id } = await call<{ book_id: string }>(
        r.token,
        '/books/preview',
        {
          method: 'POST',
          headers: { 'idempotency-key': r.key },
          body: JSON.stringify({
            idea: `A little otter number ${i} who wants to learn to whistle`,
            main_language: i % 2 ? 'de' : 'en',
            age_range: r.paid ? '2 years' : '5 years',
            style: 'watercolor',
          }),
        },
        201,
      );
      return { ...r, bookId: book_id };
    }),
    10,
    (done) => {
      // In the middle of the previews: one books instance (its jobs go back to the queue) and then a BFF.
      if (done === 15) kill('books');
      if (done === 30) kill('bff-2');
    },
  );
  mark('50 previews requested');
  await eventually(
    async () => {
      const pending: string[] = [];
      for (const b of books) {
        const p = await call<{ preview_status: string }>(b.token, `/books/preview/${b.bookId}`);
        expect(p.preview_status).not.toBe('failed');
        if (p.preview_status !== 'completed') pending.push(b.bookId);
      }
      expect(pending).toEqual([]);
    },
    240_000,
    2000,
  );
  mark('50 previews completed');

  // Five paid on the local checkout; one orders instance dies while the webhooks come in, then books-2 while
  // the books are being produced.
  const paid = books.filter((b) => b.paid);
  const urls = await Promise.all(
    paid.map((b) =>
      call<{ checkout_url: string }>(b.token, `/books/${b.bookId}/checkout`, {
        method: 'POST',
        body: JSON.stringify({ format: 'board' }),
      }),
    ),
  );
  await Promise.all(
    urls.map(async ({ checkout_url }, i) => {
      if (i === 2) kill('orders');
      const res = await fetch(checkout_url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email: `scaled-${i}@example.org`,
          name: `Scaled Customer ${i}`,
          line1: 'Teststraße 1',
          line2: '',
          postal_code: '10115',
          city: 'Berlin',
          country: 'DE',
          card_number: '4242 4242 4242 4242',
          card_expiry: '12 / 34',
          card_cvc: '123',
        }).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
    }),
  );
  mark('5 books paid');
  await eventually(
    async () => {
      const running = await count(
        `select count(*)::int as n from books.books where book_id = any($1) and status in ('orchestrating', 'running')`,
        [paid.map((b) => b.bookId)],
      );
      expect(running).toBeGreaterThan(0);
    },
    120_000,
    250,
  );
  kill('books-2');
  await eventually(
    async () => {
      for (const b of paid) {
        const book = await call<{ status: string; is_preview: boolean }>(b.token, `/books/${b.bookId}`);
        expect(book.status).not.toBe('failed');
        expect(book).toMatchObject({ status: 'completed', is_preview: false });
      }
    },
    // Five board books on two books instances (one production each at a time), one of them killed: minutes on
    // a loaded two-core machine.
    540_000,
    3000,
  );
  mark('5 books produced');

  // The supervisor restarted each killed instance.
  for (const name of ['books', 'bff-2', 'orders', 'books-2'])
    expect(stack.output()).toContain(`${name} was killed (SIGKILL)`);

  // Exactly once in the event stores and the read models.
  const ids = books.map((b) => b.bookId);
  const perBook = async (schema: string, type: string, streamOf: (id: string) => string) => {
    const { rows } = await pool.query<{ stream_id: string; n: number }>(
      `select stream_id, count(*)::int as n from ${schema}.events where event_type = $1 and stream_id = any($2)
        group by stream_id`,
      [type, ids.map(streamOf)],
    );
    return rows;
  };
  const book = (id: string) => `book-${id}`;
  for (const type of ['BookPreviewRequested', 'BookPreviewCompleted']) {
    const rows = await perBook('books', type, book);
    expect({ type, streams: rows.length, repeated: rows.filter((r) => r.n !== 1) }).toEqual({
      type,
      streams: 50,
      repeated: [],
    });
  }
  const produced = await perBook('books', 'BookProduced', book);
  expect(produced.map((r) => r.n)).toEqual(new Array(PAID).fill(1));
  expect(await count(`select count(*)::int as n from books.books where book_id = any($1)`, [ids])).toBe(50);
  expect(
    await count(
      `select count(*)::int as n from limits.events where event_type = 'PreviewReserved' and data->>'bookId' = any($1)`,
      [ids],
    ),
  ).toBe(50);
  // One order per paid book, paid once.
  const { rows: orders } = await pool.query<{ stream_id: string; paid: number }>(
    `select c.stream_id, (select count(*)::int from orders.events p where p.stream_id = c.stream_id
        and p.event_type = 'OrderPaid') as paid
       from orders.events c where c.event_type = 'OrderCreated' and c.data::text ~ $1`,
    [paid.map((b) => b.bookId).join('|')],
  );
  expect(orders.map((o) => o.paid)).toEqual(new Array(PAID).fill(1));

  // JetStream: no message twice (one Nats-Msg-Id once per stream), one PreviewCompleted per book.
  const subjects = new Subjects(facts.natsPrefix);
  const jsm = await jetstreamManager(nc);
  for (const streamName of ['EVT_BOOKS', 'EVT_ORDERS', 'EVT_LIMITS']) {
    const name = subjects.stream(streamName);
    const { first_seq: first, last_seq: last } = (await jsm.streams.info(name)).state;
    const seen = new Map<string, number>();
    const completed = new Map<string, number>();
    for (let seq = first; seq <= last; seq++) {
      const m = await jsm.streams.getMessage(name, { seq }).catch(() => null);
      if (!m) continue;
      const id = m.header?.get('Nats-Msg-Id') ?? `seq-${seq}`;
      seen.set(id, (seen.get(id) ?? 0) + 1);
      const envelope = JSON.parse(new TextDecoder().decode(m.data)) as {
        type: string;
        data: { bookId?: string };
      };
      if (envelope.type === 'books.v1.PreviewCompleted' && envelope.data.bookId)
        completed.set(envelope.data.bookId, (completed.get(envelope.data.bookId) ?? 0) + 1);
    }
    expect({ stream: streamName, twice: [...seen].filter(([, n]) => n > 1) }).toEqual({
      stream: streamName,
      twice: [],
    });
    if (streamName === 'EVT_BOOKS')
      expect(ids.map((id) => completed.get(id) ?? 0)).toEqual(new Array(50).fill(1));
  }
});
