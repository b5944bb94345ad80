import { randomUUID } from 'node:crypto';
import {
  START,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
  jsonEvent,
} from '@kurrent/kurrentdb-client';
import { z } from 'zod';
import { describeEventStoreConformance } from '../conformance/event-store.conformance';
import { EventCodec } from '../event-codec';
import type {
  Checkpoint,
  EventStore,
  EventSubscription,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
} from '../types';
import { DELETION_MARKER, KurrentDbEventStore } from './event-store';
import { WrongExpectedVersionError } from '../errors';
import { startKurrentDbStandIn, type KurrentDbStandIn } from './stand-in/server';
import { KurrentDbSubscription } from './subscription';

/**
 * The adapter against the official client (ADR 0046). With `KURRENTDB_URL` set (e.g.
 * `kurrentdb://127.0.0.1:2113?tls=false`, `docker compose --profile kurrentdb up kurrentdb`) the same tests run
 * against that server; otherwise against the in-process stand-in that serves the client's gRPC protocol.
 */
const REAL_SERVER = process.env.KURRENTDB_URL;

async function open(): Promise<{
  store: EventStore;
  kurrent: KurrentDbEventStore;
  url: string;
  standIn?: KurrentDbStandIn;
  close(): Promise<void>;
}> {
  const standIn = REAL_SERVER ? undefined : await startKurrentDbStandIn();
  const url = REAL_SERVER ?? standIn!.url;
  const kurrent = KurrentDbEventStore.connect(url);
  return {
    store: kurrent,
    kurrent,
    url,
    standIn,
    close: async () => {
      await kurrent.close();
      await standIn?.stop();
    },
  };
}

/**
 * The port's one conformance suite (issue #29), as the Postgres store runs it. The port's `subscribe` is the
 * KurrentDB catch-up subscription with its checkpoint kept by the caller — in services the read model's Postgres
 * transaction (postgresCheckpoint, tested on its own); here a map that outlives each subscription.
 */
describeEventStoreConformance(
  REAL_SERVER ? `KurrentDB at ${REAL_SERVER}` : 'KurrentDB (stand-in)',
  async () => {
    const opened = await open();
    const checkpoints = new Map<string, Checkpoint>();
    const subscribe = (options: SubscribeOptions): EventSubscription => {
      const id = options.subscriptionId;
      const subscription = new KurrentDbSubscription(opened.kurrent, {
        name: id,
        loadCheckpoint: async () => checkpoints.get(id) ?? null,
        handle: async (events, checkpoint) => {
          await options.handle(events);
          checkpoints.set(id, checkpoint);
        },
        onCheckpoint: async (checkpoint) => void checkpoints.set(id, checkpoint),
        batchSize: options.batchSize,
        onError: options.onError ?? (() => undefined),
      });
      return {
        start: async () => subscription.start(),
        stop: () => subscription.stop(),
        checkpoint: async () => checkpoints.get(id) ?? null,
      };
    };
    const store: EventStore = {
      readStream: (streamId) => opened.kurrent.readStream(streamId),
      appendToStream: (streamId, events, options) => opened.kurrent.appendToStream(streamId, events, options),
      readAll: (after, limit) => opened.kurrent.readAll(after, limit),
      subscribe,
      deleteStream: (streamId) => opened.kurrent.deleteStream(streamId),
    };
    return { store, close: opened.close };
  },
);

