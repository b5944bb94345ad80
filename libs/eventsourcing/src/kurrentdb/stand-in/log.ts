import { randomUUID } from 'node:crypto';

/**
 * The stand-in's in-memory transaction log: streams, revisions and `$all` positions as a single KurrentDB node
 * hands them out. Positions are byte offsets into a log that only grows; the events of one append share the
 * commit position of the append (its first event's prepare position) and each has its own prepare position,
 * so `$all` is ordered by (commit, prepare) as on the real server.
 */

export interface StoredRecord {
  streamId: string;
  /** 0 for the first event of a stream. */
  revision: bigint;
  id: string;
  type: string;
  contentType: string;
  /** .NET ticks (100 ns) since the Unix epoch, as the server puts them in the `created` metadata entry. */
  created: bigint;
  data: Uint8Array;
  customMetadata: Uint8Array;
  commit: bigint;
  prepare: bigint;
}

export interface ProposedRecord {
  id: string;
  type: string;
  contentType: string;
  data: Uint8Array;
  customMetadata: Uint8Array;
}

/** `any`, `no_stream`, `stream_exists` or the revision (0-based) the stream's last event must have. */
export type ExpectedState = 'any' | 'no_stream' | 'stream_exists' | bigint;

export type AppendOutcome =
  | { ok: true; currentRevision: bigint; commit: bigint; prepare: bigint }
  | { ok: false; reason: 'stream_deleted' }
  | { ok: false; reason: 'wrong_expected_version'; current: bigint | 'no_stream'; expected: ExpectedState }
  | { ok: false; reason: 'too_large'; maxAppendSize: number };

export interface Position {
  commit: bigint;
  prepare: bigint;
}

/** The server's default `MaxAppendSize` (1 MiB of event data and metadata per append). */
export const MAX_APPEND_SIZE = 1024 * 1024;

/** A record's fixed overhead in the stand-in's position arithmetic (the real log also spends bytes on headers). */
const RECORD_OVERHEAD = 128n;

const TICKS_PER_MS = 10_000n;

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** A delete's answer: the position of the record it wrote, or the stream's state did not match. */
export type DeleteOutcome =
  | { ok: true; commit: bigint; prepare: bigint }
  | { ok: false; reason: 'wrong_expected_version'; current: bigint | 'no_stream'; expected: ExpectedState }
  | { ok: false; reason: 'stream_deleted' };

export class InMemoryLog {
  readonly all: StoredRecord[] = [];
  private readonly streams = new Map<string, StoredRecord[]>();
  /**
   * Soft deletes: the stream's truncate-before (`$tb`, the first revision still readable). As on the server, the
   * events stay in `$all` (until a scavenge, which the stand-in does not do); reads of the stream hide them.
   */
  private readonly truncatedBefore = new Map<string, bigint>();
  /** Tombstoned (hard-deleted) streams: never readable or writable again. */
  private readonly tombstoned = new Set<string>();
  private readonly listeners = new Set<(records: StoredRecord[]) => void>();
  private end = 0n;

  constructor() {
    // A fresh server's log is not empty: it starts with system records a reader of `$all` has to skip.
    this.write('$settings', [
      {
        id: '00000000-0000-4000-8000-000000000001',
        type: '$settings',
        contentType: 'application/json',
        data: Buffer.from('{"$userStreamAcl":{},"$systemStreamAcl":{}}'),
        customMetadata: new Uint8Array(),
      },
    ]);
    this.write('$scavenges', [
      {
        id: '00000000-0000-4000-8000-000000000002',
        type: '$scavengeIndexInitialized',
        contentType: 'application/json',
        data: Buffer.from('{}'),
        customMetadata: new Uint8Array(),
      },
    ]);
  }

  /** The stream's readable events (after a soft delete: only those appended since). */
  stream(streamId: string): readonly StoredRecord[] {
    const records = this.streams.get(streamId) ?? [];
    const tb = this.truncatedBefore.get(streamId);
    return tb === undefined ? records : records.filter((r) => r.revision >= tb);
  }

  isTombstoned(streamId: string): boolean {
    return this.tombstoned.has(streamId);
  }

  /**
   * `Streams.Delete` (soft) and `Streams.Tombstone` (hard), checked against the expected state like an append.
   * Soft: the server writes the stream's metadata `{"$tb": <last revision + 1>}` to `$$<stream>` (a system
   * record in `$all`); reads answer "not found" until something is appended again, which continues the revisions.
   * Hard: a `$streamDeleted` record in the stream itself; reads and appends answer "stream deleted" from then on.
   */
  delete(streamId: string, expected: ExpectedState, hard: boolean): DeleteOutcome {
    if (this.tombstoned.has(streamId)) return { ok: false, reason: 'stream_deleted' };
    const current = this.currentRevision(streamId);
    if (!this.expects(streamId, expected, current))
      return { ok: false, reason: 'wrong_expected_version', current, expected };
    const all = this.streams.get(streamId) ?? [];
    const next = all.length ? all[all.length - 1]!.revision + 1n : 0n;
    if (hard) {
      this.tombstoned.add(streamId);
      const [record] = this.write(streamId, [system('$streamDeleted', {})]);
      return { ok: true, commit: record!.commit, prepare: record!.prepare };
    }
    this.truncatedBefore.set(streamId, next);
    const [record] = this.write(`$$${streamId}`, [system('$metadata', { $tb: Number(next) })]);
    return { ok: true, commit: record!.commit, prepare: record!.prepare };
  }

