import { OrdersRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { HandlePaymentWebhookCommand } from '../commands/handle-payment-webhook/handle-payment-webhook.command';
import { StartCheckoutCommand } from '../commands/start-checkout/start-checkout.command';
import { ListOrdersQuery } from '../queries/list-orders/list-orders.query';

/** The service's NATS face: each contract of OrdersRpc bound to its use case (the kit serves them). */
export const ordersRpcBindings = [
  rpcBinding(OrdersRpc.startCheckout, (r, m, { commands }) =>
    commands.execute(
      new StartCheckoutCommand(r.ownerId, r.bookId, r.format, r.couponCode, r.locale, r.customerEmail, m),
    ),
  ),
  rpcBinding(OrdersRpc.listOrders, (r, _m, { queries }) => queries.execute(new ListOrdersQuery(r.ownerId))),
  rpcBinding(OrdersRpc.handleWebhook, (r, m, { commands }) =>
    commands.execute(new HandlePaymentWebhookCommand(r.payload, r.signature, m)),
  ),
];
