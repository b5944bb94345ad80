/** Reads a stored document (invoice, credit note PDF) by its storage key, as the BFF and orders do. */
export interface Documents {
  read(key: string): Promise<Buffer | null>;
}
