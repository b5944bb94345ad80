import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * ADR 0011: a client retry of POST /books/preview (after a 503, a dropped connection, a double click)
 * sends the same `Idempotency-Key`; the book id is derived from (owner, key), so the retry lands on the same
 * book stream and the books service answers that book instead of reserving a second preview. Opaque keys
 * the client generates (a UUID is typical); the charset keeps them safe in logs and headers.
 */
export const IdempotencyKey = z
  .string()
  .regex(
    /^[A-Za-z0-9._:~+/=-]{8,128}$/,
    'Idempotency-Key must be 8 to 128 characters of letters, digits and . _ : ~ + / = -',
  );

/** A fixed namespace, so the same (owner, key) gives the same id on every BFF instance and release. */
const NAMESPACE = Buffer.from('3f0b8c2e4d6a4f1b9e7c5a3d1b2c4e6f', 'hex');

/** RFC 9562 UUIDv5 of (owner, key): different owners never share an id, whatever keys they choose. */
export function bookIdFor(ownerId: string, key: string): string {
  const hash = createHash('sha1')
    .update(NAMESPACE)
    .update(`books.preview\u0000${ownerId}\u0000${key}`, 'utf8')
    .digest();
  const b = Buffer.from(hash.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
