import type { Pool } from 'pg';
import type { AppendResult, EventStore, InlineProjection, RecordedEvent } from '../types';
import { KurrentDbProjections, ReadYourWritesEventStore, type KurrentDbSubscriber } from './projections';
import type { KurrentDbSubscriptionOptions } from './subscription';

/** A pool whose one table is the checkpoint row postgresCheckpoint reads, locks and moves. */
function checkpointPool(initial: string | null = null) {
  const state = { stored: initial ?? '' };
  const query = async (text: string, values: unknown[] = []) => {
    if (/^\s*select checkpoint/.test(text)) return { rows: [{ checkpoint: state.stored }], rowCount: 1 };
    if (/^\s*update/.test(text)) state.stored = String(values[1]);
    return { rows: [], rowCount: 0 };
  };
  const pool = {
    query,
    connect: async () => ({ query, release: () => undefined, on: () => undefined, off: () => undefined }),
  } as unknown as Pool;
  return { pool, state };
}

const cp = (n: number) => `C:${n}/P:${n}`;
const recorded = (n: number): RecordedEvent => ({
  eventId: `e${n}`,
  streamId: 's-1',
  streamVersion: n,
  type: 'Counted',
  data: {},
  metadata: { correlationId: 'c', causationId: null, userId: null, schemaVersion: 1 },
  recordedAt: new Date(0),
  globalPosition: n,
  checkpoint: cp(n),
});

function setUp(initial: string | null = null) {
  const { pool, state } = checkpointPool(initial);
  const applied: string[] = [];
  const projection: InlineProjection = {
    name: 'count',
    apply: async (event) => void applied.push(event.eventId),
    reset: async () => undefined,
  };
  let options!: KurrentDbSubscriptionOptions;
  const subscribe: KurrentDbSubscriber = (o) => {
    options = o;
    return { start: () => undefined, stop: async () => undefined };
  };
  const projections = new KurrentDbProjections({ pool, schema: 'svc', projections: [projection], subscribe });
  return { projections, state, applied, deliver: () => options };
}

describe('KurrentDbProjections', () => {
  it('applies a batch, moves the stored checkpoint, and releases a waiter only when it covers its append', async () => {
    const { projections, state, applied, deliver } = setUp();
    await projections.start();
    const waitFor2 = projections.waitFor(cp(2), 5_000);
    const waitFor3 = projections.waitFor(cp(3), 200);
    await deliver().handle([recorded(1), recorded(2)], cp(2));
    expect(applied).toEqual(['e1', 'e2']);
    expect(state.stored).toBe(cp(2));
    expect(await waitFor2).toBe(true);
    expect(await waitFor3).toBe(false);
    expect(projections.checkpoint).toBe(cp(2));
  });

  it('counts events another instance already applied as reached, without applying them again', async () => {
    const { projections, applied, deliver } = setUp(cp(5));
    await projections.start();
    expect(await deliver().loadCheckpoint()).toBe(cp(5));
    expect(await projections.waitFor(cp(4), 10)).toBe(true);
    await deliver().handle([recorded(5)], cp(5));
    expect(applied).toEqual([]);
    const waiting = projections.waitFor(cp(6), 5_000);
    await deliver().handle([recorded(6)], cp(6));
    expect(await waiting).toBe(true);
    expect(applied).toEqual(['e6']);
  });
});

describe('ReadYourWritesEventStore', () => {
  const inner = (n: number): EventStore => ({
    readStream: async () => ({ events: [recorded(n)], version: n }),
    readAll: async () => [],
    appendToStream: async (): Promise<AppendResult> => ({ nextExpectedVersion: n, events: [recorded(n)] }),
  });

  it('returns from an append once the projections reached it', async () => {
    const { projections, deliver } = setUp();
    await projections.start();
    const store = new ReadYourWritesEventStore(inner(1), projections, { timeoutMs: 5_000 });
    let done = false;
    const append = store.appendToStream('s-1', [], { expectedVersion: 0 }).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    await deliver().handle([recorded(1)], cp(1));
    await append;
    expect(done).toBe(true);
  });

  it("returns a stream read once the projections reached its last event (another caller's append)", async () => {
    // The refinement race (ADR 0046): a repeated confirm reads the stream, finds the first caller's event and
    // answers from the read model — which must not be older than what the stream showed, as on Postgres.
    const { projections, deliver } = setUp();
    await projections.start();
    await deliver().handle([recorded(1)], cp(1));
    const store = new ReadYourWritesEventStore(inner(2), projections, { timeoutMs: 5_000 });
    let done = false;
    const read = store.readStream('s-1').then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    await deliver().handle([recorded(2)], cp(2));
    await read;
    expect(done).toBe(true);
    // Already covered: no wait.
    expect((await store.readStream('s-1')).version).toBe(2);
  });

  it('gives up waiting after its timeout and says so; the append stands', async () => {
    const { projections } = setUp();
    await projections.start();
    const lagged: string[] = [];
    const store = new ReadYourWritesEventStore(inner(7), projections, {
      timeoutMs: 30,
      onLag: (streamId, checkpoint) => lagged.push(`${streamId}@${checkpoint}`),
    });
    const result = await store.appendToStream('s-1', [], { expectedVersion: 6 });
    expect(result.nextExpectedVersion).toBe(7);
    expect(lagged).toEqual([`s-1@${cp(7)}`]);
  });
});
