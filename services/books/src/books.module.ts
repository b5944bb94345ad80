import { Module, type DynamicModule, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { connectNats, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { createLogger } from '@fabelhaft/service-kit';
import {
  createIllustrator,
  createStoryWriter,
  type BookEngineProviderConfig,
  type Illustrator,
  type StoryWriter,
} from '@fabelhaft/book-engine';
import { FileSystemStorage, type ObjectStorage } from '@fabelhaft/storage';
import type { BooksConfig } from './books.config';
import {
  BOOK_PRODUCER,
  BOOKS,
  BOOKS_CONFIG,
  GENERATION_HOOKS,
  ILLUSTRATOR,
  LOGGER,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  PG_POOL,
  PREVIEW_QUOTA,
  PRODUCTION_HOOKS,
  STORY_WRITER,
  SUBJECTS,
} from './books.di-tokens';
import { CompletePreviewHandler } from './commands/complete-preview/complete-preview.handler';
import { DeletePreviewHandler } from './commands/delete-preview/delete-preview.handler';
import { FailPreviewHandler } from './commands/fail-preview/fail-preview.handler';
import { RequestPreviewHandler } from './commands/request-preview/request-preview.handler';
import { StartPreviewHandler } from './commands/start-preview/start-preview.handler';
import { EnqueueGenerationWhenPreviewRequestedPolicy } from './generation/enqueue-generation-when-preview-requested.policy';
import { GenerationWorker, type GenerationHooks } from './generation/generation-worker';
import { PreviewSweeper } from './generation/preview-sweeper';
import { ChangeProductionHandler } from './commands/change-production/change-production.handler';
import type { BookProducer } from './production/book-producer.port';
import { EngineBookProducer } from './production/engine-book-producer';
import { ProductionWorker, type ProductionHooks } from './production/production-worker';
import { StartProductionWhenOrderPaidPolicy } from './production/start-production-when-order-paid.policy';
import { bookRepository } from './infrastructure/book.repository';
import { booksRelay } from './infrastructure/books.relay';
import { BooksRpcServer } from './infrastructure/books.rpc-server';
import { openBooksDatabase } from './infrastructure/database';
import { LimitsPreviewQuota } from './infrastructure/limits.preview-quota';
import { RecordPaymentStatusWhenOrderChangesPolicy } from './payments/record-payment-status-when-order-changes.policy';
import { GetBookHandler } from './queries/get-book/get-book.handler';
import { ListBooksHandler } from './queries/list-books/list-books.handler';
import { GetViewerHandler } from './queries/get-viewer/get-viewer.handler';

/** Replaceable parts of the generation worker (tests inject failing ports or crash hooks). */
export interface BooksModuleOptions {
  storyWriter?: StoryWriter;
  illustrator?: Illustrator;
  storage?: ObjectStorage;
  generationHooks?: GenerationHooks;
  bookProducer?: BookProducer;
  productionHooks?: ProductionHooks;
}

@Module({})
export class BooksModule implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {}

  static async forRoot(config: BooksConfig, options: BooksModuleOptions = {}): Promise<DynamicModule> {
    const { pool, store } = await openBooksDatabase(config.DATABASE_URL);
    const nc = await connectNats({ url: config.NATS_URL, name: 'books-service' });
    const subjects = new Subjects(config.NATS_PREFIX);
    const logger = createLogger('books', config.LOG_LEVEL);
    return {
      module: BooksModule,
      imports: [CqrsModule.forRoot()],
      providers: [
        { provide: BOOKS_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: PG_POOL, useValue: pool },
        { provide: NATS_CONNECTION, useValue: nc },
        { provide: SUBJECTS, useValue: subjects },
        { provide: BOOKS, useValue: bookRepository(store) },
        {
          provide: PREVIEW_QUOTA,
          useValue: new LimitsPreviewQuota(new RpcClient(nc, subjects), config.BOOKS_LIMITS_TIMEOUT_MS),
        },
        { provide: STORY_WRITER, useValue: options.storyWriter ?? createStoryWriter(engineProvider(config)) },
        { provide: ILLUSTRATOR, useValue: options.illustrator ?? createIllustrator(engineProvider(config)) },
        { provide: OBJECT_STORAGE, useValue: options.storage ?? new FileSystemStorage(config.STORAGE_DIR) },
        { provide: GENERATION_HOOKS, useValue: options.generationHooks ?? null },
        {
          provide: BOOK_PRODUCER,
          useValue:
            options.bookProducer ??
            new EngineBookProducer(
              config.CHROMIUM_PATH,
              options.illustrator ?? createIllustrator(engineProvider(config)),
            ),
        },
        { provide: PRODUCTION_HOOKS, useValue: options.productionHooks ?? null },
        RequestPreviewHandler,
        StartPreviewHandler,
        CompletePreviewHandler,
        FailPreviewHandler,
        DeletePreviewHandler,
        GetBookHandler,
        ListBooksHandler,
        GetViewerHandler,
        BooksRpcServer,
        // Starts and stops with the application (it carries Nest's lifecycle hook names).
        { provide: 'RELAY', useValue: booksRelay(pool, nc, subjects, config.DATABASE_URL, logger) },
        EnqueueGenerationWhenPreviewRequestedPolicy,
        GenerationWorker,
        PreviewSweeper,
        RecordPaymentStatusWhenOrderChangesPolicy,
        ChangeProductionHandler,
        StartProductionWhenOrderPaidPolicy,
        ProductionWorker,
      ],
    };
  }

  // Runs after the providers' own shutdown hooks (the RPC server drains, the relay, policy and worker stop).
  async onApplicationShutdown(): Promise<void> {
    await this.nc.drain().catch(() => undefined);
    await this.pool.end();
  }
}

/** issue #4: the engine's ports are chosen by configuration (embedded offline default, or OpenAI-compatible). */
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
