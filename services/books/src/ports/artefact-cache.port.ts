/**
 * What production keeps of what it made (pictures, page images, rendered parts) under a content key, so a
 * revision makes only what changed and an unchanged page comes out as the very same bytes (issue #14). The
 * shape of libs/book-engine's `ArtefactCache`; the books service keeps one per book in object storage.
 */
export interface ArtefactCache {
  get(key: string): Promise<Buffer | undefined>;
  put(key: string, body: Buffer): Promise<void>;
}
