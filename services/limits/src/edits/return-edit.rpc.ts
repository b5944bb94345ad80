import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { changeQuota } from '../change-quota';

/**
 * ReturnEdit (refinement, when a revision failed; issue #14 "a failed revision gives the edit back"): gives a
 * used edit back once; an edit never used, or already given back, changes nothing.
 */
export const returnEditRpc = rpcBinding(LimitsRpc.returnEdit, (r, m, { moduleRef }) =>
  changeQuota(moduleRef, { type: 'ReturnEdit', ownerId: r.ownerId, editId: r.editId }, m),
);
