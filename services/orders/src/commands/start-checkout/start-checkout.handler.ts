import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { PaymentProviderError, type CheckoutSession, type PaymentProvider } from '@fabelhaft/payments';
import type { BookCatalog, OrderableBook } from '../../book-catalog.port';
import { samePricing, type Order, type Pricing } from '../../domain/order';
import {
  alreadyPaid,
  checkoutNotAllowed,
  formatNotAvailable,
  orderNotFound,
  paymentInProgress,
} from '../../domain/order.errors';
import { checkoutFormatOf, priceOrder, type PriceList } from '../../domain/pricing';
import type { OrderRepository } from '../../infrastructure/order.repository';
import type { OrdersConfig } from '../../orders.config';
import {
  BOOK_CATALOG,
  LOGGER,
  ORDERS,
  ORDERS_CONFIG,
  PAYMENT_PROVIDER,
  PG_POOL,
} from '../../orders.di-tokens';
import { findOrderOfBook } from '../../queries/list-orders/order.projection';
import { StartCheckoutCommand, type CheckoutStarted } from './start-checkout.command';

/** An open session is reused only while the customer still has this long to pay on it. */
const REUSE_MIN_REMAINING_MS = 10 * 60_000;

const ITEM_TEXTS = {
  de: {
    booklet: 'Heft (Rückstichheftung)',
    board: 'Pappbilderbuch',
    untitled: 'Dein Buch',
    description: 'Personalisiertes, illustriertes Kinderbuch – gedruckt in der EU',
  },
  en: {
    booklet: 'Booklet (saddle stitch)',
    board: 'Board book',
    untitled: 'Your book',
    description: 'Personalised, illustrated children’s book – printed in the EU',
  },
} as const;

