import type { Position } from '@kurrent/kurrentdb-client';
import type { Checkpoint } from '../types';

/**
 * The KurrentDB adapter's checkpoint: a `$all` position, written the way the server prints one
 * (`C:<commit>/P:<prepare>`), so it can never be mistaken for the Postgres store's `<xid>:<position>`.
 */
export function encodeCheckpoint(position: Position): Checkpoint {
  return `C:${position.commit}/P:${position.prepare}`;
}

export function decodeCheckpoint(checkpoint: Checkpoint): Position {
  const m = /^C:(\d+)\/P:(\d+)$/.exec(checkpoint);
  if (!m) throw new Error(`Not a KurrentDB event store checkpoint: "${checkpoint}"`);
  return { commit: BigInt(m[1]!), prepare: BigInt(m[2]!) };
}

/** `$all` order: commit position first, then prepare position (events of one append share the commit). */
export function isAfter(a: Position, b: Position): boolean {
  return a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);
}
