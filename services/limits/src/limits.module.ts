import { Module, type DynamicModule } from '@nestjs/common';
import { LimitsEventStream } from '@fabelhaft/contracts';
import type { PostgresEventStore } from '@fabelhaft/eventsourcing';
import { EVENT_STORE, ServiceKitModule } from '@fabelhaft/service-kit/service';
import { ConsumeEditHandler } from './commands/consume-edit/consume-edit.handler';
import { GrantEditsHandler } from './commands/grant-edits/grant-edits.handler';
import { GrantPreviewsHandler } from './commands/grant-previews/grant-previews.handler';
import { ReleasePreviewHandler } from './commands/release-preview/release-preview.handler';
import { ReservePreviewHandler } from './commands/reserve-preview/reserve-preview.handler';
import { limitsDatabase } from './infrastructure/database';
import { mapToIntegrationEvent } from './infrastructure/limits.relay';
import { limitsRpcBindings } from './infrastructure/limits.rpc-server';
import { quotaAccountRepository } from './infrastructure/quota-account.repository';
import type { LimitsConfig } from './limits.config';
import { QUOTA_ACCOUNTS, QUOTA_DEFAULTS } from './limits.di-tokens';
import { GetLimitsHandler } from './queries/get-limits/get-limits.handler';

@Module({})
export class LimitsModule {
  static forRoot(config: LimitsConfig): Promise<DynamicModule> {
    return ServiceKitModule.forService(LimitsModule, {
      name: 'limits',
      config,
      database: limitsDatabase,
      integrationEvents: { stream: LimitsEventStream, map: mapToIntegrationEvent },
      rpc: limitsRpcBindings,
      providers: [
        {
          provide: QUOTA_ACCOUNTS,
          useFactory: (store: PostgresEventStore) => quotaAccountRepository(store),
          inject: [EVENT_STORE],
        },
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
      ],
    });
  }
}
