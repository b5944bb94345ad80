import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { IntegrationEnvelope, OrdersEvents } from '@fabelhaft/contracts';
import type { PaymentProvider } from '@fabelhaft/payments';
import type { ObjectStorage } from '@fabelhaft/storage';
import { JobWorker, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
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
import type { InvoiceRenderer } from '../ports/invoice-renderer.port';
import { issueInvoice } from './issue-invoice';

export const INVOICING_DURABLE = 'orders-invoicing';
const MAX_DELIVER = 30;
/** Rendering takes a second or two; a delivery not heard of in this time goes to another instance. */
const ACK_WAIT_MS = 120_000;
/** A delivery that has not issued its invoice by then (a hung renderer) is cut off and tried again. */
const DEADLINE_MS = 5 * 60_000;

/**
 * OrderPaid → the receipt link and the VAT invoice. Consumed from the service's own integration stream with
 * the shared JobWorker (not inside a database transaction: rendering must not hold one open). `issueInvoice`
 * is idempotent step by step, so redeliveries — a crash, a duplicate, a delivery cut off at its deadline —
 * finish the work once; an order that still has no invoice after the last delivery is dead-lettered to
 * `dlq.orders.orders-invoicing` for support.
 */
@Injectable()
export class IssueInvoiceWhenOrderPaidPolicy implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: JobWorker<IntegrationEnvelope>;

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
    this.worker = new JobWorker<IntegrationEnvelope>({
      nc: this.nc,
      subjects: this.subjects,
      service: 'orders',
      stream: await ensureOrdersStream(this.nc, this.subjects),
      durable: INVOICING_DURABLE,
      filterSubjects: [this.subjects.subject(OrdersEvents.orderPaidV1.subject)],
      concurrency: 2,
      ackWaitMs: ACK_WAIT_MS,
      deadlineMs: DEADLINE_MS,
      maxDeliver: MAX_DELIVER,
      retryDelayMs: 2000,
      maxRetryDelayMs: 300_000,
      decode: (m) => IntegrationEnvelope.parse(m.json()),
      handle: (envelope) => this.issue(envelope),
      logger: this.logger,
    });
    await this.worker.start();
  }

  private async issue(envelope: IntegrationEnvelope): Promise<unknown> {
    const { orderId } = OrdersEvents.orderPaidV1.data.parse(envelope.data);
    return issueInvoice(
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
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.stop();
    await this.renderer.close();
  }
}
