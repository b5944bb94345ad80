import { Module, type DynamicModule } from '@nestjs/common';
import { LimitsEventStream } from '@fabelhaft/contracts';
import type { PostgresEventStore } from '@fabelhaft/eventsourcing';
import { EVENT_STORE, ServiceKitModule } from '@fabelhaft/service-kit/service';
import { limitsDatabase } from './infrastructure/database';
import { mapToIntegrationEvent } from './infrastructure/limits.relay';
import { quotaAccountRepository } from './infrastructure/quota-account.repository';
import { getCustomerRpc, listCustomersRpc } from './customers/customers.rpc';
import { eraseOwnerDataRpc } from './erasure/erase-owner-data.rpc';
import { consumeEditRpc } from './edits/consume-edit.rpc';
import { returnEditRpc } from './edits/return-edit.rpc';
import { grantEditsRpc } from './grants/grant-edits.rpc';
import { grantPreviewsRpc } from './grants/grant-previews.rpc';
import { limitRequestRepository } from './infrastructure/limit-request.repository';
import {
  getLimitRequestRpc,
  listLimitRequestsRpc,
  listOwnRequestsRpc,
} from './read-model/limit-requests.rpc';
import { approveLimitRequestRpc } from './requests/approve-limit-request.rpc';
import { rejectLimitRequestRpc } from './requests/reject-limit-request.rpc';
import { requestLimitRpc } from './requests/request-limit.rpc';
import type { LimitsConfig } from './limits.config';
import { LIMIT_REQUESTS, QUOTA_ACCOUNTS, QUOTA_DEFAULTS } from './limits.di-tokens';
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
      rpc: [
        getLimitsRpc,
        reservePreviewRpc,
        releasePreviewRpc,
        grantPreviewsRpc,
        grantEditsRpc,
        consumeEditRpc,
        returnEditRpc,
        requestLimitRpc,
        listOwnRequestsRpc,
        listLimitRequestsRpc,
        getLimitRequestRpc,
        approveLimitRequestRpc,
        rejectLimitRequestRpc,
        listCustomersRpc,
        getCustomerRpc,
        eraseOwnerDataRpc,
      ],
      providers: [
        {
          provide: QUOTA_ACCOUNTS,
          useFactory: (store: PostgresEventStore) => quotaAccountRepository(store),
          inject: [EVENT_STORE],
        },
        {
          provide: LIMIT_REQUESTS,
          useFactory: (store: PostgresEventStore) => limitRequestRepository(store),
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
