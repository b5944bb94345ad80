import 'reflect-metadata';
import { request as httpRequest } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { ErrorCodes, findUnstorableText, UnstorableTextDetail } from '@fabelhaft/contracts';
import { connectNats, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestIssuer,
  testNatsUrl,
  testSecret,
  testSubjectPrefix,
  type TestIssuer,
} from '@fabelhaft/testing';
import { bffConfigSchema } from '../bff.config';
import { createBffApp } from '../create-app';

// Some 1,700 requests against the real app: about 40 s on two shared cores under a load of 18, less when idle.
jest.setTimeout(120_000);

/** Nest's JSON body limit (body-parser's default, 100 kB); the leakage test proves a larger body is a 413. */
const BODY_LIMIT = 100 * 1024;
const BOOK = '3f2a1b00-0000-5000-8000-00000000b00c';
const SESSION = '3f2a1b00-0000-5000-8000-000000005e55';

/** Strings Postgres or JSON cannot store: NUL, other C0 controls, lone surrogates (high, low, reversed pair). */
const BAD_TEXT = ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', '\u0001', '\u001b[31m'];
/** Text a person writes (tab, newline, umlaut, emoji): never a 5xx either. */
const FINE_TEXT = 'ok\t\n\r Bär 🐻';
/** Wrong types: number, boolean, object, array, null (the object and array with bad text inside). */
const WRONG_TYPES: unknown[] = [1.5, true, { a: '\u0000' }, ['\u0000'], null];

/** Path segments and query values: percent-encoded NUL and control characters, UTF-8 of a lone surrogate,
 * invalid UTF-8, huge. */
const BAD_SEGMENTS = ['%00', '%01', '%ED%A0%80', '%FF', 'x'.repeat(4000)];

/** JSON with escaped bad text for the list parameters that carry JSON (their escapes only show once parsed). */
const JSON_QUERY_PROBES = [
  `filter=${encodeURIComponent('{"q":"\\u0000"}')}`,
  `filter=${encodeURIComponent('{"q":"\\ud800"}')}`,
  `filter=${encodeURIComponent('{"id":["\\u0000"]}')}`,
  `filter=${encodeURIComponent('{"q":{"a":1}}')}`,
  `sort=${encodeURIComponent('["\\u0000","ASC"]')}`,
  `range=${encodeURIComponent('[0,"\\u0000"]')}`,
];

/** Query names beyond those the OpenAPI document declares: react-admin's list parameters (`q` included). */
const EXTRA_QUERY_NAMES = ['q', 'filter', 'sort', 'range', 'id'];
/** Body fields for routes whose OpenAPI document declares no body schema (support's reasons, grants, …). */
const EXTRA_BODY_FIELDS = ['reason', 'message', 'notes', 'items', 'granted'];

interface Route {
  method: string;
  /** Express form: `/books/:bookId`. */
  path: string;
}

interface Probe {
  method: string;
  path: string;
  body?: string;
  what: string;
}

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A well-formed value of a declared schema, so that a fuzzed field is the only thing wrong with a body. */
function exampleOf(schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return BOOK;
      return 'A well-formed text for the route fuzz test.'.padEnd(schema.minLength ?? 0, '.');
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return schema.default ?? true;
    case 'array':
      return schema.items ? [exampleOf(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value)]),
      );
    default:
      return 'x';
  }
}

/**
 * Issue #22 "No text can break a write": every route of the real BFF that takes text — discovered from its router,
 * with the OpenAPI document's parameters and body fields — is sent NUL bytes, control characters, lone
 * surrogates, huge strings (just under and over the body limit) and wrong types in its path parameters, query
 * and body. None may answer 5xx, and no text Postgres cannot store may reach a service. The services are a
 * stand-in on NATS that answers like Postgres would: a 500-causing error for unstorable text, else "not found".
 */
