import type { Session } from './tokens';

/** Where the console keeps its session between page loads. */
export interface SessionStore {
  load(): Session | null;
  save(session: Session): void;
  clear(): void;
}

const KEY = 'fabelhaft.admin.session';

/** localStorage (the console's own origin, port 3001: the storefront's session is not visible here). */
export function browserSessionStore(storage: Storage = window.localStorage): SessionStore {
  return {
    load() {
      try {
        const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
        if (!value || typeof value !== 'object') return null;
        const s = value as Partial<Session>;
        return typeof s.idToken === 'string' &&
          typeof s.accessToken === 'string' &&
          typeof s.refreshToken === 'string' &&
          typeof s.username === 'string'
          ? (s as Session)
          : null;
      } catch {
        return null;
      }
    },
    save: (session) => storage.setItem(KEY, JSON.stringify(session)),
    clear: () => storage.removeItem(KEY),
  };
}

export function memorySessionStore(initial: Session | null = null): SessionStore {
  let current = initial;
  return {
    load: () => current,
    save: (session) => void (current = session),
    clear: () => void (current = null),
  };
}
