import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, Roles, SUPPORT_GROUP, type AuthUser } from '@fabelhaft/auth';
import { BooksRpc, storableText } from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import type { UrlSigner } from '@fabelhaft/storage';
import { RPC_CLIENT, URL_SIGNER } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { parseOrBadRequest } from '../http/validation';
import {
  toAdminBook,
  toAdminBookDetail,
  type AdminBookDetailRecord,
  type AdminBookRecord,
} from './admin-book.mapper';
import { parseListQuery, sendPage } from './simple-rest';

const BookIdParam = z.uuid({ error: 'Invalid book id' });

/** The console's filters (docs/admin-api.md): JSON values, `isPreview` as a boolean or its text. */
const BookFilter = z.object({
  id: z.union([storableText(), z.array(storableText()).max(200)]).optional(),
  status: storableText().max(40).optional(),
  ownerId: storableText().min(1).max(128).optional(),
  isPreview: z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')]).optional(),
  q: storableText().max(200).optional(),
});

/** Support's books (issue #13, docs/admin-api.md "books"): any owner's, with files and history. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(SUPPORT_GROUP)
@Controller('admin/books')
export class AdminBooksController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(URL_SIGNER) private readonly signer: UrlSigner,
  ) {}

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminBookRecord[]> {
    const q = parseListQuery(query, {
      filters: ['status', 'ownerId', 'isPreview'],
      sortable: ['createdAt', 'updatedAt', 'title', 'status'],
      defaultSort: { field: 'createdAt', order: 'DESC' },
    });
    const f = parseOrBadRequest(BookFilter, q.filter);
    const search = f.q?.trim();
    const { books, total } = await this.rpc.call(
      BooksRpc.adminListBooks,
      {
        filter: {
          ...(f.id !== undefined ? { ids: Array.isArray(f.id) ? f.id : [f.id] } : {}),
          ...(f.status ? { status: f.status } : {}),
          ...(f.ownerId ? { ownerId: f.ownerId } : {}),
          ...(f.isPreview !== undefined ? { isPreview: f.isPreview } : {}),
          ...(search ? { q: search } : {}),
        },
        sort: { field: q.sort.field as 'createdAt', order: q.sort.order },
        offset: q.offset,
        limit: q.limit,
      },
      { correlationId: currentCorrelationId() },
    );
    return sendPage(res, 'books', q, books.map(toAdminBook), total);
  }

  @Get(':bookId')
  async get(@Param('bookId') bookId: string): Promise<AdminBookDetailRecord> {
    return this.detail(parseOrBadRequest(BookIdParam, bookId));
  }

  /** As `/support/books/{id}/retry-production`: the next attempt, recorded with the support user's id. */
  @Post(':bookId/retry-production')
  @HttpCode(200)
  async retryProduction(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
  ): Promise<AdminBookDetailRecord> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    await this.rpc.call(
      BooksRpc.retryProduction,
      { bookId: id },
      { correlationId: currentCorrelationId(), userId: user.sub },
    );
    return this.detail(id);
  }

  private async detail(bookId: string): Promise<AdminBookDetailRecord> {
    const detail = await this.rpc.call(
      BooksRpc.adminGetBook,
      { bookId },
      { correlationId: currentCorrelationId() },
    );
    return toAdminBookDetail(detail, (key, ownerId) => {
      try {
        return this.signer.sign(key, ownerId);
      } catch {
        // A key outside the owner's folder is shown without a link rather than failing the page.
        return null;
      }
    });
  }
}
