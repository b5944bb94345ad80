// Test helper: a local stand-in for DHL Shipment Tracking – Unified that checks requests like the API and
// answers from the recorded answers in ./fixtures/dhl. Not for production use.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface RecordedDhlRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface DhlFault {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the client's deadline runs out). */
  hang?: boolean;
}

export interface DhlStandIn {
  /** e.g. http://127.0.0.1:43123 (the adapter appends /track/shipments) */
  baseUrl: string;
  requests: RecordedDhlRequest[];
  /** Answers this number with a recorded file (or a body) from now on. */
  setShipment(trackingNumber: string, answer: string | Record<string, unknown>): void;
  /** Queues faults, one per request, before the normal answers. */
  failNext(...faults: DhlFault[]): void;
  /** The next `count` requests get the recorded 429, with this Retry-After (seconds or a date) if given. */
  rateLimitNext(count: number, retryAfter?: string): void;
  close(): Promise<void>;
}

export function dhlFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(join(__dirname, 'fixtures', 'dhl', name), 'utf8')) as T;
}

/**
 * Listens on 127.0.0.1 (port 0). `GET /track/shipments?trackingNumber=…` with header `DHL-API-Key: <apiKey>`;
 * a known number gets its recorded answer, an unknown one the recorded 404 problem.
 */
export async function startDhlStandIn(options: {
  apiKey: string;
  /** Tracking number → fixture file name (or body). */
  shipments?: Record<string, string | Record<string, unknown>>;
}): Promise<DhlStandIn> {
  const answers = new Map(Object.entries(options.shipments ?? {}));
  const requests: RecordedDhlRequest[] = [];
  const faults: DhlFault[] = [];

  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
      });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
        const type = status >= 400 ? 'application/problem+json' : 'application/json';
        res.writeHead(status, { 'content-type': type, ...headers });
        res.end(JSON.stringify(body));
      };
      const problem = (status: number, title: string, detail: string) => ({ status, title, detail });

      const fault = faults.shift();
      if (fault?.hang) return;
      if (fault)
        return send(
          fault.status ?? 500,
          fault.body ?? problem(500, 'Internal Server Error', 'Unexpected error'),
          fault.headers,
        );

      if (req.method !== 'GET' || url.pathname !== '/track/shipments') {
        return send(404, problem(404, 'Not Found', `Unknown route ${req.method} ${url.pathname}`));
      }
      if (req.headers['dhl-api-key'] !== options.apiKey) return send(401, dhlFixture('unauthorized.json'));
      const trackingNumber = url.searchParams.get('trackingNumber');
      if (!trackingNumber)
        return send(400, problem(400, 'Bad Request', 'The trackingNumber parameter is required.'));
      const language = url.searchParams.get('language');
      if (language !== null && !/^[a-z]{2}$/.test(language)) {
        return send(400, problem(400, 'Bad Request', 'The language parameter must be an ISO 639-1 code.'));
      }
      const answer = answers.get(trackingNumber);
      if (answer === undefined) {
        return send(404, {
          ...dhlFixture<Record<string, unknown>>('not-found.json'),
          instance: `/shipments/${trackingNumber}`,
        });
      }
      send(200, typeof answer === 'string' ? dhlFixture(answer) : answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setShipment: (trackingNumber, answer) => answers.set(trackingNumber, answer),
    failNext: (...next) => faults.push(...next),
    rateLimitNext(count, retryAfter) {
      for (let i = 0; i < count; i += 1) {
        faults.push({
          status: 429,
          body: dhlFixture('rate-limited.json'),
          ...(retryAfter === undefined ? {} : { headers: { 'retry-after': retryAfter } }),
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
