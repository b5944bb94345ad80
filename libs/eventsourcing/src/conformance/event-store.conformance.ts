import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from '../errors';
import type { Checkpoint, EventMetadata, EventStore, NewEvent, RecordedEvent } from '../types';

/**
 * What every adapter of the event-store port must do (issue #29), as jest blocks: an adapter's spec calls
 * `describeEventStoreConformance('Postgres', open)` with an `open` that gives a store on an empty log. One store
 * serves the whole suite; each test writes streams of its own and reads only those back.
 */
export function describeEventStoreConformance(name: string, open: () => Promise<OpenedStore>): void {
  describe(`event store conformance: ${name}`, () => {
    let ctx: OpenedStore;
    let store: EventStore;
    let run: string;

    beforeAll(async () => {
      ctx = await open();
      store = ctx.store;
    }, 60_000);
    afterAll(() => ctx?.close());
    beforeEach(() => {
      run = randomUUID().slice(0, 8);
    });

    const stream = (label: string) => `conf-${label}-${run}`;

    describe('append with each expected-version form', () => {
      it("'no_stream' creates a stream once; a second 'no_stream' append conflicts and changes nothing", async () => {
        const id = stream('nostream');
        const first = await store.appendToStream(id, [event('Opened')], { expectedVersion: 'no_stream' });
        expect(first.nextExpectedVersion).toBe(1);
        expect(first.events.map((e) => [e.streamId, e.streamVersion, e.type])).toEqual([[id, 1, 'Opened']]);
        await expect(
          store.appendToStream(id, [event('OpenedAgain')], { expectedVersion: 'no_stream' }),
        ).rejects.toBeInstanceOf(WrongExpectedVersionError);
        expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['Opened']);
      });

      it('a number is the exact version the stream must be at (0 = empty); another number conflicts', async () => {
        const id = stream('number');
        await store.appendToStream(id, [event('A'), event('B')], { expectedVersion: 0 });
        const third = await store.appendToStream(id, [event('C')], { expectedVersion: 2 });
        expect(third.nextExpectedVersion).toBe(3);
        expect(third.events[0]!.streamVersion).toBe(3);
        for (const stale of [0, 1, 2, 4]) {
          const error = await store
            .appendToStream(id, [event('Stale')], { expectedVersion: stale })
            .catch((e: unknown) => e);
          expect(error).toBeInstanceOf(WrongExpectedVersionError);
        }
        const read = await store.readStream(id);
        expect(read.version).toBe(3);
        expect(read.events.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      });

      it("'any' appends to a new and to an existing stream without a check", async () => {
        const id = stream('any');
        expect(
          (await store.appendToStream(id, [event('A')], { expectedVersion: 'any' })).nextExpectedVersion,
        ).toBe(1);
        const second = await store.appendToStream(id, [event('B'), event('C')], { expectedVersion: 'any' });
        expect(second.nextExpectedVersion).toBe(3);
        expect(second.events.map((e) => e.streamVersion)).toEqual([2, 3]);
      });
    });

    describe('conflicts under concurrency', () => {
      it('of eight appends at the same expected version exactly one wins; the others conflict', async () => {
        const id = stream('race');
        await store.appendToStream(id, [event('Start')], { expectedVersion: 'no_stream' });
        const results = await Promise.allSettled(
          Array.from({ length: 8 }, (_, i) =>
            store.appendToStream(id, [event('Raced', { writer: i })], { expectedVersion: 1 }),
          ),
        );
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(7);
        for (const l of lost) expect(l.reason).toBeInstanceOf(WrongExpectedVersionError);
        const read = await store.readStream(id);
        expect(read.version).toBe(2);
        expect(read.events.map((e) => e.type)).toEqual(['Start', 'Raced']);
      });

      it("eight concurrent 'any' appends all land, each at a version of its own", async () => {
        const id = stream('anyrace');
        await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            store.appendToStream(id, [event('Any', { writer: i })], { expectedVersion: 'any' }),
          ),
        );
        const read = await store.readStream(id);
        expect(read.events.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
        expect(new Set(read.events.map((e) => (e.data as { writer: number }).writer)).size).toBe(8);
      });
    });

    describe('read stream', () => {
      it('returns the events in stream order with versions 1..n; a stream never written reads empty at 0', async () => {
        const id = stream('read');
        const sent = [event('One', { n: 1 }), event('Two', { n: 2 }), event('Three', { n: 3 })];
        await store.appendToStream(id, sent.slice(0, 2), { expectedVersion: 'no_stream' });
        await store.appendToStream(id, sent.slice(2), { expectedVersion: 2 });
        const read = await store.readStream(id);
        expect(read.version).toBe(3);
        expect(read.events.map((e) => [e.eventId, e.streamVersion, e.type, e.data])).toEqual(
          sent.map((s, i) => [s.eventId, i + 1, s.event.type, s.event.data]),
        );
        expect(await store.readStream(stream('never'))).toEqual({ events: [], version: 0 });
      });
    });

    describe('read all in commit order', () => {
      it('returns appended events in the order they committed, the same when paged by checkpoint', async () => {
        const start = await endOfLog(store);
        const a = stream('alla');
        const b = stream('allb');
        await store.appendToStream(a, [event('A1'), event('A2')], { expectedVersion: 'no_stream' });
        await store.appendToStream(b, [event('B1')], { expectedVersion: 'no_stream' });
        await store.appendToStream(a, [event('A3')], { expectedVersion: 2 });

        const mine = (events: RecordedEvent[]) => events.filter((e) => e.streamId === a || e.streamId === b);
        const all = await visible(async () => mine(await store.readAll(start, 1_000)), 4);
        expect(all.map((e) => e.type)).toEqual(['A1', 'A2', 'B1', 'A3']);
        const positions = all.map((e) => e.globalPosition);
        expect([...positions].sort((x, y) => x - y)).toEqual(positions);

        const paged: RecordedEvent[] = [];
        for (let after = start; ;) {
          const page = await store.readAll(after, 1);
          if (page.length === 0) break;
          expect(page).toHaveLength(1);
          paged.push(page[0]!);
          after = page[0]!.checkpoint;
        }
        expect(mine(paged).map((e) => e.eventId)).toEqual(all.map((e) => e.eventId));
      });
    });

    describe('subscriptions', () => {
      it('delivers in commit order and resumes from its checkpoint after a restart, without the handled events', async () => {
        const subscribe = requireSubscribe(store);
        const id = stream('sub');
        const subscriptionId = `conf-sub-${run}`;
        const seen: RecordedEvent[] = [];
        const handle = async (events: RecordedEvent[]) =>
          void seen.push(...events.filter((e) => e.streamId === id));

        const first = subscribe({ subscriptionId, handle, pollIntervalMs: 50 });
        await first.start();
        await store.appendToStream(id, [event('S1'), event('S2')], { expectedVersion: 'no_stream' });
        await store.appendToStream(id, [event('S3')], { expectedVersion: 2 });
        await until(() => seen.length === 3);
        await first.stop();
        const checkpoint = await first.checkpoint();
        expect(checkpoint).not.toBeNull();
        expect(seen.map((e) => e.type)).toEqual(['S1', 'S2', 'S3']);

        await store.appendToStream(id, [event('S4')], { expectedVersion: 3 });
        seen.length = 0;
        const second = subscribe({ subscriptionId, handle, pollIntervalMs: 50 });
        await second.start();
        try {
          await until(() => seen.length >= 1);
          await new Promise((r) => setTimeout(r, 300));
          expect(seen.map((e) => e.type)).toEqual(['S4']);
          expect(await second.checkpoint()).not.toBe(checkpoint);
        } finally {
          await second.stop();
        }
      }, 30_000);

      it('delivers a batch again when its handler fails; an idempotent handler applies each event once', async () => {
        const subscribe = requireSubscribe(store);
        const id = stream('redeliver');
        const deliveries = new Map<string, number>();
        const applied: string[] = [];
        let failed: string[] = [];
        let failOnce = true;
        const sub = subscribe({
          subscriptionId: `conf-redeliver-${run}`,
          pollIntervalMs: 50,
          onError: () => undefined,
          handle: async (events) => {
            const mine = events.filter((e) => e.streamId === id);
            for (const e of mine) deliveries.set(e.eventId, (deliveries.get(e.eventId) ?? 0) + 1);
            if (mine.length > 0 && failOnce) {
              failOnce = false;
              failed = mine.map((e) => e.eventId);
              throw new Error('handler failed once');
            }
            for (const e of mine) if (!applied.includes(e.eventId)) applied.push(e.eventId);
          },
        });
        await sub.start();
        try {
          const sent = [event('R1'), event('R2')];
          await store.appendToStream(id, sent, { expectedVersion: 'no_stream' });
          await until(() => applied.length === 2);
          expect(applied).toEqual(sent.map((s) => s.eventId));
          // The failed batch's events came again (how an adapter batches events is its own affair).
          expect(failed.length).toBeGreaterThan(0);
          for (const eventId of failed) expect(deliveries.get(eventId)).toBeGreaterThanOrEqual(2);
        } finally {
          await sub.stop();
        }
      }, 30_000);
    });

    describe('deleted streams (erasure)', () => {
      it('an append decided before the delete, at the old version, conflicts; the id starts afresh', async () => {
        const remove = requireDelete(ctx);
        const id = stream('deleted');
        await store.appendToStream(id, [event('Opened'), event('Noted')], { expectedVersion: 'no_stream' });
        // A writer reads the stream and decides; the erasure deletes it before that writer appends.
        const decided = (await store.readStream(id)).version;
        expect(decided).toBe(2);
        await remove(id);
        await remove(id); // a repeat (the erasure saga asks again) is a no-op
        expect(await store.readStream(id)).toEqual({ events: [], version: 0 });

        const stale = await store
          .appendToStream(id, [event('Stale')], { expectedVersion: decided })
          .catch((e: unknown) => e);
        expect(stale).toBeInstanceOf(WrongExpectedVersionError);
        expect(await store.readStream(id)).toEqual({ events: [], version: 0 });

        // Decided on what the store shows now (version 0): the id is usable again, with only the new events.
        const fresh = [event('Reopened'), event('Noted')];
        const reopened = await store.appendToStream(id, fresh, { expectedVersion: 'no_stream' });
        const read = await store.readStream(id);
        expect(read.events.map((e) => e.eventId)).toEqual(fresh.map((e) => e.eventId));
        expect(read.version).toBe(reopened.nextExpectedVersion);
        expect((await visible(() => readAllOf(store, id), 2)).map((e) => e.type)).toEqual([
          'Reopened',
          'Noted',
        ]);
        // The reopened stream has as many events as the deleted one had: its versions go on past the deleted ones,
        // so the stale writer's version is not the stream's again (it was, on Postgres, before issue #29).
        expect(reopened.nextExpectedVersion).toBeGreaterThan(decided);
        await expect(
          store.appendToStream(id, [event('Stale')], { expectedVersion: decided }),
        ).rejects.toBeInstanceOf(WrongExpectedVersionError);
        expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['Reopened', 'Noted']);
        // Deleted again and reopened: still past every version the stream had.
        await remove(id);
        const again = await store.appendToStream(id, [event('Again')], { expectedVersion: 0 });
        expect(again.nextExpectedVersion).toBeGreaterThan(reopened.nextExpectedVersion);
      });
    });

    describe('large events', () => {
      // Just under 1 MB of UTF-8 (800,000 characters, some of several bytes): within KurrentDB's default 1 MiB
      // append limit, which its adapter's own tests show refused beyond.
      it('stores and reads back an event of almost 1 MB', async () => {
        const id = stream('large');
        const text = 'Fabelhaft! Grüße 🐉 '.repeat(40_000);
        expect(Buffer.byteLength(text)).toBeGreaterThan(950_000);
        const big = event('Large', { text });
        await store.appendToStream(id, [big], { expectedVersion: 'no_stream' });
        const read = await store.readStream(id);
        expect((read.events[0]!.data as { text: string }).text).toBe(text);
        const all = await visible(() => readAllOf(store, id), 1);
        expect((all[0]!.data as { text: string }).text).toBe(text);
      }, 30_000);
    });

    describe('metadata round trip', () => {
      it('returns correlation, causation, user and schema version as appended, with the id and time', async () => {
        const id = stream('meta');
        const metadata: EventMetadata = {
          correlationId: randomUUID(),
          causationId: randomUUID(),
          userId: 'user-ä-1',
          schemaVersion: 1,
        };
        const sent: NewEvent = {
          event: { type: 'Meta', data: { nested: { list: [1, 'zwei', null] } } },
          eventId: randomUUID(),
          metadata,
        };
        const before = Date.now();
        const appended = await store.appendToStream(id, [sent], { expectedVersion: 'no_stream' });
        for (const e of [
          appended.events[0]!,
          (await store.readStream(id)).events[0]!,
          (await visible(() => readAllOf(store, id), 1))[0]!,
        ]) {
          expect(e.eventId).toBe(sent.eventId);
          expect(e.metadata).toEqual(metadata);
          expect(e.data).toEqual(sent.event.data);
          expect(e.recordedAt).toBeInstanceOf(Date);
          expect(Math.abs(e.recordedAt.getTime() - before)).toBeLessThan(60_000);
          expect(typeof e.checkpoint).toBe('string');
        }
        const noCause: NewEvent = {
          ...event('Meta'),
          metadata: { ...metadata, causationId: null, userId: null },
        };
        await store.appendToStream(id, [noCause], { expectedVersion: 1 });
        expect((await store.readStream(id)).events[1]!.metadata).toEqual(noCause.metadata);
      });
    });
  });
}

