import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { Kvm } from '@nats-io/kv';
import {
  DomainError,
  ErrorCodes,
  ErrorTexts,
  TrackingRpc,
  type RequestMetadata,
  type ShipmentView,
} from '@fabelhaft/contracts';
import {
  connectNats,
  RATE_LIMIT_BUCKET,
  RpcServer,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestIssuer,
  testNatsUrl,
  testSecret,
  testSubjectPrefix,
  type TestIssuer,
} from '@fabelhaft/testing';
import { bffConfigSchema } from '../bff.config';
import { createBffApp } from '../create-app';

/**
 * spec §7 `GET /tracking/{trackingNumber}` against the tracking contract, with a stand-in service answering on
 * NATS (the real service is covered by services/tracking's own tests): auth, the caller's own parcels only,
 * spec §8's text in the site's language, the lookup limit.
 */
describe('BFF tracking path', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let tracking: RpcServer;
  let bff: INestApplication;
  let base: string;
  const prefix = testSubjectPrefix('bfftrack');
  const calls: { request: { ownerId: string; trackingNumber: string }; metadata: RequestMetadata }[] = [];
  const number = '00340434292135100124';

  const view: ShipmentView = {
    trackingNumber: number,
    carrier: 'dhl',
    status: 'in_transit',
    carrierStatusCode: 'transit',
    estimatedDelivery: { from: '2026-11-27T09:00:00+01:00', to: '2026-11-27T13:00:00+01:00' },
    events: [
      {
        at: '2026-11-27T05:42:00+01:00',
        status: 'in_transit',
        carrierStatusCode: 'transit',
        description: 'The shipment has been processed in the destination parcel center',
        location: 'Börnicke, DE',
      },
    ],
    trackingUrl: `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${number}`,
    orderId: 'order-1',
    itemId: 'item-1',
    printJobId: 'job-1',
    registeredAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-27T05:45:00.000Z',
  };

  beforeAll(async () => {
    issuer = await createTestIssuer();
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-tracking' });
    tracking = new RpcServer(nc, new Subjects(prefix), 'tracking');
    tracking.handle(TrackingRpc.getShipment, async (r, m) => {
      calls.push({ request: r, metadata: m });
      // The stand-in's owner check: only customer-1 has this parcel.
      if (r.ownerId !== 'customer-1' || r.trackingNumber !== number) {
        throw new DomainError(ErrorCodes.TRACKING_NOT_FOUND, ErrorTexts[ErrorCodes.TRACKING_NOT_FOUND]);
      }
      return view;
    });
    await nc.flush();
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        ASSET_URL_SECRET: testSecret(),
        RATE_LIMIT_TRACKING_LOOKUPS_PER_MINUTE: '8',
        LOG_LEVEL: 'silent',
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    await tracking?.close();
    await (
      await new Kvm(nc).open(new Subjects(prefix).stream(RATE_LIMIT_BUCKET))
    )
      .destroy()
      .catch(() => undefined);
    await nc?.close();
  });

  const get = (path: string, sub: string | null = 'customer-1', headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      headers: { ...(sub ? { authorization: `Bearer ${issuer.mintIdToken({ sub })}` } : {}), ...headers },
    });

  it('answers 401 without a token and calls nothing', async () => {
    const res = await get(`/tracking/${number}`, null);
    expect(res.status).toBe(401);
    expect(calls).toHaveLength(0);
  });

  it("answers the caller's own shipment in spec §7's shape", async () => {
    const res = await get(`/tracking/${number}`, 'customer-1', { 'x-correlation-id': 'corr-track-1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      tracking_number: number,
      carrier: 'dhl',
      status: 'in_transit',
      estimated_delivery: { from: '2026-11-27T09:00:00+01:00', to: '2026-11-27T13:00:00+01:00' },
      events: [
        {
          at: '2026-11-27T05:42:00+01:00',
          status: 'in_transit',
          // issue #24: our own code for the carrier's, which the page words in its language
          code: 'in_transit',
          carrier_code: 'transit',
          description: 'The shipment has been processed in the destination parcel center',
          location: 'Börnicke, DE',
        },
      ],
      tracking_url: view.trackingUrl,
    });
    expect(calls.at(-1)).toMatchObject({
      request: { ownerId: 'customer-1', trackingNumber: number },
      metadata: { correlationId: 'corr-track-1', userId: 'customer-1' },
    });
  });

  it("answers 404 with spec §8's text for another customer's number and an unknown one, in any site language", async () => {
    const other = await get(`/tracking/${number}`, 'mallory', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({
      detail: 'We could not find that shipment.',
      code: ErrorCodes.TRACKING_NOT_FOUND,
    });
    const unknown = await get('/tracking/NOPE123', 'customer-1', { cookie: 'fabelhaft_lang=en' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      detail: 'We could not find that shipment.',
      code: ErrorCodes.TRACKING_NOT_FOUND,
    });
    const german = await get('/tracking/NOPE123', 'customer-1');
    expect(german.status).toBe(404);
    // The storefront words the code in German (ADR 0042); the detail stays spec §8's.
    expect(await german.json()).toEqual({
      detail: 'We could not find that shipment.',
      code: ErrorCodes.TRACKING_NOT_FOUND,
    });
  });

  it('refuses a number that is too long without calling the service', async () => {
    const before = calls.length;
    const res = await get(`/tracking/${'9'.repeat(65)}`, 'customer-2');
    expect(res.status).toBe(400);
    expect(calls.length).toBe(before);
  });

  it('limits lookups per customer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await get(`/tracking/${number}`, 'customer-3')).status);
    expect(statuses.slice(0, 8).every((s) => s === 404)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});
