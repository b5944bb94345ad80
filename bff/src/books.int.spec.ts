import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import {
  BooksRpc,
  DomainError,
  ErrorCodes,
  ErrorTexts,
  LimitsRpc,
  NotificationsRpc,
  UnstorableTextDetail,
  type BookView,
  type PreviewView,
} from '@fabelhaft/contracts';
import { connectNats, RpcServer, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage, UrlSigner } from '@fabelhaft/storage';
import {
  createTestIssuer,
  eventually,
  testNatsUrl,
  testSecret,
  testSubjectPrefix,
  type TestIssuer,
} from '@fabelhaft/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bffConfigSchema } from './bff.config';
import { createBffApp } from './create-app';

const OTHER = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const WITH_COVER = '55555555-5555-4555-8555-555555555555';
const GENERATING = '22222222-2222-4222-8222-222222222222';
const COVER_KEY = 'owners/customer-1/covers/55555555.webp';
/** issue #28: a page read aloud, stored like the book's other files. */
const AUDIO_KEY = 'owners/customer-1/books/finn/audio/0123456789abcdef.mp3';
const AUDIO_BYTES = Buffer.from('ID3-read-aloud-bytes');
/** A real 900 × 1200 flipbook page picture (issue #25: served smaller to phones). */
const PAGE_KEY = 'owners/customer-1/books/66666666/pages/abc.webp';
const SECRET = testSecret();
const APPROVED_AT = '2026-11-23T09:00:00.000Z';
const approvals: string[] = [];

