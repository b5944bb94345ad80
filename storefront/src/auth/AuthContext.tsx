import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { usePublicConfig } from '../config';
import { AUTH_MESSAGES } from './errors';
import { AuthManager, INITIAL_AUTH_STATE, type AuthState } from './session';
import type { CognitoSettings } from './cognito-config';
import type { AuthContextValue } from './types';

const AuthContext = createContext<AuthContextValue | null>(null);
const ManagerContext = createContext<AuthManager | null>(null);

// The server has no tokens (they live only in the browser, ADR 0005): it always renders "loading", and so
// does the hydrating first client render, whatever the browser's storage holds — no hydration mismatch.
const serverState = (): AuthState => INITIAL_AUTH_STATE;

let browserManager: AuthManager | undefined;

/**
 * The browser's one AuthManager: the AuthProvider's, and the one pages/+guard.client.ts asks before a page loads
 * (issue #25, ADR 0042) — the guard runs before the first render, so it cannot reach the provider's.
 */
export function browserAuthManager(cognito: CognitoSettings): AuthManager;
export function browserAuthManager(cognito: CognitoSettings | undefined): AuthManager | undefined;
export function browserAuthManager(cognito: CognitoSettings | undefined): AuthManager | undefined {
  if (cognito) browserManager ??= new AuthManager({ cognito });
  return browserManager;
}

/**
 * spec §3 auth context, backed by an AuthManager (session.ts). The session is restored in an effect, so
 * server render and first client render both show loading (spec §4: loading starts true).
 * `manager` is for tests; the app lets the provider build one from the public configuration.
 */
export function AuthProvider({ children, manager: given }: { children: ReactNode; manager?: AuthManager }) {
  const { cognito } = usePublicConfig();
  const [manager] = useState(
    () =>
      given ?? (typeof window === 'undefined' ? new AuthManager({ cognito }) : browserAuthManager(cognito)),
  );
  const state = useSyncExternalStore(manager.subscribe, manager.getState, serverState);

  useEffect(() => {
    void manager.start();
  }, [manager]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      session: state.session,
      isAuthenticated: state.user !== null && state.session !== null,
      isLoading: state.isLoading,
      signIn: manager.signIn,
      signOut: manager.signOut,
      openHostedLogin: manager.openHostedLogin,
      refreshSession: manager.refreshSession,
      getToken: manager.getToken,
    }),
    [state, manager],
  );

  return (
    <ManagerContext.Provider value={manager}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </ManagerContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error(AUTH_MESSAGES.outsideProvider);
  return ctx;
}

/**
 * For the /auth/callback page only: finishes a hosted login from the callback's query string (spec §4) and
 * updates the auth context. Kept out of AuthContextValue, which mirrors spec §3's list exactly.
 */
export function useCompleteHostedLogin(): (search: string) => Promise<void> {
  const manager = useContext(ManagerContext);
  if (!manager) throw new Error(AUTH_MESSAGES.outsideProvider);
  return manager.completeHostedLogin;
}

/**
 * issue #24: the login screen's account steps (spec §7 SignUp, ConfirmSignUp, ResendConfirmationCode,
 * ForgotPassword, ConfirmForgotPassword). Kept out of AuthContextValue, which mirrors spec §3's list exactly.
 */
export function useAccountSteps(): Pick<
  AuthManager,
  'signUp' | 'confirmSignUp' | 'resendConfirmationCode' | 'forgotPassword' | 'confirmForgotPassword'
> {
  const manager = useContext(ManagerContext);
  if (!manager) throw new Error(AUTH_MESSAGES.outsideProvider);
  return manager;
}
