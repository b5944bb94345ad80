import type { Pool } from 'pg';
import type { EventCodec } from '../event-codec';
import type { InlineProjection } from '../types';
import { applyProjections, EVENT_COLUMNS, recordedEvent, type EventRow } from './event-store';
import { assertIdentifier, withTransaction } from './sql';

/**
 * Empties the projections' tables and replays the whole log into them, in one transaction. A share lock on
 * the events table holds appends back meanwhile, so no event lands between the replay and the commit.
 */
export async function rebuildProjections(
  pool: Pool,
  schema: string,
  projections: readonly InlineProjection[],
  { codec, batchSize = 1000 }: { codec?: EventCodec; batchSize?: number } = {},
): Promise<{ events: number }> {
  const s = assertIdentifier(schema);
  return withTransaction(pool, async (tx) => {
    await tx.query(`lock table ${s}.events in share mode`);
    for (const p of projections) await p.reset(tx);
    let after = 0;
    let count = 0;
    for (;;) {
      const { rows } = await tx.query<EventRow>(
        `select ${EVENT_COLUMNS} from ${s}.events where global_position > $1 order by global_position limit $2`,
        [after, batchSize],
      );
      if (rows.length === 0) break;
      for (const row of rows) await applyProjections(projections, recordedEvent(row, codec), tx);
      count += rows.length;
      after = Number(rows[rows.length - 1]!.global_position);
    }
    return { events: count };
  });
}
