import {
  JOURNEY_STATUSES,
  JOURNEY_STEPS,
  JOURNEY_WORDS,
  printJobJourney,
  isSettledJourney,
  journeyStatus,
  journeySteps,
  parcelEventCode,
  type JourneyStatus,
} from './journey';

describe('journeyStatus (issue #24: one status source, ADR 0040)', () => {
  it.each([
    ['pending', undefined, 'printing'],
    ['ready_for_print', undefined, 'printing'],
    ['printed', undefined, 'printed'],
    // the bug: the book page ticked "Shipped" while /tracking said "Label created"
    ['shipped', undefined, 'label_created'],
    ['shipped', 'unknown', 'label_created'],
    ['shipped', 'label_created', 'label_created'],
    ['shipped', 'in_transit', 'in_transit'],
    ['shipped', 'out_for_delivery', 'out_for_delivery'],
    ['shipped', 'ready_for_pickup', 'ready_for_pickup'],
    ['shipped', 'delivered', 'delivered'],
    ['shipped', 'delivery_failed', 'delivery_failed'],
    ['shipped', 'returned', 'returned'],
    ['delivered', undefined, 'delivered'],
    ['failed', undefined, 'print_failed'],
    [' SHIPPED ', 'In_Transit', 'in_transit'],
  ])('%s + parcel %s → %s', (fulfilment, parcel, expected) => {
    expect(journeyStatus(fulfilment, parcel)).toBe(expected);
  });

  it.each([
    ['approved', undefined, 'approved'],
    ['approved', 'submitted', 'approved'],
    ['approved', 'in_production', 'printing'],
    ['approved', 'printed', 'printed'],
    ['printed', 'shipped', 'label_created'],
    ['approved', 'rejected', 'print_failed'],
    ['shipped', 'shipped', 'label_created'],
  ])('%s + print job %s → %s (the print job may be a step ahead of the order item)', (f, job, expected) => {
    expect(journeyStatus(f, undefined, job)).toBe(expected);
  });

  it('/tracking and the book page name a parcel alike: for every parcel status the shipped item says what /tracking says', () => {
    for (const parcel of ['label_created', 'in_transit', 'out_for_delivery', 'delivered'] as const) {
      expect(journeyStatus('shipped', parcel)).toBe(parcel);
    }
  });

  it('is settled at delivered, returned and a failed print only', () => {
    const settled = (
      ['delivered', 'returned', 'print_failed', 'in_transit', 'label_created'] as JourneyStatus[]
    ).filter(isSettledJourney);
    expect(settled).toEqual(['delivered', 'returned', 'print_failed']);
  });
});

