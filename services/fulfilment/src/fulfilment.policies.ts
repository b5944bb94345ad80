import { policiesProvider } from '@fabelhaft/eventsourcing';
import type { JobLogger } from '@fabelhaft/messaging';
import type { ObjectStorage } from '@fabelhaft/storage';
import { FULFILMENT_SCHEMA } from './fulfilment.config';
import {
  JOB_SETTINGS,
  LOGGER,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  PARTNER_GATEWAYS,
  PG_POOL,
  PRINT_JOBS,
  SUBJECTS,
} from './fulfilment.di-tokens';
import type { PrintJobRepository } from './infrastructure/print-job.repository';
import { deliverWhenParcelDelivered } from './jobs/deliver-when-parcel-delivered.policy';
import type { JobSettings } from './jobs/job-settings';
import { makeJobWhenBookApproved } from './jobs/make-job-when-book-approved.policy';
import { rememberOrderWhenPaid } from './jobs/remember-order-when-paid.policy';
import { stopPrintingWhenRefunded } from './jobs/stop-printing-when-refunded.policy';
import type { PartnerGateways } from './ports/partner-gateway.port';

/** What the fulfilment service's policies use besides the transaction, NATS and subjects. */
export interface FulfilmentPolicyDeps {
  printJobs: PrintJobRepository;
  storage: ObjectStorage;
  settings: JobSettings;
  gateways: PartnerGateways;
  logger: JobLogger;
}

/** The fulfilment service's reactions to other services' integration events. */
export const fulfilmentPolicies = policiesProvider<FulfilmentPolicyDeps>({
  service: 'fulfilment',
  schema: FULFILMENT_SCHEMA,
  policies: [
    rememberOrderWhenPaid,
    makeJobWhenBookApproved,
    deliverWhenParcelDelivered,
    stopPrintingWhenRefunded,
  ],
  tokens: { pool: PG_POOL, nc: NATS_CONNECTION, subjects: SUBJECTS, logger: LOGGER },
  deps: {
    printJobs: PRINT_JOBS,
    storage: OBJECT_STORAGE,
    settings: JOB_SETTINGS,
    gateways: PARTNER_GATEWAYS,
    logger: LOGGER,
  },
});
