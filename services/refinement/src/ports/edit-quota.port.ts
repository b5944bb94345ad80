import type { RequestMetadata } from '@fabelhaft/contracts';

/**
 * The owner's edits, kept by the limits service. Both calls are idempotent by edit id (the revision id). None
 * left: a DomainError LIMITS.EDIT_QUOTA_EXHAUSTED ("Edit limit reached", spec §8); an unreachable limits
 * service: COMMON.UPSTREAM_UNAVAILABLE.
 */
export interface EditQuota {
  consume(ownerId: string, editId: string, bookId: string, metadata: RequestMetadata): Promise<void>;
  giveBack(ownerId: string, editId: string, metadata: RequestMetadata): Promise<void>;
}
