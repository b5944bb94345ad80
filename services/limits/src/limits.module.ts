import { Module, type DynamicModule } from '@nestjs/common';
import { LimitsEventStream } from '@fabelhaft/contracts';
import type { PostgresEventStore } from '@fabelhaft/eventsourcing';
import { EVENT_STORE, ServiceKitModule } from '@fabelhaft/service-kit/service';
import { limitsDatabase } from './infrastructure/database';
import { mapToIntegrationEvent } from './infrastructure/limits.relay';
import { quotaAccountRepository } from './infrastructure/quota-account.repository';
import { grantPreviewsRpc } from './grants/grant-previews.rpc';
import type { LimitsConfig } from './limits.config';
import { QUOTA_ACCOUNTS, QUOTA_DEFAULTS } from './limits.di-tokens';
import { releasePreviewRpc } from './previews/release-preview.rpc';
import { reservePreviewRpc } from './previews/reserve-preview.rpc';
import { getLimitsRpc } from './read-model/get-limits.rpc';

@Module({})
export class LimitsModule {
  static forRoot(config: LimitsConfig): Promise<DynamicModule> {
    return ServiceKitModule.forService(LimitsModule, {
      name: 'limits',
      config,
      database: limitsDatabase,
      integrationEvents: { stream: LimitsEventStream, map: mapToIntegrationEvent },
      // The service's NATS face: each use case's binding, kept in the use case's folder.
      rpc: [getLimitsRpc, reservePreviewRpc, releasePreviewRpc, grantPreviewsRpc],
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
      ],
    });
  }
}
