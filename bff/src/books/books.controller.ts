import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthUser } from '@fabelhaft/auth';
import {
  BookDetail,
  BookListResponse,
  BookPreviewRequest,
  BookPreviewResponse,
  BooksRpc,
  ErrorBody,
  ViewerData,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import type { UrlSigner } from '@fabelhaft/storage';
import { RPC_CLIENT, URL_SIGNER } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';
import { parseOrBadRequest } from '../http/validation';
import {
  toBookDetail,
  toBookListItem,
  toPreviewResponse,
  toViewerData,
  type AssetUrls,
} from './book-mapping';

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
    return { url: (key) => (key ? this.signer.sign(key, undefined, user.sub) : null) };
  }

  private meta(user: AuthUser) {
    return { correlationId: currentCorrelationId(), userId: user.sub };
  }

  /** Reserves a preview (403 "Preview limit reached" when none is left) and queues its generation. */
  @Post('preview')
  @ApiBody({ schema: schemaOf(BookPreviewRequest, 'input') })
  @ApiOkResponse({ schema: schemaOf(BookPreviewResponse) })
  async requestPreview(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<BookPreviewResponse> {
    const request = parseOrBadRequest(BookPreviewRequest, body);
    // A book id chosen here makes the call idempotent should the books service see it twice.
    const view = await this.rpc.call(
      BooksRpc.requestPreview,
      { ownerId: user.sub, bookId: randomUUID(), request },
      this.meta(user),
    );
    return toPreviewResponse(view, this.assetsFor(user));
  }

  /** Status poll (spec §4: every 3 s). A 400 here makes the client fall back to GET /books/{bookId} (§7). */
  @Get('preview/:bookId')
  @ApiOkResponse({ schema: schemaOf(BookPreviewResponse) })
  async getPreview(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
  ): Promise<BookPreviewResponse> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    return toPreviewResponse(
      await this.rpc.call(BooksRpc.getPreview, { ownerId: user.sub, bookId: id }, this.meta(user)),
      this.assetsFor(user),
    );
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
