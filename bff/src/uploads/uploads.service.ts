import { randomUUID } from 'node:crypto';
import { InternalServerErrorException } from '@nestjs/common';
import type { Logger } from 'pino';
import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
import { uploadKey, uploadsPrefix, type ObjectStorage } from '@fabelhaft/storage';
import { sanitiseImage, TooManyPixelsError, type SanitisedImage } from '@fabelhaft/storage/images';
import type { BufferedFile } from './bounded-memory-storage';
import { displayName } from './display-name';
import { ProcessingSlots, SlotsBusyError } from './processing-slots';
import { MAX_EDGE_PX, MAX_INPUT_PIXELS, Messages, STORAGE_QUOTA_BYTES } from './upload-limits';

/** spec §3 upload response. */
export interface UploadResponse {
  uploads: { s3_key: string; filename: string }[];
  warnings: string[];
}

/** issue #12 guards, from the BFF config (UPLOAD_*). */
export interface UploadGuards {
  /** Bytes of reference images one customer may keep. */
  quotaBytes: number;
  /** Pixel cap of one image (width × height of its first frame). */
  maxPixels: number;
  /** Batches decoded at once and batches waiting for a slot. */
  slots: ProcessingSlots;
}

export const defaultUploadGuards = (): UploadGuards => ({
  quotaBytes: STORAGE_QUOTA_BYTES,
  maxPixels: MAX_INPUT_PIXELS,
  slots: new ProcessingSlots(2, 8),
});

/**
 * Checks, re-encodes and stores one batch of reference images (spec §5). Invalid files are dropped with their
 * warning and nothing of them is stored. All files are checked and re-encoded before the first object is
 * written; should a write fail, the objects this request already wrote are removed again and the request
 * fails with "Upload failed. Please try again." (spec §8), so a retry never finds half a batch behind.
 *
 * issue #12: the batch is decoded in one of a few processing slots (503 UPLOADS.BUSY when they and their
 * waiting line are full); an image past the pixel cap refuses the whole batch (400 UPLOADS.IMAGE_TOO_LARGE,
 * nothing stored); and what the customer keeps under `owners/<sub>/uploads/` may not grow past the quota (413
 * UPLOADS.STORAGE_QUOTA_EXCEEDED, nothing stored). Two batches of one customer at the same moment can each
 * pass the quota check; the overshoot is bounded by one batch.
 */
export class UploadsService {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly logger: Logger,
    private readonly guards: UploadGuards = defaultUploadGuards(),
  ) {}

  async storeBatch(
    ownerId: string,
    files: BufferedFile[],
    skippedOverLimit: number,
  ): Promise<UploadResponse> {
    const warnings: string[] = [];
    if (skippedOverLimit > 0) warnings.push(Messages.tooManyFiles);

    // Refused before any decoding when the customer is already at the quota.
    const used = await this.usedBytes(ownerId);
    if (files.some((f) => !f.oversized) && used >= this.guards.quotaBytes) throw this.quotaExceeded();

    const accepted = await this.runInSlot(() => this.sanitiseAll(files, warnings));

    const adding = accepted.reduce((sum, a) => sum + a.image.body.length, 0);
    if (adding > 0 && used + adding > this.guards.quotaBytes) throw this.quotaExceeded();

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

  private async sanitiseAll(files: BufferedFile[], warnings: string[]) {
    const accepted: { filename: string; image: SanitisedImage }[] = [];
    // One file at a time: decoding a photo takes far more memory than its bytes.
    for (const file of files) {
      const filename = displayName(file.originalname);
      if (file.oversized) {
        warnings.push(Messages.tooLarge(filename));
        continue;
      }
      let image: SanitisedImage | null;
      try {
        image = await sanitiseImage(file.buffer, {
          maxPixels: this.guards.maxPixels,
          maxEdgePx: MAX_EDGE_PX,
        });
      } catch (err) {
        if (err instanceof TooManyPixelsError) {
          throw new DomainError(
            ErrorCodes.UPLOADS_IMAGE_TOO_LARGE,
            Messages.tooManyPixels(filename, this.guards.maxPixels),
          );
        }
        throw err;
      }
      if (!image) {
        warnings.push(Messages.notAnImage(filename));
        continue;
      }
      accepted.push({ filename, image });
    }
    return accepted;
  }

  private async runInSlot<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await this.guards.slots.run(task);
    } catch (err) {
      if (err instanceof SlotsBusyError) {
        this.logger.warn({ load: this.guards.slots.load }, 'upload refused: image processing is busy');
        throw new DomainError(ErrorCodes.UPLOADS_BUSY, Messages.failed);
      }
      throw err;
    }
  }

  private async usedBytes(ownerId: string): Promise<number> {
    const objects = await this.storage.listObjects(uploadsPrefix(ownerId));
    return objects.reduce((sum, o) => sum + o.size, 0);
  }

  private quotaExceeded(): DomainError {
    return new DomainError(
      ErrorCodes.UPLOADS_STORAGE_QUOTA_EXCEEDED,
      Messages.quotaExceeded(this.guards.quotaBytes),
    );
  }
}
