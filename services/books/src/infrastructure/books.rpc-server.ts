import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { ChangeProductionCommand } from '../commands/change-production/change-production.command';
import { CompletePreviewCommand } from '../commands/complete-preview/complete-preview.command';
import { DeletePreviewCommand } from '../commands/delete-preview/delete-preview.command';
import { FailPreviewCommand } from '../commands/fail-preview/fail-preview.command';
import { RequestPreviewCommand } from '../commands/request-preview/request-preview.command';
import { StartPreviewCommand } from '../commands/start-preview/start-preview.command';
import { GetBookQuery } from '../queries/get-book/get-book.query';
import { GetViewerQuery } from '../queries/get-viewer/get-viewer.query';
import { ListBooksQuery } from '../queries/list-books/list-books.query';

/** The service's NATS face: each contract of BooksRpc bound to its use case (the kit serves them). */
export const booksRpcBindings = [
  rpcBinding(BooksRpc.requestPreview, (r, m, { commands }) =>
    commands.execute(new RequestPreviewCommand(r.ownerId, r.bookId, r.request, m)),
  ),
  rpcBinding(BooksRpc.getBook, (r, _m, { queries }) =>
    queries.execute(new GetBookQuery(r.ownerId, r.bookId)),
  ),
  rpcBinding(BooksRpc.getViewer, (r, _m, { queries }) =>
    queries.execute(new GetViewerQuery(r.ownerId, r.bookId)),
  ),
  rpcBinding(BooksRpc.retryProduction, (r, m, { commands }) =>
    commands.execute(new ChangeProductionCommand({ type: 'RetryProduction', bookId: r.bookId }, m)),
  ),
  rpcBinding(BooksRpc.listBooks, (r, _m, { queries }) => queries.execute(new ListBooksQuery(r.ownerId))),
  rpcBinding(BooksRpc.deletePreview, (r, m, { commands }) =>
    commands.execute(new DeletePreviewCommand(r.ownerId, r.bookId, m)),
  ),
  rpcBinding(BooksRpc.startPreview, (r, m, { commands }) =>
    commands.execute(new StartPreviewCommand(r.bookId, m)),
  ),
  rpcBinding(BooksRpc.completePreview, (r, m, { commands }) =>
    commands.execute(new CompletePreviewCommand(r.bookId, r.preview, r.coverKey, m)),
  ),
  rpcBinding(BooksRpc.failPreview, (r, m, { commands }) =>
    commands.execute(new FailPreviewCommand(r.bookId, r.reason, m)),
  ),
];
