import { randomUUID } from 'node:crypto';
import type { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { StorageErrorCodes } from './errors';
import { ownerKey } from './keys';
import { canPresign } from './object-storage';
import { describeObjectStorage } from './object-storage.contract';
import { S3Storage, type S3StorageOptions } from './s3-storage';
import { S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from './test-fixtures/s3rver-server';
import { MAX_URL_TTL_SECONDS } from './url-signer';

let s3: LocalS3;
const stores: S3Storage[] = [];

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  for (const store of stores) store.destroy();
  await s3?.close();
});

async function freshStore(options: Partial<S3StorageOptions> = {}): Promise<S3Storage> {
  const bucket = await s3.bucket(`t-${randomUUID().slice(0, 8)}`);
  const store = new S3Storage({
    bucket,
    region: 'eu-central-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    clientConfig: { maxAttempts: 1 },
    ...options,
  });
  stores.push(store);
  return store;
}

/**
 * s3rver answers a put of a buffered body before its file is fully written (stores/filesystem.js resolves on
 * `writeStream.end`), so a listing right after may miss the object. Only for s3rver: each put here waits until
 * the object reads back whole, as it does at once on S3.
 */
async function settledStore(): Promise<S3Storage> {
  const store = await freshStore();
  const put = store.put.bind(store);
  store.put = async (key, body, options) => {
    await put(key, body, options);
    for (let i = 0; i < 50; i++) {
      if ((await store.get(key))?.body.equals(body)) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return store;
}

describeObjectStorage('S3Storage (s3rver)', settledStore);

describe('S3Storage', () => {
  const key = ownerKey('owner-1', 'books', 'book.pdf');
  const pdf = Buffer.from('%PDF-1.7 a small book');

  it('presigns a GET link that fetches the object with its content type', async () => {
    const store = await freshStore();
    await store.put(key, pdf, { contentType: 'application/pdf' });
    expect(canPresign(store)).toBe(true);
    const url = await store.presignGet(key, 'owner-1', 60, { downloadName: 'book.pdf' });
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="book.pdf"');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);
    // (s3rver checks a link's expiry, not its signature: that a moved link fails is S3's part, not tested here.)
  });

  it('hands out no link that has expired', async () => {
    const clock = { ms: Date.now() - 120_000 };
    const store = await freshStore({ now: () => clock.ms });
    await store.put(key, pdf, { contentType: 'application/pdf' });
    const url = await store.presignGet(key, 'owner-1', 60); // signed two minutes ago for one minute
    expect((await fetch(url)).status).toBe(403);
  });

  it('signs links only for the owner, for at most the signed links’ cap', async () => {
    const store = await freshStore();
    await expect(store.presignGet(key, 'owner-2')).rejects.toMatchObject({
      code: StorageErrorCodes.NOT_OWNER,
    });
    await expect(store.presignGet('public/x.png', 'owner-1')).rejects.toMatchObject({
      code: StorageErrorCodes.NOT_OWNER,
    });
    for (const ttl of [0, -1, 1.5, MAX_URL_TTL_SECONDS + 1]) {
      await expect(store.presignGet(key, 'owner-1', ttl)).rejects.toMatchObject({
        code: StorageErrorCodes.INVALID_TTL,
      });
    }
    const longest = await store.presignGet(key, 'owner-1', MAX_URL_TTL_SECONDS);
    expect(new URL(longest).searchParams.get('X-Amz-Expires')).toBe(String(MAX_URL_TTL_SECONDS));
  });

  it('signs links for the public endpoint when one is set', async () => {
    const store = await freshStore({ publicEndpoint: 'https://files.fabelhaft.example' });
    const url = new URL(await store.presignGet(key, 'owner-1'));
    expect(url.origin).toBe('https://files.fabelhaft.example');
    expect(url.pathname).toBe(`/${store.bucket}/${key}`);
  });

  it('asks for server-side encryption on every put', async () => {
    const store = await freshStore({ sse: 'aws:kms', kmsKeyId: 'alias/fabelhaft' });
    const headers: Record<string, string>[] = [];
    // What goes over the wire (s3rver accepts the header and ignores it).
    (store as unknown as { client: S3Client }).client.middlewareStack.add(
      (next) => async (args) => {
        headers.push({ ...(args.request as { headers: Record<string, string> }).headers });
        return next(args);
      },
      { step: 'finalizeRequest' },
    );
    await store.put(key, pdf, { contentType: 'application/pdf' });
    expect(headers[0]).toMatchObject({
      'x-amz-server-side-encryption': 'aws:kms',
      'x-amz-server-side-encryption-aws-kms-key-id': 'alias/fabelhaft',
    });
    expect(await store.get(key)).toEqual({ body: pdf, contentType: 'application/pdf' });
  });

  it('lists past one page, continuing after the last key', async () => {
    // s3rver cannot answer a truncated listing on Node 20 (its continuation token uses DES, which OpenSSL 3
    // refuses), so the pages are played here: what the store asks and how it goes on.
    const store = await freshStore({ listPageSize: 2 });
    const client = (store as unknown as { client: S3Client }).client;
    const keys = ['owners/u/1.txt', 'owners/u/2.txt', 'owners/u/3.txt'];
    const asked: { Prefix?: string; StartAfter?: string; MaxKeys?: number }[] = [];
    const send = jest.spyOn(client, 'send').mockImplementation((async (command: ListObjectsV2Command) => {
      asked.push(command.input);
      const rest = keys.filter((k) => !command.input.StartAfter || k > command.input.StartAfter);
      const page = rest.slice(0, 2);
      return {
        Contents: page.map((Key) => ({ Key, Size: 1, LastModified: new Date(0) })),
        IsTruncated: rest.length > page.length,
      };
    }) as never);
    try {
      expect(await store.list('owners/u/')).toEqual(keys);
    } finally {
      send.mockRestore();
    }
    expect(asked).toEqual([
      expect.objectContaining({ Prefix: 'owners/u/', StartAfter: undefined, MaxKeys: 2 }),
      expect.objectContaining({ Prefix: 'owners/u/', StartAfter: 'owners/u/2.txt', MaxKeys: 2 }),
    ]);
  });
});
