// A stand-in for the BFF paths the flipbook viewer and the refinement dialog call (spec §7: GET
// /books/{id}, GET /books/{id}/viewer, GET /limits and the four /books/{id}/refine/… paths, issue #14), and
// those of approval for print (issue #15: GET /books, POST /books/{id}/approve, GET /books/orders), so
// the storefront's production build can be driven in a browser without the services. In memory, one per
// test file. The page pictures are small SVGs whose scarf colour shows which revision they belong to.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually, freePort } from '@fabelhaft/testing';
import { launchChromium } from './browser';

export interface StandInSession {
  session_id: string;
  book_id: string;
  status: string;
  messages: { id: string; role: 'user' | 'assistant'; content: string; created_at: string }[];
  latest_plan: {
    planned_changes: { target_type: string; action: string; target_identifier: string; rationale: string }[];
  } | null;
  requires_confirmation: boolean;
  revision: number | null;
  error: string | null;
}

interface StandInBook {
  id: string;
  title: string;
  language: string;
  /** Flipbook pages, the cover first (viewer page numbers 1 …). */
  pageCount: number;
  /** Viewer pages the fox is on: a scarf change re-makes exactly these. */
  foxPages: number[];
  revision: number;
  /** The revision each page was last made in. */
  pageRevisions: number[];
  /** Issue #15: when the owner approved the book for print (null until then). */
  approvedAt: string | null;
  /** Issue #15: the order item's fulfilment status and, once shipped, its parcel. */
  fulfilment: string;
  parcel: { carrier: string; tracking_number: string; tracking_url: string } | null;
  /** issue #23: the likeness check's problems (pages where Finn still differs); empty: the same everywhere. */
  likenessProblems: { page: number; part: string; note: string }[];
  /** issue #28: the book read aloud — its languages (main first) and the viewer pages read (each `ms` long). */
  audio?: {
    languages: string[];
    pages: number[];
    ms: number;
    long?: { pages: number[]; ms: number };
    /** `mp3`: each tone encoded as production stores readings (LAME, 48 kbit/s CBR mono); else WAV. */
    format?: 'wav' | 'mp3';
  };
  /** issue #28 part 4: the token of the book's listening link (GET /listen/{token} while `listenEnabled`). */
  listenToken?: string;
  /** issue #28 part 4: the listening link is on (absent: on when a token is set, as the listen tests set it). */
  listenEnabled?: boolean;
}

/** issue #15: spec §7 `GET /tracking/{trackingNumber}` answers, keyed by number (the customer's own parcels). */
export interface StandInShipment {
  tracking_number: string;
  carrier: string;
  status: string;
  estimated_delivery: { from: string | null; to: string | null } | null;
  events: { at: string; status: string; description: string; location: string | null }[];
  tracking_url: string | null;
}

export interface StandInState {
  books: Map<string, StandInBook>;
  /** issue #15: parcels GET /tracking/{n} finds; GET /books/orders answers `orders`. */
  shipments: Map<string, StandInShipment>;
  orders: unknown[];
  sessions: Map<string, StandInSession>;
  limits: { preview_limit: number; preview_remaining: number; edit_limit: number; edit_remaining: number };
}

