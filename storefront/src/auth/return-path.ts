import { safeReturnPath } from '../navigation/access';

/** Where the return path waits while the hosted login (Google, Apple) is away (one tab, one login). */
export const RETURN_PATH_KEY = 'fabelhaft.auth.returnPath';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the return path for the hosted login's callback (nothing when there is none or storage refuses). */
export function rememberReturnPath(store: () => KeyValueStore, path: string | null): void {
  try {
    if (path) store().setItem(RETURN_PATH_KEY, path);
    else store().removeItem(RETURN_PATH_KEY);
  } catch {
    // Without storage the customer lands on / after the hosted login, as before.
  }
}

/** Takes the kept return path out (good for one callback), checked again: storage is not trusted. */
export function takeReturnPath(store: () => KeyValueStore): string | null {
  try {
    const path = store().getItem(RETURN_PATH_KEY);
    store().removeItem(RETURN_PATH_KEY);
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
