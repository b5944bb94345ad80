import { Body, Controller, Get, HttpStatus, Inject, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type AuthUser } from '@fabelhaft/auth';
import {
  BooksRpc,
  DomainError,
  EditLimitRequestBody,
  ErrorBody,
  ErrorCodes,
  ErrorTexts,
  LimitRequestResponse,
  LimitRequestsResponse,
  LimitsResponse,
  LimitsRpc,
  PreviewLimitRequestBody,
  type LimitKind,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { RPC_CLIENT } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';
import { parseOrBadRequest } from '../http/validation';
import { toLimitRequestResponse } from './limit-request.mapper';

@ApiTags('limits')
@ApiBearerAuth()
@Controller('limits')
export class LimitsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  private metadata(user: AuthUser) {
    return { correlationId: currentCorrelationId(), userId: user.sub };
  }

  /** spec §7 GET /limits → §3 Limits, for the caller (the token's subject). */
  @Get()
  @ApiOkResponse({ schema: schemaOf(LimitsResponse) })
  @ApiUnauthorizedResponse({ schema: schemaOf(ErrorBody) })
  async getLimits(@CurrentUser() user: AuthUser): Promise<LimitsResponse> {
    const view = await this.rpc.call(LimitsRpc.getLimits, { ownerId: user.sub }, this.metadata(user));
    return LimitsResponse.parse({
      preview_limit: view.previewLimit,
      preview_remaining: view.previewRemaining,
      edit_limit: view.editLimit,
      edit_remaining: view.editRemaining,
    });
  }

  /**
   * issue #13: the caller's requests for more previews or edits, newest first, with their state (pending,
   * approved with `granted`, rejected with support's `reason`).
   */
  @Get('requests')
  @ApiOkResponse({ schema: schemaOf(LimitRequestsResponse) })
  @ApiUnauthorizedResponse({ schema: schemaOf(ErrorBody) })
  async listRequests(@CurrentUser() user: AuthUser): Promise<LimitRequestsResponse> {
    const requests = await this.rpc.call(
      LimitsRpc.listOwnRequests,
      { ownerId: user.sub },
      this.metadata(user),
    );
    return { requests: requests.map(toLimitRequestResponse) };
  }

  /**
   * spec §7 POST /limits/preview/request. 201 with the new request; 200 with the pending one when one is
   * already open (one open request per customer and kind, spec §3).
   */
  @Post('preview/request')
  @ApiBody({ schema: schemaOf(PreviewLimitRequestBody) })
  @ApiCreatedResponse({ schema: schemaOf(LimitRequestResponse) })
  @ApiOkResponse({
    description: 'A request of this kind is already pending: that one',
    schema: schemaOf(LimitRequestResponse),
  })
  @ApiBadRequestResponse({ schema: schemaOf(ErrorBody) })
  async requestPreviews(
    @CurrentUser() user: AuthUser,
    @Body() body: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LimitRequestResponse> {
    const { message } = parseOrBadRequest(PreviewLimitRequestBody, body);
    return this.request(user, res, 'preview', null, message);
  }

  /** spec §7 POST /limits/edit/request: names one of the caller's own paid books (404 otherwise). */
  @Post('edit/request')
  @ApiBody({ schema: schemaOf(EditLimitRequestBody) })
  @ApiCreatedResponse({ schema: schemaOf(LimitRequestResponse) })
  @ApiOkResponse({
    description: 'A request of this kind is already pending: that one',
    schema: schemaOf(LimitRequestResponse),
  })
  @ApiBadRequestResponse({ schema: schemaOf(ErrorBody) })
  @ApiNotFoundResponse({ schema: schemaOf(ErrorBody) })
  async requestEdits(
    @CurrentUser() user: AuthUser,
    @Body() body: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LimitRequestResponse> {
    const { book_id: bookId, message } = parseOrBadRequest(EditLimitRequestBody, body);
    // Another customer's book answers BOOKS.NOT_FOUND from the books service; an unpaid one is treated alike.
    const book = await this.rpc.call(BooksRpc.getBook, { ownerId: user.sub, bookId }, this.metadata(user));
    if (book.paymentStatus !== 'success') {
      throw new DomainError(ErrorCodes.BOOKS_NOT_FOUND, ErrorTexts[ErrorCodes.BOOKS_NOT_FOUND]);
    }
    return this.request(user, res, 'edit', bookId, message);
  }

  private async request(
    user: AuthUser,
    res: Response,
    kind: LimitKind,
    bookId: string | null,
    message: string,
  ): Promise<LimitRequestResponse> {
    const { request, created } = await this.rpc.call(
      LimitsRpc.requestLimit,
      // Support sees the customer's email only when the pool verified it (issue #12: it could be anybody's).
      { ownerId: user.sub, kind, bookId, email: user.emailVerified ? user.email : null, message },
      this.metadata(user),
    );
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return toLimitRequestResponse(request);
  }
}
