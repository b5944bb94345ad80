import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { readCharacters } from './read-characters';

export const readCharactersRpc = rpcBinding(BooksRpc.readCharacters, async (r) => readCharacters(r));
