import { HttpError, type fetchUtils } from 'ra-core';
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

describe('dataProvider: posts and their covers (issue #26)', () => {
  type Seen = { url: string; method: string; body: unknown };
  const POST = {
    id: 7,
    title: 'Bedtime',
    coverAlt: 'A moon',
    cover: { url: 'http://content.test/api/media/covers/post-7-aa.jpg', name: 'moon.jpg', width: 1600 },
  };
  /** The content service's /admin/posts: JSON, or multipart for the cover. */
  function fakeContent(after: Record<string, unknown> = POST) {
    const seen: Seen[] = [];
    const client: HttpClient = async (url, options = {}) => {
      const body = options.body;
      seen.push({
        url,
        method: options.method ?? 'GET',
        body: body instanceof FormData ? body : body ? JSON.parse(String(body)) : undefined,
      });
      return { json: after, headers: new Headers(), status: 200, body: '' };
    };
    return { seen, dp: createDataProvider('http://bff.test', client, 'http://content.test') };
  }

  it('reads posts from the content service with the cover as the image input shows it (src, title)', async () => {
    const { seen, dp } = fakeContent();
    const { data } = await dp.getOne('posts', { id: 7 });
    expect(seen[0]!.url).toBe('http://content.test/admin/posts/7');
    expect(data.cover).toEqual({ ...POST.cover, src: POST.cover.url, title: 'moon.jpg' });
  });

  it('saves the fields as JSON without the cover, then uploads a newly chosen file as multipart', async () => {
    const { seen, dp } = fakeContent();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'moon.jpg', { type: 'image/jpeg' });
    const { data } = await dp.update('posts', {
      id: 7,
      data: { ...POST, title: 'Bedtime!', cover: { rawFile: file, src: 'blob:x', title: 'moon.jpg' } },
      previousData: { ...POST, cover: null },
    });
    expect(seen.map((c) => [c.method, new URL(c.url).pathname])).toEqual([
      ['PUT', '/admin/posts/7'],
      ['PUT', '/admin/posts/7/cover'],
    ]);
    expect(seen[0]!.body).toEqual({ id: 7, title: 'Bedtime!', coverAlt: 'A moon' });
    const form = seen[1]!.body as FormData;
    expect((form.get('file') as File).name).toBe('moon.jpg');
    expect(data.cover.src).toBe(POST.cover.url);
  });

  it('deletes a removed cover, and leaves an unchanged one alone', async () => {
    const removed = fakeContent({ ...POST, cover: null });
    await removed.dp.update('posts', { id: 7, data: { ...POST, cover: null }, previousData: POST });
    expect(removed.seen.map((c) => [c.method, new URL(c.url).pathname])).toEqual([
      ['PUT', '/admin/posts/7'],
      ['DELETE', '/admin/posts/7/cover'],
    ]);
    const kept = fakeContent();
    await kept.dp.update('posts', {
      id: 7,
      data: { ...POST, cover: { ...POST.cover, src: POST.cover.url } },
      previousData: POST,
    });
    // A save without the field at all (another caller) does not touch the cover either.
    await kept.dp.update('posts', { id: 7, data: { title: 'x' }, previousData: POST });
    expect(kept.seen.map((c) => c.method)).toEqual(['PUT', 'PUT']);
    expect(kept.seen.every((c) => new URL(c.url).pathname === '/admin/posts/7')).toBe(true);
  });

  it('reads the audit trail of a post', async () => {
    const { seen, dp } = fakeContent([
      { action: 'created', userId: 'sub-1', at: 'now', changes: {} },
    ] as never);
    const { data } = await dp.postHistory(7);
    expect(new URL(seen[0]!.url).pathname).toBe('/admin/posts/7/history');
    expect(data[0]!.userId).toBe('sub-1');
  });

  it('sends other resources to the BFF as before', async () => {
    const { seen, dp } = fakeContent({ id: 'b-1' });
    await dp.getOne('books', { id: 'b-1' });
    expect(seen[0]!.url).toBe('http://bff.test/admin/books/b-1');
  });
});

describe('authorisedHttpClient', () => {
  it("makes the API's `detail` the error's message (what react-admin shows), keeping status and body", async () => {
    const body = {
      detail: 'The cover must be a JPEG, PNG or WebP image.',
      code: 'CONTENT.COVER_UNSUPPORTED_TYPE',
    };
    const fetchJson = (async () => {
      throw new HttpError('Unsupported Media Type', 415, body);
    }) as unknown as typeof fetchUtils.fetchJson;
    const client = authorisedHttpClient(async () => 't', fetchJson);
    await expect(client('http://content.test/admin/posts/7/cover')).rejects.toMatchObject({
      message: body.detail,
      status: 415,
      body,
    });
    const plain = authorisedHttpClient(async () => 't', (async () => {
      throw new HttpError('Bad Gateway', 502, null);
    }) as unknown as typeof fetchUtils.fetchJson);
    await expect(plain('http://bff.test/admin/books')).rejects.toMatchObject({ message: 'Bad Gateway' });
  });

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
