import { z } from 'zod';
import { PlannedChangeData, PlannedChangeView } from '@fabelhaft/contracts';
import type { EventCatalogFor } from '@fabelhaft/eventsourcing';
import type { RefinementSessionEvent } from './refinement-session';

// The stored shape of every session event (ADR 0013): new events are checked against it, stored ones are decoded
// through it.

const at = { at: z.string() };
const revisionId = { revisionId: z.string() };

export const refinementSessionEventCatalog: EventCatalogFor<RefinementSessionEvent> = {
  SessionOpened: {
    version: 1,
    schema: z.object({
      ...at,
      sessionId: z.string(),
      bookId: z.string(),
      ownerId: z.string(),
      number: z.number().int().min(1),
    }),
  },
  MessageReceived: {
    version: 1,
    schema: z.object({
      ...at,
      messageId: z.string(),
      content: z.string(),
      focusPages: z.array(z.number().int()),
    }),
  },
  PlanProposed: {
    version: 1,
    schema: z.object({
      ...at,
      messageId: z.string(),
      inReplyTo: z.string(),
      planNumber: z.number().int().min(1),
      changes: z.array(PlannedChangeData).min(1),
      views: z.array(PlannedChangeView),
      summary: z.string(),
    }),
  },
  ClarificationAsked: {
    version: 1,
    schema: z.object({ ...at, messageId: z.string(), inReplyTo: z.string(), prompt: z.string() }),
  },
  SessionClosed: { version: 1, schema: z.object({ ...at }) },
  RevisionConfirmed: {
    version: 1,
    schema: z.object({
      ...at,
      ...revisionId,
      planNumber: z.number().int().min(1),
      bookId: z.string(),
      ownerId: z.string(),
      changes: z.array(PlannedChangeData).min(1),
      notes: z.string().nullable(),
    }),
  },
  ConfirmationStarted: {
    version: 1,
    schema: z.object({
      ...at,
      ...revisionId,
      planNumber: z.number().int().min(1),
      notes: z.string().nullable(),
    }),
  },
  ConfirmationAbandoned: { version: 1, schema: z.object({ ...at, ...revisionId, reason: z.string() }) },
  RevisionStarted: { version: 1, schema: z.object({ ...at, ...revisionId, revision: z.number().int() }) },
  RevisionCompleted: {
    version: 1,
    schema: z.object({ ...at, ...revisionId, revision: z.number().int(), pages: z.array(z.number().int()) }),
  },
  RevisionFailed: { version: 1, schema: z.object({ ...at, ...revisionId, reason: z.string() }) },
};
