import type { AppendOptions, EventStore, NewEvent, RecordedEvent } from '@fabelhaft/eventsourcing';
import { WrongExpectedVersionError } from '@fabelhaft/eventsourcing';

/** Test fixture: streams kept in memory, with the Postgres store's version check, for use-case specs. */
export function memoryEventStore(): EventStore & { streams: Map<string, RecordedEvent[]> } {
  const streams = new Map<string, RecordedEvent[]>();
  let position = 0;
  return {
    streams,
    async readStream(streamId) {
      const events = streams.get(streamId) ?? [];
      return { events, version: events.length };
    },
    async appendToStream(streamId, events: NewEvent[], { expectedVersion }: AppendOptions) {
      const stream = streams.get(streamId) ?? [];
      if (typeof expectedVersion === 'number' && expectedVersion !== stream.length) {
        throw new WrongExpectedVersionError(streamId, expectedVersion, stream.length);
      }
      const recorded = events.map((e, i): RecordedEvent => {
        position += 1;
        return {
          eventId: e.eventId,
          streamId,
          streamVersion: stream.length + i + 1,
          type: e.event.type,
          data: e.event.data,
          metadata: e.metadata,
          recordedAt: new Date(0),
          globalPosition: position,
          checkpoint: String(position),
        };
      });
      streams.set(streamId, [...stream, ...recorded]);
      return { nextExpectedVersion: stream.length + recorded.length, events: recorded };
    },
    async readAll() {
      return [...streams.values()].flat().sort((a, b) => a.globalPosition - b.globalPosition);
    },
  };
}
