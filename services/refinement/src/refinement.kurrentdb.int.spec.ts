import 'reflect-metadata';
import { RefinementEvents, RefinementRpc } from '@fabelhaft/contracts';
import { KurrentDbEventStore } from '@fabelhaft/eventsourcing/src/kurrentdb/event-store';
import { rebuildServiceReadModels } from '@fabelhaft/service-kit/service';
import { eventually } from '@fabelhaft/testing';
import { refinementDatabase } from './infrastructure/database';
import { sessionStreamId } from './infrastructure/refinement-session.repository';
import { SESSIONS_TABLE } from './read-model/refinement-session.projection';
import { REFINEMENT_SCHEMA } from './refinement.config';
import { startRefinementKit, type RefinementKit } from './test-fixtures/refinement-kit';

jest.setTimeout(60_000);

/**
 * The refinement service, unchanged, on `EVENT_STORE=kurrentdb` (issue #29, ADR 0046) against the in-process
 * KurrentDB stand-in (or `KURRENTDB_URL`); limits beside it stays on Postgres. The cases that differ there: the
 * concurrent confirm (the projections are not in the append's transaction) and erasure (the events are not in
 * Postgres). The whole int spec runs here with `REFINEMENT_TEST_EVENT_STORE=kurrentdb` (opt-in).
 */
describe('refinement service on KurrentDB', () => {
  let kit: RefinementKit;
  let raw: KurrentDbEventStore;
  const run = Math.random().toString(36).slice(2, 8);
  const owner = (name: string) => `${name}-${run}`;
  /** The session's stream as stored in KurrentDB (the service's namespace `refinement.`). */
  const stored = async (sessionId: string) =>
    (await raw.readStream(`${REFINEMENT_SCHEMA}.${sessionStreamId(sessionId)}`)).events;

  beforeAll(async () => {
    kit = await startRefinementKit({ name: 'refinement-kurrentdb', eventStore: 'kurrentdb' });
    raw = KurrentDbEventStore.connect(kit.kurrentDbUrl!);
  });

  afterAll(async () => {
    await raw?.close();
    await kit?.close();
  });

  it('keeps the session events in KurrentDB under its namespace, none in Postgres', async () => {
    const b = kit.paidBook(owner('stored'));
    const s = await kit.open(b);
    expect((await stored(s.sessionId)).map((e) => e.type)).toEqual(['SessionOpened']);
    const { rows } = await kit.db.pool.query<{ n: number }>(
      `select count(*)::int as n from ${REFINEMENT_SCHEMA}.events`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('confirms with one edit and answers every concurrent confirm from a read model that has it (five rounds)', async () => {
    // The race ADR 0046 records: a confirm that finds the confirmation done by another caller answers from the
    // read model, which on KurrentDB follows a subscription; the store's stream read now waits for it.
    for (let round = 0; round < 5; round++) {
      const b = kit.paidBook(owner(`race${round}`));
      const s = await kit.planned(b);
      const results = await Promise.all([
        kit.confirm(b, s, 'Thank you'),
        kit.confirm(b, s, 'Thank you'),
        kit.confirm(b, s),
      ]);
      for (const r of results) expect(r).toMatchObject({ status: 'queued', requiresConfirmation: false });
      expect(await kit.editsLeft(b.ownerId)).toBe(2);
      const confirmed = (await stored(s.sessionId)).filter((e) => e.type === 'RevisionConfirmed');
      expect(confirmed).toHaveLength(1);
      const revisionId = `${s.sessionId}.1`;
      await eventually(async () => expect(await kit.announced(revisionId)).toHaveLength(1), 10_000);
      const [envelope] = (await kit.announced(revisionId)) as { type: string }[];
      expect(envelope!.type).toBe(RefinementEvents.revisionConfirmedV1.type);
    }
  });

  it('erases the customer’s sessions from KurrentDB too, and a rebuild from $all does not bring them back', async () => {
    const erased = kit.paidBook(owner('erased'));
    const s = await kit.planned(erased);
    const kept = kit.paidBook(owner('kept'));
    const k = await kit.open(kept);
    expect((await stored(s.sessionId)).length).toBeGreaterThan(0);

    expect(await kit.rpc.call(RefinementRpc.eraseOwnerData, { ownerId: erased.ownerId })).toEqual({
      erasedSessions: 1,
    });
    expect(await stored(s.sessionId)).toEqual([]);
    expect((await stored(k.sessionId)).map((e) => e.type)).toEqual(['SessionOpened']);
    // A repeat (the erasure saga asks again) finds nothing and deletes nothing more.
    expect(await kit.rpc.call(RefinementRpc.eraseOwnerData, { ownerId: erased.ownerId })).toEqual({
      erasedSessions: 0,
    });

    // $all keeps the deleted events until a scavenge: the rebuild must leave them out.
    const { kind } = await rebuildServiceReadModels(refinementDatabase, kit.config, {
      name: 'refinement-rebuild-test',
      onError: () => undefined,
    });
    expect(kind).toBe('kurrentdb');
    const owners = async (ownerId: string) =>
      (
        await kit.db.pool.query(`select session_id from ${SESSIONS_TABLE} where owner_id = $1`, [ownerId])
      ).rows.map((r: { session_id: string }) => r.session_id);
    expect(await owners(erased.ownerId)).toEqual([]);
    expect(await owners(kept.ownerId)).toEqual([k.sessionId]);
  });
});
