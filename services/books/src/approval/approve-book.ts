import type { RequestMetadata } from '@fabelhaft/contracts';
import type { ObjectStorage } from '@fabelhaft/storage';
import type { ApprovalCommand } from '../domain/approval.decide';
import type { Book } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';
import { printFactsOf } from '../production/store-book-files';

export interface ApproveBookDeps {
  books: BookRepository;
  storage: ObjectStorage;
}

/**
 * `POST /books/{bookId}/approve` (issue #15): the owner approves the shown revision of a completed, paid book
 * for print; `BookApproved` goes to the printing partner through the relay. Idempotent: approving again
 * answers the book as approved the first time. A book produced before its files carried the page count and
 * binding gets them from its preflight report.
 */
export async function approveBook(
  deps: ApproveBookDeps,
  input: { ownerId: string; bookId: string },
  metadata: RequestMetadata,
): Promise<Book> {
  const { ownerId, bookId } = input;
  const { state } = await deps.books.load(bookId);
  const files = state.production.files;
  const needsReport =
    !state.approval && files !== null && (files.pageCount === undefined || files.binding === undefined);
  const command: ApprovalCommand = {
    type: 'ApproveBook',
    bookId,
    ownerId,
    print: needsReport ? await printFromReport(deps.storage, files.preflightKey) : null,
  };
  const { state: after } = await deps.books.handle(bookId, command, metadata);
  return after;
}

async function printFromReport(storage: ObjectStorage, key: string): Promise<ApprovalCommand['print']> {
  const stored = await storage.get(key);
  if (!stored) return null;
  const facts = printFactsOf(JSON.parse(stored.body.toString('utf8')) as Record<string, unknown>);
  return facts.pageCount !== undefined
    ? { pageCount: facts.pageCount, binding: facts.binding ?? 'left' }
    : null;
}
