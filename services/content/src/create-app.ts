import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { getDataSourceToken } from '@nestjs/typeorm';
import helmet from 'helmet';
import type { DataSource } from 'typeorm';
import { createLogger, PinoNestLogger } from '@fabelhaft/service-kit';
import type { ObjectStorage } from '@fabelhaft/storage';
import type { ContentConfig } from './content.config';
import { COVER_STORAGE } from './content.di-tokens';
import { ContentModule } from './content.module';
import { migrateContent } from './data-source';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { seedPosts } from './seed/seed-posts';

/**
 * The content service (issue #26, ADR 0032): an HTTP app of its own — the public `GET /api/blogs`, support's
 * `/admin/posts`, post covers — on TypeORM in schema `content`. Migrations run on start, then the first
 * start's posts are written once (both safe with several instances starting at once, issue #27). Used by main.ts and by the tests (which listen on a free port).
 */
export async function createContentApp(config: ContentConfig): Promise<INestApplication> {
  const logger = createLogger('content', config.LOG_LEVEL);
  const applied = await migrateContent(config.DATABASE_URL);
  if (applied.length > 0) logger.info({ migrations: applied }, 'content migrations applied');
  const app = await NestFactory.create(ContentModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger),
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", "'unsafe-inline'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      // Covers are shown on the storefront's pages, another origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'no-referrer' },
    }),
  );
  app.enableCors({
    origin: config.CORS_ORIGINS,
    credentials: false,
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['Content-Range', 'ETag'],
    maxAge: 600,
  });
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Fabelhaft content API')
      .setDescription(
        'Blog posts (spec §7 content service): the public GET /api/blogs in the Strapi v4 shape, and the ' +
          "support console's /admin/posts (group `support`). Errors are `{ detail, code }`.",
      )
      .setVersion('1')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Cognito id token' })
      .build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json' });
  app.enableShutdownHooks();
  await app.init();
  if (config.CONTENT_SEED) {
    const written = await seedPosts(
      app.get<DataSource>(getDataSourceToken()),
      app.get<ObjectStorage>(COVER_STORAGE),
    );
    if (written > 0) logger.info({ posts: written }, 'wrote the first start’s blog posts');
  }
  return app;
}
