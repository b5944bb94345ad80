import { z } from 'zod';
import { eventStream } from './integration-event';

/** Every integration event the limits service publishes. */
export const LimitsEventStream = eventStream('EVT_LIMITS', 'limits');

/** Published when support grants a customer more previews or edits (e.g. to notify them). */
export const LimitsEvents = {
  previewsGrantedV1: LimitsEventStream.event(
    'limits.v1.PreviewsGranted',
    'evt.limits.quota-account.previews-granted',
    z.object({
      ownerId: z.string(),
      grantId: z.string(),
      count: z.number().int(),
      previewLimit: z.number().int(),
    }),
  ),
  editsGrantedV1: LimitsEventStream.event(
    'limits.v1.EditsGranted',
    'evt.limits.quota-account.edits-granted',
    z.object({
      ownerId: z.string(),
      grantId: z.string(),
      count: z.number().int(),
      editLimit: z.number().int(),
    }),
  ),
} as const;
