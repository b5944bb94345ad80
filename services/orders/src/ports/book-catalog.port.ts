import type { RequestMetadata } from '@fabelhaft/contracts';

/** A book as checkout sees it: only the owner's own, never-deleted books are found. */
export interface OrderableBook {
  bookId: string;
  ownerId: string;
  title: string | null;
  previewStatus: string;
  format: string | null;
  coverKey: string | null;
}

export interface BookCatalog {
  /** The owner's book, or null when it does not exist or belongs to someone else. */
  findOwnedBook(ownerId: string, bookId: string, metadata: RequestMetadata): Promise<OrderableBook | null>;
}
