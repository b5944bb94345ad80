import { jetstream, jetstreamManager, type JsMsg } from '@nats-io/jetstream';
import { ErrorCodes } from '@fabelhaft/contracts';
import { eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { connectNats, type NatsConnection } from './connection';
import { DEAD_LETTER_STREAM, DeadLetterPublisher } from './dead-letter';
import { DeadLetterAdmin, RETRY_OF_HEADER, subjectMatches } from './dead-letter-admin';
import { ensureStream } from './jetstream';
import { JobWorker } from './job-worker';
import { Subjects } from './subjects';

interface Job {
  id: string;
}

/**
 * Support's dead-letter admin against a real NATS server (issue #13, ADR 0018): a job that failed its last
 * delivery is listed with its error, retried to its subject (where the worker now handles it) and gone from
 * the DLQ; a discarded one is gone and never runs; another service's dead letters stay out of reach.
 */
describe('dead-letter admin', () => {
  let nc: NatsConnection;
  let subjects: Subjects;
  let stream: string;
  let worker: JobWorker<Job>;
  let admin: DeadLetterAdmin;
  const poisoned = new Set<string>();
  const handled: { id: string; retryOf: string | undefined }[] = [];
  const log: { obj: object; msg: string }[] = [];
  const support = { correlationId: 'c-1', userId: 'agent-7' };

  beforeAll(async () => {
    nc = await connectNats({ url: testNatsUrl(), name: 'dead-letter-admin-test' });
    subjects = new Subjects(testSubjectPrefix('dlqadmin'));
    stream = subjects.stream('JOBS_DLQTEST');
    await ensureStream(nc, {
      name: stream,
      subjects: [subjects.subject('jobs.dlqtest')],
      retention: 'workqueue',
      storage: 'memory',
    });
    worker = new JobWorker<Job>({
      nc,
      subjects,
      service: 'svc',
      stream,
      durable: 'svc-worker',
      filterSubjects: [subjects.subject('jobs.dlqtest')],
      concurrency: 1,
      ackWaitMs: 1000,
      deadlineMs: 5000,
      maxDeliver: 2,
      retryDelayMs: 50,
      decode: (m: JsMsg) => {
        const job = m.json<Job>();
        return { ...job, retryOf: m.headers?.get(RETRY_OF_HEADER) || undefined } as Job;
      },
      handle: async (job) => {
        if (poisoned.has(job.id)) throw new Error(`cannot digest ${job.id}`);
        handled.push({ id: job.id, retryOf: (job as Job & { retryOf?: string }).retryOf });
        return 'ok';
      },
    });
    await worker.start();
    admin = new DeadLetterAdmin({
      nc,
      subjects,
      service: 'svc',
      republishable: ['jobs.dlqtest'],
      logger: { info: (obj, msg) => log.push({ obj, msg }) },
    });
  });

  afterAll(async () => {
    await worker?.stop();
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch(() => undefined);
    await jsm.streams.delete(subjects.stream(DEAD_LETTER_STREAM)).catch(() => undefined);
    await nc.close();
  });

  const publish = (id: string) =>
    jetstream(nc).publish(subjects.subject('jobs.dlqtest'), JSON.stringify({ id }), { msgID: `job-${id}` });
  const listed = () => admin.list({ order: 'ASC', offset: 0, limit: 25 });
  const failed = async (id: string) => {
    poisoned.add(id);
    await publish(id);
    return eventually(async () => {
      const letter = (await listed()).deadLetters.find((d) => (d.data as Job).id === id);
      if (!letter) throw new Error(`${id} not dead-lettered yet`);
      return letter;
    }, 15_000);
  };

  it('lists a failed job with its error, retries it to its subject where it is handled, and removes it', async () => {
    const letter = await failed('j1');
    expect(letter).toMatchObject({
      service: 'svc',
      consumer: 'svc-worker',
      subject: subjects.subject('jobs.dlqtest'),
      error: 'Error: cannot digest j1',
      deliveries: 2,
      data: { id: 'j1' },
      retryable: true,
    });
    expect(Date.parse(letter.failedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await admin.get(letter.sequence)).toEqual(letter);

    poisoned.delete('j1');
    await expect(admin.retry(letter.sequence, support)).resolves.toEqual({
      sequence: letter.sequence,
      retried: true,
    });
    await eventually(() => expect(handled).toContainEqual({ id: 'j1', retryOf: 'job-j1' }), 10_000);
    expect((await listed()).deadLetters.map((d) => d.sequence)).not.toContain(letter.sequence);
    await expect(admin.get(letter.sequence)).rejects.toMatchObject({
      code: ErrorCodes.DEAD_LETTERS_NOT_FOUND,
    });
    expect(log).toContainEqual({
      obj: expect.objectContaining({ deadLetter: letter.sequence, by: 'agent-7' }),
      msg: 'dead letter retried',
    });
  });

  it('discards a dead letter: gone, and the job never runs', async () => {
    const letter = await failed('j2');
    poisoned.delete('j2');
    await admin.discard(letter.sequence, support);
    expect((await listed()).deadLetters.map((d) => d.sequence)).not.toContain(letter.sequence);
    expect(handled.map((h) => h.id)).not.toContain('j2');
    expect(log.at(-1)).toEqual({
      obj: expect.objectContaining({ deadLetter: letter.sequence, by: 'agent-7' }),
      msg: 'dead letter discarded',
    });
  });

  it('erasure (issue #22): deletes the dead letters that name the erased subject, and only those', async () => {
    const mine = await failed('owner-erna-1');
    const other = await failed('owner-otto-1');
    expect(await admin.eraseMentioning('owner-erna')).toBe(1);
    const left = (await listed()).deadLetters.map((d) => d.sequence);
    expect(left).not.toContain(mine.sequence);
    expect(left).toContain(other.sequence);
    expect(await admin.eraseMentioning('owner-erna')).toBe(0);
    poisoned.delete('owner-erna-1');
    poisoned.delete('owner-otto-1');
    await admin.discard(other.sequence, support);
  });

  it('pages in failure order, newest first on request, and filters by consumer', async () => {
    const a = await failed('p1');
    const b = await failed('p2');
    const c = await failed('p3');
    const asc = await admin.list({ order: 'ASC', offset: 0, limit: 2 });
    expect(asc.total).toBe(3);
    expect(asc.deadLetters.map((d) => d.sequence)).toEqual([a.sequence, b.sequence]);
    const desc = await admin.list({ order: 'DESC', offset: 1, limit: 5 });
    expect(desc.deadLetters.map((d) => d.sequence)).toEqual([b.sequence, a.sequence]);
    expect((await admin.list({ consumer: 'other', order: 'ASC', offset: 0, limit: 5 })).total).toBe(0);
    expect((await admin.list({ consumer: 'svc-worker', order: 'ASC', offset: 0, limit: 5 })).total).toBe(3);
    for (const d of [a, b, c]) await admin.discard(d.sequence, support);
    expect((await listed()).total).toBe(0);
  });

  it("neither shows nor touches another service's dead letters, and refuses to republish a foreign subject", async () => {
    const publisher = new DeadLetterPublisher(nc, subjects);
    const js = jetstream(nc);
    // A message of a stream `svc` does not own, dead-lettered by another service and by `svc`.
    const foreignStream = subjects.stream('EVT_FOREIGN');
    await ensureStream(nc, {
      name: foreignStream,
      subjects: [subjects.subject('evt.foreign.>')],
      storage: 'memory',
    });
    await js.publish(subjects.subject('evt.foreign.happened'), JSON.stringify({ id: 'f1' }));
    const consumerName = 'any';
    await (await jetstreamManager(nc)).consumers.add(foreignStream, { durable_name: consumerName });
    const msg = await (await js.consumers.get(foreignStream, consumerName)).next();
    await publisher.publish({
      service: 'other',
      consumer: 'other-policy',
      message: msg!,
      error: new Error('x'),
    });
    await publisher.publish({ service: 'svc', consumer: 'svc-policy', message: msg!, error: new Error('y') });
    msg!.ack();

    const mine = (await listed()).deadLetters;
    expect(mine.map((d) => d.consumer)).toEqual(['svc-policy']);
    expect(mine[0]).toMatchObject({ retryable: false, data: { id: 'f1' } });
    await expect(admin.retry(mine[0]!.sequence, support)).rejects.toMatchObject({
      code: ErrorCodes.DEAD_LETTERS_NOT_RETRYABLE,
    });

    const jsm = await jetstreamManager(nc);
    const dlq = subjects.stream(DEAD_LETTER_STREAM);
    const theirs = await jsm.streams.getMessage(dlq, {
      last_by_subj: subjects.subject('dlq.other.other-policy'),
    });
    await expect(admin.get(theirs!.seq)).rejects.toMatchObject({ code: ErrorCodes.DEAD_LETTERS_NOT_FOUND });
    await expect(admin.discard(theirs!.seq, support)).rejects.toMatchObject({
      code: ErrorCodes.DEAD_LETTERS_NOT_FOUND,
    });
    expect((await jsm.streams.getMessage(dlq, { seq: theirs!.seq }))?.seq).toBe(theirs!.seq);
    await jsm.streams.delete(foreignStream);
  });
});

describe('subjectMatches', () => {
  it.each([
    ['evt.books.>', 'evt.books.book.paid', true],
    ['evt.books.>', 'evt.books', false],
    ['jobs.generation', 'jobs.generation', true],
    ['jobs.*', 'jobs.generation', true],
    ['jobs.*', 'jobs.generation.x', false],
    ['evt.books.>', 'evt.orders.order.paid', false],
  ])('%s matches %s: %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});
