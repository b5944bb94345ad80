// Kubernetes probe of a NATS-only service (deploy/k8s, ADR 0048): asks `rpc.<service>.health` (ADR 0010) as the
// health-probe NATS user and exits 0 only when the answer is `ok` (Postgres reachable, relay listening).
// Usage: node deploy/docker/nats-health-probe.mjs <service>. Reads NATS_URL, NATS_PREFIX, NATS_HEALTH_USER and
// NATS_HEALTH_PASSWORD. Plain JavaScript, no swc: a probe runs every few seconds and must start fast.
// The health subject is served in the service's queue group, so any one instance answers: the probe tells
// whether the service works, not whether this pod does (a dead pod's process exits and is restarted anyway).
import { connect } from '@nats-io/transport-node';

const service = process.argv[2];
const timeout = Number(process.env.NATS_HEALTH_TIMEOUT_MS ?? 3000);
const user = process.env.NATS_HEALTH_USER ?? 'health-probe';
const prefix = process.env.NATS_PREFIX ? `${process.env.NATS_PREFIX}.` : '';

async function main() {
  if (!service || !/^[a-z-]+$/.test(service)) throw new Error('usage: nats-health-probe.mjs <service>');
  const nc = await connect({
    servers: (process.env.NATS_URL ?? 'nats://nats:4222').split(','),
    user,
    pass: process.env.NATS_HEALTH_PASSWORD,
    name: `health-probe ${service}`,
    inboxPrefix: `_INBOX_${user.replace(/[^A-Za-z0-9_-]/g, '_')}`,
    timeout,
  });
  try {
    const body = JSON.stringify({ data: {}, metadata: { correlationId: `health-probe-${Date.now()}` } });
    const reply = (await nc.request(`${prefix}rpc.${service}.health`, body, { timeout })).json();
    if (!reply.ok || reply.data?.status !== 'ok') throw new Error(`${service}: ${JSON.stringify(reply)}`);
  } finally {
    await nc.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
