import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { createLogger, PinoNestLogger } from '@fabelhaft/service-kit';
import { AppModule } from './app.module';
import type { BffConfig } from './bff.config';
import { CORRELATION_HEADER, correlationIdOf, correlationMiddleware } from './http/correlation';
import { setupOpenApi } from './http/openapi';

/** Builds the BFF (used by main.ts and by the tests, which listen on a free port). */
export async function createBffApp(config: BffConfig): Promise<INestApplication> {
  const logger = createLogger('bff', config.LOG_LEVEL);
  const app = await NestFactory.create(await AppModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger),
    // The webhook routes of later issues verify signatures on the raw body.
    rawBody: true,
  });
  app.use(
    helmet({
      // /docs (Swagger UI) needs inline styles and scripts; everything else is JSON.
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", "'unsafe-inline'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          // TLS ends in front of the BFF in production; locally it is plain http and must stay so.
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  app.enableCors({
    origin: config.CORS_ORIGINS,
    credentials: false,
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', CORRELATION_HEADER],
    exposedHeaders: [CORRELATION_HEADER, 'Content-Range'],
    maxAge: 600,
  });
  // First the correlation id (taken or made, echoed, kept in async context), then the request log that carries it.
  app.use(correlationMiddleware);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => correlationIdOf(req as never),
      customProps: (req) => ({ correlationId: req.id }),
      autoLogging: { ignore: (req) => req.url?.startsWith('/health') ?? false },
    }),
  );
  setupOpenApi(app);
  app.enableShutdownHooks();
  return app;
}
