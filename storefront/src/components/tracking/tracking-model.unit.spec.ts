import { ApiError } from '../../api/client';
import {
  canSubmitTracking,
  carrierName,
  deliveryWindow,
  formatDeliveryDay,
  formatEventTime,
  safeCarrierUrl,
  trackingErrorKind,
  trackingHref,
  trackingPath,
  eventKey,
  journeyKey,
  parcelJourney,
  trackingStatusTone,
} from './tracking-model';
import { JOURNEY_STATUSES, PARCEL_EVENT_CODES } from '@fabelhaft/contracts/journey';
import journey from '../../i18n/texts/journey';

const plain = (s: string | undefined) => s?.replace(/\u00a0|\u202f/g, ' ');

describe('tracking model (spec §2 Tracking, §5, §8)', () => {
  it('disables the lookup when the number is empty after trimming or a lookup is pending', () => {
    expect(canSubmitTracking('', false)).toBe(false);
    expect(canSubmitTracking('   ', false)).toBe(false);
    expect(canSubmitTracking('00340434161094015902', true)).toBe(false);
    expect(canSubmitTracking(' 00340434161094015902 ', false)).toBe(true);
  });

  it('words every journey status and every event code in German and English (issue #24)', () => {
    for (const status of JOURNEY_STATUSES) {
      expect(journeyKey(status)).toBe(`journey.status.${status}`);
      expect(journey.de.status[status]).toBeTruthy();
      expect(journey.en.status[status]).toBeTruthy();
      expect(journey.de.status[status]).not.toBe(journey.en.status[status]);
    }
    for (const code of PARCEL_EVENT_CODES) {
      expect(journey.de.events[code]).toBeTruthy();
      expect(journey.en.events[code]).toBeTruthy();
    }
  });

  it('names a parcel on /tracking as the book page names a shipped item', () => {
    expect(parcelJourney('in_transit')).toBe('in_transit');
    expect(parcelJourney('unknown')).toBe('label_created');
    expect(parcelJourney('Delivered')).toBe('delivered');
  });

  it('words an event by our code, or by its status when the answer has none', () => {
    expect(eventKey({ code: 'out_for_delivery', status: 'in_transit' })).toBe(
      'journey.events.out_for_delivery',
    );
    expect(eventKey({ status: 'delivered' })).toBe('journey.events.delivered');
    expect(eventKey({ code: 'bogus', status: 'unknown' })).toBe('journey.events.update');
  });

  it('gives delivered a success tone, trouble a danger tone and a parcel waiting for pickup a warning', () => {
    expect(trackingStatusTone('delivered')).toBe('success');
    expect(trackingStatusTone('in_transit')).toBe('info');
    expect(trackingStatusTone('out_for_delivery')).toBe('info');
    expect(trackingStatusTone('label_created')).toBe('info');
    expect(trackingStatusTone('ready_for_pickup')).toBe('warning');
    expect(trackingStatusTone('delivery_failed')).toBe('danger');
    expect(trackingStatusTone('returned')).toBe('danger');
    expect(trackingStatusTone('unknown')).toBe('secondary');
    expect(trackingStatusTone(undefined)).toBe('secondary');
  });

  it('tells a missing shipment (404) and too many lookups (429) from any other failure', () => {
    expect(
      trackingErrorKind(new ApiError(404, 'We could not find that shipment.', 'TRACKING.NOT_FOUND')),
    ).toBe('notFound');
    expect(trackingErrorKind(new ApiError(429, 'Too many requests', 'COMMON.RATE_LIMITED'))).toBe('tooMany');
    expect(trackingErrorKind(new ApiError(500, undefined, undefined))).toBe('generic');
    expect(trackingErrorKind(new ApiError(0, undefined, 'NETWORK'))).toBe('generic');
    expect(trackingErrorKind(new Error('boom'))).toBe('generic');
  });

  it('writes the estimated delivery in the site language: "Tue, 1 Dec – Thu, 3 Dec" / "Di., 1. Dez. – Do., 3. Dez."', () => {
    const window = { from: '2026-12-01', to: '2026-12-03' };
    expect(deliveryWindow(window, 'en')).toEqual({ kind: 'range', from: 'Tue, 1 Dec', to: 'Thu, 3 Dec' });
    expect(deliveryWindow(window, 'de')).toEqual({ kind: 'range', from: 'Di., 1. Dez.', to: 'Do., 3. Dez.' });
  });

  it('reads a date-only window as that calendar day in any time zone, a timestamp in the given zone', () => {
    expect(formatDeliveryDay('2026-12-01', 'en', 'America/Los_Angeles')).toBe('Tue, 1 Dec');
    expect(formatDeliveryDay('2026-12-01T23:30:00Z', 'en', 'Europe/Berlin')).toBe('Wed, 2 Dec');
    expect(formatDeliveryDay('not a date', 'en')).toBeUndefined();
  });

  it('shows one day, an open end, or nothing when there is no estimate', () => {
    expect(deliveryWindow({ from: '2026-12-02', to: '2026-12-02' }, 'en')).toEqual({
      kind: 'day',
      date: 'Wed, 2 Dec',
    });
    expect(deliveryWindow({ from: '2026-12-02', to: null }, 'de')).toEqual({
      kind: 'from',
      date: 'Mi., 2. Dez.',
    });
    expect(deliveryWindow({ from: null, to: '2026-12-04' }, 'en')).toEqual({
      kind: 'to',
      date: 'Fri, 4 Dec',
    });
    expect(deliveryWindow({ from: null, to: null }, 'en')).toBeUndefined();
    expect(deliveryWindow(null, 'en')).toBeUndefined();
  });

  it('writes an event time with date and clock in the site language', () => {
    expect(plain(formatEventTime('2026-11-30T13:05:00Z', 'en', 'Europe/Berlin'))).toBe('30 Nov 2026, 14:05');
    expect(plain(formatEventTime('2026-11-30T13:05:00Z', 'de', 'Europe/Berlin'))).toBe('30.11.2026, 14:05');
    expect(formatEventTime('yesterday', 'en')).toBe('yesterday');
  });

  it('links to /tracking?number=… and looks up /tracking/{number}, both encoded', () => {
    expect(trackingHref(' 0034 0434/1 ')).toBe('/tracking?number=0034%200434%2F1');
    expect(trackingPath('JJD/01')).toBe('/tracking/JJD%2F01');
  });

  it('links only to web pages of the carrier and names known carriers', () => {
    expect(safeCarrierUrl('https://www.dhl.de/de/privatkunden.html?piececode=1')).toBe(
      'https://www.dhl.de/de/privatkunden.html?piececode=1',
    );
    expect(safeCarrierUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeCarrierUrl('not a url')).toBeUndefined();
    expect(safeCarrierUrl(null)).toBeUndefined();
    expect(carrierName('dhl')).toBe('DHL');
    expect(carrierName('Simulated Post')).toBe('Simulated Post');
  });
});
