// A stand-in for the BFF's /admin/* (docs/admin-api.md) and for the Cognito user-pool API the console signs in
// with, so the console can be tested without the services. In memory; one instance per test file.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Row = Record<string, unknown> & { id: string };
type History = { type: string; at: string; by: string | null; data: unknown }[];

export interface StandInUser {
  email: string;
  password: string;
  sub: string;
  groups: string[];
}

export const STAND_IN_USERS: StandInUser[] = [
  { email: 'support@fabelhaft.test', password: 'Support-Pass-1', sub: 'sub-support', groups: ['support'] },
  { email: 'kundin@fabelhaft.test', password: 'Customer-Pass-1', sub: 'sub-customer', groups: [] },
];

export const POOL_ID = 'eu-central-1_standin';
export const CLIENT_ID = 'standin-client';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned-looking JWT (the console only reads claims; this stand-in reads them back the same way). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'RS256', kid: 'stand-in' })}.${b64url(claims)}.c2lnbmF0dXJl`;
}

function claimsOf(token: string): Record<string, unknown> | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}

const DAY = 86_400_000;

/** Seed data: several of each resource, pending requests of different ages. */
export function seed(now = Date.now()) {
  const at = (daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY - hours * 3_600_000).toISOString();
  const customers: Row[] = [
    {
      id: 'c-anna',
      email: 'anna@example.com',
      previewLimit: 10,
      previewRemaining: 0,
      editLimit: 3,
      editRemaining: 1,
      openRequests: 1,
      createdAt: at(40),
      history: [],
    },
    {
      id: 'c-ben',
      email: 'ben@example.com',
      previewLimit: 10,
      previewRemaining: 4,
      editLimit: 3,
      editRemaining: 0,
      openRequests: 1,
      createdAt: at(30),
      history: [],
    },
    {
      id: 'c-cleo',
      email: 'cleo@example.com',
      previewLimit: 13,
      previewRemaining: 2,
      editLimit: 3,
      editRemaining: 3,
      openRequests: 1,
      createdAt: at(20),
      history: [],
    },
  ];
  const request = (
    id: string,
    owner: Row,
    kind: 'preview' | 'edit',
    daysAgo: number,
    message: string,
    extra: Partial<Row> = {},
  ): Row => ({
    id,
    kind,
    ownerId: owner.id,
    email: owner.email,
    bookId: kind === 'edit' ? `b-${String(owner.id).slice(2)}-1` : null,
    message,
    status: 'pending',
    granted: null,
    reason: null,
    createdAt: at(daysAgo),
    decidedAt: null,
    decidedBy: null,
    ...extra,
  });
  const [anna, ben, cleo] = customers as [Row, Row, Row];
  const limitRequests: Row[] = [
    request('lr-3', cleo, 'preview', 1, 'Wir möchten noch zwei Varianten mit anderem Stil ausprobieren.'),
    request('lr-1', anna, 'preview', 3, 'Meine Tochter möchte noch eine Vorschau mit ihrem Hund.'),
    request('lr-2', ben, 'edit', 2, 'Please fix the name on page 4, it should be Mila, not Milla.'),
    request('lr-0', anna, 'edit', 9, 'Bitte Seite 2 anpassen.', {
      status: 'approved',
      granted: 3,
      decidedAt: at(8),
      decidedBy: 'sub-support',
    }),
    request('lr-9', ben, 'preview', 12, 'More please', {
      status: 'rejected',
      reason: 'Das Kontingent wurde bereits erhöht.',
      decidedAt: at(11),
      decidedBy: 'sub-support',
    }),
  ];
  const book = (id: string, owner: Row, title: string, extra: Partial<Row>): Row => ({
    id,
    ownerId: owner.id,
    title,
    idea: `Eine Geschichte über ${title}`,
    status: 'completed',
    previewStatus: 'completed',
    paymentStatus: 'success',
    isPreview: false,
    format: 'hardcover',
    mainLanguage: 'de',
    translationLanguage: null,
    style: 'watercolor',
    error: null,
    createdAt: at(10),
    updatedAt: at(9),
    files: [{ kind: 'pdf', key: `books/${id}/book.pdf`, url: `https://files.example/${id}/book.pdf` }],
    history: [
      { type: 'BookCreated', at: at(10), by: owner.id, data: { title } },
      { type: 'ProductionCompleted', at: at(9), by: null, data: { pages: 24 } },
    ] as History,
    ...extra,
  });
  const books: Row[] = [
    book('b-anna-1', anna, 'Mira und der Mondhase', {
      // issue #23: the likeness check support reads per book.
      likeness: {
        checker: 'openai-chat:gpt-4o',
        checkedAt: at(9),
        passed: false,
        pagesChecked: 13,
        characters: [
          { characterId: 'c1', name: 'Mira', pages: 13, failing: [] },
          { characterId: 'c2', name: 'Bruno', pages: 11, failing: [7] },
        ],
        problems: [
          {
            page: 7,
            characterId: 'c2',
            name: 'Bruno',
            onPage: true,
            differences: [{ part: 'accessory', note: 'the collar is missing' }],
          },
        ],
        remade: [7],
        unchecked: [],
      },
    }),
    book('b-anna-2', anna, 'Der Drache im Garten', {
      isPreview: true,
      format: null,
      paymentStatus: 'none',
      files: [],
    }),
    book('b-ben-1', ben, 'Mila at Sea', {
      status: 'failed',
      error: 'render worker crashed (exit 137)',
      mainLanguage: 'en',
    }),
    book('b-cleo-1', cleo, 'Oskar fliegt', {
      status: 'running',
      createdAt: at(0, 5),
      updatedAt: at(0, 1),
      files: [],
    }),
  ];
  // issue #24: the first item of an order shipped; the stand-in serves the carrier's page (`parcelUrl`).
  const parcel = (id: string) => `0034043416109404${id.slice(-4)}`;
  const order = (id: string, owner: Row, daysAgo: number, extra: Partial<Row>): Row => ({
    id,
    ownerId: owner.id,
    email: owner.email,
    status: 'paid',
    paymentStatus: 'paid',
    amountTotal: 7980,
    currency: 'EUR',
    couponCode: null,
    createdAt: at(daysAgo),
    paidAt: at(daysAgo),
    invoiceNumber: `RE-2026-${id.slice(-4)}`,
    refundedAmount: 0,
    items: [
      {
        itemId: `${id}-i1`,
        bookId: `b-${String(owner.id).slice(2)}-1`,
        title: 'Hardcover',
        format: 'hardcover',
        quantity: 1,
        amountTotal: 3990,
        fulfilmentStatus: 'shipped',
        refunded: false,
        carrier: 'dhl',
        trackingNumber: parcel(id),
        trackingUrl: `${PARCEL_BASE}/parcels/${parcel(id)}`,
        // issue #24: where the book is, as the BFF names it from the parcel (the carrier says delivered).
        journey: 'delivered',
      },
      {
        itemId: `${id}-i2`,
        bookId: `b-${String(owner.id).slice(2)}-1`,
        title: 'Softcover',
        format: 'softcover',
        quantity: 1,
        amountTotal: 3990,
        fulfilmentStatus: 'pending',
        refunded: false,
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
        journey: null,
      },
    ],
    shippingAddress: {
      name: String(owner.email).split('@')[0],
      line1: 'Lindenallee 7',
      line2: null,
      postalCode: '50667',
      city: 'Köln',
      country: 'DE',
    },
    payment: { provider: 'stripe', paymentIntent: `pi_${id}`, amountReceived: 7980, paidAt: at(daysAgo) },
    invoiceUrl: `https://files.example/${id}/invoice.pdf`,
    receiptUrl: `https://files.example/${id}/receipt.pdf`,
    creditNotes: [],
    paymentIssues: [],
    history: [
      { type: 'CheckoutStarted', at: at(daysAgo, 1), by: owner.id, data: { amountTotal: 7980 } },
      { type: 'OrderPaid', at: at(daysAgo), by: null, data: { paymentIntent: `pi_${id}` } },
    ] as History,
    ...extra,
  });
  const orders: Row[] = [
    order('o-1001', anna, 6, {}),
    order('o-1002', ben, 4, { status: 'processing' }),
    order('o-1003', cleo, 1, {
      status: 'requires_payment',
      paymentStatus: 'pending',
      paidAt: null,
      invoiceNumber: null,
      invoiceUrl: null,
      receiptUrl: null,
      payment: null,
    }),
    order('o-1004', anna, 15, { status: 'fulfilled' }),
  ];
  const printJob = (order: Row, status: string, extra: Partial<Row> = {}): Row => {
    const item = (order.items as { itemId: string; bookId: string; trackingNumber: string | null }[])[0]!;
    return {
      id: `pj-${String(order.id).slice(-4)}`,
      orderId: order.id,
      itemId: item.itemId,
      bookId: item.bookId,
      ownerId: order.ownerId,
      partnerId: 'fabelhaft-print-sim',
      partnerJobRef: `sim-${String(order.id).slice(-4)}`,
      status,
      reason: null,
      reprintOf: null,
      reprintedAs: null,
      product: { format: 'booklet', trimMm: [210, 210], bleedMm: 3, pageCount: 24, binding: 'saddle_stitch' },
      quantity: 1,
      parcels: item.trackingNumber
        ? [
            {
              carrier: 'dhl',
              trackingNumber: item.trackingNumber,
              trackingUrl: `${PARCEL_BASE}/parcels/${item.trackingNumber}`,
            },
          ]
        : [],
      promised: { dispatchBy: at(-1), deliverFrom: at(-2), deliverTo: at(-4) },
      createdAt: order.paidAt,
      updatedAt: at(1),
      history: [{ type: 'PrintJobRequested', at: String(order.paidAt), by: null, data: {} }] as History,
      ...extra,
    };
  };
  const [o1001, o1002] = orders as [Row, Row];
  const printJobs: Row[] = [printJob(o1001, 'shipped'), printJob(o1002, 'in_production')];
  // issue #24: anna's book has two refinement sessions; the open one waits on her answer to a question.
  const message = (id: string, role: 'user' | 'assistant', content: string, hoursAgo: number) => ({
    id,
    role,
    content,
    createdAt: at(0, hoursAgo),
  });
  const refinementSessions: Row[] = [
    {
      id: 'rs-anna-2',
      bookId: 'b-anna-1',
      ownerId: anna.id,
      number: 2,
      open: true,
      status: 'awaiting_clarification',
      messages: [
        message('m3', 'user', 'Bitte mach Seite 4 schöner.', 5),
        message('m4', 'assistant', 'Was soll ich ändern: den Text, das Bild oder eine Figur?', 5),
      ],
      latestPlan: null,
      requiresConfirmation: false,
      revision: null,
      error: null,
      createdAt: at(0, 6),
      updatedAt: at(0, 5),
    },
    {
      id: 'rs-anna-1',
      bookId: 'b-anna-1',
      ownerId: anna.id,
      number: 1,
      open: false,
      status: 'completed',
      messages: [
        message('m1', 'user', 'Der Mondhase soll eine rote Mütze tragen.', 30),
        message('m2', 'assistant', 'Ich gebe dem Mondhasen eine rote Mütze.', 30),
      ],
      latestPlan: {
        planNumber: 1,
        plannedChanges: [
          {
            targetType: 'character',
            action: 'change_appearance',
            targetIdentifier: 'Mondhase',
            rationale: 'Der Mondhase trägt eine rote Mütze.',
          },
        ],
      },
      requiresConfirmation: false,
      revision: 1,
      error: null,
      createdAt: at(1, 6),
      updatedAt: at(1, 5),
    },
  ];
  const deadLetters: Row[] = [
    {
      id: 'books:412',
      service: 'books',
      consumer: 'produce-book',
      subject: 'orders.v1.OrderPaid',
      error: 'Timeout after 3 attempts: render worker did not answer',
      deliveries: 5,
      failedAt: at(0, 3),
      data: { orderId: 'o-1002', bookId: 'b-ben-1' },
    },
    {
      id: 'orders:77',
      service: 'orders',
      consumer: 'issue-invoice',
      subject: 'orders.v1.OrderPaid',
      error: 'duplicate key value violates unique constraint "invoice_number"',
      deliveries: 5,
      failedAt: at(1),
      data: { orderId: 'o-1001' },
    },
  ];
  return {
    'limit-requests': limitRequests,
    customers,
    orders,
    books,
    'print-jobs': printJobs,
    'refinement-sessions': refinementSessions,
    'dead-letters': deadLetters,
  } as Record<string, Row[]>;
}

