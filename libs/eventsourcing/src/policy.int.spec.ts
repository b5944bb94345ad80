import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  DeadLetterHeaders,
  deadLetterSubject,
  Subjects,
} from '@fabelhaft/messaging';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { definePolicy, Policies } from './policy';
import { migrate } from './postgres/schema';

const SCHEMA = 'es_policy';

interface Deps {
  record(what: string): void;
}

describe('policies', () => {
  let db: TestDatabase;
  let nc: NatsConnection;
  let subjects: Subjects;
  let policies: Policies<Deps> | undefined;
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    db = await createTestDatabase('policy');
    await migrate(db.pool, SCHEMA, [
      { id: 'effects', sql: `create table ${SCHEMA}.effects (id serial primary key, what text)` },
    ]);
    nc = await connectNats({ url: testNatsUrl(), name: 'policy-test' });
    subjects = new Subjects(testSubjectPrefix('policy'));
  });

  afterEach(async () => {
    await policies?.onApplicationShutdown();
    policies = undefined;
  });

  afterAll(async () => {
    const jsm = await jetstreamManager(nc);
    for (const s of ['EVT_SHOP', DEAD_LETTER_STREAM])
      await jsm.streams.delete(subjects.stream(s)).catch(() => undefined);
    await nc.close();
    await db.drop();
  });

  const envelope = (id: string, data: object) =>
    JSON.stringify({ id, type: 'shop.v1.Thing', occurredAt: new Date().toISOString(), data });
  const publish = (id: string, data: object) =>
    jetstream(nc).publish(subjects.subject('evt.shop.thing.happened'), envelope(id, data), { msgID: id });
  const effects = async () =>
    (await db.pool.query<{ what: string }>(`select what from ${SCHEMA}.effects order by id`)).rows.map(
      (r) => r.what,
    );

  it('dead-letters a message that fails its last delivery with its error, and handles the next once', async () => {
    const attempts: string[] = [];
    const reactToThings = definePolicy<Deps>({
      name: 'shop-things',
      stream: { name: 'EVT_SHOP', subjects: 'evt.shop.>' },
      filterSubject: 'evt.shop.thing.>',
      maxDeliver: 3,
      ackWaitMs: 2000,
      handle: async (event, { tx, message, record }) => {
        record(`${event.id}@${message.deliveryCount}`);
        const { poison } = event.data as { poison?: boolean };
        await tx.query(`insert into ${SCHEMA}.effects (what) values ($1)`, [event.id]);
        if (poison) throw new Error(`poisoned by ${event.id}`);
      },
      onGiveUp: async (error, { tx, message }) => {
        await tx.query(`insert into ${SCHEMA}.effects (what) values ($1)`, [
          `gave-up:${message.messageId}:${String(error)}`,
        ]);
      },
    });
    policies = new Policies<Deps>({
      service: 'shop',
      schema: SCHEMA,
      pool: db.pool,
      nc,
      subjects,
      logger: silent,
      deps: { record: (what) => attempts.push(what) },
      policies: [reactToThings],
    });
    await policies.onApplicationBootstrap();

    const poison = await publish('evt-1', { poison: true });
    await publish('evt-2', {});
    await publish('evt-2', {}); // a duplicate publish

    await eventually(
      () => expect(effects()).resolves.toEqual(['evt-2', 'gave-up:evt-1:Error: poisoned by evt-1']),
      15_000,
    );
    expect(attempts.filter((a) => a.startsWith('evt-1'))).toEqual(['evt-1@1', 'evt-1@2', 'evt-1@3']);
    expect(attempts.filter((a) => a.startsWith('evt-2'))).toEqual(['evt-2@1']);

    const jsm = await jetstreamManager(nc);
    const letter = await eventually(async () => {
      const m = await jsm.streams.getMessage(subjects.stream(DEAD_LETTER_STREAM), {
        last_by_subj: deadLetterSubject(subjects, 'shop', 'shop-things'),
      });
      if (!m) throw new Error('no dead letter yet');
      return m;
    }, 5000);
    expect(letter.json<{ id: string }>().id).toBe('evt-1');
    expect(letter.header.get(DeadLetterHeaders.error)).toBe('Error: poisoned by evt-1');
    expect(letter.header.get(DeadLetterHeaders.msgId)).toBe('evt-1');
    expect(letter.header.get(DeadLetterHeaders.seq)).toBe(String(poison.seq));
    expect(letter.header.get(DeadLetterHeaders.deliveries)).toBe('3');
    await eventually(async () => {
      const info = await jsm.consumers.info(subjects.stream('EVT_SHOP'), 'shop-things');
      expect(info.num_ack_pending + info.num_pending).toBe(0);
    }, 5000);
  });

  it('gives up a message whose consumer died on its last delivery when it comes back, without handling it', async () => {
    const handled: string[] = [];
    const fragile = definePolicy<Deps>({
      name: 'shop-fragile',
      stream: { name: 'EVT_SHOP', subjects: 'evt.shop.>' },
      filterSubject: 'evt.shop.fragile.>',
      maxDeliver: 1,
      ackWaitMs: 500,
      handle: async (event) => {
        handled.push(event.id);
      },
    });
    const options = {
      service: 'shop',
      schema: SCHEMA,
      pool: db.pool,
      nc,
      subjects,
      logger: silent,
      deps: { record: () => undefined },
      policies: [fragile],
    };
    // The consumer as the policy declares it; then a process takes the only delivery and dies.
    const declaring = new Policies<Deps>(options);
    await declaring.onApplicationBootstrap();
    await declaring.onApplicationShutdown();
    await jetstream(nc).publish(subjects.subject('evt.shop.fragile.broke'), envelope('evt-9', {}), {
      msgID: 'evt-9',
    });
    const taken = await (
      await jetstream(nc).consumers.get(subjects.stream('EVT_SHOP'), 'shop-fragile')
    ).next({ expires: 5000 });
    expect(taken?.info.deliveryCount).toBe(1);

    policies = new Policies<Deps>(options);
    await policies.onApplicationBootstrap();
    const jsm = await jetstreamManager(nc);
    const letter = await eventually(async () => {
      const m = await jsm.streams.getMessage(subjects.stream(DEAD_LETTER_STREAM), {
        last_by_subj: deadLetterSubject(subjects, 'shop', 'shop-fragile'),
      });
      if (!m) throw new Error('no dead letter yet');
      return m;
    }, 10_000);
    expect(letter.header.get(DeadLetterHeaders.msgId)).toBe('evt-9');
    expect(letter.header.get(DeadLetterHeaders.deliveries)).toBe('2');
    expect(letter.header.get(DeadLetterHeaders.error)).toContain('given up after 1 deliveries');
    expect(handled).toEqual([]);
  });

  it('refuses two policies with the same durable name', () => {
    const p = definePolicy<Deps>({
      name: 'same',
      stream: { name: 'EVT_SHOP', subjects: 'evt.shop.>' },
      filterSubject: 'evt.shop.>',
      handle: async () => undefined,
    });
    expect(
      () =>
        new Policies<Deps>({
          service: 'shop',
          schema: SCHEMA,
          pool: db.pool,
          nc,
          subjects,
          logger: silent,
          deps: { record: () => undefined },
          policies: [p, { ...p }],
        }),
    ).toThrow('Two policies share the durable name "same"');
  });
});
