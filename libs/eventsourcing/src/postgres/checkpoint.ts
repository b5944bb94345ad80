import type { Checkpoint } from '../types';

/** The Postgres adapter's position: commit order is (transaction id, global position). */
export interface PgPosition {
  transactionId: string;
  globalPosition: string;
}

export const START: PgPosition = { transactionId: '0', globalPosition: '0' };

export function encodeCheckpoint(p: PgPosition): Checkpoint {
  return `${p.transactionId}:${p.globalPosition}`;
}

export function decodeCheckpoint(c: Checkpoint | null): PgPosition {
  if (!c) return START;
  const m = /^(\d+):(\d+)$/.exec(c);
  if (!m) throw new Error(`Not a Postgres event store checkpoint: "${c}"`);
  return { transactionId: m[1]!, globalPosition: m[2]! };
}
