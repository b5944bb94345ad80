import { z } from 'zod';
import { PreviewRequestDetails } from '@fabelhaft/contracts';
import type { EventCatalogFor } from '@fabelhaft/eventsourcing';
import type { BookEvent } from './book';

// The stored shape of every book event (ARCHITECTURE §3): new events are checked against it, stored ones are
// decoded (and upcast from older schema versions) through it. A change to an event's data gets a new version
// here with an upcaster from the previous one.

const ids = { bookId: z.string(), ownerId: z.string(), at: z.string() };
const format = z.enum(['booklet', 'board']);
const producedFiles = z.object({
  printInteriorKey: z.string(),
  printCoverKey: z.string(),
  downloadKey: z.string(),
  preflightKey: z.string(),
  preflightPassed: z.boolean(),
  // issue #15: added without a new version (optional: older events lack them).
  pageCount: z.number().int().min(1).optional(),
  binding: z.enum(['left', 'right']).optional(),
  pages: z.array(
    z.object({
      pageType: z.enum(['cover', 'other']),
      pageNumber: z.number().int(),
      imageKey: z.string(),
      altText: z.string(),
      // issue #28: added without a new version (optional: older events and silent books lack it).
      audio: z
        .array(z.object({ language: z.string(), audioKey: z.string(), durationMs: z.number().int().min(0) }))
        .optional(),
    }),
  ),
});

const revisionIds = { ...ids, revisionId: z.string(), revision: z.number().int().min(1) };
const revisionChange = z
  .object({ target: z.string(), action: z.string(), rationale: z.string() })
  .catchall(z.unknown());

export const bookEventCatalog: EventCatalogFor<BookEvent> = {
  BookPreviewRequested: { version: 1, schema: z.object({ ...ids, ...PreviewRequestDetails.shape }) },
  BookPreviewStarted: { version: 1, schema: z.object(ids) },
  BookPreviewCompleted: {
    version: 1,
    schema: z.object({
      ...ids,
      preview: z.record(z.string(), z.unknown()),
      title: z.string().nullable(),
      format: z.string().nullable(),
      coverKey: z.string().nullable(),
    }),
  },
  BookPreviewFailed: { version: 1, schema: z.object({ ...ids, reason: z.string() }) },
  BookPreviewReservationReleased: { version: 1, schema: z.object(ids) },
  BookPreviewDeleted: { version: 1, schema: z.object(ids) },
  BookProductionRequested: {
    version: 1,
    schema: z.object({ ...ids, orderId: z.string(), format, attempt: z.number().int() }),
  },
  BookProductionStarted: { version: 1, schema: z.object({ ...ids, attempt: z.number().int() }) },
  BookProductionRunning: { version: 1, schema: z.object({ ...ids, attempt: z.number().int() }) },
  BookProduced: {
    version: 1,
    schema: z.object({ ...ids, orderId: z.string().nullish(), files: producedFiles }),
  },
  BookProductionFailed: {
    version: 1,
    schema: z.object({ ...ids, orderId: z.string().nullish(), reason: z.string() }),
  },
  BookPaymentStatusChanged: {
    version: 1,
    schema: z.object({
      ...ids,
      orderId: z.string(),
      paymentStatus: z.enum(['none', 'pending', 'success', 'failed']),
    }),
  },
  // issue #14: revisions.
  BookRevisionApplied: {
    version: 1,
    schema: z.object({
      ...revisionIds,
      baseRevision: z.number().int().min(0),
      sessionId: z.string(),
      changes: z.array(revisionChange).min(1),
      notes: z.string().nullable(),
    }),
  },
  BookRevisionStarted: { version: 1, schema: z.object(revisionIds) },
  BookRevisionProduced: {
    version: 1,
    schema: z.object({ ...revisionIds, files: producedFiles, pages: z.array(z.number().int()) }),
  },
  // issue #15: approval for print.
  BookApproved: {
    version: 1,
    schema: z.object({
      ...ids,
      orderId: z.string(),
      revision: z.number().int().min(0),
      format,
      pageCount: z.number().int().min(1),
      binding: z.enum(['left', 'right']),
      printInteriorKey: z.string(),
      printCoverKey: z.string(),
    }),
  },
  // issue #23: the likeness check of a revision's pictures.
  BookLikenessChecked: {
    version: 1,
    schema: z.object({
      ...ids,
      revision: z.number().int().min(0),
      likeness: z.object({
        checker: z.string(),
        passed: z.boolean(),
        pagesChecked: z.number().int().min(0),
        characters: z.array(
          z.object({
            characterId: z.string(),
            name: z.string(),
            pages: z.number().int().min(0),
            failing: z.array(z.number().int()),
          }),
        ),
        problems: z.array(
          z.object({
            page: z.number().int(),
            characterId: z.string(),
            name: z.string(),
            onPage: z.boolean(),
            differences: z.array(z.object({ part: z.string(), note: z.string() })),
          }),
        ),
        remade: z.array(z.number().int()),
        unchecked: z.array(z.number().int()),
      }),
    }),
  },
  // issue #28 part 4: the listening link (ADR 0038); private, never relayed (the token is a credential).
  BookListeningLinkMinted: { version: 1, schema: z.object({ ...ids, token: z.string() }) },
  BookListeningLinkEnabled: { version: 1, schema: z.object(ids) },
  BookListeningLinkDisabled: { version: 1, schema: z.object(ids) },
  BookListeningLinkRenewed: { version: 1, schema: z.object({ ...ids, token: z.string() }) },
  BookRevisionFailed: {
    version: 1,
    schema: z.object({
      ...ids,
      revisionId: z.string(),
      revision: z.number().int().min(1).nullable(),
      sessionId: z.string(),
      reason: z.string(),
    }),
  },
};
