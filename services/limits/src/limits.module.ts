import { Module, type DynamicModule, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { connectNats, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { createLogger } from '@fabelhaft/service-kit';
import { ConsumeEditHandler } from './commands/consume-edit/consume-edit.handler';
import { GrantEditsHandler } from './commands/grant-edits/grant-edits.handler';
import { GrantPreviewsHandler } from './commands/grant-previews/grant-previews.handler';
import { ReleasePreviewHandler } from './commands/release-preview/release-preview.handler';
import { ReservePreviewHandler } from './commands/reserve-preview/reserve-preview.handler';
import { openLimitsDatabase } from './infrastructure/database';
import { limitsRelay } from './infrastructure/limits.relay';
import { LimitsRpcServer } from './infrastructure/limits.rpc-server';
import { quotaAccountRepository } from './infrastructure/quota-account.repository';
import type { LimitsConfig } from './limits.config';
import {
  LIMITS_CONFIG,
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  QUOTA_ACCOUNTS,
  QUOTA_DEFAULTS,
  SUBJECTS,
} from './limits.di-tokens';
import { GetLimitsHandler } from './queries/get-limits/get-limits.handler';

@Module({})
export class LimitsModule implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {}

  static async forRoot(config: LimitsConfig): Promise<DynamicModule> {
    const { pool, store } = await openLimitsDatabase(config.DATABASE_URL);
    const nc = await connectNats({ url: config.NATS_URL, name: 'limits-service' });
    const subjects = new Subjects(config.NATS_PREFIX);
    const logger = createLogger('limits', config.LOG_LEVEL);
    return {
      module: LimitsModule,
      imports: [CqrsModule.forRoot()],
      providers: [
        { provide: LIMITS_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: PG_POOL, useValue: pool },
        { provide: NATS_CONNECTION, useValue: nc },
        { provide: SUBJECTS, useValue: subjects },
        { provide: QUOTA_ACCOUNTS, useValue: quotaAccountRepository(store) },
        {
          provide: QUOTA_DEFAULTS,
          useValue: { previewLimit: config.LIMITS_DEFAULT_PREVIEWS, editLimit: config.LIMITS_DEFAULT_EDITS },
        },
        ReservePreviewHandler,
        ReleasePreviewHandler,
        ConsumeEditHandler,
        GrantPreviewsHandler,
        GrantEditsHandler,
        GetLimitsHandler,
        LimitsRpcServer,
        // Starts and stops with the application (it carries Nest's lifecycle hook names).
        { provide: 'RELAY', useValue: limitsRelay(pool, nc, subjects, config.DATABASE_URL, logger) },
      ],
    };
  }

  // Runs after the providers' own shutdown hooks (the RPC server drains, the relay stops).
  async onApplicationShutdown(): Promise<void> {
    await this.nc.drain().catch(() => undefined);
    await this.pool.end();
  }
}
