import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import {
  FulfilmentEvents,
  FulfilmentEventStream,
  partnerSubject,
  PartnerStatusStream,
  PrintPartnerNetwork,
} from '@fabelhaft/contracts';
import { startNatsServer, type NatsHandle } from '@fabelhaft/local-infra';
import {
  connectNats,
  ensureConsumer,
  partnerNatsPermissions,
  renderNatsServerConfig,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { createLogger } from '@fabelhaft/service-kit';
import { eventually, freePort, testSubjectPrefix } from '@fabelhaft/testing';
import { startPrintSimulator, type PrintSimulatorHandle } from './simulator';
import {
  createFulfilmentStreams,
  makePrintPdf,
  printJob,
  publishJob,
  sha256,
  startFileServer,
  storedAnswers,
} from './test-kit';

jest.setTimeout(30_000);

/**
 * The partner's own NATS user (ADR 0014, issue #15 "a partner gets its own NATS user limited to those
 * subjects"): a nats-server of this file's own with the user `partnerNatsPermissions` describes. The simulator
 * works with exactly those permissions, and the same user cannot read another partner's jobs or answer for it.
 */
describe('the print partner NATS user', () => {
  const subjects = new Subjects(testSubjectPrefix('pperm'));
  const partnerId = 'fabelhaft-print-sim';
  const passwords = {
    partner: randomBytes(18).toString('base64url'),
    operator: randomBytes(18).toString('base64url'),
  };
  const dir = mkdtempSync(join(tmpdir(), 'fabelhaft-partner-nats-'));
  let server: NatsHandle;
  let operator: NatsConnection;
  let partner: NatsConnection;
  let simulator: PrintSimulatorHandle;
  let files: Awaited<ReturnType<typeof startFileServer>>;

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
          {
            user: 'print-partner',
            password: passwords.partner,
            permissions: partnerNatsPermissions('print-partner', partnerId, subjects),
          },
          { user: 'operator', password: passwords.operator },
        ],
      }),
      { mode: 0o600 },
    );
    server = await startNatsServer({
      port,
      configFile,
      probe: { user: 'operator', password: passwords.operator },
    });
    operator = await connectNats({
      url: server.url,
      name: 'operator',
      user: 'operator',
      password: passwords.operator,
    });
    await createFulfilmentStreams(operator, subjects);
    files = await startFileServer();
    simulator = await startPrintSimulator(
      {
        natsUrl: server.url,
        natsPrefix: subjects.prefix,
        natsUser: 'print-partner',
        natsPassword: passwords.partner,
        partnerId,
        stepMs: 100,
        carrierStepMs: 100,
        requirePdfx: false,
        port: 0,
        host: '127.0.0.1',
        publicUrl: undefined,
        carrierApiKey: 'test-carrier-key-0123456789',
        dataDir: join(dir, 'shop'),
        shipsFrom: 'Leipzig, DE',
        logLevel: 'silent',
      },
      { logger: createLogger('print-partner-test', 'silent') },
    );
    partner = await connectNats({
      url: server.url,
      name: 'partner-probe',
      user: 'print-partner',
      password: passwords.partner,
    });
  });

  afterAll(async () => {
    await simulator?.stop();
    await files?.close();
    for (const nc of [partner, operator]) if (nc && !nc.isClosed()) await nc.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('works a job to shipped with only its own permissions', async () => {
    const product = {
      format: 'board' as const,
      trimMm: { width: 150, height: 200 },
      bleedMm: 3,
      pageCount: 12,
      binding: 'left' as const,
    };
    const interior = await makePrintPdf({ pages: 12, trimMm: product.trimMm, bleedMm: 3 });
    const cover = await makePrintPdf({ pages: 2, trimMm: product.trimMm, bleedMm: 3 });
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const job = printJob({
      partnerId,
      product,
      files: [
        { kind: 'interior', url: files.put('i.pdf', interior), sha256: sha256(interior), expiresAt },
        { kind: 'cover', url: files.put('c.pdf', cover), sha256: sha256(cover), expiresAt },
      ],
    });
    await publishJob(operator, subjects, job);
    await eventually(async () => {
      const statuses = (await storedAnswers(operator, subjects, job.printJobId)).map((a) => a.status);
      expect(statuses).toEqual(['received', 'in_production', 'printed', 'shipped']);
    }, 10_000);
  });

  it("cannot read another partner's jobs or cancel requests", async () => {
    const stream = subjects.stream(FulfilmentEventStream.name);
    const own = PrintPartnerNetwork.consumers(partnerId);
    // Its own consumer name, but another partner's subject: the create request is refused.
    await expect(
      ensureConsumer(partner, stream, {
        durable: subjects.durable(own.jobs.durable),
        filterSubjects: [
          subjects.subject(partnerSubject(FulfilmentEvents.printJobSubmittedV1.subject, 'other-shop')),
        ],
      }),
    ).rejects.toThrow(/permission/i);
    // A consumer over the whole stream (no filter in the request subject) is refused too.
    await expect(
      ensureConsumer(partner, stream, { durable: subjects.durable('partner-all') }),
    ).rejects.toThrow(/permission/i);
  });

  it('cannot answer for another partner or publish fulfilment events', async () => {
    const js = jetstream(partner, { timeout: 1000 });
    await expect(
      js.publish(subjects.subject(PartnerStatusStream.subject('other-shop')), '{}'),
    ).rejects.toThrow(/permission/i);
    await expect(
      js.publish(subjects.subject(FulfilmentEvents.printJobStatusChangedV1.subject), '{}'),
    ).rejects.toThrow(/permission/i);
    // Only the first test's job was ever answered.
    const stored = await storedAnswers(operator, subjects);
    expect(new Set(stored.map((a) => a.printJobId)).size).toBe(1);
  });
});
