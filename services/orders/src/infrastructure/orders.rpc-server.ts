import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { OrdersRpc } from '@fabelhaft/contracts';
import { RpcServer, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { HandlePaymentWebhookCommand } from '../commands/handle-payment-webhook/handle-payment-webhook.command';
import { StartCheckoutCommand } from '../commands/start-checkout/start-checkout.command';
import { LOGGER, NATS_CONNECTION, SUBJECTS } from '../orders.di-tokens';
import { ListOrdersQuery } from '../queries/list-orders/list-orders.query';

/** The service's NATS face: each contract of OrdersRpc goes to its command or query handler. */
@Injectable()
export class OrdersRpcServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: RpcServer;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  onApplicationBootstrap(): void {
    const server = new RpcServer(this.nc, this.subjects, 'orders', this.logger);
    server.handle(OrdersRpc.startCheckout, (r, m) =>
      this.commands.execute(
        new StartCheckoutCommand(r.ownerId, r.bookId, r.format, r.couponCode, r.locale, r.customerEmail, m),
      ),
    );
    server.handle(OrdersRpc.listOrders, (r) => this.queries.execute(new ListOrdersQuery(r.ownerId)));
    server.handle(OrdersRpc.handleWebhook, (r, m) =>
      this.commands.execute(new HandlePaymentWebhookCommand(r.payload, r.signature, m)),
    );
    this.server = server;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }
}
