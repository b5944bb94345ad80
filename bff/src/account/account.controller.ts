import { Body, Controller, Delete, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Logger } from 'pino';
import { CurrentUser, type AuthUser } from '@fabelhaft/auth';
import {
  BooksRpc,
  DeleteAccountRequest,
  DomainError,
  ErrorBody,
  ErrorCodes,
  ErrorTexts,
  OrdersRpc,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { LOGGER, RPC_CLIENT } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';
import { parseOrBadRequest } from '../http/validation';
import { IDENTITY_USERS, IdentityRefused, type IdentityUsers } from './identity.port';

/**
 * issue #12, GDPR Art. 17 (ADR 0016): a customer deletes their account and data. Each service erases its own
 * part over an idempotent RPC — orders first (it refuses while a payment is pending, before anything is
 * gone), then books (uploads, covers, plans, produced files; refused while a paid book is produced) — and
 * the identity user goes last, so a failure anywhere leaves the customer signed in to simply try again.
 */
@ApiTags('account')
@ApiBearerAuth()
@Controller('account')
export class AccountController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(IDENTITY_USERS) private readonly identity: IdentityUsers,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Delete()
  @HttpCode(204)
  @ApiBody({ schema: schemaOf(DeleteAccountRequest, 'input') })
  @ApiNoContentResponse({ description: 'Everything is erased except invoices the law requires us to keep' })
  @ApiForbiddenResponse({ schema: schemaOf(ErrorBody), description: 'The access token is another user’s' })
  @ApiConflictResponse({ schema: schemaOf(ErrorBody), description: 'A payment or a production is under way' })
  async deleteAccount(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<void> {
    const { access_token } = parseOrBadRequest(DeleteAccountRequest, body);
    // The identity user deleted below is the access token's: it must be the signed-in customer's.
    const subject = await this.identityCall(() => this.identity.subjectOf(access_token));
    if (subject !== user.sub) {
      throw new DomainError(
        ErrorCodes.ACCOUNT_TOKEN_MISMATCH,
        'The access token does not belong to the signed-in user',
      );
    }
    const meta = { correlationId: currentCorrelationId(), userId: user.sub };
    const orders = await this.rpc.call(OrdersRpc.eraseCustomerData, { ownerId: user.sub }, meta);
    const books = await this.rpc.call(BooksRpc.eraseOwnerData, { ownerId: user.sub }, meta);
    await this.identityCall(() => this.identity.deleteUser(access_token));
    // No personal data in the log line: the subject and counts only.
    this.logger.info({ userId: user.sub, ...orders, ...books }, 'account deleted');
  }

  private async identityCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof IdentityRefused) {
        throw new DomainError(ErrorCodes.AUTH_UNAUTHENTICATED, ErrorTexts[ErrorCodes.AUTH_UNAUTHENTICATED]);
      }
      this.logger.error({ err }, 'identity provider unavailable');
      throw new ServiceUnavailableException({
        detail: 'The service is unavailable right now. Please try again.',
        code: ErrorCodes.UNAVAILABLE,
      });
    }
  }
}
