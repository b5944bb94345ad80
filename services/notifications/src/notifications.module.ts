import { assertStorageConfig } from '@fabelhaft/service-kit';
import { Module, type DynamicModule, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { RpcClient, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { ServiceKitModule } from '@fabelhaft/service-kit/service';
import { type ObjectStorage, createObjectStorage } from '@fabelhaft/storage';
import { rememberContactRpc } from './contacts/remember-contact.rpc';
import { eraseOwnerDataRpc } from './erasure/erase-owner-data.rpc';
import { senderDomain } from './domain/message-id';
import type { EmailSettings } from './emails/email-context';
import { notificationsDatabase } from './infrastructure/database';
import { OrdersOrderDirectory } from './infrastructure/orders.order-directory';
import { SmtpMailer } from './infrastructure/smtp.mailer';
import { StorageDocuments } from './infrastructure/storage.documents';
import { assertMailConfig, type NotificationsConfig } from './notifications.config';
import {
  DOCUMENTS,
  EMAIL_SETTINGS,
  MAILER,
  NATS_CONNECTION,
  ORDER_DIRECTORY,
  SUBJECTS,
} from './notifications.di-tokens';
import { notificationsPolicies } from './notifications.policies';
import type { Mailer } from './ports/mailer.port';
import type { OrderDirectory } from './ports/order-facts.port';

/** Replaceable parts (tests pass a stand-in for the orders service and the storage). */
export interface NotificationsModuleOptions {
  orders?: OrderDirectory;
  storage?: ObjectStorage;
  mailer?: Mailer;
}

/** Closes the SMTP pool after the policies stopped. */
class MailerCloser implements OnApplicationShutdown {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}
  onApplicationShutdown(): void {
    this.mailer.close?.();
  }
}

@Module({})
export class NotificationsModule {
  static forRoot(
    config: NotificationsConfig,
    options: NotificationsModuleOptions = {},
  ): Promise<DynamicModule> {
    assertMailConfig(config);
    assertStorageConfig(config);
    const settings: EmailSettings = {
      baseUrl: config.STOREFRONT_BASE_URL,
      mailDomain: senderDomain(config.MAIL_FROM),
    };
    return ServiceKitModule.forService(NotificationsModule, {
      name: 'notifications',
      config,
      database: notificationsDatabase,
      // The service's NATS face: the BFF's rememberContact (its policies are the rest).
      rpc: [rememberContactRpc, eraseOwnerDataRpc],
      providers: [
        {
          provide: MAILER,
          useFactory: () =>
            options.mailer ??
            new SmtpMailer({
              host: config.SMTP_HOST,
              port: config.SMTP_PORT,
              secure: config.SMTP_SECURE,
              user: config.SMTP_USER,
              password: config.SMTP_PASSWORD,
              from: config.MAIL_FROM,
              timeoutMs: config.SMTP_TIMEOUT_MS,
            }),
        },
        {
          provide: ORDER_DIRECTORY,
          useFactory: (nc: NatsConnection, subjects: Subjects) =>
            options.orders ??
            new OrdersOrderDirectory(new RpcClient(nc, subjects), config.NOTIFICATIONS_ORDERS_TIMEOUT_MS),
          inject: [NATS_CONNECTION, SUBJECTS],
        },
        {
          provide: DOCUMENTS,
          useValue: new StorageDocuments(options.storage ?? createObjectStorage(config)),
        },
        { provide: EMAIL_SETTINGS, useValue: settings },
        MailerCloser,
        notificationsPolicies,
      ],
    });
  }
}
