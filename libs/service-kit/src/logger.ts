import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';

/** The correlation id of the request being served, so every log line of that request carries it. */
export const correlationStore = new AsyncLocalStorage<{ correlationId: string }>();

export function createLogger(name: string, level = 'info'): Logger {
  return pino({
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const ctx = correlationStore.getStore();
      return ctx ? { correlationId: ctx.correlationId } : {};
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
  });
}

export type { Logger };

/** Query values that are credentials (signed-link signatures, OAuth codes and tokens) — never logged. */
const SECRET_QUERY =
  /([?&](?:sig|signature|code|token|id_token|access_token|refresh_token|X-Amz-Signature|X-Amz-Credential)=)[^&#]*/gi;

/** A URL as it may be logged: credentials in its query replaced by `[redacted]` (issue #12). */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY, '$1[redacted]');
}
