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

/**
 * A JetStream stream of integration events, owned by the service that publishes to it. Relays declare it at
 * start; consumers bind to it by this name. No stream name or subject is spelled anywhere but here.
 */
export interface EventStream {
  /** Below the prefix, e.g. `EVT_BOOKS` (stream names cannot contain dots). */
  name: string;
  /** Every subject the stream holds, e.g. `evt.books.>`. */
  subjects: string;
  /** The subjects of one aggregate's events, e.g. `evt.books.book.>` (a consumer's filter). */
  aggregate(name: string): string;
  /** An integration event published to this stream; its subject must lie inside the stream. */
  event<T extends z.ZodType>(type: string, subject: string, data: T): IntegrationEventContract<T>;
}

export function eventStream(name: string, service: string): EventStream {
  const root = `evt.${service}`;
  return {
    name,
    subjects: `${root}.>`,
    aggregate: (aggregate) => `${root}.${aggregate}.>`,
    event(type, subject, data) {
      if (!subject.startsWith(`${root}.`)) throw new Error(`${subject} is not a subject of stream ${name}`);
      return { type, subject, data, stream: this };
    },
  };
}

export interface IntegrationEventContract<T extends z.ZodType> {
  type: string;
  /** Subject below the prefix: evt.<service>.<aggregate>.<event> */
  subject: string;
  data: T;
  /** The stream the event is published to. */
  stream: EventStream;
}

/**
 * An integration event on its service's stream, found from its subject (`evt.books.…` → `EVT_BOOKS`). Prefer
 * `<Service>EventStream.event(…)`; this form stays for contracts written before streams were declared.
 */
export function integrationEvent<T extends z.ZodType>(
  type: string,
  subject: string,
  data: T,
): IntegrationEventContract<T> {
  const service = /^evt\.([a-z0-9-]+)\./.exec(subject)?.[1];
  if (!service) throw new Error(`${subject} is not an integration event subject (evt.<service>.…)`);
  return eventStream(`EVT_${service.toUpperCase().replace(/-/g, '_')}`, service).event(type, subject, data);
}
