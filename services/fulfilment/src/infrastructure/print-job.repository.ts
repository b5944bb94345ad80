import { EventSourcedRepository, type EventStore } from '@fabelhaft/eventsourcing';
import { evolve, initialPrintJob, type PrintJob, type PrintJobEvent } from '../domain/print-job';
import { decide, type PrintJobCommand } from '../domain/print-job.decide';

export type PrintJobRepository = EventSourcedRepository<PrintJob, PrintJobCommand, PrintJobEvent>;

export const PRINT_JOB_STREAM_PREFIX = 'print-job-';
export const printJobStreamId = (printJobId: string) => `${PRINT_JOB_STREAM_PREFIX}${printJobId}`;

export function printJobRepository(store: EventStore): PrintJobRepository {
  return new EventSourcedRepository(
    store,
    { initialState: initialPrintJob, evolve, decide },
    // A partner's answers, support and the carrier meet on one stream: each re-decides after the other's write.
    { streamId: printJobStreamId, maxRetries: 10 },
  );
}
