// Test helper: a local OpenAI-compatible server that checks and records requests and replays recorded answers.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  /** A file under ./fixtures, answered as JSON. */
  fixture?: string;
  /** Never answer (for timeouts). */
  hang?: boolean;
}

export interface ReplayServer {
  /** e.g. http://127.0.0.1:43123/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function fixture(name: string): string {
  return readFileSync(join(__dirname, 'fixtures', name), 'utf8');
}

/**
 * Listens on 127.0.0.1 (port 0). Every request must be `POST <route>` with a bearer token and a JSON body,
 * otherwise it gets 404/401/400 like the real API; valid requests get the next reply (the last one repeats).
 */
export async function startReplayServer(
  route: string,
  apiKey: string,
  replies: Reply[],
): Promise<ReplayServer> {
  const requests: RecordedRequest[] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // recorded as text
      }
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const send = (status: number, text: string): void => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(text);
      };
      const error = (message: string): string =>
        JSON.stringify({ error: { message, type: 'invalid_request_error' } });
      if (req.method !== 'POST' || path !== `/v1${route}`) {
        return send(404, error(`Unknown route ${req.method} ${path}`));
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return send(401, error('Incorrect API key provided'));
      if (typeof body !== 'object' || !req.headers['content-type']?.startsWith('application/json')) {
        return send(400, error('The body must be JSON'));
      }
      const reply = replies[Math.min(next, replies.length - 1)] ?? {};
      next += 1;
      if (reply.hang) return;
      send(reply.status ?? 200, reply.fixture ? fixture(reply.fixture) : '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
