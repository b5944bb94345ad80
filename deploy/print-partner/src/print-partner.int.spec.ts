import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDhlTracking } from '@fabelhaft/carriers';
import type { PrintProduct } from '@fabelhaft/contracts';
import { connectNats, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { createLogger } from '@fabelhaft/service-kit';
import { eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import type { PrintPartnerConfig } from './config';
import { startPrintSimulator, type PrintSimulatorHandle } from './simulator';
import {
  createFulfilmentStreams,
  makePrintPdf,
  printJob,
  publishCancel,
  publishJob,
  sha256,
  startFileServer,
  storedAnswers,
} from './test-kit';

jest.setTimeout(30_000);

const API_KEY = 'test-carrier-key-0123456789';
const booklet: PrintProduct = {
  format: 'booklet',
  trimMm: { width: 180, height: 240 },
  bleedMm: 3,
  pageCount: 24,
  binding: 'left',
};
const logger = createLogger('print-partner-test', 'silent');

/**
 * The simulator against real NATS JetStream (issue #15): jobs published as the fulfilment service publishes
 * them, answers read back from the partners' status stream as the fulfilment service reads them.
 */
describe('print partner simulator', () => {
  const subjects = new Subjects(testSubjectPrefix('psim'));
  const dirs: string[] = [];
  let nc: NatsConnection;
  let files: Awaited<ReturnType<typeof startFileServer>>;
  const running: PrintSimulatorHandle[] = [];
  let fakeNow = Date.parse('2026-11-24T08:00:00Z');

  const start = async (overrides: Partial<PrintPartnerConfig>, clock?: () => Date) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fabelhaft-print-sim-'));
    dirs.push(dataDir);
    const config: PrintPartnerConfig = {
      natsUrl: testNatsUrl(),
      natsPrefix: subjects.prefix,
      natsUser: undefined,
      natsPassword: undefined,
      partnerId: 'fabelhaft-print-sim',
      stepMs: 150,
      carrierStepMs: 150,
      requirePdfx: true,
      port: 0,
      host: '127.0.0.1',
      publicUrl: undefined,
      carrierApiKey: API_KEY,
      dataDir,
      shipsFrom: 'Leipzig, DE',
      logLevel: 'silent',
      ...overrides,
    };
    const simulator = await startPrintSimulator(config, { logger, ...(clock ? { clock } : {}) });
    running.push(simulator);
    return simulator;
  };

  const goodFiles = async (name: string, product = booklet) => {
    const interior = await makePrintPdf({ pages: product.pageCount, trimMm: product.trimMm, bleedMm: 3 });
    const cover = await makePrintPdf({ pages: 2, trimMm: product.trimMm, bleedMm: 3 });
    return [
      {
        kind: 'interior' as const,
        url: files.put(`${name}-interior.pdf`, interior),
        sha256: sha256(interior),
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
      {
        kind: 'cover' as const,
        url: files.put(`${name}-cover.pdf`, cover),
        sha256: sha256(cover),
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    ];
  };

  const statuses = async (printJobId: string) =>
    (await storedAnswers(nc, subjects, printJobId)).map((a) => a.status);

  let simulator: PrintSimulatorHandle;

  beforeAll(async () => {
    nc = await connectNats({ url: testNatsUrl(), name: 'print-partner-test' });
    await createFulfilmentStreams(nc, subjects);
    files = await startFileServer();
    simulator = await start({});
  });

  afterAll(async () => {
    for (const s of running) await s.stop();
    await files?.close();
    await nc?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('answers received → in_production → printed → shipped for good files, with one DHL-like parcel', async () => {
    const job = printJob({
      partnerId: 'fabelhaft-print-sim',
      product: booklet,
      files: await goodFiles('good'),
    });
    await publishJob(nc, subjects, job);

    const answers = await eventually(async () => {
      const stored = await storedAnswers(nc, subjects, job.printJobId);
      expect(stored.map((a) => a.status)).toEqual(['received', 'in_production', 'printed', 'shipped']);
      return stored;
    }, 10_000);
    expect(new Set(answers.map((a) => a.partnerJobRef)).size).toBe(1);
    expect(answers[0]!.partnerJobRef).toMatch(/^PS-[0-9A-Z]{10}$/);
    expect(answers.slice(0, 3).every((a) => a.parcels.length === 0)).toBe(true);
    const parcels = answers[3]!.parcels;
    expect(parcels).toHaveLength(1);
    expect(parcels[0]).toEqual({
      carrier: 'dhl',
      trackingNumber: expect.stringMatching(/^00340434\d{12}$/),
      trackingUrl: `${simulator.carrierUrl.replace('127.0.0.1', 'localhost')}/parcels/${parcels[0]!.trackingNumber}`,
    });
    const times = answers.map((a) => Date.parse(a.occurredAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(files.downloads).toEqual(expect.arrayContaining(['good-interior.pdf', 'good-cover.pdf']));

    // The local carrier answers in DHL's shape: the real adapter follows the parcel to the door.
    const dhl = createDhlTracking({ apiKey: API_KEY, baseUrl: simulator.carrierUrl, maxRetries: 0 });
    const number = parcels[0]!.trackingNumber;
    const first = await dhl.track(number);
    expect(first).toMatchObject({ carrier: 'dhl', trackingNumber: number, final: false });
    expect(['label_created', 'in_transit', 'out_for_delivery']).toContain(first!.status);
    expect(first!.estimatedDelivery).toEqual({ from: expect.any(String), to: expect.any(String) });
    const seen = new Set<string>([first!.status]);
    const delivered = await eventually(
      async () => {
        const now = await dhl.track(number);
        seen.add(now!.status);
        expect(now!.status).toBe('delivered');
        return now!;
      },
      10_000,
      20,
    );
    expect(delivered.final).toBe(true);
    expect(delivered.estimatedDelivery).toBeNull();
    expect(delivered.events.map((e) => e.status)).toEqual([
      'delivered',
      'out_for_delivery',
      'in_transit',
      'label_created',
    ]);
    expect(delivered.events[0]!.location).toBe('Berlin, DE');
    expect(delivered.events[3]!.location).toBe('Leipzig, DE');
    // In German the out-for-delivery step is still told by its words.
    const german = createDhlTracking({ apiKey: API_KEY, baseUrl: simulator.carrierUrl, language: 'de' });
    expect((await german.track(number))!.events.map((e) => e.status)).toContain('out_for_delivery');
  });

  it('answers like DHL: 401 without the key, 404 problem for a number it never shipped', async () => {
    const unknown = await fetch(
      `${simulator.carrierUrl}/track/shipments?trackingNumber=00340434000000000000`,
      {
        headers: { 'DHL-API-Key': API_KEY },
      },
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      status: 404,
      detail: 'No shipment with given tracking number found.',
    });
    const noKey = await fetch(`${simulator.carrierUrl}/track/shipments?trackingNumber=1`);
    expect(noKey.status).toBe(401);
    const dhl = createDhlTracking({ apiKey: API_KEY, baseUrl: simulator.carrierUrl, maxRetries: 0 });
    await expect(dhl.track('00340434000000000000')).resolves.toBeNull();
    const wrongKey = createDhlTracking({
      apiKey: 'not-the-key',
      baseUrl: simulator.carrierUrl,
      maxRetries: 0,
    });
    await expect(wrongKey.track('00340434000000000000')).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('rejects a file whose SHA-256 is not the one the job names', async () => {
    const [interior, cover] = await goodFiles('bad-sha');
    const wrong = sha256(Buffer.from('another file'));
    const job = printJob({
      partnerId: 'fabelhaft-print-sim',
      product: booklet,
      files: [{ ...interior!, sha256: wrong }, cover!],
    });
    await publishJob(nc, subjects, job);
    const answers = await eventually(async () => {
      const stored = await storedAnswers(nc, subjects, job.printJobId);
      expect(stored.map((a) => a.status)).toEqual(['received', 'rejected']);
      return stored;
    });
    expect(answers[1]!.reason).toBe(
      `Interior file: SHA-256 ${interior!.sha256} does not match the job's ${wrong}`,
    );
  });

  it("rejects an interior whose page count breaks the format's rule", async () => {
    const product: PrintProduct = { ...booklet, pageCount: 22 };
    const job = printJob({
      partnerId: 'fabelhaft-print-sim',
      product,
      files: await goodFiles('pages', product),
    });
    await publishJob(nc, subjects, job);
    const answers = await eventually(async () => {
      const stored = await storedAnswers(nc, subjects, job.printJobId);
      expect(stored.map((a) => a.status)).toEqual(['received', 'rejected']);
      return stored;
    });
    expect(answers[1]!.reason).toBe(
      'Interior has 22 pages; a booklet needs multiple of 4, 8–48 pages (saddle stitch)',
    );
  });

  it('rejects files without boxes or with fonts not embedded, naming each problem', async () => {
    const interior = await makePrintPdf({
      pages: 24,
      trimMm: booklet.trimMm,
      bleedMm: 3,
      withoutBoxes: true,
    });
    const cover = await makePrintPdf({ pages: 2, trimMm: booklet.trimMm, bleedMm: 3, unembeddedFont: true });
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const job = printJob({
      partnerId: 'fabelhaft-print-sim',
      product: booklet,
      files: [
        {
          kind: 'interior',
          url: files.put('boxes-interior.pdf', interior),
          sha256: sha256(interior),
          expiresAt,
        },
        { kind: 'cover', url: files.put('boxes-cover.pdf', cover), sha256: sha256(cover), expiresAt },
      ],
    });
    await publishJob(nc, subjects, job);
    const answers = await eventually(async () => {
      const stored = await storedAnswers(nc, subjects, job.printJobId);
      expect(stored.map((a) => a.status)).toEqual(['received', 'rejected']);
      return stored;
    });
    expect(answers[1]!.reason).toBe(
      [
        'Interior page 1: TrimBox missing, expected 180 × 240 mm',
        'Interior page 1: BleedBox missing, expected 186 × 246 mm (3 mm bleed)',
        'Cover: fonts not embedded: Helvetica',
      ].join('; '),
    );
  });

  it('rejects files that are not PDF/X-4, naming what each lacks', async () => {
    const interior = await makePrintPdf({ pages: 24, trimMm: booklet.trimMm, bleedMm: 3, notPdfX: true });
    const cover = await makePrintPdf({ pages: 2, trimMm: booklet.trimMm, bleedMm: 3, notPdfX: true });
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const job = printJob({
      partnerId: 'fabelhaft-print-sim',
      product: booklet,
      files: [
        {
          kind: 'interior',
          url: files.put('plain-interior.pdf', interior),
          sha256: sha256(interior),
          expiresAt,
        },
        { kind: 'cover', url: files.put('plain-cover.pdf', cover), sha256: sha256(cover), expiresAt },
      ],
    });
    await publishJob(nc, subjects, job);
    const answers = await eventually(async () => {
      const stored = await storedAnswers(nc, subjects, job.printJobId);
      expect(stored.map((a) => a.status)).toEqual(['received', 'rejected']);
      return stored;
    });
    const reasons = answers[1]!.reason!.split('; ');
    for (const name of ['Interior', 'Cover'])
      expect(reasons).toEqual(
        expect.arrayContaining([
          `${name}: not PDF/X-4 (the shop prints PDF/X-4 only): no PDF/X output intent (catalog /OutputIntents with /S /GTS_PDFX)`,
          `${name}: not PDF/X-4 (the shop prints PDF/X-4 only): no XMP metadata stream in the catalog (/Metadata)`,
          `${name}: not PDF/X-4 (the shop prints PDF/X-4 only): Info /Trapped is missing, expected /True or /False`,
        ]),
      );
    expect(reasons.every((r) => /^(Interior|Cover): not PDF\/X-4/.test(r))).toBe(true);
  });

  it('rejects a job whose file link is refused (an expired signed link answers 403)', async () => {
    const job = printJob({
      partnerId: 'fabelhaft-print-sim',
      product: booklet,
      files: await goodFiles('expired'),
    });
    files.refuse('expired-cover.pdf', 403);
    await publishJob(nc, subjects, job);
    const answers = await eventually(async () => {
      const stored = await storedAnswers(nc, subjects, job.printJobId);
      expect(stored.map((a) => a.status)).toEqual(['received', 'rejected']);
      return stored;
    });
    expect(answers[1]!.reason).toBe('Cover file: download refused (HTTP 403)');
  });

  it('handles the same job delivered twice once', async () => {
    const job = printJob({
      partnerId: 'fabelhaft-print-sim',
      product: booklet,
      files: await goodFiles('twice'),
    });
    // Two messages (different event ids, as after the duplicate window): the shop still makes one book.
    await publishJob(nc, subjects, job);
    await publishJob(nc, subjects, job);
    await eventually(async () => {
      expect(await statuses(job.printJobId)).toEqual(['received', 'in_production', 'printed', 'shipped']);
    }, 10_000);
    await publishJob(nc, subjects, job);
    // The third copy is handled (its download would show) and answered with nothing.
    await eventually(async () => {
      const copies = files.downloads.filter((d) => d === 'twice-interior.pdf').length;
      expect(copies).toBe(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await statuses(job.printJobId)).toEqual(['received', 'in_production', 'printed', 'shipped']);
  });

  describe('cancel requests (a clock that moves only when told)', () => {
    let shop: PrintSimulatorHandle;
    let shopDir: string;
    const partnerId = 'cancel-test-shop';
    beforeAll(async () => {
      shop = await start({ partnerId, stepMs: 60_000 }, () => new Date(fakeNow));
      shopDir = dirs[dirs.length - 1]!;
    });

    it('cancels a job before production', async () => {
      const job = printJob({ partnerId, product: booklet, files: await goodFiles('cancel-early') });
      await publishJob(nc, subjects, job);
      await eventually(async () => expect(await statuses(job.printJobId)).toEqual(['received']));
      await publishCancel(nc, subjects, { printJobId: job.printJobId, partnerId, reason: 'Customer asked' });
      const answers = await eventually(async () => {
        const stored = await storedAnswers(nc, subjects, job.printJobId);
        expect(stored.map((a) => a.status)).toEqual(['received', 'cancelled']);
        return stored;
      });
      expect(answers[1]!.reason).toBe('Customer asked');
      // Time passes: nothing more happens to a cancelled job.
      fakeNow += 5 * 60_000;
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await statuses(job.printJobId)).toEqual(['received', 'cancelled']);
      expect(shop.port).toBeGreaterThan(0);
    });

    it('ignores a cancel request once the job is in production', async () => {
      const job = printJob({ partnerId, product: booklet, files: await goodFiles('cancel-late') });
      await publishJob(nc, subjects, job);
      await eventually(async () => expect(await statuses(job.printJobId)).toEqual(['received']));
      // Once the shop has accepted the files (its state file says so), the first step falls due.
      await eventually(() => {
        const state = JSON.parse(readFileSync(join(shopDir, 'state.json'), 'utf8')) as {
          jobs: Record<string, { filesAccepted: boolean }>;
        };
        expect(state.jobs[job.printJobId]?.filesAccepted).toBe(true);
      });
      fakeNow += 60_000;
      await eventually(async () =>
        expect(await statuses(job.printJobId)).toEqual(['received', 'in_production']),
      );
      await publishCancel(nc, subjects, { printJobId: job.printJobId, partnerId, reason: 'Too late' });
      await new Promise((resolve) => setTimeout(resolve, 600));
      fakeNow += 60_000;
      await eventually(async () =>
        expect(await statuses(job.printJobId)).toEqual(['received', 'in_production', 'printed']),
      );
    });
  });

  it('picks up where it stopped after a restart, without answering anything twice', async () => {
    const partnerId = 'restart-shop';
    const clock = () => new Date(fakeNow);
    const first = await start({ partnerId, stepMs: 60_000 }, clock);
    const dataDir = dirs[dirs.length - 1]!;
    const job = printJob({ partnerId, product: booklet, files: await goodFiles('restart') });
    await publishJob(nc, subjects, job);
    await eventually(() => {
      const state = JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8')) as {
        jobs: Record<string, { filesAccepted: boolean }>;
      };
      expect(state.jobs[job.printJobId]?.filesAccepted).toBe(true);
    });
    await first.stop();
    running.splice(running.indexOf(first), 1);

    // The same shop (same data dir and consumers) starts again; time passes.
    await start({ partnerId, stepMs: 60_000, dataDir }, clock);
    for (const expected of [
      ['received', 'in_production'],
      ['received', 'in_production', 'printed'],
      ['received', 'in_production', 'printed', 'shipped'],
    ]) {
      fakeNow += 60_000;
      await eventually(async () => expect(await statuses(job.printJobId)).toEqual(expected));
    }
    expect(files.downloads.filter((d) => d === 'restart-interior.pdf')).toHaveLength(1);
  });

  it('waits for the fulfilment stream when it starts before the fulfilment service', async () => {
    const later = new Subjects(testSubjectPrefix('psimlate'));
    const dataDir = mkdtempSync(join(tmpdir(), 'fabelhaft-print-sim-'));
    dirs.push(dataDir);
    const shop = await startPrintSimulator(
      {
        natsUrl: testNatsUrl(),
        natsPrefix: later.prefix,
        natsUser: undefined,
        natsPassword: undefined,
        partnerId: 'fabelhaft-print-sim',
        stepMs: 100,
        carrierStepMs: 100,
        requirePdfx: true,
        port: 0,
        host: '127.0.0.1',
        publicUrl: undefined,
        carrierApiKey: API_KEY,
        dataDir,
        shipsFrom: 'Leipzig, DE',
        logLevel: 'silent',
      },
      { logger },
    );
    running.push(shop);
    const health = async () => (await fetch(`${shop.carrierUrl}/health`)).status;
    expect(await health()).toBe(503);
    await createFulfilmentStreams(nc, later);
    const job = printJob({
      partnerId: 'fabelhaft-print-sim',
      product: booklet,
      files: await goodFiles('late'),
    });
    await publishJob(nc, later, job);
    await eventually(async () => {
      const stored = await storedAnswers(nc, later, job.printJobId);
      expect(stored.map((a) => a.status)).toEqual(['received', 'in_production', 'printed', 'shipped']);
    }, 10_000);
    expect(await health()).toBe(200);
  });
});
