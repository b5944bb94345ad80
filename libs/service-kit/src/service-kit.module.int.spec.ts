import 'reflect-metadata';
import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Pool } from 'pg';
import { z } from 'zod';
import { HealthRpc, rpc } from '@fabelhaft/contracts';
import { connectNats, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { createTestDatabase, testNatsUrl, testSubjectPrefix, type TestDatabase } from '@fabelhaft/testing';
import { EventCodec } from '@fabelhaft/eventsourcing';
import { baseServiceConfig, loadConfig } from './config';
import { rpcBinding } from './rpc-binding';
import { ServiceKitModule } from './service-kit.module';
import { PG_POOL } from './tokens';

const countRows = rpc('rpc.kittest.count-rows', z.object({}), z.object({ rows: z.number() }));

/** Lets the test hold a handler or a worker's shutdown half-way. */
class Gate {
  entered!: Promise<void>;
  private enter!: () => void;
  private release!: () => void;
  private released!: Promise<void>;
  constructor() {
    this.entered = new Promise((r) => (this.enter = r));
    this.released = new Promise((r) => (this.release = r));
  }
  async pass(): Promise<void> {
    this.enter();
    await this.released;
  }
  open(): void {
    this.release();
  }
}
const handlerGate = new Gate();
const workerGate = new Gate();

/** Stands for a job worker: its shutdown finishes its job, which writes to Postgres. */
@Injectable()
class SlowWorker implements OnApplicationShutdown {
  finished = false;
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}
  async onApplicationShutdown(): Promise<void> {
    await workerGate.pass();
    await this.pool.query(`insert into kittest.jobs (done) values (true)`);
    this.finished = true;
  }
}

@Module({})
class KitTestModule {}

describe('a service built with ServiceKitModule', () => {
  let db: TestDatabase;
  let nc: NatsConnection;
  const subjects = new Subjects(testSubjectPrefix('kit'));

  beforeAll(async () => {
    db = await createTestDatabase('kit');
    nc = await connectNats({ url: testNatsUrl(), name: 'kit-test' });
  });
  afterAll(async () => {
    await nc?.close();
    await db?.drop();
  });

  it('answers its health, and on shutdown answers the request in flight and lets workers finish before closing Postgres', async () => {
    const config = loadConfig(baseServiceConfig, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
    });
    const module = await ServiceKitModule.forService(KitTestModule, {
      name: 'kittest',
      config,
      database: {
        schema: 'kittest',
        migrations: [{ id: 'kittest-0001', sql: 'create table kittest.jobs (done boolean not null)' }],
        projections: [],
        codec: new EventCodec({}),
      },
      rpc: [
        rpcBinding(countRows, async (_r, _m, { moduleRef }) => {
          await handlerGate.pass();
          // The pool must still be open when a handler taken before shutdown goes on.
          const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
          const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from kittest.jobs');
          return { rows: rows[0]!.n };
        }),
      ],
      providers: [SlowWorker],
    });
    const app = await NestFactory.createApplicationContext(module, { logger: false });
    await app.init();
    const client = new RpcClient(nc, subjects, 10_000);
    expect(await client.call(HealthRpc.check('kittest'), {})).toMatchObject({
      service: 'kittest',
      status: 'ok',
      postgres: 'ok',
      relay: 'none',
    });

    const reply = client.call(countRows, {});
    await handlerGate.entered;
    const closing = app.close();
    handlerGate.open();
    await expect(reply).resolves.toEqual({ rows: 0 });

    await workerGate.entered;
    workerGate.open();
    await closing;
    expect(app.get(SlowWorker).finished).toBe(true);
    const { rows } = await db.pool.query('select count(*)::int as n from kittest.jobs');
    expect(rows[0].n).toBe(1);
  });
});
