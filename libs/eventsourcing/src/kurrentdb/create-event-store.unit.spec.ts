import type { Pool } from 'pg';
import { PostgresEventStore } from '../postgres/event-store';
import type { InlineProjection } from '../types';
import { createEventStore, eventStoreKind } from './create-event-store';
import { KurrentDbEventStore } from './event-store';

const pool = {} as Pool;
const projection: InlineProjection = {
  name: 'orders',
  apply: async () => undefined,
  reset: async () => undefined,
};

describe('createEventStore', () => {
  it('is the Postgres store when EVENT_STORE is unset or postgres', async () => {
    for (const env of [{}, { EVENT_STORE: 'postgres' }, { EVENT_STORE: ' Postgres ' }]) {
      const created = await createEventStore({ env, pool, schema: 'orders', projections: [projection] });
      expect(created.kind).toBe('postgres');
      expect(created.store).toBeInstanceOf(PostgresEventStore);
    }
  });

  it('is the KurrentDB adapter for EVENT_STORE=kurrentdb with KURRENTDB_URL', async () => {
    const created = await createEventStore({
      env: { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://127.0.0.1:1?tls=false' },
    });
    expect(created.kind).toBe('kurrentdb');
    expect(created.store).toBeInstanceOf(KurrentDbEventStore);
    await created.close();
  });

  it('says which setting is wrong instead of falling back', async () => {
    expect(() => eventStoreKind({ EVENT_STORE: 'eventstore' })).toThrow(/EVENT_STORE must be/);
    await expect(createEventStore({ env: { EVENT_STORE: 'eventstore' } })).rejects.toThrow(
      /EVENT_STORE must be/,
    );
    await expect(createEventStore({ env: { EVENT_STORE: 'kurrentdb' } })).rejects.toThrow(/KURRENTDB_URL/);
    await expect(
      createEventStore({ env: { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'http://127.0.0.1:2113' } }),
    ).rejects.toThrow(/kurrentdb:\/\//);
    await expect(createEventStore({ env: {} })).rejects.toThrow(/pool and a schema/);
  });

  it('refuses same-transaction projections on KurrentDB (they need the Postgres store)', async () => {
    await expect(
      createEventStore({
        env: { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://127.0.0.1:1?tls=false' },
        projections: [projection],
      }),
    ).rejects.toThrow(/orders.*Postgres/);
  });
});
