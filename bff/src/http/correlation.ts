import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { correlationStore } from '@fabelhaft/service-kit';

export const CORRELATION_HEADER = 'x-correlation-id';
const VALID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Takes the caller's correlation id (or makes one), echoes it in the response, and keeps it in async context
 * so log lines and NATS requests of this request carry it.
 */
export function correlationMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(CORRELATION_HEADER);
  const correlationId = incoming && VALID.test(incoming) ? incoming : randomUUID();
  (req as Request & { correlationId?: string }).correlationId = correlationId;
  res.setHeader(CORRELATION_HEADER, correlationId);
  correlationStore.run({ correlationId }, next);
}

export function correlationIdOf(req: Request): string {
  return (req as Request & { correlationId?: string }).correlationId ?? 'unknown';
}

export function currentCorrelationId(): string {
  return correlationStore.getStore()?.correlationId ?? randomUUID();
}
