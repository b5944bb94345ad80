// Test and bench helper: a local model provider that checks each request against the shape the provider
// documents, records it and answers with recorded (hand-written, documented-shape) responses. OpenAI's images
// (generations JSON, edits multipart/form-data with `image[]`), chat completions, and Google's Gemini
// generateContent — on one port, each route with its own auth, replies and answer delay.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export interface UploadedFile {
  field: string;
  filename: string;
  type: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

/** A multipart/form-data body as the server read it. */
export interface MultipartBody {
  fields: Record<string, string[]>;
  files: UploadedFile[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, a `MultipartBody`, or the raw text of a body that is neither. */
  body: unknown;
  /** Name of the route that took it. */
  route?: string;
  /** ms since the server started, when the request arrived and when its answer went out. */
  at?: number;
  answeredAt?: number;
}

export interface Reply {
  status?: number;
  /** A file under ./fixtures (this folder), or `<provider>/<file>` under src/<provider>/fixtures. */
  fixture?: string;
  /** A JSON answer made in the test. */
  json?: unknown;
  /** issue #28: a binary answer (audio), sent with `headers`' content-type (default application/octet-stream). */
  bytes?: Buffer;
  /** issue #28: a binary file under a provider's fixtures (`openai/audio-speech.wav`), sent as `bytes`. */
  fileFixture?: string;
  headers?: Record<string, string>;
  /** Never answer (for timeouts). */
  hang?: boolean;
  /** Answer after this long (overrides the route's delay). */
  delayMs?: number;
}

export interface ReplayRoute {
  /** For `requests[].route` and error texts. */
  name: string;
  /** The full request path, e.g. `/v1/images/edits`, `/v1beta/models/gemini-2.5-flash-image:generateContent`. */
  path: string;
  auth: { bearer: string } | { googApiKey: string };
  body: 'json' | 'multipart';
  /** The documented shape: an error text for a body the provider would refuse with 400. */
  validate?: (body: unknown) => string | undefined;
  /** The answers in order (the last one repeats), or one made per request. */
  replies: Reply[] | ((request: RecordedRequest, index: number) => Reply | Promise<Reply>);
  /** Every answer after this long (the bench's provider answering an image in 8 s). */
  delayMs?: number;
}

export interface ProviderReplay {
  /** e.g. http://127.0.0.1:43123 (no path) */
  origin: string;
  requests: RecordedRequest[];
  /** Most requests in flight at once. */
  peakInFlight: number;
  close(): Promise<void>;
}

export interface ReplayServer {
  /** e.g. http://127.0.0.1:43123/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function fixture(name: string): string {
  const [provider, file] = name.includes('/') ? name.split('/', 2) : ['openai', name];
  return readFileSync(join(__dirname, '..', provider as string, 'fixtures', file as string), 'utf8');
}

/** A binary fixture (`openai/audio-speech.wav`) under src/<provider>/fixtures. */
export function fixtureBytes(name: string): Buffer {
  const [provider, file] = name.includes('/') ? name.split('/', 2) : ['openai', name];
  return readFileSync(join(__dirname, '..', provider as string, 'fixtures', file as string));
}

const errorBody = (message: string): string =>
  JSON.stringify({ error: { message, type: 'invalid_request_error' } });

async function parseBody(
  raw: Buffer,
  contentType: string | undefined,
): Promise<{ body: unknown; kind: 'json' | 'multipart' | 'other' }> {
  if (contentType?.startsWith('multipart/form-data')) {
    try {
      const form = await new Request('http://replay/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(raw),
      }).formData();
      const body: MultipartBody = { fields: {}, files: [] };
      for (const [field, value] of form) {
        if (typeof value === 'string') (body.fields[field] ??= []).push(value);
        else {
          const bytes = Buffer.from(await value.arrayBuffer());
          body.files.push({
            field,
            filename: value.name,
            type: value.type,
            size: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            bytes,
          });
        }
      }
      return { body, kind: 'multipart' };
    } catch {
      return { body: raw.toString('utf8'), kind: 'other' };
    }
  }
  const text = raw.toString('utf8');
  try {
    return {
      body: JSON.parse(text) as unknown,
      kind: contentType?.startsWith('application/json') ? 'json' : 'other',
    };
  } catch {
    return { body: text, kind: 'other' };
  }
}

/**
 * Listens on 127.0.0.1 (port 0). A request must match a route (else 404), carry its key (else 401) and a body
 * of the route's kind and documented shape (else 400, as the provider answers); then it gets the route's next
 * reply, after the reply's or the route's delay.
 */
export async function startProviderReplay(routes: ReplayRoute[]): Promise<ProviderReplay> {
  const requests: RecordedRequest[] = [];
  const counts = new Map<string, number>();
  const started = performance.now();
  let inFlight = 0;
  const replay: ProviderReplay = {
    origin: '',
    requests,
    peakInFlight: 0,
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        inFlight += 1;
        replay.peakInFlight = Math.max(replay.peakInFlight, inFlight);
        const send = (status: number, text: string | Buffer, headers: Record<string, string> = {}): void => {
          inFlight -= 1;
          recorded.answeredAt = performance.now() - started;
          if (res.destroyed) return;
          const type = Buffer.isBuffer(text) ? 'application/octet-stream' : 'application/json';
          res.writeHead(status, { 'content-type': type, ...headers });
          res.end(text);
        };
        const path = req.url ?? '';
        const { body, kind } = await parseBody(Buffer.concat(chunks), req.headers['content-type']);
        const route = routes.find((r) => r.path === path.split('?')[0]);
        const recorded: RecordedRequest = {
          method: req.method ?? '',
          path,
          headers: req.headers,
          body,
          at: performance.now() - started,
          ...(route ? { route: route.name } : {}),
        };
        requests.push(recorded);
        if (req.method !== 'POST' || !route)
          return send(404, errorBody(`Unknown route ${req.method} ${path}`));
        const keyOk =
          'bearer' in route.auth
            ? req.headers.authorization === `Bearer ${route.auth.bearer}`
            : req.headers['x-goog-api-key'] === route.auth.googApiKey;
        if (!keyOk) return send(401, errorBody('Incorrect API key provided'));
        if (kind !== route.body) return send(400, errorBody(`The body must be ${route.body}`));
        const invalid = route.validate?.(body);
        if (invalid) return send(400, errorBody(invalid));
        const index = counts.get(route.name) ?? 0;
        counts.set(route.name, index + 1);
        let reply: Reply;
        try {
          reply =
            typeof route.replies === 'function'
              ? await route.replies(recorded, index)
              : (route.replies[Math.min(index, route.replies.length - 1)] ?? {});
        } catch (error) {
          // A test's reply that throws answers 500 (and says why) rather than leaving the client hanging.
          return send(500, errorBody(`The replay could not answer: ${String(error)}`));
        }
        if (reply.hang) return;
        const wait = reply.delayMs ?? route.delayMs ?? 0;
        if (wait > 0) await delay(wait);
        const binary = reply.bytes ?? (reply.fileFixture ? fixtureBytes(reply.fileFixture) : undefined);
        if (binary) return send(reply.status ?? 200, binary, reply.headers);
        const text =
          reply.json !== undefined
            ? JSON.stringify(reply.json)
            : reply.fixture
              ? fixture(reply.fixture)
              : '{}';
        send(reply.status ?? 200, text, reply.headers);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  replay.origin = `http://127.0.0.1:${port}`;
  replay.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return replay;
}

/**
 * The OpenAI-compatible replay of one JSON route under /v1: `POST <route>` with a bearer token and a JSON body
 * (404/401/400 like the real API otherwise); valid requests get the next reply (the last one repeats).
 */
export async function startReplayServer(
  route: string,
  apiKey: string,
  replies: Reply[],
): Promise<ReplayServer> {
  const replay = await startProviderReplay([
    { name: route, path: `/v1${route}`, auth: { bearer: apiKey }, body: 'json', replies },
  ]);
  return { baseUrl: `${replay.origin}/v1`, requests: replay.requests, close: replay.close };
}

// ---- The documented request shapes -------------------------------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** OpenAI `POST /v1/images/generations` (JSON): `prompt` required; only documented parameters. */
const GENERATION_FIELDS = new Set([
  'prompt',
  'model',
  'n',
  'size',
  'quality',
  'response_format',
  'style',
  'user',
  'background',
  'moderation',
  'output_compression',
  'output_format',
  'partial_images',
  'stream',
]);

export function validateImagesGeneration(body: unknown): string | undefined {
  if (!isObject(body)) return 'The body must be a JSON object';
  if (typeof body.prompt !== 'string' || body.prompt.length === 0)
    return "Missing required parameter: 'prompt'";
  const unknown = Object.keys(body).find((k) => !GENERATION_FIELDS.has(k));
  return unknown ? `Unknown parameter: '${unknown}'` : undefined;
}

/**
 * OpenAI `POST /v1/images/edits` (multipart/form-data): `prompt` and one to sixteen input images as repeated
 * `image[]` files (PNG, JPEG or WebP); `mask` a file; the other parameters are text fields.
 */
const EDIT_FIELDS = new Set([
  'prompt',
  'model',
  'n',
  'size',
  'quality',
  'response_format',
  'user',
  'background',
  'input_fidelity',
  'moderation',
  'output_compression',
  'output_format',
  'partial_images',
  'stream',
]);

export function validateImagesEdit(body: unknown): string | undefined {
  const form = body as MultipartBody;
  if (!form?.fields || !form.files) return 'The body must be multipart/form-data';
  if (!form.fields.prompt?.[0]) return "Missing required parameter: 'prompt'";
  const unknown = Object.keys(form.fields).find((k) => !EDIT_FIELDS.has(k));
  if (unknown) return `Unknown parameter: '${unknown}'`;
  const repeated = Object.entries(form.fields).find(([, values]) => values.length > 1);
  if (repeated) return `Parameter '${repeated[0]}' given more than once`;
  const images = form.files.filter((f) => f.field === 'image[]');
  const strange = form.files.find((f) => f.field !== 'image[]' && f.field !== 'mask');
  if (strange) return `Unknown file parameter: '${strange.field}'`;
  if (images.length < 1 || images.length > 16) return "'image[]' takes 1 to 16 images";
  const wrong = images.find(
    (f) => !['image/png', 'image/jpeg', 'image/webp'].includes(f.type) || f.size === 0,
  );
  if (wrong) return `Invalid image '${wrong.filename}': expected a PNG, JPEG or WebP file`;
  return undefined;
}

/** OpenAI `POST /v1/chat/completions`: `model` and a non-empty `messages` array of `{ role, content }`. */
export function validateChatCompletion(body: unknown): string | undefined {
  if (!isObject(body)) return 'The body must be a JSON object';
  if (typeof body.model !== 'string') return "Missing required parameter: 'model'";
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return "Missing required parameter: 'messages'";
  for (const message of body.messages) {
    if (!isObject(message) || typeof message.role !== 'string') return 'Each message needs a role';
    const content = message.content;
    if (typeof content === 'string') continue;
    if (!Array.isArray(content)) return 'A message content is a string or an array of parts';
    for (const part of content) {
      if (!isObject(part)) return 'Invalid content part';
      if (part.type === 'text' && typeof part.text === 'string') continue;
      if (
        part.type === 'image_url' &&
        isObject(part.image_url) &&
        typeof part.image_url.url === 'string' &&
        /^(https:|data:image\/(png|jpeg|webp|gif);base64,)/.test(part.image_url.url)
      )
        continue;
      return `Invalid content part of type '${String(part.type)}'`;
    }
  }
  return undefined;
}

/**
 * Google `POST /v1beta/models/<model>:generateContent`: `contents` of `{ role?, parts }`, each part exactly one
 * of `text` or `inlineData: { mimeType, data }` (base64); `generationConfig` optional.
 */
export function validateGenerateContent(body: unknown): string | undefined {
  if (!isObject(body)) return 'The body must be a JSON object';
  if (!Array.isArray(body.contents) || body.contents.length === 0) return "Missing required field 'contents'";
  for (const content of body.contents) {
    if (!isObject(content) || !Array.isArray(content.parts) || content.parts.length === 0)
      return 'Each content needs parts';
    if (content.role !== undefined && content.role !== 'user' && content.role !== 'model')
      return `Invalid role '${String(content.role)}'`;
    for (const part of content.parts) {
      if (!isObject(part)) return 'Invalid part';
      const keys = Object.keys(part);
      if (keys.length !== 1) return `A part holds exactly one of text, inlineData: got ${keys.join(', ')}`;
      if (typeof part.text === 'string') continue;
      const inline = part.inlineData;
      if (
        isObject(inline) &&
        typeof inline.mimeType === 'string' &&
        /^image\/(png|jpeg|webp|heic|heif)$/.test(inline.mimeType) &&
        typeof inline.data === 'string' &&
        /^[A-Za-z0-9+/]+={0,2}$/.test(inline.data)
      )
        continue;
      return `Invalid part: ${keys[0]}`;
    }
  }
  if (body.generationConfig !== undefined && !isObject(body.generationConfig))
    return 'generationConfig must be an object';
  return undefined;
}

/**
 * OpenAI `POST /v1/audio/speech` (JSON): `model`, `input` (at most 4096 characters) and `voice` required;
 * `response_format` one of mp3, opus, aac, flac, wav, pcm; `speed` 0.25–4; `instructions`, `stream_format`.
 */
const SPEECH_FIELDS = new Set([
  'model',
  'input',
  'voice',
  'response_format',
  'speed',
  'instructions',
  'stream_format',
]);

export function validateAudioSpeech(body: unknown): string | undefined {
  if (!isObject(body)) return 'The body must be a JSON object';
  for (const field of ['model', 'input', 'voice'])
    if (typeof body[field] !== 'string' || (body[field] as string).length === 0)
      return `Missing required parameter: '${field}'`;
  if ((body.input as string).length > 4096) return "'input' is longer than 4096 characters";
  const unknown = Object.keys(body).find((k) => !SPEECH_FIELDS.has(k));
  if (unknown) return `Unknown parameter: '${unknown}'`;
  if (
    body.response_format !== undefined &&
    !['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'].includes(body.response_format as string)
  )
    return `Invalid 'response_format': ${String(body.response_format)}`;
  if (body.speed !== undefined && (typeof body.speed !== 'number' || body.speed < 0.25 || body.speed > 4))
    return "'speed' must be between 0.25 and 4";
  return undefined;
}

/** Routes of OpenAI's images and chat APIs under `/v1`, with their documented shapes. */
export const openAiRoutes = {
  generations: (apiKey: string, replies: ReplayRoute['replies'], delayMs?: number): ReplayRoute => ({
    name: 'images/generations',
    path: '/v1/images/generations',
    auth: { bearer: apiKey },
    body: 'json',
    validate: validateImagesGeneration,
    replies,
    ...(delayMs !== undefined ? { delayMs } : {}),
  }),
  edits: (apiKey: string, replies: ReplayRoute['replies'], delayMs?: number): ReplayRoute => ({
    name: 'images/edits',
    path: '/v1/images/edits',
    auth: { bearer: apiKey },
    body: 'multipart',
    validate: validateImagesEdit,
    replies,
    ...(delayMs !== undefined ? { delayMs } : {}),
  }),
  speech: (apiKey: string, replies: ReplayRoute['replies'], delayMs?: number): ReplayRoute => ({
    name: 'audio/speech',
    path: '/v1/audio/speech',
    auth: { bearer: apiKey },
    body: 'json',
    validate: validateAudioSpeech,
    replies,
    ...(delayMs !== undefined ? { delayMs } : {}),
  }),
  chat: (apiKey: string, replies: ReplayRoute['replies'], delayMs?: number): ReplayRoute => ({
    name: 'chat/completions',
    path: '/v1/chat/completions',
    auth: { bearer: apiKey },
    body: 'json',
    validate: validateChatCompletion,
    replies,
    ...(delayMs !== undefined ? { delayMs } : {}),
  }),
};

/** Google's generateContent of one model under `/v1beta`, with its documented shape. */
export function geminiRoute(
  model: string,
  apiKey: string,
  replies: ReplayRoute['replies'],
  delayMs?: number,
): ReplayRoute {
  return {
    name: `gemini:${model}`,
    path: `/v1beta/models/${model}:generateContent`,
    auth: { googApiKey: apiKey },
    body: 'json',
    validate: validateGenerateContent,
    replies,
    ...(delayMs !== undefined ? { delayMs } : {}),
  };
}
