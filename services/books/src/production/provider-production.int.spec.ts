import 'reflect-metadata';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import sharp from 'sharp';
import { BooksRpc, OrdersEvents, OrdersEventStream, type IntegrationEnvelope } from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RpcClient,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  openAiRoutes,
  startProviderReplay,
  type MultipartBody,
  type ProviderReplay,
  type RecordedRequest,
} from '@fabelhaft/book-engine';
import { createTestDatabase, eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { booksConfigSchema } from '../books.config';
import { BooksModule } from '../books.module';
import { NATS_CONNECTION } from '@fabelhaft/service-kit/service';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import { generationSteps } from '../preview/test-fixtures/generation-steps';
import { PRODUCTION_FAILED_REASON } from './production-worker';
import { limitsStandIn } from '../preview/test-fixtures/limits-stand-in';

/**
 * issue #23, provider path through the books service: a paid book produced with IMAGE_PROVIDER=openai (the real
 * engine, Chromium and all) against the local replay provider, which refuses any request not in the shape OpenAI
 * documents. The parent linked a photo to Mia and agreed to send it: Mia's reference is made from the photo
 * (images/edits), Bruno's from his sheet, both before any page, and every page request carries the references of
 * the characters it shows as `image[]`.
 */
jest.setTimeout(600_000);

const API_KEY = 'sk-test-provider-production';
const OWNER = 'pia';
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const form = (r: RecordedRequest) => r.body as MultipartBody;
const promptOf = (r: RecordedRequest): string =>
  r.route === 'images/edits' ? (form(r).fields.prompt?.[0] ?? '') : (r.body as { prompt: string }).prompt;
const isReference = (r: RecordedRequest) => promptOf(r).startsWith('Character reference picture');

describe('production with the OpenAI image provider (issue #23)', () => {
  const db = createTestDatabase('provider_production');
  const subjects = new Subjects(testSubjectPrefix('provider-production'));
  const storageDir = mkdtempSync(join(tmpdir(), 'fabelhaft-provider-production-'));
  let app: INestApplicationContext | undefined;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let limits: ReturnType<typeof limitsStandIn>;
  let replay: ProviderReplay;

  beforeAll(async () => {
    replay = await startProviderReplay([
      openAiRoutes.edits(API_KEY, [{ fixture: 'images-edit.json' }]),
      openAiRoutes.generations(API_KEY, [{ fixture: 'images-reference.json' }]),
    ]);
    nc = await connectNats({ url: testNatsUrl(), name: 'provider-production-test' });
    limits = limitsStandIn(nc, subjects, 10);
    rpc = new RpcClient(nc, subjects, 5000);
  });

  /** The books service with the OpenAI image provider (one at a time: the one running takes the jobs). */
  const start = async (extra: Record<string, string> = {}) => {
    await app?.close();
    const config = loadConfig(booksConfigSchema, {
      DATABASE_URL: (await db).url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'silent',
      GENERATION_WORKER_ENABLED: 'false',
      PREVIEW_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_ACK_WAIT_MS: '600000',
      BOOK_ENGINE_PROVIDER: 'embedded',
      IMAGE_PROVIDER: 'openai',
      PHOTO_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${replay.origin}/v1`,
      OPENAI_API_KEY: API_KEY,
      OPENAI_IMAGE_MODEL: 'gpt-image-1',
      IMAGE_RETRY_DELAY_MS: '0',
      LIKENESS_CHECK: 'off',
      VOICE_PROVIDER: 'off',
      PHOTO_ANALYSIS: 'off',
      ...extra,
    });
    app = await NestFactory.createApplicationContext(await BooksModule.forRoot(config), { logger: false });
    await app.init();
    await app.get<NatsConnection>(NATS_CONNECTION).flush();
  };

  afterAll(async () => {
    await app?.close();
    await limits?.server.close();
    const jsm = await jetstreamManager(nc);
    for (const s of [BOOKS_EVENTS_STREAM, OrdersEventStream.name, DEAD_LETTER_STREAM]) {
      await jsm.streams.delete(subjects.stream(s)).catch(() => undefined);
    }
    await nc?.close();
    await (await db).drop();
    await replay?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  /** A paid board book of Mia and Bruno whose photo of Mia (`photoKey`) the parent linked and agreed to send. */
  async function paidBook(photoKey: string): Promise<string> {
    const { bookId } = await rpc.call(BooksRpc.requestPreview, {
      ownerId: OWNER,
      request: {
        idea: 'Mia und ihr Hund Bruno suchen im Wald eine verlorene Laterne',
        mainLanguage: 'de',
        translationLanguage: null,
        ageRange: '5 years',
        style: 'watercolor',
        referenceImages: [{ s3Key: photoKey, description: 'Mia, 5', characterId: 'c1' }],
        textBackgroundEnabled: true,
        translateCharacterNames: false,
        providerPhotoConsent: true,
      },
    });
    const steps = generationSteps(app!);
    await steps.start(bookId);
    await steps.complete({
      bookId,
      preview: { title: 'Mia und Bruno', synopsis: 'Eine Laterne fehlt.', chapters: [], format: 'board' },
    });

    const orderId = `order-of-${bookId}`;
    const envelope: IntegrationEnvelope = {
      id: randomUUID(),
      type: OrdersEvents.orderPaidV1.type,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      data: {
        orderId,
        ownerId: OWNER,
        items: [{ itemId: `${orderId}-1`, bookId, format: 'board', quantity: 1 }],
        amountTotal: 2900,
        currency: 'EUR',
        shippingAddress: null,
        paidAt: new Date().toISOString(),
      },
    };
    await jetstream(nc).publish(
      subjects.subject(OrdersEvents.orderPaidV1.subject),
      JSON.stringify(envelope),
      { msgID: envelope.id },
    );
    return bookId;
  }

  async function uploadedPhoto(): Promise<{ photo: Buffer; photoKey: string }> {
    // A stand-in for the parent's photo of Mia (made here; no real child), uploaded as the BFF stores uploads.
    const photo = await sharp({ create: { width: 64, height: 80, channels: 3, background: '#c68a5e' } })
      .jpeg()
      .toBuffer();
    const photoKey = `owners/${OWNER}/uploads/${randomUUID()}.jpg`;
    mkdirSync(dirname(join(storageDir, photoKey)), { recursive: true });
    writeFileSync(join(storageDir, photoKey), photo);
    return { photo, photoKey };
  }

  it('makes the references first and passes them with every page request', async () => {
    await start();
    const { photo, photoKey } = await uploadedPhoto();
    const before = replay.requests.length;
    const bookId = await paidBook(photoKey);
    await eventually(async () => {
      expect(await rpc.call(BooksRpc.getBook, { ownerId: OWNER, bookId })).toMatchObject({
        status: 'completed',
        isPreview: false,
        error: null,
      });
    }, 540_000);

    const requests = replay.requests.slice(before);
    const references = requests.filter(isReference);
    const pages = requests.filter((r) => !isReference(r));
    // One reference per character: Mia's from her photo (the edit endpoint), Bruno's from his sheet.
    expect(references.map((r) => r.route).sort()).toEqual(['images/edits', 'images/generations']);
    const fromPhoto = references.find((r) => r.route === 'images/edits')!;
    expect(form(fromPhoto).files.map((f) => [f.field, f.type, f.sha256])).toEqual([
      ['image[]', 'image/jpeg', sha(photo)],
    ]);
    expect(promptOf(fromPhoto)).toContain('The input photo shows the real child');
    // Both made (and answered) before the first page was asked for.
    expect(pages.length).toBeGreaterThan(0);
    const firstPage = Math.min(...pages.map((r) => r.at ?? 0));
    for (const r of references) expect(r.answeredAt ?? Infinity).toBeLessThanOrEqual(firstPage);
    // Every page request is an edit carrying its characters' references, one per character named in the
    // prompt, in the prompt's order; the same character's reference is the same bytes on every page.
    const byName = new Map<string, string>();
    for (const request of pages) {
      expect(request.route).toBe('images/edits');
      const prompt = promptOf(request);
      const order = /Reference images, in order: ([^.]+)\./.exec(prompt)?.[1];
      expect(order).toBeDefined();
      const names = order!.split(', ').map((part) => part.replace(/^image \d+ shows /, ''));
      const files = form(request).files;
      expect(files.map((f) => f.field)).toEqual(names.map(() => 'image[]'));
      names.forEach((name, i) => {
        const hash = files[i]!.sha256;
        expect(byName.get(name) ?? hash).toBe(hash);
        byName.set(name, hash);
      });
      // No photo of the child goes with a page: only the references.
      expect(files.map((f) => f.sha256)).not.toContain(sha(photo));
    }
    expect([...byName.keys()].sort()).toEqual(['Bruno', 'Mia']);
    expect(new Set(byName.values()).size).toBe(2);
  });

  it('stops at the per-run budget of image calls, references counted, and fails the production with a reason', async () => {
    // A board book needs two references and about ten pictures: three calls are not enough.
    await start({ IMAGE_CALL_BUDGET: '3' });
    const { photoKey } = await uploadedPhoto();
    const before = replay.requests.length;
    const bookId = await paidBook(photoKey);
    await eventually(async () => {
      expect(await rpc.call(BooksRpc.getBook, { ownerId: OWNER, bookId })).toMatchObject({
        status: 'failed',
        isPreview: false,
        error: PRODUCTION_FAILED_REASON,
      });
    }, 540_000);
    const requests = replay.requests.slice(before);
    expect(requests.length).toBeLessThanOrEqual(3);
    // The references were among them: made first, inside the budget.
    expect(requests.filter(isReference)).toHaveLength(2);
  });
});
