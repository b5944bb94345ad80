import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthContext';
import { usePublicConfig } from '../config';

/** A failed BFF call; `detail` is the server's text (spec §8: shown when present). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly detail: string | undefined,
    public readonly code: string | undefined,
  ) {
    super(detail ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }
}

/**
 * A React Query `retry` that tries again up to `times` after a hiccup (network, 5xx, a timed-out lookup) but never
 * after a 4xx: a 404, 409 or 429 is the server's answer, not a hiccup.
 */
export function retryHiccups(times: number): (failures: number, error: unknown) => boolean {
  return (failures, error) =>
    failures < times && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** Calls the BFF with the signed-in user's bearer token (spec §6) and parses JSON; errors become ApiError. */
export async function bffFetch<T>(
  baseUrl: string,
  path: string,
  token: string | null,
  init: RequestInit = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body && !(init.body instanceof FormData) && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${path}`, { ...init, headers });
  } catch {
    throw new ApiError(0, undefined, 'NETWORK');
  }
  const text = await res.text();
  const body = text ? (safeJson(text) as Record<string, unknown> | undefined) : undefined;
  if (!res.ok) {
    throw new ApiError(
      res.status,
      typeof body?.detail === 'string' ? body.detail : undefined,
      typeof body?.code === 'string' ? body.code : undefined,
    );
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `const api = useBff(); await api<LimitsResponse>('/limits')` — fetches with a fresh token each call. */
export function useBff(): <T>(path: string, init?: RequestInit) => Promise<T> {
  const { bffUrl } = usePublicConfig();
  const { getToken } = useAuth();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    async <T>(path: string, init?: RequestInit) => {
      // The active language, not the browser's: the hosted checkout opens in it (POST /books/{id}/checkout).
      const headers = new Headers(init?.headers);
      if (language) headers.set('accept-language', language);
      return bffFetch<T>(bffUrl, path, await getToken(), { ...init, headers });
    },
    [bffUrl, getToken, language],
  );
}
