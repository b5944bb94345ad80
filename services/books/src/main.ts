import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { createLogger, loadConfig, PinoNestLogger, runProcess } from '@fabelhaft/service-kit';
import { booksConfigSchema } from './books.config';
import { BooksModule } from './books.module';

runProcess('books', async () => {
  const config = loadConfig(booksConfigSchema);
  const app = await NestFactory.createApplicationContext(await BooksModule.forRoot(config), {
    logger: new PinoNestLogger(createLogger('books', config.LOG_LEVEL)),
  });
  // Shutdown hooks run through runProcess → app.close() on SIGINT/SIGTERM.
  await app.init();
  createLogger('books', config.LOG_LEVEL).info(
    { nats: config.NATS_URL, prefix: config.NATS_PREFIX },
    'books service ready',
  );
  return { stop: () => app.close() };
});
