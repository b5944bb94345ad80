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
