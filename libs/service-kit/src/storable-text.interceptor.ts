import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Observable } from 'rxjs';
import { ErrorCodes, findUnstorableText, UnstorableTextDetail } from '@fabelhaft/contracts';

/** What the interceptor reads of an HTTP request (an Express request is one). */
export interface StorableTextRequest {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers: { cookie?: string; 'accept-language'?: string; [name: string]: string | string[] | undefined };
}

/** German when Accept-Language starts with `de`, else English. */
export function acceptLanguageLocale(req: StorableTextRequest): 'de' | 'en' {
  return /^\s*de\b/i.test(req.headers['accept-language'] ?? '') ? 'de' : 'en';
}

/**
 * Issue #22/#27: no text can break a write. Every HTTP route's path parameters, query and JSON body are checked
 * once, after the guards (a stranger still gets 401/403 first) and before any handler sees them: a string Postgres
 * or JSON cannot store (NUL, other control characters, lone surrogates) answers 400
 * `{ detail, code: 'COMMON.INVALID_TEXT' }` naming the field, in the language `localeOf` picks, and nothing is
 * called. Multipart fields are read by their route's own interceptor later; their contracts use `storableText`.
 * Register it as `{ provide: APP_INTERCEPTOR, useValue: new StorableTextInterceptor(localeOf) }`.
 */
export class StorableTextInterceptor implements NestInterceptor {
  constructor(private readonly localeOf: (req: StorableTextRequest) => 'de' | 'en' = acceptLanguageLocale) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<StorableTextRequest>();
    const field =
      findUnstorableText(req.params, 'path') ??
      findUnstorableText(req.query, 'query') ??
      findUnstorableText(req.body, 'body');
    if (field === undefined) return next.handle();
    throw new BadRequestException({
      detail: `${field}: ${UnstorableTextDetail[this.localeOf(req)]}`,
      code: ErrorCodes.INVALID_TEXT,
    });
  }
}
