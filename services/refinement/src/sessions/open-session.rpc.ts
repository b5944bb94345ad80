import { RefinementRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { refinementDeps } from '../refinement.deps';
import { openSession } from './open-session';

/** openSession (BFF, POST /books/{bookId}/refine/sessions): resume the open session or open one. */
export const openSessionRpc = rpcBinding(RefinementRpc.openSession, (r, m, { moduleRef }) =>
  openSession(refinementDeps(moduleRef), r, m),
);
