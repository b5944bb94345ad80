import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from '@fabelhaft/service-kit';

function genericDetail(status: number): string {
  if (status === 404) return 'Not found';
  if (status === 401) return 'User is not authenticated';
  if (status === 403) return 'Forbidden';
  if (status >= 500) return 'Internal server error';
  return 'The request could not be read.';
}

/** Every error leaves as `{ detail, code }`; an unexpected one is logged and answered with a bare 500. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const r = exception.getResponse();
      const body = typeof r === 'object' && r ? (r as Record<string, unknown>) : {};
      res.status(status).json({
        detail: typeof body.detail === 'string' ? body.detail : genericDetail(status),
        code: typeof body.code === 'string' ? body.code : status === 404 ? 'NOT_FOUND' : `HTTP_${status}`,
      });
      return;
    }
    this.logger.error({ err: exception }, 'request failed');
    res.status(500).json({ detail: 'Internal server error', code: 'INTERNAL' });
  }
}
