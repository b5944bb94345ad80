import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { jetstream, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { IntegrationEnvelope, OrdersEvents } from '@fabelhaft/contracts';
import type { PaymentProvider } from '@fabelhaft/payments';
import type { ObjectStorage } from '@fabelhaft/storage';
import { ensureConsumer, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { ensureOrdersStream } from '../infrastructure/orders.relay';
import type { InvoiceSequenceRepository, OrderRepository } from '../infrastructure/order.repository';
import type { OrdersConfig } from '../orders.config';
import {
  INVOICE_RENDERER,
  INVOICE_SEQUENCES,
  LOGGER,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  ORDERS,
  ORDERS_CONFIG,
  PAYMENT_PROVIDER,
  PG_POOL,
  SUBJECTS,
} from '../orders.di-tokens';
import type { InvoiceRenderer } from './invoice-renderer.port';
import { issueInvoice } from './issue-invoice';

export const INVOICING_DURABLE = 'orders-invoicing';
const MAX_DELIVER = 30;
/** Rendering takes a second or two; a delivery not acknowledged in this time goes to another instance. */
const ACK_WAIT_MS = 120_000;

/**
 * OrderPaid → the receipt link and the VAT invoice. Consumed from the service's own integration stream
 * (not inside a database transaction: rendering must not hold one open). `issueInvoice` is idempotent step
 * by step, so redeliveries — a crash, a duplicate — finish the work once.
 */
@Injectable()
export class IssueInvoiceWhenOrderPaidPolicy implements OnApplicationBootstrap, OnApplicationShutdown {
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(ORDERS) private readonly orders: OrderRepository,
    @Inject(INVOICE_SEQUENCES) private readonly sequences: InvoiceSequenceRepository,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(INVOICE_RENDERER) private readonly renderer: InvoiceRenderer,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const stream = await ensureOrdersStream(this.nc, this.subjects);
    await ensureConsumer(this.nc, stream, {
      durable: INVOICING_DURABLE,
      filterSubjects: [this.subjects.subject(OrdersEvents.orderPaidV1.subject)],
      ackWaitMs: ACK_WAIT_MS,
      maxDeliver: MAX_DELIVER,
      maxAckPending: 4,
    });
    const consumer = await jetstream(this.nc).consumers.get(stream, INVOICING_DURABLE);
    this.messages = await consumer.consume({ max_messages: 2 });
    const messages = this.messages;
    this.loop = (async () => {
      for await (const m of messages) await this.process(m);
    })();
  }

  private async process(m: JsMsg): Promise<void> {
    try {
      const envelope = IntegrationEnvelope.parse(m.json());
      const { orderId } = OrdersEvents.orderPaidV1.data.parse(envelope.data);
      const outcome = await issueInvoice(
        {
          pool: this.pool,
          orders: this.orders,
          sequences: this.sequences,
          payments: this.payments,
          storage: this.storage,
          renderer: this.renderer,
          numberPrefix: this.config.INVOICE_NUMBER_PREFIX,
          logger: this.logger,
        },
        orderId,
        { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id, userId: null },
      );
      this.logger.info({ orderId, outcome }, 'invoice step done');
      m.ack();
    } catch (err) {
      const attempt = m.info.deliveryCount;
      this.logger.error({ err, attempt }, 'issuing an invoice failed; will retry');
      if (attempt >= MAX_DELIVER) m.term('invoice could not be issued');
      else m.nak(Math.min(300_000, 1000 * 2 ** attempt));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.messages?.close();
    await this.loop;
    await this.renderer.close();
  }
}
