import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthUser } from '@fabelhaft/auth';
import {
  BookDetail,
  BookListResponse,
  BookPreviewRequest,
  BookPreviewResponse,
  BooksRpc,
  ErrorBody,
  LimitsRpc,
  NotificationsRpc,
  previewView,
  DomainError,
  ErrorCodes,
  ErrorTexts,
  GenerateBookRequest,
  IdeaCharactersRequest,
  IdeaCharactersResponse,
  ViewerData,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { isOwnUpload, type UrlSigner } from '@fabelhaft/storage';
import { RPC_CLIENT, URL_SIGNER } from '../bff.di-tokens';
import { RateLimited } from '../http/rate-limit';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';
import { parseOrBadRequest } from '../http/validation';
import { siteLocale } from '../refinement/site-locale';
import {
  toBookDetail,
  toBookListItem,
  toPreviewRequest,
  toPreviewResponse,
  toViewerData,
  type AssetUrls,
} from './book-mapping';
import { approvalRefusal, generateRefusal } from './book-refusals';
import { bookIdFor, IdempotencyKey } from './idempotency-key';

const BookIdParam = z.uuid({ error: 'Invalid book id' });

/** spec §7 book paths. The caller's subject is the owner; another customer's book is 404 (books service). */
@ApiTags('books')
@ApiBearerAuth()
@Controller('books')
export class BooksController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(URL_SIGNER) private readonly signer: UrlSigner,
  ) {}

  /** Signed links only for the caller's own keys (the signer refuses anything outside their prefix). */
  private assetsFor(user: AuthUser): AssetUrls {
    return { url: (key) => (key ? this.signer.sign(key, user.sub) : null) };
  }

  private meta(user: AuthUser) {
    return { correlationId: currentCorrelationId(), userId: user.sub };
  }

  /**
   * Reserves a preview (403 "Preview limit reached" when none is left) and queues its generation. ADR 0011:
   * with an `Idempotency-Key`, a retry of the same request answers the same book on the same reservation.
   */
  @Post('preview')
  @RateLimited('previews')
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'One key per submitted idea, reused on its retries (8–128 characters: letters, digits, `. _ : ~ + / = -`). ' +
      'The same key with the same body answers the same book (one preview reserved); with another body 422 ' +
      'BOOKS.IDEMPOTENCY_KEY_REUSED. Without it every call makes a new book.',
  })
  @ApiBody({ schema: schemaOf(BookPreviewRequest, 'input') })
  @ApiOkResponse({ schema: schemaOf(BookPreviewResponse) })
  @ApiBadRequestResponse({ schema: schemaOf(ErrorBody), description: 'Invalid body or Idempotency-Key' })
  @ApiUnprocessableEntityResponse({
    schema: schemaOf(ErrorBody),
    description: 'The Idempotency-Key was already used for a different request',
  })
  async requestPreview(
    @CurrentUser() user: AuthUser,
    @Body() body: unknown,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Headers('cookie') cookie: string | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<BookPreviewResponse> {
    const key = idempotencyKey === undefined ? undefined : parseOrBadRequest(IdempotencyKey, idempotencyKey);
    const request = parseOrBadRequest(BookPreviewRequest, body);
    // issue #12: only the caller's own uploads; the books service checks it again where the book is made.
    if (request.reference_images.some((i) => !isOwnUpload(user.sub, i.s3_key))) {
      throw new DomainError(
        ErrorCodes.BOOKS_REFERENCE_IMAGE_NOT_OWNED,
        ErrorTexts[ErrorCodes.BOOKS_REFERENCE_IMAGE_NOT_OWNED],
      );
    }
    // Without a key a fresh id still makes the books service's own redelivery of this call harmless.
    const bookId = key ? bookIdFor(user.sub, key) : randomUUID();
    const view = await this.rpc.call(
      BooksRpc.requestPreview,
      { ownerId: user.sub, bookId, request: toPreviewRequest(request) },
      this.meta(user),
    );
    // issue #15: the "preview ready" email goes to the verified address in the site's language. Best effort:
    // the preview never waits for or fails on the notifications service.
    if (user.emailVerified && user.email) {
      const contact = { ownerId: user.sub, email: user.email, locale: siteLocale(cookie, acceptLanguage) };
      void this.rpc
        .call(NotificationsRpc.rememberContact, contact, this.meta(user), 2000)
        .catch(() => undefined);
    }
    return toPreviewResponse(view, this.assetsFor(user));
  }

  /**
   * issue #23: the builder's "who is in this photo?": the idea's characters as the story engine reads them and
   * the character each photo description names (null: no one). Reads and stores nothing of the customer's.
   */
  @Post('characters')
  @HttpCode(200)
  @RateLimited('ideaReads')
  @ApiBody({ schema: schemaOf(IdeaCharactersRequest, 'input') })
  @ApiOkResponse({ schema: schemaOf(IdeaCharactersResponse) })
  @ApiBadRequestResponse({ schema: schemaOf(ErrorBody), description: 'Invalid body' })
  async readCharacters(
    @CurrentUser() user: AuthUser,
    @Body() body: unknown,
  ): Promise<IdeaCharactersResponse> {
    const request = parseOrBadRequest(IdeaCharactersRequest, body);
    const read = await this.rpc.call(
      BooksRpc.readCharacters,
      { idea: request.idea, mainLanguage: request.main_language, descriptions: request.descriptions },
      this.meta(user),
    );
    return { characters: read.characters, links: read.links, photo_provider: read.photoProvider };
  }

  /**
   * Status poll (spec §4: every 3 s). A 400 here makes the client fall back to GET /books/{bookId} (§7).
   * Composed here from the book and the owner's quota, so the books service never calls limits per poll.
   */
  @Get('preview/:bookId')
  @ApiOkResponse({ schema: schemaOf(BookPreviewResponse) })
  async getPreview(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
  ): Promise<BookPreviewResponse> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    const [book, quota] = await Promise.all([
      this.rpc.call(BooksRpc.getBook, { ownerId: user.sub, bookId: id }, this.meta(user)),
      this.rpc.call(LimitsRpc.getLimits, { ownerId: user.sub }, this.meta(user)),
    ]);
    return toPreviewResponse(previewView(book, quota), this.assetsFor(user));
  }

  @Get()
  @ApiOkResponse({ schema: schemaOf(BookListResponse) })
  async list(@CurrentUser() user: AuthUser): Promise<BookListResponse> {
    const { books } = await this.rpc.call(BooksRpc.listBooks, { ownerId: user.sub }, this.meta(user));
    return { books: books.map((b) => toBookListItem(b, this.assetsFor(user))) };
  }

  /** spec §3 Viewer data of a produced book; 409 BOOKS.NOT_READY while it is a preview or in production. */
  @Get(':bookId/viewer')
  @ApiOkResponse({ schema: schemaOf(ViewerData) })
  async viewer(@CurrentUser() user: AuthUser, @Param('bookId') bookId: string): Promise<ViewerData> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    return toViewerData(
      await this.rpc.call(BooksRpc.getViewer, { ownerId: user.sub, bookId: id }, this.meta(user)),
      this.assetsFor(user),
    );
  }

  /**
   * issue #15: the owner approves the book for print (no body, or `{}`); the shown revision is frozen and goes
   * to the printing partner. Approving again answers the same approved_at. 409 (its code, ADR 0042) for a
   * preview, a book still being made, a revision in flight; another customer's book is 404.
   */
  @Post(':bookId/approve')
  @HttpCode(200)
  @ApiOkResponse({ schema: schemaOf(BookDetail) })
  @ApiConflictResponse({ schema: schemaOf(ErrorBody) })
  async approve(@CurrentUser() user: AuthUser, @Param('bookId') bookId: string): Promise<BookDetail> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    try {
      const view = await this.rpc.call(
        BooksRpc.approveBook,
        { ownerId: user.sub, bookId: id },
        this.meta(user),
      );
      return toBookDetail(view, this.assetsFor(user));
    } catch (e) {
      throw approvalRefusal(e);
    }
  }

  /**
   * spec §7 the dashboard's "start generation of a booklet or board by book id" (issue #15): starts again the
   * production of a paid book that failed, in the paid format; produced or being produced answers the book as
   * it is (no second production). 409 for another format than the paid one, or a book not paid for.
   */
  @Post(':bookId/generate')
  @HttpCode(200)
  @ApiBody({ schema: schemaOf(GenerateBookRequest, 'input') })
  @ApiOkResponse({ schema: schemaOf(BookDetail) })
  @ApiConflictResponse({ schema: schemaOf(ErrorBody) })
  async generate(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
    @Body() body: unknown,
  ): Promise<BookDetail> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    const { format } = parseOrBadRequest(GenerateBookRequest, body);
    try {
      const view = await this.rpc.call(
        BooksRpc.generateBook,
        { ownerId: user.sub, bookId: id, format },
        this.meta(user),
      );
      return toBookDetail(view, this.assetsFor(user));
    } catch (e) {
      throw generateRefusal(e, format);
    }
  }

  @Get(':bookId')
  @ApiOkResponse({ schema: schemaOf(BookDetail) })
  async detail(@CurrentUser() user: AuthUser, @Param('bookId') bookId: string): Promise<BookDetail> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    return toBookDetail(
      await this.rpc.call(BooksRpc.getBook, { ownerId: user.sub, bookId: id }, this.meta(user)),
      this.assetsFor(user),
    );
  }

  /** spec §5: only a completed or failed preview, only by its owner. */
  @Delete(':bookId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOkResponse({ schema: schemaOf(ErrorBody) })
  async delete(@CurrentUser() user: AuthUser, @Param('bookId') bookId: string): Promise<void> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    await this.rpc.call(BooksRpc.deletePreview, { ownerId: user.sub, bookId: id }, this.meta(user));
  }
}
