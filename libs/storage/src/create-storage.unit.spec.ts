import { createObjectStorage, type StorageSettings } from './create-storage';
import { FileSystemStorage } from './filesystem-storage';
import { S3Storage } from './s3-storage';

const base: StorageSettings = {
  STORAGE_DRIVER: 'filesystem',
  STORAGE_DIR: '/tmp/fabelhaft-create-storage',
  S3_REGION: 'eu-central-1',
  S3_FORCE_PATH_STYLE: false,
  S3_SSE: 'AES256',
};

describe('createObjectStorage', () => {
  it('is the filesystem by default', () => {
    const storage = createObjectStorage(base);
    expect(storage).toBeInstanceOf(FileSystemStorage);
    expect((storage as FileSystemStorage).rootDir).toBe('/tmp/fabelhaft-create-storage');
  });

  it('is S3 with STORAGE_DRIVER=s3, and needs a bucket', () => {
    const storage = createObjectStorage({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'fabelhaft-files' });
    expect(storage).toBeInstanceOf(S3Storage);
    expect((storage as S3Storage).bucket).toBe('fabelhaft-files');
    (storage as S3Storage).destroy();
    expect(() => createObjectStorage({ ...base, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
  });
});
