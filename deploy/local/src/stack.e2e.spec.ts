import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { canConnectNats } from '@fabelhaft/local-infra';
import { signInStackUser, startTestStack, type TestStack } from '@fabelhaft/testing';
import type { StackFacts } from './stack';

// Starting Postgres, NATS, the identity, a service, the BFF and the storefront takes a while on two cores, and
// longer beside two browser journeys (it took over 120 s once in a full run).
jest.setTimeout(240_000);

/**
 * `npm start` as a person runs it, isolated on its own ports and data folder. Postgres and NATS are pointed at
 * ports where nothing listens, so this also proves the fallback: embedded Postgres and a local nats-server.
 */
describe('the local stack (npm start)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ embeddedInfra: true });
  });

  afterAll(async () => {
    await stack?.stop();
    await stack?.remove();
  });

  it('starts everything, prints the URLs and logins, and serves GET /limits to the demo customer', async () => {
    const { facts } = stack;
    expect(facts.embedded).toEqual({ postgres: true, nats: true });
    // Every NATS service answered its health before the stack was reported up (issue #14: refinement too;
    // issue #15: fulfilment, tracking and notifications, whose mail catcher's inbox URL is printed).
    expect(facts.services).toEqual([
      'limits',
      'books',
      'orders',
      'refinement',
      'fulfilment',
      'tracking',
      'notifications',
    ]);
    // issue #15: the print partner's local carrier answers DHL's tracking API with the key from stack.json.
    expect(facts.printPartner.partnerId).toBe('fabelhaft-print-sim');
    expect(stack.output()).toContain(`${facts.urls.carrier}/track/shipments`);
    const track = (key: string) =>
      fetch(`${facts.urls.carrier}/track/shipments?trackingNumber=00340434000000000000`, {
        headers: { 'DHL-API-Key': key },
      });
    expect((await track(facts.printPartner.carrierApiKey)).status).toBe(404);
    expect((await track('not-the-key')).status).toBe(401);
    for (const url of [
      facts.urls.bff,
      facts.urls.content,
      facts.urls.identity,
      facts.urls.storefront,
      facts.urls.mail,
    ])
      expect(stack.output()).toContain(url);
    // issue #26: the content service runs under its own URL key and serves the seeded posts.
    const blog = await fetch(`${facts.urls.content}/api/blogs?locale=en`);
    expect(blog.status).toBe(200);
    expect(((await blog.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total).toBe(
      3,
    );
    expect(stack.output()).toContain('demo@fabelhaft.local');
    expect(stack.output()).toContain('support@fabelhaft.local');
    expect(stack.output()).toContain(facts.users[0]!.password);

    const token = await signInStackUser(facts, 'customer');
    const res = await fetch(`${facts.urls.bff}/limits`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      preview_limit: 5,
      preview_remaining: 5,
      edit_limit: 3,
      edit_remaining: 3,
    });

    const anonymous = await fetch(`${facts.urls.bff}/limits`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ detail: 'User is not authenticated' });

    // The support user's token carries the support group (for the support endpoints of later issues).
    const supportToken = await signInStackUser(facts, 'support');
    const claims = JSON.parse(Buffer.from(supportToken.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims['cognito:groups']).toEqual(['support']);

    const home = await fetch(facts.urls.storefront);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang=');
  });

  it('generates its secrets, runs NATS with users only, and keeps Admin*/List* off the public identity port', async () => {
    const { facts } = stack;
    const secretsFile = join(stack.dir, 'secrets.json');
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
    const secrets = JSON.parse(readFileSync(secretsFile, 'utf8')) as { DEMO_PASSWORD: string };
    expect(facts.users[0]!.password).toBe(secrets.DEMO_PASSWORD);

    expect(await canConnectNats(facts.natsUrl)).toBe(false);
    expect(await canConnectNats(facts.natsUrl, 1500, facts.natsOperator)).toBe(true);
    expect(await canConnectNats(facts.natsUrl, 1500, { user: 'bff', password: 'guessed-password' })).toBe(
      false,
    );

    const listUsers = (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
        },
        body: JSON.stringify({ UserPoolId: facts.identity.userPoolId }),
      });
    const refused = await listUsers(facts.urls.identity);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ __type: 'AccessDeniedException' });
    expect(new URL(facts.identity.adminUrl).hostname).toBe('127.0.0.1');
    const listed = await listUsers(facts.identity.adminUrl);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain('demo@fabelhaft.local');
  });

  it('stops everything on Ctrl-C and keeps the data for the next start', async () => {
    const before = JSON.parse(readFileSync(join(stack.dir, 'stack.json'), 'utf8')) as StackFacts;
    expect(await stack.stop()).toBe(0);
    await expect(fetch(`${before.urls.bff}/health/live`)).rejects.toThrow();
    await expect(fetch(before.urls.storefront)).rejects.toThrow();

    stack = await startTestStack({ reuse: { dir: stack.dir, env: stack.env } });
    expect(stack.facts.identity.userPoolId).toBe(before.identity.userPoolId);
    expect(stack.facts.identity.clientId).toBe(before.identity.clientId);
    const token = await signInStackUser(stack.facts, 'customer');
    expect(
      (await fetch(`${stack.facts.urls.bff}/limits`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200);
  });
});