  /**
   * `Operations.StartScavenge`, as far as `$all` shows it: every record a delete made unreadable (a soft-deleted
   * stream's below its truncate-before, a tombstoned stream's but the tombstone) leaves the log, as the server's
   * scavenge drops them from its chunks; the stream keeps its revisions. The server scavenges in the background and
   * records it in `$scavenges`; here it is done before the answer, with the same records. Answers what went.
   */
  scavenge(scavengeId: string): number {
    this.write('$scavenges', [system('$scavengeStarted', { scavengeId })]);
    const gone = (r: StoredRecord) => {
      if (this.tombstoned.has(r.streamId)) return r.type !== '$streamDeleted';
      const tb = this.truncatedBefore.get(r.streamId);
      return tb !== undefined && r.revision < tb;
    };
    const kept = this.all.filter((r) => !gone(r));
    const removed = this.all.length - kept.length;
    this.all.splice(0, this.all.length, ...kept);
    for (const [streamId, records] of this.streams) {
      // The stream's revisions go on (its last record stays known); the data of what went is dropped.
      this.streams.set(
        streamId,
        records.map((r) => (gone(r) ? { ...r, data: Buffer.alloc(0), customMetadata: new Uint8Array() } : r)),
      );
    }
    this.write('$scavenges', [system('$scavengeCompleted', { scavengeId, removed })]);
    return removed;
  }

  /** The last readable revision, `no_stream` when none (never written, or soft-deleted since the last append). */
  private currentRevision(streamId: string): bigint | 'no_stream' {
    const readable = this.stream(streamId);
    return readable.length ? readable[readable.length - 1]!.revision : 'no_stream';
  }

  private expects(streamId: string, expected: ExpectedState, current: bigint | 'no_stream'): boolean {
    if (expected === 'any') return true;
    if (expected === 'no_stream') return current === 'no_stream';
    if (expected === 'stream_exists') return current !== 'no_stream';
    if (current === expected) return true;
    // A soft-deleted stream still accepts its old last revision: the server keeps the stream's last event number,
    // so a writer that read before the delete continues it (and the stream shows only the new events).
    const all = this.streams.get(streamId) ?? [];
    return current === 'no_stream' && all.length > 0 && all[all.length - 1]!.revision === expected;
  }

  onAppend(listener: (records: StoredRecord[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get endPosition(): Position {
    return { commit: this.end, prepare: this.end };
  }

  append(streamId: string, expected: ExpectedState, proposed: ProposedRecord[]): AppendOutcome {
    const size = proposed.reduce((sum, p) => sum + p.data.length + p.customMetadata.length, 0);
    if (size > MAX_APPEND_SIZE) return { ok: false, reason: 'too_large', maxAppendSize: MAX_APPEND_SIZE };
    if (this.tombstoned.has(streamId)) return { ok: false, reason: 'stream_deleted' };
    const existing = this.streams.get(streamId) ?? [];
    const current = this.currentRevision(streamId);
    // An append the stream already holds (same ids at the expected place) succeeds again without writing:
    // the server's idempotent write for a retried request.
    const repeat = this.repeated(existing, expected, proposed);
    if (repeat) {
      return { ok: true, currentRevision: repeat.revision, commit: repeat.commit, prepare: repeat.prepare };
    }
    if (!this.expects(streamId, expected, current))
      return { ok: false, reason: 'wrong_expected_version', current, expected };
    if (proposed.length === 0) {
      // An empty append checks the expected state only; the real server answers with the current revision.
      return {
        ok: true,
        currentRevision: current === 'no_stream' ? -1n : current,
        commit: this.end,
        prepare: this.end,
      };
    }
    const written = this.write(streamId, proposed);
    const last = written[written.length - 1]!;
    return { ok: true, currentRevision: last.revision, commit: last.commit, prepare: last.prepare };
  }

  private repeated(
    existing: readonly StoredRecord[],
    expected: ExpectedState,
    proposed: ProposedRecord[],
  ): StoredRecord | undefined {
    if (proposed.length === 0) return undefined;
    let start: number;
    if (expected === 'no_stream') start = 0;
    else if (typeof expected === 'bigint') start = Number(expected) + 1;
    else start = existing.findIndex((r) => r.id === proposed[0]!.id);
    if (start < 0 || start + proposed.length > existing.length) return undefined;
    for (let i = 0; i < proposed.length; i++) {
      if (existing[start + i]!.id !== proposed[i]!.id) return undefined;
    }
    return existing[start + proposed.length - 1];
  }

  private write(streamId: string, proposed: ProposedRecord[]): StoredRecord[] {
    const existing = this.streams.get(streamId) ?? [];
    const commit = this.end;
    const created = BigInt(Date.now()) * TICKS_PER_MS;
    const written = proposed.map((p, i) => {
      const record: StoredRecord = {
        streamId,
        revision: BigInt(existing.length + i),
        id: p.id,
        type: p.type,
        contentType: p.contentType,
        created,
        data: p.data,
        customMetadata: p.customMetadata,
        commit,
        prepare: this.end,
      };
      this.end += RECORD_OVERHEAD + BigInt(p.data.length + p.customMetadata.length + streamId.length);
      return record;
    });
    existing.push(...written);
    this.streams.set(streamId, existing);
    this.all.push(...written);
    for (const listener of this.listeners) listener(written);
    return written;
  }
}

function system(type: string, data: object): ProposedRecord {
  return {
    id: randomUUID(),
    type,
    contentType: 'application/json',
    data: Buffer.from(JSON.stringify(data)),
    customMetadata: new Uint8Array(),
  };
}
