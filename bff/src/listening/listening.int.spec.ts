import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Kvm } from '@nats-io/kv';
import { BooksRpc, DomainError, ErrorCodes, ErrorTexts, type ListeningLinkView } from '@fabelhaft/contracts';
import {
  connectNats,
  RATE_LIMIT_BUCKET,
  RpcServer,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage } from '@fabelhaft/storage';
import {
  createTestIssuer,
  testNatsUrl,
  testSecret,
  testSubjectPrefix,
  type TestIssuer,
} from '@fabelhaft/testing';
import { bffConfigSchema } from '../bff.config';
import { createBffApp } from '../create-app';

const STOREFRONT = 'https://fabelhaft.example';
const OWNER = 'parent-1';
const BOOK = '3f1c2b7e-5d4a-4e8b-9c6d-0a1b2c3d4e5f';
const MP3 = Buffer.from('ID3-listen-bytes');
const AUDIO_KEY = `owners/${OWNER}/books/${BOOK}/audio/0123456789abcdef.mp3`;
const COVER_KEY = `owners/${OWNER}/covers/${BOOK}.webp`;

/**
 * issue #28 part 4 (ADR 0038): the BFF's listening-link routes against a stand-in books service on NATS (the
 * books service's own behaviour is services/books/src/listening/listening.int.spec.ts): the owner's routes,
 * the public listen route (only what the page needs, signed; 404 `{ detail, code }` otherwise, not indexed),
 * sign-in, bad input, and the per-visitor rate limit.
 */
