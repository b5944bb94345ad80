import sharp from 'sharp';
import pino from 'pino';
import type { ObjectStorage, PutOptions } from '@fabelhaft/storage';
import type { BufferedFile } from './bounded-memory-storage';
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
});
