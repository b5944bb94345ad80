import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { LimitsRpc } from '@fabelhaft/contracts';
import { RpcServer, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { ConsumeEditCommand } from '../commands/consume-edit/consume-edit.command';
import { GrantEditsCommand } from '../commands/grant-edits/grant-edits.command';
import { GrantPreviewsCommand } from '../commands/grant-previews/grant-previews.command';
import { ReleasePreviewCommand } from '../commands/release-preview/release-preview.command';
import { ReservePreviewCommand } from '../commands/reserve-preview/reserve-preview.command';
import { LOGGER, NATS_CONNECTION, SUBJECTS } from '../limits.di-tokens';
import { GetLimitsQuery } from '../queries/get-limits/get-limits.query';

/** The service's NATS face: each contract of LimitsRpc goes to its command or query handler. */
@Injectable()
export class LimitsRpcServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: RpcServer;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  onApplicationBootstrap(): void {
    const server = new RpcServer(this.nc, this.subjects, 'limits', this.logger);
    server.handle(LimitsRpc.getLimits, (r) => this.queries.execute(new GetLimitsQuery(r.ownerId)));
    server.handle(LimitsRpc.reservePreview, (r, m) =>
      this.commands.execute(new ReservePreviewCommand(r.ownerId, r.bookId, m)),
    );
    server.handle(LimitsRpc.releasePreview, (r, m) =>
      this.commands.execute(new ReleasePreviewCommand(r.ownerId, r.bookId, m)),
    );
    server.handle(LimitsRpc.consumeEdit, (r, m) =>
      this.commands.execute(new ConsumeEditCommand(r.ownerId, r.editId, r.bookId, m)),
    );
    server.handle(LimitsRpc.grantPreviews, (r, m) =>
      this.commands.execute(new GrantPreviewsCommand(r.ownerId, r.grantId, r.count, m)),
    );
    server.handle(LimitsRpc.grantEdits, (r, m) =>
      this.commands.execute(new GrantEditsCommand(r.ownerId, r.grantId, r.count, m)),
    );
    this.server = server;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }
}
