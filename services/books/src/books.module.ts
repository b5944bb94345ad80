import { assertStorageConfig } from '@fabelhaft/service-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import { BooksEventStream } from '@fabelhaft/contracts';
import { RpcClient } from '@fabelhaft/messaging';
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
import { type ObjectStorage, createObjectStorage } from '@fabelhaft/storage';
import { assertVoiceConfig, imageProviderOf, voiceProviderOf, type BooksConfig } from './books.config';
import type { BooksDeps } from './books.deps';
import { bookRepository } from './infrastructure/book.repository';
import { mapToIntegrationEvent } from './infrastructure/books.relay';
import { booksDatabase } from './infrastructure/database';
import { EngineStoryReviser } from './infrastructure/engine-story-reviser';
import { LimitsPreviewQuota } from './infrastructure/limits.preview-quota';
import type { BookProducer } from './ports/book-producer.port';
import type { StoryReviser } from './ports/story-reviser.port';
import { approveBookRpc } from './approval/approve-book.rpc';
import { deleteFilesWhenPreviewDeleted } from './deletion/delete-files-when-preview-deleted.policy';
import { deletePhotosWhenBookApproved } from './deletion/delete-photos-when-book-approved.policy';
import { eraseOwnerDataRpc } from './deletion/erase-owner-data.rpc';
import { uploadSweep } from './deletion/unreferenced-uploads-sweeper';
import {
  getListenRpc,
  getListeningLinkRpc,
  renewListeningLinkRpc,
  setListeningLinkRpc,
} from './listening/listening.rpc';
import { recordPaymentStatusWhenOrderChanges } from './payment-status/record-payment-status-when-order-changes.policy';
import { CoverRenderPool, IllustratorCovers } from './preview/cover-render-pool';
import { deletePreviewRpc } from './preview/delete-preview.rpc';
import { generatePreviews, type GenerationHooks } from './preview/generation-worker';
import { previewSweep } from './preview/preview-sweeper';
import { readCharactersRpc } from './preview/read-characters.rpc';
import { requestPreviewRpc } from './preview/request-preview.rpc';
import { EngineBookProducer } from './production/engine-book-producer';
import { generateBookRpc } from './production/generate-book.rpc';
import { productionSweep } from './production/production-sweeper';
import { produceBooks, type ProductionHooks } from './production/production-worker';
import { retryProductionRpc } from './production/retry-production.rpc';
import { startProductionWhenOrderPaid } from './production/start-production-when-order-paid.policy';
import { getBookRpc } from './read-model/get-book.rpc';
import { getViewerRpc } from './read-model/get-viewer.rpc';
import { listBooksRpc } from './read-model/list-books.rpc';
import { applyRevisionWhenConfirmed } from './revision/apply-revision-when-confirmed.policy';
import { getStoryStateRpc } from './revision/get-story-state.rpc';
import { makeRevisions, type RevisionHooks } from './revision/revision-worker';
import { adminGetBookRpc } from './support/admin-get-book.rpc';
import { adminListBooksRpc } from './support/admin-list-books.rpc';

/** Replaceable parts of the workers (tests inject failing ports or crash hooks). */
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
    assertStorageConfig(config);
    return ServiceKitModule.forService(BooksModule, {
      name: 'books',
      config,
      database: booksDatabase,
      integrationEvents: { stream: BooksEventStream, map: mapToIntegrationEvent },
      deps: (parts): BooksDeps => {
        // issue #23: one image provider per process — its illustrator draws covers and pages, its checker
        // checks them, and both share its limit of requests in flight.
        const images = createImageProvider(imageProvider(config));
        const illustrator = options.illustrator ?? images.illustrator;
        const checker =
          options.likenessChecker !== undefined ? options.likenessChecker : (images.checker ?? null);
        return {
          ...parts,
          books: bookRepository(parts.store),
          quota: new LimitsPreviewQuota(
            new RpcClient(parts.nc, parts.subjects),
            config.BOOKS_LIMITS_TIMEOUT_MS,
          ),
          storage: options.storage ?? createObjectStorage(config),
          storyWriter: options.storyWriter ?? createStoryWriter(engineProvider(config)),
          illustrator,
          covers:
            options.illustrator || imageProviderOf(config) !== 'embedded' || config.COVER_RENDER_THREADS === 0
              ? new IllustratorCovers(illustrator)
              : new CoverRenderPool(config.COVER_RENDER_THREADS),
          photos:
            options.photoAnalysis !== undefined
              ? options.photoAnalysis
              : config.PHOTO_ANALYSIS === 'off'
                ? null
                : new PhotoAnalyser(config.PHOTO_ANALYSIS_TIMEOUT_MS),
          bookWriter: options.bookWriter ?? createBookWriter(engineProvider(config)),
          producer:
            options.bookProducer ??
            new EngineBookProducer(
              config.CHROMIUM_PATH,
              illustrator,
              checker,
              createNarrator(voiceProvider(config)),
            ),
          reviser: options.storyReviser ?? new EngineStoryReviser(),
          hooks: {
            ...(options.generationHooks ? { generation: options.generationHooks } : {}),
            ...(options.productionHooks ? { production: options.productionHooks } : {}),
            ...(options.revisionHooks ? { revision: options.revisionHooks } : {}),
          },
        };
      },
      // The cover threads, the face model and Chromium, once no job uses them any more.
      closeDeps: async ({ covers, photos, producer }) => {
        await Promise.all([covers.close(), photos?.close(), producer.close()]);
      },
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
      jobs: [generatePreviews, produceBooks, makeRevisions],
      periodic: [previewSweep, productionSweep, uploadSweep],
      policies: [
        recordPaymentStatusWhenOrderChanges,
        startProductionWhenOrderPaid,
        deleteFilesWhenPreviewDeleted,
        deletePhotosWhenBookApproved,
        applyRevisionWhenConfirmed,
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
