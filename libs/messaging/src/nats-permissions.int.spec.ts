import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { headers as natsHeaders } from '@nats-io/transport-node';
import {
  BooksEventStream,
  DeadLettersRpc,
  ErasureBucket,
  FulfilmentEvents,
  FulfilmentEventStream,
  PartnerStatusStream,
  partnerSubject,
  PrintPartnerNetwork,
  GenerationJobQueue,
  LimitsRpc,
  NetworkParticipants,
  OrdersEvents,
  OrdersEventStream,
} from '@fabelhaft/contracts';
import { startNatsServer, type NatsHandle } from '@fabelhaft/local-infra';
import { eventually, freePort, testSubjectPrefix } from '@fabelhaft/testing';
import { connectNats, type NatsConnection } from './connection';
import { DEAD_LETTER_STREAM, DeadLetterHeaders, DeadLetterPublisher } from './dead-letter';
import { DeadLetterAdmin, eraseDeadLetterCopies, republishableSubjects } from './dead-letter-admin';
import { ensureConsumer, ensureStream } from './jetstream';
import { natsPermissionTable, partnerNatsPermissions, renderNatsServerConfig } from './permissions';
import { NatsKvRateLimiter } from './rate-limiter';
import { RpcClient, RpcServer } from './rpc';
import { Subjects } from './subjects';

jest.setTimeout(30_000);

/**
 * A nats-server of this file's own, configured as `npm start` configures it (users and permissions generated
 * from the contracts): each process may do what its contracts declare and nothing else (ADR 0014).
 */
