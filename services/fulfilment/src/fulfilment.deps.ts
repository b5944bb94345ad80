import type { ModuleRef } from '@nestjs/core';
import type { Pool } from 'pg';
import type { EventStore } from '@fabelhaft/eventsourcing';
import type { Logger } from '@fabelhaft/service-kit';
import {
  EVENT_STORE,
  LOGGER,
  PARTNER_GATEWAYS,
  PG_POOL,
  PRINT_JOBS,
  JOB_SETTINGS,
} from './fulfilment.di-tokens';
import type { PrintJobRepository } from './infrastructure/print-job.repository';
import type { JobSettings } from './jobs/job-settings';
import type { PartnerGateways } from './ports/partner-gateway.port';

/** What the use cases work with; the RPC bindings resolve it from the module and call them directly. */
export interface FulfilmentDeps {
  pool: Pool;
  store: EventStore;
  printJobs: PrintJobRepository;
  gateways: PartnerGateways;
  settings: JobSettings;
  logger: Logger;
}

export function fulfilmentDeps(moduleRef: ModuleRef): FulfilmentDeps {
  const get = <T>(token: symbol) => moduleRef.get<T>(token, { strict: false });
  return {
    pool: get<Pool>(PG_POOL),
    store: get<EventStore>(EVENT_STORE),
    printJobs: get<PrintJobRepository>(PRINT_JOBS),
    gateways: get<PartnerGateways>(PARTNER_GATEWAYS),
    settings: get<JobSettings>(JOB_SETTINGS),
    logger: get<Logger>(LOGGER),
  };
}
