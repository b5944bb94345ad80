import { ErrorCodes } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import {
  estimatedDeliveryOf,
  evolve,
  initialShipment,
  type ShipmentEvent,
  type TrackedEvent,
} from './shipment';
import { decide, type ShipmentCommand } from './shipment.decide';

const now = new Date('2026-11-24T10:00:00.000Z');
const at = now.toISOString();
const given = deciderSpec({ initialState: initialShipment, evolve, decide }, now);

const parcel = {
  trackingNumber: '00340434161094042557',
  carrier: 'dhl',
  trackingUrl:
    'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
  ownerId: 'anna',
  orderId: 'order-1',
  itemId: 'item-1',
  bookId: 'book-1',
  printJobId: 'job-1',
  promisedDelivery: { from: '2026-11-26', to: '2026-11-28' },
};
const register: ShipmentCommand = { type: 'RegisterShipment', shipment: parcel };
const registered: ShipmentEvent = { type: 'ShipmentRegistered', data: { ...parcel, at } };

const pickedUp: TrackedEvent = {
  at: '2026-11-24T08:00:00+01:00',
  status: 'in_transit',
  carrierStatusCode: 'transit',
  description: 'The shipment has been picked up',
  location: 'Leipzig, DE',
};
const delivered: TrackedEvent = {
  at: '2026-11-25T11:00:00+01:00',
  status: 'delivered',
  carrierStatusCode: 'delivered',
  description: 'Delivered',
  location: 'Berlin, DE',
};
const window = { from: '2026-11-25T09:00:00+01:00', to: '2026-11-25T13:00:00+01:00' };
const inTransitReading: ShipmentCommand = {
  type: 'RecordCarrierReading',
  reading: {
    status: 'in_transit',
    carrierStatusCode: 'transit',
    estimatedDelivery: window,
    events: [pickedUp],
    final: false,
  },
};
const inTransit: ShipmentEvent = {
  type: 'ShipmentUpdated',
  data: {
    ref: { carrier: 'dhl', ownerId: 'anna', orderId: 'order-1', itemId: 'item-1', printJobId: 'job-1' },
    previousStatus: 'label_created',
    ...(inTransitReading as Extract<ShipmentCommand, { type: 'RecordCarrierReading' }>).reading,
    shownEstimatedDelivery: window,
    at,
  },
} as ShipmentEvent;
const deliveredReading: ShipmentCommand = {
  type: 'RecordCarrierReading',
  reading: {
    status: 'delivered',
    carrierStatusCode: 'delivered',
    estimatedDelivery: null,
    events: [delivered, pickedUp],
    final: true,
  },
};

describe('Shipment decider', () => {
  it('registers a shipped parcel with its owner, order, job, carrier and the promised window', () => {
    given().when(register).then([registered]);
    const state = given(registered).state();
    expect(state).toMatchObject({
      registered: true,
      status: 'label_created',
      final: false,
      handedOver: false,
    });
  });

  it('registers a parcel once: the same shipped news again changes nothing', () => {
    given(registered).when(register).thenNothingHappened();
  });

  it('records the carrier saying something new, with the status it had before', () => {
    given(registered).when(inTransitReading).then([inTransit]);
  });

  it('ignores a reading that says nothing new', () => {
    given(registered, inTransit).when(inTransitReading).thenNothingHappened();
  });

  it('records new events or a new window even when the status stays', () => {
    const later: ShipmentCommand = {
      type: 'RecordCarrierReading',
      reading: {
        ...(inTransitReading as Extract<ShipmentCommand, { type: 'RecordCarrierReading' }>).reading,
        estimatedDelivery: { from: '2026-11-26', to: '2026-11-26' },
      },
    };
    const [event] = decide(later, given(registered, inTransit).state(), now);
    expect(event).toMatchObject({
      type: 'ShipmentUpdated',
      data: { previousStatus: 'in_transit', status: 'in_transit' },
    });
  });

  it('becomes final at delivered and takes no more readings', () => {
    const [event] = decide(deliveredReading, given(registered, inTransit).state(), now);
    expect(event).toMatchObject({ data: { previousStatus: 'in_transit', status: 'delivered', final: true } });
    given(registered, inTransit, event!).when(inTransitReading).thenNothingHappened();
    expect(given(registered, inTransit, event!).state()).toMatchObject({ final: true, status: 'delivered' });
  });

  it('refuses a reading for a parcel it does not know', () => {
    given()
      .when(inTransitReading)
      .thenThrows(ErrorCodes.TRACKING_NOT_FOUND, 'We could not find that shipment.');
  });

  it('takes the partner promise until the carrier has the parcel, once', () => {
    const promise = { from: '2026-11-27', to: '2026-11-29' };
    const command: ShipmentCommand = { type: 'RecordPromisedDelivery', promisedDelivery: promise };
    given(registered)
      .when(command)
      .then([{ type: 'PromisedDeliveryRecorded', data: { promisedDelivery: promise, at } }]);
    given(registered)
      .when({ type: 'RecordPromisedDelivery', promisedDelivery: parcel.promisedDelivery })
      .thenNothingHappened();
    given(registered, inTransit).when(command).thenNothingHappened();
    given().when(command).thenNothingHappened();
  });

  it('shows the promise before hand-over, the carrier window after, nothing once final', () => {
    const before = given(registered).state();
    if (!before.registered) throw new Error('registered');
    expect(estimatedDeliveryOf(before)).toEqual(parcel.promisedDelivery);
    const after = given(registered, inTransit).state();
    if (!after.registered) throw new Error('registered');
    expect(estimatedDeliveryOf(after)).toEqual(window);
    const [done] = decide(deliveredReading, after, now);
    const final = given(registered, inTransit, done!).state();
    if (!final.registered) throw new Error('registered');
    expect(estimatedDeliveryOf(final)).toBeNull();
  });
});
