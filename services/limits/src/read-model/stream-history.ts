import type { HistoryEntry } from '@fabelhaft/contracts';
import type { EventStore } from '@fabelhaft/eventsourcing';

/**
 * A stream's events for support's audit views (docs/admin-api.md `history`): `by` is the user whose request
 * recorded the event (the support user for grants and decisions, the customer for their own actions).
 */
export async function streamHistory(store: EventStore, streamId: string): Promise<HistoryEntry[]> {
  const { events } = await store.readStream(streamId);
  return events.map((e) => ({
    type: e.type,
    at: e.recordedAt.toISOString(),
    by: e.metadata.userId ?? null,
    data: (e.data ?? {}) as Record<string, unknown>,
  }));
}
