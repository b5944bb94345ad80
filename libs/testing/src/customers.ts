import { randomBytes } from 'node:crypto';
import type { RunningStackFacts, StackUser } from './stack';

/** One call of the Cognito JSON API on the local identity's admin port (Admin*, loopback only). */
async function identityAdmin(facts: RunningStackFacts, operation: string, body: object): Promise<void> {
  const res = await fetch(`${facts.identity.adminUrl}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${operation}: ${res.status} ${await res.text()}`);
}

/**
 * A new customer of the stack's identity, as the seed makes the demo customer (deploy/identity `seed.ts`): the
 * email as user name, verified, with a permanent password, so it signs in like anyone who registered. On a
 * shared stack (ADR 0037) each test file makes its own, so that its limits, books, orders and emails never meet
 * another file's. `label` shows in the address (`books-3f9c…@fabelhaft.test`), which says whose data it is.
 */
export async function newCustomer(
  stack: { facts: RunningStackFacts },
  label = 'customer',
): Promise<StackUser> {
  const { facts } = stack;
  const email = `${label.replace(/[^a-z0-9-]/gi, '').toLowerCase() || 'customer'}-${randomBytes(5).toString('hex')}@fabelhaft.test`;
  // Meets Cognito's default policy (upper, lower, digit, symbol) whatever the random part holds.
  const password = `Fh-${randomBytes(18).toString('base64url')}-9a`;
  const UserPoolId = facts.identity.userPoolId;
  await identityAdmin(facts, 'AdminCreateUser', {
    UserPoolId,
    Username: email,
    MessageAction: 'SUPPRESS',
    TemporaryPassword: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
  // Permanent: no "new password required" challenge at the first sign-in.
  await identityAdmin(facts, 'AdminSetUserPassword', {
    UserPoolId,
    Username: email,
    Password: password,
    Permanent: true,
  });
  return { role: 'customer', email, password };
}
