import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import type { z } from 'zod';
import {
  DomainError,
  ErrorCodes,
  ErrorTexts,
  type BookFormat,
  type OrdersRpc,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import { withTransaction } from '@fabelhaft/eventsourcing';
import { FORMAT_NAMES } from '@fabelhaft/contracts/constants';
import {
  PaymentProviderError,
  type CheckoutCoupon,
  type CheckoutSession,
  type PaymentProvider,
} from '@fabelhaft/payments';
import type { BookCatalog, OrderableBook } from '../ports/book-catalog.port';
import { samePricing, type Order, type Pricing } from '../domain/order';
import {
  alreadyPaid,
  checkoutNotAllowed,
  formatNotAvailable,
  orderNotFound,
  paymentInProgress,
} from '../domain/order.errors';
import { checkoutFormatOf, priceOrder, type PriceList } from '../domain/pricing';
import type { OrderRepository } from '../infrastructure/order.repository';
import type { OrdersConfig } from '../orders.config';
import { BOOK_CATALOG, LOGGER, ORDERS, ORDERS_CONFIG, PAYMENT_PROVIDER, PG_POOL } from '../orders.di-tokens';
import { findOrderOfBook } from '../read-model/order.projection';
import {
  attemptInFlight,
  claimAttempt,
  lockBookCheckout,
  releaseAttempt,
  type CheckoutAttempt,
} from './checkout-attempts';

/** An open session is reused only while the customer still has this long to pay on it. */
const REUSE_MIN_REMAINING_MS = 10 * 60_000;
/** How often a caller waiting for another's provider call looks again. */
const WAIT_POLL_MS = 100;
/** Beyond the provider's own worst case (timeout × attempts): its retry backoff and the two transactions. */
const CLAIM_MARGIN_MS = 3000;

/** The RPC's request with the caller's metadata: the use case's whole input. */
export type StartCheckoutInput = z.output<typeof OrdersRpc.startCheckout.request> & {
  metadata: RequestMetadata;
};
export type CheckoutStarted = z.input<typeof OrdersRpc.startCheckout.response>;

/** The hosted page's line item: the book's title and its format by the one name every surface uses (issue #24). */
const ITEM_TEXTS = {
  de: {
    ...FORMAT_NAMES.de,
    untitled: 'Dein Buch',
    description: 'Personalisiertes, illustriertes Kinderbuch – gedruckt in der EU',
  },
  en: {
    ...FORMAT_NAMES.en,
    untitled: 'Your book',
    description: 'Personalised, illustrated children’s book – printed in the EU',
  },
} as const;

/**
 * issue #24: the provider's coupon for a code. Its id names the percentage: a coupon cannot change at the
 * provider, so another percentage in ORDER_COUPONS makes another coupon instead of reusing the old one.
 */
export function providerCoupon(code: string, percentOff: number): CheckoutCoupon {
  return { id: `FH-${code}-${percentOff}`, name: code, percentOff };
}

/**
 * StartCheckout (issue #5): only the owner of a completed preview; one open order per book. The book's
 * checkout decisions are serialised by an advisory lock held only for two short transactions (ADR 0011): a
 * claim in `checkout_attempts` stands for the provider call in between, so two concurrent clicks make one
 * order: the second waits for the first's session and reuses it, or replaces it when the price changed
 * (another coupon) or it is about to expire. No connection is held while the provider is called.
 */
@Injectable()
export class StartCheckout {
  private readonly prices: PriceList;
  /** How long a claimed provider call may take before another caller may take over. */
  private readonly claimTtlMs: number;

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
    this.claimTtlMs = config.STRIPE_TIMEOUT_MS * (config.STRIPE_MAX_NETWORK_RETRIES + 1) + CLAIM_MARGIN_MS;
  }

  async execute(c: StartCheckoutInput): Promise<CheckoutStarted> {
    const book = await this.books.findOwnedBook(c.ownerId, c.bookId, c.metadata);
    if (!book) throw new DomainError(ErrorCodes.BOOKS_NOT_FOUND, ErrorTexts[ErrorCodes.BOOKS_NOT_FOUND]);
    if (book.previewStatus !== 'completed') throw checkoutNotAllowed();
    // spec §5: board when the book's format is board, else booklet.
    const format = checkoutFormatOf(book.format);
    if (c.format && c.format !== format) throw formatNotAvailable(format);

    // A caller that finds another's provider call under way waits for its answer and reuses it; the claim
    // lapses after claimTtlMs, so this loop ends by then at the latest.
    const giveUpAt = Date.now() + this.claimTtlMs + WAIT_POLL_MS;
    for (;;) {
      const plan = await this.plan(c, book, format);
      if (plan.kind === 'reuse') return plan.started;
      if (plan.kind === 'open') return this.open(c, book, plan);
      if (Date.now() > giveUpAt) throw providerUnavailable();
      await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
    }
  }

  /**
   * Transaction 1 (ADR 0011), short: under the book's lock, decide whether the open session can be reused,
   * whether another caller is opening one right now, or claim the next provider call for this caller.
   */
  private plan(c: StartCheckoutInput, book: OrderableBook, format: BookFormat): Promise<Plan> {
    return withTransaction(this.pool, async (tx) => {
      await lockBookCheckout(tx, book.bookId);
      const existing = await findOrderOfBook(tx, book.bookId);
      if (existing && existing.ownerId !== c.ownerId) throw orderNotFound();
      if (existing && existing.status !== 'created' && existing.status !== 'requires_payment') {
        throw alreadyPaid();
      }
      const orderId = existing?.orderId ?? randomUUID();
      const current = existing ? (await this.orders.load(orderId, tx)).state : null;
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
        return { kind: 'reuse', started: started(orderId, current.session.sessionId, current.session.url) };
      }
      if (await attemptInFlight(tx, book.bookId)) return { kind: 'wait' };
      const claim = await claimAttempt(tx, book.bookId, orderId, this.claimTtlMs);
      return { kind: 'open', claim, current, pricing };
    });
  }

  /**
   * The provider call, with no connection, lock or transaction held, then transaction 2 (short) records the
   * session. A failure at either step ends the claim and leaves no order behind.
   */
  private async open(c: StartCheckoutInput, book: OrderableBook, plan: OpenPlan): Promise<CheckoutStarted> {
    const { claim, current, pricing } = plan;
    const { orderId } = claim;
    let session: CheckoutSession;
    try {
      session = await this.openSession(orderId, c, book, pricing, claim.attempt);
    } catch (e) {
      await this.endClaim(book.bookId, claim.attempt);
      throw e;
    }
    const ref = {
      sessionId: session.id,
      url: session.url ?? '',
      expiresAt: session.expiresAt ? new Date(session.expiresAt * 1000).toISOString() : null,
    };
    try {
      await withTransaction(this.pool, async (tx) => {
        await lockBookCheckout(tx, book.bookId);
        // Our claim lapsed and another caller took over: its session is the one to keep.
        if (!(await releaseAttempt(tx, book.bookId, claim.attempt))) throw providerUnavailable();
        await this.orders.handle(
          orderId,
          current
            ? { type: 'ReplaceCheckoutSession', orderId, pricing, session: ref }
            : { type: 'CreateOrder', orderId, ownerId: c.ownerId, locale: c.locale, pricing, session: ref },
          { ...c.metadata, userId: c.ownerId },
          tx,
        );
      });
    } catch (e) {
      await this.endClaim(book.bookId, claim.attempt);
      // Nothing records this session, so nobody may pay on it.
      await this.expireQuietly(session.id);
      throw e;
    }
    // Only now: the provider announces the expiry at once, and the order must already know the new session
    // (an expiry of the open session cancels the order; one of a replaced session changes nothing).
    if (current?.session) await this.expireQuietly(current.session.sessionId);
    return started(orderId, ref.sessionId, ref.url);
  }

  /** Lets the next caller try at once instead of waiting for the claim to lapse. */
  private async endClaim(bookId: string, attempt: number): Promise<void> {
    await releaseAttempt(this.pool, bookId, attempt).catch((err: unknown) => {
      this.logger.warn({ err, bookId }, 'could not end a checkout claim; it lapses on its own');
    });
  }

  private stillOpen(order: Order): boolean {
    const expiresAt = order.session?.expiresAt ? Date.parse(order.session.expiresAt) : Infinity;
    return expiresAt - Date.now() > REUSE_MIN_REMAINING_MS;
  }

  private async openSession(
    orderId: string,
    c: StartCheckoutInput,
    book: OrderableBook,
    pricing: Pricing,
    sessionNumber: number,
  ): Promise<CheckoutSession> {
    const texts = ITEM_TEXTS[c.locale];
    const back = (outcome: 'success' | 'cancel') =>
      `${this.config.STOREFRONT_URL}/checkout/${outcome}?book_id=${encodeURIComponent(book.bookId)}`;
    // issue #24: with a coupon the hosted page shows the list price, the coupon and its discount line; the
    // provider takes off what the order's prices already leave out (the same rounding for one unit).
    const percentOff = pricing.couponCode ? this.prices.coupons[pricing.couponCode] : undefined;
    const coupon =
      pricing.couponCode && percentOff !== undefined
        ? providerCoupon(pricing.couponCode, percentOff)
        : undefined;
    try {
      const session = await this.payments.createCheckoutSession({
        orderId,
        metadata: { order_id: orderId, book_id: book.bookId, owner_id: c.ownerId },
        customerEmail: c.customerEmail,
        currency: pricing.currency,
        lineItems: pricing.items.map((item) => ({
          name: `${item.title ?? texts.untitled} – ${texts[item.format]}`,
          description: texts.description,
          unitAmount: coupon ? this.prices.unitAmounts[item.format] : item.unitAmount,
          quantity: item.quantity,
        })),
        successUrl: back('success'),
        cancelUrl: back('cancel'),
        // A coupon given here goes to the provider; otherwise the customer may type a promotion code there.
        allowPromotionCodes: pricing.couponCode === null,
        ...(coupon ? { coupon } : {}),
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
        // Slow or unreachable (a timeout, 5xx, 429): worth trying again shortly; a refusal is not.
        if (e.retryable) throw providerUnavailable();
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
}

const providerUnavailable = () =>
  new DomainError(
    ErrorCodes.PAYMENTS_PROVIDER_UNAVAILABLE,
    ErrorTexts[ErrorCodes.PAYMENTS_PROVIDER_UNAVAILABLE],
  );

type OpenPlan = { kind: 'open'; claim: CheckoutAttempt; current: Order | null; pricing: Pricing };
type Plan = { kind: 'reuse'; started: CheckoutStarted } | { kind: 'wait' } | OpenPlan;

function started(orderId: string, sessionId: string, checkoutUrl: string): CheckoutStarted {
  return { orderId, sessionId, checkoutUrl, paymentStatus: 'pending' };
}
