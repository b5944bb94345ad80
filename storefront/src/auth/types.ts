/** spec §3 Session / auth context. */
export interface AuthUser {
  sub: string;
  email: string;
  groups: string[];
  /** Identity user attributes as name/value pairs. */
  attributes: { Name: string; Value: string }[];
}

export interface AuthSession {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export type IdentityProvider = 'Google' | 'SignInWithApple';

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  openHostedLogin(provider?: IdentityProvider): void;
  refreshSession(): Promise<AuthSession | null>;
  getToken(): Promise<string | null>;
}
