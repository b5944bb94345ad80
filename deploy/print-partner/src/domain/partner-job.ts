import type { Parcel, PartnerPrintJobStatus, PartnerStatus } from '@fabelhaft/contracts';

/**
 * One print job as the simulated print shop keeps it (issue #15, "consumes the contract like a real print
 * shop"): received → (file check) rejected | in_production → printed → shipped; cancelled only while it is
 * still received (before in_production). Pure: the time, the shop's reference and the parcel are passed in.
 */
export interface PartnerJob {
  printJobId: string;
  /** The shop's own reference, sent with every answer. */
  partnerJobRef: string;
  status: PartnerStatus;
  /** The file check has run and found nothing (production may start at nextStepAt). */
  filesAccepted: boolean;
  reason: string | null;
  parcels: Parcel[];
  /** Where the parcel goes (the route the carrier shows). */
  shipTo: { city: string; country: string };
  /** When the next production step is due (ISO 8601); null when nothing more happens on its own. */
  nextStepAt: string | null;
  receivedAt: string;
  updatedAt: string;
}

export interface Decision {
  job: PartnerJob | null;
  /** Answers to publish on the partner's status subject, in order. */
  answers: PartnerPrintJobStatus[];
  /** Why nothing happened, for the log (a duplicate, a cancel too late). */
  ignored?: string;
}

const answer = (job: PartnerJob, at: string): PartnerPrintJobStatus => ({
  printJobId: job.printJobId,
  partnerJobRef: job.partnerJobRef,
  status: job.status,
  reason: job.reason,
  parcels: job.parcels,
  occurredAt: at,
});

const unchanged = (job: PartnerJob | null, ignored: string): Decision => ({ job, answers: [], ignored });

/** A job arrives: the shop confirms it once; the same job again changes nothing. */
export function receiveJob(
  current: PartnerJob | null,
  input: {
    printJobId: string;
    partnerJobRef: string;
    shipTo: { city: string; country: string };
    now: string;
  },
): Decision {
  if (current) return unchanged(current, `job ${input.printJobId} already received (${current.status})`);
  const job: PartnerJob = {
    printJobId: input.printJobId,
    partnerJobRef: input.partnerJobRef,
    status: 'received',
    filesAccepted: false,
    reason: null,
    parcels: [],
    shipTo: input.shipTo,
    nextStepAt: null,
    receivedAt: input.now,
    updatedAt: input.now,
  };
  return { job, answers: [answer(job, input.now)] };
}

/** The file check's outcome: problems reject the job with all of them; none schedule production. */
export function filesChecked(
  current: PartnerJob,
  input: { problems: string[]; now: string; stepMs: number },
): Decision {
  if (current.status !== 'received' || current.filesAccepted)
    return unchanged(
      current,
      `file check of job ${current.printJobId} no longer matters (${current.status})`,
    );
  if (input.problems.length > 0) {
    const job: PartnerJob = {
      ...current,
      status: 'rejected',
      reason: input.problems.join('; ').slice(0, 2000),
      updatedAt: input.now,
    };
    return { job, answers: [answer(job, input.now)] };
  }
  const job: PartnerJob = {
    ...current,
    filesAccepted: true,
    nextStepAt: plus(input.now, input.stepMs),
    updatedAt: input.now,
  };
  return { job, answers: [] };
}

/** issue #15: a job can be cancelled only before it goes into production (a real shop cannot stop a press). */
export function requestCancel(current: PartnerJob | null, input: { reason: string; now: string }): Decision {
  if (!current) return unchanged(null, 'cancel request for a job this shop has not received');
  if (current.status !== 'received')
    return unchanged(
      current,
      `cancel request ignored: job ${current.printJobId} is already ${current.status}`,
    );
  const job: PartnerJob = {
    ...current,
    status: 'cancelled',
    reason: input.reason.slice(0, 2000),
    nextStepAt: null,
    updatedAt: input.now,
  };
  return { job, answers: [answer(job, input.now)] };
}

const NEXT: Partial<Record<PartnerStatus, PartnerStatus>> = {
  received: 'in_production',
  in_production: 'printed',
  printed: 'shipped',
};

/** The step a job takes next, if any. */
export const nextStatus = (job: PartnerJob): PartnerStatus | undefined =>
  job.filesAccepted ? NEXT[job.status] : undefined;

/**
 * Time passes: a due step moves the job on. One step per call; shipping needs the parcel handed to the
 * carrier.
 */
export function advance(
  current: PartnerJob,
  input: { now: string; stepMs: number; parcel?: Parcel },
): Decision {
  const next = nextStatus(current);
  if (!next || !current.nextStepAt) return unchanged(current, `job ${current.printJobId} has no step due`);
  if (next === 'shipped' && !input.parcel)
    return unchanged(current, `job ${current.printJobId} cannot ship without a parcel`);
  if (Date.parse(current.nextStepAt) > Date.parse(input.now))
    return unchanged(current, `job ${current.printJobId}'s next step is due at ${current.nextStepAt}`);
  const job: PartnerJob = {
    ...current,
    status: next,
    parcels: next === 'shipped' && input.parcel ? [input.parcel] : current.parcels,
    nextStepAt: next === 'shipped' ? null : plus(input.now, input.stepMs),
    updatedAt: input.now,
  };
  return { job, answers: [answer(job, input.now)] };
}

/** Is a step of this job waiting for its time? */
export const hasStepDue = (job: PartnerJob, now: string): boolean =>
  job.filesAccepted &&
  job.nextStepAt !== null &&
  NEXT[job.status] !== undefined &&
  Date.parse(job.nextStepAt) <= Date.parse(now);

const plus = (at: string, ms: number): string => new Date(Date.parse(at) + ms).toISOString();
