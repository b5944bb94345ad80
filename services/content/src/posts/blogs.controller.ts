import { createHash } from 'node:crypto';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@fabelhaft/auth';
import { CONTENT_CONFIG, POSTS } from '../content.di-tokens';
import type { ContentConfig } from '../content.config';
import { parseBlogsQuery } from './blogs-query';
import type { PostsService } from './posts.service';

/** The public blog API (spec §7, issue #26): what the storefront — or any Strapi v4 client — reads. */
@ApiTags('blog')
@Controller('api/blogs')
export class BlogsController {
  constructor(
    @Inject(POSTS) private readonly posts: PostsService,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Published blog posts in the Strapi v4 shape',
    description:
      'Only published posts (publicationState=live), newest first by default. Answers carry an ETag and ' +
      '`Cache-Control: public, max-age=60`; send If-None-Match for a 304. Errors are `{ detail, code }`.',
  })
  @ApiQuery({ name: 'sort', required: false, example: 'publishedAt:desc' })
  @ApiQuery({ name: 'publicationState', required: false, enum: ['live'] })
  @ApiQuery({ name: 'locale', required: false, example: 'de', description: 'de or en (de-AT reads as de)' })
  @ApiQuery({ name: 'pagination[page]', required: false, example: 1 })
  @ApiQuery({ name: 'pagination[pageSize]', required: false, example: 25, description: 'at most 100' })
  @ApiQuery({ name: 'filters[slug][$eq]', required: false, description: 'one post by its slug' })
  @ApiOkResponse({
    description:
      '`{ data: [{ id, attributes: { slug, title, content, description, locale, author, publishedAt, cover, localizations } }], meta: { pagination: { page, pageSize, pageCount, total } } }`',
  })
  async list(@Req() req: Request, @Res() res: Response): Promise<void> {
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const body = JSON.stringify(await this.posts.listLive(parseBlogsQuery(search)));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    res.setHeader('Cache-Control', `public, max-age=${this.config.CONTENT_CACHE_MAX_AGE_S}`);
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    res.status(200).type('application/json').send(body);
  }
}
