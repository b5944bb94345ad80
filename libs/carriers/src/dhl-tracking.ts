import {
  CarrierError,
  CarrierRateLimitedError,
  type CarrierTracking,
  type Shipment,
} from './carrier-tracking.port';
import { dhlTrackingResponseSchema, pickDhlShipment, toShipment } from './domain/dhl-shipment.mapper';
import {
  defaultSleep,
  parseRetryAfter,
  sendJson,
  TransportError,
  withRetries,
  type JsonResponse,
} from '@fabelhaft/contracts/http-json';

export interface DhlTrackingOptions {
  /** The app's key from DHL's developer portal, sent as `DHL-API-Key`. */
  apiKey: string;
  /** Default https://api-eu.dhl.com; the stand-in's URL in tests. */
  baseUrl?: string;
  /** The language of DHL's texts (`language`, ISO 639-1; DHL's default is en). */
  language?: 'de' | 'en';
  /**
   * DHL's `service` (e.g. `parcel-de`): without it DHL searches every service and may answer a shipment of
   * another division with the same number.
   */
  service?: string;
  /** Per request (default 8 s). */
  timeoutMs?: number;
  /** Retries on timeouts, network errors and 5xx (default 1). A 429 is never retried here: see TrackingPoller. */
  maxRetries?: number;
  /** First retry's wait, doubling after (default 1 s). */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

const DEFAULT_BASE_URL = 'https://api-eu.dhl.com';

/**
 * DHL Shipment Tracking – Unified: `GET /track/shipments?trackingNumber=…&language=…[&service=…]` with header
 * `DHL-API-Key` (https://developer.dhl.com/api-reference/shipment-tracking). 200 → the shipment, 404 (problem
 * details "No shipment with given tracking number found.") → null, 429 → CarrierRateLimitedError. The daily
 * quota (250 calls on the initial service level, reset at 00:00 GMT) is the poller's business.
 */
export function createDhlTracking(options: DhlTrackingOptions): CarrierTracking {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 8000;
  const retryPolicy = {
    maxRetries: options.maxRetries ?? 1,
    baseDelayMs: options.retryDelayMs ?? 1000,
    maxDelayMs: 10_000,
    sleep: options.sleep ?? defaultSleep,
  };

  async function get(trackingNumber: string): Promise<JsonResponse> {
    const query = new URLSearchParams({ trackingNumber, language: options.language ?? 'en' });
    if (options.service) query.set('service', options.service);
    let response: JsonResponse;
    try {
      response = await sendJson(fetchImpl, {
        method: 'GET',
        url: `${baseUrl}/track/shipments?${query}`,
        headers: { 'DHL-API-Key': options.apiKey },
        timeoutMs,
      });
    } catch (error) {
      if (error instanceof TransportError) {
        throw new CarrierError(error.kind, `DHL: ${error.message}`, undefined, { cause: error });
      }
      throw error;
    }
    if (response.status >= 500) {
      throw new CarrierError(
        'unavailable',
        `DHL tracking answered ${response.status}: ${detailOf(response)}`,
        response.status,
      );
    }
    return response;
  }

  return {
    async track(trackingNumber): Promise<Shipment | null> {
      const number = trackingNumber.trim();
      if (!number) throw new CarrierError('bad_request', 'A tracking number is required');
      // A tracking read is idempotent: timeouts, network errors and 5xx are retried (a 429 is not).
      const response = await withRetries(
        () => get(number),
        (error) => ({
          retry: error instanceof CarrierError && error.retryable && error.kind !== 'rate_limited',
        }),
        retryPolicy,
      );
      switch (response.status) {
        case 200: {
          const parsed = dhlTrackingResponseSchema.safeParse(response.body);
          if (!parsed.success) {
            throw new CarrierError('unexpected_response', "DHL's tracking answer has no shipments list", 200);
          }
          const shipment = pickDhlShipment(parsed.data, number);
          return shipment ? toShipment(shipment, number) : null;
        }
        case 404:
          return null;
        case 429: {
          const header = response.headers.get('retry-after') ?? undefined;
          throw new CarrierRateLimitedError(
            `DHL tracking rate limit: ${detailOf(response)}`,
            parseRetryAfter(header ?? null, now()),
            header,
          );
        }
        case 401:
        case 403:
          throw new CarrierError(
            'unauthorized',
            `DHL tracking refused the API key: ${detailOf(response)}`,
            response.status,
          );
        case 400:
          throw new CarrierError(
            'bad_request',
            `DHL tracking refused the request: ${detailOf(response)}`,
            400,
          );
        default:
          throw new CarrierError(
            'unexpected_response',
            `DHL tracking answered ${response.status}: ${detailOf(response)}`,
            response.status,
          );
      }
    },
  };
}

/** DHL answers errors as problem details (RFC 7807: title, status, detail). */
function detailOf(response: JsonResponse): string {
  const body = (response.body ?? {}) as { title?: unknown; detail?: unknown };
  const parts = [body.title, body.detail].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return parts.length > 0 ? parts.join(' — ') : `HTTP ${response.status}`;
}
