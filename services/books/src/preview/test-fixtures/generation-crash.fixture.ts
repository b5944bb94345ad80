// A books service process whose generation worker dies (SIGKILL, no clean-up) in the middle of a job: right
// after StartPreview was recorded, before the story, the cover and CompletePreview.
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
    GENERATION_WORKER_ENABLED: 'true',
    GENERATION_CONCURRENCY: '1',
    GENERATION_ACK_WAIT_MS: env.FIXTURE_ACK_WAIT_MS,
    GENERATION_MAX_DELIVER: '3',
  });
  const app = await NestFactory.createApplicationContext(
    await BooksModule.forRoot(config, {
      generationHooks: {
        afterStart: (job) => {
          if (job.bookId === env.FIXTURE_BOOK_ID) process.kill(process.pid, 'SIGKILL');
        },
      },
    }),
    { logger: false },
  );
  await app.init();
  // Not reached when the crash happens.
  setTimeout(() => process.exit(3), 20_000).unref();
}

void main().catch((error) => {
  console.error(error);
  process.exit(2);
});
