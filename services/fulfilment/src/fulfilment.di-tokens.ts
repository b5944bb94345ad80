// The kit's connections under the names this service's code injects.
export {
  EVENT_STORE,
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  SERVICE_CONFIG as FULFILMENT_CONFIG,
  SUBJECTS,
} from '@fabelhaft/service-kit/service';
/** The print jobs' event-sourced repository. */
export const PRINT_JOBS = Symbol('PRINT_JOBS');
/** Where the print PDFs are (libs/storage ObjectStorage). */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
/** Signs the partner's file links (libs/storage UrlSigner, the BFF's /assets secret). */
export const URL_SIGNER = Symbol('URL_SIGNER');
/** Hands jobs to partners (`PartnerGateways`). */
export const PARTNER_GATEWAYS = Symbol('PARTNER_GATEWAYS');
/** What the job-making policy needs besides the repository (`JobSettings`). */
export const JOB_SETTINGS = Symbol('JOB_SETTINGS');
