import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed key pair (it accepts no other). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** Creates an empty bucket (a fresh one per test keeps tests apart). */
  bucket(name: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver, from the npm registry) on a free loopback port, with its own
 * temp folder; `close` stops it and removes the folder. For tests of `S3Storage` (ADR 0047).
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await fs.mkdtemp(join(tmpdir(), 'fabelhaft-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async bucket(name) {
      // s3rver keeps a bucket as a folder; creating it through the API needs a client, this needs none.
      const res = await fetch(`${endpoint}/${name}`, { method: 'PUT' });
      if (!res.ok) throw new Error(`s3rver: creating bucket ${name} answered ${res.status}`);
      return name;
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
