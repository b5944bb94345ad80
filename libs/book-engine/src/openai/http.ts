import { ProviderError } from './errors';

export interface HttpTarget {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /**
   * How the key is sent: OpenAI's `Authorization: Bearer <key>` (the default) or Google's `x-goog-api-key`
   * header (the Gemini API).
   */
  auth?: 'bearer' | 'x-goog-api-key';
}

function errorMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') return parsed.error.message;
  } catch {
    // not JSON: fall through to the raw text
  }
  return body.slice(0, 300);
}

/** Longest wait a provider's Retry-After is followed for; beyond it the caller's own backoff decides. */
export const MAX_RETRY_AFTER_MS = 120_000;

/**
 * A `Retry-After` header in milliseconds (RFC 9110 §10.2.3: delay-seconds or an HTTP date; OpenAI also sends
 * `retry-after-ms`), undefined when absent or unreadable.
 */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.min(Number(ms), MAX_RETRY_AFTER_MS);
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.min(Math.max(0, at - now), MAX_RETRY_AFTER_MS);
}

/** A request body: JSON, or multipart/form-data (fetch writes the boundary). */
export type RequestBody = { json: unknown } | { form: FormData };

/**
 * POSTs to a model provider and returns the parsed JSON answer. The whole exchange (connect, headers and body)
 * is bounded by `timeoutMs`; failures become `ProviderError`s (429 and 5xx retryable, with the provider's
 * Retry-After when it sent one).
 */
export async function post(target: HttpTarget, path: string, body: RequestBody): Promise<unknown> {
  const { url, status, bytes } = await exchange(target, path, body, 'application/json');
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch (error) {
    throw new ProviderError(
      'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
      `${url} answered with a body that is not JSON`,
      false,
      status,
      { cause: error },
    );
  }
}

/**
 * issue #28: POSTs JSON and returns the answer's bytes and type (OpenAI's `/audio/speech` answers audio), with the
 * same bounds and errors as `post`.
 */
export async function postForBytes(
  target: HttpTarget,
  path: string,
  json: unknown,
  accept: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const { bytes, contentType } = await exchange(target, path, { json }, accept);
  return { bytes, contentType };
}

async function exchange(
  target: HttpTarget,
  path: string,
  body: RequestBody,
  accept: string,
): Promise<{ url: string; status: number; bytes: Buffer; contentType: string }> {
  const url = `${target.baseUrl.replace(/\/+$/, '')}${path}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), target.timeoutMs);
  const auth: Record<string, string> =
    target.auth === 'x-goog-api-key'
      ? { 'x-goog-api-key': target.apiKey }
      : { authorization: `Bearer ${target.apiKey}` };
  try {
    let response: Response;
    let bytes: Buffer;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          ...auth,
          ...('json' in body ? { 'content-type': 'application/json' } : {}),
          accept,
        },
        body: 'json' in body ? JSON.stringify(body.json) : body.form,
        signal: controller.signal,
      });
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (controller.signal.aborted) {
        throw new ProviderError(
          'BOOK_ENGINE.PROVIDER_TIMEOUT',
          `No answer from ${url} within ${target.timeoutMs} ms`,
          true,
          undefined,
          { cause: error },
        );
      }
      throw new ProviderError('BOOK_ENGINE.PROVIDER_UNAVAILABLE', `Cannot reach ${url}`, true, undefined, {
        cause: error,
      });
    }
    if (response.status === 429 || response.status >= 500) {
      throw new ProviderError(
        'BOOK_ENGINE.PROVIDER_UNAVAILABLE',
        `${url} answered ${response.status}: ${errorMessage(bytes.toString('utf8'))}`,
        true,
        response.status,
        { retryAfterMs: retryAfterMs(response.headers) },
      );
    }
    if (!response.ok) {
      throw new ProviderError(
        'BOOK_ENGINE.PROVIDER_REJECTED',
        `${url} answered ${response.status}: ${errorMessage(bytes.toString('utf8'))}`,
        false,
        response.status,
      );
    }
    return { url, status: response.status, bytes, contentType: response.headers.get('content-type') ?? '' };
  } finally {
    clearTimeout(timer);
  }
}

/** POSTs JSON to an OpenAI-compatible endpoint and returns the parsed JSON answer (see `post`). */
export function postJson(target: HttpTarget, path: string, body: unknown): Promise<unknown> {
  return post(target, path, { json: body });
}