describe('route fuzz: no text breaks a write (issue #22)', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let services: ReturnType<NatsConnection['subscribe']>;
  let app: INestApplication;
  let base: string;
  let routes: Route[];
  let openApi: Record<string, Record<string, OpenApiOperation>>;
  const leaked: string[] = [];
  let serviceCalls = 0;
  const webhookSecret = testSecret('gelato-');

  beforeAll(async () => {
    issuer = await createTestIssuer();
    const prefix = testSubjectPrefix('bfffuzz');
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-route-fuzz' });
    // Every service at once: whatever the BFF asks, the stand-in checks the request as Postgres would.
    services = nc.subscribe(`${prefix}.rpc.>`, {
      callback: (_err, msg) => {
        serviceCalls += 1;
        const body = msg.json<{ data: unknown }>();
        const bad = findUnstorableText(body.data);
        if (bad !== undefined) leaked.push(`${msg.subject}: ${bad}`);
        const error =
          bad !== undefined
            ? { code: ErrorCodes.INTERNAL, detail: 'invalid byte sequence for encoding "UTF8": 0x00' }
            : { code: ErrorCodes.NOT_FOUND, detail: 'Not found' };
        msg.respond(JSON.stringify({ ok: false, error }));
      },
    });
    app = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        RPC_TIMEOUT_MS: '3000',
        LOG_LEVEL: 'silent',
        ASSET_URL_SECRET: testSecret(),
        GELATO_WEBHOOK_SECRET: webhookSecret,
      }),
    );
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    // The routes as the app's router has them (a new controller is fuzzed without touching this test) …
    const express = app.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    };
    routes = express.router.stack
      .flatMap((layer) =>
        layer.route
          ? Object.keys(layer.route.methods).map((method) => ({
              method: method.toUpperCase(),
              path: layer.route!.path,
            }))
          : [],
      )
      .filter((r) => !r.path.startsWith('/docs') && !r.path.startsWith('/health'));
    // … and the parameters and body fields the OpenAPI document declares for them.
    openApi = ((await (await fetch(`${base}/docs/openapi.json`)).json()) as { paths: typeof openApi }).paths;
  });

  afterAll(async () => {
    await app?.close();
    await services?.unsubscribe();
    await nc?.close();
    await issuer?.close();
  });

  const operationOf = (route: Route): OpenApiOperation =>
    openApi[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] ?? {};
  const pathParams = (route: Route) => [...route.path.matchAll(/:(\w+)|\*(\w+)/g)].map((m) => m[1] ?? m[2]!);
  const withParams = (route: Route, values: Record<string, string> = {}) =>
    route.path.replace(/:(\w+)|\*(\w+)/g, (_m, a: string | undefined, b: string | undefined) => {
      const name = (a ?? b)!;
      return values[name] ?? (name === 'key' ? 'owners/x/a.png' : name === 'sessionId' ? SESSION : BOOK);
    });
  const takesBody = (route: Route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

  function probesOf(route: Route): Probe[] {
    const op = operationOf(route);
    const probes: Probe[] = [];
    const { method } = route;
    // Path parameters, one at a time.
    for (const name of pathParams(route))
      for (const value of BAD_SEGMENTS)
        probes.push({ method, path: withParams(route, { [name]: value }), what: `path ${name}` });
    // Query: each bad value in every declared (and, for reads, every list) parameter at once; the JSON ones
    // one by one; a parameter given twice and as an "object".
    const queryNames = [
      ...new Set([
        ...(op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        ...(method === 'GET' ? EXTRA_QUERY_NAMES : ['q']),
      ]),
    ];
    const path = withParams(route);
    for (const value of BAD_SEGMENTS)
      probes.push({
        method,
        path: `${path}?${queryNames.map((n) => `${n}=${value}`).join('&')}`,
        what: 'query',
      });
    if (method === 'GET')
      for (const query of JSON_QUERY_PROBES)
        probes.push({ method, path: `${path}?${query}`, what: 'JSON query' });
    probes.push({ method, path: `${path}?q=a&q=%00&filter=1&filter=2`, what: 'query twice' });
    probes.push({ method, path: `${path}?q[x]=%00&filter[q]=%00`, what: 'query object' });
    if (!takesBody(route)) return probes;
    // Body fields, one at a time in an otherwise well-formed body (from the declared schema): wrong types, a NUL,
    // fine text, bad text in a list of objects; the other bad texts in all fields at once.
    const schema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
    const declared = Object.keys(schema?.properties ?? {});
    const fields = declared.length > 0 ? declared : EXTRA_BODY_FIELDS;
    const valid = (schema ? exampleOf(schema) : {}) as Record<string, unknown>;
    const json = (body: unknown) => JSON.stringify(body);
    probes.push({ method, path, body: json(valid), what: 'a well-formed body' });
    for (const field of fields) {
      for (const value of [...WRONG_TYPES, '\u0000', FINE_TEXT, [{ [field]: '\ud800' }]])
        probes.push({ method, path, body: json({ ...valid, [field]: value }), what: `body ${field}` });
      // Fields of the objects in a list (reference images: key and description).
      const items = schema?.properties?.[field]?.items?.properties;
      for (const inner of Object.keys(items ?? {}))
        for (const value of ['\u0000', '\udfff', 7, null]) {
          const item = { ...(exampleOf(schema!.properties![field]!.items!) as object), [inner]: value };
          probes.push({
            method,
            path,
            body: json({ ...valid, [field]: [item] }),
            what: `body ${field}[].${inner}`,
          });
        }
    }
    for (const value of BAD_TEXT)
      probes.push({
        method,
        path,
        body: json(Object.fromEntries(fields.map((f) => [f, value]))),
        what: 'body',
      });
    // Huge: just under the body limit (plain text and NULs, whose JSON escapes are 6 bytes each), and over it.
    const [first = 'text'] = fields;
    for (const [what, value] of [
      ['just under the limit', 'x'.repeat(BODY_LIMIT - 100)],
      ['NULs just under the limit', '\u0000'.repeat(Math.floor(BODY_LIMIT / 6) - 100)],
      ['over the limit', 'x'.repeat(BODY_LIMIT + 10)],
    ] as const)
      probes.push({ method, path, body: json({ [first]: value }), what });
    // Whole bodies of the wrong shape, and an object key that cannot be stored.
    for (const body of ['"\\u0000"', '[]', 'null', '{"\\u0000":"x"}', '[[[[[[[[["\\ud800"]]]]]]]]]'])
      probes.push({ method, path, body, what: `body ${body}` });
    return probes;
  }

  /** A raw request: no URL normalisation, the path's bytes as given. */
  function send(probe: Probe, token: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve) => {
      const req = httpRequest(
        `${base}${probe.path}`,
        {
          method: probe.method,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': `fuzz-${Math.random()}`,
            ...(probe.body !== undefined ? { 'content-length': Buffer.byteLength(probe.body) } : {}),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      // An answer that never comes is as bad as a 5xx.
      req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
      req.on('error', (e) => resolve({ status: 0, body: e.message }));
      req.end(probe.body);
    });
  }

  async function runAll(probes: Probe[], token: string, concurrency = 8) {
    const failures: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < probes.length) {
          const probe = probes[next++]!;
          const res = await send(probe, token);
          if (res.status >= 500 || res.status === 0)
            failures.push(
              `${res.status} ${probe.method} ${probe.path.slice(0, 120)} (${probe.what}): ${res.body.slice(0, 200)}`,
            );
        }
      }),
    );
    return failures;
  }

  it('finds the routes that take text in the router', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/books/:bookId/refine/:sessionId/messages' },
        { method: 'GET', path: '/tracking/:trackingNumber' },
        { method: 'POST', path: '/admin/limit-requests/:id/reject' },
        { method: 'POST', path: '/admin/print-jobs/:id/reprint' },
      ]),
    );
  });

  it('answers no 5xx to bad text, huge strings or wrong types on any route, and hands no service unstorable text', async () => {
    // A support agent's token: customer routes take it too, so every route gets past its guards.
    const token = issuer.mintIdToken({ sub: 'fuzz-agent', groups: ['support'], email: 'agent@example.com' });
    const probes = routes.flatMap(probesOf);
    expect(probes.length).toBeGreaterThan(800);
    const started = Date.now();
    const failures = await runAll(probes, token);
    console.log(`${probes.length} probes on ${routes.length} routes in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
    expect(leaked).toEqual([]);
    // The stand-in was reached (the fuzz got past the guards, not only bounced off them).
    expect(serviceCalls).toBeGreaterThan(0);
  });

  it('refuses unstorable text with 400 COMMON.INVALID_TEXT in the customer language, naming the field', async () => {
    const token = issuer.mintIdToken({ sub: 'fuzz-customer' });
    const post = (path: string, body: unknown, language: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'accept-language': language,
        },
        body: JSON.stringify(body),
      });
    const before = serviceCalls;
    const de = await post(`/books/${BOOK}/refine/${SESSION}/messages`, { message: 'Hallo\u0000' }, 'de-DE');
    expect(de.status).toBe(400);
    expect(await de.json()).toEqual({
      detail: `body.message: ${UnstorableTextDetail.de}`,
      code: ErrorCodes.INVALID_TEXT,
    });
    const en = await post('/limits/preview/request', { message: 'More previews please \ud800' }, 'en-GB');
    expect(await en.json()).toEqual({
      detail: `body.message: ${UnstorableTextDetail.en}`,
      code: ErrorCodes.INVALID_TEXT,
    });
    const tracking = await fetch(`${base}/tracking/00340434%00`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(tracking.status).toBe(400);
    expect(((await tracking.json()) as { code: string }).code).toBe(ErrorCodes.INVALID_TEXT);
    const agent = issuer.mintIdToken({ sub: 'fuzz-agent', groups: ['support'] });
    const list = await fetch(
      `${base}/admin/limit-requests?filter=${encodeURIComponent('{"q":"a\\u0000"}')}`,
      {
        headers: { authorization: `Bearer ${agent}` },
      },
    );
    expect(list.status).toBe(400);
    expect(((await list.json()) as { code: string }).code).toBe(ErrorCodes.INVALID_TEXT);
    // Nothing behind the BFF was asked.
    expect(serviceCalls).toBe(before);
  });
});
