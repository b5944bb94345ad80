import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, SUPPORT_GROUP, type AuthUser } from '@fabelhaft/auth';
import type { ObjectStorage } from '@fabelhaft/storage';
import { COVER_STORAGE, POSTS } from '../content.di-tokens';
import { CoverUploadErrors, MAX_COVER_BYTES, storeCover, type UploadedCover } from '../media/covers';
import { CONTENT_ERROR_CODES } from './blogs-query';
import type { AdminListQuery, PostsService } from './posts.service';

const invalid = (detail: string) => new BadRequestException({ detail, code: CONTENT_ERROR_CODES.BAD_QUERY });

function json(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw invalid(`${name} is not valid JSON`);
  }
}

/** ra-data-simple-rest's `filter`, `sort`, `range` (the console's list). */
export function parseAdminList(query: Record<string, string | undefined>): AdminListQuery {
  const filter = (json('filter', query.filter) ?? {}) as Record<string, unknown>;
  if (typeof filter !== 'object' || Array.isArray(filter) || filter === null)
    throw invalid('filter must be an object');
  for (const key of Object.keys(filter)) {
    if (!['status', 'locale', 'q', 'id'].includes(key)) throw invalid(`Unknown filter ${key}`);
  }
  const ids = filter.id === undefined ? undefined : [filter.id].flat().map(Number);
  if (ids?.some((n) => !Number.isInteger(n))) throw invalid('id must be numbers');
  const sortRaw = json('sort', query.sort) as [string, string] | undefined;
  const sortable = ['id', 'publishedAt', 'updatedAt', 'title', 'status', 'locale'];
  if (
    sortRaw &&
    (!Array.isArray(sortRaw) || !sortable.includes(sortRaw[0]) || !['ASC', 'DESC'].includes(sortRaw[1]))
  )
    throw invalid('sort must be ["field","ASC"|"DESC"] on a sortable field');
  const range = (json('range', query.range) as [number, number] | undefined) ?? [0, 24];
  if (!Array.isArray(range) || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1]! < range[0]!)
    throw invalid('range must be [from, to]');
  return {
    filter: {
      status: filter.status as AdminListQuery['filter']['status'],
      locale: filter.locale as string | undefined,
      q: typeof filter.q === 'string' ? filter.q.slice(0, 100) : undefined,
      id: ids,
    },
    sort: sortRaw
      ? { field: sortRaw[0] as AdminListQuery['sort']['field'], order: sortRaw[1] as 'ASC' | 'DESC' }
      : { field: 'updatedAt', order: 'DESC' },
    offset: range[0]!,
    limit: Math.min(range[1]! - range[0]! + 1, 200),
  };
}

/**
 * Support's posts (issue #26, the console's Posts resource, docs/admin-api.md): only members of the Cognito
 * group `support` (checked here, on the server); every write is audited with the user's id.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(SUPPORT_GROUP)
@Controller('admin/posts')
export class AdminPostsController {
  constructor(
    @Inject(POSTS) private readonly posts: PostsService,
    @Inject(COVER_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Posts (drafts too), ra-data-simple-rest list: filter status/locale/q, Content-Range',
  })
  async list(
    @Query() query: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<unknown[]> {
    const q = parseAdminList(query);
    const { rows, total } = await this.posts.adminList(q);
    const end = rows.length ? q.offset + rows.length - 1 : q.offset;
    res.setHeader('Content-Range', `posts ${q.offset}-${end}/${total}`);
    res.setHeader('Cache-Control', 'no-store');
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseIntPipe) id: number) {
    return this.posts.adminGet(id);
  }

  @Get(':id/history')
  @ApiOperation({ summary: 'Who changed the post, when, and what (the audit trail)' })
  history(@Param('id', ParseIntPipe) id: number) {
    return this.posts.history(id);
  }

  @Post()
  @ApiOperation({ summary: 'A new draft; `translationOf` links it to the same post in the other language' })
  create(@Body() body: unknown, @CurrentUser() user: AuthUser) {
    return this.posts.create(body, user);
  }

  @Put(':id')
  update(@Param('id', ParseIntPipe) id: number, @Body() body: unknown, @CurrentUser() user: AuthUser) {
    return this.posts.update(id, body, user);
  }

  @Post(':id/publish')
  @HttpCode(200)
  publish(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.posts.setStatus(id, 'published', user);
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  unpublish(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.posts.setStatus(id, 'draft', user);
  }

  @Put(':id/cover')
  @UseInterceptors(
    CoverUploadErrors,
    // Held in memory: one file of at most 10 MB (a larger one is refused while it is read).
    FileInterceptor('file', { limits: { fileSize: MAX_COVER_BYTES, files: 1, fields: 4, parts: 5 } }),
  )
  @ApiOperation({
    summary: "Sets the post's cover image (multipart field `file`), audited",
    description:
      'A JPEG, PNG or WebP image of at most 10 MB and 50 megapixels, judged by its content. It is re-encoded ' +
      'without metadata, scaled to at most 1600 px and stored through the storage port; GET /api/blogs then ' +
      'answers it as `attributes.cover` (Strapi v4 media). The alt text is the post field `coverAlt`.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiResponse({
    status: 200,
    description: 'The post, with `cover` { url, name, mime, width, height, size }',
  })
  @ApiResponse({ status: 400, description: '`CONTENT.COVER_MISSING`, `CONTENT.COVER_TOO_MANY_PIXELS`' })
  @ApiResponse({ status: 413, description: '`CONTENT.COVER_TOO_LARGE` (more than 10 MB)' })
  @ApiResponse({ status: 415, description: '`CONTENT.COVER_UNSUPPORTED_TYPE` (not a JPEG, PNG or WebP)' })
  async setCover(
    @Param('id', ParseIntPipe) id: number,
    @UploadedFile() file: UploadedCover | undefined,
    @CurrentUser() user: AuthUser,
  ) {
    await this.posts.assertExists(id);
    return this.posts.setCover(id, await storeCover(this.storage, id, file), user);
  }

  @Delete(':id/cover')
  @ApiOperation({ summary: "Removes the post's cover image, audited" })
  removeCover(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.posts.removeCover(id, user);
  }
}
