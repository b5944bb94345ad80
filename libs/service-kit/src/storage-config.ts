import { sep } from 'node:path';
import { z } from 'zod';
import { ConfigError, env } from './config';
import { runMode, type RunMode } from './secrets';

/**
 * The object storage settings (ADR 0047) of every process that stores or serves files, spread into its config
 * schema: `...storageSettings(join(__dirname, '../../../.local/storage'))`. `createObjectStorage` of
 * `@fabelhaft/storage` turns them into the store; `assertStorageConfig` refuses development values outside local
 * development.
 */
export function storageSettings(defaultDir: string) {
  return {
    /** `filesystem` (local default, docker-compose's shared volume) or `s3` (several machines, Kubernetes). */
    STORAGE_DRIVER: z.enum(['filesystem', 's3']).default('filesystem'),
    /** The filesystem driver's folder (the BFF serves the same one through signed links). */
    STORAGE_DIR: z.string().default(defaultDir),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
      .optional(),
    S3_REGION: z.string().min(1).default('eu-central-1'),
    /** An S3-compatible server (MinIO, Ceph, s3rver); unset for AWS S3. */
    S3_ENDPOINT: z.string().url().optional(),
    /** Where browsers reach the objects if not at S3_ENDPOINT (presigned links are signed for this host). */
    S3_PUBLIC_ENDPOINT: z.string().url().optional(),
    /** Path-style URLs (`host/bucket/key`), which most S3-compatible servers need. */
    S3_FORCE_PATH_STYLE: env.bool(false),
    /** Server-side encryption of every put: `AES256` (SSE-S3), `aws:kms` (SSE-KMS) or `none`. */
    S3_SSE: z.enum(['none', 'AES256', 'aws:kms']).default('AES256'),
    /** The KMS key of `S3_SSE=aws:kms`; unset: the bucket's AWS-managed key. */
    S3_SSE_KMS_KEY_ID: z.string().min(1).optional(),
    /** Static credentials; unset: the SDK's default chain (an IAM role, IRSA on Kubernetes). */
    S3_ACCESS_KEY_ID: z.string().min(3).optional(),
    S3_SECRET_ACCESS_KEY: env.integrationSecret(6),
  };
}

export interface StorageConfig {
  STORAGE_DRIVER: 'filesystem' | 's3';
  STORAGE_DIR: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_SSE: 'none' | 'AES256' | 'aws:kms';
  S3_SSE_KMS_KEY_ID?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

/**
 * What is wrong with the storage settings: everywhere, S3 without a bucket or with half a key pair; outside
 * local development (ADR 0014's run mode) also the repository's own `.local/` folder as the file store — the
 * development default, lost with the checkout and seen by no other machine.
 */
export function storageConfigProblems(config: StorageConfig, mode: RunMode = runMode()): string[] {
  const problems: string[] = [];
  if (config.STORAGE_DRIVER === 's3') {
    if (!config.S3_BUCKET) problems.push('S3_BUCKET: is required with STORAGE_DRIVER=s3');
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
      problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (value hidden)');
    if (config.S3_SSE_KMS_KEY_ID && config.S3_SSE !== 'aws:kms')
      problems.push('S3_SSE_KMS_KEY_ID: only used with S3_SSE=aws:kms');
  } else if (mode === 'production' && config.STORAGE_DIR.split(sep).includes('.local')) {
    problems.push(
      'STORAGE_DIR: the development folder (.local) outside local development; set a mounted folder or STORAGE_DRIVER=s3',
    );
  }
  return problems;
}

export function assertStorageConfig(config: StorageConfig, mode: RunMode = runMode()): void {
  const problems = storageConfigProblems(config, mode);
  if (problems.length > 0) throw new ConfigError(problems);
}
