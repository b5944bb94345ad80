import { createHash } from 'node:crypto';

/**
 * Where production keeps what it made, by content (ADR 0019): a picture, a page laid out, a flipbook image
 * are stored under the sha256 of everything they depend on, so a revision of a book re-makes only what its
 * changes touch and finds the rest (issue #14, "Applying a revision"). A key never names a book or a page:
 * equal inputs give equal artefacts, wherever they come from.
 *
 * Adapters: `MemoryArtefactCache` (tests, benches, one production); the books service keeps artefacts next
 * to the book's files. `get` answers undefined for a key it does not hold; `put` may be called again with
 * the same key and the same bytes (idempotent).
 */
export interface ArtefactCache {
  get(key: string): Promise<Buffer | undefined>;
  put(key: string, body: Buffer): Promise<void>;
}

/** Keeps artefacts in this process's memory; `keys()` and `size` for tests and benches. */
export class MemoryArtefactCache implements ArtefactCache {
  private readonly entries = new Map<string, Buffer>();

  async get(key: string): Promise<Buffer | undefined> {
    return this.entries.get(key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    this.entries.set(key, body);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  get size(): number {
    return this.entries.size;
  }
}

/** JSON with object keys sorted, so equal values give equal text whatever order their keys were set in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * The key of an artefact: `<kind>/<sha256 of the kind and its inputs>` (the kind first, so a store can list
 * or expire pictures apart from pages). Inputs are JSON values; strings are hashed as they are.
 */
export function artefactKey(kind: string, ...inputs: unknown[]): string {
  const hash = createHash('sha256');
  for (const input of [kind, ...inputs]) {
    const text = typeof input === 'string' ? input : canonicalJson(input);
    // Length-prefixed, so ("ab", "c") and ("a", "bc") differ.
    hash.update(`${text.length}:`).update(text);
  }
  return `${kind}/${hash.digest('hex')}`;
}
