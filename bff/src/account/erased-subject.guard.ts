import {
  Inject,
  Injectable,
  ServiceUnavailableException,
  SetMetadata,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Logger } from 'pino';
import type { AuthUser } from '@fabelhaft/auth';
import { ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { LOGGER } from '../bff.di-tokens';
import { ERASURE_LEDGER, type ErasureLedger } from './erasure-ledger';

const CONTINUES_ERASURE = 'fabelhaft:continues-erasure';
/** The one route an erasure under way may still be continued on (DELETE /account, after a crash or a refusal). */
export const ContinuesErasure = () => SetMetadata(CONTINUES_ERASURE, true);

/**
 * issue #22 (GDPR Art. 17, ADR 0016 addendum): an erased subject's still-valid id token is refused with the same
 * 401 as any bad token, on every route, from the moment the erasure starts. Runs after JwtAuthGuard (it needs the
 * verified subject); public routes have none and pass. If the ledger cannot be read the request is refused (503)
 * rather than let an erased customer in.
 */
@Injectable()
export class ErasedSubjectGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(ERASURE_LEDGER) private readonly ledger: ErasureLedger,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user?.sub) return true;
    let standing;
    try {
      standing = await this.ledger.standing(user.sub);
    } catch (err) {
      this.logger.error({ err }, 'erasure ledger unreachable');
      throw new ServiceUnavailableException({
        detail: 'The service is unavailable right now. Please try again.',
        code: ErrorCodes.UNAVAILABLE,
      });
    }
    if (standing === 'none') return true;
    const continues = this.reflector.getAllAndOverride<boolean | undefined>(CONTINUES_ERASURE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (standing === 'erasing' && continues) return true;
    throw new UnauthorizedException({
      detail: ErrorTexts[ErrorCodes.AUTH_UNAUTHENTICATED],
      code: ErrorCodes.AUTH_UNAUTHENTICATED,
    });
  }
}
