import { ProviderError } from './errors';

export interface HttpTarget {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
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

/**
 * POSTs JSON to an OpenAI-compatible endpoint and returns the parsed JSON answer. The whole exchange
 * (connect, headers and body) is bounded by `timeoutMs`; failures become `ProviderError`s.
 */
export async function postJson(target: HttpTarget, path: string, body: unknown): Promise<unknown> {
  const url = `${target.baseUrl.replace(/\/+$/, '')}${path}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), target.timeoutMs);
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${target.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
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
        `${url} answered ${response.status}: ${errorMessage(text)}`,
        true,
        response.status,
      );
    }
    if (!response.ok) {
      throw new ProviderError(
        'BOOK_ENGINE.PROVIDER_REJECTED',
        `${url} answered ${response.status}: ${errorMessage(text)}`,
        false,
        response.status,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ProviderError(
        'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
        `${url} answered with a body that is not JSON`,
        false,
        response.status,
        { cause: error },
      );
    }
  } finally {
    clearTimeout(timer);
  }
}
