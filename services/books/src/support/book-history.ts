import type { HistoryEntry } from '@fabelhaft/contracts';
import type { RecordedEvent } from '@fabelhaft/eventsourcing';

/** Field names that never leave the service, however deep (none of the book events has one today). */
const SECRET_FIELD = /secret|password|token|api[-_]?key|credential/i;

/** A value with every field whose name looks like a secret replaced by a marker. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_FIELD.test(k) ? '[redacted]' : withoutSecrets(v)]),
  );
}

/**
 * A stream's history for support (issue #13): every event in order with when it was recorded and who caused
 * it (`metadata.userId`: the customer, a support user, or null for the system's own workers and policies).
 */
export function historyOf(events: readonly RecordedEvent[]): HistoryEntry[] {
  return events.map((e) => ({
    type: e.type,
    at: e.recordedAt.toISOString(),
    by: e.metadata.userId ?? null,
    data: withoutSecrets(e.data),
  }));
}
