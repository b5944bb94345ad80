import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { IntegrationEnvelope, OrdersEvents } from '@fabelhaft/contracts';
import type { ObjectStorage } from '@fabelhaft/storage';
import { JobWorker, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { ensureOrdersStream } from '../infrastructure/orders.relay';
import type { CreditNoteSequenceRepository, OrderRepository } from '../infrastructure/order.repository';
import type { OrdersConfig } from '../orders.config';
import {
  CREDIT_NOTE_SEQUENCES,
  INVOICE_RENDERER,
  LOGGER,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  ORDERS,
  ORDERS_CONFIG,
  PG_POOL,
  SUBJECTS,
} from '../orders.di-tokens';
import type { InvoiceRenderer } from '../ports/invoice-renderer.port';
import { issueCreditNote } from './issue-credit-note';

export const CREDIT_NOTES_DURABLE = 'orders-credit-notes';

/**
 * OrderRefunded → the refund's credit note (issue #13), as IssueInvoiceWhenOrderPaidPolicy issues invoices:
 * a JetStream job outside any database transaction, idempotent step by step; a refund whose invoice is not
 * issued yet waits (retried with backoff), and one still without a credit note after the last delivery is
 * dead-lettered to `dlq.orders.orders-credit-notes` for support.
 */
@Injectable()
export class IssueCreditNoteWhenOrderRefundedPolicy implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: JobWorker<IntegrationEnvelope>;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(ORDERS) private readonly orders: OrderRepository,
    @Inject(CREDIT_NOTE_SEQUENCES) private readonly sequences: CreditNoteSequenceRepository,
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
      durable: CREDIT_NOTES_DURABLE,
      filterSubjects: [this.subjects.subject(OrdersEvents.orderRefundedV1.subject)],
      concurrency: 1,
      ackWaitMs: 120_000,
      deadlineMs: 5 * 60_000,
      maxDeliver: 30,
      retryDelayMs: 2000,
      maxRetryDelayMs: 300_000,
      decode: (m) => IntegrationEnvelope.parse(m.json()),
      handle: (envelope) => this.issue(envelope),
      logger: this.logger,
    });
    await this.worker.start();
  }

  private async issue(envelope: IntegrationEnvelope): Promise<unknown> {
    const { orderId, refundId } = OrdersEvents.orderRefundedV1.data.parse(envelope.data);
    return issueCreditNote(
      {
        pool: this.pool,
        orders: this.orders,
        sequences: this.sequences,
        storage: this.storage,
        renderer: this.renderer,
        numberPrefix: this.config.CREDIT_NOTE_NUMBER_PREFIX,
        logger: this.logger,
      },
      orderId,
      refundId,
      { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id, userId: null },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.stop();
  }
}
