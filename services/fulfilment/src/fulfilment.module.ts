import { Module, type DynamicModule } from '@nestjs/common';
import type { Pool } from 'pg';
import { FulfilmentEventStream } from '@fabelhaft/contracts';
import type { PostgresEventStore } from '@fabelhaft/eventsourcing';
import type { NatsConnection, Subjects } from '@fabelhaft/messaging';
import type { PrintShop } from '@fabelhaft/printing';
import { type Logger, assertStorageConfig } from '@fabelhaft/service-kit';
import { ServiceKitModule } from '@fabelhaft/service-kit/service';
import { UrlSigner, type ObjectStorage, createObjectStorage } from '@fabelhaft/storage';
import type { FulfilmentConfig } from './fulfilment.config';
import {
  EVENT_STORE,
  JOB_SETTINGS,
  LOGGER,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  PARTNER_GATEWAYS,
  PG_POOL,
  PRINT_JOBS,
  SUBJECTS,
  URL_SIGNER,
} from './fulfilment.di-tokens';
import { fulfilmentPolicies } from './fulfilment.policies';
import { fulfilmentDatabase } from './infrastructure/database';
import { fulfilmentIntegrationMapper } from './infrastructure/fulfilment.relay';
import { partnerGatewaysOf } from './infrastructure/partner-gateways';
import { printJobRepository, type PrintJobRepository } from './infrastructure/print-job.repository';
import type { JobSettings } from './jobs/job-settings';
import { eraseOwnerDataRpc } from './erasure/erase-owner-data.rpc';
import { handleGelatoWebhookRpc } from './partners/handle-gelato-webhook.rpc';
import { PartnerStatusConsumer } from './partners/partner-status.consumer';
import {
  cancelPrintJobRpc,
  getPrintJobRpc,
  listPrintJobsRpc,
  printStepsRpc,
  reprintPrintJobRpc,
} from './support/print-jobs.rpc';

/** Tests pass the storage and a Gelato stand-in's print shop. */
export interface FulfilmentModuleOptions {
  storage?: ObjectStorage;
  gelato?: PrintShop;
}

@Module({})
export class FulfilmentModule {
  static forRoot(config: FulfilmentConfig, options: FulfilmentModuleOptions = {}): Promise<DynamicModule> {
    assertStorageConfig(config);
    const signer = new UrlSigner({ secret: config.ASSET_URL_SECRET, baseUrl: config.BFF_PUBLIC_URL });
    const settings: JobSettings = {
      partnerId: config.PRINT_PARTNER,
      promise: {
        dispatchWorkingDays: config.FULFILMENT_DISPATCH_WORKING_DAYS,
        deliveryMinDays: config.FULFILMENT_DELIVERY_MIN_DAYS,
        deliveryMaxDays: config.FULFILMENT_DELIVERY_MAX_DAYS,
      },
      signer,
      linkTtlSeconds: config.FULFILMENT_FILE_LINK_TTL_SECONDS,
    };
    return ServiceKitModule.forService(FulfilmentModule, {
      name: 'fulfilment',
      config,
      database: fulfilmentDatabase,
      integrationEvents: {
        stream: FulfilmentEventStream,
        map: fulfilmentIntegrationMapper(signer, config.FULFILMENT_FILE_LINK_TTL_SECONDS),
      },
      rpc: [
        listPrintJobsRpc,
        printStepsRpc,
        getPrintJobRpc,
        cancelPrintJobRpc,
        reprintPrintJobRpc,
        handleGelatoWebhookRpc,
        eraseOwnerDataRpc,
      ],
      providers: [
        {
          provide: PRINT_JOBS,
          useFactory: (store: PostgresEventStore) => printJobRepository(store),
          inject: [EVENT_STORE],
        },
        { provide: OBJECT_STORAGE, useValue: options.storage ?? createObjectStorage(config) },
        { provide: URL_SIGNER, useValue: signer },
        { provide: JOB_SETTINGS, useValue: settings },
        { provide: PARTNER_GATEWAYS, useValue: partnerGatewaysOf(config, options.gelato) },
        fulfilmentPolicies,
        {
          provide: PartnerStatusConsumer,
          useFactory: (
            nc: NatsConnection,
            pool: Pool,
            subjects: Subjects,
            jobs: PrintJobRepository,
            logger: Logger,
          ) => new PartnerStatusConsumer(nc, pool, subjects, jobs, logger),
          inject: [NATS_CONNECTION, PG_POOL, SUBJECTS, PRINT_JOBS, LOGGER],
        },
      ],
    });
  }
}
