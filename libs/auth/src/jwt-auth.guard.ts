import { Inject, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { AuthUser } from './auth-user';
import { UNAUTHENTICATED_BODY } from './auth.errors';
import { JWT_STRATEGY } from './auth.di-tokens';
import { IS_PUBLIC_KEY } from './public.decorator';

/**
 * Requires a verified id token on every route not marked @Public(); meant to be registered as APP_GUARD so
 * a new route is protected unless someone opens it on purpose.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  // Explicit @Inject: the import must stay a value for DI, which the type-import lint rule cannot see.
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    return super.canActivate(context) as Promise<boolean>;
  }

  // passport reports a missing header, a bad signature, a JWKS failure and a rejected claim alike; the
  // client gets the same 401 for all of them.
  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false | null): TUser {
    if (err || !user) throw new UnauthorizedException(UNAUTHENTICATED_BODY);
    return user;
  }
}
