// An example printing partner (issue #15, docs/asyncapi.yaml): reads its own print jobs with a durable pull
// consumer, fetches each file with its signed link alone, checks its SHA-256, and answers statuses on
// `partner.<partnerId>.print-job.status`. Run it against the local stack with the simulator's NATS user:
//
//   PARTNER_ID=simulator NATS_USER=partner-simulator NATS_PASSWORD=… node -r @swc-node/register docs/examples/print-partner.ts
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

interface Envelope<T> {
  id: string;
  type: string;
  occurredAt: string;
  data: T;
}

type Status = 'received' | 'rejected' | 'in_production' | 'printed' | 'shipped' | 'cancelled';

const partnerId = process.env.PARTNER_ID ?? 'simulator';
const prefix = process.env.NATS_PREFIX ?? '';
const sub = (s: string) => (prefix ? `${prefix}.${s}` : s);
const stream = prefix ? `${prefix.toUpperCase().replace(/-/g, '_')}_EVT_FULFILMENT` : 'EVT_FULFILMENT';

async function main(): Promise<void> {
  const user = process.env.NATS_USER ?? `partner-${partnerId}`;
  const nc = await connect({
    servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    user,
    pass: process.env.NATS_PASSWORD ?? '',
    // Our NATS user may read replies only on its own inbox prefix.
    inboxPrefix: `_INBOX_${user}`,
  });
  const js = jetstream(nc);
  // The consumer is named after the partner and filtered to its own jobs: the only one its user may create.
  await (
    await jetstreamManager(nc)
  ).consumers.add(stream, {
    durable_name: partnerId,
    filter_subject: sub(`evt.fulfilment.print-job.*.${partnerId}`),
    ack_policy: AckPolicy.Explicit,
  });
  const consumer = await js.consumers.get(stream, partnerId);

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

  for await (const m of await consumer.consume()) {
    const envelope = m.json<Envelope<PrintJobSubmitted>>();
    if (envelope.type !== 'fulfilment.v1.PrintJobSubmitted') {
      // fulfilment.v1.PrintJobCancelRequested: stop the job if it has not gone into production.
      m.ack();
      continue;
    }
    const job = envelope.data;
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
