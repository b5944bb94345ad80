import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthUser } from './auth-user';
import { FORBIDDEN_BODY, UNAUTHENTICATED_BODY } from './auth.errors';
import { ROLES_KEY } from './roles.decorator';

/** Enforces @Roles(...); register it as APP_GUARD after JwtAuthGuard, which puts the user on the request. */
@Injectable()
export class RolesGuard implements CanActivate {
  // Explicit @Inject: the import must stay a value for DI, which the type-import lint rule cannot see.
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<string[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required || required.length === 0) return true;
    const { user } = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    // A role-restricted route that was also marked @Public() still needs someone to check the role of.
    if (!user) throw new UnauthorizedException(UNAUTHENTICATED_BODY);
    if (!required.some((group) => user.groups.includes(group))) throw new ForbiddenException(FORBIDDEN_BODY);
    return true;
  }
}