describe('NATS users and subject permissions', () => {
  const subjects = new Subjects(testSubjectPrefix('perm'));
  // issue #15: two printing partners beside the services.
  const table = {
    ...natsPermissionTable(subjects),
    'print-partner-a': partnerNatsPermissions('print-partner-a', 'partner-a', subjects),
    'print-partner-b': partnerNatsPermissions('print-partner-b', 'partner-b', subjects),
  };
  const passwords = Object.fromEntries(
    [...Object.keys(table), 'operator'].map((u) => [u, randomBytes(18).toString('base64url')]),
  );
  const dir = mkdtempSync(join(tmpdir(), 'fabelhaft-nats-'));
  let server: NatsHandle;
  const connections: NatsConnection[] = [];
  const as = async (user: string) => {
    const nc = await connectNats({ url: server.url, name: `${user}-test`, user, password: passwords[user] });
    connections.push(nc);
    return nc;
  };

  beforeAll(async () => {
    const port = await freePort();
    const configFile = join(dir, 'nats.conf');
    writeFileSync(
      configFile,
      renderNatsServerConfig({
        host: '127.0.0.1',
        port,
        storeDir: join(dir, 'js'),
        users: [
          ...Object.entries(table).map(([user, permissions]) => ({
            user,
            password: passwords[user]!,
            permissions,
          })),
          { user: 'operator', password: passwords.operator! },
        ],
      }),
      { mode: 0o600 },
    );
    server = await startNatsServer({
      port,
      configFile,
      probe: { user: 'operator', password: passwords.operator! },
    });
  });

  afterAll(async () => {
    for (const nc of connections) if (!nc.isClosed()) await nc.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a connection without a user or with a wrong password', async () => {
    await expect(connectNats({ url: server.url, name: 'anonymous' })).rejects.toThrow(/Authorization/i);
    await expect(connectNats({ url: server.url, name: 'x', user: 'bff', password: 'wrong' })).rejects.toThrow(
      /Authorization/i,
    );
  });

  it('carries a real RPC from the BFF and from books to limits, but no reservation from the BFF and no grant from books', async () => {
    const limits = await as('limits');
    const granted: string[] = [];
    const rpcServer = new RpcServer(limits, subjects, 'limits', { error: () => undefined });
    const view = (ownerId: string) => ({
      ownerId,
      previewLimit: 5,
      previewRemaining: 5,
      editLimit: 3,
      editRemaining: 3,
    });
    rpcServer.handle(LimitsRpc.getLimits, async ({ ownerId }) => view(ownerId));
    rpcServer.handle(LimitsRpc.grantPreviews, async ({ ownerId }) => {
      granted.push(ownerId);
      return view(ownerId);
    });
    rpcServer.handle(LimitsRpc.reservePreview, async ({ ownerId }) => {
      granted.push(`reserved ${ownerId}`);
      return view(ownerId);
    });
    await limits.flush();

    const bff = new RpcClient(await as('bff'), subjects, 2000);
    expect(await bff.call(LimitsRpc.getLimits, { ownerId: 'u1' })).toMatchObject({
      ownerId: 'u1',
      previewLimit: 5,
    });
    const books = new RpcClient(await as('books'), subjects, 2000);
    expect(await books.call(LimitsRpc.getLimits, { ownerId: 'u2' })).toMatchObject({ ownerId: 'u2' });

    // The BFF grants only for support (issue #13), but reserving a preview is the books service's alone.
    await expect(bff.call(LimitsRpc.reservePreview, { ownerId: 'u1', bookId: 'b1' })).rejects.toThrow(
      /permission/i,
    );
    await expect(
      books.call(LimitsRpc.grantPreviews, { ownerId: 'u2', grantId: 'g2', count: 100 }),
    ).rejects.toThrow(/permission/i);
    expect(granted).toEqual([]);
  });

  it("carries an event from its owner to a consumer, and neither the BFF nor books can publish the owner's events", async () => {
    const orders = await as('orders');
    const stream = subjects.stream(OrdersEventStream.name);
    await ensureStream(orders, {
      name: stream,
      subjects: [subjects.subject(OrdersEventStream.subjects)],
      storage: 'memory',
    });
    const paid = subjects.subject(OrdersEvents.orderPaidV1.subject);
    await jetstream(orders).publish(paid, JSON.stringify({ type: OrdersEvents.orderPaidV1.type, n: 1 }));

    const booksNc = await as('books');
    await ensureConsumer(booksNc, stream, { durable: 'perm_test', filterSubjects: [paid] });
    const consumer = await jetstream(booksNc).consumers.get(stream, 'perm_test');
    const message = await consumer.next({ expires: 2000 });
    expect(message?.json<{ n: number }>()).toEqual({ type: OrdersEvents.orderPaidV1.type, n: 1 });
    message!.ack();

    for (const user of ['bff', 'books']) {
      const nc = await as(user);
      await expect(
        jetstream(nc).publish(paid, JSON.stringify({ forged: user }), { timeout: 2000 }),
      ).rejects.toThrow(/permission/i);
    }
    const info = await (await jetstreamManager(orders)).streams.info(stream);
    expect(info.state.messages).toBe(1);

    // Nor may the BFF create, purge or delete streams (it may use only its own KV bucket).
    const bffJsm = await jetstreamManager(await as('bff'));
    await expect(
      bffJsm.streams.add({ name: subjects.stream('BFF_OWN'), subjects: [subjects.subject('bff.own.>')] }),
    ).rejects.toThrow(/permission|timeout/i);
    await expect(bffJsm.streams.purge(stream)).rejects.toThrow(/permission|timeout/i);
    await expect(bffJsm.streams.delete(stream)).rejects.toThrow(/permission|timeout/i);
  });

  it('lets the BFF count rate limits in its own KV bucket, and nobody else write there (ADR 0015)', async () => {
    const bff = await as('bff');
    const limiter = await NatsKvRateLimiter.open(bff, subjects, {
      onError: (e) => {
        throw e;
      },
    });
    const rule = { name: 'perm', limit: 1, windowSeconds: 60 };
    expect((await limiter.hit(rule, 'c1')).allowed).toBe(true);
    expect((await limiter.hit(rule, 'c1')).allowed).toBe(false);
    const errors: unknown[] = [];
    const books = await as('books');
    const intruder = await NatsKvRateLimiter.open(books, subjects, { onError: (e) => errors.push(e) }).catch(
      (e: unknown) => e,
    );
    // books may not even open the bucket; if it could, every write would fail.
    if (intruder instanceof NatsKvRateLimiter) {
      await intruder.hit(rule, 'c2');
      expect(errors.length).toBeGreaterThan(0);
    } else {
      expect(String(intruder)).toMatch(/permission|timeout/i);
    }
  });

  it('lets the BFF keep and list its erasure records in its own KV bucket (issue #22)', async () => {
    const bff = await as('bff');
    const kv = await new Kvm(bff).create(subjects.stream(ErasureBucket.name), { history: 1 });
    await kv.create('c3ViLTE', '{"subject":"sub-1"}');
    const entry = await kv.get('c3ViLTE');
    await kv.update('c3ViLTE', '{"subject":"sub-1","done":true}', entry!.revision);
    // Its keys, as the ledger lists them: from the stream's per-subject state.
    const bucket = subjects.stream(ErasureBucket.name);
    const info = await (
      await jetstreamManager(bff)
    ).streams.info(`KV_${bucket}`, { subjects_filter: `$KV.${bucket}.>` });
    expect(Object.keys(info.state.subjects ?? {})).toEqual([`$KV.${bucket}.c3ViLTE`]);
    await kv.purge('c3ViLTE');
    expect((await kv.get('c3ViLTE'))?.operation).not.toBe('PUT');
  });

  it("lets the BFF reach books' dead-letter admin, and books read, retry and delete its own dead letters (ADR 0018)", async () => {
    const operator = await as('operator');
    await new DeadLetterPublisher(operator, subjects).ensureStream();
    const jobs = subjects.stream(GenerationJobQueue.name);
    await ensureStream(operator, {
      name: jobs,
      subjects: [subjects.subject(GenerationJobQueue.subjects)],
      retention: 'workqueue',
    });
    const h = natsHeaders();
    h.set(DeadLetterHeaders.subject, subjects.subject(GenerationJobQueue.subjects));
    h.set(DeadLetterHeaders.consumer, 'books-generation-worker');
    h.set(DeadLetterHeaders.error, 'Error: boom');
    h.set(DeadLetterHeaders.deliveries, '5');
    h.set(DeadLetterHeaders.msgId, 'job-1');
    await jetstream(operator).publish(
      subjects.subject('dlq.books.books-generation-worker'),
      JSON.stringify({ bookId: 'b1' }),
      { headers: h },
    );

    const books = await as('books');
    const admin = new DeadLetterAdmin({
      nc: books,
      subjects,
      service: 'books',
      republishable: republishableSubjects(NetworkParticipants.books),
      logger: { info: () => undefined },
    });
    const rpc = DeadLettersRpc('books');
    const server = new RpcServer(books, subjects, 'books');
    server.handle(rpc.list, (r) => admin.list(r));
    server.handle(rpc.retry, (r, m) => admin.retry(r.sequence, m));
    await books.flush();

    const client = new RpcClient(await as('bff'), subjects, 3000);
    const { deadLetters, total } = await client.call(rpc.list, {});
    expect(total).toBe(1);
    expect(deadLetters[0]).toMatchObject({ consumer: 'books-generation-worker', retryable: true });
    await client.call(rpc.retry, { sequence: deadLetters[0]!.sequence }, { userId: 'agent-7' });
    expect((await client.call(rpc.list, {})).total).toBe(0);
    const jsm = await jetstreamManager(operator);
    expect((await jsm.streams.info(jobs)).state.messages).toBe(1);
    expect((await jsm.streams.info(subjects.stream(DEAD_LETTER_STREAM))).state.messages).toBe(0);
    await server.close();
  });

  it("lets an erasure read and delete its own stream's messages and their dead-letter copies in any service, never another's stream (issue #22)", async () => {
    const operator = await as('operator');
    await new DeadLetterPublisher(operator, subjects).ensureStream();
    const own = subjects.stream(BooksEventStream.name);
    const other = subjects.stream(OrdersEventStream.name);
    await ensureStream(operator, { name: own, subjects: [subjects.subject(BooksEventStream.subjects)] });
    await ensureStream(operator, { name: other, subjects: [subjects.subject(OrdersEventStream.subjects)] });
    const js = jetstream(operator);
    const copy = await js.publish(subjects.subject('evt.books.book.produced'), '{"bookId":"b-erased"}');
    const foreign = await js.publish(subjects.subject('evt.orders.order.paid'), '{"orderId":"o-1"}');
    // notifications' consumer gave the message up: its dead letter copies it without naming anybody.
    const h = natsHeaders();
    h.set(DeadLetterHeaders.stream, own);
    h.set(DeadLetterHeaders.seq, String(copy.seq));
    await js.publish(
      subjects.subject('dlq.notifications.notifications-book-ready'),
      '{"bookId":"b-erased"}',
      {
        headers: h,
      },
    );

    const books = await jetstreamManager(await as('books'));
    expect(
      new TextDecoder().decode((await books.streams.getMessage(own, { seq: copy.seq }))!.data),
    ).toContain('b-erased');
    await expect(books.streams.getMessage(other, { seq: foreign.seq })).rejects.toThrow(
      /permission|timeout/i,
    );
    await expect(books.streams.deleteMessage(other, foreign.seq)).rejects.toThrow(/permission|timeout/i);
    expect(await books.streams.deleteMessage(own, copy.seq, true)).toBe(true);
    expect(
      await eraseDeadLetterCopies(await as('books'), subjects, [{ natsStream: own, sequence: copy.seq }]),
    ).toBe(1);
    const jsm = await jetstreamManager(operator);
    expect((await jsm.streams.info(subjects.stream(DEAD_LETTER_STREAM))).state.messages).toBe(0);
    expect((await jsm.streams.getMessage(other, { seq: foreign.seq }))?.seq).toBe(foreign.seq);
  });

  it("does not let the BFF or limits read another service's events", async () => {
    const events = subjects.subject(BooksEventStream.subjects);
    const bff = await as('bff');
    const denied = new Promise<Error>((resolve) =>
      bff.subscribe(events, {
        callback: (err) => {
          if (err) resolve(err);
        },
      }),
    );
    expect(String(await denied)).toMatch(/permission/i);
    const limits = await as('limits');
    const deniedToo = new Promise<Error>((resolve) =>
      limits.subscribe(`_INBOX_bff.>`, {
        callback: (err) => {
          if (err) resolve(err);
        },
      }),
    );
    expect(String(await deniedToo)).toMatch(/permission/i);
    await eventually(() => expect(bff.isClosed()).toBe(false), 1000);
  });
  it("lets a printing partner read its own jobs and answer, but never read partner B's jobs or answer for B (issue #15)", async () => {
    const fulfilment = await as('fulfilment');
    const stream = subjects.stream(FulfilmentEventStream.name);
    await ensureStream(fulfilment, {
      name: stream,
      subjects: [subjects.subject(FulfilmentEventStream.subjects)],
      storage: 'memory',
    });
    const submitted = FulfilmentEvents.printJobSubmittedV1.subject;
    const js = jetstream(fulfilment);
    await js.publish(subjects.subject(partnerSubject(submitted, 'partner-a')), JSON.stringify({ job: 'a1' }));
    await js.publish(subjects.subject(partnerSubject(submitted, 'partner-b')), JSON.stringify({ job: 'b1' }));
    // The service owns the partners' answers stream.
    const answers = subjects.stream(PartnerStatusStream.name);
    await ensureStream(fulfilment, {
      name: answers,
      subjects: [subjects.subject(PartnerStatusStream.subjects)],
      storage: 'memory',
    });

    const jobsOf = (partnerId: string) =>
      subjects.durable(PrintPartnerNetwork.consumers(partnerId).jobs.durable);
    const consumerOf = (nc: NatsConnection, partnerId: string, filterOf = partnerId) =>
      ensureConsumer(nc, stream, {
        durable: jobsOf(partnerId),
        filterSubjects: [subjects.subject(PrintPartnerNetwork.consumers(filterOf).jobs.filterSubject)],
      });
    const a = await as('print-partner-a');
    const b = await as('print-partner-b');
    await consumerOf(a, 'partner-a');
    await consumerOf(b, 'partner-b');
    const mine = await (
      await jetstream(a).consumers.get(stream, jobsOf('partner-a'))
    ).next({ expires: 2000 });
    expect(mine?.json()).toEqual({ job: 'a1' });
    mine!.ack();

    // A cannot read B's consumer, nor make one with B's filter or B's name, nor one without a filter.
    await expect(
      jetstream(a)
        .consumers.get(stream, jobsOf('partner-b'))
        .then((c) => c.next({ expires: 1000 })),
    ).rejects.toThrow(/permission|timeout/i);
    await expect(consumerOf(a, 'partner-a', 'partner-b')).rejects.toThrow(/permission|timeout/i);
    await expect(consumerOf(a, 'partner-b')).rejects.toThrow(/permission|timeout/i);
    await expect(
      (await jetstreamManager(a)).consumers.add(stream, {
        durable_name: 'sneaky',
        ack_policy: 'explicit' as never,
      }),
    ).rejects.toThrow(/permission|timeout/i);
    // Nor subscribe to the jobs' subjects directly.
    const denied = new Promise<Error>((resolve) =>
      a.subscribe(subjects.subject(partnerSubject(submitted, 'partner-b')), {
        callback: (err) => {
          if (err) resolve(err);
        },
      }),
    );
    expect(String(await denied)).toMatch(/permission/i);
    // B still has its own job unread.
    const theirs = await (
      await jetstream(b).consumers.get(stream, jobsOf('partner-b'))
    ).next({ expires: 2000 });
    expect(theirs?.json()).toEqual({ job: 'b1' });
    theirs!.ack();

    // A answers for itself, never in B's name.
    await jetstream(a).publish(subjects.subject(PrintPartnerNetwork.statusSubject('partner-a')), '{}', {
      timeout: 2000,
    });
    await expect(
      jetstream(a).publish(subjects.subject(PrintPartnerNetwork.statusSubject('partner-b')), '{}', {
        timeout: 2000,
      }),
    ).rejects.toThrow(/permission|timeout/i);
    expect((await (await jetstreamManager(fulfilment)).streams.info(answers)).state.messages).toBe(1);
  });
});
