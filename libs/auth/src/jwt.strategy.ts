import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { authUserFromClaims, type AuthUser } from './auth-user';
import { AUTH_OPTIONS, JWT_STRATEGY } from './auth.di-tokens';
import type { ResolvedAuthOptions } from './auth.options';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(@Inject(AUTH_OPTIONS) options: ResolvedAuthOptions) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // Keys are cached per kid; an unknown kid triggers a refetch (key rotation), rate-limited so forged
      // kids cannot turn every request into a call to the user pool.
      secretOrKeyProvider: passportJwtSecret({
        jwksUri: options.jwksUri,
        cache: true,
        rateLimit: true,
        jwksRequestsPerMinute: 10,
      }),
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
