import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage } from '@fabelhaft/storage';
import {
  createTestIssuer,
  testNatsUrl,
  testSecret,
  testSubjectPrefix,
  type TestIssuer,
} from '@fabelhaft/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { bffConfigSchema } from '../bff.config';
import { createBffApp } from '../create-app';

interface UploadBody {
  uploads: { s3_key: string; filename: string }[];
  warnings: string[];
}

const QUOTA = 5 * 1024 * 1024;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

/** POST /uploads/characters/batch (spec §5, issue #4) against a real BFF with filesystem storage. */
describe('BFF reference image uploads', () => {
  let issuer: TestIssuer;
  let bff: INestApplication;
  let base: string;
  let storage: FileSystemStorage;
  let png: Buffer;
  let webp: Buffer;
  let jpegWithExif: Buffer;
  const storageDir = mkdtempSync(join(tmpdir(), 'bff-uploads-'));
  let subCounter = 0;
  /** A fresh customer per test, so what is stored under their prefix is exactly what that test wrote. */
  const freshSub = () => `uploader-${process.pid}-${++subCounter}`;

  beforeAll(async () => {
    [png, webp, jpegWithExif] = await Promise.all([
      solid(40, 30).png().toBuffer(),
      solid(50, 20).webp().toBuffer(),
      // 64×32 stored sideways (orientation 6), with a copyright, an artist and a GPS position.
      solid(64, 32)
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({
          IFD0: { Copyright: 'x', Artist: 'parent-name' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '52/1 31/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '13/1 24/1 0/1',
          },
        })
        .toBuffer(),
    ]);
    storage = new FileSystemStorage(storageDir);
    issuer = await createTestIssuer();
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: testSubjectPrefix('bffuploads'),
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        LOG_LEVEL: 'silent',
        STORAGE_DIR: storageDir,
        ASSET_URL_SECRET: testSecret(),
        // issue #12 guards, small enough to reach in a test (every other test stays far below them).
        UPLOAD_MAX_PIXELS: '5000000',
        UPLOAD_STORAGE_QUOTA_BYTES: String(QUOTA),
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    await issuer?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  type Part = { name: string; body: Buffer | string; type?: string };

  const upload = (parts: Part[], sub: string | null) => {
    const form = new FormData();
    for (const p of parts) {
      form.append('files', new Blob([p.body], { type: p.type ?? 'application/octet-stream' }), p.name);
    }
    return fetch(`${base}/uploads/characters/batch`, {
      method: 'POST',
      headers: sub ? { authorization: `Bearer ${issuer.mintIdToken({ sub })}` } : {},
      body: form,
    });
  };

  const stored = (sub: string) => storage.list(`owners/${sub}/`);

  it('stores a PNG, a JPEG and a WEBP re-encoded in their own format under the caller’s uploads', async () => {
    const sub = freshSub();
    const res = await upload(
      [
        { name: 'finn.png', body: png, type: 'image/png' },
        { name: 'oma.jpg', body: jpegWithExif, type: 'image/jpeg' },
        { name: 'dog.webp', body: webp, type: 'image/webp' },
      ],
      sub,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as UploadBody;
    expect(Object.keys(body).sort()).toEqual(['uploads', 'warnings']);
    expect(body.warnings).toEqual([]);
    expect(body.uploads.map((u) => u.filename)).toEqual(['finn.png', 'oma.jpg', 'dog.webp']);
    const [pngKey, jpgKey, webpKey] = body.uploads.map((u) => u.s3_key);
    expect(pngKey).toMatch(new RegExp(`^owners/${sub}/uploads/[0-9a-f-]{36}\\.png$`));
    expect(jpgKey).toMatch(new RegExp(`^owners/${sub}/uploads/[0-9a-f-]{36}\\.jpg$`));
    expect(webpKey).toMatch(new RegExp(`^owners/${sub}/uploads/[0-9a-f-]{36}\\.webp$`));
    expect(await stored(sub)).toEqual(body.uploads.map((u) => u.s3_key).sort());

    const expected: [string, string, string][] = [
      [pngKey, 'image/png', 'png'],
      [jpgKey, 'image/jpeg', 'jpeg'],
      [webpKey, 'image/webp', 'webp'],
    ];
    for (const [key, contentType, format] of expected) {
      const object = (await storage.get(key))!;
      expect(object.contentType).toBe(contentType);
      const meta = await sharp(object.body).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  it('removes EXIF (GPS included) from a JPEG after turning it upright', async () => {
    const source = await sharp(jpegWithExif).metadata();
    expect(source.orientation).toBe(6);
    expect(source.exif?.toString('latin1')).toContain('parent-name');
    // The GPS IFD pointer (tag 0x8825, little-endian as written by libvips) is there before the upload.
    expect(source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const sub = freshSub();
    const res = await upload([{ name: 'beach.jpg', body: jpegWithExif, type: 'image/jpeg' }], sub);
    const body = (await res.json()) as UploadBody;
    const object = (await storage.get(body.uploads[0].s3_key))!;
    const meta = await sharp(object.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([32, 64]);
    expect(object.body.toString('latin1')).not.toContain('parent-name');
  });

  it('limits the long edge to 2048 px and keeps the aspect ratio', async () => {
    const sub = freshSub();
    const big = await solid(3000, 1500).jpeg().toBuffer();
    const body = (await (await upload([{ name: 'big.jpg', body: big }], sub)).json()) as UploadBody;
    const meta = await sharp((await storage.get(body.uploads[0].s3_key))!.body).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 1024]);
  });

  it('judges the type by content: a text file named .png and a broken PNG are dropped, a PNG named .txt is kept', async () => {
    const sub = freshSub();
    const fakeHeader = Buffer.concat([png.subarray(0, 8), Buffer.from('not really a png')]);
    const res = await upload(
      [
        { name: 'notes.png', body: 'hello, this is text', type: 'image/png' },
        { name: 'broken.png', body: fakeHeader, type: 'image/png' },
        { name: 'really-a-png.txt', body: png, type: 'text/plain' },
      ],
      sub,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as UploadBody;
    expect(body.warnings).toEqual(['notes.png: Not an image file', 'broken.png: Not an image file']);
    expect(body.uploads).toHaveLength(1);
    expect(body.uploads[0].filename).toBe('really-a-png.txt');
    expect(body.uploads[0].s3_key).toMatch(/\.png$/);
    expect(await stored(sub)).toEqual([body.uploads[0].s3_key]);
  });

  it('drops a file over 10 MB with the spec text and keeps the others', async () => {
    const sub = freshSub();
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    png.copy(huge);
    const res = await upload(
      [
        { name: 'huge.png', body: huge, type: 'image/png' },
        { name: 'ok.png', body: png, type: 'image/png' },
      ],
      sub,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as UploadBody;
    expect(body.warnings).toEqual(['huge.png: File size exceeds 10MB limit']);
    expect(body.uploads.map((u) => u.filename)).toEqual(['ok.png']);
    expect(await stored(sub)).toEqual([body.uploads[0].s3_key]);
  });

  it('accepts a file of exactly 10 MB as far as size goes', async () => {
    const sub = freshSub();
    const exactly = Buffer.alloc(10 * 1024 * 1024, 0x20);
    const body = (await (await upload([{ name: 'ten.png', body: exactly }], sub)).json()) as UploadBody;
    // Not a size warning: it is judged (and refused) by its content instead.
    expect(body.warnings).toEqual(['ten.png: Not an image file']);
  });

  it('processes the first 20 of 21 files and warns about the maximum', async () => {
    const sub = freshSub();
    const parts = Array.from({ length: 21 }, (_, i) => ({ name: `kid-${i + 1}.png`, body: png }));
    const res = await upload(parts, sub);
    expect(res.status).toBe(200);
    const body = (await res.json()) as UploadBody;
    expect(body.warnings).toEqual(['Maximum 20 files can be uploaded at once']);
    expect(body.uploads).toHaveLength(20);
    expect(body.uploads.map((u) => u.filename)).toEqual(parts.slice(0, 20).map((p) => p.name));
    expect((await stored(sub)).length).toBe(20);
  });

  it('refuses the whole request past the hard cap of 100 files with the spec text, storing nothing', async () => {
    const sub = freshSub();
    const parts = Array.from({ length: 101 }, (_, i) => ({ name: `kid-${i + 1}.png`, body: png }));
    const res = await upload(parts, sub);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Maximum 20 files can be uploaded at once',
      code: 'COMMON.VALIDATION',
    });
    expect(await stored(sub)).toEqual([]);
  });

  it('answers file names without their path', async () => {
    const sub = freshSub();
    const res = await upload(
      [
        { name: 'C:\\fakepath\\photos\\lena.png', body: png },
        { name: '../../etc/x.txt', body: 'text' },
      ],
      sub,
    );
    const body = (await res.json()) as UploadBody;
    expect(body.uploads.map((u) => u.filename)).toEqual(['lena.png']);
    expect(body.warnings).toEqual(['x.txt: Not an image file']);
  });

  it('refuses a request without a token (401) and stores nothing', async () => {
    const before = await storage.list('owners/');
    const res = await upload([{ name: 'finn.png', body: png }], null);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('AUTH.UNAUTHENTICATED');
    expect(await storage.list('owners/')).toEqual(before);
  });

  it('refuses a request without files (400)', async () => {
    const res = await fetch(`${base}/uploads/characters/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${issuer.mintIdToken({ sub: freshSub() })}` },
      body: new FormData(),
    });
    expect(res.status).toBe(400);
  });

  it('keeps each customer to their own prefix', async () => {
    const alice = freshSub();
    const bob = freshSub();
    const a = (await (await upload([{ name: 'a.png', body: png }], alice)).json()) as UploadBody;
    const b = (await (await upload([{ name: 'b.png', body: png }], bob)).json()) as UploadBody;
    expect(a.uploads.every((u) => u.s3_key.startsWith(`owners/${alice}/uploads/`))).toBe(true);
    expect(b.uploads.every((u) => u.s3_key.startsWith(`owners/${bob}/uploads/`))).toBe(true);
    expect(await stored(alice)).toEqual(a.uploads.map((u) => u.s3_key));
    expect(await stored(bob)).toEqual(b.uploads.map((u) => u.s3_key));
  });

  it('refuses a batch with an image past the pixel cap with 400 { detail, code } and stores nothing', async () => {
    const sub = freshSub();
    const huge = await solid(2500, 2100).png().toBuffer(); // 5.25 megapixels, a small file
    const res = await upload(
      [
        { name: 'finn.png', body: png },
        { name: 'huge.png', body: huge },
      ],
      sub,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'huge.png: Image is too large (more than 5 megapixels)',
      code: 'UPLOADS.IMAGE_TOO_LARGE',
    });
    expect(await stored(sub)).toEqual([]);
  });

  it('refuses uploads past the per-customer storage quota with 413 { detail, code }, others unaffected', async () => {
    const sub = freshSub();
    // What this customer already keeps: just under the quota.
    await storage.put(`owners/${sub}/uploads/earlier.png`, Buffer.alloc(QUOTA - 10), {
      contentType: 'image/png',
    });
    const res = await upload([{ name: 'finn.png', body: png }], sub);
    expect(res.status).toBe(413);
    const body = (await res.json()) as { detail: string; code: string };
    expect(body.code).toBe('UPLOADS.STORAGE_QUOTA_EXCEEDED');
    expect(body.detail).toMatch(/^Upload failed: your photos would use more than 5 MB/);
    expect(await stored(sub)).toEqual([`owners/${sub}/uploads/earlier.png`]);

    const other = freshSub();
    expect((await upload([{ name: 'finn.png', body: png }], other)).status).toBe(200);
  });
});
