import { OrdersRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { CancelCheckout } from './cancel-checkout';

/** POST /books/{bookId}/checkout/cancel, through the BFF (issue #24). */
export const cancelCheckoutRpc = rpcBinding(OrdersRpc.cancelCheckout, (r, m, { moduleRef }) =>
  moduleRef.get(CancelCheckout, { strict: false }).execute({ ...r, metadata: m }),
);
