import { InvalidKeyError, StorageErrorCodes } from './errors';
import { ownerKey } from './keys';
import type { ObjectStorage } from './object-storage';

/**
 * The behaviour every `ObjectStorage` adapter shares (ADR 0047): the filesystem and S3 run the same cases.
 * `make` answers a fresh, empty store for each test.
 */
export function describeObjectStorage(name: string, make: () => Promise<ObjectStorage>): void {
  describe(`${name}: the ObjectStorage contract`, () => {
    let storage: ObjectStorage;
    beforeEach(async () => {
      storage = await make();
    });

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const webp = Buffer.from('RIFF....WEBPVP8 ');

    it('round-trips put, get, exists, list and delete with content types', async () => {
      const a = ownerKey('u1', 'uploads', 'a.png');
      const b = ownerKey('u1', 'covers', 'b.webp');
      await storage.put(a, png, { contentType: 'image/png' });
      await storage.put(b, webp, { contentType: 'image/webp' });

      expect(await storage.get(a)).toEqual({ body: png, contentType: 'image/png' });
      expect(await storage.get(b)).toEqual({ body: webp, contentType: 'image/webp' });
      expect(await storage.exists(a)).toBe(true);
      expect(await storage.list('owners/u1/')).toEqual([b, a]);

      await storage.delete(a);
      expect(await storage.get(a)).toBeNull();
      expect(await storage.exists(a)).toBe(false);
      expect(await storage.list('owners/u1/')).toEqual([b]);
    });

    it('answers null/false for a missing object, also under an existing key used as a folder', async () => {
      await storage.put('owners/u1/uploads/a.png', png, { contentType: 'image/png' });
      for (const key of ['owners/u2/none.png', 'owners/u1/uploads', 'owners/u1/uploads/a.png/deeper']) {
        expect(await storage.get(key)).toBeNull();
        expect(await storage.exists(key)).toBe(false);
      }
    });

    it('deletes idempotently', async () => {
      const key = 'owners/u1/x.bin';
      await storage.delete(key);
      await storage.put(key, png, { contentType: 'application/octet-stream' });
      await storage.delete(key);
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.list('owners/u1/')).toEqual([]);
    });

    it('replaces an object on a second put (a retry), content type included', async () => {
      const key = 'owners/u1/covers/cover.png';
      await storage.put(key, png, { contentType: 'image/png' });
      await storage.put(key, png, { contentType: 'image/png' });
      expect(await storage.get(key)).toEqual({ body: png, contentType: 'image/png' });
      await storage.put(key, webp, { contentType: 'text/plain; charset=utf-8' });
      expect(await storage.get(key)).toEqual({ body: webp, contentType: 'text/plain; charset=utf-8' });
      expect(await storage.list('owners/u1/')).toEqual([key]);
    });

    it('stores an empty body', async () => {
      await storage.put('owners/u1/empty.txt', Buffer.alloc(0), { contentType: 'text/plain' });
      expect(await storage.get('owners/u1/empty.txt')).toEqual({
        body: Buffer.alloc(0),
        contentType: 'text/plain',
      });
    });

    it('lists by plain string prefix, sorted', async () => {
      const keys = [
        'owners/u1/a.png',
        'owners/u1/b/c.png',
        'owners/u10/d.png',
        'owners/u2/e.png',
        'public/f.png',
      ];
      for (const key of [...keys].reverse()) await storage.put(key, png, { contentType: 'image/png' });

      expect(await storage.list('')).toEqual(keys);
      expect(await storage.list('owners/u1/')).toEqual(['owners/u1/a.png', 'owners/u1/b/c.png']);
      expect(await storage.list('owners/u1')).toEqual([
        'owners/u1/a.png',
        'owners/u1/b/c.png',
        'owners/u10/d.png',
      ]);
      expect(await storage.list('owners/u1/b')).toEqual(['owners/u1/b/c.png']);
      expect(await storage.list('owners/nobody/')).toEqual([]);
    });

    it('lists objects with their size and last write time', async () => {
      const before = Date.now() - 2000;
      await storage.put('owners/u/uploads/a.png', Buffer.from('12345'), { contentType: 'image/png' });
      await storage.put('owners/u/uploads/b.png', Buffer.from('1'), { contentType: 'image/png' });
      await storage.put('owners/u/covers/c.webp', Buffer.from('123'), { contentType: 'image/webp' });
      const infos = await storage.listObjects('owners/u/uploads/');
      expect(infos.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: 'owners/u/uploads/a.png', size: 5 },
        { key: 'owners/u/uploads/b.png', size: 1 },
      ]);
      for (const info of infos) expect(info.lastModified.getTime()).toBeGreaterThanOrEqual(before);
    });

    it.each([
      '../escape.txt',
      '/etc/passwd',
      'owners/u1/../../escape',
      'owners/u1/a b.png',
      'a.meta.json',
      '',
    ])('refuses the key %j in every method and stores nothing', async (key) => {
      await expect(storage.put(key, png, { contentType: 'image/png' })).rejects.toThrow(InvalidKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidKeyError);
      await expect(storage.list('../')).rejects.toThrow(InvalidKeyError);
      expect(await storage.list('')).toEqual([]);
    });

    it.each(['', 'image', 'image/png\r\nSet-Cookie: a=b'])(
      'refuses the content type %j',
      async (contentType) => {
        await expect(storage.put('owners/u1/a.png', png, { contentType })).rejects.toMatchObject({
          code: StorageErrorCodes.INVALID_CONTENT_TYPE,
        });
        expect(await storage.exists('owners/u1/a.png')).toBe(false);
      },
    );
  });
}
