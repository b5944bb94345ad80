import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import { sanitiseImage, sniffImageFormat, TooManyPixelsError } from './images';

/** A PNG whose header claims `width`×`height` but whose data is a few bytes: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('sniffImageFormat', () => {
  it.each([
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    [Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), 'webp'],
    [Buffer.from('GIF89a......'), null],
    [Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]), null],
    [Buffer.alloc(0), null],
  ])('%# → %s', (bytes, format) => {
    expect(sniffImageFormat(bytes)).toBe(format);
  });
});

describe('sanitiseImage', () => {
  it('refuses a GIF even though sharp could decode it', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect(await sanitiseImage(gif)).toBeNull();
  });

  it('strips an ICC profile and PNG text chunks', async () => {
    const input = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'blue' } })
      .withIccProfile('p3')
      .withMetadata({ exif: { IFD0: { ImageDescription: 'child-name' } } })
      .png()
      .toBuffer();
    expect((await sharp(input).metadata()).icc).toBeDefined();
    const out = (await sanitiseImage(input))!;
    const meta = await sharp(out.body).metadata();
    expect(out.contentType).toBe('image/png');
    expect(meta.icc).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(out.body.toString('latin1')).not.toContain('child-name');
  });
});

describe('sanitiseImage pixel cap (issue #12)', () => {
  it('refuses a file whose header announces more than the cap, from the header alone', async () => {
    const bomb = pngClaiming(20_000, 20_000); // 400 megapixels in about 100 bytes
    expect(bomb.length).toBeLessThan(200);
    await expect(sanitiseImage(bomb)).rejects.toBeInstanceOf(TooManyPixelsError);
    await expect(sanitiseImage(bomb)).rejects.toMatchObject({ pixels: 400_000_000, maxPixels: 50_000_000 });
  });

  it('takes the cap as given: the same image passes under a higher one', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: 'green' } })
      .jpeg()
      .toBuffer();
    await expect(sanitiseImage(photo, { maxPixels: 59_999 })).rejects.toBeInstanceOf(TooManyPixelsError);
    expect((await sanitiseImage(photo, { maxPixels: 60_000 }))?.format).toBe('jpeg');
  });
});

describe('sanitiseImage scaling', () => {
  it('scales the long edge down to maxEdgePx (never up) and reports the stored size', async () => {
    const wide = await sharp({ create: { width: 1000, height: 400, channels: 3, background: 'white' } })
      .webp()
      .toBuffer();
    const out = (await sanitiseImage(wide, { maxEdgePx: 500 }))!;
    expect([out.width, out.height, out.contentType]).toEqual([500, 200, 'image/webp']);
    expect(await sharp(out.body).metadata()).toMatchObject({ width: 500, height: 200, format: 'webp' });
    const small = (await sanitiseImage(wide, { maxEdgePx: 4000 }))!;
    expect([small.width, small.height]).toEqual([1000, 400]);
  });
});
