import { createHash } from 'node:crypto';
import type { ObjectStorage } from '@fabelhaft/storage';
import type { ArtefactCache } from '../ports/artefact-cache.port';
import { bookCacheKey, bookReferenceKey } from '../production/book-files';

const PLAIN_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * One book's artefact cache in object storage, under `owners/<sub>/books/<id>/cache/` (deleted with the book's
 * other files). Production fills it and every revision reads it, so only what a change touches is made again.
 * Keys the storage cannot hold as they are (slashes, long ones) are stored under their SHA-256. Character
 * references (issue #23, keys `reference/…`) are kept apart, under `…/references/`, so they can be deleted with
 * the photos they were made from when the book is approved.
 */
export class StorageArtefactCache implements ArtefactCache {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly ownerId: string,
    private readonly bookId: string,
  ) {}

  async get(key: string): Promise<Buffer | undefined> {
    return (await this.storage.get(this.keyOf(key)))?.body ?? undefined;
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.storage.put(this.keyOf(key), body, { contentType: 'application/octet-stream' });
  }

  private keyOf(key: string): string {
    const name = PLAIN_KEY.test(key) ? key : createHash('sha256').update(key).digest('hex');
    return key.startsWith('reference/')
      ? bookReferenceKey(this.ownerId, this.bookId, name)
      : bookCacheKey(this.ownerId, this.bookId, name);
  }
}
