import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { UrlSigner } from '@fabelhaft/storage';
import { S3RVER_CREDENTIALS, S3Storage, startLocalS3, type LocalS3 } from '@fabelhaft/storage/testing';
import { testSecret } from '@fabelhaft/testing';
import { AssetsController } from './assets.controller';

/** What the controller did with the response. */
function recorder() {
  const seen: { status?: number; location?: string; headers: Record<string, string>; body?: Buffer } = {
    headers: {},
  };
  const res = {
    setHeader(name: string, value: string) {
      seen.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      seen.status = code;
      return res;
    },
    redirect(code: number, url: string) {
      seen.status = code;
      seen.location = url;
    },
    send(body: Buffer) {
      seen.status ??= 200;
      seen.body = body;
    },
    end() {},
  };
  return { res: res as unknown as Response, seen };
}

/** ADR 0047: on S3 a verified BFF link is answered with a presigned S3 link to the same object. */
describe('GET /assets/*key on S3', () => {
  let s3: LocalS3;
  let storage: S3Storage;
  const signer = new UrlSigner({ secret: testSecret(), baseUrl: 'https://bff.example' });
  const pdfKey = 'owners/owner-1/invoices/FH-2026-000001.pdf';
  const pdf = Buffer.from('%PDF-1.7 invoice');

  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = new S3Storage({
      bucket: await s3.bucket(`assets-${randomUUID().slice(0, 8)}`),
      region: 'eu-central-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    await storage.put(pdfKey, pdf, { contentType: 'application/pdf' });
  });
  afterAll(async () => {
    storage?.destroy();
    await s3?.close();
  });

  const parts = (url: string) => {
    const u = new URL(url);
    return {
      key: u.pathname.replace(/^\/assets\//, '').split('/'),
      expires: u.searchParams.get('expires'),
      sig: u.searchParams.get('sig'),
    };
  };

  it('redirects a valid link to a presigned GET link for its remaining time, which serves the object', async () => {
    const controller = new AssetsController(storage, signer);
    const { key, expires, sig } = parts(signer.sign(pdfKey, 'owner-1', 600));
    const { res, seen } = recorder();
    await controller.get(key, expires, sig, undefined, res);
    expect(seen.status).toBe(302);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    const presigned = new URL(seen.location!);
    expect(presigned.origin).toBe(s3.endpoint);
    expect(Number(presigned.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(590);
    expect(Number(presigned.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(600);
    const fetched = await fetch(seen.location!);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toBe('inline; filename="FH-2026-000001.pdf"');
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(pdf);
  });

  it('answers a link to an object that is gone with the API’s 404', async () => {
    const controller = new AssetsController(storage, signer);
    const { key, expires, sig } = parts(signer.sign('owners/owner-1/invoices/gone.pdf', 'owner-1', 600));
    const { res, seen } = recorder();
    await expect(controller.get(key, expires, sig, undefined, res)).rejects.toMatchObject({
      status: 404,
      response: { code: 'COMMON.NOT_FOUND' },
    });
    expect(seen.location).toBeUndefined();
  });

  it('refuses a forged or moved link before anything is presigned', async () => {
    const controller = new AssetsController(storage, signer);
    const { expires, sig } = parts(signer.sign(pdfKey, 'owner-1', 600));
    const { res, seen } = recorder();
    await expect(
      controller.get('owners/owner-2/invoices/FH-2026-000001.pdf'.split('/'), expires, sig, undefined, res),
    ).rejects.toMatchObject({ status: 403 });
    expect(seen.location).toBeUndefined();
  });
});
