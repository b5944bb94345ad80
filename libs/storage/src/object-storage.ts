import { StorageError, StorageErrorCodes } from './errors';

export interface PutOptions {
  /** MIME type served back with the object, e.g. `image/webp`. */
  contentType: string;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** One object as a listing describes it (S3 ListObjectsV2: Key, Size, LastModified). */
export interface ObjectInfo {
  key: string;
  /** Bytes of the body. */
  size: number;
  /** When the object was last written. */
  lastModified: Date;
}

/**
 * The object storage port. Keys follow `validateKey` (every method throws `InvalidKeyError` on a bad key);
 * customer objects live under `ownerKey(ownerId, …)`. Implementations: `FileSystemStorage` (default, local
 * and tests) and `S3Storage` (ADR 0047), with the same semantics; `createObjectStorage` picks one by configuration.
 */
export interface ObjectStorage {
  /** Stores (or replaces) the object. Idempotent: a retried put leaves the same object. */
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** The object, or `null` when there is none. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix` (plain string prefix, as S3), sorted. */
  list(prefix: string): Promise<string[]>;
  /** `list` with each object's size and last write time (storage quotas, sweeping old uploads). */
  listObjects(prefix: string): Promise<ObjectInfo[]>;
}

/**
 * A store that can hand out its own time-limited GET links (S3 presigned URLs, ADR 0047). The filesystem cannot:
 * its objects are served by the BFF's `GET /assets/*key` behind `UrlSigner` links.
 */
export interface PresigningStorage extends ObjectStorage {
  /** A GET link to `ownerId`'s object, for at most `MAX_URL_TTL_SECONDS`; refuses keys outside the owner's prefix. */
  presignGet(
    key: string,
    ownerId: string,
    ttlSeconds?: number,
    options?: { downloadName?: string },
  ): Promise<string>;
}

/** Whether `storage` can presign its own links. */
export function canPresign(storage: ObjectStorage): storage is PresigningStorage {
  return typeof (storage as Partial<PresigningStorage>).presignGet === 'function';
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

// type/subtype with optional parameters; no control characters (the value ends up in a response header).
const CONTENT_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;\s*[A-Za-z0-9!#$&^_.+-]+=[^\s;]+)*$/;

/** Asserts a content type fit for a `Content-Type` header (at most 255 characters). */
export function validateContentType(contentType: string): string {
  if (typeof contentType !== 'string' || contentType.length > 255 || !CONTENT_TYPE.test(contentType)) {
    throw new StorageError(StorageErrorCodes.INVALID_CONTENT_TYPE, 'Invalid content type');
  }
  return contentType;
}
