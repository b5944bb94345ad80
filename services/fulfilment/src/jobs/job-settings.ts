import type { UrlSigner } from '@fabelhaft/storage';
import type { PromiseConfig } from '../domain/print-product';

/** What making a job needs besides the repository and the storage. */
export interface JobSettings {
  /** PRINT_PARTNER: where new jobs go. */
  partnerId: string;
  promise: PromiseConfig;
  signer: UrlSigner;
  linkTtlSeconds: number;
}
