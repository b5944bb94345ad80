// A books service process whose revision worker dies (SIGKILL, no clean-up) in the middle of a revision: right
// after StartRevision was recorded, before the plan, the pages, the files and CompleteRevision.
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
    COVER_RENDER_THREADS: '0',
    PREVIEW_SWEEP_INTERVAL_MS: '0',
    PRODUCTION_SWEEP_INTERVAL_MS: '0',
    PRODUCTION_WORKER_ENABLED: 'false',
    REVISION_WORKER_ENABLED: 'true',
    REVISION_ACK_WAIT_MS: env.FIXTURE_ACK_WAIT_MS,
  });
  const app = await NestFactory.createApplicationContext(
    await BooksModule.forRoot(config, {
      revisionHooks: {
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
