import { z } from 'zod';
import type { EventCatalogFor } from '@fabelhaft/eventsourcing';
import type { QuotaAccountEvent } from './quota-account';

// The stored shape of every quota account event (ARCHITECTURE §3): new events are checked against it, stored
// ones are decoded (and upcast from older schema versions) through it.

const at = { at: z.string() };

export const quotaAccountEventCatalog: EventCatalogFor<QuotaAccountEvent> = {
  QuotaAccountOpened: {
    version: 2,
    schema: z.object({
      ...at,
      ownerId: z.string(),
      previewLimit: z.number().int(),
      editLimit: z.number().int(),
    }),
    // v1 (before issue #10, one name per concept) called the account's owner `customerId`.
    upcast: { 1: ({ customerId, ...data }) => ({ ...data, ownerId: customerId }) },
  },
  PreviewReserved: { version: 1, schema: z.object({ ...at, bookId: z.string() }) },
  PreviewReleased: { version: 1, schema: z.object({ ...at, bookId: z.string() }) },
  EditConsumed: { version: 1, schema: z.object({ ...at, editId: z.string(), bookId: z.string() }) },
  EditReturned: { version: 1, schema: z.object({ ...at, editId: z.string() }) },
  // v2 (issue #13) carries the limit after the grant, which limits.v1.*Granted must announce. A v1 event cannot
  // know it (the upcaster sees one event, not the stream): it decodes with null and is not announced again.
  PreviewsGranted: {
    version: 2,
    schema: z.object({
      ...at,
      grantId: z.string(),
      count: z.number().int(),
      previewLimit: z.number().int().nullable(),
    }),
    upcast: { 1: (data) => ({ ...data, previewLimit: null }) },
  },
  EditsGranted: {
    version: 2,
    schema: z.object({
      ...at,
      grantId: z.string(),
      count: z.number().int(),
      editLimit: z.number().int().nullable(),
    }),
    upcast: { 1: (data) => ({ ...data, editLimit: null }) },
  },
};
