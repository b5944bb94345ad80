import type { Pool } from 'pg';
import type { StoryWriter } from '@fabelhaft/book-engine';
import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import type { ObjectStorage } from '@fabelhaft/storage';
import { BOOKS, OBJECT_STORAGE, PG_POOL, STORY_WRITER } from '../books.di-tokens';
import type { BookRepository } from '../infrastructure/book.repository';
import { getStoryState } from './get-story-state';

export const getStoryStateRpc = rpcBinding(BooksRpc.getStoryState, (r, _m, { moduleRef }) =>
  getStoryState(
    {
      pool: moduleRef.get<Pool>(PG_POOL, { strict: false }),
      storage: moduleRef.get<ObjectStorage>(OBJECT_STORAGE, { strict: false }),
      writer: moduleRef.get<StoryWriter>(STORY_WRITER, { strict: false }),
      books: moduleRef.get<BookRepository>(BOOKS, { strict: false }),
    },
    r.ownerId,
    r.bookId,
  ),
);
