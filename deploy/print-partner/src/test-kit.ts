// Test helper: print files, a file server with expiring links, and jobs as the fulfilment service publishes
// them. Not used by the simulator itself.
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import {
  FulfilmentEvents,
  FulfilmentEventStream,
  partnerSubject,
  PartnerPrintJobStatus,
  PartnerStatusStream,
  type PrintJobSubmittedData,
} from '@fabelhaft/contracts';
import { ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { makePdfX4, mmToPt } from '@fabelhaft/pdf';

export interface PdfOptions {
  pages: number;
  trimMm: { width: number; height: number };
  bleedMm: number;
  /** Leave the boxes out (a file a shop must refuse). */
  withoutBoxes?: boolean;
  /** Text in Helvetica, a standard font pdf-lib does not embed. */
  unembeddedFont?: boolean;
  /** Leave it a plain PDF (no output intent, no PDF/X metadata): a file a PDF/X shop refuses. */
  notPdfX?: boolean;
}

/**
 * A small print PDF: every page trim + 2 × bleed, with TrimBox and BleedBox as libs/pdf sets them, made
 * PDF/X-4 as book production makes its print files (unless `notPdfX`).
 */
export async function makePrintPdf(o: PdfOptions): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const bleed = mmToPt(o.bleedMm);
  const width = mmToPt(o.trimMm.width) + 2 * bleed;
  const height = mmToPt(o.trimMm.height) + 2 * bleed;
  const font = o.unembeddedFont ? await doc.embedFont(StandardFonts.Helvetica) : undefined;
  for (let i = 0; i < o.pages; i += 1) {
    const page = doc.addPage([width, height]);
    page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.95, 0.9, 0.8) });
    page.drawCircle({ x: width / 2, y: height / 2, size: 40 + i, color: rgb(0.2, 0.4, 0.7) });
    if (font) page.drawText(`Page ${i + 1}`, { x: 40, y: 40, size: 14, font });
    if (!o.withoutBoxes) {
      page.setBleedBox(0, 0, width, height);
      page.setTrimBox(bleed, bleed, width - 2 * bleed, height - 2 * bleed);
    }
  }
  const pdf = Buffer.from(await doc.save({ useObjectStreams: false }));
  return o.notPdfX ? pdf : makePdfX4(pdf, { title: 'Test book', createdAt: new Date() });
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Serves files by name; `refuse(name, status)` answers a link with an error status from then on. */
export async function startFileServer(): Promise<{
  put(name: string, bytes: Buffer): string;
  refuse(name: string, status: number): void;
  downloads: string[];
  close(): Promise<void>;
}> {
  const files = new Map<string, Buffer>();
  const refused = new Map<string, number>();
  const downloads: string[] = [];
  const server: Server = createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://files').pathname.slice(1));
    downloads.push(name);
    const status = refused.get(name);
    const file = files.get(name);
    if (status || !file) {
      res.writeHead(status ?? 404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/pdf' }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    put(name, bytes) {
      files.set(name, bytes);
      return `http://127.0.0.1:${port}/${encodeURIComponent(name)}?expires=${Date.now() + 3_600_000}&sig=test`;
    },
    refuse: (name, status) => refused.set(name, status),
    downloads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The streams the fulfilment service owns (in memory, under the test's prefix). */
export async function createFulfilmentStreams(nc: NatsConnection, subjects: Subjects): Promise<void> {
  await ensureStream(nc, {
    name: subjects.stream(FulfilmentEventStream.name),
    subjects: [subjects.subject(FulfilmentEventStream.subjects)],
    storage: 'memory',
  });
  await ensureStream(nc, {
    name: subjects.stream(PartnerStatusStream.name),
    subjects: [subjects.subject(PartnerStatusStream.subjects)],
    storage: 'memory',
  });
}

export function printJob(
  overrides: Partial<PrintJobSubmittedData> & Pick<PrintJobSubmittedData, 'partnerId' | 'files' | 'product'>,
): PrintJobSubmittedData {
  const now = Date.now();
  return {
    printJobId: `pj_${randomUUID()}`,
    orderReference: `FH-${randomUUID().slice(0, 8)}`,
    reprintOf: null,
    quantity: 1,
    shippingAddress: {
      name: 'Mia Muster',
      line1: 'Lindenstraße 5',
      line2: null,
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      email: null,
    },
    promised: {
      dispatchBy: new Date(now + 3 * 86_400_000).toISOString(),
      deliverFrom: new Date(now + 4 * 86_400_000).toISOString(),
      deliverTo: new Date(now + 6 * 86_400_000).toISOString(),
    },
    submittedAt: new Date(now).toISOString(),
    ...overrides,
  };
}

/** Publishes a job as the fulfilment service does: one message, Nats-Msg-Id = the event id. */
export async function publishJob(
  nc: NatsConnection,
  subjects: Subjects,
  job: PrintJobSubmittedData,
  eventId: string = randomUUID(),
): Promise<void> {
  const envelope = {
    id: eventId,
    type: FulfilmentEvents.printJobSubmittedV1.type,
    occurredAt: job.submittedAt,
    data: job,
  };
  await jetstream(nc).publish(
    subjects.subject(partnerSubject(FulfilmentEvents.printJobSubmittedV1.subject, job.partnerId)),
    JSON.stringify(envelope),
    { msgID: eventId },
  );
}

export async function publishCancel(
  nc: NatsConnection,
  subjects: Subjects,
  input: { printJobId: string; partnerId: string; reason: string },
): Promise<void> {
  const eventId = randomUUID();
  const envelope = {
    id: eventId,
    type: FulfilmentEvents.printJobCancelRequestedV1.type,
    occurredAt: new Date().toISOString(),
    data: { ...input, partnerJobRef: null, requestedAt: new Date().toISOString() },
  };
  await jetstream(nc).publish(
    subjects.subject(partnerSubject(FulfilmentEvents.printJobCancelRequestedV1.subject, input.partnerId)),
    JSON.stringify(envelope),
    { msgID: eventId },
  );
}

/** Every answer stored on the partners' status stream (what the fulfilment service reads), in order. */
export async function storedAnswers(
  nc: NatsConnection,
  subjects: Subjects,
  printJobId?: string,
): Promise<PartnerPrintJobStatus[]> {
  const jsm = await jetstreamManager(nc);
  const stream = subjects.stream(PartnerStatusStream.name);
  const { state } = await jsm.streams.info(stream);
  const answers: PartnerPrintJobStatus[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq += 1) {
    const message = await jsm.streams.getMessage(stream, { seq });
    if (!message) continue;
    answers.push(PartnerPrintJobStatus.parse(message.json()));
  }
  return printJobId ? answers.filter((a) => a.printJobId === printJobId) : answers;
}