function event(type: string, data: Record<string, unknown> = {}): NewEvent {
  return {
    event: { type, data },
    eventId: randomUUID(),
    metadata: { correlationId: randomUUID(), causationId: null, userId: null, schemaVersion: 1 },
  };
}

/**
 * What an adapter's spec gives the suite: a store on an empty log, its close, and — for a store whose streams are
 * deleted by other means than `EventStore.deleteStream` (Postgres: `removeStreams` under the erasure lock) — that
 * delete.
 */
export interface OpenedStore {
  store: EventStore;
  close(): Promise<void>;
  deleteStream?(streamId: string): Promise<void>;
}

function requireDelete(ctx: OpenedStore): (streamId: string) => Promise<void> {
  if (ctx.deleteStream) return (streamId) => ctx.deleteStream!(streamId);
  if (ctx.store.deleteStream) return (streamId) => ctx.store.deleteStream!(streamId);
  throw new Error('This adapter deletes no stream: erasure (issue #22) asks for a delete');
}

function requireSubscribe(store: EventStore): NonNullable<EventStore['subscribe']> {
  if (!store.subscribe)
    throw new Error('This adapter offers no subscribe(): the port asks for one (issue #29)');
  return store.subscribe.bind(store);
}

async function endOfLog(store: EventStore): Promise<Checkpoint | null> {
  let after: Checkpoint | null = null;
  for (;;) {
    const page = await store.readAll(after, 1_000);
    if (page.length === 0) return after;
    after = page[page.length - 1]!.checkpoint;
  }
}

async function readAllOf(store: EventStore, streamId: string): Promise<RecordedEvent[]> {
  const found: RecordedEvent[] = [];
  let after: Checkpoint | null = null;
  for (;;) {
    const page = await store.readAll(after, 100);
    if (page.length === 0) return found;
    found.push(...page.filter((e) => e.streamId === streamId));
    after = page[page.length - 1]!.checkpoint;
  }
}

/**
 * What `read` finds once it finds `count` items (or after `timeoutMs`). `readAll` stops before any transaction
 * still in flight on the server — on a shared Postgres, other databases' too — so events just appended show once
 * those end: a test that reads them back waits for that, as a subscriber does.
 */
async function visible<T>(read: () => Promise<T[]>, count: number, timeoutMs = 15_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
