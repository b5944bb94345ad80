import { randomUUID } from 'node:crypto';
import { InternalServerErrorException } from '@nestjs/common';
import type { Logger } from 'pino';
import { ErrorCodes } from '@fabelhaft/contracts';
import { uploadKey, type ObjectStorage } from '@fabelhaft/storage';
import type { BufferedFile } from './bounded-memory-storage';
import { displayName } from './display-name';
import { sanitiseImage, type SanitisedImage } from './image-sanitiser';
import { Messages } from './upload-limits';

/** spec §3 upload response. */
export interface UploadResponse {
  uploads: { s3_key: string; filename: string }[];
  warnings: string[];
}

/**
 * Checks, re-encodes and stores one batch of reference images (spec §5). Invalid files are dropped with their
 * warning and nothing of them is stored. All files are checked and re-encoded before the first object is
 * written; should a write fail, the objects this request already wrote are removed again and the request
 * fails with "Upload failed. Please try again." (spec §8), so a retry never finds half a batch behind.
 */
export class UploadsService {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly logger: Logger,
  ) {}

  async storeBatch(
    ownerId: string,
    files: BufferedFile[],
    skippedOverLimit: number,
  ): Promise<UploadResponse> {
    const warnings: string[] = [];
    if (skippedOverLimit > 0) warnings.push(Messages.tooManyFiles);

    const accepted: { filename: string; image: SanitisedImage }[] = [];
    // One file at a time: decoding a photo takes far more memory than its bytes.
    for (const file of files) {
      const filename = displayName(file.originalname);
      if (file.oversized) {
        warnings.push(Messages.tooLarge(filename));
        continue;
      }
      const image = await sanitiseImage(file.buffer);
      if (!image) {
        warnings.push(Messages.notAnImage(filename));
        continue;
      }
      accepted.push({ filename, image });
    }

    const uploads: UploadResponse['uploads'] = [];
    try {
      for (const { filename, image } of accepted) {
        const key = uploadKey(ownerId, `${randomUUID()}.${image.extension}`);
        await this.storage.put(key, image.body, { contentType: image.contentType });
        uploads.push({ s3_key: key, filename });
      }
    } catch (err) {
      this.logger.error({ err, ownerId, stored: uploads.length }, 'storing an upload batch failed');
      await Promise.all(uploads.map((u) => this.storage.delete(u.s3_key).catch(() => undefined)));
      throw new InternalServerErrorException({ detail: Messages.failed, code: ErrorCodes.INTERNAL });
    }
    return { uploads, warnings };
  }
}
