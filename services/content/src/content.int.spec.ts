import 'reflect-metadata';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { BlogPostAttributes, StrapiCollection } from '@fabelhaft/blog';
import { ErrorCodes, UnstorableTextDetail } from '@fabelhaft/contracts';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage } from '@fabelhaft/storage';
import { createTestDatabase, createTestIssuer, type TestDatabase, type TestIssuer } from '@fabelhaft/testing';
import { contentConfigSchema } from './content.config';
import { createContentApp } from './create-app';
import { seedPosts } from './seed/seed-posts';

type Blogs = StrapiCollection<BlogPostAttributes>;

/** Issue #26: the content service against a real Postgres (its own database), over HTTP. */
describe('content service', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let app: INestApplication;
  let base: string;
  let storageDir: string;
  let support: string;
  let customer: string;

  beforeAll(async () => {
    db = await createTestDatabase('content');
    issuer = await createTestIssuer();
    storageDir = mkdtempSync(join(tmpdir(), 'content-'));
    app = await createContentApp(
      loadConfig(contentConfigSchema, {
        DATABASE_URL: db.url,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        STORAGE_DIR: storageDir,
        CONTENT_PUBLIC_URL: 'http://content.test',
        LOG_LEVEL: 'silent',
      }),
    );
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    support = issuer.mintIdToken({
      sub: 'support-user-1',
      email: 'support@fabelhaft.test',
      groups: ['support'],
    });
    customer = issuer.mintIdToken({ sub: 'customer-1', email: 'parent@fabelhaft.test' });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await issuer?.close();
    await db?.drop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const blogs = async (query = '') => {
    const res = await fetch(`${base}/api/blogs${query}`);
    return { res, body: (await res.json()) as Blogs & { detail?: string; code?: string } };
  };
  const admin = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    fetch(`${base}/admin/posts${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token === '' ? {} : { authorization: `Bearer ${init.token ?? support}` }),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  it('seeds three posts in German and three in English on the first start, once', async () => {
    const de = await blogs('?locale=de');
    const en = await blogs('?locale=en');
    expect(de.body.data.map((p) => p.attributes.locale)).toEqual(['de', 'de', 'de']);
    expect(en.body.data.map((p) => p.attributes.locale)).toEqual(['en', 'en', 'en']);
    // Each German post is linked to its English translation.
    for (const post of de.body.data) {
      const [translation] = post.attributes.localizations.data;
      expect(translation?.attributes.locale).toBe('en');
      expect(en.body.data.map((p) => p.id)).toContain(translation?.id);
    }
    // Real text, not placeholders.
    expect(de.body.data.every((p) => p.attributes.content.length > 800)).toBe(true);
    expect(JSON.stringify(de.body)).not.toMatch(/lorem/i);
    // A second start writes nothing.
    const source = app.get<DataSource>(getDataSourceToken());
    expect(await seedPosts(source, new FileSystemStorage(storageDir))).toBe(0);
    expect((await blogs()).body.meta.pagination.total).toBe(6);
  });

  it('answers in the Strapi v4 shape, newest first by default, with a cover through the storage port', async () => {
    const { res, body } = await blogs('?sort=publishedAt:desc&publicationState=live&locale=en');
    expect(res.status).toBe(200);
    expect(Object.keys(body)).toEqual(['data', 'meta']);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 3 });
    const [first] = body.data;
    expect(Object.keys(first!)).toEqual(['id', 'attributes']);
    expect(typeof first!.id).toBe('number');
    expect(first!.attributes).toEqual(
      expect.objectContaining({
        slug: 'making-bilingual-picture-books',
        title: expect.any(String),
        content: expect.stringContaining('<h2>'),
        publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        locale: 'en',
      }),
    );
    const dates = body.data.map((p) => Date.parse(p.attributes.publishedAt!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const asc = await blogs('?sort=publishedAt:asc&locale=en');
    expect(asc.body.data.map((p) => p.id)).toEqual(body.data.map((p) => p.id).reverse());

    // The cover is a populated Strapi v4 media field.
    const media = first!.attributes.cover.data!;
    expect(media.id).toEqual(expect.any(Number));
    expect(media.attributes).toEqual({
      name: 'bilingual.png',
      alternativeText: 'Two open books side by side',
      caption: null,
      width: 1200,
      height: 750,
      formats: null,
      hash: 'bilingual',
      ext: '.png',
      mime: 'image/png',
      size: expect.any(Number),
      url: 'http://content.test/api/media/covers/bilingual.png',
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
      createdAt: expect.stringMatching(/^\d{4}-/),
      updatedAt: expect.stringMatching(/^\d{4}-/),
    });
    const image = await fetch(`${base}/api/media/covers/bilingual.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 750 });
    // Strapi reports the size in kilobytes.
    expect(media.attributes.size).toBeCloseTo(bytes.length / 1024, 1);
    const again = await fetch(`${base}/api/media/covers/bilingual.png`, {
      headers: { 'if-none-match': image.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${base}/api/media/covers/..%2Fsecrets.json`)).status).toBe(404);
    expect((await fetch(`${base}/api/media/covers/none.png`)).status).toBe(404);
  });

  it('gives the posts of an earlier first start (SVG covers) the PNG covers on the next start', async () => {
    const source = app.get<DataSource>(getDataSourceToken());
    const [{ id }] = (await source.query(
      `select id from content.blog_posts where slug = 'reading-with-toddlers'`,
    )) as { id: number }[];
    await source.query(
      `update content.blog_posts set cover_key = 'content/covers/toddlers.svg', cover_mime = 'image/svg+xml',
         cover_width = 800, cover_height = 500, cover_size = null where id = $1`,
      [id],
    );
    expect(await seedPosts(source, new FileSystemStorage(storageDir))).toBe(0);
    const { body } = await blogs('?filters[slug][$eq]=reading-with-toddlers');
    expect(body.data[0]!.attributes.cover.data!.attributes).toEqual(
      expect.objectContaining({
        url: 'http://content.test/api/media/covers/toddlers.png',
        mime: 'image/png',
        width: 1200,
        height: 750,
      }),
    );
  });

  it('reads the locale as the language code before any hyphen and refuses one it does not have', async () => {
    const { body } = await blogs('?locale=de-AT');
    expect(body.data).toHaveLength(3);
    expect(body.data.every((p) => p.attributes.locale === 'de')).toBe(true);
    const fr = await blogs('?locale=fr');
    expect(fr.res.status).toBe(400);
    expect(fr.body).toEqual({ detail: 'locale must be one of de, en', code: 'CONTENT.BAD_QUERY' });
  });

  it('pages with pagination[page] and pagination[pageSize]', async () => {
    const all = await blogs('?locale=de');
    const page2 = await blogs('?locale=de&pagination[page]=2&pagination[pageSize]=2');
    expect(page2.body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3 });
    expect(page2.body.data.map((p) => p.id)).toEqual([all.body.data[2]!.id]);
    const encoded = await blogs('?locale=de&pagination%5Bpage%5D=1&pagination%5BpageSize%5D=1');
    expect(encoded.body.data.map((p) => p.id)).toEqual([all.body.data[0]!.id]);
    const past = await blogs('?locale=de&pagination[page]=9');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination.total).toBe(3);
    expect((await blogs('?pagination[pageSize]=0')).res.status).toBe(400);
    expect((await blogs('?pagination[pageSize]=500')).body.meta.pagination.pageSize).toBe(100);
  });

  it('never lists drafts, not even when asked for the preview state', async () => {
    const created = await admin('', {
      method: 'POST',
      body: {
        slug: 'entwurf-geheim',
        title: 'Noch nicht fertig',
        content: '<p>Entwurf</p>',
        locale: 'de',
      },
    });
    expect(created.status).toBe(201);
    const draft = (await created.json()) as { id: number; status: string };
    expect(draft.status).toBe('draft');
    expect((await blogs('?locale=de')).body.data.map((p) => p.id)).not.toContain(draft.id);
    expect((await blogs('?filters[slug][$eq]=entwurf-geheim')).body.data).toEqual([]);
    const preview = await blogs('?publicationState=preview');
    expect(preview.res.status).toBe(400);
    expect(preview.body.code).toBe('CONTENT.BAD_QUERY');
  });

  it('is cacheable: ETag, short max-age, 304 for a matching If-None-Match', async () => {
    const first = await fetch(`${base}/api/blogs?locale=en`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const again = await fetch(`${base}/api/blogs?locale=en`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const other = await fetch(`${base}/api/blogs?locale=de`, { headers: { 'if-none-match': etag! } });
    expect(other.status).toBe(200);
  });

  it('lets only support write, on the server, and audits every change with the user id', async () => {
    const body = { slug: 'nur-support', title: 'Nur Support', content: '<p>x</p>', locale: 'de' };
    const anonymous = await admin('', { method: 'POST', body, token: '' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      detail: 'User is not authenticated',
      code: 'AUTH.UNAUTHENTICATED',
    });
    const parent = await admin('', { method: 'POST', body, token: customer });
    expect(parent.status).toBe(403);
    expect(await parent.json()).toEqual({ detail: 'Support access required', code: 'AUTH.FORBIDDEN' });
    expect((await admin('', { token: customer })).status).toBe(403);
    // Nothing was written by the refused requests.
    const list = await admin(`?filter=${encodeURIComponent(JSON.stringify({ q: 'nur-support' }))}`);
    expect(await list.json()).toEqual([]);

    const created = (await (await admin('', { method: 'POST', body })).json()) as { id: number };
    const edited = await admin(`/${created.id}`, {
      method: 'PUT',
      body: { ...body, title: 'Nur Support, überarbeitet', id: created.id, status: 'published' },
    });
    expect(edited.status).toBe(200);
    // The record's other fields (status, id) are not writable through an edit.
    expect(await edited.json()).toEqual(
      expect.objectContaining({ title: 'Nur Support, überarbeitet', status: 'draft' }),
    );
    // The same edit again, and a second publish, change nothing and are not audited twice.
    await admin(`/${created.id}`, { method: 'PUT', body: { ...body, title: 'Nur Support, überarbeitet' } });
    expect((await admin(`/${created.id}/publish`, { method: 'POST' })).status).toBe(200);
    expect((await admin(`/${created.id}/publish`, { method: 'POST' })).status).toBe(200);
    const history = (await (await admin(`/${created.id}/history`)).json()) as {
      action: string;
      userId: string;
    }[];
    expect(history.map((h) => [h.action, h.userId])).toEqual([
      ['created', 'support-user-1'],
      ['updated', 'support-user-1'],
      ['published', 'support-user-1'],
    ]);
    expect((await blogs('?filters[slug][$eq]=nur-support')).body.data).toHaveLength(1);
    await admin(`/${created.id}/unpublish`, { method: 'POST' });
    expect((await blogs('?filters[slug][$eq]=nur-support')).body.data).toHaveLength(0);
  });

  it('sanitises what support writes, links translations and refuses bad input without writing', async () => {
    const res = await admin('', {
      method: 'POST',
      body: {
        slug: 'sanitised-post',
        title: 'Sanitised',
        content:
          '<p onclick="x()">Hi</p><script>alert(1)</script><img src="a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://example.org">y</a>',
        locale: 'en',
      },
    });
    const post = (await res.json()) as { id: number; content: string };
    expect(post.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(post.content).toContain('rel="noopener noreferrer"');

    const translation = await admin('', {
      method: 'POST',
      body: {
        slug: 'bereinigter-beitrag',
        title: 'Bereinigt',
        content: '<p>Hallo</p>',
        locale: 'de',
        translationOf: post.id,
      },
    });
    expect(translation.status).toBe(201);
    const linked = (await translation.json()) as { translations: { id: number; locale: string }[] };
    expect(linked.translations).toEqual([expect.objectContaining({ id: post.id, locale: 'en' })]);
    // A second German version of the same post is refused.
    const twice = await admin('', {
      method: 'POST',
      body: {
        slug: 'noch-einmal',
        title: 'Noch einmal',
        content: '<p>x</p>',
        locale: 'de',
        translationOf: post.id,
      },
    });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { code: string }).code).toBe('CONTENT.TRANSLATION_TAKEN');
    const taken = await admin('', {
      method: 'POST',
      body: { slug: 'sanitised-post', title: 'Again', content: '', locale: 'de' },
    });
    expect(taken.status).toBe(409);
    const bad = await admin('', {
      method: 'POST',
      body: { slug: 'Not A Slug!', title: '', content: '', locale: 'fr' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ detail: expect.any(String), code: 'CONTENT.VALIDATION' });
    // issue #27: text Postgres cannot store is a 400 naming the field, and nothing is written.
    const total = async () => (await admin('')).headers.get('content-range');
    const countBefore = await total();
    for (const [field, value] of [
      ['title', 'Null\u0000Byte'],
      ['content', '<p>\ud800</p>'],
    ] as const) {
      const unstorable = await admin('', {
        method: 'POST',
        body: { slug: `unstorable-${field}`, title: 'Titel', content: '', locale: 'de', [field]: value },
      });
      expect(unstorable.status).toBe(400);
      expect(await unstorable.json()).toEqual({
        detail: `body.${field}: ${UnstorableTextDetail.en}`,
        code: ErrorCodes.INVALID_TEXT,
      });
    }
    const german = await fetch(`${base}/admin/posts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${support}`,
        'content-type': 'application/json',
        'accept-language': 'de-DE',
      },
      body: JSON.stringify({ slug: 'unstorable-de', title: 'a\u0000', content: '', locale: 'de' }),
    });
    expect(await german.json()).toEqual({
      detail: `body.title: ${UnstorableTextDetail.de}`,
      code: ErrorCodes.INVALID_TEXT,
    });
    expect(await total()).toBe(countBefore);
    const filtered = await admin(
      `?filter=${encodeURIComponent(JSON.stringify({ status: 'draft', locale: 'de' }))}&range=[0,9]&sort=["id","ASC"]`,
    );
    expect(filtered.headers.get('content-range')).toMatch(/^posts 0-\d+\/\d+$/);
    const rows = (await filtered.json()) as { status: string; locale: string; slug: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'draft' && r.locale === 'de')).toBe(true);
    expect(rows.map((r) => r.slug)).not.toContain('noch-einmal');
  });

  describe('cover images (through the storage port)', () => {
    const upload = (id: number, file: Buffer | null, name = 'cover.jpg', token: string = support) => {
      const form = new FormData();
      if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), name);
      return fetch(`${base}/admin/posts/${id}/cover`, {
        method: 'PUT',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
    };
    /** A camera photo: wider than a cover needs, with EXIF (camera, GPS-like description). */
    const photo = (colour: string) =>
      sharp({ create: { width: 2400, height: 1500, channels: 3, background: colour } })
        .withMetadata({ exif: { IFD0: { ImageDescription: 'taken-at-home', Make: 'PhoneCam' } } })
        .jpeg()
        .toBuffer();
    const storedFiles = () =>
      readdirSync(join(storageDir, 'content/covers')).filter((f) => !f.endsWith('.meta.json'));
    let post: { id: number };

    beforeAll(async () => {
      const res = await admin('', {
        method: 'POST',
        body: {
          slug: 'post-with-cover',
          title: 'With a cover',
          content: '<p>x</p>',
          locale: 'en',
          coverAlt: 'A red square',
        },
      });
      post = (await res.json()) as { id: number };
      await admin(`/${post.id}/publish`, { method: 'POST' });
    });

    it('stores an uploaded cover re-encoded without metadata, answers it as Strapi media and serves it', async () => {
      const res = await upload(post.id, await photo('#c01c28'), 'Urlaub am Meer.jpg');
      expect(res.status).toBe(200);
      const saved = (await res.json()) as { cover: Record<string, unknown> };
      expect(saved.cover).toEqual({
        url: expect.stringMatching(
          new RegExp(`^http://content\\.test/api/media/covers/post-${post.id}-[0-9a-f]{16}\\.jpg$`),
        ),
        name: 'Urlaub am Meer.jpg',
        mime: 'image/jpeg',
        width: 1600,
        height: 1000,
        size: expect.any(Number),
      });
      const { body } = await blogs('?filters[slug][$eq]=post-with-cover');
      const media = body.data[0]!.attributes.cover.data!.attributes;
      expect(media).toEqual(
        expect.objectContaining({
          name: 'Urlaub am Meer.jpg',
          alternativeText: 'A red square',
          width: 1600,
          height: 1000,
          mime: 'image/jpeg',
          ext: '.jpg',
          url: saved.cover.url,
          formats: null,
        }),
      );
      expect(media.hash).toMatch(new RegExp(`^post-${post.id}-[0-9a-f]{16}$`));
      const served = await fetch(String(saved.cover.url).replace('http://content.test', base));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([1600, 1000, undefined]);
      expect(bytes.toString('latin1')).not.toContain('taken-at-home');
      expect(media.size).toBeCloseTo(bytes.length / 1024, 1);
    });

    it('audits a new cover with the user id; the same image again changes nothing; the old file goes', async () => {
      const first = (await (await admin(`/${post.id}`)).json()) as { cover: { url: string } };
      const again = await upload(post.id, await photo('#c01c28'));
      expect(((await again.json()) as { cover: { url: string } }).cover.url).toBe(first.cover.url);
      const blue = (await (await upload(post.id, await photo('#1c71d8'))).json()) as {
        cover: { url: string };
      };
      expect(blue.cover.url).not.toBe(first.cover.url);
      expect((await fetch(first.cover.url.replace('http://content.test', base))).status).toBe(404);
      expect(storedFiles().filter((f) => f.startsWith(`post-${post.id}-`))).toHaveLength(1);
      const history = (await (await admin(`/${post.id}/history`)).json()) as {
        action: string;
        userId: string;
        changes: { cover?: { mime: string; width: number } };
      }[];
      const covers = history.filter((h) => h.action === 'cover_changed');
      expect(covers).toHaveLength(2);
      expect(covers.every((h) => h.userId === 'support-user-1')).toBe(true);
      expect(covers[0]!.changes.cover).toEqual(expect.objectContaining({ mime: 'image/jpeg', width: 1600 }));
    });

    it('refuses what is not a JPEG, PNG or WebP, or too large, with { detail, code }, and stores nothing', async () => {
      const before = (await (await admin(`/${post.id}`)).json()) as { cover: { url: string } };
      const files = storedFiles();
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .gif()
        .toBuffer();
      for (const [bytes, name] of [
        [gif, 'cover.gif'],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png'],
        [Buffer.from('not an image at all'), 'cover.jpg'],
        // A JPEG's signature on bytes that do not decode.
        [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]), 'broken.jpg'],
      ] as const) {
        const res = await upload(post.id, bytes, name);
        expect(res.status).toBe(415);
        expect(await res.json()).toEqual({
          detail: 'The cover must be a JPEG, PNG or WebP image.',
          code: 'CONTENT.COVER_UNSUPPORTED_TYPE',
        });
      }
      const huge = Buffer.concat([await photo('#000'), Buffer.alloc(11 * 1024 * 1024)]);
      const tooLarge = await upload(post.id, huge);
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toEqual({
        detail: 'The cover image is larger than 10 MB.',
        code: 'CONTENT.COVER_TOO_LARGE',
      });
      const none = await upload(post.id, null);
      expect(none.status).toBe(400);
      expect(((await none.json()) as { code: string }).code).toBe('CONTENT.COVER_MISSING');
      expect((await upload(post.id, await photo('#fff'), 'c.jpg', customer)).status).toBe(403);
      expect((await upload(post.id, await photo('#fff'), 'c.jpg', '')).status).toBe(401);
      const missing = await upload(999_999, await photo('#fff'));
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { code: string }).code).toBe('CONTENT.NOT_FOUND');
      // Nothing changed and nothing was stored.
      expect(((await (await admin(`/${post.id}`)).json()) as { cover: { url: string } }).cover.url).toBe(
        before.cover.url,
      );
      expect(storedFiles()).toEqual(files);
    });

    it('removes a cover, audited once, and the post is answered without one', async () => {
      const before = (await (await admin(`/${post.id}`)).json()) as { cover: { url: string } };
      expect((await admin(`/${post.id}/cover`, { method: 'DELETE', token: customer })).status).toBe(403);
      const removed = await admin(`/${post.id}/cover`, { method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect(((await removed.json()) as { cover: unknown }).cover).toBeNull();
      await admin(`/${post.id}/cover`, { method: 'DELETE' });
      const { body } = await blogs('?filters[slug][$eq]=post-with-cover');
      expect(body.data[0]!.attributes.cover).toEqual({ data: null });
      expect((await fetch(before.cover.url.replace('http://content.test', base))).status).toBe(404);
      const history = (await (await admin(`/${post.id}/history`)).json()) as { action: string }[];
      expect(history.filter((h) => h.action === 'cover_removed')).toHaveLength(1);
    });

    it('keeps a cover a post shares with its translation when the translation gets its own', async () => {
      const de = (await (await blogs('?filters[slug][$eq]=vorlesen-mit-kleinkindern')).body.data[0])!;
      const shared = de.attributes.cover.data!.attributes.url;
      const res = await upload(de.id, await photo('#26a269'));
      expect(res.status).toBe(200);
      // The English version still shows (and the storage still has) the seeded cover.
      expect((await fetch(shared.replace('http://content.test', base))).status).toBe(200);
    });
  });

  it('documents the blog API, the covers and their upload in its OpenAPI', async () => {
    const doc = (await (await fetch(`${base}/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/blogs',
        '/api/media/covers/{name}',
        '/admin/posts',
        '/admin/posts/{id}/cover',
      ]),
    );
    expect(Object.keys(doc.paths['/admin/posts/{id}/cover']!.put!.requestBody!.content)).toEqual([
      'multipart/form-data',
    ]);
  });
});
