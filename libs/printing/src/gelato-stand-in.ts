// Test helper: a local stand-in for Gelato's order API v4 that checks requests the way Gelato documents them
// and answers from the recorded answers in ./fixtures/gelato. Not for production use.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { GELATO_DOCUMENTED_PRODUCT_UIDS } from './domain/gelato-products';

export interface RecordedGelatoRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the next matching request gets instead of its normal answer. */
export interface GelatoFault {
  /** Only a request with this method (default: any). */
  method?: string;
  /** Only a request to this path, e.g. `/v4/orders` (default: any). */
  path?: string;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the client's deadline runs out). */
  hang?: boolean;
  /** Do the request's work first (e.g. place the order), then answer with the fault. */
  afterProcessing?: boolean;
}

export interface GelatoStandIn {
  /** e.g. http://127.0.0.1:43123 (the adapter appends /v4/...) */
  baseUrl: string;
  requests: RecordedGelatoRequest[];
  /** Orders placed, by Gelato order id, in Get order's shape. */
  orders: Map<string, Record<string, unknown>>;
  /** Moves an order on (as Gelato's production would), optionally with packages once shipped. */
  setStatus(
    orderId: string,
    fulfillmentStatus: string,
    packages?: { trackingCode: string; trackingUrl: string }[],
  ): void;
  /**
   * The `order_status_updated` event Gelato would post for the order as it stands now, in the documented shape
   * (https://dashboard.gelato.com/docs/webhooks/, see ../fixtures/gelato): each item with its status and, once
   * packages exist, one `fulfillments` entry per package with its tracking code and the shipment method.
   */
  orderStatusWebhook(orderId: string): Record<string, unknown>;
  /** Queues faults; each is used once, by the next request it matches. */
  failNext(...faults: GelatoFault[]): void;
  close(): Promise<void>;
}

export function gelatoFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(join(__dirname, 'fixtures', 'gelato', name), 'utf8')) as T;
}

/** Create order's `currency`: the currencies Gelato documents as supported. */
const CURRENCIES = new Set(
  'EUR USD JPY BGN CZK DKK GBP HUF PLN RON SEK CHF ISK NOK HRK RUB TRY AUD BRL CAD CNY HKD IDR ILS INR KRW MXN MYR NZD PHP SGD THB ZAR CLP AED'.split(
    ' ',
  ),
);
/** Create order's `FileType` values. */
const FILE_TYPES = new Set([
  'default',
  'front',
  'back',
  'neck-inner',
  'neck-outer',
  'sleeve-left',
  'sleeve-right',
  'inside',
]);
const ADDRESS_FIELDS: { field: string; required: boolean; max?: number; pattern?: RegExp }[] = [
  { field: 'firstName', required: true, max: 25 },
  { field: 'lastName', required: true, max: 25 },
  { field: 'addressLine1', required: true, max: 35 },
  { field: 'addressLine2', required: false, max: 35 },
  { field: 'city', required: true, max: 30 },
  { field: 'postCode', required: true, max: 15 },
  { field: 'country', required: true, pattern: /^[A-Z]{2}$/ },
  { field: 'email', required: true, pattern: /.+@.+/ },
  { field: 'phone', required: false, max: 25 },
];
/** Gelato refuses to cancel from here on (Cancel order: 409 "at least one of the items is in 'printed' status"). */
const NOT_CANCELLABLE = new Set(['printed', 'shipped', 'in_transit', 'delivered', 'canceled']);

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isHttpUrl = (value: unknown): boolean =>
  typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value);

