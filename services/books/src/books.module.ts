import { Module, type DynamicModule } from '@nestjs/common';
import { BooksEventStream } from '@fabelhaft/contracts';
import type { PostgresEventStore } from '@fabelhaft/eventsourcing';
import { RpcClient, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { ServiceKitModule } from '@fabelhaft/service-kit/service';
import {
  createBookWriter,
  createImageProvider,
  createNarrator,
  type Language,
  type VoiceProviderConfig,
  createStoryWriter,
  type BookEngineProviderConfig,
  type ImageProviderConfig,
  type LikenessChecker,
  type BookWriter,
  type Illustrator,
  type StoryWriter,
  PhotoAnalyser,
  type PhotoAnalysis,
} from '@fabelhaft/book-engine';
import { FileSystemStorage, type ObjectStorage } from '@fabelhaft/storage';
import { assertVoiceConfig, imageProviderOf, voiceProviderOf, type BooksConfig } from './books.config';
import { booksPolicies } from './books.policies';
import {
  BOOK_PRODUCER,
  BOOK_WRITER,
  BOOKS,
  EVENT_STORE,
  GENERATION_HOOKS,
  PHOTO_ANALYSIS,
  ILLUSTRATOR,
  PREVIEW_COVERS,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  PREVIEW_QUOTA,
  PRODUCTION_HOOKS,
  REVISION_HOOKS,
  STORY_REVISER,
  STORY_WRITER,
  SUBJECTS,
} from './books.di-tokens';
import { bookRepository } from './infrastructure/book.repository';
import { mapToIntegrationEvent } from './infrastructure/books.relay';
import { booksDatabase } from './infrastructure/database';
import { EngineStoryReviser } from './infrastructure/engine-story-reviser';
import { LimitsPreviewQuota } from './infrastructure/limits.preview-quota';
import type { BookProducer } from './ports/book-producer.port';
import type { StoryReviser } from './ports/story-reviser.port';
import { CoverRenderPool, IllustratorCovers } from './preview/cover-render-pool';
import { deletePreviewRpc } from './preview/delete-preview.rpc';
import { eraseOwnerDataRpc } from './deletion/erase-owner-data.rpc';
import { GenerationWorker, type GenerationHooks } from './preview/generation-worker';
import { PreviewSweeper } from './preview/preview-sweeper';
import { UnreferencedUploadsSweeper } from './deletion/unreferenced-uploads-sweeper';
import { requestPreviewRpc } from './preview/request-preview.rpc';
import { EngineBookProducer } from './production/engine-book-producer';
import { ProductionSweeper } from './production/production-sweeper';
import { ProductionWorker, type ProductionHooks } from './production/production-worker';
import { retryProductionRpc } from './production/retry-production.rpc';
import { generateBookRpc } from './production/generate-book.rpc';
import { approveBookRpc } from './approval/approve-book.rpc';
import { getBookRpc } from './read-model/get-book.rpc';
import { getViewerRpc } from './read-model/get-viewer.rpc';
import {
  getListenRpc,
  getListeningLinkRpc,
  renewListeningLinkRpc,
  setListeningLinkRpc,
} from './listening/listening.rpc';
import { listBooksRpc } from './read-model/list-books.rpc';
import { getStoryStateRpc } from './revision/get-story-state.rpc';
import { readCharactersRpc } from './preview/read-characters.rpc';
import { RevisionWorker, type RevisionHooks } from './revision/revision-worker';
import { adminGetBookRpc } from './support/admin-get-book.rpc';
import { adminListBooksRpc } from './support/admin-list-books.rpc';

/** Replaceable parts of the generation worker (tests inject failing ports or crash hooks). */
export interface BooksModuleOptions {
  storyWriter?: StoryWriter;
  illustrator?: Illustrator;
  storage?: ObjectStorage;
  generationHooks?: GenerationHooks;
  bookProducer?: BookProducer;
  bookWriter?: BookWriter;
  productionHooks?: ProductionHooks;
  storyReviser?: StoryReviser;
  revisionHooks?: RevisionHooks;
  /** issue #23: a stand-in for the embedded photo analysis (null: none). */
  photoAnalysis?: PhotoAnalysis | null;
  /** issue #23: a stand-in for the likeness checker (null: no check). */
  likenessChecker?: LikenessChecker | null;
}

@Module({})
export class BooksModule {
  static forRoot(config: BooksConfig, options: BooksModuleOptions = {}): Promise<DynamicModule> {
    assertVoiceConfig(config);
    // issue #23: one image provider per process — its illustrator draws covers and pages, its checker checks
    // them, and both share its limit of requests in flight.
    const images = createImageProvider(imageProvider(config));
    const illustrator = options.illustrator ?? images.illustrator;
    const checker =
      options.likenessChecker !== undefined ? options.likenessChecker : (images.checker ?? null);
    return ServiceKitModule.forService(BooksModule, {
      name: 'books',
      config,
      database: booksDatabase,
      integrationEvents: { stream: BooksEventStream, map: mapToIntegrationEvent },
      // Each use case's NATS entry point, bound in its own folder.
      rpc: [
        requestPreviewRpc,
        deletePreviewRpc,
        retryProductionRpc,
        approveBookRpc,
        generateBookRpc,
        getBookRpc,
        listBooksRpc,
        getViewerRpc,
        // issue #28 part 4: the listening link.
        getListeningLinkRpc,
        setListeningLinkRpc,
        renewListeningLinkRpc,
        getListenRpc,
        eraseOwnerDataRpc,
        // Refinement (issue #14).
        getStoryStateRpc,
        readCharactersRpc,
        // Support (issue #13).
        adminListBooksRpc,
        adminGetBookRpc,
      ],
      providers: [
        {
          provide: BOOKS,
          useFactory: (store: PostgresEventStore) => bookRepository(store),
          inject: [EVENT_STORE],
        },
        {
          provide: PREVIEW_QUOTA,
          useFactory: (nc: NatsConnection, subjects: Subjects) =>
            new LimitsPreviewQuota(new RpcClient(nc, subjects), config.BOOKS_LIMITS_TIMEOUT_MS),
          inject: [NATS_CONNECTION, SUBJECTS],
        },
        { provide: STORY_WRITER, useValue: options.storyWriter ?? createStoryWriter(engineProvider(config)) },
        { provide: ILLUSTRATOR, useValue: illustrator },
        {
          provide: PREVIEW_COVERS,
          useValue:
            options.illustrator || imageProviderOf(config) !== 'embedded' || config.COVER_RENDER_THREADS === 0
              ? new IllustratorCovers(illustrator)
              : new CoverRenderPool(config.COVER_RENDER_THREADS),
        },
        { provide: OBJECT_STORAGE, useValue: options.storage ?? new FileSystemStorage(config.STORAGE_DIR) },
        { provide: GENERATION_HOOKS, useValue: options.generationHooks ?? null },
        {
          provide: PHOTO_ANALYSIS,
          useValue:
            options.photoAnalysis !== undefined
              ? options.photoAnalysis
              : config.PHOTO_ANALYSIS === 'off'
                ? null
                : new PhotoAnalyser(config.PHOTO_ANALYSIS_TIMEOUT_MS),
        },
        {
          provide: BOOK_PRODUCER,
          useValue:
            options.bookProducer ??
            new EngineBookProducer(
              config.CHROMIUM_PATH,
              illustrator,
              checker,
              createNarrator(voiceProvider(config)),
            ),
        },
        { provide: BOOK_WRITER, useValue: options.bookWriter ?? createBookWriter(engineProvider(config)) },
        { provide: PRODUCTION_HOOKS, useValue: options.productionHooks ?? null },
        { provide: STORY_REVISER, useValue: options.storyReviser ?? new EngineStoryReviser() },
        { provide: REVISION_HOOKS, useValue: options.revisionHooks ?? null },
        booksPolicies,
        GenerationWorker,
        PreviewSweeper,
        ProductionWorker,
        ProductionSweeper,
        RevisionWorker,
        UnreferencedUploadsSweeper,
      ],
    });
  }
}

/**
 * issue #23, ADR 0035: who draws and checks the pictures — the image provider (IMAGE_PROVIDER, else the story
 * provider) with its keys and models, one concurrency limit and retry policy for its requests.
 */
function imageProvider(config: BooksConfig): ImageProviderConfig {
  return {
    provider: imageProviderOf(config),
    openai: {
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      imageModel: config.OPENAI_IMAGE_MODEL,
      visionModel: config.OPENAI_VISION_MODEL || config.OPENAI_MODEL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
    },
    gemini: {
      baseUrl: config.GEMINI_BASE_URL,
      apiKey: config.GEMINI_API_KEY,
      imageModel: config.GEMINI_IMAGE_MODEL,
      visionModel: config.GEMINI_MODEL,
      timeoutMs: config.GEMINI_TIMEOUT_MS,
    },
    concurrency: config.IMAGE_CONCURRENCY,
    retry: {
      maxRetries: config.IMAGE_MAX_RETRIES,
      baseDelayMs: config.IMAGE_RETRY_DELAY_MS,
      maxDelayMs: 60_000,
    },
    likenessCheck: config.LIKENESS_CHECK === 'on',
  };
}

/** issue #4: the engine's ports are chosen by configuration (embedded offline default, or OpenAI-compatible). */
/** issue #28: who reads the books aloud (`VOICE_PROVIDER`). */
function voiceProvider(config: BooksConfig): VoiceProviderConfig {
  const languages = new Set([
    ...Object.keys(config.OPENAI_SPEECH_VOICES),
    ...Object.keys(config.OPENAI_SPEECH_MODELS),
  ]) as Set<Language>;
  return {
    provider: voiceProviderOf(config),
    openai: {
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
      model: config.OPENAI_SPEECH_MODEL,
      voice: config.OPENAI_SPEECH_VOICE,
      perLanguage: Object.fromEntries(
        [...languages].map((l) => [
          l,
          {
            ...(config.OPENAI_SPEECH_MODELS[l] ? { model: config.OPENAI_SPEECH_MODELS[l] } : {}),
            ...(config.OPENAI_SPEECH_VOICES[l] ? { voice: config.OPENAI_SPEECH_VOICES[l] } : {}),
          },
        ]),
      ),
    },
    concurrency: config.IMAGE_CONCURRENCY,
    retry: {
      maxRetries: config.IMAGE_MAX_RETRIES,
      baseDelayMs: config.IMAGE_RETRY_DELAY_MS,
      maxDelayMs: 60_000,
    },
    lamePath: config.LAME_PATH,
  };
}

function engineProvider(config: BooksConfig): BookEngineProviderConfig {
  return {
    provider: config.BOOK_ENGINE_PROVIDER,
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    model: config.OPENAI_MODEL,
    imageModel: config.OPENAI_IMAGE_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  };
}
