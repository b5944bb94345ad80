import { OrdersRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { RefundOrder } from './refund-order';

/** POST /admin/orders/{id}/refund, through the BFF (support only; metadata.userId is the support user). */
export const refundOrderRpc = rpcBinding(OrdersRpc.refundOrder, (r, m, { moduleRef }) =>
  moduleRef.get(RefundOrder, { strict: false }).execute({ ...r, metadata: m }),
);
