import { RefinementRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { refinementDeps } from '../refinement.deps';
import { confirmRevision } from './confirm-revision';

/** confirm (BFF, POST /books/{bookId}/refine/{sessionId}/confirm): one edit, then the revision is queued. */
export const confirmRevisionRpc = rpcBinding(RefinementRpc.confirm, (r, m, { moduleRef }) =>
  confirmRevision(refinementDeps(moduleRef), r, m),
);
