import { RefinementRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { refinementDeps } from '../refinement.deps';
import { sendMessage } from './send-message';

/** sendMessage (BFF, POST /books/{bookId}/refine/{sessionId}/messages). */
export const sendMessageRpc = rpcBinding(RefinementRpc.sendMessage, (r, m, { moduleRef }) =>
  sendMessage(refinementDeps(moduleRef), r, m),
);
