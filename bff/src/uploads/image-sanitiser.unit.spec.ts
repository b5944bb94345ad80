import sharp from 'sharp';
import { displayName } from './display-name';
import { sanitiseImage, sniffImageFormat } from './image-sanitiser';

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

describe('displayName', () => {
  it.each([
    ['C:\\fakepath\\a.png', 'a.png'],
    ['dir/sub/b.jpg', 'b.jpg'],
    ['evil\u202egnp.exe', 'evilgnp.exe'],
    ['  \n ', 'image'],
    [undefined, 'image'],
    ['Löwe 🦁.webp', 'Löwe 🦁.webp'],
  ])('%j → %j', (input, output) => {
    expect(displayName(input)).toBe(output);
  });
});
