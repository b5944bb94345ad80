/** Stable codes of the storage errors; callers map them (a bad key is a 400 or a bug, never a 500 text). */
export const StorageErrorCodes = {
  INVALID_KEY: 'STORAGE.INVALID_KEY',
  INVALID_CONTENT_TYPE: 'STORAGE.INVALID_CONTENT_TYPE',
  NOT_OWNER: 'STORAGE.NOT_OWNER',
  INVALID_TTL: 'STORAGE.INVALID_TTL',
  KEY_CONFLICT: 'STORAGE.KEY_CONFLICT',
} as const;
export type StorageErrorCode = (typeof StorageErrorCodes)[keyof typeof StorageErrorCodes];

/** Base class of every error this lib raises on purpose; `code` is stable, `message` is for logs. */
export class StorageError extends Error {
  constructor(
    public readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** A key (or key part, or list prefix) broke the key rules; see `validateKey`. */
export class InvalidKeyError extends StorageError {
  constructor(
    public readonly key: string,
    public readonly reason: string,
  ) {
    // The key itself is left out of the message: it may come from a request and end up in logs.
    super(StorageErrorCodes.INVALID_KEY, `Invalid storage key: ${reason}`);
    this.name = 'InvalidKeyError';
  }
}