/**
 * StartCheckout (issue #5): only the owner of a completed preview; one open order per book. The book's
 * checkouts are serialised by an advisory lock, so two concurrent clicks make one order: the second reuses
 * the first's session, or replaces it when the price changed (another coupon) or it is about to expire.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand, CheckoutStarted> {
  private readonly prices: PriceList;

  constructor(
    @Inject(ORDERS) private readonly orders: OrderRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(BOOK_CATALOG) private readonly books: BookCatalog,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.prices = {
      currency: config.ORDER_CURRENCY,
      vatRatePercent: config.ORDER_VAT_RATE_PERCENT,
      unitAmounts: { booklet: config.ORDER_PRICE_BOOKLET, board: config.ORDER_PRICE_BOARD },
      coupons: config.ORDER_COUPONS,
    };
  }

  async execute(c: StartCheckoutCommand): Promise<CheckoutStarted> {
    const book = await this.books.findOwnedBook(c.ownerId, c.bookId, c.metadata);
    if (!book) throw new DomainError(ErrorCodes.BOOKS_NOT_FOUND, ErrorTexts[ErrorCodes.BOOKS_NOT_FOUND]);
    if (book.previewStatus !== 'completed') throw checkoutNotAllowed();
    // spec §5: board when the book's format is board, else booklet.
    const format = checkoutFormatOf(book.format);
    if (c.format && c.format !== format) throw formatNotAvailable(format);

    return this.withBookLock(book.bookId, async () => {
      const existing = await findOrderOfBook(this.pool, book.bookId);
      if (existing && existing.ownerId !== c.ownerId) throw orderNotFound();
      if (existing && existing.status !== 'created' && existing.status !== 'requires_payment') {
        throw alreadyPaid();
      }
      const orderId = existing?.orderId ?? randomUUID();
      const current = existing ? (await this.orders.load(orderId)).state : null;
      if (current && current.paymentStatus === 'pending' && !current.session) throw paymentInProgress();

      const pricing = priceOrder(
        [
          {
            itemId: `${orderId}-1`,
            bookId: book.bookId,
            title: book.title,
            coverKey: book.coverKey,
            format,
            quantity: 1,
          },
        ],
        c.couponCode ?? null,
        this.prices,
      );
      if (current?.session && samePricing(current, pricing) && this.stillOpen(current)) {
        return started(orderId, current.session.sessionId, current.session.url);
      }
      const session = await this.openSession(
        orderId,
        c,
        book,
        pricing,
        (current?.sessionIds.length ?? 0) + 1,
      );
      const ref = {
        sessionId: session.id,
        url: session.url ?? '',
        expiresAt: session.expiresAt ? new Date(session.expiresAt * 1000).toISOString() : null,
      };
      await this.orders.handle(
        orderId,
        current
          ? { type: 'ReplaceCheckoutSession', orderId, pricing, session: ref }
          : { type: 'CreateOrder', orderId, ownerId: c.ownerId, locale: c.locale, pricing, session: ref },
        { ...c.metadata, userId: c.ownerId },
      );
      // Only now: the provider announces the expiry at once, and the order must already know the new session
      // (an expiry of the open session cancels the order; one of a replaced session changes nothing).
      if (current?.session) await this.expireQuietly(current.session.sessionId);
      return started(orderId, ref.sessionId, ref.url);
    });
  }

  private stillOpen(order: Order): boolean {
    const expiresAt = order.session?.expiresAt ? Date.parse(order.session.expiresAt) : Infinity;
    return expiresAt - Date.now() > REUSE_MIN_REMAINING_MS;
  }

  private async openSession(
    orderId: string,
    c: StartCheckoutCommand,
    book: OrderableBook,
    pricing: Pricing,
    sessionNumber: number,
  ): Promise<CheckoutSession> {
    const texts = ITEM_TEXTS[c.locale];
    const back = (outcome: 'success' | 'cancel') =>
      `${this.config.STOREFRONT_URL}/checkout/${outcome}?book_id=${encodeURIComponent(book.bookId)}`;
    try {
      const session = await this.payments.createCheckoutSession({
        orderId,
        metadata: { order_id: orderId, book_id: book.bookId, owner_id: c.ownerId },
        customerEmail: c.customerEmail,
        currency: pricing.currency,
        lineItems: pricing.items.map((item) => ({
          name: `${item.title ?? texts.untitled} – ${texts[item.format]}`,
          description: texts.description,
          unitAmount: item.unitAmount,
          quantity: item.quantity,
        })),
        successUrl: back('success'),
        cancelUrl: back('cancel'),
        // A coupon given here is already in the prices; otherwise the customer may type a promotion code.
        allowPromotionCodes: pricing.couponCode === null,
        shippingCountries: this.config.ORDER_SHIPPING_COUNTRIES,
        locale: c.locale,
        // The same order and attempt never opens two sessions, even when this call is retried.
        idempotencyKey: `checkout-${orderId}-${sessionNumber}`,
        expiresAt: new Date(Date.now() + this.config.CHECKOUT_SESSION_TTL_MINUTES * 60_000),
      });
      if (!session.url) throw new PaymentProviderError('checkout session without a url', false);
      return session;
    } catch (e) {
      if (e instanceof PaymentProviderError) {
        this.logger.error(
          { err: e, orderId },
          'payment provider refused or failed to open a checkout session',
        );
        throw new DomainError(
          ErrorCodes.PAYMENTS_PROVIDER_ERROR,
          ErrorTexts[ErrorCodes.PAYMENTS_PROVIDER_ERROR],
        );
      }
      throw e;
    }
  }

  /** The replaced session should no longer take money; if it still does, the webhook books it (decide). */
  private async expireQuietly(sessionId: string): Promise<void> {
    await this.payments.expireCheckoutSession(sessionId).catch((err: unknown) => {
      this.logger.warn({ err, sessionId }, 'could not expire a replaced checkout session');
    });
  }

  /** Serialises the checkouts of one book across every instance of this service (a Postgres advisory lock). */
  private async withBookLock<T>(bookId: string, fn: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [`orders.checkout:${bookId}`]);
      try {
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [`orders.checkout:${bookId}`]);
      }
    } finally {
      client.release();
    }
  }
}

function started(orderId: string, sessionId: string, checkoutUrl: string): CheckoutStarted {
  return { orderId, sessionId, checkoutUrl, paymentStatus: 'pending' };
}