function view(bookId: string, ownerId: string, overrides: Partial<BookView> = {}): BookView {
  return {
    bookId,
    ownerId,
    title: null,
    idea: 'A fox who learns to swim',
    mainLanguage: 'de',
    translationLanguage: 'en',
    ageRange: '5 years',
    style: 'watercolor',
    format: null,
    status: 'queued',
    previewStatus: 'queued',
    paymentStatus: 'none',
    isPreview: true,
    preview: null,
    coverKey: null,
    downloadKey: null,
    error: null,
    revision: 0,
    approvedAt: null,
    print: null,
    likeness: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

const quota = { previewLimit: 5, previewRemaining: 4, previewThreshold: 2, previewNeedsSupport: false };

/**
 * The BFF's book paths (spec §7) against the books contract, with a stand-in books service on NATS: field
 * names, validation before anything is called, and the error statuses.
 */
describe('BFF book paths', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let books: RpcServer;
  let limits: RpcServer;
  let bff: INestApplication;
  let base: string;
  const requests: { ownerId: string; bookId?: string; request: unknown }[] = [];
  const ideaReads: unknown[] = [];
  /** The idempotency the books service gives (ADR 0011): one book per id, the same body only. */
  const made = new Map<string, string>();
  let refuseNext = false;
  let prefix: string;

  const storageDir = mkdtempSync(join(tmpdir(), 'bff-assets-'));

  beforeAll(async () => {
    await new FileSystemStorage(storageDir).put(AUDIO_KEY, AUDIO_BYTES, { contentType: 'audio/mpeg' });
    await new FileSystemStorage(storageDir).put(COVER_KEY, Buffer.from('RIFF-cover-bytes'), {
      contentType: 'image/webp',
    });
    const page = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: { r: 240, g: 200, b: 120 } },
    })
      .webp()
      .toBuffer();
    await new FileSystemStorage(storageDir).put(PAGE_KEY, page, { contentType: 'image/webp' });
    issuer = await createTestIssuer();
    prefix = testSubjectPrefix('bffbooks');
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-books' });
    books = new RpcServer(nc, new Subjects(prefix), 'books');
    books.handle(BooksRpc.requestPreview, async (r) => {
      if (refuseNext) {
        refuseNext = false;
        throw new DomainError(ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED, 'Preview limit reached');
      }
      requests.push(r);
      const body = JSON.stringify(r.request);
      if (made.has(r.bookId!) && made.get(r.bookId!) !== body) {
        throw new DomainError(
          ErrorCodes.BOOKS_IDEMPOTENCY_KEY_REUSED,
          'This Idempotency-Key was already used for a different preview request',
        );
      }
      made.set(r.bookId!, body);
      return { ...view(r.bookId!, r.ownerId, { idea: r.request.idea }), ...quota } satisfies PreviewView;
    });
    books.handle(BooksRpc.getBook, async (r) => {
      if (r.bookId === OTHER) throw new DomainError(ErrorCodes.BOOKS_NOT_FOUND, 'Book not found');
      if (r.bookId === GENERATING)
        return view(r.bookId, r.ownerId, { status: 'running', previewStatus: 'generating' });
      if (r.bookId === WITH_COVER)
        return view(r.bookId, r.ownerId, { coverKey: COVER_KEY, downloadKey: COVER_KEY });
      return view(r.bookId, r.ownerId, { status: 'completed', previewStatus: 'completed', title: 'Finn' });
    });
    books.handle(BooksRpc.getViewer, async (r) => {
      if (r.bookId === OTHER)
        throw new DomainError(ErrorCodes.BOOKS_NOT_READY, 'This book is not ready to view yet');
      return {
        bookId: r.bookId,
        title: 'Finn',
        pages: [
          {
            pageType: 'cover' as const,
            pageNumber: 1,
            imageKey: COVER_KEY,
            altText: 'Finn on the cover',
            audio: [{ language: 'en', audioKey: AUDIO_KEY, durationMs: 1200 }],
          },
          {
            pageType: 'other' as const,
            pageNumber: 2,
            imageKey: PAGE_KEY,
            altText: 'Finn swims',
            audio: [],
          },
        ],
        totalSpreads: 2,
        readingDirection: 'ltr' as const,
        bodyTextSize: 0.0372,
        imageWidth: 900,
      };
    });
    books.handle(BooksRpc.retryProduction, async (r) =>
      view(r.bookId, 'customer-1', { status: 'queued', isPreview: false }),
    );
    // issue #15: approval and the generate action, with the books service's refusals.
    books.handle(BooksRpc.approveBook, async (r) => {
      if (r.bookId === OTHER) throw new DomainError(ErrorCodes.BOOKS_NOT_FOUND, 'Book not found');
      if (r.bookId === GENERATING)
        throw new DomainError(ErrorCodes.BOOKS_NOT_PRODUCED, ErrorTexts[ErrorCodes.BOOKS_NOT_PRODUCED]);
      if (r.bookId === WITH_COVER)
        throw new DomainError(ErrorCodes.BOOKS_NOT_PAID, 'A preview cannot be approved for print.');
      approvals.push(r.bookId);
      return view(r.bookId, r.ownerId, {
        status: 'completed',
        isPreview: false,
        paymentStatus: 'success',
        approvedAt: APPROVED_AT,
        print: { format: 'booklet', pageCount: 24, preflightPassed: true, binding: 'left' },
        likeness: {
          checker: 'embedded-sheets',
          checkedAt: APPROVED_AT,
          passed: false,
          pagesChecked: 13,
          characters: [{ characterId: 'c2', name: 'Bruno', pages: 11, failing: [7] }],
          problems: [
            {
              page: 7,
              characterId: 'c2',
              name: 'Bruno',
              onPage: true,
              differences: [{ part: 'accessory', note: 'the collar is missing' }],
            },
          ],
          remade: [7],
          unchecked: [],
        },
      });
    });
    books.handle(BooksRpc.generateBook, async (r) => {
      if (r.format === 'board')
        throw new DomainError(ErrorCodes.BOOKS_FORMAT_MISMATCH, 'This book was paid for as a booklet.');
      return view(r.bookId, r.ownerId, { status: 'queued', isPreview: false, format: r.format });
    });
    books.handle(BooksRpc.listBooks, async (r) => ({
      books: [view('11111111-1111-4111-8111-111111111111', r.ownerId, { title: 'Finn' })],
    }));
    books.handle(BooksRpc.readCharacters, async (r) => {
      ideaReads.push(r);
      return {
        characters: [{ id: 'c1', name: 'Mia', kind: 'Mädchen', category: 'person' }],
        links: r.descriptions.map((d) => (d.includes('Mia') ? 'c1' : null)),
        photoProvider: 'OpenAI',
      };
    });
    books.handle(BooksRpc.deletePreview, async (r) => {
      if (r.bookId === OTHER) {
        throw new DomainError(
          ErrorCodes.BOOKS_DELETE_NOT_ALLOWED,
          'A preview can be deleted only when it is completed or failed',
        );
      }
      return { bookId: r.bookId, deleted: true as const };
    });
    limits = new RpcServer(nc, new Subjects(prefix), 'limits');
    limits.handle(LimitsRpc.getLimits, async ({ ownerId }) => ({
      ownerId,
      previewLimit: 5,
      previewRemaining: ownerId === 'customer-exhausted' ? 0 : 4,
      editLimit: 3,
      editRemaining: 3,
    }));
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        RPC_TIMEOUT_MS: '1500',
        LOG_LEVEL: 'silent',
        STORAGE_DIR: storageDir,
        ASSET_URL_SECRET: SECRET,
        // This file tests the paths, not the limits (rate-limits.int.spec.ts does).
        RATE_LIMIT_PREVIEWS_PER_MINUTE: '1000',
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    await books?.close();
    await limits?.close();
    await nc?.close();
    await issuer?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const call = (
    method: string,
    path: string,
    body?: unknown,
    sub = 'customer-1',
    headers: Record<string, string> = {},
  ) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${issuer.mintIdToken({ sub })}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** A signed link names the public BFF address; this test's BFF listens elsewhere. */
  const local = (url: string) => {
    const u = new URL(url);
    return `${base}${u.pathname}${u.search}`;
  };

  const valid = {
    idea: '  A fox who learns to swim  ',
    main_language: 'de',
    translation_language: 'en',
    age_range: '5 years',
    style: 'watercolor',
  };

  it('tells notifications the verified address and the site language of a preview request (issue #15)', async () => {
    const contacts: unknown[] = [];
    const notifications = new RpcServer(nc, new Subjects(prefix), 'notifications');
    notifications.handle(NotificationsRpc.rememberContact, async (r) => {
      contacts.push(r);
      return { remembered: true as const };
    });
    try {
      const post = (claims: Record<string, unknown>, headers: Record<string, string>) =>
        fetch(`${base}/books/preview`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${issuer.mintIdToken({ sub: 'customer-mail', ...claims })}`,
            'content-type': 'application/json',
            ...headers,
          },
          body: JSON.stringify(valid),
        });
      expect(
        (await post({ email: 'ada@example.com', email_verified: true }, { cookie: 'fabelhaft_lang=en' }))
          .status,
      ).toBe(201);
      await eventually(() => expect(contacts).toHaveLength(1));
      expect(contacts[0]).toEqual({ ownerId: 'customer-mail', email: 'ada@example.com', locale: 'en' });
      // An address the pool has not verified is not passed on.
      expect((await post({ email: 'x@example.com', email_verified: false }, {})).status).toBe(201);
      await new Promise((r) => setTimeout(r, 200));
      expect(contacts).toHaveLength(1);
    } finally {
      await notifications.close();
    }
  });

  it('creates a preview for the caller and answers with the spec §3 preview response', async () => {
    const res = await call('POST', '/books/preview', valid);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'book_id',
        'status',
        'preview_status',
        'preview_remaining',
        'preview_limit',
        'preview_threshold',
        'preview_needs_support',
        'created_at',
        'preview',
        'cover_url',
        'is_preview',
      ].sort(),
    );
    expect(body).toMatchObject({
      status: 'queued',
      preview_status: 'queued',
      preview_remaining: 4,
      preview_limit: 5,
      is_preview: true,
    });
    const sent = requests.at(-1)!;
    expect(sent.ownerId).toBe('customer-1');
    expect(sent.bookId).toBe(body.book_id);
    // Inside the system the request is camelCase, the REST defaults applied (the BFF alone speaks snake_case).
    expect(sent.request).toEqual({
      idea: 'A fox who learns to swim',
      mainLanguage: 'de',
      translationLanguage: 'en',
      ageRange: '5 years',
      style: 'watercolor',
      referenceImages: [],
      textBackgroundEnabled: true,
      translateCharacterNames: false,
    });
  });

  it('passes who each photo shows into the system: a character id, null for no one, absent to read it (issue #23)', async () => {
    const own = (n: number) => `owners/customer-1/uploads/photo-${n}.png`;
    const res = await call('POST', '/books/preview', {
      ...valid,
      reference_images: [
        { s3_key: own(1), description: 'Mia', character_id: 'c2' },
        { s3_key: own(2), character_id: null },
        { s3_key: own(3), description: 'Mia' },
      ],
    });
    expect(res.status).toBe(201);
    expect((requests.at(-1)!.request as { referenceImages: unknown[] }).referenceImages).toEqual([
      { s3Key: own(1), description: 'Mia', characterId: 'c2' },
      { s3Key: own(2), characterId: null },
      { s3Key: own(3), description: 'Mia' },
    ]);
    // No consent unless given: the photos stay with the embedded analysis.
    expect(requests.at(-1)!.request).not.toHaveProperty('providerPhotoConsent');
    expect((await call('POST', '/books/preview', { ...valid, provider_photo_consent: true })).status).toBe(
      201,
    );
    expect(requests.at(-1)!.request).toMatchObject({ providerPhotoConsent: true });
    const before = requests.length;
    const bad = await call('POST', '/books/preview', {
      ...valid,
      reference_images: [{ s3_key: own(1), character_id: 'Mia' }],
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('COMMON.VALIDATION');
    expect(requests.length).toBe(before);
  });

  it("reads the idea's characters and who each description names for the builder (issue #23)", async () => {
    const res = await call('POST', '/books/characters', {
      idea: ' Mia und ihr Hund ',
      main_language: 'de',
      descriptions: ['Mia, 5', ''],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      characters: [{ id: 'c1', name: 'Mia', kind: 'Mädchen', category: 'person' }],
      links: ['c1', null],
      photo_provider: 'OpenAI',
    });
    expect(ideaReads.at(-1)).toEqual({
      idea: 'Mia und ihr Hund',
      mainLanguage: 'de',
      descriptions: ['Mia, 5', ''],
    });
    const reads = ideaReads.length;
    for (const body of [
      { idea: 'ab', main_language: 'de' },
      { idea: 'Mia und ihr Hund', main_language: 'xx' },
      { idea: 'Mia und ihr Hund', main_language: 'de', descriptions: Array.from({ length: 21 }, () => 'x') },
    ]) {
      const refused = await call('POST', '/books/characters', body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { code: string }).code).toBe('COMMON.VALIDATION');
    }
    expect(ideaReads.length).toBe(reads);
  });

  it.each([
    [{ ...valid, idea: 'ab' }, 'Book idea must be at least 3 characters long'],
    [{ ...valid, idea: 'x'.repeat(10001) }, 'Book idea must be at most 10000 characters long'],
    [{ ...valid, main_language: 'xx' }, undefined],
    [{ ...valid, style: 'oil paint' }, undefined],
    [{ ...valid, age_range: '18 years' }, undefined],
    [
      { ...valid, reference_images: Array.from({ length: 21 }, (_, i) => ({ s3_key: `k${i}` })) },
      'At most 20 reference images',
    ],
  ])('refuses bad input with 400 { detail } and calls nothing (%#)', async (body, detail) => {
    const before = requests.length;
    const res = await call('POST', '/books/preview', body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { detail: string; code: string };
    expect(json.code).toBe('COMMON.VALIDATION');
    if (detail) expect(json.detail).toBe(detail);
    expect(requests.length).toBe(before);
  });

  it.each([
    ["another customer's upload", 'owners/customer-2/uploads/photo.png'],
    ["the caller's own invoice", 'owners/customer-1/invoices/2026-000001.pdf'],
    ['a key outside every owner folder', 'customer-1/photo.png'],
  ])(
    'refuses a reference image that is not the caller’s upload with 400 and calls nothing (%s)',
    async (_, key) => {
      const before = requests.length;
      const res = await call('POST', '/books/preview', { ...valid, reference_images: [{ s3_key: key }] });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        detail: 'A reference image could not be found among your uploads. Please upload it again.',
        code: 'BOOKS.REFERENCE_IMAGE_NOT_OWNED',
      });
      expect(requests.length).toBe(before);
      const own = await call('POST', '/books/preview', {
        ...valid,
        reference_images: [{ s3_key: 'owners/customer-1/uploads/photo.png' }],
      });
      expect(own.status).toBe(201);
    },
  );

  it.each([
    ['de-DE', { ...valid, idea: 'Ein Fuchs\u0000 lernt schwimmen' }, 'body.idea', 'de'],
    ['en-GB', { ...valid, idea: 'A fox \ud800 who swims' }, 'body.idea', 'en'],
    [
      'en',
      {
        ...valid,
        reference_images: [{ s3_key: 'owners/customer-1/uploads/p.png', description: 'Mia\u0000' }],
      },
      'body.reference_images.0.description',
      'en',
    ],
  ] as const)(
    'refuses an idea the database cannot store with 400 COMMON.INVALID_TEXT (%s) and spends no preview (issue #27)',
    async (language, body, field, locale) => {
      const before = requests.length;
      const res = await call('POST', '/books/preview', body, 'customer-1', { 'accept-language': language });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        detail: `${field}: ${UnstorableTextDetail[locale]}`,
        code: ErrorCodes.INVALID_TEXT,
      });
      // The books service (which reserves the preview with limits) was never asked.
      expect(requests.length).toBe(before);
    },
  );

  it('answers 403 "Preview limit reached" when the quota refuses', async () => {
    refuseNext = true;
    const res = await call('POST', '/books/preview', valid);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      detail: 'Preview limit reached',
      code: 'LIMITS.PREVIEW_QUOTA_EXHAUSTED',
    });
  });

  it('answers the same book for the same Idempotency-Key, also when sent concurrently', async () => {
    const key = { 'idempotency-key': 'a3c1f9e2-5b7d-4c8e-9f10-123456789abc' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/books/preview', valid, 'customer-1', key)),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { book_id: string }).book_id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const again = await call('POST', '/books/preview', valid, 'customer-1', key);
    expect(((await again.json()) as { book_id: string }).book_id).toBe(ids[0]);

    // Another customer's identical key is another book; no key at all is a new book each time.
    const other = await call('POST', '/books/preview', valid, 'customer-2', key);
    expect(((await other.json()) as { book_id: string }).book_id).not.toBe(ids[0]);
    const plain = await Promise.all([1, 2].map(() => call('POST', '/books/preview', valid)));
    const plainIds = await Promise.all(
      plain.map(async (r) => ((await r.json()) as { book_id: string }).book_id),
    );
    expect(new Set([...plainIds, ids[0]]).size).toBe(3);
  });

  it('answers 422 when an Idempotency-Key is reused for another request', async () => {
    const key = { 'idempotency-key': 'reused-key-0001' };
    expect((await call('POST', '/books/preview', valid, 'customer-1', key)).status).toBe(201);
    const res = await call(
      'POST',
      '/books/preview',
      { ...valid, idea: 'A bear learns to fly' },
      'customer-1',
      key,
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      detail: 'This Idempotency-Key was already used for a different preview request',
      code: 'BOOKS.IDEMPOTENCY_KEY_REUSED',
    });
  });

  it.each(['short', 'x'.repeat(129), 'has spaces in it', 'ümlaut-key-123'])(
    'refuses a malformed Idempotency-Key with 400 and calls nothing (%#)',
    async (bad) => {
      const before = requests.length;
      const res = await call('POST', '/books/preview', valid, 'customer-1', { 'idempotency-key': bad });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        detail: 'Idempotency-Key must be 8 to 128 characters of letters, digits and . _ : ~ + / = -',
        code: 'COMMON.VALIDATION',
      });
      expect(requests.length).toBe(before);
    },
  );

  it('documents the Idempotency-Key header in the OpenAPI description', async () => {
    const res = await fetch(`${base}/docs/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    expect(doc.paths['/books/preview']!.post!.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    );
  });

  it('polls a preview: the book with the caller’s quota; 400 for an id that is not a book id (spec §7)', async () => {
    const ok = await call('GET', `/books/preview/${GENERATING}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      book_id: GENERATING,
      status: 'running',
      preview_status: 'generating',
      preview_remaining: 4,
      preview_limit: 5,
      preview_threshold: 2,
      preview_needs_support: false,
      created_at: '2026-11-21T10:00:00.000Z',
      preview: null,
      cover_url: null,
      is_preview: true,
    });
    const exhausted = await call('GET', `/books/preview/${GENERATING}`, undefined, 'customer-exhausted');
    expect(await exhausted.json()).toMatchObject({ preview_remaining: 0, preview_needs_support: true });
    const foreign = await call('GET', `/books/preview/${OTHER}`);
    expect(foreign.status).toBe(404);
    const bad = await call('GET', '/books/preview/not-a-book');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ detail: 'Invalid book id' });
  });

  it('shows book detail and list with the spec §3 fields; another customer’s book is 404', async () => {
    const detail = await call('GET', '/books/33333333-3333-4333-8333-333333333333');
    expect(detail.status).toBe(200);
    expect(Object.keys((await detail.json()) as object).sort()).toEqual(
      [
        'book_id',
        'status',
        'preview_status',
        'is_preview',
        'payment_status',
        'preview',
        'tier',
        'format',
        'cover_url',
        'created_at',
        'download_url',
        'error',
        // issue #14: the revision shown and the book's language (its reading direction).
        'revision',
        'main_language',
        // issue #24: the age the book is for (the format is suggested by it).
        'age_range',
        // issue #15: approval for print and what will be printed.
        'approved_at',
        'print',
        // issue #23: the likeness check of the pictures.
        'likeness',
      ].sort(),
    );
    const list = (await (await call('GET', '/books')).json()) as { books: Record<string, unknown>[] };
    expect(Object.keys(list.books[0]!).sort()).toEqual(
      [
        'book_id',
        'title',
        'idea',
        'format',
        'preview_status',
        'payment_status',
        'status',
        'is_preview',
        'cover_url',
        'download_url',
        'created_at',
        'approved_at',
      ].sort(),
    );
    const other = await call('GET', `/books/${OTHER}`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ detail: 'Book not found', code: 'BOOKS.NOT_FOUND' });
  });

  it('approves the owner’s book for print (no body or {}), with the print summary (issue #15)', async () => {
    const id = '77777777-7777-4777-8777-777777777777';
    for (const body of [undefined, {}]) {
      const res = await call('POST', `/books/${id}/approve`, body);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        book_id: id,
        approved_at: APPROVED_AT,
        print: { format: 'booklet', page_count: 24, preflight_passed: true, binding: 'left' },
        // issue #23: the likeness check in spec field names.
        likeness: {
          checker: 'embedded-sheets',
          checked_at: APPROVED_AT,
          passed: false,
          pages_checked: 13,
          characters: [{ character_id: 'c2', name: 'Bruno', pages: 11, failing_pages: [7] }],
          problems: [
            {
              page: 7,
              character_id: 'c2',
              name: 'Bruno',
              on_page: true,
              differences: [{ part: 'accessory', note: 'the collar is missing' }],
            },
          ],
          remade_pages: [7],
          unchecked_pages: [],
        },
      });
    }
    expect(approvals.filter((b) => b === id)).toHaveLength(2);
    expect((await call('POST', '/books/not-a-book/approve')).status).toBe(400);
  });

  it('refuses approval with 404 for another’s book and 409 with its code otherwise (an English detail, ADR 0042)', async () => {
    const other = await call('POST', `/books/${OTHER}/approve`);
    expect(other.status).toBe(404);
    const de = await call('POST', `/books/${GENERATING}/approve`, undefined, 'customer-1', {
      cookie: 'fabelhaft_lang=de',
    });
    expect(de.status).toBe(409);
    expect(await de.json()).toMatchObject({
      code: 'BOOKS.NOT_PRODUCED',
      // The same for a German site: the storefront words the code (storefront/src/i18n/texts/refusals.ts).
      detail: 'This book is still being made. You can approve it once it is ready.',
    });
    const en = await call('POST', `/books/${WITH_COVER}/approve`, undefined, 'customer-1', {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(en.status).toBe(409);
    expect(await en.json()).toMatchObject({
      code: 'BOOKS.NOT_PAID',
      detail: 'A preview cannot be approved for print. Please order the book first.',
    });
  });

  it('starts generation in the paid format; another format is 409 with a detail, a bad body 400', async () => {
    const id = '88888888-8888-4888-8888-888888888888';
    const ok = await call('POST', `/books/${id}/generate`, { format: 'booklet' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ book_id: id, status: 'queued', format: 'booklet' });
    const wrong = await call('POST', `/books/${id}/generate`, { format: 'board' }, 'customer-1', {
      cookie: 'fabelhaft_lang=de',
    });
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({
      code: 'BOOKS.FORMAT_MISMATCH',
      detail: 'This book was paid for as a booklet and can only be made as a booklet, not as a board book.',
    });
    expect((await call('POST', `/books/${id}/generate`, { format: 'poster' })).status).toBe(400);
    expect((await call('POST', `/books/${id}/generate`)).status).toBe(400);
  });

  it('deletes with 204, and answers 409 when the preview may not be deleted yet', async () => {
    expect((await call('DELETE', '/books/44444444-4444-4444-8444-444444444444')).status).toBe(204);
    const refused = await call('DELETE', `/books/${OTHER}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'BOOKS.DELETE_NOT_ALLOWED' });
  });

  it('needs a token on every book path', async () => {
    for (const [method, path] of [
      ['POST', '/books/preview'],
      ['POST', '/books/characters'],
      ['GET', '/books'],
      ['GET', `/books/${OTHER}`],
      ['DELETE', `/books/${OTHER}`],
    ]) {
      expect((await fetch(`${base}${path}`, { method })).status).toBe(401);
    }
  });

  it('gives the owner a signed, expiring cover link that works, and refuses forged or expired links', async () => {
    const detail = (await (await call('GET', `/books/${WITH_COVER}`)).json()) as { cover_url: string };
    expect(detail.cover_url).toMatch(
      /\/assets\/owners\/customer-1\/covers\/55555555\.webp\?expires=\d+&sig=[0-9a-f]+$/,
    );
    const link = new URL(detail.cover_url);
    const cover = await fetch(`${base}${link.pathname}${link.search}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await cover.arrayBuffer()).toString()).toBe('RIFF-cover-bytes');

    const forged = link.search.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`);
    expect((await fetch(`${base}${link.pathname}${forged}`)).status).toBe(403);
    const otherKey = await fetch(`${base}/assets/owners/customer-2/covers/55555555.webp${link.search}`);
    expect(otherKey.status).toBe(403);
    // A link signed with the real secret but far in the future (the attack of issue #12) works for no one.
    const farFuture = 999_999_999_999;
    const forgedSig = createHmac('sha256', SECRET)
      .update(`v2|customer-1|${COVER_KEY}|${farFuture}`)
      .digest('hex');
    const far = await fetch(`${base}/assets/${COVER_KEY}?expires=${farFuture}&sig=${forgedSig}`);
    expect(far.status).toBe(403);
    const past = new UrlSigner({ secret: SECRET, baseUrl: base, now: () => Date.now() - 2 * 3600_000 }).sign(
      COVER_KEY,
      'customer-1',
      60,
    );
    const expired = await fetch(past);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: 'ASSETS.LINK_INVALID' });
  });

  it('serves the flipbook of a produced book with signed page links (spec §3 Viewer data), 409 while not ready', async () => {
    const res = await call('GET', `/books/${WITH_COVER}/viewer`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      pages: { image_url: string; page_type: string; alt_text: string }[];
    };
    expect(body).toMatchObject({
      book_id: WITH_COVER,
      title: 'Finn',
      total_spreads: 2,
      reading_direction: 'ltr',
    });
    expect(body.pages.map((p) => [p.page_type, p.alt_text])).toEqual([
      ['cover', 'Finn on the cover'],
      ['other', 'Finn swims'],
    ]);
    const image = await fetch(local(body.pages[0]!.image_url));
    expect(image.status).toBe(200);
    // issue #28: the page read aloud, signed like its picture, served in the byte ranges phone players ask for.
    const audio = (body as unknown as { pages: { audio: { audio_url: string; duration_ms: number }[] }[] })
      .pages;
    expect(audio.map((p) => p.audio.map((a) => a.duration_ms))).toEqual([[1200], []]);
    expect((body as unknown as { audio_languages: string[] }).audio_languages).toEqual(['en']);
    const part = await fetch(local(audio[0]!.audio[0]!.audio_url), { headers: { range: 'bytes=3-6' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 3-6/${AUDIO_BYTES.length}`);
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('-rea');
    expect(body).toMatchObject({ body_text_size: 0.0372 });
  });

  it('serves a flipbook page smaller for a phone (issue #25: srcset widths 480 and 720, then the picture itself)', async () => {
    const body = (await (await call('GET', `/books/${WITH_COVER}/viewer`)).json()) as {
      pages: { image_url: string; image_srcset: string }[];
    };
    const page = body.pages[1]!;
    const entries = page.image_srcset.split(', ').map((e) => e.split(' '));
    expect(entries.map(([, w]) => w)).toEqual(['480w', '720w', '900w']);
    expect(entries[2]![0]).toBe(page.image_url);
    const widthOf = async (url: string) => {
      const res = await fetch(local(url));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      return (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;
    };
    expect(await widthOf(entries[0]![0]!)).toBe(480);
    expect(await widthOf(entries[1]![0]!)).toBe(720);
    expect(await widthOf(page.image_url)).toBe(900);
    // Only the listed widths are made; any other asks for the picture as it is.
    expect(await widthOf(`${page.image_url}&w=100`)).toBe(900);
    // The width is no key: a forged signature stays refused with it.
    const forged = entries[0]![0]!.replace(
      /sig=([0-9a-f])/,
      (_m, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await fetch(local(forged))).status).toBe(403);
    // Bytes that are no picture (the cover stand-in) come back as they are.
    const cover = await fetch(local(`${body.pages[0]!.image_url}&w=480`));
    expect(Buffer.from(await cover.arrayBuffer()).toString()).toBe('RIFF-cover-bytes');
  });

  it('answers 409 while a book is not ready to view, 400 for a bad id', async () => {
    const notReady = await call('GET', `/books/${OTHER}/viewer`);
    expect(notReady.status).toBe(409);
    expect(await notReady.json()).toMatchObject({ detail: 'This book is not ready to view yet' });
    expect((await call('GET', '/books/not-an-id/viewer')).status).toBe(400);
  });

  it('signs the download link of a produced book in the book detail', async () => {
    const detail = (await (await call('GET', `/books/${WITH_COVER}`)).json()) as { download_url: string };
    expect(detail.download_url).toContain('/assets/');
    expect((await fetch(local(detail.download_url))).status).toBe(200);
  });

  it('lets only the support group retry a failed production', async () => {
    const path = `/support/books/${WITH_COVER}/retry-production`;
    const customer = await call('POST', path);
    expect(customer.status).toBe(403);
    const support = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${issuer.mintIdToken({ sub: 'agent-1', groups: ['support'] })}` },
    });
    expect(support.status).toBe(200);
    const body = (await support.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ book_id: WITH_COVER, status: 'queued', is_preview: false, cover_url: null });
    // The public shape only (issue #12): no owner, no storage keys.
    expect(JSON.stringify(body)).not.toMatch(/ownerId|owner_id|customer-1|coverKey|downloadKey|owners\//);
  });
});
