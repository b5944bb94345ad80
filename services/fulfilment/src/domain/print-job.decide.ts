import type { Parcel, PartnerStatus } from '@fabelhaft/contracts';
import {
  isFinal,
  JOB_STATUS_OF_PARTNER,
  STATUS_STEP,
  type JobRefs,
  type PrintJob,
  type PrintJobEvent,
  type PrintJobSpec,
} from './print-job';
import { cancelNotAllowed, printJobNotFound, reprintNotAllowed } from './print-job.errors';

export type PrintJobCommand =
  /**
   * Create the job and hand it to its partner. `partnerJobRef` is the partner's reference when the submission
   * answered with one (Gelato), null for a NATS partner (its first answer carries it).
   */
  | { type: 'RequestPrintJob'; spec: PrintJobSpec; partnerJobRef: string | null }
  | {
      type: 'RecordPartnerStatus';
      partnerId: string;
      partnerJobRef: string;
      status: PartnerStatus;
      reason: string | null;
      parcels: Parcel[];
      occurredAt: string;
    }
  | { type: 'CancelPrintJob'; reason: string }
  /** The carrier delivered the last parcel (tracking). */
  | { type: 'RecordDelivered'; occurredAt: string }
  | { type: 'MarkReprinted'; newPrintJobId: string; reason: string };

export function decide(command: PrintJobCommand, state: PrintJob, now: Date): PrintJobEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'RequestPrintJob': {
      // A redelivered approval meets the job it already made.
      if (state.exists) return [];
      return [
        { type: 'PrintJobRequested', data: { ...command.spec, at } },
        { type: 'PrintJobSubmitted', data: { ...command.spec, partnerJobRef: command.partnerJobRef, at } },
      ];
    }
    case 'RecordPartnerStatus': {
      // Only the job's own partner may move it; another partner learns nothing about it.
      if (!state.exists || state.spec?.partnerId !== command.partnerId) throw printJobNotFound();
      const next = jobStatusOfAnswer(command);
      if (!mayMove(state, next)) return [];
      return [
        {
          type: 'PrintJobStatusChanged',
          data: {
            ...refsOf(state.spec),
            status: next,
            source: 'partner',
            partnerStatus: command.status,
            partnerJobRef: command.partnerJobRef,
            reason: next === 'rejected' || next === 'cancelled' ? (command.reason ?? null) : null,
            parcels: next === 'shipped' ? command.parcels : state.parcels,
            occurredAt: command.occurredAt,
            at,
          },
        },
      ];
    }
    case 'CancelPrintJob': {
      if (!state.exists || !state.spec) throw printJobNotFound();
      if (state.status === 'cancelled') return [];
      if (!mayMove(state, 'cancelled')) throw cancelNotAllowed();
      return [
        {
          type: 'PrintJobCancelRequested',
          data: {
            printJobId: state.spec.printJobId,
            partnerId: state.spec.partnerId,
            partnerJobRef: state.partnerJobRef,
            reason: command.reason,
            at,
          },
        },
        {
          type: 'PrintJobStatusChanged',
          data: {
            ...refsOf(state.spec),
            status: 'cancelled',
            source: 'support',
            partnerStatus: null,
            partnerJobRef: null,
            reason: command.reason,
            parcels: [],
            occurredAt: at,
            at,
          },
        },
      ];
    }
    case 'RecordDelivered': {
      if (!state.exists || !state.spec) throw printJobNotFound();
      if (state.status !== 'shipped') return [];
      return [
        {
          type: 'PrintJobStatusChanged',
          data: {
            ...refsOf(state.spec),
            status: 'delivered',
            source: 'carrier',
            partnerStatus: null,
            partnerJobRef: null,
            reason: null,
            parcels: state.parcels,
            occurredAt: command.occurredAt,
            at,
          },
        },
      ];
    }
    case 'MarkReprinted': {
      if (!state.exists || !state.spec) throw printJobNotFound();
      if (state.reprintedAs === command.newPrintJobId) return [];
      if (state.reprintedAs || !REPRINTABLE.has(state.status)) throw reprintNotAllowed();
      return [
        {
          type: 'PrintJobReprinted',
          data: {
            printJobId: state.spec.printJobId,
            newPrintJobId: command.newPrintJobId,
            reason: command.reason,
            at,
          },
        },
      ];
    }
  }
}

const refsOf = ({ printJobId, orderId, itemId, bookId, ownerId }: PrintJobSpec): JobRefs => ({
  printJobId,
  orderId,
  itemId,
  bookId,
  ownerId,
});

const REPRINTABLE = new Set(['rejected', 'cancelled', 'shipped', 'delivered']);

/**
 * The job status a partner's answer means. `shipped` needs parcels (docs/asyncapi.yaml): a shipped word without
 * any — Gelato's status event carries tracking codes only "if they are available", the code may follow in
 * `order_item_tracking_code_updated` — says no more than `printed`. Were it taken as shipped, the answer that
 * names the parcel would be a duplicate, and the parcel would never be tracked.
 */
function jobStatusOfAnswer(command: { status: PartnerStatus; parcels: Parcel[] }): PrintJob['status'] {
  if (command.status === 'shipped' && command.parcels.length === 0) return 'printed';
  return JOB_STATUS_OF_PARTNER[command.status];
}

/**
 * Forward only (issue #15): a final job stays where it is; a partner's word for a step the job has passed is
 * ignored; rejected only before printed, cancelled only before in_production, delivered only from shipped.
 */
function mayMove(state: PrintJob, next: PrintJob['status']): boolean {
  if (isFinal(state.status) || state.status === next) return false;
  if (next === 'rejected') return STATUS_STEP[state.status] < STATUS_STEP.printed;
  if (next === 'cancelled') return STATUS_STEP[state.status] < STATUS_STEP.in_production;
  if (next === 'delivered') return state.status === 'shipped';
  return STATUS_STEP[next] > STATUS_STEP[state.status];
}
