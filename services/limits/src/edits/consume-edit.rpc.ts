import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { changeQuota } from '../change-quota';

/**
 * ConsumeEdit (refinement, when a parent confirms a plan; issue #14): one edit per edit id, the refinement's
 * revision id, so a retried or concurrent confirm uses one. None left: LIMITS.EDIT_QUOTA_EXHAUSTED
 * ("Edit limit reached", spec §8) and nothing changes.
 */
export const consumeEditRpc = rpcBinding(LimitsRpc.consumeEdit, (r, m, { moduleRef }) =>
  changeQuota(moduleRef, { type: 'ConsumeEdit', ownerId: r.ownerId, editId: r.editId, bookId: r.bookId }, m),
);
