import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { z } from 'zod';
import { loadConfig, type BaseServiceConfig } from './config';
import { createLogger } from './logger';
import { PinoNestLogger } from './nest-logger';
import { runProcess } from './run';

/**
 * `main.ts` of a service: parses its configuration, builds its module, starts it as a Nest application
 * context (services speak only NATS) and closes it — RPC answered, workers stopped, connections closed — on
 * SIGINT/SIGTERM.
 */
export function runService<S extends z.ZodObject>(
  name: string,
  configSchema: S,
  module: (config: z.output<S>) => Promise<DynamicModule>,
): void {
  runProcess(name, async () => {
    const config = loadConfig(configSchema) as z.output<S> & BaseServiceConfig;
    const logger = createLogger(name, config.LOG_LEVEL);
    const app = await NestFactory.createApplicationContext(await module(config), {
      logger: new PinoNestLogger(logger),
    });
    await app.init();
    logger.info({ nats: config.NATS_URL, prefix: config.NATS_PREFIX }, `${name} service ready`);
    return { stop: () => app.close() };
  });
}
