import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { createLogger, PinoNestLogger, redactUrl, TRUSTED_PROXIES } from '@fabelhaft/service-kit';
import { AppModule } from './app.module';
import type { BffConfig } from './bff.config';
import { CORRELATION_HEADER, correlationIdOf, correlationMiddleware } from './http/correlation';
import { setupOpenApi } from './http/openapi';

/** issue #27: the response header naming the BFF instance that served the request. */
export const INSTANCE_HEADER = 'X-Fabelhaft-Instance';

/** Builds the BFF (used by main.ts and by the tests, which listen on a free port). */
export async function createBffApp(config: BffConfig): Promise<INestApplication> {
  const logger = createLogger('bff', config.LOG_LEVEL);
  const app = await NestFactory.create(await AppModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger),
    // The webhook routes of later issues verify signatures on the raw body.
    rawBody: true,
  });
  // Behind the ingress, and for the storefront's server-side calls, the sender is a private address and the
  // visitor's address is the one it adds to X-Forwarded-For: per-address rate limits count visitors, not the
  // ingress or the storefront (issue #28: the listen page). A public sender's header is never believed.
  (app.getHttpAdapter().getInstance() as { set(name: string, value: unknown): void }).set(
    'trust proxy',
    TRUSTED_PROXIES,
  );
  // Issue #12: JSON answers allow nothing to run or frame them; only /docs (Swagger UI, inline scripts) and
  // /assets (images and PDFs opened in the browser's viewer) get the looser page policy — never framed either.
  const apiHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", "'unsafe-inline'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'frame-ancestors': ["'none'"],
        // TLS ends in front of the BFF in production; locally it is plain http and must stay so.
        'upgrade-insecure-requests': null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // issue #27: which instance answered (several BFFs behind one Service or the local proxy).
  app.use((_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    res.setHeader(INSTANCE_HEADER, config.INSTANCE_NAME);
    next();
  });
  app.use((req: { path: string }, res: unknown, next: () => void) =>
    (/^\/(docs|assets)(\/|$)/.test(req.path) ? pageHeaders : apiHeaders)(req as never, res as never, next),
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
      // Signed links are credentials: their signatures never reach a log (issue #12).
      serializers: {
        // The query is in the (redacted) url already; its parsed copy would carry the signature again.
        req: (req: { url?: string; query?: unknown }) => ({
          ...req,
          url: redactUrl(req.url),
          query: undefined,
        }),
      },
      autoLogging: { ignore: (req) => req.url?.startsWith('/health') ?? false },
    }),
  );
  setupOpenApi(app);
  app.enableShutdownHooks();
  return app;
}
