import {
  InMemorySimulatedShipmentStore,
  SimulatedCarrier,
  SimulatedShipmentConflictError,
} from './simulated-carrier';

const MIN = 60_000;

describe('SimulatedCarrier', () => {
  let now = new Date('2026-11-26T12:00:00Z');
  const clock = () => now;
  const at = (iso: string) => {
    now = new Date(iso);
  };

  it('moves a registered parcel from label to door at its pace, with a window until it arrives', async () => {
    const carrier = new SimulatedCarrier({ clock });
    await carrier.register('SIM-00001', {
      shippedAt: '2026-11-26T12:00:00Z',
      pace: 10 * MIN,
      route: { from: 'Leipzig', to: 'Berlin' },
    });

    at('2026-11-26T12:00:00Z');
    expect(await carrier.track('SIM-00001')).toEqual({
      carrier: 'simulated',
      trackingNumber: 'SIM-00001',
      status: 'label_created',
      carrierStatusCode: 'SIM-LABEL',
      carrierStatus: 'The shipping label has been created; the parcel is waiting for the carrier.',
      estimatedDelivery: { from: '2026-11-26T12:20:00.000Z', to: '2026-11-26T12:30:00.000Z' },
      events: [
        {
          at: '2026-11-26T12:00:00.000Z',
          status: 'label_created',
          carrierStatusCode: 'SIM-LABEL',
          description: 'The shipping label has been created; the parcel is waiting for the carrier.',
          location: 'Leipzig',
        },
      ],
      final: false,
    });

    const statusAt = async (iso: string) => {
      at(iso);
      return (await carrier.track('SIM-00001'))!.status;
    };
    expect(await statusAt('2026-11-26T12:09:59Z')).toBe('label_created');
    expect(await statusAt('2026-11-26T12:10:00Z')).toBe('in_transit');
    expect(await statusAt('2026-11-26T12:20:00Z')).toBe('out_for_delivery');
    expect(await statusAt('2026-11-26T12:29:59Z')).toBe('out_for_delivery');

    at('2026-11-26T12:30:00Z');
    const delivered = await carrier.track('SIM-00001');
    expect(delivered).toMatchObject({ status: 'delivered', final: true, estimatedDelivery: null });
    expect(delivered!.events.map((e) => `${e.at.slice(11, 16)} ${e.status} ${e.location}`)).toEqual([
      '12:30 delivered Berlin',
      '12:20 out_for_delivery Berlin',
      '12:10 in_transit Leipzig',
      '12:00 label_created Leipzig',
    ]);
  });

  it('answers the same at the same time, whoever asks (nothing random)', async () => {
    const a = new SimulatedCarrier({ clock });
    const b = new SimulatedCarrier({ clock });
    for (const carrier of [a, b]) {
      await carrier.register('SIM-2', {
        shippedAt: '2026-11-26T12:00:00Z',
        pace: { labelCreatedMs: MIN, inTransitMs: 2 * MIN, outForDeliveryMs: 3 * MIN },
      });
    }
    at('2026-11-26T12:04:00Z');
    expect(await a.track('SIM-2')).toEqual(await b.track('SIM-2'));
    expect((await a.track('SIM-2'))!.status).toBe('out_for_delivery');
  });

  it('writes its texts in German when asked', async () => {
    const carrier = new SimulatedCarrier({ clock, language: 'de' });
    await carrier.register('SIM-3', { shippedAt: '2026-11-26T11:00:00Z', pace: 10 * MIN });
    at('2026-11-26T12:00:00Z');
    expect((await carrier.track('SIM-3'))!.events[0].description).toBe('Das Paket wurde zugestellt.');
  });

  it('does not know a number nobody registered', async () => {
    expect(await new SimulatedCarrier({ clock }).track('SIM-unknown')).toBeNull();
  });

  it('takes the same registration twice, and refuses the same number with other details', async () => {
    const store = new InMemorySimulatedShipmentStore();
    const carrier = new SimulatedCarrier({ clock, store });
    await carrier.register('SIM-4', { shippedAt: '2026-11-26T12:00:00Z', pace: 5 * MIN });
    await carrier.register('SIM-4', { shippedAt: '2026-11-26T12:00:00.000Z', pace: 5 * MIN });
    await expect(
      carrier.register('SIM-4', { shippedAt: '2026-11-26T12:00:00Z', pace: 6 * MIN }),
    ).rejects.toBeInstanceOf(SimulatedShipmentConflictError);
    // the registration is what a service stores; another carrier on the same store answers the same
    expect(await store.get('SIM-4')).toEqual({
      trackingNumber: 'SIM-4',
      shippedAt: '2026-11-26T12:00:00.000Z',
      pace: { labelCreatedMs: 5 * MIN, inTransitMs: 5 * MIN, outForDeliveryMs: 5 * MIN },
    });
    at('2026-11-26T12:07:00Z');
    expect(await new SimulatedCarrier({ clock, store }).track('SIM-4')).toEqual(await carrier.track('SIM-4'));
  });

  it.each([
    ['an empty number', '  ', { shippedAt: '2026-11-26T12:00:00Z', pace: MIN }],
    ['a time that is not one', 'SIM-5', { shippedAt: 'tomorrow', pace: MIN }],
    ['a pace of 0', 'SIM-5', { shippedAt: '2026-11-26T12:00:00Z', pace: 0 }],
    [
      'a negative step',
      'SIM-5',
      {
        shippedAt: '2026-11-26T12:00:00Z',
        pace: { labelCreatedMs: MIN, inTransitMs: -1, outForDeliveryMs: MIN },
      },
    ],
  ])('refuses %s', async (_what, number, details) => {
    await expect(new SimulatedCarrier({ clock }).register(number, details)).rejects.toBeInstanceOf(
      RangeError,
    );
  });

  it('moves a scanned parcel on at once, keeps the times it already passed, and stays delivered', async () => {
    const store = new InMemorySimulatedShipmentStore();
    const carrier = new SimulatedCarrier({ clock, store });
    await carrier.register('SIM-6', { shippedAt: '2026-11-26T12:00:00Z', pace: 60 * MIN });
    at('2026-11-26T12:05:00Z');
    expect((await carrier.scan('SIM-6'))!.status).toBe('in_transit');
    at('2026-11-26T12:07:00Z');
    const out = (await carrier.scan('SIM-6'))!;
    expect(out.status).toBe('out_for_delivery');
    // The next window follows the pace from the scan.
    expect(out.estimatedDelivery).toEqual({
      from: '2026-11-26T12:07:00.000Z',
      to: '2026-11-26T13:07:00.000Z',
    });
    at('2026-11-26T12:08:00Z');
    const delivered = (await carrier.scan('SIM-6'))!;
    expect(delivered.events.map((e) => `${e.at.slice(11, 16)} ${e.status}`)).toEqual([
      '12:08 delivered',
      '12:07 out_for_delivery',
      '12:05 in_transit',
      '12:00 label_created',
    ]);
    at('2026-11-26T12:09:00Z');
    expect(await carrier.scan('SIM-6')).toEqual(delivered);
    expect((await store.get('SIM-6'))!.scans).toHaveLength(3);
    // Registering the same parcel again (a retried hand-over) is no conflict and keeps the scans.
    await carrier.register('SIM-6', { shippedAt: '2026-11-26T12:00:00Z', pace: 60 * MIN });
    expect(await carrier.track('SIM-6')).toEqual(delivered);
    expect(await carrier.scan('SIM-unknown')).toBeNull();
  });
});
