import { BooksRpc } from '@fabelhaft/contracts';
import { rpc } from '../books.deps';
import { getStoryState } from './get-story-state';

export const getStoryStateRpc = rpc(BooksRpc.getStoryState, (r, _m, { deps }) =>
  getStoryState({ ...deps, writer: deps.storyWriter }, r.ownerId, r.bookId),
);
