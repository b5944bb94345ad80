import { z } from 'zod';
import { BooksEvents, GenerationJobQueue } from '@fabelhaft/contracts';
import { ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';

/** The generation work queue: one message per requested preview, removed once a worker acknowledges it. */
export const GENERATION_JOBS_STREAM = GenerationJobQueue.name;
export const GENERATION_JOBS_SUBJECT = GenerationJobQueue.subjects;
/** Durable consumers (names below the stream; a prefixed stream keeps test runs apart). */
export const GENERATION_POLICY_DURABLE = 'books-generation-policy';
export const GENERATION_WORKER_DURABLE = 'books-generation-worker';

const {
  bookId: _bookId,
  ownerId: _ownerId,
  requestedAt: _at,
  ...requestShape
} = BooksEvents.previewRequestedV1.data.shape;

/** Everything a worker needs to generate one preview; it never reads the books tables. */
export const GenerationJob = z.object({
  bookId: z.string(),
  ownerId: z.string(),
  correlationId: z.string().nullish(),
  requestedAt: z.string(),
  request: z.object(requestShape),
});
export type GenerationJob = z.infer<typeof GenerationJob>;

/** Declares the work queue (workqueue retention: a job is gone once acknowledged). Safe at every start. */
export async function ensureGenerationQueue(nc: NatsConnection, subjects: Subjects): Promise<string> {
  const name = subjects.stream(GENERATION_JOBS_STREAM);
  await ensureStream(nc, {
    name,
    subjects: [subjects.subject(GENERATION_JOBS_SUBJECT)],
    retention: 'workqueue',
  });
  return name;
}
