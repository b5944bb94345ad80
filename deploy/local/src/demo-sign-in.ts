import type { StackFacts } from './stack';

/** Signs a demo user of a running stack in (USER_PASSWORD_AUTH, as the storefront does) and returns the id token. */
export async function signInDemoUser(facts: StackFacts, role = 'customer'): Promise<string> {
  const user = facts.users.find((u) => u.role === role);
  if (!user) throw new Error(`No demo user with role ${role}`);
  const res = await fetch(facts.urls.identity, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: facts.identity.clientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string }; message?: string };
  if (!body.AuthenticationResult) throw new Error(body.message ?? `sign-in failed (${res.status})`);
  return body.AuthenticationResult.IdToken;
}
