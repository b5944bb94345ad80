import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { BlogPostAttributes, StrapiCollection } from '@fabelhaft/blog';
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

    const cover = first!.attributes.cover.data!.attributes;
    expect(cover.url).toBe('http://content.test/api/media/covers/bilingual.svg');
    const image = await fetch(`${base}/api/media/covers/bilingual.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg /);
    expect((await fetch(`${base}/api/media/covers/..%2Fsecrets.json`)).status).toBe(404);
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
    const filtered = await admin(
      `?filter=${encodeURIComponent(JSON.stringify({ status: 'draft', locale: 'de' }))}&range=[0,9]&sort=["id","ASC"]`,
    );
    expect(filtered.headers.get('content-range')).toMatch(/^posts 0-\d+\/\d+$/);
    const rows = (await filtered.json()) as { status: string; locale: string; slug: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'draft' && r.locale === 'de')).toBe(true);
    expect(rows.map((r) => r.slug)).not.toContain('noch-einmal');
  });

  it('documents the blog API in its OpenAPI', async () => {
    const doc = (await (await fetch(`${base}/docs/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/blogs', '/admin/posts']));
  });
});
