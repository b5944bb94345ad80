import type { PrintJobSpec } from '../domain/print-job';

/** A job with its files as signed, expiring links (what a partner fetches). */
export interface SignedJob {
  spec: PrintJobSpec;
  files: { kind: 'interior' | 'cover'; url: string; sha256: string; expiresAt: string }[];
}

/**
 * The submission port (issue #15): hands a job to its printing partner, or asks it to cancel.
 *
 * - A NATS partner (`NatsPartnerGateway`): nothing happens at once; the relay publishes
 *   `fulfilment.v1.PrintJobSubmitted` (or `…CancelRequested`) to the partner's own subject after the job's
 *   events commit, and the partner answers on `partner.<partnerId>.print-job.status`.
 * - Gelato (`GelatoPartnerGateway`, libs/printing): its order API is called here, idempotent by the job id;
 *   its webhooks become the same partner-status command.
 */
export interface PartnerGateway {
  /** `partnerJobRef` when the partner answered with one now, else null (it comes with the first answer). */
  submit(job: SignedJob): Promise<{ partnerJobRef: string | null }>;
  /** `cancelled: false` when the partner refuses because production has begun. */
  cancel(printJobId: string, partnerJobRef: string | null): Promise<{ cancelled: boolean }>;
}

export interface PartnerGateways {
  of(partnerId: string): PartnerGateway;
}
