import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { parseLanguageMap } from '@fabelhaft/book-engine';
import {
  baseServiceConfig,
  ConfigError,
  env,
  runMode,
  type RunMode,
  storageSettings,
} from '@fabelhaft/service-kit';

/** issue #28: `de=nova,en=alloy` → per-language settings (a bad part stops the start with the variable's name). */
const languageMap = z
  .string()
  .default('')
  .transform((text, ctx) => {
    try {
      return parseLanguageMap(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

export const booksConfigSchema = baseServiceConfig
  .extend({
    /** How long a call to the limits service may take before the request is answered as unavailable. */
    BOOKS_LIMITS_TIMEOUT_MS: env.int(3000, 100),
    /** The object storage (covers, pages, book PDFs, audio; ADR 0047); the BFF serves the same store. */
    ...storageSettings(join(__dirname, '../../../.local/storage')),
    /** Runs the generation worker in this process (the enqueue policy always runs). */
    GENERATION_WORKER_ENABLED: env.bool(true),
    /** Story text and illustrations: the embedded engine (offline default) or an OpenAI-compatible API. */
    BOOK_ENGINE_PROVIDER: z.enum(['embedded', 'openai']).default('embedded'),
    OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
    OPENAI_API_KEY: z.string().default(''),
    OPENAI_MODEL: z.string().default(''),
    OPENAI_IMAGE_MODEL: z.string().default(''),
    OPENAI_TIMEOUT_MS: env.int(60_000, 1000),
    /**
     * issue #23, ADR 0035: who draws the book's pictures — `embedded` (offline), `openai` (images API: a reference
     * per character, then every page with the references through the edit endpoint) or `gemini` (generateContent
     * with inline reference images). Unset: the story provider's (`BOOK_ENGINE_PROVIDER`).
     */
    IMAGE_PROVIDER: z.enum(['embedded', 'openai', 'gemini']).optional(),
    /** The vision-capable chat model of the OpenAI likeness check; unset: OPENAI_MODEL. */
    OPENAI_VISION_MODEL: z.string().default(''),
    GEMINI_BASE_URL: z.string().url().default('https://generativelanguage.googleapis.com/v1beta'),
    GEMINI_API_KEY: z.string().default(''),
    GEMINI_IMAGE_MODEL: z.string().default('gemini-2.5-flash-image'),
    /** The Gemini model of the likeness check (reads images, answers JSON). */
    GEMINI_MODEL: z.string().default('gemini-2.5-flash'),
    GEMINI_TIMEOUT_MS: env.int(90_000, 1000),
    /** issue #23: image provider requests in flight at once in this process (pictures and checks of every book). */
    IMAGE_CONCURRENCY: env.int(6, 1),
    /** Tries after the first for a request the provider answered 429/5xx or not at all (Retry-After honoured). */
    IMAGE_MAX_RETRIES: env.int(3, 0),
    /** Wait before the first retry when the provider names none; doubles per retry, at most a minute. */
    IMAGE_RETRY_DELAY_MS: env.int(2000, 0),
    /**
     * issue #23: most image requests (references, pages, re-makes, retries) of one production attempt or one
     * revision, counted across its redeliveries; past it the run fails (support can retry).
     */
    IMAGE_CALL_BUDGET: env.int(80, 1),
    /**
     * issue #23: most image requests of one free preview on the provider path (the photographed characters'
     * references, the cover, retries), counted across the job's deliveries. References that would leave no call
     * for the cover are left out (the cover is drawn from the sheets); past it for the cover the preview fails
     * and the free preview is given back (ADR 0035).
     */
    PREVIEW_IMAGE_CALL_BUDGET: env.int(8, 1),
    /** Most likeness-check requests of one production attempt or revision. */
    LIKENESS_CALL_BUDGET: env.int(80, 1),
    /** issue #23: every page picture is checked against its characters after production and each revision. */
    LIKENESS_CHECK: z.enum(['on', 'off']).default('on'),
    /**
     * issue #28, ADR 0038: who reads every book aloud during production — `embedded` (espeak-ng in a worker
     * thread, offline), `openai` (`/audio/speech` at OPENAI_BASE_URL) or `off` (no narration). Unset, the local
     * default `embedded`; outside local development it must be chosen (`voiceProblems`).
     */
    VOICE_PROVIDER: z.enum(['embedded', 'openai', 'off']).optional(),
    OPENAI_SPEECH_MODEL: z.string().default('gpt-4o-mini-tts'),
    OPENAI_SPEECH_VOICE: z.string().default('alloy'),
    /** Per language `de=nova,en=alloy` (voice) and `ar=tts-1` (model); unset languages use the two above. */
    OPENAI_SPEECH_VOICES: languageMap,
    OPENAI_SPEECH_MODELS: languageMap,
    /** Most speech requests (a page in one language each, retries included) of one production or revision. */
    SPEECH_CALL_BUDGET: env.int(120, 1),
    /**
     * issue #28 part 4 (ADR 0038): the storefront's public address; the listening link printed as the book's QR
     * code is `<this>/listen/<token>`.
     */
    STOREFRONT_BASE_URL: env.url('http://localhost:3000').transform((u) => u.replace(/\/+$/, '')),
    /** The LAME MP3 encoder (Debian's `lame`, installed by scripts/system-packages.mjs). */
    LAME_PATH: z.string().default('lame'),
    /**
     * Jobs one worker process works on at once. Their CPU-heavy part (the cover) queues for the render threads,
     * so this can exceed the cores: the rest of a job (commands, storage) overlaps.
     */
    GENERATION_CONCURRENCY: env.int(16, 1),
    /**
     * Worker threads rendering the embedded illustrator's preview covers (one render each at a time); 0 renders
     * on the event loop's side through the illustrator. An image-model provider always goes through its API.
     */
    COVER_RENDER_THREADS: env.int(availableParallelism(), 0),
    /**
     * issue #23, ADR 0033: reads each photo linked to a character with the embedded face model (one worker
     * thread, started on the first photo) so the character looks like it; `off` leaves the sheets to the idea.
     */
    PHOTO_ANALYSIS: z.enum(['embedded', 'off']).default('embedded'),
    /**
     * issue #23: the outside model provider reference photos are sent to, named to the parent, who must agree
     * first (`providerPhotoConsent`). `none`: photos never leave the system. It must be the image provider (a
     * photo goes only where the consent said); the provider then makes each photographed character's reference
     * from its photos.
     */
    PHOTO_PROVIDER: z.enum(['none', 'openai', 'gemini']).default('none'),
    /** One photo's analysis past this fails (the preview goes on without its looks). */
    PHOTO_ANALYSIS_TIMEOUT_MS: env.int(30_000, 100),
    /** How long a job may go unacknowledged (no progress heartbeat) before JetStream hands it to another run. */
    GENERATION_ACK_WAIT_MS: env.int(30_000, 500),
    /** Deliveries of one job; a job failing on the last one fails the preview (and gives the reservation back). */
    GENERATION_MAX_DELIVER: env.int(5, 1),
    /**
     * Overall time one delivery of a generation job may take, heartbeat or not; past it the delivery counts as
     * failed (a hung provider no longer holds the job forever).
     */
    GENERATION_JOB_DEADLINE_MS: env.int(5 * 60_000, 100),
    /** Delay before the first retry of a failed job; doubles with every failure up to the maximum. */
    GENERATION_RETRY_DELAY_MS: env.int(2000, 0),
    GENERATION_RETRY_MAX_DELAY_MS: env.int(60_000, 0),
    /** Runs the production worker (issue #6) in this process. */
    PRODUCTION_WORKER_ENABLED: env.bool(true),
    /** Books one worker process produces at once (Chromium renders pages; two cores here). */
    PRODUCTION_CONCURRENCY: env.int(1, 1),
    PRODUCTION_ACK_WAIT_MS: env.int(60_000, 1000),
    /** Deliveries of one production job; failing on the last one fails the production (support can retry). */
    PRODUCTION_MAX_DELIVER: env.int(4, 1),
    PRODUCTION_RETRY_DELAY_MS: env.int(5000, 0),
    /** Overall time one delivery of a production job may take (a whole book renders in well under a minute). */
    PRODUCTION_JOB_DEADLINE_MS: env.int(10 * 60_000, 100),
    /** How often the production sweeper looks for paid books whose production got stuck (0 turns it off). */
    PRODUCTION_SWEEP_INTERVAL_MS: env.int(60_000, 0),
    /**
     * A production queued, orchestrating or running without any change for this long lost its job (e.g. its
     * worker was killed on the last delivery). Far above a job's whole retry span (deliveries × deadline).
     */
    PRODUCTION_STUCK_AFTER_MS: env.int(60 * 60_000, 1),
    /** The sweeper runs a stuck production again up to this attempt; a later stuck attempt is failed. */
    PRODUCTION_SWEEP_MAX_ATTEMPTS: env.int(3, 1),
    /** Runs the revision worker (issue #14: re-makes the pages a confirmed refinement touches) in this process. */
    REVISION_WORKER_ENABLED: env.bool(true),
    /** Revisions one worker process makes at once (they share Chromium with production). */
    REVISION_CONCURRENCY: env.int(1, 1),
    REVISION_ACK_WAIT_MS: env.int(60_000, 1000),
    /** Deliveries of one revision job; failing on the last one fails the revision (the edit goes back). */
    REVISION_MAX_DELIVER: env.int(4, 1),
    REVISION_RETRY_DELAY_MS: env.int(5000, 0),
    /** Overall time one delivery of a revision job may take (a revision re-makes only what it touches). */
    REVISION_JOB_DEADLINE_MS: env.int(10 * 60_000, 100),
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
    /** How often the preview sweeper looks for previews that got stuck (0 turns it off). */
    PREVIEW_SWEEP_INTERVAL_MS: env.int(60_000, 0),
    /**
     * A preview queued or generating without any change for this long is failed (and its reservation given
     * back): its job was lost, e.g. the worker could not record the failure. Far above a job's whole retry span.
     */
    PREVIEW_STUCK_AFTER_MS: env.int(15 * 60_000, 1),
    /** issue #12: how often unreferenced uploads are looked for (0 turns the sweeper off). */
    UPLOAD_SWEEP_INTERVAL_MS: env.int(60 * 60_000, 0),
    /** issue #12: an upload no live book names is deleted once it is this old (default 7 days). */
    UPLOAD_UNREFERENCED_AFTER_MS: env.int(7 * 24 * 60 * 60_000, 1),
  })
  .superRefine((c, ctx) => {
    // issue #23: a photo goes only where the parent's consent said, so PHOTO_PROVIDER is `none` or the image
    // provider; a provider's key and models are checked at start, not at the first paid book.
    const images = c.IMAGE_PROVIDER ?? c.BOOK_ENGINE_PROVIDER;
    if (c.PHOTO_PROVIDER !== 'none' && c.PHOTO_PROVIDER !== images)
      ctx.addIssue({
        code: 'custom',
        path: ['PHOTO_PROVIDER'],
        message: `must be 'none' or the image provider (${images})`,
      });
    if (images === 'gemini' && !c.GEMINI_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['GEMINI_API_KEY'],
        message: 'required when the image provider is gemini',
      });
    if (images === 'openai' && c.LIKENESS_CHECK === 'on' && !c.OPENAI_VISION_MODEL && !c.OPENAI_MODEL)
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_VISION_MODEL'],
        message: 'required (or OPENAI_MODEL) for the likeness check with the openai image provider',
      });
    if (c.VOICE_PROVIDER === 'openai' && !c.OPENAI_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'required when the voice provider is openai',
      });
    if (images === 'openai' && !c.OPENAI_IMAGE_MODEL)
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_IMAGE_MODEL'],
        message: 'required when the image provider is openai',
      });
  });
