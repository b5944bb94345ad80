import { jetstream } from '@nats-io/jetstream';
import { BooksEvents } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import type { BooksPolicyDeps } from '../books.policies';
import {
  ensureGenerationQueue,
  GENERATION_JOBS_SUBJECT,
  GENERATION_POLICY_DURABLE,
  type GenerationJob,
} from './generation-job';

/**
 * PreviewRequested → one generation job on `jobs.generation`. The job's Nats-Msg-Id is the event's id, so a
 * redelivered event (a crash between the publish and the commit of the handled-message record) is
 * de-duplicated by JetStream; the idempotent consumer makes every later redelivery a no-op.
 */
export const enqueueGenerationWhenPreviewRequested = definePolicy<BooksPolicyDeps>({
  name: GENERATION_POLICY_DURABLE,
  stream: BooksEvents.previewRequestedV1.stream,
  filterSubject: BooksEvents.previewRequestedV1.subject,
  // The work queue the jobs go to exists before the first job is published.
  prepare: async ({ nc, subjects }) => {
    await ensureGenerationQueue(nc, subjects);
  },
  handle: async (envelope, { nc, subjects, message }) => {
    const { bookId, ownerId, requestedAt, ...request } = BooksEvents.previewRequestedV1.data.parse(
      envelope.data,
    );
    const job: GenerationJob = {
      bookId,
      ownerId,
      correlationId: envelope.correlationId ?? null,
      requestedAt,
      request,
    };
    await jetstream(nc).publish(subjects.subject(GENERATION_JOBS_SUBJECT), JSON.stringify(job), {
      msgID: message.messageId,
    });
  },
});