describe('KurrentDB adapter specifics', () => {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  const meta = { correlationId: 'c-1', causationId: 'k-1', userId: null, schemaVersion: 1 };
  const id = () => `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;

  const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
    event: { type, data },
    eventId: randomUUID(),
    metadata: meta,
  });

  /** Reads `$all` after `from` page by page and keeps the events of streams starting with `prefix`. */
  async function readOurs(store: EventStore, from: Checkpoint | null, prefix: string, count: number) {
    const ours: RecordedEvent[] = [];
    for (let after = from; ;) {
      const page = await store.readAll(after, 50);
      ours.push(...page.filter((e) => e.streamId.startsWith(prefix)));
      if (ours.length >= count || page.length < 50) return ours;
      after = page[page.length - 1]!.checkpoint;
    }
  }

  it('maps a conflict’s actual version from the server’s revision (0: no stream) and refuses an empty append', async () => {
    const s = `${id()}-c`;
    await opened.store.appendToStream(s, [event('Opened'), event('Noted')], { expectedVersion: 'no_stream' });
    const noStream = opened.store.appendToStream(s, [event('Again')], { expectedVersion: 'no_stream' });
    await expect(noStream).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(noStream).rejects.toMatchObject({ streamId: s, expected: 'no_stream', actual: 2 });
    await expect(
      opened.store.appendToStream(s, [event('Again')], { expectedVersion: 1 }),
    ).rejects.toMatchObject({
      expected: 1,
      actual: 2,
    });
    await expect(
      opened.store.appendToStream(`${id()}-missing`, [event('Again')], { expectedVersion: 3 }),
    ).rejects.toMatchObject({ actual: 0 });
    await expect(opened.store.appendToStream(s, [], { expectedVersion: 'any' })).rejects.toThrow();
    expect((await opened.store.readStream(s)).version).toBe(2);
  });

  it('answers an append repeated with the same event ids and expected version from what it holds (the server’s idempotent write)', async () => {
    const s = `${id()}-again`;
    const events = [event('Opened'), event('Noted')];
    const first = await opened.store.appendToStream(s, events, { expectedVersion: 'no_stream' });
    const repeat = await opened.store.appendToStream(s, events, { expectedVersion: 'no_stream' });
    expect(repeat.nextExpectedVersion).toBe(first.nextExpectedVersion);
    expect(repeat.events.map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));
    expect((await opened.store.readStream(s)).version).toBe(2);
  });

  it('resumes reading $all between the events of one append (commit, then prepare position)', async () => {
    const s = `${id()}-cp`;
    const { events } = await opened.store.appendToStream(s, [event('One'), event('Two'), event('Three')], {
      expectedVersion: 'no_stream',
    });
    const after = await readOurs(opened.store, events[0]!.checkpoint, s, 2);
    expect(after.map((e) => e.eventId)).toEqual([events[1]!.eventId, events[2]!.eventId]);
    expect(after.map((e) => e.checkpoint)).toEqual([events[1]!.checkpoint, events[2]!.checkpoint]);
  });

  it('leaves the server’s own events out of $all, also when a page of one starts among them', async () => {
    await opened.store.appendToStream(`${id()}-mark`, [event('Marker')], { expectedVersion: 'no_stream' });
    const page = await opened.store.readAll(null, 100);
    expect(page.length).toBeGreaterThan(0);
    expect(page.filter((e) => e.streamId.startsWith('$') || e.type.startsWith('$'))).toEqual([]);
    const first = await opened.store.readAll(null, 1);
    expect(first).toHaveLength(1);
    expect(first[0]!.eventId).toBe(page[0]!.eventId);
    await expect(opened.store.readAll('not-a-checkpoint', 10)).rejects.toThrow(/checkpoint/);
    await expect(opened.store.readAll('12:34', 10)).rejects.toThrow(/KurrentDB event store checkpoint/);
  });

  it('keeps services apart in one $all by a stream prefix: streams, readAll and subscriptions', async () => {
    const run = id();
    const a = KurrentDbEventStore.connect(opened.url, undefined, { streamPrefix: `${run}a.` });
    const b = KurrentDbEventStore.connect(opened.url, undefined, { streamPrefix: `${run}b.` });
    try {
      const start = (await a.appendToStream('start', [event('Start')], { expectedVersion: 'no_stream' }))
        .events[0]!.checkpoint;
      await a.appendToStream('order-1', [event('Placed')], { expectedVersion: 'no_stream' });
      await b.appendToStream('order-1', [event('Other')], { expectedVersion: 'no_stream' });
      // The same stream id in each namespace: two streams, each seen without its prefix.
      expect((await a.readStream('order-1')).events.map((e) => [e.streamId, e.type])).toEqual([
        ['order-1', 'Placed'],
      ]);
      expect((await b.readStream('order-1')).events.map((e) => e.type)).toEqual(['Other']);
      expect((await opened.store.readStream(`${run}a.order-1`)).version).toBe(1);
      const all = await a.readAll(start, 100);
      expect(all.map((e) => [e.streamId, e.type])).toEqual([['order-1', 'Placed']]);

      const seen: RecordedEvent[] = [];
      const sub = new KurrentDbSubscription(b, {
        name: 'namespace',
        loadCheckpoint: async () => start,
        handle: async (events) => void seen.push(...events),
        onError: () => undefined,
      });
      sub.start();
      try {
        await b.appendToStream('order-1', [event('Later')], { expectedVersion: 1 });
        await a.appendToStream('order-1', [event('NotB')], { expectedVersion: 1 });
        const deadline = Date.now() + 10_000;
        while (seen.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        await new Promise((r) => setTimeout(r, 200));
      } finally {
        await sub.stop();
      }
      expect(seen.map((e) => [e.streamId, e.type])).toEqual([
        ['order-1', 'Other'],
        ['order-1', 'Later'],
      ]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('gives the same recording time on every read path (whole seconds: the native reader has no more)', async () => {
    const s = `${id()}-time`;
    const { events } = await opened.store.appendToStream(s, [event('Timed')], {
      expectedVersion: 'no_stream',
    });
    const [read] = (await opened.store.readStream(s)).events;
    let live: RecordedEvent | undefined;
    const sub = new KurrentDbSubscription(opened.kurrent, {
      name: 'time',
      filter: { streamPrefixes: [s] },
      loadCheckpoint: async () => null,
      handle: async (batch) => void (live ??= batch[0]),
      onError: () => undefined,
    });
    sub.start();
    try {
      const deadline = Date.now() + 10_000;
      while (!live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await sub.stop();
    }
    expect(live!.recordedAt.getTime() % 1000).toBe(0);
    expect(live!.recordedAt).toEqual(read!.recordedAt);
    expect(events[0]!.recordedAt).toEqual(read!.recordedAt);
  });

  it('writes JSON events whose metadata carries the port fields and the server’s $correlationId/$causationId', async () => {
    const s = `${id()}-meta`;
    await opened.store.appendToStream(
      s,
      [{ event: { type: 'Noted', data: { a: 1 } }, eventId: randomUUID(), metadata: meta }],
      {
        expectedVersion: 'no_stream',
      },
    );
    const raw = [];
    for await (const resolved of opened.kurrent.client.readStream(s)) raw.push(resolved.event!);
    expect(raw).toHaveLength(1);
    expect(raw[0]!.isJson).toBe(true);
    expect(raw[0]!.revision).toBe(0n);
    expect(raw[0]!.data).toEqual({ a: 1 });
    expect(raw[0]!.metadata).toEqual({ ...meta, $correlationId: 'c-1', $causationId: 'k-1' });
  });

  it('serves the client’s other append call too (per-call credentials: the unary Append, not BatchAppend)', async () => {
    const s = `${id()}-unary`;
    const credentials = { username: 'admin', password: 'changeit' };
    const first = await opened.kurrent.client.appendToStream(
      s,
      [jsonEvent({ type: 'Noted', data: { n: 1 } })],
      {
        streamState: 'no_stream',
        credentials,
      },
    );
    expect(first.nextExpectedRevision).toBe(0n);
    await expect(
      opened.kurrent.client.appendToStream(s, [jsonEvent({ type: 'Noted', data: { n: 2 } })], {
        streamState: 'no_stream',
        credentials,
      }),
    ).rejects.toBeInstanceOf(KurrentWrongExpectedVersionError);
    const { events, version } = await opened.store.readStream(s);
    expect(version).toBe(1);
    expect(events[0]!.data).toEqual({ n: 1 });
  });

  it('refuses an append over the server’s 1 MiB limit and writes nothing', async () => {
    const s = `${id()}-huge`;
    const event = {
      event: { type: 'Huge', data: { text: 'x'.repeat(1_100_000) } },
      eventId: randomUUID(),
      metadata: meta,
    };
    await expect(opened.store.appendToStream(s, [event], { expectedVersion: 'no_stream' })).rejects.toThrow();
    expect((await opened.store.readStream(s)).version).toBe(0);
  });

  it('stamps the codec’s schema version on append and upcasts on every read', async () => {
    const v1 = new EventCodec({ Renamed: { version: 1, schema: z.object({ name: z.string() }) } });
    const v2 = new EventCodec({
      Renamed: {
        version: 2,
        schema: z.object({ title: z.string() }),
        upcast: { 1: (d) => ({ title: (d as { name: string }).name }) },
      },
    });
    const url = process.env.KURRENTDB_URL ?? opened.standIn!.url;
    const old = KurrentDbEventStore.connect(url, v1);
    const current = KurrentDbEventStore.connect(url, v2);
    try {
      const s = `${id()}-codec`;
      await old.appendToStream(
        s,
        [
          {
            event: { type: 'Renamed', data: { name: 'Mia' } },
            eventId: randomUUID(),
            metadata: { ...meta, schemaVersion: 7 },
          },
        ],
        { expectedVersion: 'no_stream' },
      );
      await expect(
        current.appendToStream(
          s,
          [{ event: { type: 'Renamed', data: { name: 'no title' } }, eventId: randomUUID(), metadata: meta }],
          {
            expectedVersion: 1,
          },
        ),
      ).rejects.toThrow();
      const [read] = (await current.readStream(s)).events;
      expect(read!.data).toEqual({ title: 'Mia' });
      expect(read!.metadata.schemaVersion).toBe(2);
      expect((await old.readStream(s)).events[0]!.metadata.schemaVersion).toBe(1);
    } finally {
      await old.close();
      await current.close();
    }
  });

  it('a filtered subscription that sees no matching event still moves the caller’s checkpoint', async () => {
    const Run = `T${id()}`;
    const start = (
      await opened.store.appendToStream(
        `${id()}-start`,
        [{ event: { type: 'Start', data: {} }, eventId: randomUUID(), metadata: meta }],
        { expectedVersion: 'no_stream' },
      )
    ).events[0]!.checkpoint;
    let stored: string | null = start;
    const sub = new KurrentDbSubscription(opened.kurrent, {
      name: 'quiet',
      filter: { eventTypePrefixes: [`${Run}Never`] },
      loadCheckpoint: async () => stored,
      handle: async () => {
        throw new Error('nothing matches');
      },
      onCheckpoint: async (checkpoint) => {
        stored = checkpoint;
      },
    });
    sub.start();
    try {
      const s = `${id()}-quiet`;
      const events = Array.from({ length: 40 }, () => ({
        event: { type: `${Run}Other`, data: {} },
        eventId: randomUUID(),
        metadata: meta,
      }));
      await opened.store.appendToStream(s, events, { expectedVersion: 'no_stream' });
      const deadline = Date.now() + 10_000;
      while (stored === start && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(stored).not.toBe(start);
      expect(stored).toMatch(/^C:\d+\/P:\d+$/);
    } finally {
      await sub.stop();
    }
  });

  it('deletes a stream for erasure: it reads as empty, $all leaves its events out, a repeat is a no-op', async () => {
    // ADR 0046 "Erasure on KurrentDB": $all keeps a deleted stream's events until a scavenge, so a rebuild of the
    // read models from readAll would bring erased data back unless the adapter leaves them out.
    const s = `${id()}-erased`;
    const kept = `${id()}-kept`;
    const start = (
      await opened.store.appendToStream(kept, [event('Before')], { expectedVersion: 'no_stream' })
    ).events[0]!.checkpoint;
    await opened.store.appendToStream(s, [event('Opened'), event('Noted')], { expectedVersion: 'no_stream' });
    await opened.store.appendToStream(kept, [event('After')], { expectedVersion: 1 });
    await opened.kurrent.deleteStream(s);
    await opened.kurrent.deleteStream(s);
    await opened.kurrent.deleteStream(`${id()}-never-written`);
    expect(await opened.store.readStream(s)).toEqual({ events: [], version: 0 });
    const after = await readOurs(opened.store, start, '', 1_000);
    expect(after.filter((e) => e.streamId === s)).toEqual([]);
    expect(after.filter((e) => e.streamId === kept).map((e) => e.type)).toEqual(['After']);
    // The id stays usable (soft delete): a new stream shows only its own events, in reads and in $all.
    const again = await opened.store.appendToStream(s, [event('Reopened')], { expectedVersion: 'no_stream' });
    expect((await opened.store.readStream(s)).events.map((e) => e.type)).toEqual(['Reopened']);
    const later = await readOurs(opened.store, start, s, 1);
    expect(later.map((e) => e.eventId)).toEqual([again.events[0]!.eventId]);
  });

  it('never shows a deletion marker whose delete did not follow (a crash between them); the repeat deletes', async () => {
    // issue #29: deleteStream appends DELETION_MARKER, then soft-deletes. Here only the marker is written.
    const s = `${id()}-half-deleted`;
    const start = (await opened.store.appendToStream(s, [event('Opened')], { expectedVersion: 'no_stream' }))
      .events[0]!.checkpoint;
    await opened.kurrent.client.appendToStream(s, jsonEvent({ type: DELETION_MARKER, data: {} }));
    const read = await opened.store.readStream(s);
    expect(read.events.map((e) => e.type)).toEqual(['Opened']);
    expect(read.version).toBe(1);
    // The marker holds the stream's next revision, so a decision on what this read shows conflicts too.
    await expect(
      opened.store.appendToStream(s, [event('Stale')], { expectedVersion: 1 }),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect((await readOurs(opened.store, start, s, 1)).map((e) => e.type)).toEqual([]);
    await opened.kurrent.deleteStream(s);
    expect(await opened.store.readStream(s)).toEqual({ events: [], version: 0 });
  });

  it('reads a tombstoned stream as empty and refuses appends to it (the client’s tombstoneStream)', async () => {
    const s = `${id()}-tomb`;
    await opened.store.appendToStream(s, [event('Opened')], { expectedVersion: 'no_stream' });
    await opened.kurrent.client.tombstoneStream(s);
    expect((await opened.store.readStream(s)).events).toEqual([]);
    // The client's StreamDeletedError (type `stream-deleted`), as the server answers.
    await expect(
      opened.store.appendToStream(s, [event('Again')], { expectedVersion: 'any' }),
    ).rejects.toMatchObject({ type: 'stream-deleted', streamName: s });
    const all = await readOurs(opened.store, null, s, 1);
    expect(all).toEqual([]);
  });

  it('scavenges: the deleted streams’ events leave $all itself, the others stay, the ids go on (StartScavenge)', async () => {
    // ADR 0046 "Scavenge": a soft delete hides the events; only the server's scavenge removes them from its files.
    const s = `${id()}-scavenged`;
    const kept = `${id()}-unscavenged`;
    const erased = await opened.store.appendToStream(s, [event('Secret'), event('Secret')], {
      expectedVersion: 'no_stream',
    });
    await opened.store.appendToStream(kept, [event('Kept')], { expectedVersion: 'no_stream' });
    await opened.kurrent.deleteStream(s);
    /** Every event id of these streams in $all as the server holds it (system records and deleted events too). */
    const inAll = async () => {
      const ids: string[] = [];
      for await (const resolved of opened.kurrent.client.readAll({
        fromPosition: START,
        maxCount: 1_000_000,
      }))
        if (resolved.event && [s, kept].includes(resolved.event.streamId)) ids.push(resolved.event.id);
      return ids;
    };
    const secret = erased.events.map((e) => e.eventId);
    expect(await inAll()).toEqual(expect.arrayContaining(secret));

    const { scavengeId } = await opened.kurrent.scavenge();
    expect(scavengeId).toMatch(/^[0-9a-f-]{36}$/);
    // A real server scavenges in the background: wait for it there (the stand-in is done when it answers).
    const deadline = Date.now() + (REAL_SERVER ? 120_000 : 0);
    let left = await inAll();
    while (left.some((e) => secret.includes(e)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      left = await inAll();
    }
    expect(left.filter((e) => secret.includes(e))).toEqual([]);
    expect((await opened.store.readStream(kept)).events.map((e) => e.type)).toEqual(['Kept']);
    // The deleted id goes on past its scavenged revisions: a stale writer still conflicts, a fresh one starts it.
    await expect(
      opened.store.appendToStream(s, [event('Stale')], { expectedVersion: 2 }),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    const reopened = await opened.store.appendToStream(s, [event('Reopened')], {
      expectedVersion: 'no_stream',
    });
    expect(reopened.nextExpectedVersion).toBeGreaterThan(2);
    expect((await opened.store.readStream(s)).events.map((e) => e.type)).toEqual(['Reopened']);
  }, 180_000);

  if (!REAL_SERVER) {
    it('the stand-in was asked only for what it serves (features, appends, read, delete, tombstone, scavenge)', () => {
      expect(new Set(opened.standIn!.calls)).toEqual(
        new Set([
          'ServerFeatures/GetSupportedMethods',
          'Streams/BatchAppend',
          'Streams/Append',
          'Streams/Read',
          'Streams/Delete',
          'Streams/Tombstone',
          'Operations/StartScavenge',
        ]),
      );
    });
  }
});