/** The first problem with a Create order body, as Gelato documents the fields; null when it is acceptable. */
function checkCreateOrder(body: unknown, knownProducts: ReadonlySet<string>): string | null {
  if (!isRecord(body)) return 'The body must be a JSON object';
  if (body.orderType !== undefined && body.orderType !== 'order' && body.orderType !== 'draft') {
    return 'orderType: must be order or draft';
  }
  for (const field of ['orderReferenceId', 'customerReferenceId', 'currency']) {
    if (typeof body[field] !== 'string' || !(body[field] as string).trim()) return `${field}: is required`;
  }
  if (!CURRENCIES.has(body.currency as string)) return `currency: ${String(body.currency)} is not supported`;
  if (!Array.isArray(body.items) || body.items.length === 0) return 'items: at least one item is required';
  const itemRefs = new Set<string>();
  for (const [i, item] of body.items.entries()) {
    if (!isRecord(item)) return `items[${i}]: must be an object`;
    if (typeof item.itemReferenceId !== 'string' || !item.itemReferenceId) {
      return `items[${i}].itemReferenceId: is required`;
    }
    if (itemRefs.has(item.itemReferenceId))
      return `items[${i}].itemReferenceId: must be unique within the order`;
    itemRefs.add(item.itemReferenceId);
    if (typeof item.productUid !== 'string' || !knownProducts.has(item.productUid)) {
      return `items[${i}].productUid: product not found`;
    }
    if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) {
      return `items[${i}].quantity: the minimum value is 1`;
    }
    const multipage = item.productUid.startsWith('photobooks') || item.productUid.includes('brochure');
    if (
      item.pageCount !== undefined &&
      (!Number.isInteger(item.pageCount) || (item.pageCount as number) < 1)
    ) {
      return `items[${i}].pageCount: must be a positive integer`;
    }
    if (multipage && item.pageCount === undefined)
      return `items[${i}].pageCount: is required for multipage products`;
    if (!Array.isArray(item.files) || item.files.length === 0)
      return `items[${i}].files: printable products need files`;
    for (const [j, file] of item.files.entries()) {
      if (!isRecord(file)) return `items[${i}].files[${j}]: must be an object`;
      if (file.type !== undefined && !FILE_TYPES.has(file.type as string)) {
        return `items[${i}].files[${j}].type: ${String(file.type)} is not a file type`;
      }
      if (!isHttpUrl(file.url)) return `items[${i}].files[${j}].url: must be an http(s) URL`;
    }
  }
  if (!isRecord(body.shippingAddress)) return 'shippingAddress: is required';
  const address = body.shippingAddress;
  for (const { field, required, max, pattern } of ADDRESS_FIELDS) {
    const value = address[field];
    if (value === undefined || value === '') {
      if (required) return `shippingAddress.${field}: is required`;
      continue;
    }
    if (typeof value !== 'string') return `shippingAddress.${field}: must be a string`;
    if (max !== undefined && value.length > max)
      return `shippingAddress.${field}: maximum length is ${max} characters`;
    if (pattern && !pattern.test(value)) return `shippingAddress.${field}: has the wrong format`;
  }
  return null;
}

/**
 * Listens on 127.0.0.1 (port 0). Every request needs `X-API-KEY: <apiKey>` (else 401 in Gelato's error shape).
 * Routes: POST /v4/orders, POST /v4/orders:search, GET /v4/orders/{id}, POST /v4/orders/{id}:cancel.
 * A placed order answers as `create-order-response.json` with the request's references, product and address.
 */
