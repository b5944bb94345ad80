export interface AuthModuleOptions {
  /** The user pool's issuer, `https://cognito-idp.<region>.amazonaws.com/<userPoolId>` (or cognito-local's). */
  issuer: string;
  /** The app client id: Cognito id tokens carry it as `aud`. */
  audience: string;
  /** Defaults to `<issuer>/.well-known/jwks.json`, where Cognito and cognito-local publish their keys. */
  jwksUri?: string;
}

export type ResolvedAuthOptions = Required<AuthModuleOptions>;

export function resolveAuthOptions(options: AuthModuleOptions): ResolvedAuthOptions {
  // Without an issuer or audience jsonwebtoken skips that check, so an empty value would quietly accept
  // tokens from any pool or app client: refuse to start instead.
  for (const key of ['issuer', 'audience'] as const) {
    if (typeof options[key] !== 'string' || options[key].trim() === '') {
      throw new Error(`AuthModule: ${key} is required`);
    }
  }
  const issuer = options.issuer.replace(/\/+$/, '');
  return {
    issuer,
    audience: options.audience,
    jwksUri: options.jwksUri ?? `${issuer}/.well-known/jwks.json`,
  };
}
