import {
  CarrierError,
  CarrierRateLimitedError,
  type CarrierTracking,
  type Shipment,
  type ShipmentStatus,
} from './carrier-tracking.port';
import { startPolling } from './domain/tracking-schedule';
import { SimulatedCarrier } from './simulated-carrier';
import { DailyRequestBudget, TrackingPoller } from './tracking-poller';

const MIN = 60_000;

/** A clock that only moves when the poller sleeps. */
function fakeTime(startIso: string) {
  let now = Date.parse(startIso);
  const sleeps: number[] = [];
  return {
    clock: () => new Date(now),
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
  };
}

const shipment = (status: ShipmentStatus): Shipment => ({
  carrier: 'test',
  trackingNumber: 'n-1',
  status,
  carrierStatusCode: status,
  estimatedDelivery: null,
  events: [],
  final: status === 'delivered' || status === 'returned',
});

/** Answers one scripted result per call (a thrown error or a shipment), recording when it was asked. */
function scripted(results: (ShipmentStatus | null | Error)[], clock: () => Date) {
  const calls: string[] = [];
  const carrier: CarrierTracking = {
    async track() {
      calls.push(clock().toISOString());
      const next = results.shift();
      if (next === undefined) throw new Error('no more scripted answers');
      if (next instanceof Error) throw next;
      return next === null ? null : shipment(next);
    },
  };
  return { carrier, calls };
}

describe('TrackingPoller', () => {
  it('follows a simulated parcel to its door and stops there', async () => {
    const time = fakeTime('2026-11-26T12:00:00Z');
    const carrier = new SimulatedCarrier({ clock: time.clock });
    await carrier.register('SIM-1', { shippedAt: '2026-11-26T12:00:00Z', pace: 60 * MIN });
    const seen: string[] = [];
    const poller = new TrackingPoller({
      carrier,
      clock: time.clock,
      sleep: time.sleep,
      onShipment: (s) => {
        seen.push(`${time.clock().toISOString().slice(11, 16)} ${s.status}`);
      },
    });

    const result = await poller.run('SIM-1');

    expect(result.state).toMatchObject({ stopped: 'final', lastStatus: 'delivered', nextPollAt: null });
    expect(result.shipment?.status).toBe('delivered');
    expect(seen).toEqual([
      '12:00 label_created',
      '12:15 label_created',
      '12:45 label_created',
      '13:45 in_transit',
      '14:00 out_for_delivery',
      '14:15 out_for_delivery',
      '14:45 out_for_delivery',
      '15:15 delivered',
    ]);
  });

  it("waits out a 429's Retry-After and carries on", async () => {
    const time = fakeTime('2026-11-26T12:00:00Z');
    const { carrier, calls } = scripted(
      ['in_transit', new CarrierRateLimitedError('slow down', 3 * 60 * MIN, '10800'), 'delivered'],
      time.clock,
    );
    const poller = new TrackingPoller({ carrier, clock: time.clock, sleep: time.sleep });

    const result = await poller.run('n-1');

    expect(calls).toEqual([
      '2026-11-26T12:00:00.000Z',
      '2026-11-26T12:15:00.000Z',
      '2026-11-26T15:15:00.000Z',
    ]);
    expect(result.state.stopped).toBe('final');
  });

  it('keeps polling through outages, and stops on a refused key', async () => {
    const time = fakeTime('2026-11-26T12:00:00Z');
    const { carrier, calls } = scripted(
      [new CarrierError('unavailable', '503', 503), new CarrierError('unauthorized', 'bad key', 401)],
      time.clock,
    );
    const poller = new TrackingPoller({ carrier, clock: time.clock, sleep: time.sleep });

    await expect(poller.run('n-1')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(calls).toHaveLength(2);
  });

  it('asks nothing once the shared daily budget is spent, until the next GMT day', async () => {
    const time = fakeTime('2026-11-26T23:00:00Z');
    const budget = new DailyRequestBudget(2, time.clock);
    const { carrier, calls } = scripted(['in_transit', 'in_transit', 'delivered'], time.clock);
    const poller = new TrackingPoller({ carrier, clock: time.clock, sleep: time.sleep, budget });

    await poller.run('n-1');

    expect(calls).toEqual([
      '2026-11-26T23:00:00.000Z',
      '2026-11-26T23:15:00.000Z',
      '2026-11-27T00:00:00.000Z',
    ]);
    expect(budget.used).toBe(1);
  });

  it('resumes from a stored state and does nothing for a stopped one', async () => {
    const time = fakeTime('2026-11-26T12:00:00Z');
    const { carrier, calls } = scripted(['delivered'], time.clock);
    const poller = new TrackingPoller({ carrier, clock: time.clock, sleep: time.sleep });
    const stored = {
      ...startPolling('n-1', new Date('2026-11-26T11:00:00Z')),
      nextPollAt: '2026-11-26T13:00:00.000Z',
    };

    const result = await poller.run('n-1', { state: stored });
    expect(calls).toEqual(['2026-11-26T13:00:00.000Z']);

    const again = await poller.pollOnce(result.state);
    expect(again).toEqual({ state: result.state, shipment: null });
    expect(calls).toHaveLength(1);
  });

  it('ends when the signal aborts', async () => {
    const time = fakeTime('2026-11-26T12:00:00Z');
    const controller = new AbortController();
    const { carrier, calls } = scripted(['in_transit', 'in_transit'], time.clock);
    const poller = new TrackingPoller({
      carrier,
      clock: time.clock,
      sleep: async (ms) => {
        await time.sleep(ms);
        controller.abort();
      },
    });

    const result = await poller.run('n-1', { signal: controller.signal });
    expect(calls).toHaveLength(1);
    expect(result.state.stopped).toBeNull();
    expect(result.shipment?.status).toBe('in_transit');
  });
});
