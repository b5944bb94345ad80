import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@fabelhaft/auth';
import { validateKey, type ObjectStorage } from '@fabelhaft/storage';
import { COVER_STORAGE } from '../content.di-tokens';
import { CONTENT_ERROR_CODES } from '../posts/blogs-query';

export const COVERS_PREFIX = 'content/covers/';

/** Cover images of posts, read through the storage port (public: they illustrate public posts). */
@ApiExcludeController()
@Controller('api/media')
export class MediaController {
  constructor(@Inject(COVER_STORAGE) private readonly storage: ObjectStorage) {}

  @Public()
  @Get('covers/:name')
  async cover(@Param('name') name: string, @Res() res: Response): Promise<void> {
    const notFound = new NotFoundException({ detail: 'Not found', code: CONTENT_ERROR_CODES.NOT_FOUND });
    let key: string;
    try {
      key = validateKey(`${COVERS_PREFIX}${name}`);
    } catch {
      throw notFound;
    }
    const object = await this.storage.get(key);
    if (!object) throw notFound;
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    // An SVG opened on its own runs nothing and embeds nothing.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(object.body);
  }
}
