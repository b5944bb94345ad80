import { OrdersRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { StartCheckout } from './start-checkout';

/** POST /books/{bookId}/checkout, through the BFF. */
export const startCheckoutRpc = rpcBinding(OrdersRpc.startCheckout, (r, m, { moduleRef }) =>
  moduleRef.get(StartCheckout, { strict: false }).execute({ ...r, metadata: m }),
);
