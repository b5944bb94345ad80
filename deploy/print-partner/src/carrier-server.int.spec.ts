import { InMemorySimulatedShipmentStore, SimulatedCarrier, createDhlTracking } from '@fabelhaft/carriers';
import { startCarrierServer } from './carrier-server';

const KEY = 'carrier-test-key';

describe('the local carrier’s scan (POST /parcels/<number>/scan)', () => {
  const store = new InMemorySimulatedShipmentStore();
  const clock = () => new Date();
  const carriers = {
    de: new SimulatedCarrier({ clock, store, language: 'de' }),
    en: new SimulatedCarrier({ clock, store, language: 'en' }),
  };
  let server: Awaited<ReturnType<typeof startCarrierServer>>;

  beforeAll(async () => {
    server = await startCarrierServer({
      host: '127.0.0.1',
      port: 0,
      apiKey: KEY,
      carriers,
      store,
      health: () => ({ ok: true }),
    });
  });
  afterAll(() => server.close());

  const scan = (number: string, key = KEY) =>
    fetch(`${server.url}/parcels/${number}/scan`, { method: 'POST', headers: { 'DHL-API-Key': key } });

  it('moves a parcel on at once, step by step to the door, with the key only', async () => {
    const number = '00340434000000000001';
    // An hour a step: only the scans move it.
    await carriers.en.register(number, { shippedAt: new Date().toISOString(), pace: 3_600_000 });
    const dhl = createDhlTracking({ apiKey: KEY, baseUrl: server.url, maxRetries: 0 });
    expect((await dhl.track(number))!.status).toBe('label_created');

    expect((await scan(number, 'not-the-key')).status).toBe(401);
    expect((await scan('00340434999999999999')).status).toBe(404);
    expect((await dhl.track(number))!.status).toBe('label_created');

    const codes: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await scan(number);
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { shipments: { status: { statusCode: string } }[] };
      codes.push(answer.shipments[0]!.status.statusCode);
    }
    // DHL tells out-for-delivery as "transit" (its words say the rest); a delivered parcel stays delivered.
    expect(codes).toEqual(['transit', 'transit', 'delivered', 'delivered']);
    expect((await dhl.track(number))!.events.map((e) => e.status)).toEqual([
      'delivered',
      'out_for_delivery',
      'in_transit',
      'label_created',
    ]);
  });
});
