import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { StorageError, StorageErrorCodes } from './errors';
import { ownerPrefix, validateKey, validatePrefix } from './keys';
import {
  DEFAULT_CONTENT_TYPE,
  validateContentType,
  type ObjectInfo,
  type PresigningStorage,
  type PutOptions,
  type StoredObject,
} from './object-storage';
import { DEFAULT_URL_TTL_SECONDS, MAX_URL_TTL_SECONDS } from './url-signer';

/** `none` sends no header (an S3-compatible server without a KMS, e.g. MinIO's default); AWS encrypts anyway. */
export type S3Sse = 'none' | 'AES256' | 'aws:kms';
export const S3_SSE_MODES: readonly S3Sse[] = ['none', 'AES256', 'aws:kms'];

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, s3rver, Ceph); unset for AWS S3 itself. */
  endpoint?: string;
  /**
   * The origin browsers reach the objects at when it differs from `endpoint` (a cluster-internal MinIO behind an
   * ingress): presigned links are signed for this host. Unset: the same as `endpoint`.
   */
  publicEndpoint?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: needed by most S3-compatible servers. */
  forcePathStyle?: boolean;
  /** Server-side encryption asked for on every put (`x-amz-server-side-encryption`). */
  sse?: S3Sse;
  /** The KMS key of `sse: 'aws:kms'`; unset: the bucket's AWS-managed key. */
  kmsKeyId?: string;
  /** Static credentials; unset: the SDK's default chain (an IAM role for service accounts on Kubernetes). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Overrides for tests (e.g. `maxAttempts`). */
  clientConfig?: Partial<S3ClientConfig>;
  /** Clock in milliseconds for presigned links (as `Date.now`); injectable for tests. */
  now?: () => number;
  /** Keys per list request (S3 answers at most 1000); smaller in tests of paging. */
  listPageSize?: number;
}

/** An AWS SDK error: its name (`NoSuchKey`, `NotFound`) and HTTP status. */
function statusOf(error: unknown): { name?: string; status?: number } {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return { name: e?.name, status: e?.$metadata?.httpStatusCode };
}

function isMissing(error: unknown): boolean {
  const { name, status } = statusOf(error);
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

/**
 * `ObjectStorage` on S3 or an S3-compatible server (ADR 0047), with the semantics of `FileSystemStorage`: the
 * same key rules (checked before any request), the content type stored with the object, idempotent put and
 * delete, `list` by plain string prefix in key order. S3 writes are atomic per object, so a crash never leaves
 * half an object; there is no file/folder clash (`a/b` and `a/b/c` may both exist).
 *
 * `presignGet` is the S3 form of `UrlSigner.sign`: a GET link to one owner's one object, refused outside
 * `owners/<ownerId>/`, working at most `MAX_URL_TTL_SECONDS` (seven days, also S3's own limit for SigV4).
 */
export class S3Storage implements PresigningStorage {
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly presignClient: S3Client;
  private readonly sse: S3Sse;
  private readonly kmsKeyId?: string;
  private readonly now: () => number;
  private readonly listPageSize: number;

  constructor(options: S3StorageOptions) {
    if (!options.bucket) throw new Error('S3Storage needs a bucket');
    this.bucket = options.bucket;
    this.sse = options.sse ?? 'none';
    this.kmsKeyId = options.kmsKeyId;
    this.now = options.now ?? Date.now;
    this.listPageSize = options.listPageSize ?? 1000;
    const config = (endpoint: string | undefined): S3ClientConfig => ({
      region: options.region,
      endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.credentials,
      // S3-compatible servers do not all understand the SDK's default CRC checksums (x-amz-checksum-*, trailers):
      // against a custom endpoint only the checksums the operation requires; AWS S3 itself gets all of them.
      ...(endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      ...options.clientConfig,
    });
    this.client = new S3Client(config(options.endpoint));
    this.presignClient =
      options.publicEndpoint && options.publicEndpoint !== options.endpoint
        ? new S3Client(config(options.publicEndpoint))
        : this.client;
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    validateKey(key);
    const contentType = validateContentType(options?.contentType);
    if (!(body instanceof Uint8Array)) throw new TypeError('body must be a Buffer');
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
        ...(this.sse === 'none' ? {} : { ServerSideEncryption: this.sse as ServerSideEncryption }),
        ...(this.sse === 'aws:kms' && this.kmsKeyId ? { SSEKMSKeyId: this.kmsKeyId } : {}),
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    validateKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? new Uint8Array());
      let contentType = DEFAULT_CONTENT_TYPE;
      try {
        if (answer.ContentType) contentType = validateContentType(answer.ContentType);
      } catch {
        // Written by something else with a type unfit for a header: served as bytes, as the filesystem does.
      }
      return { body, contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    validateKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    validateKey(key);
    // S3 answers 204 for a missing key too: deleting is idempotent without a check.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<string[]> {
    return (await this.listObjects(prefix)).map((info) => info.key);
  }

  async listObjects(prefix: string): Promise<ObjectInfo[]> {
    validatePrefix(prefix);
    const infos: ObjectInfo[] = [];
    // Pages follow on with StartAfter = the last key seen rather than the continuation token: the same result on
    // S3, and s3rver's token (DES) does not work on Node's OpenSSL 3.
    let after: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          StartAfter: after,
          MaxKeys: this.listPageSize,
        }),
      );
      const contents = page.Contents ?? [];
      for (const object of contents) {
        if (!object.Key) continue;
        infos.push({
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        });
      }
      const last = contents[contents.length - 1]?.Key;
      if (!page.IsTruncated || !last) break;
      after = last;
    }
    // Keys are ASCII (validateKey), so this is S3's own UTF-8 byte order; sorted again for servers that differ.
    return infos.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /**
   * A presigned GET link to `ownerId`'s object `key`, working `ttlSeconds` (default one hour, at most seven
   * days, as `UrlSigner.sign`). Throws `STORAGE.NOT_OWNER` outside `owners/<ownerId>/`, `STORAGE.INVALID_TTL`,
   * `InvalidKeyError`. `downloadName` sets `Content-Disposition: inline; filename="…"` on the answer.
   */
  async presignGet(
    key: string,
    ownerId: string,
    ttlSeconds: number = DEFAULT_URL_TTL_SECONDS,
    options: { downloadName?: string } = {},
  ): Promise<string> {
    validateKey(key);
    if (!key.startsWith(ownerPrefix(ownerId))) {
      throw new StorageError(StorageErrorCodes.NOT_OWNER, 'The key does not belong to this owner');
    }
    if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > MAX_URL_TTL_SECONDS) {
      throw new StorageError(
        StorageErrorCodes.INVALID_TTL,
        `ttlSeconds must be an integer from 1 to ${MAX_URL_TTL_SECONDS}`,
      );
    }
    const name = options.downloadName && /^[A-Za-z0-9._-]{1,200}$/.test(options.downloadName);
    return getSignedUrl(
      this.presignClient,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(name ? { ResponseContentDisposition: `inline; filename="${options.downloadName}"` } : {}),
      }),
      { expiresIn: ttlSeconds, signingDate: new Date(this.now()) },
    );
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
    if (this.presignClient !== this.client) this.presignClient.destroy();
  }
}
