import { FileSystemStorage } from './filesystem-storage';
import type { ObjectStorage } from './object-storage';
import type { S3Sse, S3Storage as S3StorageClass } from './s3-storage';

/** The storage settings every process that stores files reads (`storageSettings` of the service kit). */
export interface StorageSettings {
  STORAGE_DRIVER: 'filesystem' | 's3';
  /** The filesystem driver's root folder. */
  STORAGE_DIR: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_PUBLIC_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_SSE: S3Sse;
  S3_SSE_KMS_KEY_ID?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

/** The object storage the settings choose (ADR 0047): the filesystem by default, S3 with `STORAGE_DRIVER=s3`. */
export function createObjectStorage(settings: StorageSettings): ObjectStorage {
  if (settings.STORAGE_DRIVER !== 's3') return new FileSystemStorage(settings.STORAGE_DIR);
  if (!settings.S3_BUCKET) throw new Error('S3_BUCKET: is required with STORAGE_DRIVER=s3');
  // Loaded here, when chosen: the AWS SDK costs every process that keeps files on disk time and memory.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3Storage } = require('./s3-storage') as { S3Storage: typeof S3StorageClass };
  return new S3Storage({
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    publicEndpoint: settings.S3_PUBLIC_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    sse: settings.S3_SSE,
    kmsKeyId: settings.S3_SSE_KMS_KEY_ID,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
