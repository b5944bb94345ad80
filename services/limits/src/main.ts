import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { createLogger, loadConfig, PinoNestLogger, runProcess } from '@fabelhaft/service-kit';
import { limitsConfigSchema } from './limits.config';
import { LimitsModule } from './limits.module';

runProcess('limits', async () => {
  const config = loadConfig(limitsConfigSchema);
  const app = await NestFactory.createApplicationContext(await LimitsModule.forRoot(config), {
    logger: new PinoNestLogger(createLogger('limits', config.LOG_LEVEL)),
  });
  // Shutdown hooks run through runProcess → app.close() on SIGINT/SIGTERM.
  await app.init();
  createLogger('limits', config.LOG_LEVEL).info(
    { nats: config.NATS_URL, prefix: config.NATS_PREFIX },
    'limits service ready',
  );
  return { stop: () => app.close() };
});
