import { Module, type DynamicModule } from '@nestjs/common';
import { OrdersEventStream } from '@fabelhaft/contracts';
import type { PostgresEventStore } from '@fabelhaft/eventsourcing';
import { RpcClient, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { createStripePaymentProvider, type PaymentProvider } from '@fabelhaft/payments';
import { assertStorageConfig } from '@fabelhaft/service-kit';
import { ServiceKitModule } from '@fabelhaft/service-kit/service';
import { type ObjectStorage, createObjectStorage } from '@fabelhaft/storage';
import { StartCheckout } from './checkout/start-checkout';
import { startCheckoutRpc } from './checkout/start-checkout.rpc';
import { CancelCheckout } from './checkout/cancel-checkout';
import { cancelCheckoutRpc } from './checkout/cancel-checkout.rpc';
import { getPriceListRpc } from './checkout/get-price-list.rpc';
import { BooksServiceCatalog } from './infrastructure/books.book-catalog';
import { ordersDatabase } from './infrastructure/database';
import {
  creditNoteSequenceRepository,
  invoiceSequenceRepository,
  orderRepository,
} from './infrastructure/order.repository';
import { mapToIntegrationEvent } from './infrastructure/orders.relay';
import { ChromiumInvoiceRenderer } from './infrastructure/chromium-invoice-renderer';
import { IssueInvoiceWhenOrderPaidPolicy } from './invoicing/issue-invoice-when-order-paid.policy';
import { IssueCreditNoteWhenOrderRefundedPolicy } from './invoicing/issue-credit-note-when-order-refunded.policy';
import { RefundOrder } from './refunds/refund-order';
import { refundOrderRpc } from './refunds/refund-order.rpc';
import { adminGetOrderRpc, adminListOrdersRpc } from './support/admin-orders.rpc';
import { ordersPolicies } from './orders.policies';
import type { OrdersConfig } from './orders.config';
import {
  BOOK_CATALOG,
  CREDIT_NOTE_SEQUENCES,
  EVENT_STORE,
  INVOICE_RENDERER,
  INVOICE_SEQUENCES,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  ORDERS,
  PAYMENT_PROVIDER,
  SUBJECTS,
} from './orders.di-tokens';
import { HandlePaymentWebhook } from './payments/handle-payment-webhook';
import { handlePaymentWebhookRpc } from './payments/handle-payment-webhook.rpc';
import type { BookCatalog } from './ports/book-catalog.port';
import type { InvoiceRenderer } from './ports/invoice-renderer.port';
import { listOrdersRpc } from './read-model/list-orders.rpc';
import { eraseCustomerDataRpc } from './erasure/erase-customer-data.rpc';

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
    assertStorageConfig(config);
    return ServiceKitModule.forService(OrdersModule, {
      name: 'orders',
      config,
      database: ordersDatabase,
      integrationEvents: { stream: OrdersEventStream, map: mapToIntegrationEvent },
      // The service's NATS face: each use case's binding, kept in the use case's folder.
      rpc: [
        startCheckoutRpc,
        cancelCheckoutRpc,
        getPriceListRpc,
        handlePaymentWebhookRpc,
        listOrdersRpc,
        eraseCustomerDataRpc,
        adminListOrdersRpc,
        adminGetOrderRpc,
        refundOrderRpc,
      ],
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
        {
          provide: CREDIT_NOTE_SEQUENCES,
          useFactory: (store: PostgresEventStore) => creditNoteSequenceRepository(store),
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
        { provide: OBJECT_STORAGE, useValue: options.storage ?? createObjectStorage(config) },
        {
          provide: INVOICE_RENDERER,
          useValue: options.invoiceRenderer ?? new ChromiumInvoiceRenderer(config),
        },
        StartCheckout,
        CancelCheckout,
        HandlePaymentWebhook,
        IssueInvoiceWhenOrderPaidPolicy,
        RefundOrder,
        IssueCreditNoteWhenOrderRefundedPolicy,
        ordersPolicies,
      ],
    });
  }
}
