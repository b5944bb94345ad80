import type { PublicConfig } from '../config';
import { AUTH_MESSAGES, AuthError } from './errors';

export type CognitoSettings = PublicConfig['cognito'];

/** spec §5 / §9: a user pool id is `<region>_<id>` and at most 55 characters. */
export const USER_POOL_ID_FORMAT = /^[\w-]+_[0-9a-zA-Z]+$/;
export const USER_POOL_ID_MAX_LENGTH = 55;

/**
 * Why sign-in cannot work with these settings, or null when it can (spec §5 validation, §8 texts). Nothing
 * configured at all is the ordinary "no identity pool" case of spec §4, not a malformed configuration.
 */
export function cognitoConfigError(
  settings: Pick<CognitoSettings, 'userPoolId' | 'clientId'>,
): AuthError | null {
  const userPoolId = settings.userPoolId.trim();
  const clientId = settings.clientId.trim();
  if (!userPoolId && !clientId) return new AuthError(AUTH_MESSAGES.notConfigured, 'NotConfigured');
  if (!userPoolId || !clientId) return new AuthError(AUTH_MESSAGES.idsRequired, 'InvalidConfig');
  if (userPoolId.length > USER_POOL_ID_MAX_LENGTH || !USER_POOL_ID_FORMAT.test(userPoolId)) {
    return new AuthError(AUTH_MESSAGES.invalidPoolId, 'InvalidConfig');
  }
  return null;
}

/** True when the hosted login (spec §4) has everything its authorize URL needs. */
export function hostedLoginConfigured(settings: CognitoSettings): boolean {
  return Boolean(settings.hostedUiUrl.trim() && settings.clientId.trim() && settings.redirectUri.trim());
}
