import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidKeyError, StorageError, StorageErrorCodes } from './errors';
import { FileSystemStorage } from './filesystem-storage';
import { DEFAULT_CONTENT_TYPE } from './object-storage';

describe('FileSystemStorage', () => {
  let root: string;
  let storage: FileSystemStorage;

  beforeEach(async () => {
    root = await fs.mkdtemp(join(tmpdir(), 'fabelhaft-storage-'));
    storage = new FileSystemStorage(root);
  });

  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const webp = Buffer.from('RIFF....WEBPVP8 ');

  it('keeps the files under rootDir, with the content type in a .meta.json sidecar', async () => {
    await storage.put('owners/u1/uploads/a.png', png, { contentType: 'image/png' });
    expect(await fs.readFile(join(root, 'owners/u1/uploads/a.png'))).toEqual(png);
    const meta = JSON.parse(await fs.readFile(join(root, 'owners/u1/uploads/a.png.meta.json'), 'utf8'));
    expect(meta).toMatchObject({ contentType: 'image/png', size: png.length });
  });

  it('deletes the sidecar with the object, and takes a folder for no object', async () => {
    const key = 'owners/u1/x.bin';
    await storage.put(key, png, { contentType: 'application/octet-stream' });
    await storage.delete(key);
    await storage.delete('owners/u1'); // a folder, not an object
    expect(await storage.exists(key)).toBe(false);
    await expect(fs.access(join(root, 'owners/u1/x.bin.meta.json'))).rejects.toThrow();
  });

  it('lists without sidecars or staging files, and nothing under a folder that does not exist', async () => {
    const keys = ['owners/u1/a.png', 'owners/u1/b/c.png'];
    for (const key of keys) await storage.put(key, png, { contentType: 'image/png' });
    await fs.writeFile(join(root, '.staging', 'left-over.tmp'), 'crash debris');

    expect(await storage.list('')).toEqual(keys);
    expect(await storage.list('nothing/here/')).toEqual([]);
  });

  it('works on a root folder that does not exist yet', async () => {
    const fresh = new FileSystemStorage(join(root, 'not', 'yet'));
    expect(await fresh.list('')).toEqual([]);
    expect(await fresh.get('owners/u1/a.png')).toBeNull();
    await fresh.put('owners/u1/a.png', png, { contentType: 'image/png' });
    expect(await fresh.list('')).toEqual(['owners/u1/a.png']);
  });

  describe('key validation', () => {
    it.each([
      '../escape.txt',
      '/etc/passwd',
      'owners/u1/../../escape',
      'owners/u1/a b.png',
      'owners\\u1',
      '',
    ])('refuses %j in every method and writes nothing', async (key) => {
      await expect(storage.put(key, png, { contentType: 'image/png' })).rejects.toThrow(InvalidKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidKeyError);
      expect(await fs.readdir(root)).toEqual([]);
      await expect(fs.access(join(root, '..', 'escape.txt'))).rejects.toThrow();
    });

    it('refuses a traversal prefix in list', async () => {
      await expect(storage.list('../')).rejects.toThrow(InvalidKeyError);
      await expect(storage.list('/')).rejects.toThrow(InvalidKeyError);
    });

    // '', 'image' and a header injection are the contract's cases (object-storage.contract.ts).
    it('refuses a content type with a trailing newline', async () => {
      await expect(
        storage.put('owners/u1/a.png', png, { contentType: 'text/html; charset=utf-8\n' }),
      ).rejects.toMatchObject({ code: StorageErrorCodes.INVALID_CONTENT_TYPE });
    });
  });

  describe('atomic, idempotent writes', () => {
    const key = 'owners/u1/covers/cover.png';

    it('leaves no temp files after a replacing put (a retry)', async () => {
      await storage.put(key, png, { contentType: 'image/png' });
      await storage.put(key, webp, { contentType: 'image/webp' });
      expect(await fs.readdir(join(root, '.staging'))).toEqual([]);
    });

    it('writes through a temp file and a rename, never into the target in place', async () => {
      await storage.put(key, png, { contentType: 'image/png' });
      const before = await fs.stat(join(root, key));
      await storage.put(key, webp, { contentType: 'image/webp' });
      const after = await fs.stat(join(root, key));
      expect(after.ino).not.toBe(before.ino); // a new file was renamed over the old one
    });

    it('keeps the old object whole when a write fails before the rename', async () => {
      await storage.put(key, png, { contentType: 'image/png' });
      const rename = jest
        .spyOn(fs, 'rename')
        .mockRejectedValueOnce(Object.assign(new Error('crash'), { code: 'EIO' }));
      try {
        await expect(storage.put(key, webp, { contentType: 'image/webp' })).rejects.toThrow('crash');
      } finally {
        rename.mockRestore();
      }
      expect(await storage.get(key)).toEqual({ body: png, contentType: 'image/png' });
      expect(await fs.readdir(join(root, '.staging'))).toEqual([]);
    });

    it('serves a body whose sidecar belongs to another write as application/octet-stream', async () => {
      await storage.put(key, png, { contentType: 'image/png' });
      // A crash between the sidecar rename and the body rename: new sidecar, old body.
      const other = new FileSystemStorage(join(root, 'elsewhere'));
      await other.put(key, webp, { contentType: 'image/webp' });
      await fs.copyFile(join(root, 'elsewhere', `${key}.meta.json`), join(root, `${key}.meta.json`));
      expect(await storage.get(key)).toEqual({ body: png, contentType: DEFAULT_CONTENT_TYPE });
    });

    it('serves a body without a (readable) sidecar as application/octet-stream', async () => {
      await storage.put(key, png, { contentType: 'image/png' });
      await fs.writeFile(join(root, `${key}.meta.json`), '{not json');
      expect(await storage.get(key)).toEqual({ body: png, contentType: DEFAULT_CONTENT_TYPE });
      await fs.rm(join(root, `${key}.meta.json`));
      expect(await storage.get(key)).toEqual({ body: png, contentType: DEFAULT_CONTENT_TYPE });
    });

    it('survives concurrent puts of the same key', async () => {
      const bodies = Array.from({ length: 10 }, (_, i) => Buffer.from(`body-${i}`));
      await Promise.all(bodies.map((body) => storage.put(key, body, { contentType: 'text/plain' })));
      const stored = await storage.get(key);
      expect(bodies.map(String)).toContain(String(stored?.body));
      expect(await fs.readdir(join(root, '.staging'))).toEqual([]);
    });

    it('reports a file/folder clash as STORAGE.KEY_CONFLICT', async () => {
      await storage.put('owners/u1/a', png, { contentType: 'image/png' });
      const error = await storage.put('owners/u1/a/b', png, { contentType: 'image/png' }).catch((e) => e);
      expect(error).toBeInstanceOf(StorageError);
      expect(error.code).toBe(StorageErrorCodes.KEY_CONFLICT);

      await storage.put('owners/u2/dir/file', png, { contentType: 'image/png' });
      await expect(storage.put('owners/u2/dir', png, { contentType: 'image/png' })).rejects.toMatchObject({
        code: StorageErrorCodes.KEY_CONFLICT,
      });
      expect(await storage.get('owners/u2/dir/file')).toEqual({ body: png, contentType: 'image/png' });
    });
  });
});
