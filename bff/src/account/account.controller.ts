import {
  Body,
  Controller,
  Delete,
  Headers,
  HttpCode,
  Inject,
  ServiceUnavailableException,
} from '@nestjs/common';
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
  RefinementRpc,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { LOGGER, RPC_CLIENT } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';
import { parseOrBadRequest } from '../http/validation';
import { siteLocale } from '../refinement/site-locale';
import { localizedErasureRefusal } from './erasure-refusals';
import { IDENTITY_USERS, IdentityRefused, type IdentityUsers } from './identity.port';

/**
 * issue #12, GDPR Art. 17 (ADR 0016): a customer deletes their account and data. Each service erases its own
 * part over an idempotent RPC — orders first (it refuses while a payment is pending, before anything is
 * gone), then refinement (the conversations about the books; refused while a revision is queued or running),
 * then books (uploads, covers, plans, produced files; refused while a paid book is produced) — and the identity
 * user goes last, so a failure anywhere leaves the customer signed in to simply try again. Refinement goes
 * before books (ADR 0016 addendum, issue #14): a confirmed revision is queued at refinement the moment it is
 * confirmed, before books has even received it, so only refinement can tell that one is on its way; once
 * refinement has erased, no revision of the customer is in flight and books cannot be written to again.
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
  @ApiConflictResponse({
    schema: schemaOf(ErrorBody),
    description: 'A payment, a production or a change of a book is under way (detail in the site language)',
  })
  async deleteAccount(
    @CurrentUser() user: AuthUser,
    @Body() body: unknown,
    @Headers('cookie') cookie: string | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<void> {
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
    const locale = siteLocale(cookie, acceptLanguage);
    const erase = async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (e) {
        throw localizedErasureRefusal(e, locale);
      }
    };
    const ownerId = user.sub;
    const orders = await erase(() => this.rpc.call(OrdersRpc.eraseCustomerData, { ownerId }, meta));
    const refinement = await erase(() => this.rpc.call(RefinementRpc.eraseOwnerData, { ownerId }, meta));
    const books = await erase(() => this.rpc.call(BooksRpc.eraseOwnerData, { ownerId }, meta));
    await this.identityCall(() => this.identity.deleteUser(access_token));
    // No personal data in the log line: the subject and counts only.
    this.logger.info({ userId: user.sub, ...orders, ...refinement, ...books }, 'account deleted');
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
