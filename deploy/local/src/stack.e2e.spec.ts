import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, testSubjectPrefix } from '@fabelhaft/testing';
import { signInDemoUser } from './demo-sign-in';
import { REPO_ROOT } from './processes';
import type { StackFacts } from './stack';

// Starting Postgres, NATS, the identity, a service and the BFF takes a while on two cores.
jest.setTimeout(120_000);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * `npm start` as a person runs it, isolated on its own ports and data folder. Postgres and NATS are pointed at
 * ports where nothing listens, so this also proves the fallback: embedded Postgres and a local nats-server.
 */
describe('the local stack (npm start)', () => {
  let dir: string;
  let env: Record<string, string>;
  let launcher: ChildProcess | undefined;
  let output = '';

  const start = async (): Promise<StackFacts> => {
    output = '';
    const file = join(dir, 'stack.json');
    expect(existsSync(file)).toBe(false); // the launcher removes it when it stops
    launcher = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(REPO_ROOT, 'deploy/local/src/start.ts')],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    launcher.stdout!.on('data', (d) => (output += d));
    launcher.stderr!.on('data', (d) => (output += d));
    return eventually(
      () => {
        if (launcher?.exitCode !== null) throw new Error(`launcher exited:\n${output}`);
        if (!existsSync(file)) throw new Error(`no stack.json yet:\n${output}`);
        return JSON.parse(readFileSync(file, 'utf8')) as StackFacts;
      },
      90_000,
      200,
    );
  };

  const stop = async () => {
    if (!launcher || launcher.exitCode !== null) return null;
    const exited = new Promise<number | null>((r) => launcher!.once('exit', (code) => r(code)));
    launcher.kill('SIGINT');
    return exited;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fabelhaft-stack-'));
    // As root, embedded Postgres runs as the postgres user, who must be able to reach its data folder.
    chmodSync(dir, 0o755);
    env = {
      FABELHAFT_LOCAL_DIR: dir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/fabelhaft`,
      NATS_URL: `nats://127.0.0.1:${await freePort()}`,
      NATS_PREFIX: testSubjectPrefix('stack'),
      BFF_PORT: String(await freePort()),
      IDENTITY_PORT: String(await freePort()),
    };
    env.STOREFRONT_PORT = String(await freePort());
    env.STOREFRONT_URL = `http://localhost:${env.STOREFRONT_PORT}`;
  });

  afterAll(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const signIn = signInDemoUser;

  it('starts everything, prints the URLs and logins, and serves GET /limits to the demo customer', async () => {
    const facts = await start();
    expect(facts.embedded).toEqual({ postgres: true, nats: true });
    expect(output).toContain(facts.urls.bff);
    expect(output).toContain(facts.urls.identity);
    expect(output).toContain('demo@fabelhaft.local');
    expect(output).toContain('support@fabelhaft.local');
    expect(output).toContain(facts.users[0]!.password);

    const token = await signIn(facts, 'customer');
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
    const supportToken = await signIn(facts, 'support');
    const claims = JSON.parse(Buffer.from(supportToken.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims['cognito:groups']).toEqual(['support']);
  });

  it('stops everything on Ctrl-C and keeps the data for the next start', async () => {
    const before = JSON.parse(readFileSync(join(dir, 'stack.json'), 'utf8')) as StackFacts;
    expect(await stop()).toBe(0);
    await expect(fetch(`${before.urls.bff}/health/live`)).rejects.toThrow();

    const after = await start();
    expect(after.identity.userPoolId).toBe(before.identity.userPoolId);
    expect(after.identity.clientId).toBe(before.identity.clientId);
    const token = await signIn(after, 'customer');
    expect(
      (await fetch(`${after.urls.bff}/limits`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    expect(await stop()).toBe(0);
  });
});
