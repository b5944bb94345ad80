import 'reflect-metadata';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstreamManager } from '@nats-io/jetstream';
import sharp from 'sharp';
import {
  makeReferences,
  openAiRoutes,
  startProviderReplay,
  type MultipartBody,
  type ProviderReplay,
  type RecordedRequest,
  type StoryPlan,
} from '@fabelhaft/book-engine';
import { BooksRpc, type PreviewRequest } from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RpcClient,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { serviceDeps } from '@fabelhaft/service-kit/service';
import { FileSystemStorage } from '@fabelhaft/storage';
import { createTestDatabase, eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import type { BooksDeps } from '../books.deps';
import { booksConfigSchema } from '../books.config';
import { BooksModule } from '../books.module';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import { StorageArtefactCache } from '../infrastructure/storage-artefact-cache';
import { bookReferencesPrefix, planKey } from '../production/book-files';
import { productionPhotos } from '../production/provider-calls';
import { limitsStandIn } from './test-fixtures/limits-stand-in';

/**
 * issue #23, the preview's cover on the provider path, through the books service's generation worker against the
 * local replay provider (which refuses any request outside the shape OpenAI documents): with the parent's consent
 * and a photo of Mia, Mia's reference is made from the photo into the book's references, the cover is drawn with
 * it as `image[]`, and production's references later find it (only Bruno's is made); without the consent the
 * cover is one generation request and no photo leaves. No Chromium: fast.
 */
jest.setTimeout(120_000);

const API_KEY = 'sk-test-provider-cover';
const OWNER = 'paula';
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const form = (r: RecordedRequest) => r.body as MultipartBody;
const promptOf = (r: RecordedRequest): string =>
  r.route === 'images/edits' ? (form(r).fields.prompt?.[0] ?? '') : (r.body as { prompt: string }).prompt;
const isReference = (r: RecordedRequest) => promptOf(r).startsWith('Character reference picture');
const isCover = (r: RecordedRequest) => promptOf(r).startsWith('Cover illustration');

describe("the preview's cover with the OpenAI image provider (issue #23)", () => {
  const db = createTestDatabase('provider_cover');
  const subjects = new Subjects(testSubjectPrefix('provider-cover'));
  const storageDir = mkdtempSync(join(tmpdir(), 'fabelhaft-provider-cover-'));
  const storage = new FileSystemStorage(storageDir);
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let limits: ReturnType<typeof limitsStandIn>;
  let replay: ProviderReplay;

  beforeAll(async () => {
    replay = await startProviderReplay([
      openAiRoutes.edits(API_KEY, (r) => ({
        fixture: isReference(r) ? 'images-reference.json' : 'images-cover.json',
      })),
      openAiRoutes.generations(API_KEY, (r) => ({
        fixture: isReference(r) ? 'images-reference.json' : 'images-cover.json',
      })),
    ]);
    nc = await connectNats({ url: testNatsUrl(), name: 'provider-cover-test' });
    limits = limitsStandIn(nc, subjects, 10);
    rpc = new RpcClient(nc, subjects, 5000);
    const config = loadConfig(booksConfigSchema, {
      DATABASE_URL: (await db).url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'silent',
      PREVIEW_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_SWEEP_INTERVAL_MS: '0',
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
    });
    app = await NestFactory.createApplicationContext(await BooksModule.forRoot(config), { logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await limits?.server.close();
    const jsm = await jetstreamManager(nc);
    for (const s of [BOOKS_EVENTS_STREAM, DEAD_LETTER_STREAM]) {
      await jsm.streams.delete(subjects.stream(s)).catch(() => undefined);
    }
    await nc?.close();
    await (await db).drop();
    await replay?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  /** A stand-in for the parent's photo of Mia (made here; no real child), uploaded as the BFF stores uploads. */
  async function uploadedPhoto(): Promise<{ photo: Buffer; photoKey: string }> {
    const photo = await sharp({ create: { width: 64, height: 80, channels: 3, background: '#c68a5e' } })
      .jpeg()
      .toBuffer();
    const photoKey = `owners/${OWNER}/uploads/${randomUUID()}.jpg`;
    await storage.put(photoKey, photo, { contentType: 'image/jpeg' });
    return { photo, photoKey };
  }

  /** A preview of Mia and Bruno with the photo linked to Mia; the requests it sent to the provider. */
  async function preview(photoKey: string, consent: boolean) {
    const before = replay.requests.length;
    const request: PreviewRequest = {
      idea: 'Mia und ihr Hund Bruno suchen im Wald eine verlorene Laterne',
      mainLanguage: 'de',
      translationLanguage: null,
      ageRange: '5 years',
      style: 'watercolor',
      referenceImages: [{ s3Key: photoKey, description: 'Mia, 5', characterId: 'c1' }],
      textBackgroundEnabled: true,
      translateCharacterNames: false,
      providerPhotoConsent: consent,
    };
    const { bookId } = await rpc.call(BooksRpc.requestPreview, { ownerId: OWNER, request });
    await eventually(async () => {
      const book = await rpc.call(BooksRpc.getBook, { ownerId: OWNER, bookId });
      expect(book.previewStatus).toBe('completed');
    }, 60_000);
    return { bookId, requests: replay.requests.slice(before) };
  }

  it("makes Mia's reference from her photo, draws the cover with it, and production finds it later", async () => {
    const { photo, photoKey } = await uploadedPhoto();
    const { bookId, requests } = await preview(photoKey, true);

    // One reference (Mia's, from the photo), then the cover with that reference: nothing for Bruno yet.
    expect(requests.map((r) => [r.route, isReference(r) ? 'reference' : isCover(r) ? 'cover' : '?'])).toEqual(
      [
        ['images/edits', 'reference'],
        ['images/edits', 'cover'],
      ],
    );
    const [reference, cover] = requests as [RecordedRequest, RecordedRequest];
    expect(form(reference).files.map((f) => [f.field, f.sha256])).toEqual([['image[]', sha(photo)]]);
    const stored = await storage.list(bookReferencesPrefix(OWNER, bookId));
    expect(stored).toHaveLength(1);
    const referenceBytes = (await storage.get(stored[0]!))!.body;
    expect(form(cover).files.map((f) => [f.field, f.type, f.sha256])).toEqual([
      ['image[]', 'image/jpeg', sha(referenceBytes)],
    ]);
    expect(promptOf(cover)).toContain('Reference images, in order: image 1 shows Mia.');

    // Production's references for this book (its plan, its photos, its cache): only Bruno's is made now.
    const deps = serviceDeps<BooksDeps>(app);
    const { state } = await deps.books.load(bookId);
    const plan = JSON.parse((await storage.get(planKey(OWNER, bookId)))!.body.toString('utf8')) as StoryPlan;
    const before = replay.requests.length;
    const references = await makeReferences(
      { plan, ...(await productionPhotos(storage, state, { image: 'openai', photo: 'openai' })) },
      { illustrator: deps.illustrator, cache: new StorageArtefactCache(storage, OWNER, bookId) },
    );
    const production = replay.requests.slice(before);
    expect(production.map((r) => [r.route, isReference(r)])).toEqual([['images/generations', true]]);
    expect(references.map((r) => [r.characterId, r.fromPhoto])).toEqual([
      ['c1', true],
      ['c2', false],
    ]);
    expect(sha(references[0]!.image)).toBe(sha(referenceBytes));
  });

  it('draws the cover from its prompt alone, with no photo and no reference, without the consent', async () => {
    const { photo, photoKey } = await uploadedPhoto();
    const { bookId, requests } = await preview(photoKey, false);
    expect(requests.map((r) => [r.route, isCover(r)])).toEqual([['images/generations', true]]);
    expect(promptOf(requests[0]!)).not.toContain('Reference images');
    expect(JSON.stringify(requests[0]!.body)).not.toContain(photo.toString('base64'));
    expect(await storage.list(bookReferencesPrefix(OWNER, bookId))).toEqual([]);
  });
});
