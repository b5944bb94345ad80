import { rememberReturnPath } from '../auth/return-path';
import { AuthManager } from '../auth/session';
import type { CognitoSettings } from '../auth/cognito-config';
import type { IdentityProvider } from '../auth/types';
import { safeReturnPath } from '../navigation/access';

/**
 * The header's Google and Apple buttons on an HTML-only page (ADR 0044), loaded when one is pressed: as the
 * Header does it — the way back to this page is remembered (issue #24), then the hosted login opens.
 */
export function openHostedLogin(cognito: CognitoSettings, provider: IdentityProvider): void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  rememberReturnPath(() => window.sessionStorage, safeReturnPath(here));
  new AuthManager({ cognito }).openHostedLogin(provider);
}
