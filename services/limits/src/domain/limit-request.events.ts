import { z } from 'zod';
import type { EventCatalogFor } from '@fabelhaft/eventsourcing';
import type { LimitRequestEvent } from './limit-request';

const at = { at: z.string() };

/** The stored shape of every limit request event (ARCHITECTURE §3). */
export const limitRequestEventCatalog: EventCatalogFor<LimitRequestEvent> = {
  LimitRequested: {
    version: 1,
    schema: z.object({
      ...at,
      requestId: z.string(),
      ownerId: z.string(),
      kind: z.enum(['preview', 'edit']),
      bookId: z.string().nullable(),
      email: z.string().nullable(),
      message: z.string(),
    }),
  },
  LimitRequestApproved: {
    version: 1,
    schema: z.object({ ...at, granted: z.number().int(), by: z.string().nullable() }),
  },
  LimitRequestRejected: {
    version: 1,
    schema: z.object({ ...at, reason: z.string(), by: z.string().nullable() }),
  },
};
