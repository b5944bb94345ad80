import type { Book, BookEvent } from './book';
import { bookNotFound, bookNotPaid, invalidTransition, invalidListeningToken } from './book.errors';

/**
 * issue #28 part 4, ADR 0038: the listening link of a book — a random token (≥ 128 bits, never the book id)
 * printed as a QR code on the imprint page, and whether it answers. Off by default (the story carries the
 * children's names and looks, and a printed code travels); the owner turns it on or off, or replaces it by a
 * new one, after which the old token answers 404 like an unknown one.
 *
 * Tokens come in the commands (the domain reads no randomness): the use cases mint them.
 */
export type ListeningCommand =
  /** The production (or a revision) before it makes print files: the token the QR code will carry. */
  | { type: 'MintListeningLink'; bookId: string; token: string }
  /** The owner turns the link on; `token` is used only when the book has none yet (books made before). */
  | { type: 'EnableListeningLink'; bookId: string; ownerId: string; token: string }
  | { type: 'DisableListeningLink'; bookId: string; ownerId: string }
  /**
   * The owner asks for a new link. `replaces` is the token the owner saw: a retry, finding it replaced
   * already, changes nothing (null: replace whatever there is).
   */
  | { type: 'RenewListeningLink'; bookId: string; ownerId: string; token: string; replaces: string | null };

/** base64url of at least 16 random bytes (128 bits). */
export const LISTENING_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

export const LISTENING_REFUSALS = {
  notPaid: 'Only an ordered book can be listened to from a link.',
} as const;

export function decideListening(command: ListeningCommand, state: Book, now: Date): BookEvent[] {
  const at = now.toISOString();
  const { bookId, ownerId } = state;
  const { token, enabled } = state.listening;
  if ('token' in command && !LISTENING_TOKEN.test(command.token)) throw invalidListeningToken();
  if (command.type === 'MintListeningLink') {
    if (state.status === 'none') throw bookNotFound();
    if (state.production.status === 'none') throw invalidTransition('not paid', 'print a listening link for');
    if (token || state.deleted) return [];
    return [{ type: 'BookListeningLinkMinted', data: { bookId, ownerId, token: command.token, at } }];
  }
  // Another customer's book does not exist for this one.
  if (state.status === 'none' || state.deleted || command.ownerId !== state.ownerId) throw bookNotFound();
  switch (command.type) {
    case 'DisableListeningLink':
      return enabled ? [{ type: 'BookListeningLinkDisabled', data: { bookId, ownerId, at } }] : [];
    case 'EnableListeningLink': {
      if (state.production.status === 'none') throw bookNotPaid(LISTENING_REFUSALS.notPaid);
      const minted: BookEvent[] = token
        ? []
        : [{ type: 'BookListeningLinkMinted', data: { bookId, ownerId, token: command.token, at } }];
      return enabled
        ? minted
        : [...minted, { type: 'BookListeningLinkEnabled', data: { bookId, ownerId, at } }];
    }
    case 'RenewListeningLink':
      if (state.production.status === 'none') throw bookNotPaid(LISTENING_REFUSALS.notPaid);
      if (command.replaces !== null && command.replaces !== token) return [];
      if (command.token === token) return [];
      return [{ type: 'BookListeningLinkRenewed', data: { bookId, ownerId, token: command.token, at } }];
  }
}
