import { parseRetryAfter, sendJson, TransportError, withRetries, type RetryPolicy } from './http-json';

/** A fetch stand-in: records each call and answers with what `answer` gives (or throws). */
function fakeFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    return answer(url, init ?? {});
  }) as typeof fetch;
  return { impl, calls };
}

describe('sendJson', () => {
  it('sends JSON with the caller’s headers and a deadline, and parses the answer', async () => {
    const { impl, calls } = fakeFetch(
      () => new Response(JSON.stringify({ id: 'o-1' }), { status: 201, headers: { 'x-request-id': 'r-9' } }),
    );
    const answer = await sendJson(impl, {
      method: 'POST',
      url: 'https://provider.example/v4/orders',
      headers: { 'X-API-KEY': 'k' },
      body: { orderReferenceId: 'job-1' },
      timeoutMs: 1000,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: 'o-1' });
    expect(answer.headers.get('x-request-id')).toBe('r-9');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'X-API-KEY': 'k',
    });
    expect(calls[0]!.init.body).toBe('{"orderReferenceId":"job-1"}');
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no body and no content type on a GET, and reads an empty or non-JSON answer as null', async () => {
    const { impl, calls } = fakeFetch((url) =>
      url.endsWith('/empty') ? new Response(null, { status: 204 }) : new Response('<html>busy</html>'),
    );
    const get = (path: string) =>
      sendJson(impl, { method: 'GET', url: `https://p.example${path}`, headers: {}, timeoutMs: 1000 });
    expect(await get('/empty')).toMatchObject({ status: 204, body: null });
    expect(await get('/html')).toMatchObject({ status: 200, body: null });
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.headers).toEqual({ accept: 'application/json' });
  });

  it('turns a deadline into a timeout and anything else into a network TransportError', async () => {
    const timeout = fakeFetch(() => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    const request = { method: 'GET' as const, url: 'https://p.example/x', headers: {}, timeoutMs: 250 };
    const slow = await sendJson(timeout.impl, request).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(TransportError);
    expect(slow).toMatchObject({
      kind: 'timeout',
      message: 'GET https://p.example/x took longer than 250 ms',
    });

    const refused = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const down = await sendJson(refused.impl, request).catch((e: unknown) => e);
    expect(down).toMatchObject({ kind: 'network', message: 'GET https://p.example/x failed: fetch failed' });
    expect((down as Error).cause).toBeInstanceOf(TypeError);
  });

  it('really stops at the deadline when the answer never comes', async () => {
    const { impl } = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(
      sendJson(impl, { method: 'GET', url: 'https://p.example/hang', headers: {}, timeoutMs: 20 }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-11-24T10:00:00.000Z');
  it('reads delta-seconds and HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Tue, 24 Nov 2026 09:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('1.5', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
  });
});

describe('withRetries', () => {
  const policy = (overrides: Partial<RetryPolicy> = {}) => {
    const waits: number[] = [];
    return {
      waits,
      policy: {
        maxRetries: 3,
        baseDelayMs: 100,
        maxDelayMs: 1000,
        sleep: async (ms: number) => void waits.push(ms),
        ...overrides,
      },
    };
  };
  const failing = (failures: number, error: Error = new Error('busy')) => {
    let calls = 0;
    return {
      call: async () => {
        calls += 1;
        if (calls <= failures) throw error;
        return `ok after ${calls}`;
      },
      calls: () => calls,
    };
  };

  it('retries a retryable error with doubling waits, then answers', async () => {
    const { waits, policy: p } = policy();
    const f = failing(2);
    expect(await withRetries(f.call, () => ({ retry: true }), p)).toBe('ok after 3');
    expect(waits).toEqual([100, 200]);
  });

  it('gives up after maxRetries and throws the last error', async () => {
    const { waits, policy: p } = policy({ maxRetries: 2 });
    const f = failing(5);
    await expect(withRetries(f.call, () => ({ retry: true }), p)).rejects.toThrow('busy');
    expect(f.calls()).toBe(3);
    expect(waits).toEqual([100, 200]);
  });

  it('never retries an error the caller calls final', async () => {
    const { waits, policy: p } = policy();
    const f = failing(1, new Error('bad request'));
    await expect(withRetries(f.call, () => ({ retry: false }), p)).rejects.toThrow('bad request');
    expect(f.calls()).toBe(1);
    expect(waits).toEqual([]);
  });

  it('waits the longer Retry-After, and stops when it is beyond maxDelayMs', async () => {
    const honoured = policy();
    const f = failing(1);
    await withRetries(f.call, () => ({ retry: true, afterMs: 700 }), honoured.policy);
    expect(honoured.waits).toEqual([700]);

    const tooLong = policy();
    const g = failing(1);
    await expect(withRetries(g.call, () => ({ retry: true, afterMs: 5000 }), tooLong.policy)).rejects.toThrow(
      'busy',
    );
    expect(g.calls()).toBe(1);
    expect(tooLong.waits).toEqual([]);
  });
});