export interface StandIn {
  url: string;
  state: StandInState;
  calls: { method: string; path: string; body: unknown }[];
  stop(): Promise<void>;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const issuedAt = Math.floor(Date.now() / 1000);

/** The signed-in customer's tokens as the storefront keeps them (it reads claims only; this stand-in checks the id token). */
export const STAND_IN_USER = { sub: 'sub-kundin', email: 'kundin@fabelhaft.test' };
export const POOL_ID = 'eu-central-1_standin';
export const CLIENT_ID = 'standinclient';
const token = (use: 'id' | 'access') =>
  `${b64url({ alg: 'RS256', kid: 'stand-in' })}.${b64url({
    sub: STAND_IN_USER.sub,
    email: STAND_IN_USER.email,
    token_use: use,
    iat: issuedAt,
    exp: issuedAt + 86_400,
  })}.c2lnbmF0dXJl`;
export const ID_TOKEN = token('id');
export const ACCESS_TOKEN = token('access');

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** A book of the stand-in (a test adds its own with `prepare`). */
export function standInBook(id: string, title: string, language: string): StandInBook {
  return book(id, title, language);
}

function book(id: string, title: string, language: string): StandInBook {
  const pageCount = 6;
  return {
    id,
    title,
    language,
    pageCount,
    foxPages: [1, 2, 3, 5],
    revision: 0,
    pageRevisions: [0, 0, 0, 0, 0, 0],
    approvedAt: null,
    fulfilment: 'ready_for_print',
    parcel: null,
    likenessProblems: [],
  };
}

/** GET /books/{id} (spec §3 Book detail with issue #15's approved_at and print). */
function detailOf(b: StandInBook, url: string) {
  return {
    book_id: b.id,
    status: 'completed',
    preview_status: 'completed',
    is_preview: false,
    payment_status: 'success',
    preview: { title: b.title, language: b.language, format: 'booklet' },
    tier: null,
    format: 'booklet',
    cover_url: `${url}/img/${b.id}/1.svg`,
    created_at: '2026-11-20T10:00:00.000Z',
    download_url: null,
    error: null,
    revision: b.revision,
    main_language: b.language,
    approved_at: b.approvedAt,
    print: {
      format: 'booklet',
      page_count: 24,
      preflight_passed: true,
      binding: b.language === 'ar' ? 'right' : 'left',
    },
    // issue #23: the likeness check of the fox's pages.
    likeness: {
      checker: 'embedded-sheets',
      checked_at: '2026-11-20T10:00:00.000Z',
      passed: b.likenessProblems.length === 0,
      pages_checked: b.foxPages.length,
      characters: [
        {
          character_id: 'c1',
          name: 'Finn',
          pages: b.foxPages.length,
          failing_pages: b.likenessProblems.map((p) => p.page),
        },
      ],
      problems: b.likenessProblems.map((p) => ({
        page: p.page,
        character_id: 'c1',
        name: 'Finn',
        on_page: true,
        differences: [{ part: p.part, note: p.note }],
      })),
      remade_pages: b.likenessProblems.map((p) => p.page),
      unchecked_pages: [],
    },
  };
}

/** issue #28: a mono 16-bit WAV of a soft tone, `ms` long (what the stand-in reads a page aloud with). */
function toneWav(ms: number, hz: number): Buffer {
  const rate = 22_050;
  const n = Math.round((ms / 1000) * rate);
  const data = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i += 1)
    data.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * hz * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const mp3s = new Map<string, Buffer>();
/** The tone as production encodes a reading (ADR 0038: Debian's `lame`, raw samples in, 48 kbit/s CBR mono). */
function toneMp3(ms: number, hz: number): Buffer {
  const key = `${ms}:${hz}`;
  const made = mp3s.get(key);
  if (made) return made;
  const lame = spawnSync(
    'lame',
    [
      ...['-r', '-s', '22.05', '--bitwidth', '16', '--signed', '--little-endian', '-m', 'm'],
      ...['--resample', '22.05', '-b', '48', '--cbr', '--noreplaygain', '--silent', '-', '-'],
    ],
    { input: toneWav(ms, hz).subarray(44), maxBuffer: 16 << 20 },
  );
  if (lame.status !== 0) throw new Error(`lame failed: ${lame.stderr?.toString() ?? lame.error}`);
  mp3s.set(key, lame.stdout);
  return lame.stdout;
}

/** A 3:4 page: its number, a fox with a scarf (red, blue after the scarf change), a paper background. */
function pageSvg(page: number, scarf: 'red' | 'blue' | null, rtl: boolean): string {
  const colour = scarf === 'blue' ? '#2f5fd0' : '#c8372d';
  const fox = scarf
    ? `<g transform="translate(300 470)">
  <ellipse rx="120" ry="90" fill="#d8652f"/>
  <circle cy="-120" r="80" fill="#d8652f"/>
  <polygon points="-70,-170 -40,-250 -10,-180" fill="#d8652f"/>
  <polygon points="70,-170 40,-250 10,-180" fill="#d8652f"/>
  <circle cx="-28" cy="-130" r="9" fill="#2b2733"/><circle cx="28" cy="-130" r="9" fill="#2b2733"/>
  <rect x="-90" y="-60" width="180" height="36" rx="18" fill="${colour}"/>
  <rect x="40" y="-40" width="34" height="90" rx="12" fill="${colour}"/>
</g>`
    : '';
  const label = page === 1 ? (rtl ? 'الغلاف' : 'Cover') : `${rtl ? 'صفحة' : 'Page'} ${page}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<rect width="600" height="800" fill="${page === 1 ? '#27305a' : '#fff8ef'}"/>
<text x="300" y="120" font-family="sans-serif" font-size="64" text-anchor="middle" fill="${page === 1 ? '#fff' : '#2b2733'}">${label}</text>
${fox}
</svg>`;
}

const PLAN_SCARF = (locale: 'de' | 'en') => ({
  planned_changes: [
    {
      target_type: 'character',
      action: 'change_look',
      target_identifier: 'character Finn',
      rationale:
        locale === 'de'
          ? 'Finns Schal wird blau – auf jeder Seite, auf der er vorkommt, und auf dem Titelbild.'
          : 'Finn’s scarf becomes blue on every page he is on, and on the cover.',
    },
  ],
});

export async function startStandIn(): Promise<StandIn> {
  const state: StandInState = {
    books: new Map([
      ['b-en', book('b-en', 'Finn and the Blue Lake', 'en')],
      ['b-ar', book('b-ar', 'فنّ والبحيرة الزرقاء', 'ar')],
      ['b-print', book('b-print', 'Finn and the Night Train', 'en')],
      ['b-druck', book('b-druck', 'Finn und der Nachtzug', 'de')],
      // issue #23: a book whose fox still differs on one page after the automatic re-make.
      [
        'b-gleich',
        {
          ...book('b-gleich', 'Finn und der Leuchtturm', 'de'),
          likenessProblems: [{ page: 3, part: 'clothing', note: 'the scarf is green, not red' }],
        },
      ],
    ]),
    sessions: new Map(),
    shipments: new Map(),
    orders: [],
    limits: { preview_limit: 10, preview_remaining: 9, edit_limit: 3, edit_remaining: 3 },
  };
  const calls: StandIn['calls'] = [];
  let sessionSeq = 0;
  let messageSeq = 0;
  let url = '';

  const openSessionOf = (bookId: string) =>
    [...state.sessions.values()].find(
      (s) => s.book_id === bookId && s.status !== 'completed' && s.status !== 'failed',
    );
  const say = (s: StandInSession, role: 'user' | 'assistant', content: string) =>
    s.messages.push({ id: `m${++messageSeq}`, role, content, created_at: new Date().toISOString() });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': 'authorization, content-type, accept, accept-language',
        'access-control-max-age': '600',
      });
      return void res.end();
    }
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const body = req.method === 'POST' || req.method === 'PUT' ? await readBody(req) : undefined;
    calls.push({ method: req.method ?? 'GET', path, body });
    const locale = String(req.headers['accept-language'] ?? 'de').startsWith('en') ? 'en' : 'de';

    // issue #28: a page read aloud (a tone as long as the book says), public like the pictures' signed links.
    const heard = /^\/audio\/([^/]+)\/(\d+)-([a-z]{2})\.(wav|mp3)$/.exec(path);
    if (heard && req.method === 'GET') {
      const b = state.books.get(heard[1]!);
      if (!b?.audio || heard[4] !== (b.audio.format ?? 'wav')) return json(res, 404, { detail: 'Not found' });
      const ms = b.audio.long?.pages.includes(Number(heard[2])) ? b.audio.long.ms : b.audio.ms;
      const hz = heard[3] === 'de' ? 330 : 440;
      const mp3 = heard[4] === 'mp3';
      res.writeHead(200, { 'content-type': mp3 ? 'audio/mpeg' : 'audio/wav', 'cache-control': 'no-store' });
      return void res.end(mp3 ? toneMp3(ms, hz) : toneWav(ms, hz));
    }
    // issue #28 part 4: the public listen route — an enabled token's title, cover and readings; else 404.
    const listening = /^\/listen\/([^/]+)$/.exec(path);
    if (listening && req.method === 'GET') {
      const b = [...state.books.values()].find(
        (x) => x.listenToken && x.listenToken === listening[1] && x.listenEnabled !== false,
      );
      if (!b?.audio)
        return json(res, 404, {
          detail: 'This listening link does not work (any more).',
          code: 'BOOKS.LISTEN_NOT_FOUND',
        });
      return json(res, 200, {
        title: b.title,
        cover_url: `${url}/img/${b.id}/1.svg`,
        audio_languages: b.audio.languages,
        pages: b.audio.pages.map((n) => ({
          page_number: n,
          audio: b.audio!.languages.map((language) => ({
            language,
            audio_url: `${url}/audio/${b.id}/${n}-${language}.${b.audio!.format ?? 'wav'}`,
            duration_ms: b.audio!.long?.pages.includes(n) ? b.audio!.long.ms : b.audio!.ms,
          })),
        })),
      });
    }
    let m = /^\/img\/([^/]+)\/(\d+)\.svg$/.exec(path);
    if (m && req.method === 'GET') {
      const b = state.books.get(m[1]!);
      const page = Number(m[2]);
      if (!b) return json(res, 404, { detail: 'Not found' });
      const scarf = b.foxPages.includes(page) ? (b.pageRevisions[page - 1]! > 0 ? 'blue' : 'red') : null;
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
      return void res.end(pageSvg(page, scarf, b.language === 'ar'));
    }
    if (req.headers.authorization !== `Bearer ${ID_TOKEN}`) {
      return json(res, 401, { detail: 'Not signed in', code: 'AUTH.UNAUTHENTICATED' });
    }
    if (path === '/limits' && req.method === 'GET') return json(res, 200, state.limits);
    // Orders a test sets (tracking); otherwise the orders of the stand-in's books (approval), below.
    if (path === '/books/orders' && req.method === 'GET' && state.orders.length > 0) {
      return json(res, 200, { orders: state.orders });
    }
    const tracked = /^\/tracking\/([^/]+)$/.exec(path);
    if (tracked && req.method === 'GET') {
      const shipment = state.shipments.get(decodeURIComponent(tracked[1]!));
      if (!shipment) {
        return json(res, 404, {
          detail:
            locale === 'de' ? 'Wir konnten diese Sendung nicht finden.' : 'We could not find that shipment.',
          code: 'TRACKING.NOT_FOUND',
        });
      }
      return json(res, 200, shipment);
    }

    if (path === '/limits/requests' && req.method === 'GET') return json(res, 200, { requests: [] });
    if (path === '/books' && req.method === 'GET') {
      return json(res, 200, {
        books: [...state.books.values()].map((b) => {
          const {
            preview: _preview,
            print: _print,
            likeness: _likeness,
            revision: _r,
            main_language: _l,
            error: _e,
            tier: _t,
            ...item
          } = detailOf(b, url);
          return { ...item, title: b.title, idea: b.title };
        }),
      });
    }
    if (path === '/books/orders' && req.method === 'GET') {
      return json(res, 200, {
        orders: [...state.books.values()].map((b) => ({
          order_id: `o-${b.id}`,
          status: 'paid',
          created_at: '2026-11-20T10:00:00.000Z',
          paid_at: '2026-11-20T10:00:00.000Z',
          amount_total: 2900,
          currency: 'EUR',
          invoice_pdf_url: null,
          receipt_url: null,
          refunded_amount: 0,
          credit_notes: [],
          items: [
            {
              id: `i-${b.id}`,
              book_id: b.id,
              cover_url: `${url}/img/${b.id}/1.svg`,
              description: b.title,
              format: 'booklet',
              quantity: 1,
              amount_total: 2900,
              currency: 'EUR',
              fulfillment_status: b.fulfilment,
              refunded: false,
              created_at: '2026-11-20T10:00:00.000Z',
              ...(b.parcel ?? {}),
            },
          ],
        })),
      });
    }
    // A full book is no preview: the preview page falls back to GET /books/{id} (spec §7).
    if (/^\/books\/preview\/[^/]+$/.test(path)) {
      return json(res, 400, { detail: 'Not a preview', code: 'BOOKS.NOT_A_PREVIEW' });
    }

    m = /^\/books\/([^/]+)(\/.*)?$/.exec(path);
    const b = m ? state.books.get(m[1]!) : undefined;
    if (!m || !b) return json(res, 404, { detail: 'Book not found', code: 'BOOKS.NOT_FOUND' });
    const rest = m[2] ?? '';

    if (rest === '' && req.method === 'GET') return json(res, 200, detailOf(b, url));
    if (rest === '/approve' && req.method === 'POST') {
      // Approving again answers the same approval (issue #15).
      b.approvedAt ??= new Date().toISOString();
      return json(res, 200, detailOf(b, url));
    }
    // issue #28 part 4: the owner's listening link (on/off, new link).
    if (rest === '/listening-link' || rest === '/listening-link/renew') {
      b.listenToken ??= 'AbCdEfGhIjKlMnOpQrStUvWx';
      if (rest === '/listening-link' && req.method === 'PUT')
        b.listenEnabled = (body as { enabled?: boolean } | undefined)?.enabled === true;
      if (rest === '/listening-link/renew' && req.method === 'POST')
        b.listenToken = `${b.listenToken.slice(1)}Z`;
      return json(res, 200, {
        enabled: b.listenEnabled ?? false,
        url: `https://fabelhaft.example/listen/${b.listenToken}`,
      });
    }
    if (rest === '/viewer' && req.method === 'GET') {
      return json(res, 200, {
        book_id: b.id,
        title: b.title,
        total_spreads: Math.ceil((b.pageCount + 1) / 2),
        pages: b.pageRevisions.map((rev, i) => ({
          page_type: i === 0 ? 'cover' : 'other',
          page_number: i + 1,
          image_url: `${url}/img/${b.id}/${i + 1}.svg?rev=${rev}`,
          alt_text: b.foxPages.includes(i + 1)
            ? `Finn the fox in his ${rev > 0 ? 'blue' : 'red'} scarf, page ${i + 1}`
            : `The lake, page ${i + 1}`,
          audio: b.audio?.pages.includes(i + 1)
            ? b.audio.languages.map((language) => ({
                language,
                audio_url: `${url}/audio/${b.id}/${i + 1}-${language}.${b.audio!.format ?? 'wav'}`,
                duration_ms: b.audio!.long?.pages.includes(i + 1) ? b.audio!.long.ms : b.audio!.ms,
              }))
            : [],
        })),
        audio_languages: b.audio?.languages ?? [],
      });
    }
    if (rest === '/refine/sessions' && req.method === 'POST') {
      const resume = (body as { resume?: boolean } | undefined)?.resume !== false;
      const open = resume ? openSessionOf(b.id) : undefined;
      if (open) return json(res, 200, open);
      const s: StandInSession = {
        session_id: `s${++sessionSeq}`,
        book_id: b.id,
        status: 'draft',
        messages: [],
        latest_plan: null,
        requires_confirmation: false,
        revision: null,
        error: null,
      };
      state.sessions.set(s.session_id, s);
      return json(res, 200, s);
    }
    const r = /^\/refine\/([^/]+)(\/messages|\/confirm)?$/.exec(rest);
    const s = r ? state.sessions.get(r[1]!) : undefined;
    if (!r || !s || s.book_id !== b.id) return json(res, 404, { detail: 'Session not found' });

    if (!r[2] && req.method === 'GET') {
      // Each poll moves a confirmed revision on: queued → running → completed (the fox's pages re-made).
      if (s.status === 'queued') s.status = 'running';
      else if (s.status === 'running') {
        b.revision += 1;
        for (const page of b.foxPages) b.pageRevisions[page - 1] = b.revision;
        s.status = 'completed';
        s.revision = b.revision;
        say(
          s,
          'assistant',
          locale === 'de' ? 'Fertig! Finns Schal ist jetzt blau.' : 'Done! Finn’s scarf is blue now.',
        );
      }
      return json(res, 200, s);
    }
    if (r[2] === '/messages' && req.method === 'POST') {
      if (s.status === 'queued' || s.status === 'running') {
        return json(res, 409, { detail: 'Your changes are being made; please wait until they are done.' });
      }
      const { message, focus_pages } = (body ?? {}) as { message?: string; focus_pages?: number[] };
      if (!message?.trim() || !Array.isArray(focus_pages)) {
        return json(res, 400, { detail: 'message and focus_pages are required', code: 'COMMON.VALIDATION' });
      }
      say(s, 'user', message);
      if (/scarf|schal/i.test(message) && /blue|blau/i.test(message)) {
        s.status = 'awaiting_confirmation';
        s.latest_plan = PLAN_SCARF(locale);
        s.requires_confirmation = true;
        say(
          s,
          'assistant',
          locale === 'de'
            ? 'Ich mache Finns Schal blau. Bitte bestätige die Änderung.'
            : 'I will make Finn’s scarf blue. Please confirm the change.',
        );
        return json(res, 200, { session: s, clarification_prompt: null });
      }
      const prompt =
        locale === 'de'
          ? 'Was genau soll sich ändern – der Text, ein Bild oder eine Figur? Auf welcher Seite?'
          : 'What exactly should change – the text, a picture or a character? On which page?';
      s.status = 'awaiting_clarification';
      s.requires_confirmation = false;
      say(s, 'assistant', prompt);
      return json(res, 200, { session: s, clarification_prompt: prompt });
    }
    if (r[2] === '/confirm' && req.method === 'POST') {
      if (!s.requires_confirmation) return json(res, 409, { detail: 'Nothing to confirm yet.' });
      if (state.limits.edit_remaining <= 0) {
        return json(res, 403, { detail: 'Edit limit reached', code: 'LIMITS.EDIT_QUOTA_EXHAUSTED' });
      }
      state.limits.edit_remaining -= 1;
      s.status = 'queued';
      s.requires_confirmation = false;
      return json(res, 200, s);
    }
    return json(res, 404, { detail: 'Not found' });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { detail: String(error) }));
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ROOT = join(__dirname, '../..');

