import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import {
  BooksEvents,
  BooksRpc,
  DomainError,
  ErrorCodes,
  ErrorTexts,
  type BookView,
  type StoryStateView,
} from '@fabelhaft/contracts';
import { RpcServer, type NatsConnection, type Subjects } from '@fabelhaft/messaging';

export interface StandInBook {
  bookId: string;
  ownerId: string;
  status: string;
  isPreview: boolean;
  paymentStatus: string;
  approvedAt: string | null;
}

/** A small story plan: the views of planned changes name pages and the cast from it. */
const plan = {
  bookId: 'plan',
  languages: ['en'],
  mainLanguage: 'en',
  cast: [{ name: { en: 'Fox' } }],
  chapters: [],
};

/**
 * A stand-in for the books service on its subjects (services never import each other): getBook and
 * getStoryState of the books it is given (another owner's: BOOKS.NOT_FOUND), and the revision news the revision
 * worker publishes on books' stream.
 */
export function booksStandIn(nc: NatsConnection, subjects: Subjects) {
  const books = new Map<string, StandInBook>();
  const calls: string[] = [];
  const owned = (ownerId: string, bookId: string) => {
    const book = books.get(bookId);
    if (!book || book.ownerId !== ownerId) {
      throw new DomainError(ErrorCodes.BOOKS_NOT_FOUND, ErrorTexts[ErrorCodes.BOOKS_NOT_FOUND]);
    }
    return book;
  };
  const server = new RpcServer(nc, subjects, 'books');
  server.handle(BooksRpc.getBook, async ({ ownerId, bookId }) => {
    calls.push(`getBook ${bookId}`);
    const b = owned(ownerId, bookId);
    const view: BookView = {
      bookId,
      ownerId,
      revision: 0,
      approvedAt: null,
      print: null,
      likeness: null,
      title: 'The Fox',
      idea: 'A fox',
      mainLanguage: 'en',
      translationLanguage: null,
      ageRange: '3-6 years',
      style: 'watercolor',
      format: 'booklet',
      status: b.status,
      previewStatus: 'completed',
      paymentStatus: b.paymentStatus,
      isPreview: b.isPreview,
      preview: null,
      coverKey: null,
      downloadKey: null,
      error: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    return view;
  });
  server.handle(BooksRpc.getStoryState, async ({ ownerId, bookId }) => {
    calls.push(`getStoryState ${bookId}`);
    const b = owned(ownerId, bookId);
    const state: StoryStateView = {
      bookId,
      ownerId,
      revision: 0,
      format: 'booklet',
      textBackground: true,
      plan: { ...plan, bookId },
      isPreview: b.isPreview,
      status: b.status,
      paymentStatus: b.paymentStatus,
      approvedAt: b.approvedAt,
      revisionInProgress: false,
    };
    return state;
  });

  /** Publishes one message and answers its id. */
  const publish = async (contract: { type: string; subject: string }, data: Record<string, unknown>) => {
    const id = randomUUID();
    await jetstream(nc).publish(
      subjects.subject(contract.subject),
      JSON.stringify({
        id,
        type: contract.type,
        occurredAt: new Date().toISOString(),
        correlationId: id,
        data,
      }),
      { msgID: id },
    );
    return id;
  };
  const at = () => new Date().toISOString();
  return {
    server,
    calls,
    add: (book: StandInBook) => books.set(book.bookId, book),
    revisionStarted: (b: StandInBook, revisionId: string, revision: number) =>
      publish(BooksEvents.revisionStartedV1, {
        bookId: b.bookId,
        ownerId: b.ownerId,
        revisionId,
        revision,
        startedAt: at(),
      }),
    revisionProduced: (b: StandInBook, revisionId: string, revision: number, pages: number[]) =>
      publish(BooksEvents.revisionProducedV1, {
        bookId: b.bookId,
        ownerId: b.ownerId,
        revisionId,
        revision,
        pages,
        producedAt: at(),
      }),
    /** Each call is a new message (its own id): the session itself must ignore the repeat. */
    revisionFailed: (b: StandInBook, revisionId: string, reason: string) =>
      publish(BooksEvents.revisionFailedV1, {
        bookId: b.bookId,
        ownerId: b.ownerId,
        revisionId,
        reason,
        failedAt: at(),
      }),
  };
}