describe('listening link (BFF)', () => {
  const storageDir = mkdtempSync(join(tmpdir(), 'fabelhaft-bff-listening-'));
  const prefix = testSubjectPrefix('bfflisten');
  let nc: NatsConnection;
  let books: RpcServer;
  let bff: INestApplication;
  let base: string;
  let issuer: TestIssuer;
  /** The stand-in's book: its token, on or off. */
  const state = { token: 'T'.repeat(24), enabled: false, renewed: 0 };
  const view = (): ListeningLinkView => ({
    bookId: BOOK,
    enabled: state.enabled,
    token: state.token,
    url: `${STOREFRONT}/listen/${state.token}`,
  });
  const notFound = () => new DomainError(ErrorCodes.BOOKS_NOT_FOUND, 'Book not found');

  beforeAll(async () => {
    await new FileSystemStorage(storageDir).put(AUDIO_KEY, MP3, { contentType: 'audio/mpeg' });
    await new FileSystemStorage(storageDir).put(COVER_KEY, Buffer.from('RIFF-cover'), {
      contentType: 'image/webp',
    });
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-listening' });
    books = new RpcServer(nc, new Subjects(prefix), 'books');
    books.handle(BooksRpc.getListeningLink, async (r) => {
      if (r.ownerId !== OWNER || r.bookId !== BOOK) throw notFound();
      return view();
    });
    books.handle(BooksRpc.setListeningLink, async (r) => {
      if (r.ownerId !== OWNER || r.bookId !== BOOK) throw notFound();
      state.enabled = r.enabled;
      return view();
    });
    books.handle(BooksRpc.renewListeningLink, async (r) => {
      if (r.ownerId !== OWNER || r.bookId !== BOOK) throw notFound();
      if (r.replaces === state.token) {
        state.renewed += 1;
        state.token = `N${state.renewed}`.padEnd(24, 'n');
      }
      return view();
    });
    books.handle(BooksRpc.getListen, async (r) => {
      if (!state.enabled || r.token !== state.token) {
        throw new DomainError(
          ErrorCodes.BOOKS_LISTEN_NOT_FOUND,
          ErrorTexts[ErrorCodes.BOOKS_LISTEN_NOT_FOUND],
        );
      }
      return {
        ownerId: OWNER,
        title: 'Fin and Mia',
        coverKey: COVER_KEY,
        pages: [{ pageNumber: 2, audio: [{ language: 'en', audioKey: AUDIO_KEY, durationMs: 1200 }] }],
      };
    });
    issuer = await createTestIssuer();
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        STORAGE_DIR: storageDir,
        ASSET_URL_SECRET: testSecret(),
        RATE_LIMIT_LISTEN_LOOKUPS_PER_MINUTE: '25',
        LOG_LEVEL: 'silent',
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    await books?.close();
    await (
      await new Kvm(nc).open(new Subjects(prefix).stream(RATE_LIMIT_BUCKET))
    )
      .destroy()
      .catch(() => undefined);
    await nc?.close();
    await issuer?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const http = (method: string, path: string, sub: string | null, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        ...(sub ? { authorization: `Bearer ${issuer.mintIdToken({ sub })}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  const link = (sub: string | null) => http('GET', `/books/${BOOK}/listening-link`, sub);
  const toggle = (sub: string, enabled: unknown) =>
    http('PUT', `/books/${BOOK}/listening-link`, sub, { enabled });
  const listen = (token: string) => http('GET', `/listen/${token}`, null);
  const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
  const url = () => `${STOREFRONT}/listen/${state.token}`;

  it('shows the owner the printed link, off by default; off answers 404 like an unknown link', async () => {
    const res = await link(OWNER);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ enabled: false, url: url() });
    const off = await listen(state.token);
    const unknown = await listen('x'.repeat(24));
    expect([off.status, unknown.status]).toEqual([404, 404]);
    const body = await json(off);
    expect(body).toEqual({ detail: expect.any(String), code: 'BOOKS.LISTEN_NOT_FOUND' });
    expect(await json(unknown)).toEqual(body);
  });

  it('turns on: the listen route answers title, cover and signed readings only, not indexed', async () => {
    const on = await toggle(OWNER, true);
    expect(on.status).toBe(200);
    expect(await json(on)).toEqual({ enabled: true, url: url() });
    const res = await listen(state.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const body = await json<{
      title: string;
      cover_url: string;
      audio_languages: string[];
      pages: Array<{ page_number: number; audio: Array<{ audio_url: string; duration_ms: number }> }>;
    }>(res);
    // Nothing of the account: no owner, no keys.
    expect(Object.keys(body).sort()).toEqual(['audio_languages', 'cover_url', 'pages', 'title']);
    expect(body).toMatchObject({ title: 'Fin and Mia', audio_languages: ['en'] });
    // The signed reading plays without signing in (signed for BFF_PUBLIC_URL; fetched from this test's BFF).
    const here = (signed: string) => `${base}${new URL(signed).pathname}${new URL(signed).search}`;
    const audio = await fetch(here(body.pages[0]!.audio[0]!.audio_url));
    expect(audio.status).toBe(200);
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(MP3);
    expect((await fetch(here(body.cover_url))).status).toBe(200);
  });

  it('needs sign-in and the owner; another customer gets 404', async () => {
    expect((await link(null)).status).toBe(401);
    expect((await link('someone-else')).status).toBe(404);
    expect((await toggle('someone-else', false)).status).toBe(404);
  });

  it('"new link": the old link answers 404, the new one plays; a retry makes no second new link', async () => {
    const old = state.token;
    const renew = () => http('POST', `/books/${BOOK}/listening-link/renew`, OWNER, { replaces: old });
    const first = await json<{ enabled: boolean; url: string }>(await renew());
    expect(first).toEqual({ enabled: true, url: url() });
    expect(first.url).not.toContain(old);
    expect(await json(await renew())).toEqual(first);
    expect((await listen(old)).status).toBe(404);
    expect((await listen(state.token)).status).toBe(200);
  });

  it('refuses a bad body with 400 { detail, code } and changes nothing', async () => {
    const res = await toggle(OWNER, 'yes');
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    expect(await json(await link(OWNER))).toEqual({ enabled: true, url: url() });
  });

  it('counts lookups per visitor address (429 with Retry-After)', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 30; i += 1) {
      last = await listen('y'.repeat(24));
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toBeTruthy();
    // The storefront's server renders listen pages for many visitors: a private sender's X-Forwarded-For
    // names the visitor, whose own count starts afresh.
    const visitor = await fetch(`${base}/listen/${'y'.repeat(24)}`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(visitor.status).toBe(404);
  });
});
