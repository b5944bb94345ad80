export * from './errors';
export * from './keys';
export * from './object-storage';
export * from './filesystem-storage';
export * from './url-signer';
// Types only: the AWS SDK loads when a process chooses S3 (create-storage.ts), not in every process and test.
export type { S3Sse, S3StorageOptions, S3Storage } from './s3-storage';
export * from './create-storage';
