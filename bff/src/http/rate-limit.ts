import {
  HttpException,
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { AuthUser } from '@fabelhaft/auth';
import type { RateLimitRule, RateLimiter } from '@fabelhaft/messaging';
import type { BffConfig } from '../bff.config';
import { BFF_CONFIG, RATE_LIMITER } from '../bff.di-tokens';

/** The limits of issue #12, per customer (or, on public routes, per client address). */
export type RateLimitName =
  | 'previews'
  | 'uploads'
  | 'coupons'
  | 'webhooks'
  | 'refineMessages'
  | 'trackingLookups'
  | 'ideaReads'
  | 'listenLookups';

export function rateLimitRules(config: BffConfig): Record<RateLimitName, RateLimitRule> {
  const perMinute = (name: RateLimitName, limit: number): RateLimitRule => ({
    name,
    limit,
    windowSeconds: 60,
  });
  return {
    previews: perMinute('previews', config.RATE_LIMIT_PREVIEWS_PER_MINUTE),
    uploads: perMinute('uploads', config.RATE_LIMIT_UPLOADS_PER_MINUTE),
    coupons: perMinute('coupons', config.RATE_LIMIT_COUPONS_PER_MINUTE),
    webhooks: perMinute('webhooks', config.RATE_LIMIT_WEBHOOKS_PER_MINUTE),
    refineMessages: perMinute('refineMessages', config.RATE_LIMIT_REFINE_MESSAGES_PER_MINUTE),
    trackingLookups: perMinute('trackingLookups', config.RATE_LIMIT_TRACKING_LOOKUPS_PER_MINUTE),
    ideaReads: perMinute('ideaReads', config.RATE_LIMIT_IDEA_READS_PER_MINUTE),
    listenLookups: perMinute('listenLookups', config.RATE_LIMIT_LISTEN_LOOKUPS_PER_MINUTE),
  };
}

export const RATE_LIMIT_TEXT = 'Too many requests. Please wait a moment and try again.';
export const RATE_LIMIT_CODE = 'COMMON.RATE_LIMITED';

/** 429 with `Retry-After` and a `{ detail, code }` body in the style of spec §8. */
export class TooManyRequests extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ detail: RATE_LIMIT_TEXT, code: RATE_LIMIT_CODE }, 429);
  }
}

const RATE_LIMIT_KEY = 'fabelhaft:rate-limit';
/** Counts every request to the route against the named limit, before the handler runs. */
export const RateLimited = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);

/** Who a hit counts against: the signed-in customer, else the client's address. */
export function rateLimitKey(req: Request): string {
  const user = (req as Request & { user?: AuthUser }).user;
  return user?.sub ? `user:${user.sub}` : `ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
}

/** Checks one limit and answers 429 (with `Retry-After`) when it is used up. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  key: string,
  res: Response,
): Promise<void> {
  const decision = await limiter.hit(rule, key);
  if (decision.allowed) return;
  res.setHeader('Retry-After', String(decision.retryAfterSeconds));
  throw new TooManyRequests(decision.retryAfterSeconds);
}

/** Registered after the auth guard, so a limit counts per customer wherever there is one. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly rules: Record<RateLimitName, RateLimitRule>;

  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.rules = rateLimitRules(config);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!name) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await enforceRateLimit(this.limiter, this.rules[name], rateLimitKey(req), http.getResponse<Response>());
    return true;
  }
}
