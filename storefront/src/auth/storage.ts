import type { ICognitoStorage } from 'amazon-cognito-identity-js';

/** Every key amazon-cognito-identity-js writes starts with this. */
export const COGNITO_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * Local storage with an in-memory fallback (spec §4). Browsers throw from localStorage in some private modes,
 * when storage is disabled, or on a full quota; from the first failure on this keeps working in memory for
 * the rest of the page's life (a session then lasts until reload, which beats no session at all).
 *
 * The backing store is resolved lazily, so constructing one during a server render touches no `window`.
 */
export class FallbackStorage implements ICognitoStorage {
  private memory: Map<string, string> | null = null;

  constructor(private readonly backing: () => Storage = () => window.localStorage) {}

  /** True once local storage failed and values live only in memory. */
  get isFallback(): boolean {
    return this.memory !== null;
  }

  getItem(key: string): string | null {
    if (this.memory) return this.memory.get(key) ?? null;
    try {
      return this.backing().getItem(key);
    } catch {
      return this.fallBack().get(key) ?? null;
    }
  }

  setItem(key: string, value: string): void {
    if (!this.memory) {
      try {
        this.backing().setItem(key, value);
        return;
      } catch {
        // A half-written session in local storage would be restored on the next load: drop the stale value.
        this.fallBack();
        this.tryBacking((s) => s.removeItem(key));
      }
    }
    this.fallBack().set(key, String(value));
  }

  removeItem(key: string): void {
    this.memory?.delete(key);
    this.tryBacking((s) => s.removeItem(key));
  }

  /** Clears only the identity library's keys: the whole local storage also holds the language and consent. */
  clear(): void {
    for (const key of this.keys()) if (key.startsWith(COGNITO_KEY_PREFIX)) this.removeItem(key);
  }

  private keys(): string[] {
    if (this.memory) return [...this.memory.keys()];
    const keys: string[] = [];
    this.tryBacking((s) => {
      for (let i = 0; i < s.length; i += 1) {
        const key = s.key(i);
        if (key !== null) keys.push(key);
      }
    });
    return keys;
  }

  /** Switches to memory, carrying over what local storage still lets us read (a quota error still reads). */
  private fallBack(): Map<string, string> {
    if (this.memory) return this.memory;
    const memory = new Map<string, string>();
    this.tryBacking((s) => {
      for (let i = 0; i < s.length; i += 1) {
        const key = s.key(i);
        const value = key === null ? null : s.getItem(key);
        if (key !== null && value !== null && key.startsWith(COGNITO_KEY_PREFIX)) memory.set(key, value);
      }
    });
    this.memory = memory;
    return memory;
  }

  private tryBacking(action: (storage: Storage) => void): void {
    try {
      action(this.backing());
    } catch {
      // unavailable: memory is authoritative now
    }
  }
}

/** The keys amazon-cognito-identity-js reads a user's session from (CognitoUser.getSession/cacheTokens). */
export function cognitoStorageKeys(clientId: string, username: string) {
  const prefix = `${COGNITO_KEY_PREFIX}${clientId}`;
  return {
    lastAuthUser: `${prefix}.LastAuthUser`,
    idToken: `${prefix}.${username}.idToken`,
    accessToken: `${prefix}.${username}.accessToken`,
    refreshToken: `${prefix}.${username}.refreshToken`,
    clockDrift: `${prefix}.${username}.clockDrift`,
    userData: `${prefix}.${username}.userData`,
  };
}

/** Who signed in last (the library's CognitoUserPool.getCurrentUser reads the same key), or null. */
export function readLastAuthUser(storage: ICognitoStorage, clientId: string): string | null {
  try {
    return storage.getItem(cognitoStorageKeys(clientId, '').lastAuthUser) || null;
  } catch {
    return null;
  }
}

/**
 * Stores a session exactly as the library's CognitoUser.setSignInUserSession does (clearCachedUserData, then
 * cacheTokens), so the library's getCurrentUser/getSession find it.
 */
export function writeCognitoSession(
  storage: ICognitoStorage,
  clientId: string,
  username: string,
  session: { idToken: string; accessToken: string; refreshToken: string; clockDrift: number },
): void {
  const keys = cognitoStorageKeys(clientId, username);
  storage.removeItem(keys.userData);
  storage.setItem(keys.idToken, session.idToken);
  storage.setItem(keys.accessToken, session.accessToken);
  storage.setItem(keys.refreshToken, session.refreshToken);
  storage.setItem(keys.clockDrift, `${session.clockDrift}`);
  storage.setItem(keys.lastAuthUser, username);
}

/** Removes what the library's CognitoUser.clearCachedUser removes (its signOut without a revoke callback). */
export function clearCognitoUser(storage: ICognitoStorage, clientId: string, username: string): void {
  const keys = cognitoStorageKeys(clientId, username);
  for (const key of [
    keys.idToken,
    keys.accessToken,
    keys.refreshToken,
    keys.lastAuthUser,
    keys.clockDrift,
    keys.userData,
  ]) {
    storage.removeItem(key);
  }
}
