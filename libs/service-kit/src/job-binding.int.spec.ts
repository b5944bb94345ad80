import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { z } from 'zod';
import { eventStream, type RequestMetadata } from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  Subjects,
  type JobWorker,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { jobBinding, startJobWorker } from './job-binding';

const TestStream = eventStream('EVT_KITJOBS', 'kitjobs');
const thingAdded = TestStream.event(
  'kitjobs.v1.ThingAdded',
  'evt.kitjobs.thing.added',
  z.object({ n: z.number() }),
);
const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('job binding', () => {
  let nc: NatsConnection;
  let subjects: Subjects;
  const workers: JobWorker<unknown>[] = [];

  beforeAll(async () => {
    nc = await connectNats({ url: testNatsUrl(), name: 'kit-job-test' });
    subjects = new Subjects(testSubjectPrefix('kitjobs'));
  });

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(subjects.stream(TestStream.name)).catch(() => undefined);
    await jsm.streams.delete(subjects.stream('JOBS_KIT')).catch(() => undefined);
    await jsm.streams.delete(subjects.stream(DEAD_LETTER_STREAM)).catch(() => undefined);
    await nc.close();
  });

  it('shares one durable consumer of an integration event between instances: every job once, a failure redelivered', async () => {
    const handled: { n: number; instance: string; metadata: RequestMetadata; delivery: number }[] = [];
    const binding = jobBinding<{ instance: string }, { n: number }>({
      durable: 'kit-things',
      from: { event: thingAdded },
      settings: () => ({
        concurrency: 2,
        ackWaitMs: 1000,
        deadlineMs: 5000,
        maxDeliver: 3,
        retryDelayMs: 50,
      }),
      handle: async (job, { deps, metadata, delivery }) => {
        // The seventh job fails its first delivery: it comes back, to whichever instance pulls it.
        if (job.n === 7 && delivery.deliveryCount === 1) throw new Error('once');
        handled.push({ n: job.n, instance: deps.instance, metadata, delivery: delivery.deliveryCount });
      },
    });
    for (const instance of ['a', 'b']) {
      const worker = await startJobWorker(binding, {
        deps: { instance },
        nc,
        subjects,
        service: 'kit',
        logger,
      });
      workers.push(worker!);
    }

    const js = jetstream(nc);
    for (let n = 0; n < 20; n++) {
      const envelope = {
        id: `thing-${n}`,
        type: thingAdded.type,
        occurredAt: new Date().toISOString(),
        correlationId: `corr-${n}`,
        data: { n },
      };
      await js.publish(subjects.subject(thingAdded.subject), JSON.stringify(envelope), {
        msgID: envelope.id,
      });
    }

    await eventually(() => expect(handled).toHaveLength(20), 15_000);
    expect(handled.map((h) => h.n).sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
    expect(new Set(handled.map((h) => h.instance))).toEqual(new Set(['a', 'b']));
    const seventh = handled.find((h) => h.n === 7)!;
    expect(seventh.delivery).toBe(2);
    expect(seventh.metadata).toEqual({ correlationId: 'corr-7', causationId: 'thing-7' });
    // Nothing more arrives once every job is acknowledged.
    await new Promise((r) => setTimeout(r, 300));
    expect(handled).toHaveLength(20);
  });

  it('works a queue of jobs and starts nothing when the setting turns it off', async () => {
    const seen: string[] = [];
    const binding = jobBinding<{ on: boolean }, { id: string; correlationId?: string }>({
      durable: 'kit-queue',
      from: {
        queue: { name: 'JOBS_KIT', subjects: 'jobs.kit' },
        schema: z.object({ id: z.string(), correlationId: z.string().optional() }),
      },
      settings: ({ on }) => ({
        enabled: on,
        concurrency: 1,
        ackWaitMs: 1000,
        deadlineMs: 5000,
        maxDeliver: 2,
      }),
      handle: async (job, { metadata }) => {
        seen.push(`${job.id}:${metadata.correlationId}`);
      },
    });
    const runtime = { nc, subjects, service: 'kit', logger };
    expect(await startJobWorker(binding, { ...runtime, deps: { on: false } })).toBeNull();
    workers.push((await startJobWorker(binding, { ...runtime, deps: { on: true } }))!);
    await jetstream(nc).publish(
      subjects.subject('jobs.kit'),
      JSON.stringify({ id: 'j1', correlationId: 'c1' }),
    );
    await eventually(() => expect(seen).toEqual(['j1:c1']), 10_000);
    // Work-queue retention: the acknowledged job is gone.
    const jsm = await jetstreamManager(nc);
    await eventually(async () =>
      expect((await jsm.streams.info(subjects.stream('JOBS_KIT'))).state.messages).toBe(0),
    );
  });
});
