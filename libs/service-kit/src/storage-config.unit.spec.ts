import { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { assertStorageConfig, storageConfigProblems, storageSettings } from './storage-config';

const schema = z.object(storageSettings('/repo/.local/storage'));

describe('storageSettings', () => {
  it('defaults to the filesystem under the development folder, with SSE-S3 for S3', () => {
    expect(loadConfig(schema, {})).toEqual({
      STORAGE_DRIVER: 'filesystem',
      STORAGE_DIR: '/repo/.local/storage',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: false,
      S3_SSE: 'AES256',
    });
  });

  it('reads an S3 configuration', () => {
    const config = loadConfig(schema, {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'fabelhaft-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_SSE: 'aws:kms',
      S3_SSE_KMS_KEY_ID: 'alias/fabelhaft',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'a-long-enough-secret-key',
    });
    expect(config).toMatchObject({ STORAGE_DRIVER: 's3', S3_FORCE_PATH_STYLE: true, S3_SSE: 'aws:kms' });
    expect(storageConfigProblems(config, 'production')).toEqual([]);
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
    [{ S3_SSE: 'rot13' }, 'S3_SSE'],
    [{ S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
  ])('refuses %j', (env, variable) => {
    expect(() => loadConfig(schema, env)).toThrow(ConfigError);
    try {
      loadConfig(schema, env);
    } catch (e) {
      expect((e as ConfigError).problems.join('\n')).toContain(variable);
    }
  });

  it('refuses a known development S3 secret outside local development, without showing it', () => {
    const env = {
      FABELHAFT_ENV: 'production',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'b-1',
      S3_SECRET_ACCESS_KEY: 'minioadmin',
    };
    expect(() => loadConfig(schema, env)).toThrow(/S3_SECRET_ACCESS_KEY: is a known development/);
    expect(() => loadConfig(schema, { ...env, FABELHAFT_ENV: 'local' })).not.toThrow();
  });
});

describe('storageConfigProblems', () => {
  const local = loadConfig(schema, {});

  it('accepts the development folder locally but not outside local development', () => {
    expect(storageConfigProblems(local, 'local')).toEqual([]);
    expect(storageConfigProblems(local, 'production')).toEqual([
      expect.stringMatching(/^STORAGE_DIR: the development folder/),
    ]);
    expect(() => assertStorageConfig(local, 'production')).toThrow(ConfigError);
    // docker-compose's mounted volume is fine.
    expect(storageConfigProblems({ ...local, STORAGE_DIR: '/data/storage' }, 'production')).toEqual([]);
  });

  it('needs a bucket and both halves of a key pair for S3, everywhere', () => {
    const s3 = { ...local, STORAGE_DRIVER: 's3' as const };
    expect(storageConfigProblems(s3, 'local')).toEqual(['S3_BUCKET: is required with STORAGE_DRIVER=s3']);
    expect(storageConfigProblems({ ...s3, S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'AKIA' }, 'local')).toEqual([
      expect.stringMatching(/^S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both/),
    ]);
    // An S3 store does not care where the unused folder would be.
    expect(storageConfigProblems({ ...s3, S3_BUCKET: 'b-1' }, 'production')).toEqual([]);
  });
});
