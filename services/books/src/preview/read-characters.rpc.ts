import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import type { BooksConfig } from '../books.config';
import { BOOKS_CONFIG } from '../books.di-tokens';
import { photoProviderName, readCharacters } from './read-characters';

export const readCharactersRpc = rpcBinding(BooksRpc.readCharacters, async (r, _m, { moduleRef }) => ({
  ...readCharacters(r),
  photoProvider: photoProviderName(
    moduleRef.get<BooksConfig>(BOOKS_CONFIG, { strict: false }).PHOTO_PROVIDER,
  ),
}));
