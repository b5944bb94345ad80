import { jetstream, type ConsumerMessages, type JetStreamClient, type JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import { FORMAT_SPECS } from '@fabelhaft/book-engine';
import type { SimulatedCarrier } from '@fabelhaft/carriers';
import {
  FulfilmentEvents,
  IntegrationEnvelope,
  PrintJobSubmittedData,
  PrintPartnerNetwork,
  type Parcel,
  type PartnerPrintJobStatus,
} from '@fabelhaft/contracts';
import { ensureConsumer, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { checkPrintFile } from './domain/file-rules';
import {
  advance,
  filesChecked,
  hasStepDue,
  nextStatus,
  receiveJob,
  requestCancel,
  type Decision,
  type PartnerJob,
} from './domain/partner-job';
import { partnerJobRefFor, trackingNumberFor } from './domain/references';
import { readPdfFacts } from './pdf-facts';
import type { PartnerStore } from './partner-store';

export interface PrintPartnerOptions {
  nc: NatsConnection;
  subjects: Subjects;
  partnerId: string;
  store: PartnerStore;
  /** The local carrier the shop hands its parcels to. */
  carrier: SimulatedCarrier;
  stepMs: number;
  carrierStepMs: number;
  requirePdfx: boolean;
  /** Tracking URLs: `<base>/parcels/<number>`. */
  trackingUrlBase: string;
  shipsFrom: string;
  logger: Logger;
  clock?: () => Date;
  fetch?: typeof fetch;
  /** Per file download (default 30 s). */
  downloadTimeoutMs?: number;
}

export interface PrintPartnerHandle {
  stop(): Promise<void>;
  /** The consumers run and NATS is connected. */
  healthy(): boolean;
}

/** A download that may work later (network, 5xx): the job message is retried, nothing is decided. */
class TransientDownloadError extends Error {}

/** The parcels' carrier key: the tracking service reads them with the DHL adapter pointed at this shop. */
export const PARCEL_CARRIER = 'dhl';
/** Deliveries of a cancel request for a job not seen yet (it is on the other consumer) before giving up. */
const CANCEL_WAIT_DELIVERIES = 20;

/**
 * The simulated printing partner (issue #15): reads its own jobs and cancel requests from EVT_FULFILMENT with
 * two durable pull consumers (libs/contracts PrintPartnerNetwork), answers on its status subject, and moves
 * accepted jobs on at `stepMs` per step until it ships them with the local carrier. It creates nothing but its
 * consumers: the streams are the fulfilment service's.
 */
export async function startPrintPartner(o: PrintPartnerOptions): Promise<PrintPartnerHandle> {
  const clock = o.clock ?? (() => new Date());
  const fetchImpl = o.fetch ?? fetch;
  const log = o.logger;
  const js: JetStreamClient = jetstream(o.nc);
  const stream = o.subjects.stream(PrintPartnerNetwork.stream.name);
  const consumers = PrintPartnerNetwork.consumers(o.partnerId);
  const statusSubject = o.subjects.subject(PrintPartnerNetwork.statusSubject(o.partnerId));

  // One job's changes run one after another (a cancel waits for the job's file check).
  const locks = new Map<string, Promise<unknown>>();
  const withLock = <T>(printJobId: string, work: () => Promise<T>): Promise<T> => {
    const previous = locks.get(printJobId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    locks.set(printJobId, settled);
    void settled.then(() => {
      if (locks.get(printJobId) === settled) locks.delete(printJobId);
    });
    return next;
  };

  /** Answers first, state after: a crash in between repeats the answers under the same Nats-Msg-Id. */
  const apply = async (
    decision: Decision,
    ignoredLevel: 'debug' | 'info' = 'debug',
  ): Promise<PartnerJob | null> => {
    if (decision.ignored !== undefined) {
      log[ignoredLevel]({ printJobId: decision.job?.printJobId }, decision.ignored);
      return decision.job;
    }
    for (const answer of decision.answers) await publish(answer);
    if (decision.job) o.store.saveJob(decision.job);
    return decision.job;
  };

  const publish = async (answer: PartnerPrintJobStatus): Promise<void> => {
    await js.publish(statusSubject, JSON.stringify(answer), {
      msgID: `${answer.printJobId}:${answer.status}`,
    });
    log.info(
      { printJobId: answer.printJobId, partnerJobRef: answer.partnerJobRef, status: answer.status },
      `print job ${answer.printJobId}: ${answer.status}${answer.reason ? ` (${answer.reason})` : ''}`,
    );
  };

  const download = async (url: string, kind: string): Promise<Uint8Array | string> => {
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(o.downloadTimeoutMs ?? 30_000) });
    } catch (error) {
      throw new TransientDownloadError(`${kind} file: download failed (${String(error)})`, { cause: error });
    }
    if (response.status >= 500 || response.status === 429)
      throw new TransientDownloadError(`${kind} file: download answered HTTP ${response.status}`);
    if (!response.ok) return `${kind} file: download refused (HTTP ${response.status})`;
    return new Uint8Array(await response.arrayBuffer());
  };

  const checkFiles = async (job: PrintJobSubmittedData): Promise<string[]> => {
    const spec = FORMAT_SPECS[job.product.format];
    const rules = {
      pageCountRule: { describe: spec.pageCountRule, isValid: spec.isValidPageCount },
      requirePdfx: o.requirePdfx,
    };
    const problems: string[] = [];
    for (const kind of ['interior', 'cover'] as const) {
      const file = job.files.find((f) => f.kind === kind);
      const name = kind === 'interior' ? 'Interior' : 'Cover';
      if (!file) {
        problems.push(`The job has no ${kind} file`);
        continue;
      }
      const bytes = await download(file.url, name);
      if (typeof bytes === 'string') {
        problems.push(bytes);
        continue;
      }
      problems.push(...checkPrintFile(file, await readPdfFacts(bytes), job.product, rules));
    }
    return problems;
  };

  const handleJob = async (m: JsMsg): Promise<void> => {
    const job = parseJob(m);
    if (typeof job === 'string') {
      log.error({ subject: m.subject, seq: m.seq }, `print job message refused: ${job}`);
      m.term(job);
      return;
    }
    if (job.partnerId !== o.partnerId) {
      log.error({ printJobId: job.printJobId }, `print job for partner ${job.partnerId}, not this shop`);
      m.term('another partner');
      return;
    }
    try {
      await withLock(job.printJobId, async () => {
        const now = () => clock().toISOString();
        const received = await apply(
          receiveJob(o.store.job(job.printJobId), {
            printJobId: job.printJobId,
            partnerJobRef: partnerJobRefFor(job.printJobId),
            shipTo: { city: job.shippingAddress.city, country: job.shippingAddress.country },
            now: now(),
          }),
        );
        if (received?.status !== 'received' || received.filesAccepted) return;
        const problems = await checkFiles(job);
        // A cancel may have come in while the files were checked: decide on the stored state.
        const current = o.store.job(job.printJobId) ?? received;
        await apply(filesChecked(current, { problems, now: now(), stepMs: o.stepMs }));
      });
      m.ack();
    } catch (error) {
      log.warn({ printJobId: job.printJobId, err: error }, `print job ${job.printJobId}: will retry`);
      m.nak(Math.min(30_000, 1000 * 2 ** Math.min(m.info.deliveryCount, 5)));
    }
  };

  const handleCancel = async (m: JsMsg): Promise<void> => {
    const parsed = parseEnvelope(m, FulfilmentEvents.printJobCancelRequestedV1.data);
    if (typeof parsed === 'string') {
      log.error({ subject: m.subject, seq: m.seq }, `cancel request refused: ${parsed}`);
      m.term(parsed);
      return;
    }
    try {
      const outcome = await withLock(parsed.printJobId, async () => {
        const current = o.store.job(parsed.printJobId);
        if (!current) return 'unknown' as const;
        const decision = requestCancel(current, {
          reason: parsed.reason,
          now: clock().toISOString(),
        });
        // issue #15: after production has started a real shop cannot stop the press; the request is logged.
        await apply(decision, 'info');
        return 'done' as const;
      });
      if (outcome === 'unknown' && m.info.deliveryCount < CANCEL_WAIT_DELIVERIES) {
        m.nak(1000); // the job itself may still be on its way on the jobs consumer
        return;
      }
      if (outcome === 'unknown')
        log.info(
          { printJobId: parsed.printJobId },
          'cancel request ignored: this shop never received the job',
        );
      m.ack();
    } catch (error) {
      log.warn({ printJobId: parsed.printJobId, err: error }, 'cancel request: will retry');
      m.nak(1000);
    }
  };

  const parcelFor = async (job: PartnerJob): Promise<Parcel> => {
    const trackingNumber = trackingNumberFor(job.printJobId);
    // Registered once: a step repeated after a crash finds the parcel already handed over.
    if (!(await o.store.get(trackingNumber))) {
      await o.carrier.register(trackingNumber, {
        shippedAt: clock().toISOString(),
        pace: o.carrierStepMs,
        route: { from: o.shipsFrom, to: `${job.shipTo.city}, ${job.shipTo.country}` },
      });
    }
    return {
      carrier: PARCEL_CARRIER,
      trackingNumber,
      trackingUrl: `${o.trackingUrlBase}/parcels/${trackingNumber}`,
    };
  };

  let ticking = false;
  const tick = async (): Promise<void> => {
    if (ticking) return;
    ticking = true;
    try {
      for (const due of o.store.jobs().filter((j) => hasStepDue(j, clock().toISOString()))) {
        await withLock(due.printJobId, async () => {
          const job = o.store.job(due.printJobId);
          if (!job || !hasStepDue(job, clock().toISOString())) return;
          const parcel = nextStatus(job) === 'shipped' ? await parcelFor(job) : undefined;
          await apply(advance(job, { now: clock().toISOString(), stepMs: o.stepMs, parcel }));
        }).catch((error: unknown) =>
          log.warn({ printJobId: due.printJobId, err: error }, 'production step failed; retrying'),
        );
      }
    } finally {
      ticking = false;
    }
  };

  // Our consumers only; the stream is the fulfilment service's (tests create it).
  for (const consumer of Object.values(consumers)) {
    await ensureConsumer(o.nc, stream, {
      durable: o.subjects.durable(consumer.durable),
      filterSubjects: [o.subjects.subject(consumer.filterSubject)],
      ackWaitMs: 120_000,
      maxAckPending: 100,
    });
  }
  const loops: Array<{ messages: ConsumerMessages; done: Promise<void> }> = [];
  const run = async (durable: string, handle: (m: JsMsg) => Promise<void>): Promise<void> => {
    const consumer = await js.consumers.get(stream, o.subjects.durable(durable));
    const messages = await consumer.consume({ max_messages: 10 });
    const done = (async () => {
      for await (const m of messages) {
        // Jobs are handled side by side (a slow download does not hold up the next shop order).
        void handle(m);
      }
    })();
    loops.push({ messages, done });
  };
  await run(consumers.jobs.durable, handleJob);
  await run(consumers.cancels.durable, handleCancel);
  const timer = setInterval(() => void tick(), Math.max(20, Math.min(500, Math.floor(o.stepMs / 4))));
  timer.unref();

  return {
    healthy: () => !o.nc.isClosed(),
    async stop() {
      clearInterval(timer);
      for (const loop of loops) {
        await loop.messages.close();
        await loop.done;
      }
      await Promise.allSettled([...locks.values()]);
    },
  };
}

function parseEnvelope<T>(
  m: JsMsg,
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false; error: Error } },
): T | string {
  let json: unknown;
  try {
    json = m.json();
  } catch {
    return 'not JSON';
  }
  const envelope = IntegrationEnvelope.safeParse(json);
  if (!envelope.success) return `not an integration event: ${envelope.error.message}`;
  const data = schema.safeParse(envelope.data.data);
  return data.success ? data.data : `invalid data: ${data.error.message}`;
}

const parseJob = (m: JsMsg): PrintJobSubmittedData | string => parseEnvelope(m, PrintJobSubmittedData);
