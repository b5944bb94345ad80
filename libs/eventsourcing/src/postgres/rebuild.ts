import type { Pool } from 'pg';
import type { InlineProjection, RecordedEvent } from '../types';
import { applyProjections } from './event-store';
import { assertIdentifier, withTransaction } from './sql';

/**
 * Empties the projections' tables and replays the whole log into them, in one transaction. A share lock on
 * the events table holds appends back meanwhile, so no event lands between the replay and the commit.
 */
export async function rebuildProjections(
  pool: Pool,
  schema: string,
  projections: readonly InlineProjection[],
  batchSize = 1000,
): Promise<{ events: number }> {
  const s = assertIdentifier(schema);
  return withTransaction(pool, async (tx) => {
    await tx.query(`lock table ${s}.events in share mode`);
    for (const p of projections) await p.reset(tx);
    let after = 0;
    let count = 0;
    for (;;) {
      const { rows } = await tx.query<{
        global_position: string;
        stream_id: string;
        stream_version: number;
        event_id: string;
        event_type: string;
        data: unknown;
        metadata: RecordedEvent['metadata'];
        recorded_at: Date;
        transaction_id: string;
      }>(
        `select global_position, transaction_id::text as transaction_id, stream_id, stream_version, event_id,
                event_type, data, metadata, recorded_at
           from ${s}.events where global_position > $1 order by global_position limit $2`,
        [after, batchSize],
      );
      if (rows.length === 0) break;
      for (const r of rows) {
        await applyProjections(
          projections,
          {
            eventId: r.event_id,
            streamId: r.stream_id,
            streamVersion: r.stream_version,
            type: r.event_type,
            data: r.data,
            metadata: r.metadata,
            recordedAt: r.recorded_at,
            globalPosition: Number(r.global_position),
            checkpoint: `${r.transaction_id}:${r.global_position}`,
          },
          tx,
        );
      }
      count += rows.length;
      after = Number(rows[rows.length - 1]!.global_position);
    }
    return { events: count };
  });
}
