import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { DomainError, ErrorCodes, ErrorTexts, type RequestMetadata } from '@fabelhaft/contracts';
import { withTransaction } from '@fabelhaft/eventsourcing';
import { InvalidWebhookSignatureError, type PaymentEvent, type PaymentProvider } from '@fabelhaft/payments';
import type { OrderRepository } from '../infrastructure/order.repository';
import { LOGGER, ORDERS, PAYMENT_PROVIDER, PG_POOL } from '../orders.di-tokens';
import { recordHandledPaymentEvent } from './handled-payment-events';
import { orderCommandOf } from './payment-event-command';

/**
 * A provider webhook: the signature is checked on the raw body first (a forged or stale one is refused and
 * records nothing); then the event id is recorded in the same transaction as the order's new events, so each
 * event is handled exactly once. An event about an order this service does not know (yet) fails the whole
 * transaction, and the provider retries it later.
 */
@Injectable()
export class HandlePaymentWebhook {
  constructor(
    @Inject(ORDERS) private readonly orders: OrderRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `payload` is the body exactly as received: the signature is over these bytes. */
  async execute(
    payload: string,
    signature: string,
    metadata: RequestMetadata,
  ): Promise<{ eventId: string; duplicate: boolean }> {
    let event: PaymentEvent;
    try {
      event = this.payments.verifyWebhook(payload, signature);
    } catch (e) {
      if (e instanceof InvalidWebhookSignatureError) {
        this.logger.warn({ reason: e.message }, 'payment webhook refused: bad signature');
        throw new DomainError(
          ErrorCodes.PAYMENTS_INVALID_SIGNATURE,
          ErrorTexts[ErrorCodes.PAYMENTS_INVALID_SIGNATURE],
        );
      }
      throw e;
    }
    const command = orderCommandOf(event);
    return withTransaction(this.pool, async (tx) => {
      const first = await recordHandledPaymentEvent(tx, event, command?.orderId ?? null);
      if (!first) return { eventId: event.id, duplicate: true };
      if (command) {
        const { events } = await this.orders.handle(
          command.orderId,
          command,
          { ...metadata, causationId: event.id },
          tx,
        );
        const mismatch = events.find((e) => e.type === 'OrderPaymentMismatched');
        if (mismatch) {
          this.logger.warn(
            { eventId: event.id, orderId: command.orderId, mismatch: mismatch.data },
            'payment webhook: the payment does not match the order; nothing is produced, support decides',
          );
        }
        this.logger.info(
          {
            eventId: event.id,
            type: event.type,
            orderId: command.orderId,
            recorded: events.map((e) => e.type),
          },
          'payment webhook handled',
        );
      }
      return { eventId: event.id, duplicate: false };
    });
  }
}
