import { z } from 'zod';
import { rpc } from './envelope';

const OwnerId = z.string().min(1).max(128);
const BookId = z.string().min(1).max(128);

export const QuotaView = z.object({
  ownerId: OwnerId,
  previewLimit: z.number().int(),
  previewRemaining: z.number().int(),
  editLimit: z.number().int(),
  editRemaining: z.number().int(),
});
export type QuotaView = z.infer<typeof QuotaView>;

/**
 * The limits service's request/reply operations (subjects `rpc.limits.<name>`). Reservations are
 * idempotent by book id, grants by grant id, so a retried request changes nothing. Consuming and granting
 * edits are decided by the QuotaAccount but have no RPC until a caller (refinement, the admin console)
 * exists (issue #10: no RPC that only tests call).
 */
export const LimitsRpc = {
  getLimits: rpc('rpc.limits.get-limits', z.object({ ownerId: OwnerId }), QuotaView),
  reservePreview: rpc(
    'rpc.limits.reserve-preview',
    z.object({ ownerId: OwnerId, bookId: BookId }),
    QuotaView,
  ),
  releasePreview: rpc(
    'rpc.limits.release-preview',
    z.object({ ownerId: OwnerId, bookId: BookId }),
    QuotaView,
  ),
  grantPreviews: rpc(
    'rpc.limits.grant-previews',
    z.object({
      ownerId: OwnerId,
      grantId: z.string().min(1).max(128),
      count: z.number().int().min(1).max(1000),
    }),
    QuotaView,
  ),
} as const;
