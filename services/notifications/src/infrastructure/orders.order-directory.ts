import { ErrorCodes, OrdersRpc } from '@fabelhaft/contracts';
import { RemoteError, type RpcClient } from '@fabelhaft/messaging';
import type { OrderDirectory, OrderFacts } from '../ports/order-facts.port';

/** The order as the orders service answers support's `admin-get-order` (email, invoice and credit note keys). */
export class OrdersOrderDirectory implements OrderDirectory {
  constructor(
    private readonly rpc: RpcClient,
    private readonly timeoutMs: number,
  ) {}

  async find(orderId: string): Promise<OrderFacts | null> {
    try {
      const { order, locale } = await this.rpc.call(OrdersRpc.adminGetOrder, { orderId }, {}, this.timeoutMs);
      return {
        orderId: order.orderId,
        ownerId: order.ownerId,
        email: order.email,
        locale: locale ?? 'de',
        amountTotal: order.amountTotal,
        currency: order.currency,
        invoiceKey: order.invoiceKey,
        items: order.items.map((i) => ({ itemId: i.itemId, bookId: i.bookId, title: i.title })),
        creditNotes: order.creditNotes.map((c) => ({ refundId: c.refundId, amount: c.amount, key: c.key })),
      };
    } catch (e) {
      if (e instanceof RemoteError && e.code === ErrorCodes.ORDERS_NOT_FOUND) return null;
      throw e;
    }
  }
}
