import { createHash, randomBytes } from 'node:crypto';
import { sameSecret } from '@fabelhaft/service-kit';

/** What Cognito's /oauth2/token hands out for a code. */
export interface TokenSet {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export interface CodeGrant {
  clientId: string;
  redirectUri: string;
  tokens: TokenSet;
  /** PKCE (RFC 7636), when the authorize request carried a code_challenge. */
  codeChallenge?: { value: string; method: 'S256' | 'plain' };
}

export type RedeemResult = { ok: true; tokens: TokenSet } | { ok: false; reason: string };

const CODE_TTL_MS = 5 * 60 * 1000;

/**
 * Single-use authorization codes held in memory, as Cognito's are short-lived: a restart simply makes the
 * pending ones invalid, which the client must handle anyway.
 */
export class AuthorizationCodes {
  private readonly grants = new Map<string, CodeGrant & { expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(grant: CodeGrant): string {
    this.dropExpired();
    const code = randomBytes(32).toString('base64url');
    this.grants.set(code, { ...grant, expiresAt: this.now() + CODE_TTL_MS });
    return code;
  }

  /** Consumes the code whatever the outcome, so a leaked or replayed code can never be tried twice. */
  redeem(
    code: string,
    clientId: string,
    redirectUri: string,
    codeVerifier: string | undefined,
  ): RedeemResult {
    const grant = this.grants.get(code);
    this.grants.delete(code);
    if (!grant) return { ok: false, reason: 'unknown or already used code' };
    if (grant.expiresAt <= this.now()) return { ok: false, reason: 'code expired' };
    if (grant.clientId !== clientId) return { ok: false, reason: 'code was issued to another client' };
    if (grant.redirectUri !== redirectUri)
      return { ok: false, reason: 'redirect_uri differs from the authorize request' };
    if (grant.codeChallenge && !verifierMatches(grant.codeChallenge, codeVerifier)) {
      return { ok: false, reason: 'code_verifier does not match the code_challenge' };
    }
    return { ok: true, tokens: grant.tokens };
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [code, grant] of this.grants) if (grant.expiresAt <= now) this.grants.delete(code);
  }
}

function verifierMatches(
  challenge: NonNullable<CodeGrant['codeChallenge']>,
  verifier: string | undefined,
): boolean {
  if (!verifier) return false;
  const derived =
    challenge.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return sameSecret(derived, challenge.value);
}
