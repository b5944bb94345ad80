import { createHash } from 'node:crypto';
import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@fabelhaft/auth';
import { validateKey, type ObjectStorage } from '@fabelhaft/storage';
import { COVER_STORAGE } from '../content.di-tokens';
import { CONTENT_ERROR_CODES } from '../posts/blogs-query';
import { COVERS_PREFIX } from './covers';

/** Covers are public and change only under a new name (an upload is a new key): browsers keep them a day. */
export const COVER_CACHE_CONTROL = 'public, max-age=86400';

/** Cover images of posts, read through the storage port (public: they illustrate public posts). */
@ApiTags('blog')
@Controller('api/media')
export class MediaController {
  constructor(@Inject(COVER_STORAGE) private readonly storage: ObjectStorage) {}

  @Public()
  @Get('covers/:name')
  @ApiOperation({
    summary: "A post's cover image (the `url` of `attributes.cover.data` in GET /api/blogs)",
    description: `\`Cache-Control: ${COVER_CACHE_CONTROL}\` and an ETag (304 on If-None-Match).`,
  })
  @ApiParam({ name: 'name', example: 'post-12-3f9a0c1d2e4b5a6c.webp' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  async cover(@Param('name') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const notFound = new NotFoundException({ detail: 'Not found', code: CONTENT_ERROR_CODES.NOT_FOUND });
    let key: string;
    try {
      key = validateKey(`${COVERS_PREFIX}${name}`);
    } catch {
      throw notFound;
    }
    const object = await this.storage.get(key);
    if (!object) throw notFound;
    const etag = `"${createHash('sha256').update(object.body).digest('base64url').slice(0, 27)}"`;
    res.setHeader('Cache-Control', COVER_CACHE_CONTROL);
    res.setHeader('ETag', etag);
    // An SVG (the first seed's covers) opened on its own runs nothing and embeds nothing.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', object.contentType);
    res.send(object.body);
  }
}
