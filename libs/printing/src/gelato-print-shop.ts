import {
  gelatoOrderSchema,
  gelatoSearchSchema,
  toGelatoCreateOrder,
  toPartnerStatusUpdate,
  type GelatoOrder,
} from './domain/gelato-order.mapper';
import { selectGelatoProduct, type GelatoProductRule } from './domain/gelato-products';
import { mapGelatoFulfillmentStatus } from './domain/gelato-status';
import {
  defaultSleep,
  parseRetryAfter,
  sendJson,
  TransportError,
  withRetries,
  type JsonResponse,
} from '@fabelhaft/contracts/http-json';
import {
  PartnerStatusUnmappedError,
  PrintShopError,
  type PartnerStatus,
  type PrintShop,
} from './print-shop.port';

export interface GelatoPrintShopOptions {
  apiKey: string;
  /** Default https://order.gelatoapis.com; the stand-in's URL in tests. */
  baseUrl?: string;
  /** Which Gelato product prints which of our formats (configuration, see GelatoProductRule). */
  products: readonly GelatoProductRule[];
  /** Recipient email when a job carries none (Gelato requires one), e.g. the shop's service address. */
  contactEmail: string;
  /** Default EUR. */
  currency?: string;
  /** Default: none, so Gelato picks the cheapest method. */
  shipmentMethodUid?: string;
  /** Per request (default 10 s). */
  timeoutMs?: number;
  /** Retries of idempotent calls (search, get, cancel) on timeouts, network errors, 429 and 5xx (default 2). */
  maxRetries?: number;
  /** First retry's wait, doubling after (default 500 ms). */
  retryDelayMs?: number;
  /** A Retry-After longer than this ends the retries (default 30 s). */
  maxRetryDelayMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

const DEFAULT_BASE_URL = 'https://order.gelatoapis.com';

/**
 * The print shop on Gelato's order API v4 (https://dashboard.gelato.com/docs/orders/v4/). Calls: Create order
 * (`POST /v4/orders`), Search orders (`POST /v4/orders:search`), Get order (`GET /v4/orders/{id}`), Cancel
 * order (`POST /v4/orders/{id}:cancel`), header `X-API-KEY`.
 *
 * Create order has no idempotency key, so it is sent once and never retried blindly: `submit` first searches
 * for an order with our print job id as `orderReferenceId`, and after a create whose outcome is unknown
 * (timeout, dropped connection, 5xx) it searches again before giving up with a retryable error.
 */
export function createGelatoPrintShop(options: GelatoPrintShopOptions): PrintShop {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retryPolicy = {
    maxRetries: options.maxRetries ?? 2,
    baseDelayMs: options.retryDelayMs ?? 500,
    maxDelayMs: options.maxRetryDelayMs ?? 30_000,
    sleep: options.sleep ?? defaultSleep,
  };
  const settings = {
    currency: options.currency ?? 'EUR',
    contactEmail: options.contactEmail,
    ...(options.shipmentMethodUid ? { shipmentMethodUid: options.shipmentMethodUid } : {}),
  };

  /** One request; a non-2xx answer becomes a PrintShopError (404 too, for the callers that treat it so). */
  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<JsonResponse> {
    let response: JsonResponse;
    try {
      response = await sendJson(fetchImpl, {
        method,
        url: `${baseUrl}${path}`,
        headers: { 'X-API-KEY': options.apiKey },
        body,
        timeoutMs,
      });
    } catch (error) {
      if (error instanceof TransportError) {
        throw new PrintShopError(error.kind, `Gelato: ${error.message}`, { cause: error });
      }
      throw error;
    }
    if (response.status >= 200 && response.status < 300) return response;
    throw toError(method, path, response, now());
  }

  const retryable = (error: unknown) =>
    error instanceof PrintShopError && error.retryable
      ? { retry: true, afterMs: error.details.retryAfterMs }
      : { retry: false };

  /** Reads are idempotent: retried within the policy. */
  const idempotent = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    withRetries(() => send(method, path, body), retryable, retryPolicy);

  function readOrder(response: JsonResponse, what: string): GelatoOrder {
    const parsed = gelatoOrderSchema.safeParse(response.body);
    if (!parsed.success) {
      throw new PrintShopError('unexpected_response', `Gelato's ${what} answer is not an order`, {
        statusCode: response.status,
      });
    }
    return parsed.data;
  }

  async function findByReference(printJobId: string) {
    const response = await idempotent('POST', '/v4/orders:search', {
      orderReferenceId: printJobId,
      orderTypes: ['order'],
      limit: 10,
    });
    const parsed = gelatoSearchSchema.safeParse(response.body);
    if (!parsed.success) {
      throw new PrintShopError('unexpected_response', "Gelato's search answer has no orders list", {
        statusCode: response.status,
      });
    }
    return parsed.data.orders.find((order) => order.orderReferenceId === printJobId) ?? null;
  }

  /**
   * Right after placing, the order exists at Gelato whatever its fulfilment status says, which is what
   * `received` means; a status the contract names (failed, canceled, …) is reported as it is.
   */
  const statusAfterSubmit = (gelatoStatus: string): PartnerStatus => {
    const mapping = mapGelatoFulfillmentStatus(gelatoStatus);
    return mapping.kind === 'mapped' ? mapping.status : 'received';
  };

  async function getOrder(partnerJobRef: string): Promise<GelatoOrder> {
    const response = await idempotent('GET', `/v4/orders/${encodeURIComponent(partnerJobRef)}`);
    return readOrder(response, 'Get order');
  }

  return {
    async submit(job) {
      const selected = selectGelatoProduct(job.product, options.products);
      if (!selected.ok) throw new PrintShopError('product_not_mapped', selected.refused);
      const request = toGelatoCreateOrder(job, selected.product, settings);
      if (!request.ok) throw new PrintShopError('invalid_submission', request.detail);

      const existing = await findByReference(job.printJobId);
      if (existing)
        return { partnerJobRef: existing.id, status: statusAfterSubmit(existing.fulfillmentStatus) };

      let created: JsonResponse;
      try {
        created = await send('POST', '/v4/orders', request.body);
      } catch (error) {
        // 4xx (and 429) mean Gelato did not take the order. After a timeout, a dropped connection or a 5xx the
        // order may exist anyway: look before answering, so a retried submit cannot place it twice.
        const outcomeUnknown =
          error instanceof PrintShopError && ['timeout', 'network', 'unavailable'].includes(error.kind);
        if (!outcomeUnknown) throw error;
        const placed = await findByReference(job.printJobId).catch(() => null);
        if (placed) return { partnerJobRef: placed.id, status: statusAfterSubmit(placed.fulfillmentStatus) };
        throw error;
      }
      const order = readOrder(created, 'Create order');
      return { partnerJobRef: order.id, status: statusAfterSubmit(order.fulfillmentStatus) };
    },

    async cancel(partnerJobRef) {
      // Cancelling is idempotent (a second cancel changes nothing), so it is retried like a read.
      try {
        await idempotent('POST', `/v4/orders/${encodeURIComponent(partnerJobRef)}:cancel`);
        return { cancelled: true };
      } catch (error) {
        // 409: "at least one of the items is in 'printed' status" — or the order was cancelled before.
        if (error instanceof PrintShopError && error.kind === 'conflict') {
          const order = await getOrder(partnerJobRef);
          return { cancelled: order.fulfillmentStatus === 'canceled' };
        }
        throw error;
      }
    },

    async status(partnerJobRef) {
      const order = await getOrder(partnerJobRef);
      const mapped = toPartnerStatusUpdate(order);
      if (!mapped.ok) throw new PartnerStatusUnmappedError(order.id, mapped.gelatoStatus);
      return mapped.update;
    },
  };
}

/** Gelato's error body is `{ code, message }` (documented for its product API; the order API answers alike). */
function toError(method: string, path: string, response: JsonResponse, now: Date): PrintShopError {
  const body = (response.body ?? {}) as { code?: unknown; message?: unknown };
  const partnerCode = typeof body.code === 'string' ? body.code : undefined;
  const detail = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
  const message = `Gelato ${method} ${path}: ${detail}`;
  const details = { statusCode: response.status, ...(partnerCode ? { partnerCode } : {}) };
  switch (response.status) {
    case 400:
    case 422:
      return new PrintShopError('bad_request', message, details);
    case 401:
    case 403:
      return new PrintShopError('unauthorized', message, details);
    case 404:
      return new PrintShopError('not_found', message, details);
    case 409:
      return new PrintShopError('conflict', message, details);
    case 429: {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now);
      return new PrintShopError('rate_limited', message, {
        ...details,
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      });
    }
    default:
      return response.status >= 500
        ? new PrintShopError('unavailable', message, details)
        : new PrintShopError('unexpected_response', message, details);
  }
}
