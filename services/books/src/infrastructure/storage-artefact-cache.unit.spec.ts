import { createHash } from 'node:crypto';
import { memoryStorage } from '../production/test-fixtures/memory-storage';
import { StorageArtefactCache } from './storage-artefact-cache';

describe("a book's artefact cache in object storage (issue #14)", () => {
  it("keeps what production made under the book's cache folder, by its key", async () => {
    const storage = memoryStorage();
    const cache = new StorageArtefactCache(storage, 'anna', 'book-1');
    expect(await cache.get('picture-p3-0123abcd')).toBeUndefined();
    await cache.put('picture-p3-0123abcd', Buffer.from('jpeg'));
    expect((await cache.get('picture-p3-0123abcd'))?.toString()).toBe('jpeg');
    expect(await storage.list('owners/anna/books/book-1/cache/')).toEqual([
      'owners/anna/books/book-1/cache/picture-p3-0123abcd',
    ]);
    // Another book of the same owner has its own.
    expect(
      await new StorageArtefactCache(storage, 'anna', 'book-2').get('picture-p3-0123abcd'),
    ).toBeUndefined();
  });

  it('stores a key the storage cannot hold as it is under its SHA-256', async () => {
    const storage = memoryStorage();
    const cache = new StorageArtefactCache(storage, 'anna', 'book-1');
    const key = 'page/3:de+en/ä';
    await cache.put(key, Buffer.from('webp'));
    expect((await cache.get(key))?.toString()).toBe('webp');
    expect(await storage.list('owners/anna/books/book-1/cache/')).toEqual([
      `owners/anna/books/book-1/cache/${createHash('sha256').update(key).digest('hex')}`,
    ]);
  });
});

describe("a book's character references (issue #23)", () => {
  it('keeps them apart from the cache, under the book’s references folder', async () => {
    const storage = memoryStorage();
    const cache = new StorageArtefactCache(storage, 'anna', 'book-1');
    const key = `reference/${'ab'.repeat(32)}`;
    await cache.put(key, Buffer.from('jpeg'));
    expect((await cache.get(key))?.toString()).toBe('jpeg');
    expect(await storage.list('owners/anna/books/book-1/references/')).toEqual([
      `owners/anna/books/book-1/references/${createHash('sha256').update(key).digest('hex')}`,
    ]);
    expect(await storage.list('owners/anna/books/book-1/cache/')).toEqual([]);
  });
});
