import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, Public, type AuthUser } from '@fabelhaft/auth';
import {
  BOOK_LANGUAGES,
  BooksRpc,
  ErrorBody,
  ListenData,
  ListeningLinkRenew,
  ListeningLinkResponse,
  ListeningLinkUpdate,
  type ListenView,
  type ListeningLinkView,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import type { UrlSigner } from '@fabelhaft/storage';
import { RPC_CLIENT, URL_SIGNER } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';
import { RateLimited } from '../http/rate-limit';
import { parseOrBadRequest } from '../http/validation';

const BookIdParam = z.uuid({ error: 'Invalid book id' });

const toResponse = (v: ListeningLinkView): ListeningLinkResponse => ({ enabled: v.enabled, url: v.url });

/**
 * issue #28 part 4 (ADR 0038): the owner's listening link of a book — the link printed as the imprint page's QR
 * code, off by default. Another customer's book is 404 (books service).
 */
@ApiTags('books')
@ApiBearerAuth()
@Controller('books/:bookId/listening-link')
export class ListeningLinkController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  private meta(user: AuthUser) {
    return { correlationId: currentCorrelationId(), userId: user.sub };
  }

  @Get()
  @ApiOkResponse({ schema: schemaOf(ListeningLinkResponse) })
  @ApiNotFoundResponse({ schema: schemaOf(ErrorBody) })
  async get(@CurrentUser() user: AuthUser, @Param('bookId') bookId: string): Promise<ListeningLinkResponse> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    return toResponse(
      await this.rpc.call(BooksRpc.getListeningLink, { ownerId: user.sub, bookId: id }, this.meta(user)),
    );
  }

  /** On or off (`{ "enabled": true }`); idempotent. 409 BOOKS.NOT_PAID for a preview not ordered. */
  @Put()
  @ApiBody({ schema: schemaOf(ListeningLinkUpdate, 'input') })
  @ApiOkResponse({ schema: schemaOf(ListeningLinkResponse) })
  async set(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
    @Body() body: unknown,
  ): Promise<ListeningLinkResponse> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    const { enabled } = parseOrBadRequest(ListeningLinkUpdate, body ?? {});
    return toResponse(
      await this.rpc.call(
        BooksRpc.setListeningLink,
        { ownerId: user.sub, bookId: id, enabled },
        this.meta(user),
      ),
    );
  }

  /**
   * "New link": a new token; the old link (and the code printed in the book) answers 404 from now on. With
   * `replaces` (the token of the link shown), a retry after the first succeeded changes nothing.
   */
  @Post('renew')
  @HttpCode(200)
  @ApiBody({ schema: schemaOf(ListeningLinkRenew, 'input') })
  @ApiOkResponse({ schema: schemaOf(ListeningLinkResponse) })
  async renew(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
    @Body() body: unknown,
  ): Promise<ListeningLinkResponse> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    const { replaces } = parseOrBadRequest(ListeningLinkRenew, body ?? {});
    return toResponse(
      await this.rpc.call(
        BooksRpc.renewListeningLink,
        { ownerId: user.sub, bookId: id, replaces: replaces ?? null },
        this.meta(user),
      ),
    );
  }
}

const ListenToken = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'Invalid link' });

/** The answer of the public listen route: the readings signed as the owner's (the signer's prefix rule). */
export function toListenData(v: ListenView, sign: (key: string) => string): ListenData {
  const pages = v.pages.map((p) => ({
    page_number: p.pageNumber,
    audio: p.audio.flatMap((a) => {
      const language = BOOK_LANGUAGES.find((l) => l === a.language);
      return language ? [{ language, audio_url: sign(a.audioKey), duration_ms: a.durationMs }] : [];
    }),
  }));
  const seen: string[] = [];
  for (const p of pages) for (const a of p.audio) if (!seen.includes(a.language)) seen.push(a.language);
  return {
    title: v.title,
    cover_url: v.coverKey ? sign(v.coverKey) : null,
    audio_languages: BOOK_LANGUAGES.filter((l) => seen.includes(l)).sort(
      (a, b) => seen.indexOf(a) - seen.indexOf(b),
    ),
    pages,
  };
}

/**
 * issue #28 part 4: `GET /listen/{token}` — no sign-in, counted per client address; for an enabled token the
 * title, cover and readings only (nothing else of the book or the account). An unknown, replaced or
 * switched-off link, and a deleted book's, answer alike: 404 `{ detail, code: BOOKS.LISTEN_NOT_FOUND }`.
 */
@ApiTags('listen')
@Public()
@Controller('listen')
export class ListenController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(URL_SIGNER) private readonly signer: UrlSigner,
  ) {}

  @Get(':token')
  @RateLimited('listenLookups')
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiOkResponse({ schema: schemaOf(ListenData) })
  @ApiNotFoundResponse({ schema: schemaOf(ErrorBody), description: 'Unknown, replaced or switched-off link' })
  async listen(@Param('token') token: string): Promise<ListenData> {
    const t = parseOrBadRequest(ListenToken, token);
    const view = await this.rpc.call(
      BooksRpc.getListen,
      { token: t },
      { correlationId: currentCorrelationId() },
    );
    return toListenData(view, (key) => this.signer.sign(key, view.ownerId));
  }
}
