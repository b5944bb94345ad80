import type { BookWriter, StoryPlan } from '@fabelhaft/book-engine';
import type { ObjectStorage } from '@fabelhaft/storage';
import { planKey } from './book-files';

/**
 * Production's first stage after payment (issue #21): the full book's pages written for the format and the
 * age band (`BookWriter`: embedded, or one model call per book), stored in the book's `plan.json` beside the
 * plan it was written from. A plan that already carries a manuscript for the format is taken as it is, so a
 * redelivered job, a restart after a crash or a support retry never writes (or pays for) the book again; the
 * put is one atomic write of the whole plan, so a crash leaves either the old plan or the written one.
 * Revisions build on this plan, so refinement edits the written text (ADR 0008 addendum, ADR 0021).
 */
export async function writtenPlanOf(
  storage: ObjectStorage,
  writer: BookWriter,
  book: { ownerId: string; bookId: string },
  plan: StoryPlan,
  format: 'booklet' | 'board',
): Promise<{ plan: StoryPlan; written: boolean }> {
  if (plan.manuscript?.format === format) return { plan, written: false };
  const manuscript = await writer.writeBook(plan, format);
  const written: StoryPlan = { ...plan, manuscript };
  await storage.put(planKey(book.ownerId, book.bookId), Buffer.from(JSON.stringify(written)), {
    contentType: 'application/json',
  });
  return { plan: written, written: true };
}
