import { CognitoUserPool } from 'amazon-cognito-identity-js';
import { CLIENT_ID, MapStorage, POOL_ID, storeSession, tokenSet } from './auth-test-kit';
import {
  FallbackStorage,
  clearCognitoUser,
  cognitoStorageKeys,
  readLastAuthUser,
  writeCognitoSession,
} from './storage';

/** A Storage like the browser's, whose operations can be made to throw. */
function fakeLocalStorage(fail: { get?: boolean; set?: boolean; access?: boolean } = {}) {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => {
      if (fail.get) throw new DOMException('denied', 'SecurityError');
      return data.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      if (fail.set) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
  } as Storage;
  return {
    data,
    fail,
    backing: () => {
      if (fail.access) throw new DOMException('denied', 'SecurityError');
      return storage;
    },
  };
}

describe('FallbackStorage (spec §4: local storage with an in-memory fallback)', () => {
  it('uses local storage while it works', () => {
    const local = fakeLocalStorage();
    const storage = new FallbackStorage(local.backing);
    storage.setItem('CognitoIdentityServiceProvider.c.LastAuthUser', 'u');
    expect(local.data.get('CognitoIdentityServiceProvider.c.LastAuthUser')).toBe('u');
    expect(storage.isFallback).toBe(false);
  });

  it('falls back to memory when local storage cannot be reached at all (private mode, no window)', () => {
    const storage = new FallbackStorage(fakeLocalStorage({ access: true }).backing);
    expect(storage.getItem('x')).toBeNull();
    storage.setItem('x', 'y');
    expect(storage.getItem('x')).toBe('y');
    expect(storage.isFallback).toBe(true);
    storage.removeItem('x');
    expect(storage.getItem('x')).toBeNull();
  });

  it('falls back on a full quota, keeping what was stored before and dropping the stale value', () => {
    const local = fakeLocalStorage();
    const storage = new FallbackStorage(local.backing);
    const keys = cognitoStorageKeys('client', 'user');
    storage.setItem(keys.lastAuthUser, 'user');
    storage.setItem(keys.idToken, 'old-id');
    local.fail.set = true;
    storage.setItem(keys.idToken, 'new-id');
    expect(storage.isFallback).toBe(true);
    expect(storage.getItem(keys.idToken)).toBe('new-id');
    expect(storage.getItem(keys.lastAuthUser)).toBe('user');
    // The next page load must not restore half of an old session.
    expect(local.data.has(keys.idToken)).toBe(false);
  });

  it('falls back when reading throws', () => {
    const storage = new FallbackStorage(fakeLocalStorage({ get: true }).backing);
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('clear() removes only the identity library’s keys', () => {
    const local = fakeLocalStorage();
    const storage = new FallbackStorage(local.backing);
    storage.setItem('CognitoIdentityServiceProvider.c.LastAuthUser', 'u');
    local.data.set('fabelhaft_lang', 'en');
    storage.clear();
    expect([...local.data.keys()]).toEqual(['fabelhaft_lang']);
  });

  it('names the keys the way amazon-cognito-identity-js does', () => {
    expect(cognitoStorageKeys('abc', 'Google_1')).toEqual({
      lastAuthUser: 'CognitoIdentityServiceProvider.abc.LastAuthUser',
      idToken: 'CognitoIdentityServiceProvider.abc.Google_1.idToken',
      accessToken: 'CognitoIdentityServiceProvider.abc.Google_1.accessToken',
      refreshToken: 'CognitoIdentityServiceProvider.abc.Google_1.refreshToken',
      clockDrift: 'CognitoIdentityServiceProvider.abc.Google_1.clockDrift',
      userData: 'CognitoIdentityServiceProvider.abc.Google_1.userData',
    });
  });
});

describe('the library’s storage layout, written and cleared without the library', () => {
  const USER = 'Google_1';
  const filled = () => {
    const storage = new MapStorage();
    storeSession(storage, USER, tokenSet({ username: USER, iat: 1_900_000_000 }), 7);
    storage.setItem(cognitoStorageKeys(CLIENT_ID, USER).userData, '{}');
    storage.setItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.${USER}.deviceKey`, 'device');
    storage.setItem('fabelhaft_lang', 'en');
    return storage;
  };

  it('clears what the library’s signOut() clears, and nothing else', () => {
    const ours = filled();
    clearCognitoUser(ours, CLIENT_ID, USER);
    const library = filled();
    new CognitoUserPool({ UserPoolId: POOL_ID, ClientId: CLIENT_ID, Storage: library })
      .getCurrentUser()!
      .signOut();
    expect(ours.map).toEqual(library.map);
    expect([...ours.map.keys()]).toEqual([
      `CognitoIdentityServiceProvider.${CLIENT_ID}.${USER}.deviceKey`,
      'fabelhaft_lang',
    ]);
  });

  it('writes what storeSession (a previous visit) left, and reads the last user back', () => {
    const tokens = tokenSet({ username: USER, iat: 1_900_000_000 });
    const expected = new MapStorage();
    storeSession(expected, USER, tokens, 7);
    const ours = new MapStorage();
    ours.setItem(cognitoStorageKeys(CLIENT_ID, USER).userData, '{"stale":true}');
    writeCognitoSession(ours, CLIENT_ID, USER, { ...tokens, clockDrift: 7 });
    expect(ours.map).toEqual(expected.map);
    expect(readLastAuthUser(ours, CLIENT_ID)).toBe(USER);
    expect(readLastAuthUser(new MapStorage(), CLIENT_ID)).toBeNull();
  });
});
