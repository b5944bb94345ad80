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
import { DeleteAccountRequest, DomainError, ErrorBody, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { LOGGER } from '../bff.di-tokens';
import { schemaOf } from '../http/openapi';
import { parseOrBadRequest } from '../http/validation';
import { ContinuesErasure } from './erased-subject.guard';
import { ERASURE_LEDGER, type ErasureLedger } from './erasure-ledger';
import { applyStep } from './erasure-saga.decide';
import { ErasureSaga } from './erasure-saga';
import { refusal } from '../http/refusal';
import { IDENTITY_USERS, IdentityRefused, type IdentityUsers } from './identity.port';

/**
 * issue #12, GDPR Art. 17 (ADR 0016 and its addenda): a customer deletes their account and data.
 *
 * issue #22: the erasure is one saga with a step per service, recorded in the ERASURES bucket. The record is
 * written first, so from that moment the subject's still-valid tokens are refused (401) on every route and every
 * instance (ErasedSubjectGuard). Then, as before, orders (refuses while a payment is pending), refinement (while a
 * revision is being made) and books (while a paid book is produced) erase their part; a refusal there takes the
 * record back and answers 409, the customer still signed in to try again. Then the identity user goes (its refresh
 * token revoked first), and the remaining steps — limits, notifications, fulfilment, tracking — run; what cannot
 * finish now (a print job or a parcel on its way) is retried by ErasureRetrier until done. Support sees the status
 * of every step at /admin/erasures. The answer is 204 once the identity user is gone.
 */
/**
 * The refusals of DELETE /account (ADR 0016), each "nothing was lost, try again later": answered with their code
 * (the storefront words them, ADR 0042) and an English detail.
 */
const ERASURE_REFUSALS = [
  ErrorCodes.ORDERS_ERASURE_BLOCKED,
  ErrorCodes.REFINEMENT_ERASURE_BLOCKED,
  ErrorCodes.CONFLICT,
  ErrorCodes.BOOKS_ERASURE_BLOCKED,
];

@ApiTags('account')
@ApiBearerAuth()
@Controller('account')
export class AccountController {
  constructor(
    @Inject(ErasureSaga) private readonly saga: ErasureSaga,
    @Inject(ERASURE_LEDGER) private readonly ledger: ErasureLedger,
    @Inject(IDENTITY_USERS) private readonly identity: IdentityUsers,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Delete()
  @HttpCode(204)
  @ContinuesErasure()
  @ApiBody({ schema: schemaOf(DeleteAccountRequest, 'input') })
  @ApiNoContentResponse({
    description:
      'The account is gone and the token refused from now on; every service has erased, or will erase as soon as ' +
      'a delivery under way is finished, everything but what the law requires us to keep',
  })
  @ApiForbiddenResponse({ schema: schemaOf(ErrorBody), description: 'The access token is another user’s' })
  @ApiConflictResponse({
    schema: schemaOf(ErrorBody),
    description: 'A payment, a production or a change of a book is under way (detail in the site language)',
  })
  async deleteAccount(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<void> {
    const { access_token, refresh_token } = parseOrBadRequest(DeleteAccountRequest, body);
    // The identity user deleted below is the access token's: it must be the signed-in customer's.
    const subject = await this.identityCall(() => this.identity.subjectOf(access_token));
    if (subject !== user.sub) {
      throw new DomainError(
        ErrorCodes.ACCOUNT_TOKEN_MISMATCH,
        'The access token does not belong to the signed-in user',
      );
    }
    const ownerId = user.sub;
    // From here on the subject is refused everywhere (the guard reads this record).
    await this.ledger.begin(ownerId, new Date());
    try {
      for (const step of ['orders', 'refinement', 'books'] as const) {
        const { record, error } = await this.saga.attempt(ownerId, step);
        if (record.steps[step].state !== 'done') throw refusal(error, ERASURE_REFUSALS);
      }
      if (refresh_token) await this.identityCall(() => this.identity.revokeRefreshToken(refresh_token));
      await this.identityCall(() => this.identity.deleteUser(access_token));
    } catch (e) {
      // Nothing the customer could not redo is lost: take the record back, so they can sign in and try again.
      await this.ledger
        .abandon(ownerId)
        .catch((err: unknown) =>
          this.logger.error({ err, userId: ownerId }, 'erasure could not be taken back'),
        );
      throw e;
    }
    await this.ledger.update(ownerId, (r) => applyStep(r, 'identity', { result: {} }, new Date()));
    const record = await this.saga.run(ownerId).catch((err: unknown) => {
      // The identity user is gone and the record says so: the retrier finishes the rest.
      this.logger.warn({ err, userId: ownerId }, 'erasure continues in the background');
      return null;
    });
    // No personal data in the log line: the subject and the steps' states only.
    this.logger.info(
      {
        userId: ownerId,
        steps: record ? Object.fromEntries(Object.entries(record.steps).map(([k, v]) => [k, v.state])) : null,
      },
      'account deleted',
    );
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
