import sharp from 'sharp';
import { CoverImages } from './cover-images';
import { coverSrcSet, isCoverWidth } from './cover-sizes';

// issue #25: the blog's covers in card sizes, kept in memory, revalidated with the content service's ETag.
describe('blog covers in card sizes', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#e9a23b' } })
      .png()
      .toBuffer();
  });

  const upstream = (body: Buffer | string, type: string, etag: string | null, status = 200) =>
    new Response(status === 304 ? null : typeof body === 'string' ? body : new Uint8Array(body), {
      status,
      headers: { 'content-type': type, ...(etag ? { etag } : {}) },
    });

  it('answers a raster cover as WebP in the asked width, from memory after the first time', async () => {
    const fetchOriginal = jest.fn(async () => upstream(png, 'image/png', '"abc"'));
    const covers = new CoverImages({ fetchOriginal, maxAgeMs: 60_000 });

    const small = await covers.get('c1.png', 360);
    expect(small).toMatchObject({ status: 200, type: 'image/webp', etag: '"abc-w360"' });
    const meta = await sharp(small.body!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 360, 225]);
    expect(small.body!.length).toBeLessThan(png.length);

    const original = await covers.get('c1.png', undefined);
    expect(original).toMatchObject({ status: 200, type: 'image/png', etag: '"abc"' });
    expect(original.body!.equals(png)).toBe(true);

    // The browser's own copy of that size: 304, nothing sent.
    expect(await covers.get('c1.png', 360, '"abc-w360"')).toEqual({ status: 304, etag: '"abc-w360"' });
    expect((await covers.get('c1.png', 720, '"abc-w360"')).status).toBe(200);
    expect(fetchOriginal).toHaveBeenCalledTimes(1);
  });

  it('never enlarges, and passes an SVG on as it is', async () => {
    const tiny = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="5"/>';
    const covers = new CoverImages({
      fetchOriginal: async (name) =>
        name === 'a.jpg' ? upstream(tiny, 'image/jpeg', null) : upstream(svg, 'image/svg+xml', '"s"'),
      maxAgeMs: 60_000,
    });
    const sized = await covers.get('a.jpg', 1080);
    expect((await sharp(sized.body!).metadata()).width).toBe(300);
    expect(sized.etag).toBeUndefined();
    expect(await covers.get('b.svg', 360)).toMatchObject({ status: 200, type: 'image/svg+xml', etag: '"s"' });
    expect((await covers.get('b.svg', 360)).body!.toString()).toBe(svg);
  });

  it('asks the content service again after maxAgeMs with the ETag, and forgets a cover that is gone', async () => {
    let now = 0;
    const answers = [upstream(png, 'image/png', '"v1"'), upstream('', 'image/png', '"v1"', 304)];
    const fetchOriginal = jest.fn(async () => answers.shift() ?? upstream('gone', 'text/plain', null, 404));
    const covers = new CoverImages({ fetchOriginal, maxAgeMs: 1000, now: () => now });

    await covers.get('c.png', 720);
    now = 1500;
    expect(await covers.get('c.png', 720)).toMatchObject({ status: 200, etag: '"v1-w720"' });
    expect(fetchOriginal.mock.calls[1]).toEqual(['c.png', '"v1"']);
    now = 3000;
    expect(await covers.get('c.png', 720)).toEqual({ status: 404 });
    expect(await covers.get('other.png', undefined)).toEqual({ status: 404 });
  });

  it('keeps at most maxEntries covers, the least recently used leaving first', async () => {
    const fetchOriginal = jest.fn(async () => upstream(png, 'image/png', null));
    const covers = new CoverImages({ fetchOriginal, maxAgeMs: 60_000, maxEntries: 2 });
    await covers.get('a.png', undefined);
    await covers.get('b.png', undefined);
    await covers.get('a.png', undefined);
    await covers.get('c.png', undefined); // b leaves
    await covers.get('a.png', undefined);
    expect(fetchOriginal).toHaveBeenCalledTimes(3);
    await covers.get('b.png', undefined);
    expect(fetchOriginal).toHaveBeenCalledTimes(4);
  });

  it('offers srcset widths below the picture’s own, only for covers it serves; accepts only those widths', () => {
    expect(coverSrcSet('/blog/covers/x.png', 800, '/blog/covers/')).toBe(
      '/blog/covers/x.png?w=360 360w, /blog/covers/x.png?w=720 720w, /blog/covers/x.png 800w',
    );
    expect(coverSrcSet('/blog/covers/x.png', 300, '/blog/covers/')).toBeUndefined();
    expect(coverSrcSet('https://cdn.example/x.png', 1600, '/blog/covers/')).toBeUndefined();
    expect(['360', '720', '1080'].every(isCoverWidth)).toBe(true);
    expect([360, '361', ' 360', '0360x', ['360'], undefined].some(isCoverWidth)).toBe(false);
  });
});
