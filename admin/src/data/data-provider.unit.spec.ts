import { type fetchUtils } from 'ra-core';
import { authorisedHttpClient, createDataProvider, type HttpClient } from './data-provider';

type Call = { url: string; method: string; body: unknown; headers: Headers };

/** An httpClient answering like the BFF's /admin (docs/admin-api.md) and recording each request. */
function fakeBff(answer: (call: Call) => { json: unknown; headers?: Record<string, string> }) {
  const calls: Call[] = [];
  const client: HttpClient = async (url, options = {}) => {
    const call: Call = {
      url,
      method: options.method ?? 'GET',
      body: options.body ? JSON.parse(String(options.body)) : undefined,
      headers: new Headers(options.headers),
    };
    calls.push(call);
    const { json, headers = {} } = answer(call);
    return { json, headers: new Headers(headers), status: 200, body: JSON.stringify(json) };
  };
  return { client, calls };
}

const REQUEST = { id: 'lr-1', kind: 'preview', status: 'pending', ownerId: 'c-1', email: 'a@example.com' };

describe('dataProvider', () => {
  it('lists with filter, sort and range and reads the total from Content-Range', async () => {
    const { client, calls } = fakeBff(() => ({
      json: [REQUEST],
      headers: { 'Content-Range': 'limit-requests 0-0/7' },
    }));
    const dp = createDataProvider('http://bff.test/', client);
    const result = await dp.getList('limit-requests', {
      filter: { status: 'pending' },
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 2, perPage: 10 },
    });
    expect(result).toEqual({ data: [REQUEST], total: 7 });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/admin/limit-requests');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: 'pending' });
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['createdAt', 'ASC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([10, 19]);
  });

  it("reads a customer's books through filter ownerId", async () => {
    const { client, calls } = fakeBff(() => ({ json: [], headers: { 'Content-Range': 'books 0-0/0' } }));
    const dp = createDataProvider('http://bff.test', client);
    await dp.getManyReference('books', {
      target: 'ownerId',
      id: 'c-1',
      filter: {},
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(JSON.parse(new URL(calls[0]!.url).searchParams.get('filter')!)).toEqual({ ownerId: 'c-1' });
  });

  it.each([
    ['approveLimitRequest', ['lr-1', 3], '/admin/limit-requests/lr-1/approve', 'POST', { grant: 3 }],
    [
      'rejectLimitRequest',
      ['lr-1', 'Not this month'],
      '/admin/limit-requests/lr-1/reject',
      'POST',
      { reason: 'Not this month' },
    ],
    ['grantCustomer', ['c-1', { previews: 2 }], '/admin/customers/c-1/grant', 'POST', { previews: 2 }],
    [
      'refundOrder',
      ['o-1', { reason: 'damaged' }],
      '/admin/orders/o-1/refund',
      'POST',
      { reason: 'damaged' },
    ],
    [
      'refundOrder',
      ['o-1', { items: ['i-2'], reason: 'damaged' }],
      '/admin/orders/o-1/refund',
      'POST',
      { items: ['i-2'], reason: 'damaged' },
    ],
    [
      'refundOrder',
      ['o-1', { items: [], reason: 'all' }],
      '/admin/orders/o-1/refund',
      'POST',
      { reason: 'all' },
    ],
    ['retryProduction', ['b-1'], '/admin/books/b-1/retry-production', 'POST', {}],
    [
      'cancelPrintJob',
      ['j-1', 'parent asked'],
      '/admin/print-jobs/j-1/cancel',
      'POST',
      { reason: 'parent asked' },
    ],
    ['reprintPrintJob', ['j-1', 'damaged'], '/admin/print-jobs/j-1/reprint', 'POST', { reason: 'damaged' }],
    ['retryDeadLetter', ['books:412'], '/admin/dead-letters/books%3A412/retry', 'POST', {}],
    ['discardDeadLetter', ['books:412'], '/admin/dead-letters/books%3A412', 'DELETE', undefined],
  ] as const)(
    '%s calls the command endpoint and answers the record',
    async (method, args, path, verb, body) => {
      const { client, calls } = fakeBff((call) => ({ json: { id: 'answered', echo: call.body ?? null } }));
      const dp = createDataProvider('http://bff.test', client);
      const run = dp[method] as (...a: unknown[]) => Promise<{ data: { id: string } }>;
      const result = await run(...args);
      expect(result.data.id).toBe('answered');
      expect(calls).toHaveLength(1);
      expect(new URL(calls[0]!.url).pathname).toBe(path);
      expect(calls[0]!.method).toBe(verb);
      expect(calls[0]!.body).toEqual(body);
    },
  );
});

describe('authorisedHttpClient', () => {
  it('sends the current id token as a bearer and drops the Range header the BFF CORS does not allow', async () => {
    const seen: Headers[] = [];
    const fetchJson = (async (_url: string, options: fetchUtils.Options = {}) => {
      seen.push(options.headers as Headers);
      return { status: 200, headers: new Headers(), body: '[]', json: [] };
    }) as typeof fetchUtils.fetchJson;
    let token = 'token-1';
    const client = authorisedHttpClient(async () => token, fetchJson);
    await client('http://bff.test/admin/books', { headers: new Headers({ Range: 'books=0-9' }) });
    token = 'token-2';
    await client('http://bff.test/admin/books');
    expect(seen.map((h) => h.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(seen[0]!.get('Range')).toBeNull();
  });
});