export async function startGelatoStandIn(options: {
  apiKey: string;
  /** Product UIDs the account can order (default: the documented photo book UIDs). */
  knownProductUids?: readonly string[];
  /** Timestamps of placed orders (default: the wall clock; this is a test helper). */
  now?: () => Date;
}): Promise<GelatoStandIn> {
  const knownProducts = new Set(options.knownProductUids ?? Object.values(GELATO_DOCUMENTED_PRODUCT_UIDS));
  const now = options.now ?? (() => new Date());
  const requests: RecordedGelatoRequest[] = [];
  const orders = new Map<string, Json>();
  const faults: GelatoFault[] = [];
  let sequence = 0;

  const error = (code: string, message: string) => ({ code, message });

  function placeOrder(body: Json): Json {
    sequence += 1;
    const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
    const template = gelatoFixture('create-order-response.json');
    const at = now()
      .toISOString()
      .replace(/\.\d{3}Z$/, '+00:00');
    const address = body.shippingAddress as Json;
    const order: Json = {
      ...template,
      id,
      orderReferenceId: body.orderReferenceId,
      customerReferenceId: body.customerReferenceId,
      currency: body.currency,
      fulfillmentStatus: 'created',
      createdAt: at,
      updatedAt: at,
      orderedAt: at,
      items: (body.items as Json[]).map((item, i) => ({
        ...(template.items as Json[])[0],
        id: `${id.slice(0, -4)}${String(i + 1).padStart(4, '0')}`,
        itemReferenceId: item.itemReferenceId,
        productUid: item.productUid,
        files: item.files,
        quantity: item.quantity,
        pageCount: item.pageCount ?? null,
        fulfillmentStatus: 'created',
      })),
      metadata: body.metadata ?? [],
      shipment: { ...(template.shipment as Json), packages: [] },
      shippingAddress: { ...(template.shippingAddress as Json), ...address, orderId: id },
    };
    orders.set(id, order);
    return order;
  }

  function route(method: string, path: string, body: unknown): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v4/orders') {
      const problem = checkCreateOrder(body, knownProducts);
      if (problem) return { status: 400, body: error('invalid_request', problem) };
      return { status: 200, body: placeOrder(body as Json) };
    }
    if (method === 'POST' && path === '/v4/orders:search') {
      const filter = isRecord(body) ? body : {};
      const found = [...orders.values()].filter(
        (order) =>
          (typeof filter.orderReferenceId !== 'string' ||
            order.orderReferenceId === filter.orderReferenceId) &&
          (!Array.isArray(filter.orderTypes) || filter.orderTypes.includes(order.orderType)),
      );
      return {
        status: 200,
        body: {
          orders: found.map((order) => ({
            id: order.id,
            orderType: order.orderType,
            orderReferenceId: order.orderReferenceId,
            fulfillmentStatus: order.fulfillmentStatus,
            financialStatus: order.financialStatus,
            currency: order.currency,
            channel: order.channel,
            country: (order.shippingAddress as Json).country,
            firstName: (order.shippingAddress as Json).firstName,
            lastName: (order.shippingAddress as Json).lastName,
            itemsCount: (order.items as Json[]).length,
            createdAt: order.createdAt,
            updatedAt: order.updatedAt,
          })),
        },
      };
    }
    const cancel = /^\/v4\/orders\/([^/:]+):cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const order = orders.get(decodeURIComponent(cancel[1]));
      if (!order) return { status: 404, body: error('not_found', 'Order not found.') };
      if (NOT_CANCELLABLE.has(order.fulfillmentStatus as string)) {
        return {
          status: 409,
          body: error(
            'conflict',
            "The order cannot be canceled, because at least one of the items is in 'printed' status.",
          ),
        };
      }
      setStatus(order.id as string, 'canceled');
      return { status: 200, body: {} };
    }
    const get = /^\/v4\/orders\/([^/:]+)$/.exec(path);
    if (method === 'GET' && get) {
      const order = orders.get(decodeURIComponent(get[1]));
      return order
        ? { status: 200, body: order }
        : { status: 404, body: error('not_found', 'Order not found.') };
    }
    return { status: 404, body: error('not_found', `Unknown route ${method} ${path}`) };
  }

  function setStatus(
    orderId: string,
    fulfillmentStatus: string,
    packages?: { trackingCode: string; trackingUrl: string }[],
  ): void {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    order.fulfillmentStatus = fulfillmentStatus;
    order.updatedAt = now()
      .toISOString()
      .replace(/\.\d{3}Z$/, '+00:00');
    order.items = (order.items as Json[]).map((item) => ({ ...item, fulfillmentStatus }));
    if (packages) {
      const itemIds = (order.items as Json[]).map((item) => item.id);
      order.shipment = {
        ...(order.shipment as Json),
        packages: packages.map((p, i) => ({
          id: `${orderId.slice(0, -4)}p${String(i + 1).padStart(3, '0')}`,
          orderItemIds: itemIds,
          ...p,
        })),
      };
    }
  }

  let webhookSequence = 0;
  function orderStatusWebhook(orderId: string): Json {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    const shipment = order.shipment as Json;
    const packages = (shipment.packages as Json[] | undefined) ?? [];
    webhookSequence += 1;
    return {
      id: `os_${orderId.slice(-8)}${String(webhookSequence).padStart(4, '0')}`,
      event: 'order_status_updated',
      orderId,
      storeId: null,
      orderReferenceId: order.orderReferenceId,
      fulfillmentStatus: order.fulfillmentStatus,
      items: (order.items as Json[]).map((item) => ({
        itemReferenceId: item.itemReferenceId,
        fulfillmentStatus: item.fulfillmentStatus,
        fulfillments: packages
          .filter((p) => (p.orderItemIds as unknown[]).includes(item.id))
          .map((p) => ({
            trackingCode: p.trackingCode,
            trackingUrl: p.trackingUrl,
            shipmentMethodName: shipment.shipmentMethodName,
            shipmentMethodUid: shipment.shipmentMethodUid,
            fulfillmentCountry: shipment.fulfillmentCountry,
          })),
      })),
    };
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // recorded as text; the route answers 400
      }
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const method = req.method ?? '';
      requests.push({ method, path, headers: req.headers, body });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(payload));
      };
      const index = faults.findIndex(
        (f) => (f.method === undefined || f.method === method) && (f.path === undefined || f.path === path),
      );
      const fault = index >= 0 ? faults.splice(index, 1)[0] : undefined;
      const sendFault = (f: GelatoFault): void => {
        if (f.hang) return;
        send(
          f.status ?? 500,
          f.body ??
            error(
              'internal_server_error',
              'We had a problem with our server. Problem reported. Try again later.',
            ),
          f.headers,
        );
      };
      if (fault && !fault.afterProcessing) return sendFault(fault);
      if (req.headers['x-api-key'] !== options.apiKey) {
        return send(401, gelatoFixture('error-unauthorized.json'));
      }
      if (raw && typeof body === 'string')
        return send(400, error('invalid_request', 'The body must be JSON'));
      const answer = route(method, path, body);
      if (fault) return sendFault(fault);
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    orders,
    setStatus,
    orderStatusWebhook,
    failNext: (...next) => faults.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
