import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { BooksRpc } from '@fabelhaft/contracts';
import { RpcServer, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { LOGGER, NATS_CONNECTION, SUBJECTS } from '../books.di-tokens';
import { CompletePreviewCommand } from '../commands/complete-preview/complete-preview.command';
import { DeletePreviewCommand } from '../commands/delete-preview/delete-preview.command';
import { FailPreviewCommand } from '../commands/fail-preview/fail-preview.command';
import { RequestPreviewCommand } from '../commands/request-preview/request-preview.command';
import { StartPreviewCommand } from '../commands/start-preview/start-preview.command';
import { GetBookQuery } from '../queries/get-book/get-book.query';
import { ListBooksQuery } from '../queries/list-books/list-books.query';
import { ChangeProductionCommand } from '../commands/change-production/change-production.command';
import { GetViewerQuery } from '../queries/get-viewer/get-viewer.query';

/** The service's NATS face: each contract of BooksRpc goes to its command or query handler. */
@Injectable()
export class BooksRpcServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: RpcServer;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  onApplicationBootstrap(): void {
    const server = new RpcServer(this.nc, this.subjects, 'books', this.logger);
    server.handle(BooksRpc.requestPreview, (r, m) =>
      this.commands.execute(new RequestPreviewCommand(r.ownerId, r.bookId, r.request, m)),
    );
    server.handle(BooksRpc.getBook, (r) => this.queries.execute(new GetBookQuery(r.ownerId, r.bookId)));
    server.handle(BooksRpc.getViewer, (r) => this.queries.execute(new GetViewerQuery(r.ownerId, r.bookId)));
    server.handle(BooksRpc.retryProduction, (r, m) =>
      this.commands.execute(new ChangeProductionCommand({ type: 'RetryProduction', bookId: r.bookId }, m)),
    );
    server.handle(BooksRpc.listBooks, (r) => this.queries.execute(new ListBooksQuery(r.ownerId)));
    server.handle(BooksRpc.deletePreview, (r, m) =>
      this.commands.execute(new DeletePreviewCommand(r.ownerId, r.bookId, m)),
    );
    server.handle(BooksRpc.startPreview, (r, m) =>
      this.commands.execute(new StartPreviewCommand(r.bookId, m)),
    );
    server.handle(BooksRpc.completePreview, (r, m) =>
      this.commands.execute(new CompletePreviewCommand(r.bookId, r.preview, r.coverKey, m)),
    );
    server.handle(BooksRpc.failPreview, (r, m) =>
      this.commands.execute(new FailPreviewCommand(r.bookId, r.reason, m)),
    );
    this.server = server;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }
}
