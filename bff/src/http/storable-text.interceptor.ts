import {
  BadRequestException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { ErrorCodes, findUnstorableText, UnstorableTextDetail } from '@fabelhaft/contracts';
import { siteLocale } from '../refinement/site-locale';

/**
 * Issue #22: no text can break a write. Every route's path parameters, query and JSON body are checked once here,
 * after the guards (a stranger still gets 401/403 first) and before any handler or service sees them: a string
 * Postgres or JSON cannot store (NUL, other control characters, lone surrogates) answers 400
 * `{ detail, code: 'COMMON.INVALID_TEXT' }` in the customer's language, naming the field, and nothing is called.
 * Multipart fields are read by their route's own interceptor later; their contracts use `storableText`.
 */
@Injectable()
export class StorableTextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const field =
      findUnstorableText(req.params, 'path') ??
      findUnstorableText(req.query, 'query') ??
      findUnstorableText(req.body, 'body');
    if (field !== undefined) {
      const locale = siteLocale(req.headers.cookie, req.headers['accept-language']);
      throw new BadRequestException({
        detail: `${field}: ${UnstorableTextDetail[locale]}`,
        code: ErrorCodes.INVALID_TEXT,
      });
    }
    return next.handle();
  }
}
