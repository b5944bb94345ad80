import pino from 'pino';
import sharp from 'sharp';
import type { Request, Response } from 'express';
import { loadConfig } from '@fabelhaft/service-kit';
import { testSecret } from '@fabelhaft/testing';
import type { ObjectStorage } from '@fabelhaft/storage';
import { bffConfigSchema } from '../bff.config';
import type { BufferedFile } from './bounded-memory-storage';
import { UploadsController } from './uploads.controller';

/** Objects in memory; listings answer at once. */
function memoryStorage(): ObjectStorage & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    objects,
    put: async (key, body) => void objects.set(key, body),
    get: async () => null,
    exists: async (key) => objects.has(key),
    delete: async (key) => void objects.delete(key),
    list: async (prefix) => [...objects.keys()].filter((k) => k.startsWith(prefix)),
    listObjects: async (prefix) =>
      [...objects.entries()]
        .filter(([k]) => k.startsWith(prefix))
        .map(([key, body]) => ({ key, size: body.length, lastModified: new Date() })),
  };
}

describe('UploadsController (issue #12: a concurrency limit on image processing)', () => {
  it('answers a batch that finds every slot taken with UPLOADS.BUSY and a Retry-After header', async () => {
    const config = loadConfig(bffConfigSchema, {
      COGNITO_ISSUER: 'http://identity.test/pool',
      COGNITO_CLIENT_ID: 'client',
      LOG_LEVEL: 'silent',
      ASSET_URL_SECRET: testSecret(),
      UPLOAD_CONCURRENCY: '1',
      UPLOAD_QUEUE: '0',
    });
    const storage = memoryStorage();
    const controller = new UploadsController(storage, pino({ level: 'silent' }), config);
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: 'teal' } })
      .jpeg()
      .toBuffer();
    const file: BufferedFile = {
      fieldname: 'files',
      originalname: 'kind.jpg',
      mimetype: 'image/jpeg',
      buffer: photo,
      size: photo.length,
      oversized: false,
    };
    const response = () => {
      const headers: Record<string, string> = {};
      const res = { setHeader: (name: string, value: string) => void (headers[name] = value) };
      return { headers, res: res as unknown as Response };
    };
    const first = response();
    const second = response();
    const user = { sub: 'parent-1' } as Parameters<UploadsController['batch']>[0];

    // Both arrive together: the first takes the only slot, the second finds no room to wait.
    const [a, b] = await Promise.allSettled([
      controller.batch(user, [file], {} as Request, first.res),
      controller.batch(user, [file], {} as Request, second.res),
    ]);

    expect(a.status).toBe('fulfilled');
    expect(b).toMatchObject({
      status: 'rejected',
      reason: { code: 'UPLOADS.BUSY', detail: 'Upload failed. Please try again.' },
    });
    expect(second.headers).toEqual({ 'Retry-After': '2' });
    expect(first.headers).toEqual({});
    expect(storage.objects.size).toBe(1);
    // Once the slot is free again, the next batch goes through.
    await expect(controller.batch(user, [file], {} as Request, response().res)).resolves.toMatchObject({
      uploads: [{ filename: 'kind.jpg' }],
    });
  });
});
