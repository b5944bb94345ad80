import {
  Controller,
  ForbiddenException,
  Get,
  Headers,
  Inject,
  NotFoundException,
  Param,
  Query,
  Res,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@fabelhaft/auth';
import { canPresign, ownerOf, type ObjectStorage, type UrlSigner } from '@fabelhaft/storage';
import { OBJECT_STORAGE, URL_SIGNER } from '../bff.di-tokens';
import { resizedWebp, resizedWidth } from './resized-images';

/**
 * Serves stored covers and book files behind signed, expiring links (issue #4). The link is the credential:
 * the BFF signs it only for the owner's own keys, in answers that only the owner receives.
 */
@ApiExcludeController()
@Public()
@Controller('assets')
export class AssetsController {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(URL_SIGNER) private readonly signer: UrlSigner,
  ) {}

  @Get('*key')
  async get(
    @Param('key') key: string | string[],
    @Query('expires') expires: unknown,
    @Query('sig') sig: unknown,
    @Query('w') w: unknown,
    @Res() res: Response,
    @Headers('range') range?: string,
  ): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    // Expired and forged links answer alike, so a link's validity reveals nothing else.
    if (this.signer.verify(path, expires, sig) !== 'ok') {
      throw new ForbiddenException({
        detail: 'This link has expired or is not valid.',
        code: 'ASSETS.LINK_INVALID',
      });
    }
    // ADR 0047: on S3 the bytes come from S3 itself — a presigned GET link for the rest of this link's time (at
    // most the same seven days), to the same one object of the same owner. Resized copies are made here.
    const remaining = this.signer.remainingSeconds(Number(expires));
    const owner = ownerOf(path);
    if (canPresign(this.storage) && resizedWidth(w) === undefined && owner && remaining > 0) {
      // A HEAD first, so a link to a deleted object still answers this API's 404, not S3's XML.
      if (!(await this.storage.exists(path)))
        throw new NotFoundException({ detail: 'Not found', code: 'COMMON.NOT_FOUND' });
      const fileName = path.split('/').pop();
      const url = await this.storage.presignGet(path, owner, remaining, {
        downloadName: fileName?.endsWith('.pdf') ? fileName : undefined,
      });
      res.setHeader('Cache-Control', 'private, no-store');
      res.redirect(302, url);
      return;
    }
    const object = await this.storage.get(path);
    if (!object) throw new NotFoundException({ detail: 'Not found', code: 'COMMON.NOT_FOUND' });
    // issue #25: `w` (outside the signature: the link already grants the picture) asks for a smaller copy of a
    // WebP picture; anything else, or bytes sharp cannot read, gets the object as it is.
    const width = object.contentType === 'image/webp' ? resizedWidth(w) : undefined;
    const body = (width && (await resizedWebp(path, object.body, width))) || object.body;
    res.setHeader('Content-Type', object.contentType);
    if (object.contentType === 'application/pdf') {
      // Invoices and book PDFs open in the browser's viewer and save under their own name.
      res.setHeader('Content-Disposition', `inline; filename="${path.split('/').pop()}"`);
    }
    res.setHeader('Cache-Control', `private, max-age=${remaining}`);
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    // issue #28: phones' audio players (Safari above all) ask for byte ranges and refuse a file served without.
    res.setHeader('Accept-Ranges', 'bytes');
    const part = byteRange(range, body.length);
    if (part === 'unsatisfiable') {
      res.status(416).setHeader('Content-Range', `bytes */${body.length}`);
      res.end();
      return;
    }
    if (part) {
      res.status(206).setHeader('Content-Range', `bytes ${part.start}-${part.end}/${body.length}`);
      res.send(body.subarray(part.start, part.end + 1));
      return;
    }
    res.send(body);
  }
}

/**
 * One `Range: bytes=…` of RFC 9110 §14.1.2 (first-last, first-, -suffix) over a body of `size` bytes; undefined
 * for none or several ranges (the whole body is sent), `unsatisfiable` for a range past the end. Pure.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
