import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { createLogger, loadConfig, PinoNestLogger, runProcess } from '@fabelhaft/service-kit';
import { ordersConfigSchema } from './orders.config';
import { OrdersModule } from './orders.module';

runProcess('orders', async () => {
  const config = loadConfig(ordersConfigSchema);
  const app = await NestFactory.createApplicationContext(await OrdersModule.forRoot(config), {
    logger: new PinoNestLogger(createLogger('orders', config.LOG_LEVEL)),
  });
  // Shutdown hooks run through runProcess → app.close() on SIGINT/SIGTERM.
  await app.init();
  createLogger('orders', config.LOG_LEVEL).info(
    { nats: config.NATS_URL, prefix: config.NATS_PREFIX },
    'orders service ready',
  );
  return { stop: () => app.close() };
});
