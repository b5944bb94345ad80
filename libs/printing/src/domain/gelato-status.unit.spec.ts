import {
  GELATO_STATUSES_LEFT_UNMAPPED,
  GELATO_STATUS_MAP,
  mapGelatoFulfillmentStatus,
} from './gelato-status';

describe('Gelato fulfilment status → partner contract status', () => {
  it.each([
    ['created', 'received'],
    ['uploading', 'received'],
    ['passed', 'received'],
    ['pending_approval', 'received'],
    ['in_production', 'in_production'],
    ['printed', 'printed'],
    ['shipped', 'shipped'],
    ['in_transit', 'shipped'],
    ['delivered', 'shipped'],
    ['canceled', 'cancelled'],
    ['failed', 'rejected'],
  ])('maps %s to %s', (gelato, contract) => {
    expect(mapGelatoFulfillmentStatus(gelato)).toEqual({ kind: 'mapped', status: contract });
  });

  it.each(Object.keys(GELATO_STATUSES_LEFT_UNMAPPED))(
    'leaves the documented %s unmapped on purpose',
    (gelato) => {
      expect(mapGelatoFulfillmentStatus(gelato)).toEqual({ kind: 'unmapped', gelatoStatus: gelato });
    },
  );

  it.each(['teleported', 'SHIPPED', '', 'constructor', 'toString', '__proto__'])(
    'answers an unknown status %p as unmapped instead of guessing',
    (gelato) => {
      expect(mapGelatoFulfillmentStatus(gelato)).toEqual({ kind: 'unmapped', gelatoStatus: gelato });
    },
  );

  it('decides every status Gelato documents exactly once', () => {
    const documented = [
      'created',
      'uploading',
      'passed',
      'in_production',
      'printed',
      'draft',
      'failed',
      'canceled',
      'pending_approval',
      'pending_personalization',
      'digitizing',
      'shipped',
      'not_connected',
      'on_hold',
      'in_transit',
      'delivered',
      'returned',
    ];
    for (const status of documented) {
      const mapped = Object.hasOwn(GELATO_STATUS_MAP, status);
      const leftOut = Object.hasOwn(GELATO_STATUSES_LEFT_UNMAPPED, status);
      expect({ status, decided: mapped !== leftOut }).toEqual({ status, decided: true });
    }
  });
});
