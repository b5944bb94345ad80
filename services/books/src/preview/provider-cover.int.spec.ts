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
import { FileSystemStorage, type PutOptions } from '@fabelhaft/storage';
import { createTestDatabase, eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import type { BooksDeps } from '../books.deps';
import { booksConfigSchema } from '../books.config';
import { BooksModule } from '../books.module';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import { StorageArtefactCache } from '../infrastructure/storage-artefact-cache';
import { bookCallsKey, bookReferencesPrefix, planKey } from '../production/book-files';
import { productionPhotos } from '../production/provider-calls';
import { limitsStandIn } from './test-fixtures/limits-stand-in';

/** A file storage that can run something (an account erasure) just before a write, as a race would have it. */
class RacingStorage extends FileSystemStorage {
  beforePut?: (key: string) => Promise<void>;
  override async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    const before = this.beforePut;
    if (before) await before(key);
    return super.put(key, body, options);
  }
}

/**
 * issue #23, the preview's cover on the provider path, through the books service's generation worker against the
 * local replay provider (which refuses any request outside the shape OpenAI documents): with the parent's consent
 * and a photo of Mia, Mia's reference is made from the photo into the book's references, the cover is drawn with
 * it as `image[]`, and production's references later find it (only Bruno's is made); without the consent the
 * cover is one generation request and no photo leaves. The preview's own budget of image calls (2 here): the
 * references are left out when they would leave no call for the cover, and a cover past it fails the preview and
 * gives it back. An account erasure in the middle of a generation leaves none of its files. No Chromium: fast.
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
  const storage = new RacingStorage(storageDir);
  /** The cover's answer: the fixture, or a server error (a provider having a bad minute). */
  let coverStatus = 200;
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let limits: ReturnType<typeof limitsStandIn>;
  let replay: ProviderReplay;

  const reply = (r: RecordedRequest) =>
    isReference(r)
      ? { fixture: 'images-reference.json' }
      : coverStatus === 200
        ? { fixture: 'images-cover.json' }
        : {
            status: coverStatus,
            json: { error: { message: 'The server had an error', type: 'server_error' } },
          };

  beforeAll(async () => {
    replay = await startProviderReplay([
      openAiRoutes.edits(API_KEY, (r) => reply(r)),
      openAiRoutes.generations(API_KEY, (r) => reply(r)),
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
      PREVIEW_IMAGE_CALL_BUDGET: '2',
    });
    app = await NestFactory.createApplicationContext(await BooksModule.forRoot(config, { storage }), {
      logger: false,
    });
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
  async function uploadedPhoto(
    owner = OWNER,
    colour = '#c68a5e',
  ): Promise<{ photo: Buffer; photoKey: string }> {
    const photo = await sharp({ create: { width: 64, height: 80, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const photoKey = `owners/${owner}/uploads/${randomUUID()}.jpg`;
    await storage.put(photoKey, photo, { contentType: 'image/jpeg' });
    return { photo, photoKey };
  }

  /** Mia's photo, linked to her (c1), and with `bruno` the dog's (c2). */
  const images = (mia: string, bruno?: string): PreviewRequest['referenceImages'] => [
    { s3Key: mia, description: 'Mia, 5', characterId: 'c1' },
    ...(bruno ? [{ s3Key: bruno, description: 'unser Hund Bruno', characterId: 'c2' }] : []),
  ];

  /** A preview of Mia and Bruno with the photos given; the requests it sent to the provider. */
  async function preview(
    referenceImages: PreviewRequest['referenceImages'],
    consent: boolean,
    { owner = OWNER, status = 'completed' }: { owner?: string; status?: 'completed' | 'failed' | null } = {},
  ) {
    const before = replay.requests.length;
    const request: PreviewRequest = {
      idea: 'Mia und ihr Hund Bruno suchen im Wald eine verlorene Laterne',
      mainLanguage: 'de',
      translationLanguage: null,
      ageRange: '5 years',
      style: 'watercolor',
      referenceImages,
      textBackgroundEnabled: true,
      translateCharacterNames: false,
      providerPhotoConsent: consent,
    };
    const { bookId } = await rpc.call(BooksRpc.requestPreview, { ownerId: owner, request });
    if (status) {
      await eventually(async () => {
        const book = await rpc.call(BooksRpc.getBook, { ownerId: owner, bookId });
        expect(book.previewStatus).toBe(status);
      }, 60_000);
    }
    return { bookId, requests: replay.requests.slice(before) };
  }

  it("makes Mia's reference from her photo, draws the cover with it, and production finds it later", async () => {
    const { photo, photoKey } = await uploadedPhoto();
    const { bookId, requests } = await preview(images(photoKey), true);

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
    const { bookId, requests } = await preview(images(photoKey), false);
    expect(requests.map((r) => [r.route, isCover(r)])).toEqual([['images/generations', true]]);
    expect(promptOf(requests[0]!)).not.toContain('Reference images');
    expect(JSON.stringify(requests[0]!.body)).not.toContain(photo.toString('base64'));
    expect(await storage.list(bookReferencesPrefix(OWNER, bookId))).toEqual([]);
  });
  it("leaves the references out when the preview's budget has no room for them and the cover: the cover is drawn from the sheets", async () => {
    const mia = await uploadedPhoto();
    const bruno = await uploadedPhoto(OWNER, '#7a5230');
    // Two photographed characters and the cover would be three image calls; the preview may make two.
    const { bookId, requests } = await preview(images(mia.photoKey, bruno.photoKey), true);
    expect(requests.map((r) => [r.route, isCover(r)])).toEqual([['images/generations', true]]);
    expect(promptOf(requests[0]!)).not.toContain('Reference images');
    for (const { photo } of [mia, bruno]) {
      expect(JSON.stringify(requests[0]!.body)).not.toContain(photo.toString('base64'));
    }
    expect(await storage.list(bookReferencesPrefix(OWNER, bookId))).toEqual([]);
    const used = JSON.parse(
      (await storage.get(bookCallsKey(OWNER, bookId, 'preview')))!.body.toString('utf8'),
    );
    expect(used).toMatchObject({ image: 1 });
  });

  it('fails the preview and gives it back when the cover would go past the budget (a retry counts)', async () => {
    const { photoKey } = await uploadedPhoto();
    coverStatus = 500;
    try {
      // Mia's reference (1) and the cover (2, answered 500): its retry would be the third call.
      const { bookId, requests } = await preview(images(photoKey), true, { status: 'failed' });
      expect(requests.map((r) => (isReference(r) ? 'reference' : isCover(r) ? 'cover' : '?'))).toEqual([
        'reference',
        'cover',
      ]);
      // Given up at once (no redelivery asks again) and the free preview is given back.
      await eventually(async () => expect(limits.stateOf(OWNER, bookId)).toBe('released'), 10_000);
      const used = JSON.parse(
        (await storage.get(bookCallsKey(OWNER, bookId, 'preview')))!.body.toString('utf8'),
      );
      expect(used).toMatchObject({ image: 2 });
    } finally {
      coverStatus = 200;
    }
  });

  it('an account erased while the preview is being made leaves none of its files: references, cover, plan (ADR 0016)', async () => {
    const owner = 'erika';
    const { photoKey } = await uploadedPhoto(owner);
    let erased: Promise<unknown> | undefined;
    // The erasure runs to its end between the provider's answer and the write of Mia's reference: the plan is
    // already written (and erased), the reference and the cover are written after the erasure.
    storage.beforePut = async (key) => {
      if (!erased && key.startsWith(`owners/${owner}/`) && key.includes('/references/')) {
        erased = rpc.call(BooksRpc.eraseOwnerData, { ownerId: owner });
        await erased;
      }
    };
    const before = replay.requests.length;
    try {
      await preview(images(photoKey), true, { owner, status: null });
      await eventually(async () => expect(erased).toBeDefined(), 30_000);
      await expect(erased).resolves.toMatchObject({ erasedBooks: 1 });
      // The reference and the cover were made and written after the erasure; the job then finds its book gone
      // and deletes again what it wrote.
      await eventually(async () => {
        const kinds = replay.requests.slice(before).map((r) => (isReference(r) ? 'reference' : 'cover'));
        expect(kinds).toEqual(['reference', 'cover']);
        expect(await storage.list(`owners/${owner}/`)).toEqual([]);
      }, 30_000);
      expect((await rpc.call(BooksRpc.listBooks, { ownerId: owner })).books).toEqual([]);
    } finally {
      storage.beforePut = undefined;
    }
  });
});
