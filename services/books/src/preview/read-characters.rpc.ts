import { rpc } from '../books.deps';
import { BooksRpc } from '@fabelhaft/contracts';
import { photoProviderName, readCharacters } from './read-characters';

export const readCharactersRpc = rpc(BooksRpc.readCharacters, async (r, _m, { deps }) => ({
  ...readCharacters(r),
  photoProvider: photoProviderName(deps.config.PHOTO_PROVIDER),
}));
