import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AuthContextValue } from './types';

const AuthContext = createContext<AuthContextValue | null>(null);

/** Signed-out auth context used until the Cognito session logic is wired in. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthContextValue>(
    () => ({
      user: null,
      session: null,
      isAuthenticated: false,
      isLoading: false,
      signIn: async () => {
        throw new Error('Cognito is not configured');
      },
      signOut: async () => undefined,
      openHostedLogin: () => undefined,
      refreshSession: async () => null,
      getToken: async () => null,
    }),
    [],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
