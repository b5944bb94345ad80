import sharp from 'sharp';
import pino from 'pino';
import type { ObjectStorage, PutOptions } from '@fabelhaft/storage';
import type { BufferedFile } from './bounded-memory-storage';
import { ProcessingSlots } from './processing-slots';
import { UploadsService } from './uploads.service';

class FlakyStorage implements ObjectStorage {
  readonly objects = new Map<string, Buffer>();
  constructor(private readonly failOnPut: number) {}
  private puts = 0;
  async put(key: string, body: Buffer, _options: PutOptions): Promise<void> {
    if (++this.puts === this.failOnPut) throw new Error('disk full');
    this.objects.set(key, body);
  }
  async get() {
    return null;
  }
  async exists(key: string) {
    return this.objects.has(key);
  }
  async delete(key: string) {
    this.objects.delete(key);
  }
  async list(prefix: string) {
    return [...this.objects.keys()].filter((k) => k.startsWith(prefix)).sort();
  }
  async listObjects(prefix: string) {
    return (await this.list(prefix)).map((key) => ({
      key,
      size: this.objects.get(key)!.length,
      lastModified: new Date(),
    }));
  }
}

const file = (originalname: string, buffer: Buffer, oversized = false): BufferedFile => ({
  fieldname: 'files',
  originalname,
  mimetype: 'image/png',
  buffer,
  size: buffer.length,
  oversized,
});

describe('UploadsService', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
  });

  it('removes what it already stored and fails with the spec §8 text when a write fails', async () => {
    const storage = new FlakyStorage(3);
    const service = new UploadsService(storage, pino({ level: 'silent' }));
    await expect(
      service.storeBatch('owner-1', [file('a.png', png), file('b.png', png), file('c.png', png)], 0),
    ).rejects.toMatchObject({ response: { detail: 'Upload failed. Please try again.' } });
    expect(storage.objects.size).toBe(0);
  });

  it('stores nothing for dropped files and lists the warnings in file order after the maximum', async () => {
    const storage = new FlakyStorage(0);
    const service = new UploadsService(storage, pino({ level: 'silent' }));
    const result = await service.storeBatch(
      'owner-1',
      [file('big.png', png, true), file('t.png', Buffer.from('text')), file('ok.png', png)],
      2,
    );
    expect(result.warnings).toEqual([
      'Maximum 20 files can be uploaded at once',
      'big.png: File size exceeds 10MB limit',
      't.png: Not an image file',
    ]);
    expect(result.uploads.map((u) => u.filename)).toEqual(['ok.png']);
    expect([...storage.objects.keys()]).toEqual([result.uploads[0].s3_key]);
  });

  describe('issue #12 guards', () => {
    const guards = (over: Partial<ConstructorParameters<typeof UploadsService>[2]> = {}) => ({
      quotaBytes: 10_000_000,
      maxPixels: 50_000_000,
      slots: new ProcessingSlots(1, 0),
      ...over,
    });
    const service = (storage: ObjectStorage, g = guards()) =>
      new UploadsService(storage, pino({ level: 'silent' }), g);

    it('refuses a batch with an image past the pixel cap with 400-class UPLOADS.IMAGE_TOO_LARGE, storing nothing', async () => {
      const storage = new FlakyStorage(0);
      const big = await sharp({ create: { width: 300, height: 200, channels: 3, background: 'red' } })
        .png()
        .toBuffer();
      await expect(
        service(storage, guards({ maxPixels: 50_000 })).storeBatch(
          'owner-1',
          [file('ok.png', png), file('huge.png', big)],
          0,
        ),
      ).rejects.toMatchObject({
        code: 'UPLOADS.IMAGE_TOO_LARGE',
        detail: 'huge.png: Image is too large (more than 0.05 megapixels)',
      });
      expect(storage.objects.size).toBe(0);
      // The same image under a cap it fits is stored.
      const ok = await service(storage, guards({ maxPixels: 60_000 })).storeBatch(
        'owner-1',
        [file('huge.png', big)],
        0,
      );
      expect(ok.uploads).toHaveLength(1);
    });

    it('refuses a batch while every processing slot and the waiting line are taken (UPLOADS.BUSY)', async () => {
      const storage = new FlakyStorage(0);
      const slots = new ProcessingSlots(1, 0);
      let release!: () => void;
      const held = slots.run(() => new Promise<void>((resolve) => (release = resolve)));
      await expect(
        service(storage, guards({ slots })).storeBatch('owner-1', [file('a.png', png)], 0),
      ).rejects.toMatchObject({ code: 'UPLOADS.BUSY', detail: 'Upload failed. Please try again.' });
      expect(storage.objects.size).toBe(0);
      release();
      await held;
      const ok = await service(storage, guards({ slots })).storeBatch('owner-1', [file('a.png', png)], 0);
      expect(ok.uploads).toHaveLength(1);
    });

    it('counts what the customer already keeps against the quota, and only their own uploads', async () => {
      const storage = new FlakyStorage(0);
      storage.objects.set('owners/owner-1/uploads/old.png', Buffer.alloc(900));
      storage.objects.set('owners/owner-1/covers/c.webp', Buffer.alloc(5000));
      storage.objects.set('owners/owner-2/uploads/theirs.png', Buffer.alloc(5000));
      const small = guards({ quotaBytes: 900 + png.length });
      // Another customer's photos and the caller's covers do not count: exactly one more fits.
      const first = await service(storage, small).storeBatch('owner-1', [file('a.png', png)], 0);
      expect(first.uploads).toHaveLength(1);
      const before = [...storage.objects.keys()];
      await expect(
        service(storage, small).storeBatch('owner-1', [file('b.png', png)], 0),
      ).rejects.toMatchObject({
        code: 'UPLOADS.STORAGE_QUOTA_EXCEEDED',
        detail: expect.stringContaining('Upload failed'),
      });
      expect([...storage.objects.keys()]).toEqual(before);
      // Another customer is not affected.
      const other = await service(storage, small).storeBatch('owner-3', [file('c.png', png)], 0);
      expect(other.uploads).toHaveLength(1);
    });
  });
});
