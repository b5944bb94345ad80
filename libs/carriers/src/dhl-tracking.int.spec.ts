import { CarrierError, CarrierRateLimitedError, type CarrierTracking } from './carrier-tracking.port';
import { startDhlStandIn, type DhlStandIn } from './dhl-stand-in';
import { createDhlTracking, type DhlTrackingOptions } from './dhl-tracking';

/**
 * The adapter against a stand-in for DHL Shipment Tracking – Unified that checks the key and parameters and
 * answers from recorded answers in the documented shape.
 */
const API_KEY = 'dhl-test-key';
const IN_TRANSIT = '00340434292135100124';
const DELIVERED = '00340434292135100131';

describe('DHL tracking (against the DHL stand-in)', () => {
  let dhl: DhlStandIn;
  const sleeps: number[] = [];
  const tracking = (overrides: Partial<DhlTrackingOptions> = {}): CarrierTracking =>
    createDhlTracking({
      apiKey: API_KEY,
      baseUrl: dhl.baseUrl,
      // Generous: a loaded CI machine answers slowly, and a timeout would be retried (the hang test sets its own).
      timeoutMs: 5_000,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      now: () => new Date('2026-11-27T10:00:00Z'),
      ...overrides,
    });

  beforeEach(async () => {
    sleeps.length = 0;
    dhl = await startDhlStandIn({
      apiKey: API_KEY,
      shipments: { [IN_TRANSIT]: 'shipment-transit.json', [DELIVERED]: 'shipment-delivered.json' },
    });
  });
  afterEach(() => dhl.close());

  it('asks GET /track/shipments with the number, the language, the service and the DHL-API-Key header', async () => {
    const shipment = await tracking({ language: 'de', service: 'parcel-de' }).track(` ${IN_TRANSIT} `);

    expect(dhl.requests).toHaveLength(1);
    const [request] = dhl.requests;
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/track/shipments');
    expect(Object.fromEntries(request.query)).toEqual({
      trackingNumber: IN_TRANSIT,
      language: 'de',
      service: 'parcel-de',
    });
    expect(request.headers['dhl-api-key']).toBe(API_KEY);
    expect(request.headers.accept).toBe('application/json');
    expect(shipment).toMatchObject({
      carrier: 'dhl',
      trackingNumber: IN_TRANSIT,
      status: 'in_transit',
      carrierStatusCode: 'transit',
      estimatedDelivery: { from: '2026-11-28T10:00:00+01:00', to: '2026-11-28T14:00:00+01:00' },
      final: false,
    });
    expect(shipment!.events).toHaveLength(3);
  });

  it('reads a delivered parcel as final', async () => {
    await expect(tracking().track(DELIVERED)).resolves.toMatchObject({
      status: 'delivered',
      final: true,
      estimatedDelivery: null,
    });
    expect(dhl.requests[0].query.get('language')).toBe('en');
    expect(dhl.requests[0].query.has('service')).toBe(false);
  });

  it("answers null for DHL's 404 problem (no shipment with that number)", async () => {
    await expect(tracking().track('00340434292135199999')).resolves.toBeNull();
  });

  it('throws CarrierRateLimitedError with the Retry-After of a 429, and does not retry it', async () => {
    dhl.rateLimitNext(1, '120');
    const error = await tracking()
      .track(IN_TRANSIT)
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CarrierRateLimitedError);
    expect(error).toMatchObject({
      kind: 'rate_limited',
      retryable: true,
      statusCode: 429,
      retryAfterMs: 120_000,
      retryAfter: '120',
      message:
        'DHL tracking rate limit: Too Many Requests — Too many requests within defined time period, please try again later.',
    });
    expect(dhl.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('reads a Retry-After date, and a 429 without one', async () => {
    dhl.rateLimitNext(1, 'Fri, 27 Nov 2026 10:05:00 GMT');
    await expect(tracking().track(IN_TRANSIT)).rejects.toMatchObject({ retryAfterMs: 5 * 60_000 });
    dhl.rateLimitNext(1);
    await expect(tracking().track(IN_TRANSIT)).rejects.toMatchObject({
      retryAfterMs: undefined,
      retryAfter: undefined,
    });
  });

  it('retries a 5xx and a timeout once each within its bound', async () => {
    dhl.failNext({ status: 503 });
    await expect(tracking().track(IN_TRANSIT)).resolves.toMatchObject({ status: 'in_transit' });
    dhl.failNext({ hang: true });
    await expect(tracking({ timeoutMs: 1_500 }).track(IN_TRANSIT)).resolves.toMatchObject({
      status: 'in_transit',
    });
    expect(sleeps).toEqual([1000, 1000]);

    dhl.failNext({ status: 502 }, { status: 502 });
    const error = await tracking()
      .track(IN_TRANSIT)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true, statusCode: 502 });
  });

  it('says so when the key is wrong, without retrying', async () => {
    const error = await tracking({ apiKey: 'wrong' })
      .track(IN_TRANSIT)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'unauthorized',
      retryable: false,
      statusCode: 401,
      message: 'DHL tracking refused the API key: Unauthorized — Invalid API key.',
    });
    expect(dhl.requests).toHaveLength(1);
  });

  it('refuses an empty number without asking DHL', async () => {
    await expect(tracking().track('  ')).rejects.toMatchObject({ kind: 'bad_request' });
    expect(dhl.requests).toHaveLength(0);
  });

  it('calls an answer without a shipments list unexpected', async () => {
    dhl.setShipment('weird', { shipments: 'none' });
    await expect(tracking().track('weird')).rejects.toMatchObject({ kind: 'unexpected_response' });
  });
});
