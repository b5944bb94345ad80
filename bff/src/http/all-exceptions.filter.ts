import { Catch, HttpException, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { DomainError, ErrorCodes, type ErrorBody } from '@fabelhaft/contracts';
import { RemoteError, RpcError } from '@fabelhaft/messaging';
import { LOGGER } from '../bff.di-tokens';
import { codeForStatus, statusForCode } from './error-mapping';
import { correlationIdOf } from './correlation';

/** What a client is told for an error that did not come with our own words. */
export function genericDetail(status: number): string {
  if (status === 404) return 'Not found';
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'This content type is not supported.';
  if (status === 401) return 'User is not authenticated';
  if (status === 403) return 'Forbidden';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Internal server error';
  return 'The request could not be read.';
}

/**
 * Every error leaves as `{ detail, code }` (spec §8: the client shows `detail`). Expected failures keep their
 * text; an unexpected one gets a 5xx with the correlation id that is also in the log line.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const correlationId = correlationIdOf(req);
    const { status, body } = this.toResponse(exception, correlationId);
    if (status >= 500) {
      this.logger.error({ err: exception, correlationId, path: req.path, status }, 'request failed');
    }
    res.status(status).json(body);
  }

  private toResponse(exception: unknown, correlationId: string): { status: number; body: ErrorBody } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const r = typeof response === 'object' && response ? (response as Record<string, unknown>) : {};
      // Our own errors carry a `detail` meant for people; anything else (body parser, multipart reader, router)
      // gets the generic text of its status, never its internal message (issue #12).
      const detail = typeof r.detail === 'string' ? r.detail : genericDetail(status);
      const code = typeof r.code === 'string' ? r.code : codeForStatus(status);
      return {
        status,
        body: status >= 500 ? { detail, code, correlation_id: correlationId } : { detail, code },
      };
    }
    if (exception instanceof RemoteError || exception instanceof DomainError) {
      const status = statusForCode(exception.code);
      if (status < 500) return { status, body: { detail: exception.detail, code: exception.code } };
    }
    if (exception instanceof RpcError && exception.code === ErrorCodes.UNAVAILABLE) {
      return {
        status: 503,
        body: {
          detail: 'The service is unavailable right now. Please try again.',
          code: exception.code,
          correlation_id: correlationId,
        },
      };
    }
    return {
      status: 500,
      body: { detail: 'Internal server error', code: ErrorCodes.INTERNAL, correlation_id: correlationId },
    };
  }
}
