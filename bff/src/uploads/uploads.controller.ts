import {
  BadRequestException,
  Controller,
  HttpCode,
  HttpException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  Post,
  Req,
  Res,
  UploadedFiles,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { catchError, type Observable } from 'rxjs';
import { CurrentUser, type AuthUser } from '@fabelhaft/auth';
import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
import type { ObjectStorage } from '@fabelhaft/storage';
import type { BffConfig } from '../bff.config';
import { BFF_CONFIG, LOGGER, OBJECT_STORAGE } from '../bff.di-tokens';
import { BoundedMemoryStorage, type BufferedFile } from './bounded-memory-storage';
import {
  HARD_MAX_FILE_BYTES,
  HARD_MAX_FILES,
  MAX_FILE_BYTES,
  MAX_FILES_PER_BATCH,
  Messages,
} from './upload-limits';
import { ProcessingSlots } from './processing-slots';
import { UploadsService, type UploadResponse } from './uploads.service';
import { RateLimited } from '../http/rate-limit';

/** How long a client should wait before retrying a batch refused because processing was busy. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/** Files of one request past the first MAX_FILES_PER_BATCH: skipped unread by the file filter. */
const skippedFiles = new WeakMap<object, { accepted: number; skipped: number }>();

function countOf(req: object) {
  let count = skippedFiles.get(req);
  if (!count) skippedFiles.set(req, (count = { accepted: 0, skipped: 0 }));
  return count;
}

const uploadInterceptor = FilesInterceptor('files', undefined, {
  storage: new BoundedMemoryStorage(MAX_FILE_BYTES),
  // Browsers send UTF-8 file names; busboy's default would read them as latin1.
  defParamCharset: 'utf8',
  limits: {
    fileSize: HARD_MAX_FILE_BYTES,
    files: HARD_MAX_FILES,
    fields: 20,
    fieldSize: 64 * 1024,
    parts: HARD_MAX_FILES + 20,
  },
  // spec §5: the first 20 files are processed, the rest is drained unread (warning added by the service).
  fileFilter: (req: object, _file: unknown, cb: (error: Error | null, accept: boolean) => void) => {
    const count = countOf(req);
    if (count.accepted >= MAX_FILES_PER_BATCH) {
      count.skipped += 1;
      return cb(null, false);
    }
    count.accepted += 1;
    cb(null, true);
  },
});

/** Multer's whole-request refusals (only past the hard caps) in the words of spec §5. */
@Injectable()
class UploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (err instanceof PayloadTooLargeException) {
          throw new PayloadTooLargeException({
            detail: 'File size exceeds 10MB limit',
            code: ErrorCodes.VALIDATION,
          });
        }
        if (err instanceof HttpException && err.getStatus() === 400 && err.message === 'Too many files') {
          throw new BadRequestException({ detail: Messages.tooManyFiles, code: ErrorCodes.VALIDATION });
        }
        throw err;
      }),
    );
  }
}

/**
 * Reference images for the builder (spec §5, issue #4). Behaviour, as decided:
 * - More than 20 files: not a 400. The first 20 are processed and "Maximum 20 files can be uploaded at once" is
 *   added to `warnings`, as spec §5 says invalid files are dropped and the route "returns uploads and warnings".
 *   Beyond HARD_MAX_FILES files (or one file past HARD_MAX_FILE_BYTES) the whole request is refused (400/413).
 * - A file over 10 MB: dropped with "{file}: File size exceeds 10MB limit"; only its first 10 MB + 1 byte are
 *   ever held in memory.
 * - The type is judged by content (signature, then sharp must decode it), never by name or declared type; else
 *   dropped with "{file}: Not an image file".
 * - Kept images are re-encoded without any metadata and stored under `owners/<sub>/uploads/<uuid>.<ext>`.
 * - Answers 200 `{ uploads: [{ s3_key, filename }], warnings }`, also when every file was dropped; 400 when the
 *   request has no file at all.
 */
@ApiTags('uploads')
@ApiBearerAuth()
@Controller('uploads')
export class UploadsController {
  private readonly uploads: UploadsService;

  constructor(
    @Inject(OBJECT_STORAGE) storage: ObjectStorage,
    @Inject(LOGGER) logger: Logger,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.uploads = new UploadsService(storage, logger, {
      quotaBytes: config.UPLOAD_STORAGE_QUOTA_BYTES,
      maxPixels: config.UPLOAD_MAX_PIXELS,
      slots: new ProcessingSlots(config.UPLOAD_CONCURRENCY, config.UPLOAD_QUEUE),
    });
  }

  @Post('characters/batch')
  @RateLimited('uploads')
  @HttpCode(200)
  @UseInterceptors(UploadErrorsInterceptor, uploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['files'],
      properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } } },
    },
  })
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['uploads', 'warnings'],
      properties: {
        uploads: {
          type: 'array',
          items: {
            type: 'object',
            required: ['s3_key', 'filename'],
            properties: { s3_key: { type: 'string' }, filename: { type: 'string' } },
          },
        },
        warnings: { type: 'array', items: { type: 'string' } },
      },
    },
  })
  async batch(
    @CurrentUser() user: AuthUser,
    @UploadedFiles() files: BufferedFile[] | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadResponse> {
    const skipped = skippedFiles.get(req)?.skipped ?? 0;
    if (!files?.length && skipped === 0) {
      throw new BadRequestException({
        detail: 'Select at least one image file to upload',
        code: ErrorCodes.VALIDATION,
      });
    }
    try {
      return await this.uploads.storeBatch(user.sub, files ?? [], skipped);
    } catch (err) {
      if (err instanceof DomainError && err.code === ErrorCodes.UPLOADS_BUSY) {
        res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      }
      throw err;
    }
  }
}
