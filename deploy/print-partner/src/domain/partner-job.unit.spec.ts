import { advance, filesChecked, hasStepDue, receiveJob, requestCancel, type PartnerJob } from './partner-job';

const T0 = '2026-11-24T08:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const parcel = { carrier: 'dhl', trackingNumber: '00340434123456789012', trackingUrl: 'http://x/parcels/1' };
const receive = () =>
  receiveJob(null, {
    printJobId: 'pj_1',
    partnerJobRef: 'PS-AAAAAAAAAA',
    shipTo: { city: 'Berlin', country: 'DE' },
    now: T0,
  }).job!;
const accepted = () => filesChecked(receive(), { problems: [], now: T0, stepMs: 1000 }).job!;

describe('a print job at the simulated shop', () => {
  it('given no job, when it arrives, then the shop answers received with its reference', () => {
    const decision = receiveJob(null, {
      printJobId: 'pj_1',
      partnerJobRef: 'PS-AAAAAAAAAA',
      shipTo: { city: 'Berlin', country: 'DE' },
      now: T0,
    });
    expect(decision.answers).toEqual([
      {
        printJobId: 'pj_1',
        partnerJobRef: 'PS-AAAAAAAAAA',
        status: 'received',
        reason: null,
        parcels: [],
        occurredAt: T0,
      },
    ]);
  });

  it('given a received job, when it arrives again, then nothing happens', () => {
    const job = receive();
    const decision = receiveJob(job, {
      printJobId: 'pj_1',
      partnerJobRef: 'PS-AAAAAAAAAA',
      shipTo: { city: 'Berlin', country: 'DE' },
      now: at(5),
    });
    expect(decision.answers).toEqual([]);
    expect(decision.job).toBe(job);
    expect(decision.ignored).toMatch(/already received/);
  });

  it('given a received job, when its files have problems, then it is rejected with all of them', () => {
    const decision = filesChecked(receive(), { problems: ['a', 'b'], now: at(1), stepMs: 1000 });
    expect(decision.answers.map((a) => [a.status, a.reason])).toEqual([['rejected', 'a; b']]);
  });

  it('given good files, when time passes, then in_production → printed → shipped, one step per due time', () => {
    let job: PartnerJob = accepted();
    expect(job.nextStepAt).toBe(at(1000));
    expect(hasStepDue(job, at(999))).toBe(false);
    expect(advance(job, { now: at(999), stepMs: 1000 }).answers).toEqual([]);
    const seen: string[] = [];
    for (const now of [at(1000), at(2000), at(3000)]) {
      const decision = advance(job, { now, stepMs: 1000, parcel });
      seen.push(...decision.answers.map((a) => a.status));
      job = decision.job!;
    }
    expect(seen).toEqual(['in_production', 'printed', 'shipped']);
    expect(job.parcels).toEqual([parcel]);
    expect(job.nextStepAt).toBeNull();
    expect(advance(job, { now: at(9000), stepMs: 1000, parcel }).answers).toEqual([]);
  });

  it('given a printed job, when the parcel is not handed over yet, then it does not ship', () => {
    let job = accepted();
    job = advance(job, { now: at(1000), stepMs: 1000 }).job!;
    job = advance(job, { now: at(2000), stepMs: 1000 }).job!;
    expect(job.status).toBe('printed');
    expect(advance(job, { now: at(3000), stepMs: 1000 }).answers).toEqual([]);
  });

  it('given a received job, when a cancel comes, then it is cancelled and nothing more happens', () => {
    const decision = requestCancel(accepted(), { reason: 'Customer asked', now: at(10) });
    expect(decision.answers.map((a) => [a.status, a.reason])).toEqual([['cancelled', 'Customer asked']]);
    expect(advance(decision.job!, { now: at(5000), stepMs: 1000, parcel }).answers).toEqual([]);
    expect(filesChecked(decision.job!, { problems: [], now: at(11), stepMs: 1000 }).answers).toEqual([]);
  });

  it('given a job in production, when a cancel comes, then it is ignored (the press cannot stop)', () => {
    const job = advance(accepted(), { now: at(1000), stepMs: 1000 }).job!;
    const decision = requestCancel(job, { reason: 'Too late', now: at(1001) });
    expect(decision.answers).toEqual([]);
    expect(decision.ignored).toBe('cancel request ignored: job pj_1 is already in_production');
  });

  it('given no job, when a cancel comes, then nothing happens', () => {
    expect(requestCancel(null, { reason: 'x', now: T0 }).answers).toEqual([]);
  });
});