/** The storefront's production build against a stand-in BFF, with one Chromium: what a stand-in browser test uses. */
export interface StandInStorefront {
  standIn: StandIn;
  browser: Browser;
  /** The storefront's address, without a trailing slash. */
  base: string;
  /**
   * A new visitor who has accepted cookies and, unless `signedIn: false`, is signed in as `STAND_IN_USER` (the
   * tokens where the identity library keeps them). Page errors are logged.
   */
  visitor(
    viewport: { width: number; height: number },
    locale?: 'en-GB' | 'de-DE',
    options?: { signedIn?: boolean; timezoneId?: string },
  ): Promise<{ context: BrowserContext; page: Page }>;
  stop(): Promise<void>;
}

/**
 * Starts a stand-in BFF (`prepare` may fill its state first), the storefront's production server pointed at
 * it (built here only when the suite's global setup has not built it) and Chromium. `stop()` ends all three.
 */
export async function startStandInStorefront(
  prepare: (standIn: StandIn) => void = () => undefined,
): Promise<StandInStorefront> {
  if (!existsSync(join(ROOT, 'storefront/dist/client'))) {
    const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: join(ROOT, 'storefront'),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const standIn = await startStandIn();
  prepare(standIn);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const storefront: ChildProcess = spawn(
    process.execPath,
    ['-r', '@swc-node/register', 'storefront/server/index.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        STOREFRONT_PORT: String(port),
        STOREFRONT_URL: base,
        BFF_URL: standIn.url,
        COGNITO_USER_POOL_ID: POOL_ID,
        COGNITO_CLIENT_ID: CLIENT_ID,
        COGNITO_ENDPOINT: standIn.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  storefront.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  storefront.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    if (storefront.exitCode === null && storefront.signalCode === null) {
      const exited = new Promise((resolve) => storefront.once('exit', resolve));
      storefront.kill('SIGTERM');
      await exited;
    }
    await standIn.stop();
  };
  try {
    await eventually(
      async () => {
        if (storefront.exitCode !== null) throw new Error(`storefront exited:\n${output}`);
        const res = await fetch(`${base}/health`);
        if (!res.ok) throw new Error(`health ${res.status}`);
      },
      60_000,
      250,
    );
    browser = await launchChromium();
  } catch (error) {
    await stop();
    throw error;
  }
  const chromium = browser;

  const visitor: StandInStorefront['visitor'] = async (viewport, locale = 'en-GB', options = {}) => {
    const context = await chromium.newContext({
      locale,
      viewport,
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      extraHTTPHeaders: { 'Accept-Language': locale },
    });
    const prefix = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
    const user = STAND_IN_USER.email;
    const entries: [string, string][] = [['fabelhaft.cookie-consent', 'accepted']];
    if (options.signedIn !== false) {
      entries.push(
        [`${prefix}.LastAuthUser`, user],
        [`${prefix}.${user}.idToken`, ID_TOKEN],
        [`${prefix}.${user}.accessToken`, ACCESS_TOKEN],
        [`${prefix}.${user}.refreshToken`, 'stand-in-refresh'],
        [`${prefix}.${user}.clockDrift`, '0'],
      );
    }
    await context.addInitScript(
      ({ list }) => {
        for (const [key, value] of list) window.localStorage.setItem(key, value);
      },
      { list: entries },
    );
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error', e.message));
    return { context, page };
  };

  return { standIn, browser: chromium, base, visitor, stop };
}