export type BooksConfig = z.output<typeof booksConfigSchema>;

/** Who reads the books aloud (issue #28): VOICE_PROVIDER, locally `embedded` when unset. */
export const voiceProviderOf = (config: BooksConfig): 'embedded' | 'openai' | 'off' =>
  config.VOICE_PROVIDER ?? 'embedded';

/**
 * Nothing runs outside local development on a development default (ADR 0038): the voice is chosen there —
 * `openai` is the production voice; `embedded` (espeak-ng, GPL-3.0, robotic) only when someone says so.
 */
export function voiceProblems(config: BooksConfig, mode: RunMode = runMode()): string[] {
  if (mode !== 'production' || config.VOICE_PROVIDER) return [];
  return ['VOICE_PROVIDER: must be chosen outside local development (openai, embedded or off; ADR 0038)'];
}

export function assertVoiceConfig(config: BooksConfig, mode: RunMode = runMode()): void {
  const problems = voiceProblems(config, mode);
  if (problems.length > 0) throw new ConfigError(problems);
}

/** Who draws the pictures (issue #23): IMAGE_PROVIDER, else the story provider. */
export const imageProviderOf = (config: BooksConfig): 'embedded' | 'openai' | 'gemini' =>
  config.IMAGE_PROVIDER ?? config.BOOK_ENGINE_PROVIDER;

/** The service's own Postgres schema. */
export const BOOKS_SCHEMA = 'books';
