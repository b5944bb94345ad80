// (The same small helper as libs/printing/src/http-json.ts: the two libs do not depend on each other.)
// A JSON request with a deadline, and retries for calls that may safely run twice (ADR 0011: no call to a
// provider waits longer than its own bound). Node's fetch (undici); the deadline covers the body as well.

export class TransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
    cause: unknown,
  ) {
    super(message, { cause });
    this.name = 'TransportError';
  }
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or null for an empty or non-JSON body. */
  body: unknown;
}

export interface JsonRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

export async function sendJson(fetchImpl: typeof fetch, request: JsonRequest): Promise<JsonResponse> {
  const fail = (error: unknown): never => {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new TransportError(
      timedOut ? 'timeout' : 'network',
      timedOut
        ? `${request.method} ${request.url} took longer than ${request.timeoutMs} ms`
        : `${request.method} ${request.url} failed: ${error instanceof Error ? error.message : String(error)}`,
      error,
    );
  };
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    return fail(error);
  }
  let body: unknown = null;
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: response.status, headers: response.headers, body };
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

export interface RetryPolicy {
  /** Further attempts after the first. */
  maxRetries: number;
  /** Wait before retry n (1-based): baseDelayMs × 2^(n-1), or the error's own Retry-After when longer. */
  baseDelayMs: number;
  /** A retry never waits longer than this (a longer Retry-After ends the retries instead). */
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

/** Runs `call` again while `retryable(error)` says so, up to the policy's limits; the last error is thrown. */
export async function withRetries<T>(
  call: () => Promise<T>,
  retryable: (error: unknown) => { retry: boolean; afterMs?: number },
  policy: RetryPolicy,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const verdict = retryable(error);
      if (!verdict.retry || attempt >= policy.maxRetries) throw error;
      const delay = Math.max(policy.baseDelayMs * 2 ** attempt, verdict.afterMs ?? 0);
      if (delay > policy.maxDelayMs) throw error;
      await policy.sleep(delay);
    }
  }
}

export const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
