import { jetstream, jetstreamManager, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { connectNats } from './connection';
import { DEAD_LETTER_STREAM, DeadLetterHeaders, deadLetterSubject } from './dead-letter';
import { ensureStream } from './jetstream';
import { JobWorker, type JobContext, type JobWorkerOptions } from './job-worker';
import { Subjects } from './subjects';

interface Job {
  id: string;
  kind: 'ok' | 'poison' | 'hang' | 'slow' | 'hang-once';
}

describe('job worker', () => {
  let nc: NatsConnection;
  let subjects: Subjects;
  let stream: string;
  const workers: JobWorker<Job>[] = [];

  beforeAll(async () => {
    nc = await connectNats({ url: testNatsUrl(), name: 'job-worker-test' });
    subjects = new Subjects(testSubjectPrefix('jobworker'));
    stream = subjects.stream('JOBS_TEST');
    await ensureStream(nc, {
      name: stream,
      subjects: [subjects.subject('jobs.test.>')],
      retention: 'workqueue',
      storage: 'memory',
    });
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });

  afterAll(async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch(() => undefined);
    await jsm.streams.delete(subjects.stream(DEAD_LETTER_STREAM)).catch(() => undefined);
    await nc.close();
  });

  /** A worker on its own durable and subject; records what the handler saw. */
  async function startWorker(durable: string, overrides: Partial<JobWorkerOptions<Job>> = {}) {
    const seen: { job: Job; context: JobContext }[] = [];
    const done: string[] = [];
    const gaveUp: { job: Job; error: unknown }[] = [];
    const aborted: string[] = [];
    const worker = new JobWorker<Job>({
      nc,
      subjects,
      service: 'test',
      stream,
      durable,
      filterSubjects: [subjects.subject(`jobs.test.${durable}`)],
      concurrency: 2,
      ackWaitMs: 1000,
      deadlineMs: 5000,
      maxDeliver: 3,
      retryDelayMs: 50,
      decode: (m: JsMsg) => m.json<Job>(),
      handle: async (job, context) => {
        seen.push({ job, context });
        context.signal.addEventListener('abort', () => aborted.push(job.id));
        switch (job.kind) {
          case 'poison':
            throw new Error(`cannot digest ${job.id}`);
          case 'hang':
            return new Promise(() => undefined);
          case 'hang-once':
            if (context.deliveryCount === 1) return new Promise(() => undefined);
            break;
          case 'slow':
            // Longer than the ack wait: only the heartbeat keeps the delivery ours.
            await new Promise((r) => setTimeout(r, 2500));
            break;
        }
        done.push(job.id);
        return 'ok';
      },
      onGiveUp: async (job, error) => {
        gaveUp.push({ job, error });
      },
      ...overrides,
    });
    await worker.start();
    workers.push(worker);
    const publish = (job: Job | string) =>
      jetstream(nc).publish(
        subjects.subject(`jobs.test.${durable}`),
        typeof job === 'string' ? job : JSON.stringify(job),
      );
    const deliveries = (id: string) =>
      seen.filter((s) => s.job.id === id).map((s) => s.context.deliveryCount);
    return { worker, seen, done, gaveUp, aborted, publish, deliveries };
  }

  async function deadLetterOf(durable: string) {
    const jsm = await jetstreamManager(nc);
    return jsm.streams.getMessage(subjects.stream(DEAD_LETTER_STREAM), {
      last_by_subj: deadLetterSubject(subjects, 'test', durable),
    });
  }

  it('dead-letters a poison message with its error after its last delivery and goes on with the next', async () => {
    const w = await startWorker('poison');
    const poison = await w.publish({ id: 'p1', kind: 'poison' });
    await w.publish({ id: 'after', kind: 'ok' });

    await eventually(() => expect(w.gaveUp.map((g) => g.job.id)).toEqual(['p1']), 15_000);
    expect(w.deliveries('p1')).toEqual([1, 2, 3]);
    expect(String(w.gaveUp[0]!.error)).toContain('cannot digest p1');
    await eventually(() => expect(w.done).toEqual(['after']), 10_000);

    const letter = await eventually(async () => {
      const m = await deadLetterOf('poison');
      if (!m) throw new Error('no dead letter yet');
      return m;
    }, 5000);
    expect(letter.json<Job>()).toEqual({ id: 'p1', kind: 'poison' });
    expect(letter.subject).toBe(subjects.subject('dlq.test.poison'));
    expect(letter.header.get(DeadLetterHeaders.error)).toBe('Error: cannot digest p1');
    expect(letter.header.get(DeadLetterHeaders.subject)).toBe(subjects.subject('jobs.test.poison'));
    expect(letter.header.get(DeadLetterHeaders.stream)).toBe(stream);
    expect(letter.header.get(DeadLetterHeaders.seq)).toBe(String(poison.seq));
    expect(letter.header.get(DeadLetterHeaders.deliveries)).toBe('3');
    // Terminated: the work queue holds nothing more for it.
    await eventually(async () => {
      const info = await (await jetstreamManager(nc)).consumers.info(stream, 'poison');
      expect(info.num_ack_pending + info.num_pending).toBe(0);
    }, 5000);
  });

  it('dead-letters a message that does not parse at once, without running the handler', async () => {
    const w = await startWorker('garbage');
    await w.publish('{not json');
    await w.publish({ id: 'good', kind: 'ok' });

    await eventually(() => expect(w.done).toEqual(['good']), 10_000);
    const letter = await eventually(async () => (await deadLetterOf('garbage'))!.string(), 5000);
    expect(letter).toBe('{not json');
    expect(w.seen.map((s) => s.job.id)).toEqual(['good']);
    expect(w.gaveUp).toEqual([]);
  });

  it('cuts a hung handler off at its deadline and runs the job again', async () => {
    const w = await startWorker('hang-once', { deadlineMs: 600, ackWaitMs: 10_000 });
    await w.publish({ id: 'h1', kind: 'hang-once' });

    await eventually(() => expect(w.done).toEqual(['h1']), 10_000);
    expect(w.deliveries('h1')).toEqual([1, 2]);
    expect(w.aborted).toEqual(['h1']);
  });

  it('gives up a job that hangs on every delivery, with the deadline as its error', async () => {
    const w = await startWorker('hang', { deadlineMs: 300, ackWaitMs: 10_000, maxDeliver: 2 });
    await w.publish({ id: 'h2', kind: 'hang' });
    await w.publish({ id: 'next', kind: 'ok' });

    await eventually(() => expect(w.gaveUp.map((g) => g.job.id)).toEqual(['h2']), 10_000);
    await eventually(() => expect(w.done).toEqual(['next']), 5000);
    expect(w.deliveries('h2')).toEqual([1, 2]);
    const letter = await eventually(async () => (await deadLetterOf('hang'))!, 5000);
    expect(letter.header.get(DeadLetterHeaders.error)).toMatch(/JobDeadlineExceeded: .*300 ms/);
  });

  it('keeps a job that runs longer than its ack wait with a heartbeat, delivered once', async () => {
    const w = await startWorker('slow', { ackWaitMs: 1000, deadlineMs: 10_000 });
    await w.publish({ id: 's1', kind: 'slow' });

    await eventually(() => expect(w.done).toEqual(['s1']), 10_000);
    expect(w.deliveries('s1')).toEqual([1]);
  });

  it('drops a job the handler says can never apply, without a dead letter', async () => {
    const w = await startWorker('drop', { classify: () => 'drop' });
    await w.publish({ id: 'd1', kind: 'poison' });
    await w.publish({ id: 'ok', kind: 'ok' });

    await eventually(() => expect(w.done).toEqual(['ok']), 10_000);
    expect(w.deliveries('d1')).toEqual([1]);
    expect(w.gaveUp).toEqual([]);
    expect(await deadLetterOf('drop')).toBeNull();
  });

  it('stops pulling on stop and lets the job in progress finish', async () => {
    const w = await startWorker('stop', { ackWaitMs: 1000 });
    await w.publish({ id: 'running', kind: 'slow' });
    await eventually(() => expect(w.seen.map((s) => s.job.id)).toEqual(['running']), 5000);

    await w.worker.stop();
    expect(w.done).toEqual(['running']);
    await w.publish({ id: 'after-stop', kind: 'ok' });
    const info = await eventually(async () => {
      const i = await (await jetstreamManager(nc)).consumers.info(stream, 'stop');
      expect(i.num_pending).toBe(1);
      return i;
    }, 5000);
    expect(info.num_ack_pending).toBe(0);
    expect(w.done).toEqual(['running']);
  });

  it('gives up a job whose worker died on its last delivery when it comes back, without running it again', async () => {
    // The consumer as the worker declares it, then a worker that takes the last delivery and dies.
    const first = await startWorker('died', { maxDeliver: 1, ackWaitMs: 500 });
    await first.worker.stop();
    await first.publish({ id: 'orphan', kind: 'ok' });
    const taken = await (await jetstream(nc).consumers.get(stream, 'died')).next({ expires: 5000 });
    expect(taken?.info.deliveryCount).toBe(1);

    const w = await startWorker('died', { maxDeliver: 1, ackWaitMs: 500 });
    await eventually(() => expect(w.gaveUp.map((g) => g.job.id)).toEqual(['orphan']), 10_000);
    expect(w.seen).toEqual([]);
    const letter = await eventually(async () => (await deadLetterOf('died'))!, 5000);
    expect(letter.header.get(DeadLetterHeaders.deliveries)).toBe('2');
    expect(letter.header.get(DeadLetterHeaders.error)).toContain('given up after 1 deliveries');
  });
});
