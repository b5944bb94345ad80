// A JSON request with a deadline, and retries for calls that may safely run twice (ADR 0011: no call to a
// provider waits longer than its own bound). Node's fetch (undici); the deadline covers the body as well.
// Shared by the provider adapters (libs/printing's Gelato, libs/carriers' DHL) as
// `@fabelhaft/contracts/http-json`: a second entry that imports nothing, so the contracts barrel (which the
// UIs load) stays free of it and no lib gains a dependency for it.

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
    // By name, not `instanceof Error`: the DOMException of an aborted fetch may come from another realm.
    const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
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
  // An HTTP date names its month (and day); Date.parse alone would take "-5" or "1.5" for a date.
  if (!/[a-z]{3}/i.test(trimmed)) return undefined;
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
