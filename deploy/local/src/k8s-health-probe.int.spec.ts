import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { REPO_ROOT } from './processes';

/**
 * deploy/docker/nats-health-probe.mjs, the Kubernetes probe of the services that answer only on NATS (ADR 0048):
 * exit 0 only for an `ok` health answer on rpc.<service>.health under the deployment's prefix.
 */
describe('nats-health-probe.mjs', () => {
  let nc: NatsConnection;
  const prefix = testSubjectPrefix('probe');
  let status: 'ok' | 'degraded' = 'ok';

  beforeAll(async () => {
    nc = await connect({ servers: testNatsUrl() });
    nc.subscribe(`${prefix}.rpc.limits.health`, {
      callback: (_err, msg) => {
        msg.respond(
          JSON.stringify({
            ok: true,
            data: { service: 'limits', status, postgres: 'ok', relay: 'listening', uptimeSeconds: 1 },
          }),
        );
      },
    });
    await nc.flush();
  });
  afterAll(() => nc.close());

  const probe = (service: string) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [join(REPO_ROOT, 'deploy/docker/nats-health-probe.mjs'), service],
        {
          cwd: REPO_ROOT,
          // The machine NATS of the tests has no users: the probe's user is only a name there.
          env: {
            ...process.env,
            NATS_URL: testNatsUrl(),
            NATS_PREFIX: prefix,
            NATS_HEALTH_TIMEOUT_MS: '1500',
          },
        },
      );
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });

  it('passes when the service answers ok', async () => {
    status = 'ok';
    expect(await probe('limits')).toEqual({ code: 0, stderr: '' });
  });

  it('fails when the service answers degraded, when nobody answers, and without a service name', async () => {
    status = 'degraded';
    expect((await probe('limits')).code).toBe(1);
    const silent = await probe('books');
    expect(silent.code).toBe(1);
    expect(silent.stderr).toMatch(/books\.health|no responders|timeout/i);
    expect((await probe('')).code).toBe(1);
  });
});
