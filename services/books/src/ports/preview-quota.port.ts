import type { QuotaView, RequestMetadata } from '@fabelhaft/contracts';

/**
 * The owner's preview allowance, kept by the limits service (ADR 0002). Refusals arrive as DomainErrors with
 * the limits code unchanged (LIMITS.PREVIEW_QUOTA_EXHAUSTED, "Preview limit reached"); an unreachable
 * limits service as COMMON.UPSTREAM_UNAVAILABLE. Every call is idempotent by book id.
 */
export interface PreviewQuota {
  reserve(ownerId: string, bookId: string, metadata: RequestMetadata): Promise<QuotaView>;
  release(ownerId: string, bookId: string, metadata: RequestMetadata): Promise<QuotaView>;
  get(ownerId: string, metadata: RequestMetadata): Promise<QuotaView>;
}