describe('journeySteps', () => {
  const states = (status: JourneyStatus) => journeySteps({ status }).map((s) => `${s.status}:${s.state}`);

  it('lists every step, "Delivered" included, with the ones before the status done', () => {
    expect(states('label_created')).toEqual([
      'approved:done',
      'printing:done',
      'printed:done',
      'label_created:current',
      'in_transit:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
    expect(journeySteps({ status: 'printing' }).map((s) => s.status)).toEqual([...JOURNEY_STEPS]);
  });

  it('delivered is done, not under way', () => {
    expect(states('delivered').every((s) => s.endsWith(':done'))).toBe(true);
  });

  it('a turn takes the place of its step', () => {
    expect(states('ready_for_pickup')[5]).toBe('ready_for_pickup:current');
    expect(states('delivery_failed')[5]).toBe('delivery_failed:current');
    expect(states('returned')[6]).toBe('returned:current');
    expect(states('print_failed').slice(0, 3)).toEqual([
      'approved:done',
      'print_failed:current',
      'printed:upcoming',
    ]);
  });

  it('dates each reached step by the approval and the first event of its status; upcoming steps have none', () => {
    const steps = journeySteps({
      status: 'in_transit',
      approvedAt: '2026-11-01T09:00:00Z',
      events: [
        { at: '2026-11-03T08:00:00Z', status: 'in_transit' },
        { at: '2026-11-02T18:00:00Z', status: 'in_transit' },
        { at: '2026-11-02T12:00:00Z', status: 'label_created' },
        { at: '2026-11-04T12:00:00Z', status: 'delivered' },
      ],
    });
    expect(Object.fromEntries(steps.map((s) => [s.status, s.at]))).toEqual({
      approved: '2026-11-01T09:00:00Z',
      printing: undefined,
      printed: undefined,
      label_created: '2026-11-02T12:00:00Z',
      in_transit: '2026-11-02T18:00:00Z',
      out_for_delivery: undefined,
      delivered: undefined,
    });
  });

  it('dates printing and printed by the print job’s events; its requested and shipped only stand in', () => {
    const steps = journeySteps({
      status: 'in_transit',
      events: [{ at: '2026-11-02T18:00:00Z', status: 'in_transit' }],
      printEvents: [
        { at: '2026-11-01T09:00:01Z', status: 'requested' },
        { at: '2026-11-01T09:00:02Z', status: 'submitted' },
        { at: '2026-11-01T10:00:00Z', status: 'in_production' },
        { at: '2026-11-01T11:00:00Z', status: 'printed' },
        { at: '2026-11-01T12:00:00Z', status: 'shipped' },
      ],
    });
    expect(Object.fromEntries(steps.map((s) => [s.status, s.at]))).toEqual({
      approved: '2026-11-01T09:00:01Z',
      printing: '2026-11-01T10:00:00Z',
      printed: '2026-11-01T11:00:00Z',
      label_created: '2026-11-01T12:00:00Z',
      in_transit: '2026-11-02T18:00:00Z',
      out_for_delivery: undefined,
      delivered: undefined,
    });
    // The book's approval and the parcel's own first scan come first where known.
    const better = journeySteps({
      status: 'in_transit',
      approvedAt: '2026-11-01T09:00:00Z',
      events: [{ at: '2026-11-01T12:30:00Z', status: 'label_created' }],
      printEvents: [
        { at: '2026-11-01T09:00:01Z', status: 'requested' },
        { at: '2026-11-01T12:00:00Z', status: 'shipped' },
      ],
    });
    expect(better[0]!.at).toBe('2026-11-01T09:00:00Z');
    expect(better[3]!.at).toBe('2026-11-01T12:30:00Z');
  });
});

describe('printJobJourney and JOURNEY_WORDS (the console names print jobs as the parent sees them)', () => {
  it.each([
    ['requested', 'approved'],
    ['submitted', 'approved'],
    ['accepted', 'approved'],
    ['in_production', 'printing'],
    ['printed', 'printed'],
    ['shipped', 'label_created'],
    ['delivered', 'delivered'],
    ['rejected', 'print_failed'],
    ['cancelled', undefined],
  ])('print job %s → %s', (job, expected) => {
    expect(printJobJourney(job)).toBe(expected);
  });

  it('words every status in German and English, each word once per language', () => {
    for (const lang of ['de', 'en'] as const) {
      const words = JOURNEY_STATUSES.map((s) => JOURNEY_WORDS[lang][s]);
      expect(words.every((w) => typeof w === 'string' && w.length > 0)).toBe(true);
      expect(new Set(words).size).toBe(words.length);
    }
  });
});

describe('parcelEventCode (issue #24: carrier codes → our own texts)', () => {
  it.each([
    ['pre-transit', 'label_created', 'label_created'],
    ['transit', 'in_transit', 'in_transit'],
    ['transit', 'out_for_delivery', 'out_for_delivery'],
    ['transit', 'ready_for_pickup', 'ready_for_pickup'],
    ['transit', 'returned', 'returned'],
    ['delivered', 'delivered', 'delivered'],
    ['failure', 'delivery_failed', 'delivery_failed'],
    ['unknown', 'unknown', 'update'],
    ['SIM-LABEL', 'label_created', 'label_created'],
    ['SIM-TRANSIT', 'in_transit', 'in_transit'],
    ['SIM-OUT', 'out_for_delivery', 'out_for_delivery'],
    ['SIM-DELIVERED', 'delivered', 'delivered'],
    // a code we do not know: the normalised status, else a plain "update"
    ['XYZ', 'in_transit', 'in_transit'],
    ['XYZ', 'unknown', 'update'],
    [undefined, 'bogus', 'update'],
  ])('%s (%s) → %s', (code, status, expected) => {
    expect(parcelEventCode(code, status)).toBe(expected);
  });
});
