import {
  Controller,
  Get,
  Inject,
  Module,
  ServiceUnavailableException,
  type DynamicModule,
} from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import { TypeOrmModule, getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuthModule, JwtAuthGuard, Public, RolesGuard } from '@fabelhaft/auth';
import { assertStorageConfig, StorableTextInterceptor, type Logger } from '@fabelhaft/service-kit';
import { type ObjectStorage, createObjectStorage } from '@fabelhaft/storage';
import type { ContentConfig } from './content.config';
import { CONTENT_CONFIG, COVER_STORAGE, LOGGER, POSTS } from './content.di-tokens';
import { contentDataSourceOptions } from './data-source';
import { COVERS_PREFIX } from './media/covers';
import { MediaController } from './media/media.controller';
import { AdminPostsController } from './posts/admin-posts.controller';
import { BlogsController } from './posts/blogs.controller';
import { PostsService } from './posts/posts.service';

@ApiExcludeController()
@Controller('health')
class HealthController {
  constructor(@Inject(getDataSourceToken()) private readonly db: DataSource) {}

  @Public()
  @Get(['live', ''])
  live() {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  async ready() {
    try {
      await this.db.query('select 1');
      return { status: 'ok', postgres: 'ok' };
    } catch {
      throw new ServiceUnavailableException({ detail: 'Postgres unreachable', code: 'CONTENT.UNAVAILABLE' });
    }
  }
}

@Module({})
export class ContentModule {
  static forRoot(config: ContentConfig, logger: Logger): DynamicModule {
    assertStorageConfig(config);
    const publicUrl = config.CONTENT_PUBLIC_URL.replace(/\/+$/, '');
    return {
      module: ContentModule,
      imports: [
        TypeOrmModule.forRoot({
          ...contentDataSourceOptions(config.DATABASE_URL, (err) =>
            logger.warn({ err }, 'Postgres connection lost; the pool makes a new one'),
          ),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        AuthModule.forRoot({
          issuer: config.COGNITO_ISSUER,
          audience: config.COGNITO_CLIENT_ID,
          jwksUri: config.COGNITO_JWKS_URI,
        }),
      ],
      controllers: [BlogsController, AdminPostsController, MediaController, HealthController],
      providers: [
        { provide: CONTENT_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: COVER_STORAGE, useValue: createObjectStorage(config) },
        {
          provide: POSTS,
          useFactory: (db: DataSource, storage: ObjectStorage) =>
            new PostsService(
              db,
              (key) => `${publicUrl}/api/media/covers/${key.slice(COVERS_PREFIX.length)}`,
              storage,
              logger,
            ),
          inject: [getDataSourceToken(), COVER_STORAGE],
        },
        // Every route needs a verified token unless marked @Public(); @Roles(support) on the admin routes.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        // issue #27: text Postgres cannot store is a 400, never a 500 (as in the BFF).
        // German when Accept-Language asks for it, else English.
        { provide: APP_INTERCEPTOR, useValue: new StorableTextInterceptor() },
      ],
    };
  }
}
