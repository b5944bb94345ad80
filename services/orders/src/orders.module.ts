import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { connectNats, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { createStripePaymentProvider, type PaymentProvider } from '@fabelhaft/payments';
import { createLogger } from '@fabelhaft/service-kit';
import { FileSystemStorage, type ObjectStorage } from '@fabelhaft/storage';
import type { BookCatalog } from './book-catalog.port';
import { HandlePaymentWebhookHandler } from './commands/handle-payment-webhook/handle-payment-webhook.handler';
import { StartCheckoutHandler } from './commands/start-checkout/start-checkout.handler';
import { BooksServiceCatalog } from './infrastructure/books.book-catalog';
import { openOrdersDatabase } from './infrastructure/database';
import { invoiceSequenceRepository, orderRepository } from './infrastructure/order.repository';
import { ordersRelay } from './infrastructure/orders.relay';
import { OrdersRpcServer } from './infrastructure/orders.rpc-server';
import { ChromiumInvoiceRenderer } from './invoicing/chromium-invoice-renderer';
import type { InvoiceRenderer } from './invoicing/invoice-renderer.port';
import { IssueInvoiceWhenOrderPaidPolicy } from './invoicing/issue-invoice-when-order-paid.policy';
import type { OrdersConfig } from './orders.config';
import {
  BOOK_CATALOG,
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
} from './orders.di-tokens';
import { TrackFulfilmentWhenBookChangesPolicy } from './fulfilment/track-fulfilment-when-book-changes.policy';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';

/** Replaceable parts (tests inject a stand-in book catalog, storage or renderer). */
export interface OrdersModuleOptions {
  payments?: PaymentProvider;
  bookCatalog?: BookCatalog;
  storage?: ObjectStorage;
  invoiceRenderer?: InvoiceRenderer;
}

/** Stripe's client, aimed at api.stripe.com or (the local default) at the hosted checkout stand-in. */
export function paymentProviderOf(config: OrdersConfig): PaymentProvider {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return createStripePaymentProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    webhookToleranceSeconds: config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    timeoutMs: config.STRIPE_TIMEOUT_MS,
    maxNetworkRetries: config.STRIPE_MAX_NETWORK_RETRIES,
    ...(api
      ? {
          api: {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          },
        }
      : {}),
  });
}

@Module({})
export class OrdersModule implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {}

  static async forRoot(config: OrdersConfig, options: OrdersModuleOptions = {}): Promise<DynamicModule> {
    const { pool, store } = await openOrdersDatabase(config.DATABASE_URL);
    const nc = await connectNats({ url: config.NATS_URL, name: 'orders-service' });
    const subjects = new Subjects(config.NATS_PREFIX);
    const logger = createLogger('orders', config.LOG_LEVEL);
    return {
      module: OrdersModule,
      imports: [CqrsModule.forRoot()],
      providers: [
        { provide: ORDERS_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: PG_POOL, useValue: pool },
        { provide: NATS_CONNECTION, useValue: nc },
        { provide: SUBJECTS, useValue: subjects },
        { provide: ORDERS, useValue: orderRepository(store) },
        { provide: INVOICE_SEQUENCES, useValue: invoiceSequenceRepository(store) },
        { provide: PAYMENT_PROVIDER, useValue: options.payments ?? paymentProviderOf(config) },
        {
          provide: BOOK_CATALOG,
          useValue:
            options.bookCatalog ??
            new BooksServiceCatalog(new RpcClient(nc, subjects), config.ORDERS_BOOKS_TIMEOUT_MS),
        },
        { provide: OBJECT_STORAGE, useValue: options.storage ?? new FileSystemStorage(config.STORAGE_DIR) },
        {
          provide: INVOICE_RENDERER,
          useValue: options.invoiceRenderer ?? new ChromiumInvoiceRenderer(config),
        },
        StartCheckoutHandler,
        HandlePaymentWebhookHandler,
        ListOrdersHandler,
        OrdersRpcServer,
        // Starts and stops with the application (it carries Nest's lifecycle hook names).
        { provide: 'RELAY', useValue: ordersRelay(pool, nc, subjects, config.DATABASE_URL, logger) },
        IssueInvoiceWhenOrderPaidPolicy,
        TrackFulfilmentWhenBookChangesPolicy,
      ],
    };
  }

  // Runs after the providers' own shutdown hooks (the RPC server drains, the relay and policy stop).
  async onApplicationShutdown(): Promise<void> {
    await this.nc.drain().catch(() => undefined);
    await this.pool.end();
  }
}
