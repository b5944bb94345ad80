import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { authUserFromClaims, type AuthUser } from './auth-user';
import { JwksKeyStore, kidOf } from './jwks-key-store';
import { AUTH_OPTIONS, JWT_STRATEGY } from './auth.di-tokens';
import type { ResolvedAuthOptions } from './auth.options';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(@Inject(AUTH_OPTIONS) options: ResolvedAuthOptions) {
    const keys = new JwksKeyStore({ jwksUri: options.jwksUri });
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // Known keys are answered from memory (stale ones too when the pool cannot be reached); an unknown kid
      // refetches only on its own small budget, so forged kids can neither block nor fail valid tokens.
      secretOrKeyProvider: (_req: unknown, rawJwt: string, done: (err: unknown, key?: string) => void) => {
        // An error from here makes passport fail the request (401), it is not a server error.
        keys.keyFor(kidOf(rawJwt)).then(
          (key) => (key ? done(null, key) : done(new Error('unknown signing key'))),
          (err: unknown) => done(err),
        );
      },
      // Only RS256: the token must not choose its algorithm (alg none, HS256 keyed with the public key).
      algorithms: ['RS256'],
      issuer: options.issuer,
      audience: options.audience,
      ignoreExpiration: false,
    });
  }

  // Returning null makes passport fail the request, which the guard turns into the one 401 body.
  validate(payload: Record<string, unknown>): AuthUser | null {
    return authUserFromClaims(payload);
  }
}
