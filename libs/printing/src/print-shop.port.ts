import type { BookFormat } from '@fabelhaft/contracts/constants';

/**
 * A printing partner as the fulfilment service needs it (issue #15): submit a print job, cancel it before
 * production, read its status. Adapters: Gelato's order API v4 (`gelato-print-shop.ts`); the NATS partner
 * contract (`partner.<partnerId>.print-job.status`) answers with the same statuses.
 */
export interface PrintShop {
  /**
   * Places the job with the partner. Idempotent by `printJobId`: a job the partner already holds is answered
   * with that order, never placed twice. `status` is what the partner reports right after accepting it.
   */
  submit(job: PrintJobSubmission): Promise<{ partnerJobRef: string; status: PartnerStatus }>;
  /** Cancels before production. `cancelled: false` when the partner refuses because production has begun. */
  cancel(partnerJobRef: string): Promise<{ cancelled: boolean }>;
  /** The partner's current status. Throws `PartnerStatusUnmappedError` for a status the contract has no word for. */
  status(partnerJobRef: string): Promise<PartnerStatusUpdate>;
}

/** The statuses of the partner contract (issue #15, `partner.<partnerId>.print-job.status`). */
export const PARTNER_STATUSES = [
  'received',
  'rejected',
  'in_production',
  'printed',
  'shipped',
  'cancelled',
] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export type PrintFileKind = 'interior' | 'cover';

export interface PrintJobSubmission {
  /** Our print job id; a reprint is a new job with a new id. */
  printJobId: string;
  /** Our order id, shown to the partner as a reference. */
  orderReference: string;
  product: {
    format: BookFormat;
    /** Finished (trimmed) page size in millimetres. */
    trimMm: { w: number; h: number };
    /** Interior pages, without the cover. */
    pageCount: number;
  };
  /** One interior and one cover PDF, each a signed, expiring link with the file's SHA-256 (hex). */
  files: { kind: PrintFileKind; url: string; sha256: string }[];
  quantity: number;
  shippingAddress: ShippingAddress;
  /** ISO 4217; the adapter's default when absent. */
  currency?: string;
}

export interface ShippingAddress {
  name: string;
  line1: string;
  line2?: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  email?: string;
  phone?: string;
}

export interface Parcel {
  /** Lower-case carrier key, e.g. `dhl`, `ups`. */
  carrier: string;
  trackingNumber: string;
  /** The partner's tracking link; empty when the partner gave none. */
  trackingUrl: string;
}

export interface PartnerStatusUpdate {
  printJobId?: string;
  partnerJobRef: string;
  status: PartnerStatus;
  reason?: string;
  parcels?: Parcel[];
  /** ISO 8601. */
  occurredAt: string;
}

export type PrintShopErrorKind =
  /** The job cannot be expressed for this partner (address too long, a file missing); not retryable. */
  | 'invalid_submission'
  /** No configured partner product for the job's format, trim and page count; not retryable. */
  | 'product_not_mapped'
  | 'bad_request'
  | 'unauthorized'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'unexpected_response';

const RETRYABLE: ReadonlySet<PrintShopErrorKind> = new Set([
  'rate_limited',
  'unavailable',
  'timeout',
  'network',
]);

/** The partner refused, could not be reached, or the job cannot be sent to it. */
export class PrintShopError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly kind: PrintShopErrorKind,
    message: string,
    readonly details: {
      statusCode?: number;
      /** The partner's own error code (Gelato: `code` of its error body). */
      partnerCode?: string;
      /** From a 429's Retry-After. */
      retryAfterMs?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'PrintShopError';
    this.retryable = RETRYABLE.has(kind);
  }
}

/** The partner reported a status the contract has no word for; the caller keeps the job where it is. */
export class PartnerStatusUnmappedError extends Error {
  constructor(
    readonly partnerJobRef: string,
    readonly partnerStatus: string,
  ) {
    super(`Partner status "${partnerStatus}" of ${partnerJobRef} has no contract status`);
    this.name = 'PartnerStatusUnmappedError';
  }
}
