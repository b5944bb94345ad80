// A books service process whose production worker dies (SIGKILL, no clean-up) in the middle of a book: right
// after StartProduction was recorded, before the pages, the files and CompleteProduction.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@fabelhaft/service-kit';
import { booksConfigSchema } from '../../books.config';
import { BooksModule } from '../../books.module';

async function main(): Promise<void> {
  const env = process.env as Record<string, string>;
  const config = loadConfig(booksConfigSchema, {
    DATABASE_URL: env.FIXTURE_DB_URL,
    NATS_URL: env.FIXTURE_NATS_URL,
    NATS_PREFIX: env.FIXTURE_PREFIX,
    STORAGE_DIR: env.FIXTURE_STORAGE_DIR,
    LOG_LEVEL: 'silent',
    GENERATION_WORKER_ENABLED: 'false',
    PREVIEW_SWEEP_INTERVAL_MS: '0',
    PRODUCTION_SWEEP_INTERVAL_MS: '0',
    PRODUCTION_WORKER_ENABLED: 'true',
    PRODUCTION_ACK_WAIT_MS: env.FIXTURE_ACK_WAIT_MS,
    // 1: the job's first delivery is its last.
    PRODUCTION_MAX_DELIVER: env.FIXTURE_MAX_DELIVER ?? '4',
  });
  const app = await NestFactory.createApplicationContext(
    await BooksModule.forRoot(config, {
      productionHooks: {
        afterStart: (bookId) => {
          if (bookId === env.FIXTURE_BOOK_ID) process.kill(process.pid, 'SIGKILL');
        },
      },
    }),
    { logger: false },
  );
  await app.init();
  process.stdout.write('ready\n');
  // Not reached when the crash happens.
  setTimeout(() => process.exit(3), 20_000).unref();
}

void main().catch((error) => {
  console.error(error);
  process.exit(2);
});
