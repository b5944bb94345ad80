import { z } from 'zod';
import { storableText } from '../text';

/**
 * issue #12 DELETE /account (GDPR Art. 17): the body carries the customer's Cognito access token, with which
 * the BFF checks it is the signed-in user's and then deletes the identity user (Cognito `DeleteUser`). The
 * bearer token is the id token, as on every route.
 */
export const DeleteAccountRequest = z.object({
  access_token: storableText({ error: 'access_token is required' })
    .min(1, 'access_token is required')
    .max(8192),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
