// An example printing partner (issue #15, docs/asyncapi.yaml): reads its own print jobs with a durable pull
// consumer, fetches each file with its signed link alone, checks its SHA-256, and answers statuses on
// `partner.<partnerId>.print-job.status`; a second durable consumer hears cancel requests. Its NATS user is the
// one libs/messaging `partnerNatsPermissions` describes. Against the local stack (stop the simulator first: it
// uses the same consumers), with the simulator's user and partner id:
//
//   PARTNER_ID=fabelhaft-print-sim NATS_USER=print-partner NATS_PASSWORD=… node -r @swc-node/register docs/examples/print-partner.ts
//
// (The real simulator with page-count, box and PDF/X checks is deploy/print-partner.)
import { createHash } from 'node:crypto';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

interface PrintJobSubmitted {
  printJobId: string;
  partnerId: string;
  orderReference: string;
  files: { kind: 'interior' | 'cover'; url: string; sha256: string; expiresAt: string }[];
  product: { format: string; pageCount: number };
  quantity: number;
}

interface PrintJobCancelRequested {
  printJobId: string;
  partnerJobRef: string | null;
  reason: string;
}

interface Envelope<T> {
  id: string;
  type: string;
  occurredAt: string;
  data: T;
}

type Status = 'received' | 'rejected' | 'in_production' | 'printed' | 'shipped' | 'cancelled';

const partnerId = process.env.PARTNER_ID ?? 'fabelhaft-print-sim';
const prefix = process.env.NATS_PREFIX ?? '';
const sub = (s: string) => (prefix ? `${prefix}.${s}` : s);
const stream = prefix ? `${prefix.toUpperCase().replace(/-/g, '_')}_EVT_FULFILMENT` : 'EVT_FULFILMENT';
const durable = (name: string) => (prefix ? `${prefix}_${name}` : name);

async function main(): Promise<void> {
  const user = process.env.NATS_USER ?? 'print-partner';
  const nc = await connect({
    servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    user,
    pass: process.env.NATS_PASSWORD ?? '',
    // Our NATS user may read replies only on its own inbox prefix.
    inboxPrefix: `_INBOX_${user}`,
  });
  const js = jetstream(nc);
  // Two consumers, each filtered to exactly one of our subjects: the only ones our user may create.
  const jsm = await jetstreamManager(nc);
  const consumerFor = async (name: string, subject: string) => {
    await jsm.consumers.add(stream, {
      durable_name: durable(name),
      filter_subject: sub(subject),
      ack_policy: AckPolicy.Explicit,
    });
    return js.consumers.get(stream, durable(name));
  };
  const jobs = await consumerFor(
    `partner-${partnerId}-jobs`,
    `evt.fulfilment.print-job.submitted.${partnerId}`,
  );
  const cancels = await consumerFor(
    `partner-${partnerId}-cancels`,
    `evt.fulfilment.print-job.cancel-requested.${partnerId}`,
  );

  const answer = (printJobId: string, partnerJobRef: string, status: Status, extra: object = {}) =>
    js.publish(
      sub(`partner.${partnerId}.print-job.status`),
      JSON.stringify({
        printJobId,
        partnerJobRef,
        status,
        reason: null,
        parcels: [],
        occurredAt: new Date().toISOString(),
        ...extra,
      }),
      // Our answers are idempotent on our side too: the same status of the same job has the same id.
      { msgID: `${partnerId}:${printJobId}:${status}` },
    );

  // This example prints at once, so a cancel request always comes too late; a real shop cancels a job that
  // has not gone into production and answers `cancelled`.
  void (async () => {
    for await (const m of await cancels.consume()) {
      const { printJobId, partnerJobRef } = m.json<Envelope<PrintJobCancelRequested>>().data;
      console.log(`cancel requested for ${printJobId} (${partnerJobRef ?? 'no ref'}): already in production`);
      m.ack();
    }
  })();

  for await (const m of await jobs.consume()) {
    const job = m.json<Envelope<PrintJobSubmitted>>().data;
    const ref = `EX-${job.printJobId.slice(0, 8)}`;
    await answer(job.printJobId, ref, 'received');
    let bad: string | null = null;
    for (const file of job.files) {
      const res = await fetch(file.url);
      const bytes = Buffer.from(await res.arrayBuffer());
      if (!res.ok || createHash('sha256').update(bytes).digest('hex') !== file.sha256) {
        bad = `The ${file.kind} file could not be fetched or its SHA-256 does not match.`;
      }
    }
    if (bad) {
      await answer(job.printJobId, ref, 'rejected', { reason: bad });
    } else {
      await answer(job.printJobId, ref, 'in_production');
      await answer(job.printJobId, ref, 'printed');
      await answer(job.printJobId, ref, 'shipped', {
        parcels: [{ carrier: 'dhl', trackingNumber: `EX${Date.now()}`, trackingUrl: null }],
      });
    }
    m.ack();
  }
}

void main();
