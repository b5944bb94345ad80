import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, SUPPORT_GROUP, type AuthUser } from '@fabelhaft/auth';
import { POSTS } from '../content.di-tokens';
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
  constructor(@Inject(POSTS) private readonly posts: PostsService) {}

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
}