const LIST_FIELDS: Record<string, string[]> = {
  'limit-requests': [
    'id',
    'kind',
    'ownerId',
    'email',
    'bookId',
    'message',
    'status',
    'granted',
    'reason',
    'createdAt',
    'decidedAt',
    'decidedBy',
  ],
  customers: [
    'id',
    'email',
    'previewLimit',
    'previewRemaining',
    'editLimit',
    'editRemaining',
    'openRequests',
    'createdAt',
  ],
  orders: [
    'id',
    'ownerId',
    'email',
    'status',
    'paymentStatus',
    'amountTotal',
    'currency',
    'couponCode',
    'createdAt',
    'paidAt',
    'invoiceNumber',
    'refundedAmount',
    'items',
  ],
  books: [
    'id',
    'ownerId',
    'title',
    'idea',
    'status',
    'previewStatus',
    'paymentStatus',
    'isPreview',
    'format',
    'mainLanguage',
    'translationLanguage',
    'style',
    'error',
    'createdAt',
    'updatedAt',
  ],
  'print-jobs': [
    'id',
    'orderId',
    'itemId',
    'bookId',
    'ownerId',
    'partnerId',
    'partnerJobRef',
    'status',
    'reason',
    'reprintOf',
    'reprintedAs',
    'product',
    'quantity',
    'parcels',
    'promised',
    'createdAt',
    'updatedAt',
  ],
  'refinement-sessions': [
    'id',
    'bookId',
    'ownerId',
    'number',
    'open',
    'status',
    'messages',
    'latestPlan',
    'requiresConfirmation',
    'revision',
    'error',
    'createdAt',
    'updatedAt',
  ],
  'dead-letters': ['id', 'service', 'consumer', 'subject', 'error', 'deliveries', 'failedAt', 'data'],
};

