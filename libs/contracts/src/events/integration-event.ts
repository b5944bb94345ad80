import { z } from 'zod';

/**
 * An integration event as it travels on JetStream: `type` carries the context and version
 * (`limits.v1.PreviewsGranted`), `id` is the stored event's id (also the Nats-Msg-Id, for de-duplication).
 * Stored domain events are never published as they are: each service maps them to these.
 */
export const IntegrationEnvelope = z.object({
  id: z.string(),
  type: z.string(),
  occurredAt: z.string(),
  correlationId: z.string().nullish(),
  causationId: z.string().nullish(),
  data: z.unknown(),
});
export type IntegrationEnvelope = z.infer<typeof IntegrationEnvelope>;

export interface IntegrationEventContract<T extends z.ZodType> {
  type: string;
  /** Subject below the prefix: evt.<service>.<aggregate>.<event> */
  subject: string;
  data: T;
}

export function integrationEvent<T extends z.ZodType>(
  type: string,
  subject: string,
  data: T,
): IntegrationEventContract<T> {
  return { type, subject, data };
}
