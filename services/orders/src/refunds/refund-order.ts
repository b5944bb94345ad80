import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import type { z } from 'zod';
import {
  DomainError,
  ErrorCodes,
  type AdminOrderDetail,
  type OrdersRpc,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import type { EventStore } from '@fabelhaft/eventsourcing';
import { PaymentProviderError, type PaymentProvider } from '@fabelhaft/payments';
import type { Order, RefundState } from '../domain/order';
import { refundOfRequest } from '../domain/order-refund.decide';
import { invalidTransition, orderNotFound } from '../domain/order.errors';
import type { OrderRepository } from '../infrastructure/order.repository';
import { EVENT_STORE, LOGGER, ORDERS, PAYMENT_PROVIDER, PG_POOL } from '../orders.di-tokens';
import { orderDetail } from '../support/order-detail';

export type RefundOrderInput = z.output<typeof OrdersRpc.refundOrder.request> & { metadata: RequestMetadata };

/**
 * RefundOrder (issue #13): support gives back some or all items of a paid order. Claim → call → record, as
 * StartCheckout does (ADR 0011), with no lock or transaction held while the provider is called:
 * 1. OrderRefundRequested takes the items and fixes the amount (the decider refuses items already taken: 409);
 *    the stream's optimistic concurrency lets only one of two concurrent refunds of the same items claim them;
 * 2. the provider refund, idempotent by `refund-<refundId>`: a retry returns the same refund, never a second;
 * 3. OrderRefunded (→ refunded / partially_refunded; the credit note job follows) or, when the provider
 *    refuses, OrderRefundFailed, which frees the items again.
 * The same request id answers with the same refund. A claim left open (a crash, a provider timeout) is
 * finished by the next refund call on the order, with the same key, so it never pays back twice.
 */
@Injectable()
export class RefundOrder {
  constructor(
    @Inject(ORDERS) private readonly orders: OrderRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(c: RefundOrderInput): Promise<AdminOrderDetail> {
    const { orderId, metadata } = c;
    let { state } = await this.orders.load(orderId);
    if (state.status === 'none') throw orderNotFound();
    if (!state.payment?.paymentIntentId) throw invalidTransition('without a card payment', 'refund');

    // Claims another request left open are finished first: their items are taken until then.
    for (const open of state.refunds.filter((r) => r.status === 'requested' && r.requestId !== c.requestId)) {
      state = await this.settle(state, open, metadata);
    }
    let refund = refundOfRequest(state, c.requestId);
    if (!refund) {
      const refundId = randomUUID();
      ({ state } = await this.orders.handle(
        orderId,
        {
          type: 'RequestRefund',
          orderId,
          refundId,
          requestId: c.requestId,
          itemIds: c.itemIds,
          reason: c.reason,
        },
        metadata,
      ));
      // A concurrent call with the same request id may have claimed first: its refund is this one.
      refund = refundOfRequest(state, c.requestId)!;
    }
    if (refund.status === 'requested') await this.settle(state, refund, metadata);
    return orderDetail(this.pool, this.store, (id) => this.orders.load(id), orderId);
  }

  /** Steps 2 and 3 for one claimed refund; answers the order after it. */
  private async settle(state: Order, refund: RefundState, metadata: RequestMetadata): Promise<Order> {
    const { orderId } = state;
    const { refundId } = refund;
    try {
      const done = await this.payments.refund({
        paymentIntentId: state.payment!.paymentIntentId!,
        amount: refund.amount,
        idempotencyKey: `refund-${refundId}`,
        metadata: { order_id: orderId, refund_id: refundId },
      });
      if (done.status === 'failed' || done.status === 'canceled') {
        return await this.fail(
          orderId,
          refundId,
          `The provider's refund ${done.id} is ${done.status}`,
          metadata,
        );
      }
      const result = await this.orders.handle(
        orderId,
        { type: 'RecordRefund', orderId, refundId, providerRefundId: done.id },
        metadata,
      );
      this.logger.info({ orderId, refundId, amount: refund.amount, by: metadata.userId }, 'order refunded');
      return result.state;
    } catch (e) {
      if (!(e instanceof PaymentProviderError)) throw e;
      this.logger.error({ err: e, orderId, refundId }, 'payment provider refused or failed a refund');
      // Slow or unreachable: the claim stays, and the next call retries it under the same key.
      if (e.retryable) {
        throw new DomainError(
          ErrorCodes.PAYMENTS_PROVIDER_UNAVAILABLE,
          'The payment provider could not be reached. Please try the refund again.',
        );
      }
      await this.fail(orderId, refundId, e.message, metadata);
      throw new DomainError(
        ErrorCodes.PAYMENTS_PROVIDER_ERROR,
        `The payment provider refused the refund: ${e.message}`,
      );
    }
  }

  private async fail(
    orderId: string,
    refundId: string,
    failure: string,
    metadata: RequestMetadata,
  ): Promise<Order> {
    const result = await this.orders.handle(
      orderId,
      { type: 'RecordRefundFailed', orderId, refundId, failure },
      metadata,
    );
    return result.state;
  }
}