/** Where the stand-in serves the carrier's tracking pages; set when it listens (one stand-in per file). */
let PARCEL_BASE = 'http://stand-in';

const pick = (row: Row, fields: string[]) => Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));

export interface StandIn {
  url: string;
  data: Record<string, Row[]>;
  /** Every /admin request seen: method, path, the bearer's sub, the body. */
  calls: { method: string; path: string; sub: string | null; body: unknown }[];
  stop(): Promise<void>;
}

export async function startStandIn(): Promise<StandIn> {
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((e: unknown) => send(res, 500, { detail: String(e), code: 'INTERNAL' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  PARCEL_BASE = `http://127.0.0.1:${port}`;
  const data = seed();
  const calls: StandIn['calls'] = [];

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as unknown) : {};
  }

  function tokens(user: StandInUser) {
    const iat = Math.floor(Date.now() / 1000);
    const base = {
      sub: user.sub,
      'cognito:groups': user.groups,
      iat,
      exp: iat + 3600,
      iss: `stand-in/${POOL_ID}`,
    };
    return {
      IdToken: fakeJwt({ ...base, email: user.email, aud: CLIENT_ID, token_use: 'id' }),
      AccessToken: fakeJwt({ ...base, client_id: CLIENT_ID, token_use: 'access', username: user.email }),
      RefreshToken: `refresh-${user.sub}`,
      ExpiresIn: 3600,
      TokenType: 'Bearer',
    };
  }

  async function cognito(req: IncomingMessage, res: ServerResponse) {
    const target = String(req.headers['x-amz-target'] ?? '')
      .split('.')
      .pop();
    const body = (await readBody(req)) as { AuthFlow?: string; AuthParameters?: Record<string, string> };
    const fail = (type: string, message: string) => send(res, 400, { __type: type, message });
    if (target === 'RevokeToken') return send(res, 200, {});
    if (target !== 'InitiateAuth') return fail('InvalidParameterException', `unsupported ${target}`);
    const p = body.AuthParameters ?? {};
    const user =
      body.AuthFlow === 'REFRESH_TOKEN_AUTH'
        ? STAND_IN_USERS.find((u) => `refresh-${u.sub}` === p.REFRESH_TOKEN)
        : STAND_IN_USERS.find((u) => u.email === p.USERNAME && u.password === p.PASSWORD);
    if (!user) return fail('NotAuthorizedException', 'Incorrect username or password.');
    const { RefreshToken, ...rest } = tokens(user);
    return send(res, 200, {
      AuthenticationResult: body.AuthFlow === 'REFRESH_TOKEN_AUTH' ? rest : { ...rest, RefreshToken },
      ChallengeParameters: {},
    });
  }

  function list(resource: string, url: URL, res: ServerResponse) {
    const rows = data[resource];
    if (!rows) return send(res, 404, { detail: 'Not found', code: 'NOT_FOUND' });
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    const [field, order] = JSON.parse(url.searchParams.get('sort') ?? '["id","ASC"]') as [string, string];
    const [from, to] = JSON.parse(url.searchParams.get('range') ?? '[0,24]') as [number, number];
    const matching = rows.filter((row) =>
      Object.entries(filter).every(([key, value]) => {
        if (key === 'q') {
          const q = String(value).toLowerCase();
          return ['id', 'email', 'title', 'invoiceNumber'].some((f) =>
            String(row[f] ?? '')
              .toLowerCase()
              .includes(q),
          );
        }
        if (key === 'id' && Array.isArray(value)) return value.includes(row.id);
        // docs/admin-api.md: an order is a book's when one of its items is.
        if (resource === 'orders' && key === 'bookId')
          return (row.items as { bookId: string }[]).some((i) => i.bookId === value);
        return row[key] === value;
      }),
    );
    const sorted = [...matching].sort((a, b) => {
      const x = String(a[field] ?? '');
      const y = String(b[field] ?? '');
      return (x < y ? -1 : x > y ? 1 : 0) * (order === 'DESC' ? -1 : 1);
    });
    const page = sorted.slice(from, to + 1).map((r) => pick(r, LIST_FIELDS[resource]!));
    const end = page.length ? from + page.length - 1 : from;
    return send(res, 200, page, { 'content-range': `${resource} ${from}-${end}/${matching.length}` });
  }

  function detail(resource: string, row: Row) {
    if (resource !== 'limit-requests') return row;
    const customer = data.customers!.find((c) => c.id === row.ownerId)!;
    return {
      ...pick(row, LIST_FIELDS[resource]!),
      quota: pick(customer, ['previewLimit', 'previewRemaining', 'editLimit', 'editRemaining']),
    };
  }

  async function admin(req: IncomingMessage, res: ServerResponse, url: URL) {
    const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const claims = token ? claimsOf(token) : null;
    const body = req.method === 'POST' ? await readBody(req) : undefined;
    calls.push({
      method: req.method!,
      path: url.pathname + url.search,
      sub: (claims?.sub as string) ?? null,
      body,
    });
    if (!claims) return send(res, 401, { detail: 'Unauthorized', code: 'AUTH.UNAUTHORIZED' });
    const groups = claims['cognito:groups'];
    if (!Array.isArray(groups) || !groups.includes('support'))
      return send(res, 403, { detail: 'Support access required', code: 'AUTH.FORBIDDEN' });
    const by = String(claims.sub);
    const [, , resource = '', rawId, action] = url.pathname.split('/');
    if (req.method === 'GET' && !rawId) return list(resource, url, res);
    const row = data[resource]?.find((r) => r.id === decodeURIComponent(rawId ?? ''));
    if (!row) return send(res, 404, { detail: 'Not found', code: 'NOT_FOUND' });
    const now = new Date().toISOString();
    const input = (body ?? {}) as Record<string, unknown>;
    const key = `${req.method} ${resource}/${action ?? ''}`;
    switch (key) {
      case 'GET limit-requests/':
      case 'GET customers/':
      case 'GET orders/':
      case 'GET books/':
      case 'GET print-jobs/':
      case 'GET refinement-sessions/':
      case 'GET dead-letters/':
        return send(res, 200, detail(resource, row));
      case 'POST limit-requests/approve':
      case 'POST limit-requests/reject': {
        if (row.status !== 'pending')
          return send(res, 409, {
            detail: 'Request already decided',
            code: 'LIMITS.REQUEST_ALREADY_DECIDED',
          });
        const customer = data.customers!.find((c) => c.id === row.ownerId)!;
        if (action === 'approve') {
          const grant = Number(input.grant);
          if (!Number.isInteger(grant) || grant < 1 || grant > 100)
            return send(res, 400, { detail: 'grant must be 1–100', code: 'VALIDATION' });
          const k = row.kind === 'preview' ? 'preview' : 'edit';
          customer[`${k}Limit`] = Number(customer[`${k}Limit`]) + grant;
          customer[`${k}Remaining`] = Number(customer[`${k}Remaining`]) + grant;
          Object.assign(row, { status: 'approved', granted: grant });
        } else {
          if (String(input.reason ?? '').trim().length < 3)
            return send(res, 400, { detail: 'reason too short', code: 'VALIDATION' });
          Object.assign(row, { status: 'rejected', reason: String(input.reason).trim() });
        }
        customer.openRequests = Math.max(0, Number(customer.openRequests) - 1);
        Object.assign(row, { decidedAt: now, decidedBy: by });
        return send(res, 200, detail(resource, row));
      }
      case 'POST customers/grant':
        for (const [field, k] of [
          ['previews', 'preview'],
          ['edits', 'edit'],
        ] as const) {
          const n = Number(input[field] ?? 0);
          row[`${k}Limit`] = Number(row[`${k}Limit`]) + n;
          row[`${k}Remaining`] = Number(row[`${k}Remaining`]) + n;
        }
        (row.history as History).push({ type: 'QuotaGranted', at: now, by, data: input });
        return send(res, 200, row);
      case 'POST orders/refund': {
        const items = row.items as { itemId: string; amountTotal: number; refunded: boolean }[];
        const chosen = items.filter(
          (i) => !i.refunded && (!Array.isArray(input.items) || input.items.includes(i.itemId)),
        );
        if (chosen.length === 0)
          return send(res, 409, { detail: 'Nothing left to refund', code: 'ORDERS.NOTHING_TO_REFUND' });
        const amount = chosen.reduce((sum, i) => sum + i.amountTotal, 0);
        chosen.forEach((i) => (i.refunded = true));
        row.refundedAmount = Number(row.refundedAmount) + amount;
        row.status = items.every((i) => i.refunded) ? 'refunded' : 'partially_refunded';
        const number = `RK-2026-${String((row.creditNotes as unknown[]).length + 1).padStart(4, '0')}`;
        (row.creditNotes as unknown[]).push({
          number,
          date: now,
          amount,
          url: `https://files.example/${row.id}/${number}.pdf`,
        });
        (row.history as History).push({
          type: 'OrderRefunded',
          at: now,
          by,
          data: { amount, reason: input.reason },
        });
        return send(res, 200, row);
      }
      case 'POST books/retry-production':
        Object.assign(row, { status: 'queued', error: null, updatedAt: now });
        (row.history as History).push({ type: 'ProductionRetried', at: now, by, data: {} });
        return send(res, 200, row);
      case 'POST dead-letters/retry':
      case 'DELETE dead-letters/':
        data['dead-letters'] = data['dead-letters']!.filter((r) => r !== row);
        return send(res, 200, row);
      default:
        return send(res, 404, { detail: `No route ${key}`, code: 'NOT_FOUND' });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader(
      'access-control-allow-headers',
      'authorization, content-type, x-amz-target, x-amz-user-agent, cache-control',
    );
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('access-control-expose-headers', 'Content-Range');
    if (req.method === 'OPTIONS') return send(res, 204, undefined);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname.startsWith('/admin/')) return admin(req, res, url);
    // The carrier's public tracking page the console links to (issue #24).
    const parcel = /^\/parcels\/(\d+)$/.exec(url.pathname)?.[1];
    if (req.method === 'GET' && parcel) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><html lang="en"><title>Parcel ${parcel}</title><h1>Parcel ${parcel}: delivered</h1></html>`,
      );
    }
    if (req.method === 'POST' && req.headers['x-amz-target']) return cognito(req, res);
    return send(res, 404, { detail: 'Not found', code: 'NOT_FOUND' });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    get data() {
      return data;
    },
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
