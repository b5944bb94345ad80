import { OrdersRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { HandlePaymentWebhook } from './handle-payment-webhook';

/** The provider's webhook, forwarded by the BFF with its raw body and signature header. */
export const handlePaymentWebhookRpc = rpcBinding(OrdersRpc.handleWebhook, (r, m, { moduleRef }) =>
  moduleRef.get(HandlePaymentWebhook, { strict: false }).execute(r.payload, r.signature, m),
);
