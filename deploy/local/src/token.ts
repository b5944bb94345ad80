// npm run -s token [customer|support] → prints an id token of a demo user of the running stack.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadStackConfig, type StackFacts } from './stack';

async function main(): Promise<void> {
  const role = process.argv[2] ?? 'customer';
  const facts = JSON.parse(
    readFileSync(join(loadStackConfig().FABELHAFT_LOCAL_DIR, 'stack.json'), 'utf8'),
  ) as StackFacts;
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
  process.stdout.write(`${body.AuthenticationResult.IdToken}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`token: ${(e as Error).message} (is npm start running?)\n`);
  process.exit(1);
});
