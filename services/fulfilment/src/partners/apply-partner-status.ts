import { PartnerPrintJobStatus, DomainError, ErrorCodes } from '@fabelhaft/contracts';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import type { PrintJobRepository } from '../infrastructure/print-job.repository';

export type PartnerStatusOutcome = 'applied' | 'unchanged' | 'ignored';

/**
 * One partner answer (issue #15): validated against the contract, checked to belong to that partner, applied.
 * Bad input, another partner's job or an unknown job change nothing (`ignored`); a duplicate or an answer the
 * job has passed changes nothing (`unchanged`).
 */
export async function applyPartnerStatus(
  printJobs: PrintJobRepository,
  partnerId: string,
  raw: unknown,
  metadata: { correlationId: string; causationId: string | null },
  tx?: SqlExecutor,
): Promise<PartnerStatusOutcome> {
  const parsed = PartnerPrintJobStatus.safeParse(raw);
  if (!parsed.success) return 'ignored';
  const answer = parsed.data;
  try {
    const { events } = await printJobs.handle(
      answer.printJobId,
      {
        type: 'RecordPartnerStatus',
        partnerId,
        partnerJobRef: answer.partnerJobRef,
        status: answer.status,
        reason: answer.reason,
        parcels: answer.parcels,
        occurredAt: answer.occurredAt,
      },
      metadata,
      tx,
    );
    return events.length > 0 ? 'applied' : 'unchanged';
  } catch (e) {
    if (e instanceof DomainError && e.code === ErrorCodes.FULFILMENT_NOT_FOUND) return 'ignored';
    throw e;
  }
}
