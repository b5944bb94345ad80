import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, Roles, SUPPORT_GROUP, type AuthUser } from '@fabelhaft/auth';
import { BookDetail, BooksRpc } from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { RPC_CLIENT } from '../bff.di-tokens';
import { toBookDetail } from '../books/book-mapping';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';
import { parseOrBadRequest } from '../http/validation';

const BookIdParam = z.uuid({ error: 'Invalid book id' });

/** Support actions on books (the `support` group only; the admin console calls these). */
@ApiTags('support')
@ApiBearerAuth()
@Roles(SUPPORT_GROUP)
@Controller('support/books')
export class SupportBooksController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  /**
   * issue #6/#10: the retry path of a failed or stuck production (the next attempt is queued). Answers the
   * book's public shape (issue #12): no owner, no storage keys, and no links (they are the owner's).
   */
  @Post(':bookId/retry-production')
  @HttpCode(200)
  @ApiOkResponse({ schema: schemaOf(BookDetail) })
  async retryProduction(@CurrentUser() user: AuthUser, @Param('bookId') bookId: string): Promise<BookDetail> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    const book = await this.rpc.call(
      BooksRpc.retryProduction,
      { bookId: id },
      { correlationId: currentCorrelationId(), userId: user.sub },
    );
    return toBookDetail(book, { url: () => null });
  }
}
