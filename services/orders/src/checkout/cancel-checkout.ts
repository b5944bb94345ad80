import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import type { z } from 'zod';
import {
  DomainError,
  ErrorCodes,
  ErrorTexts,
  type OrdersRpc,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import { withTransaction } from '@fabelhaft/eventsourcing';
import { PaymentProviderError, type CheckoutSession, type PaymentProvider } from '@fabelhaft/payments';
import { orderNotFound } from '../domain/order.errors';
import type { OrderRepository } from '../infrastructure/order.repository';
import { LOGGER, ORDERS, PAYMENT_PROVIDER, PG_POOL } from '../orders.di-tokens';
import { findOrderOfBook } from '../read-model/order.projection';
import { lockBookCheckout } from './checkout-attempts';

export type CancelCheckoutInput = z.output<typeof OrdersRpc.cancelCheckout.request> & {
  metadata: RequestMetadata;
};
export type CheckoutCancelled = z.output<typeof OrdersRpc.cancelCheckout.response>;

/**
 * CancelCheckout (issue #24): the customer came back through the hosted checkout's cancel link (spec §2 cancel
 * page). Stripe keeps a session open until it expires (an hour here), so the book would say "payment in
 * progress" all that time; instead the open session is expired at the provider and the order cancelled at once
 * — the book is then ready for a new checkout (a new order). The provider's own `checkout.session.expired`
 * that follows changes nothing. A session the customer paid on after all (another tab) is left to its webhook.
 * Like StartCheckout, nothing is held while the provider is called (ADR 0011).
 */
@Injectable()
export class CancelCheckout {
  constructor(
    @Inject(ORDERS) private readonly orders: OrderRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(c: CancelCheckoutInput): Promise<CheckoutCancelled> {
    const open = await withTransaction(this.pool, async (tx) => {
      await lockBookCheckout(tx, c.bookId);
      const existing = await findOrderOfBook(tx, c.bookId);
      if (!existing) return { kind: 'none' as const };
      if (existing.ownerId !== c.ownerId) throw orderNotFound();
      const order = (await this.orders.load(existing.orderId, tx)).state;
      if (order.paymentStatus === 'success') return { kind: 'paid' as const };
      // The customer finished the hosted page with a delayed method: the money may still arrive.
      if (order.paymentStatus === 'pending' && !order.session) return { kind: 'delayed' as const };
      if (order.status !== 'requires_payment' || !order.session) return { kind: 'none' as const };
      return { kind: 'open' as const, orderId: order.orderId, sessionId: order.session.sessionId };
    });
    if (open.kind === 'paid') return { paymentStatus: 'success' };
    if (open.kind === 'delayed') return { paymentStatus: 'pending' };
    if (open.kind === 'none') return { paymentStatus: 'none' };

    let session: CheckoutSession;
    try {
      session = await this.payments.expireCheckoutSession(open.sessionId);
    } catch (e) {
      if (!(e instanceof PaymentProviderError)) throw e;
      this.logger.error({ err: e, orderId: open.orderId }, 'could not expire a cancelled checkout session');
      throw new DomainError(
        ErrorCodes.PAYMENTS_PROVIDER_UNAVAILABLE,
        ErrorTexts[ErrorCodes.PAYMENTS_PROVIDER_UNAVAILABLE],
      );
    }
    if (session.status === 'complete') {
      // Paid in another tab after all: the webhook books it.
      return { paymentStatus: session.paymentStatus === 'paid' ? 'success' : 'pending' };
    }
    await withTransaction(this.pool, async (tx) => {
      await lockBookCheckout(tx, c.bookId);
      // Only the order's open session: a checkout started meanwhile has a new one, which this leaves alone.
      await this.orders.handle(
        open.orderId,
        { type: 'RecordCheckoutExpired', orderId: open.orderId, sessionId: open.sessionId },
        { ...c.metadata, userId: c.ownerId },
        tx,
      );
    });
    this.logger.info({ orderId: open.orderId, bookId: c.bookId }, 'checkout cancelled by the customer');
    return { paymentStatus: 'none' };
  }
}
