import { Module, type DynamicModule } from '@nestjs/common';
import { OrdersEventStream } from '@fabelhaft/contracts';
import type { PostgresEventStore } from '@fabelhaft/eventsourcing';
import { RpcClient, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { createStripePaymentProvider, type PaymentProvider } from '@fabelhaft/payments';
import { ServiceKitModule } from '@fabelhaft/service-kit/service';
import { FileSystemStorage, type ObjectStorage } from '@fabelhaft/storage';
import type { BookCatalog } from './book-catalog.port';
import { HandlePaymentWebhookHandler } from './commands/handle-payment-webhook/handle-payment-webhook.handler';
import { StartCheckoutHandler } from './commands/start-checkout/start-checkout.handler';
import { BooksServiceCatalog } from './infrastructure/books.book-catalog';
import { ordersDatabase } from './infrastructure/database';
import { invoiceSequenceRepository, orderRepository } from './infrastructure/order.repository';
import { mapToIntegrationEvent } from './infrastructure/orders.relay';
import { ordersRpcBindings } from './infrastructure/orders.rpc-server';
import { ChromiumInvoiceRenderer } from './invoicing/chromium-invoice-renderer';
import type { InvoiceRenderer } from './invoicing/invoice-renderer.port';
import { IssueInvoiceWhenOrderPaidPolicy } from './invoicing/issue-invoice-when-order-paid.policy';
import { ordersPolicies } from './orders.policies';
import type { OrdersConfig } from './orders.config';
import {
  BOOK_CATALOG,
  EVENT_STORE,
  INVOICE_RENDERER,
  INVOICE_SEQUENCES,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  ORDERS,
  PAYMENT_PROVIDER,
  SUBJECTS,
} from './orders.di-tokens';
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
export class OrdersModule {
  static forRoot(config: OrdersConfig, options: OrdersModuleOptions = {}): Promise<DynamicModule> {
    return ServiceKitModule.forService(OrdersModule, {
      name: 'orders',
      config,
      database: ordersDatabase,
      integrationEvents: { stream: OrdersEventStream, map: mapToIntegrationEvent },
      rpc: ordersRpcBindings,
      providers: [
        {
          provide: ORDERS,
          useFactory: (store: PostgresEventStore) => orderRepository(store),
          inject: [EVENT_STORE],
        },
        {
          provide: INVOICE_SEQUENCES,
          useFactory: (store: PostgresEventStore) => invoiceSequenceRepository(store),
          inject: [EVENT_STORE],
        },
        { provide: PAYMENT_PROVIDER, useValue: options.payments ?? paymentProviderOf(config) },
        {
          provide: BOOK_CATALOG,
          useFactory: (nc: NatsConnection, subjects: Subjects) =>
            options.bookCatalog ??
            new BooksServiceCatalog(new RpcClient(nc, subjects), config.ORDERS_BOOKS_TIMEOUT_MS),
          inject: [NATS_CONNECTION, SUBJECTS],
        },
        { provide: OBJECT_STORAGE, useValue: options.storage ?? new FileSystemStorage(config.STORAGE_DIR) },
        {
          provide: INVOICE_RENDERER,
          useValue: options.invoiceRenderer ?? new ChromiumInvoiceRenderer(config),
        },
        StartCheckoutHandler,
        HandlePaymentWebhookHandler,
        ListOrdersHandler,
        IssueInvoiceWhenOrderPaidPolicy,
        ordersPolicies,
      ],
    });
  }
}
