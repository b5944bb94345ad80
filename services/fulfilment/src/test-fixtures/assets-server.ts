import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ASSETS_PATH, type ObjectStorage, type UrlSigner } from '@fabelhaft/storage';

/**
 * What the BFF's `GET /assets/*key` does (bff/src/assets/assets.controller.ts), small enough for a service test:
 * a signed link alone fetches the object; a forged or expired one answers 403.
 */
export async function startAssetsServer(
  storage: ObjectStorage,
  signer: UrlSigner,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = decodeURIComponent(url.pathname.slice(ASSETS_PATH.length));
    if (!url.pathname.startsWith(ASSETS_PATH)) {
      res.writeHead(404).end();
      return;
    }
    if (signer.verify(key, url.searchParams.get('expires'), url.searchParams.get('sig')) !== 'ok') {
      res.writeHead(403).end();
      return;
    }
    void storage.get(key).then((object) => {
      if (!object) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
