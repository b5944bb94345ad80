import { createHash } from 'node:crypto';

/** A fixed namespace, so every instance and release derives the same id. */
const NAMESPACE = Buffer.from('8d3c5f0e2b7a4c19a6e1d4f7b2c9e0a3', 'hex');

/**
 * The id of a book's n-th session: an RFC 9562 UUIDv5 of (book, n). Two requests opening the book's next session
 * at once both name the same stream; the event store lets one open it and the other answers that session.
 */
export function sessionIdFor(bookId: string, number: number): string {
  const hash = createHash('sha1')
    .update(NAMESPACE)
    .update(`refinement.session\u0000${bookId}\u0000${number}`, 'utf8')
    .digest();
  const b = Buffer.from(hash.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
