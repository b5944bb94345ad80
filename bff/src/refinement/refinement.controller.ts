import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthUser } from '@fabelhaft/auth';
import {
  ConfirmRefinementRequest,
  ErrorBody,
  ErrorCodes,
  OpenRefinementSessionRequest,
  RefinementMessageRequest,
  RefinementMessageResponse,
  RefinementRpc,
  RefinementSessionResponse,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import type { BffConfig } from '../bff.config';
import { BFF_CONFIG, RPC_CLIENT } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';
import { RateLimited } from '../http/rate-limit';
import { parseOrBadRequest } from '../http/validation';
import { refusal } from '../http/refusal';
import { toMessageResponse, toSessionResponse } from './refinement-session.mapper';
import { siteLocale } from './site-locale';

const BookIdParam = z.uuid({ error: 'Invalid book id' });
const SessionIdParam = z.uuid({ error: 'Invalid session id' });

/**
 * spec §7 `/books/{bookId}/refine/…` (issue #14): the refinement dialog of a finished book. The caller's subject
 * is the owner; another customer's book or session is 404. Refusals come back in the site's language (de/en).
 */
/** The refinement refusals the customer can act on ("Edit limit reached" keeps spec §8's own answer). */
const REFINEMENT_REFUSALS = [
  ErrorCodes.REFINEMENT_NOT_FOUND,
  ErrorCodes.REFINEMENT_BOOK_NOT_PAID,
  ErrorCodes.REFINEMENT_BOOK_NOT_READY,
  ErrorCodes.REFINEMENT_BOOK_APPROVED,
  ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS,
  ErrorCodes.REFINEMENT_NOTHING_TO_CONFIRM,
  ErrorCodes.REFINEMENT_SESSION_CLOSED,
  ErrorCodes.REFINEMENT_PLAN_CHANGED,
  ErrorCodes.REFINEMENT_PLANNER_FAILED,
  ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE,
  ErrorCodes.BOOKS_NOT_FOUND,
];

@ApiTags('refinement')
@ApiBearerAuth()
@Controller('books')
export class RefinementController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  private meta(user: AuthUser) {
    return { correlationId: currentCorrelationId(), userId: user.sub };
  }

  /** A refinement refusal leaves with its code and English detail; the storefront words it (ADR 0042). */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      throw refusal(e, REFINEMENT_REFUSALS);
    }
  }

  /** spec §2: the dialog resumes the open session on opening (`resume`, default true) or starts a new one. */
  @Post(':bookId/refine/sessions')
  @HttpCode(200)
  @ApiBody({ schema: schemaOf(OpenRefinementSessionRequest, 'input'), required: false })
  @ApiOkResponse({ schema: schemaOf(RefinementSessionResponse) })
  @ApiNotFoundResponse({ schema: schemaOf(ErrorBody), description: 'Not the caller’s book' })
  @ApiConflictResponse({
    schema: schemaOf(ErrorBody),
    description: 'A preview, a book still being made or approved for print; a revision still being made',
  })
  async open(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
    @Body() body: unknown,
  ): Promise<RefinementSessionResponse> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    const request = parseOrBadRequest(OpenRefinementSessionRequest, body ?? {});
    const session = await this.call(() =>
      this.rpc.call(
        RefinementRpc.openSession,
        { ownerId: user.sub, bookId: id, resume: request.resume },
        this.meta(user),
      ),
    );
    return toSessionResponse(session);
  }

  /** spec §4: polled every 5 s while queued or running. */
  @Get(':bookId/refine/:sessionId')
  @ApiOkResponse({ schema: schemaOf(RefinementSessionResponse) })
  @ApiNotFoundResponse({ schema: schemaOf(ErrorBody) })
  async get(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
    @Param('sessionId') sessionId: string,
  ): Promise<RefinementSessionResponse> {
    const ids = {
      ownerId: user.sub,
      bookId: parseOrBadRequest(BookIdParam, bookId),
      sessionId: parseOrBadRequest(SessionIdParam, sessionId),
    };
    const session = await this.call(() => this.rpc.call(RefinementRpc.getSession, ids, this.meta(user)));
    return toSessionResponse(session);
  }

  /**
   * The parent's message (spec §5: non-empty after trimming) with the page they look at; the answer carries the
   * planner's question as `clarification_prompt` when it asks back. Refused while a revision is queued or running.
   */
  @Post(':bookId/refine/:sessionId/messages')
  @HttpCode(200)
  @RateLimited('refineMessages')
  @ApiBody({ schema: schemaOf(RefinementMessageRequest, 'input') })
  @ApiOkResponse({ schema: schemaOf(RefinementMessageResponse) })
  @ApiConflictResponse({ schema: schemaOf(ErrorBody), description: 'A revision is queued or running' })
  async send(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
    @Param('sessionId') sessionId: string,
    @Body() body: unknown,
    @Headers('cookie') cookie: string | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<RefinementMessageResponse> {
    const ids = {
      ownerId: user.sub,
      bookId: parseOrBadRequest(BookIdParam, bookId),
      sessionId: parseOrBadRequest(SessionIdParam, sessionId),
    };
    const request = parseOrBadRequest(RefinementMessageRequest, body);
    const locale = siteLocale(cookie, acceptLanguage);
    const answer = await this.call(() =>
      this.rpc.call(
        RefinementRpc.sendMessage,
        { ...ids, message: request.message, focusPages: request.focus_pages, locale },
        this.meta(user),
        this.config.REFINEMENT_MESSAGE_RPC_TIMEOUT_MS,
      ),
    );
    return toMessageResponse(answer);
  }

  /** Uses one edit (403 "Edit limit reached" when none is left; nothing changes) and queues the revision. */
  @Post(':bookId/refine/:sessionId/confirm')
  @HttpCode(200)
  @ApiBody({ schema: schemaOf(ConfirmRefinementRequest, 'input'), required: false })
  @ApiOkResponse({ schema: schemaOf(RefinementSessionResponse) })
  @ApiForbiddenResponse({ schema: schemaOf(ErrorBody), description: 'LIMITS.EDIT_QUOTA_EXHAUSTED' })
  @ApiConflictResponse({ schema: schemaOf(ErrorBody), description: 'No plan waits for confirmation' })
  async confirm(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
    @Param('sessionId') sessionId: string,
    @Body() body: unknown,
  ): Promise<RefinementSessionResponse> {
    const ids = {
      ownerId: user.sub,
      bookId: parseOrBadRequest(BookIdParam, bookId),
      sessionId: parseOrBadRequest(SessionIdParam, sessionId),
    };
    const request = parseOrBadRequest(ConfirmRefinementRequest, body ?? {});
    const session = await this.call(() =>
      this.rpc.call(RefinementRpc.confirm, { ...ids, notes: request.notes ?? null }, this.meta(user)),
    );
    return toSessionResponse(session);
  }
}
