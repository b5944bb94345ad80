import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SimulatedCarrier, SimulatedShipmentStore } from '@fabelhaft/carriers';
import { toDhlAnswer } from './domain/dhl-answer';

export interface CarrierServerOptions {
  host: string;
  port: number;
  /** Compared with the DHL-API-Key header, as DHL does. */
  apiKey: string;
  carriers: { de: SimulatedCarrier; en: SimulatedCarrier };
  store: SimulatedShipmentStore;
  /** The shop's own health (`GET /health`). */
  health: () => { ok: boolean; detail?: string };
}

const problem = (status: number, title: string, detail: string) => ({ status, title, detail });

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The local carrier (issue #15): `GET /track/shipments?trackingNumber=…[&language=de|en]` with header
 * `DHL-API-Key`, answered like DHL Shipment Tracking – Unified (200 with `shipments`, 404 / 401 / 400 problem
 * details) from the parcels this shop shipped; `GET /parcels/<number>` is the parcel's page a tracking URL
 * opens; `POST /parcels/<number>/scan` moves a parcel on at once (simulator only); `GET /health` the shop's health.
 */
export async function startCarrierServer(
  options: CarrierServerOptions,
): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://carrier');
    const json = (status: number, body: unknown): void => {
      res.writeHead(status, {
        'content-type': status >= 400 ? 'application/problem+json' : 'application/json',
      });
      res.end(JSON.stringify(body));
    };
    const scan = /^\/parcels\/([A-Za-z0-9]{1,64})\/scan$/.exec(url.pathname);
    if (scan && req.method === 'POST') {
      // The simulator's own control (no DHL route): the carrier scans the parcel now, so it moves on to its next
      // step at once — for a demonstration or a test that should not wait out the pace. Same key as tracking.
      if (req.headers['dhl-api-key'] !== options.apiKey)
        return json(401, problem(401, 'Unauthorized', 'Invalid API key.'));
      const shipment = await options.carriers.en.scan(scan[1]!);
      if (!shipment)
        return json(404, problem(404, 'No result found', 'No shipment with given tracking number found.'));
      const registration = await options.store.get(scan[1]!);
      return json(200, toDhlAnswer(shipment, registration?.route));
    }
    if (req.method !== 'GET')
      return json(405, problem(405, 'Method Not Allowed', `${req.method} is not supported`));
    if (url.pathname === '/health') {
      const health = options.health();
      return json(health.ok ? 200 : 503, { status: health.ok ? 'ok' : 'down', detail: health.detail });
    }
    if (url.pathname === '/track/shipments') {
      if (req.headers['dhl-api-key'] !== options.apiKey)
        return json(401, problem(401, 'Unauthorized', 'Invalid API key.'));
      const number = url.searchParams.get('trackingNumber')?.trim();
      if (!number) return json(400, problem(400, 'Bad Request', 'The trackingNumber parameter is required.'));
      const language = url.searchParams.get('language') ?? 'en';
      if (!/^[a-z]{2}$/.test(language))
        return json(400, problem(400, 'Bad Request', 'The language parameter must be an ISO 639-1 code.'));
      const carrier = language === 'de' ? options.carriers.de : options.carriers.en;
      const shipment = await carrier.track(number);
      if (!shipment)
        return json(404, {
          ...problem(404, 'No result found', 'No shipment with given tracking number found.'),
          instance: `/shipments/${number}`,
        });
      const registration = await options.store.get(number);
      return json(200, toDhlAnswer(shipment, registration?.route));
    }
    const parcel = /^\/parcels\/([A-Za-z0-9]{1,64})$/.exec(url.pathname);
    if (parcel) {
      const german = (req.headers['accept-language'] ?? '').toLowerCase().startsWith('de');
      const shipment = await (german ? options.carriers.de : options.carriers.en).track(parcel[1]!);
      res.writeHead(shipment ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      const title = german ? 'Sendungsverfolgung' : 'Parcel tracking';
      const body = shipment
        ? `<ol>${shipment.events
            .map((e) => `<li><time>${escape(e.at)}</time> ${escape(e.description)}</li>`)
            .join('')}</ol>`
        : `<p>${german ? 'Wir konnten diese Sendung nicht finden.' : 'We could not find that shipment.'}</p>`;
      res.end(
        `<!doctype html><html lang="${german ? 'de' : 'en'}"><meta charset="utf-8"><title>${title}</title><h1>${title} ${escape(parcel[1]!)}</h1>${body}</html>`,
      );
      return;
    }
    json(404, problem(404, 'Not Found', `Unknown route GET ${url.pathname}`));
  };

  const server: Server = createServer((req, res) => {
    req.resume();
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify(problem(500, 'Internal Server Error', String(error))));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
