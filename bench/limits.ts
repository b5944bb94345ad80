// npm run bench:limits — request/reply throughput and latency of the limits service (ReservePreview writes,
// GetLimits reads) with the service in this process, on a throwaway database and subject prefix.
import 'reflect-metadata';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { LimitsRpc } from '@fabelhaft/contracts';
import { ensureNats, ensurePostgres } from '@fabelhaft/local-infra';
import { connectNats, RpcClient, Subjects } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { createTestDatabase, testSubjectPrefix } from '@fabelhaft/testing';
import { limitsConfigSchema } from '../services/limits/src/limits.config';
import { LimitsModule } from '../services/limits/src/limits.module';

const CUSTOMERS = 200;
const RESERVATIONS_PER_CUSTOMER = 5;
const CONCURRENCY = 32;

async function timed(total: number, op: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await op(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  return `${total} calls, ${(total / seconds).toFixed(0)}/s, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms`;
}

async function main() {
  const root = join(__dirname, '..');
  const pg = await ensurePostgres({
    serverUrl: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432',
    dataDir: join(root, '.local/test-pg'),
  });
  const nats = await ensureNats({
    url: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
    dataDir: join(root, '.local/test-nats'),
  });
  process.env.TEST_POSTGRES_URL = pg.serverUrl;
  const db = await createTestDatabase('bench');
  const prefix = testSubjectPrefix('bench');
  const app = await NestFactory.createApplicationContext(
    await LimitsModule.forRoot(
      loadConfig(limitsConfigSchema, {
        DATABASE_URL: db.url,
        NATS_URL: nats.url,
        NATS_PREFIX: prefix,
        LOG_LEVEL: 'warn',
      }),
    ),
    { logger: false },
  );
  await app.init();
  const nc = await connectNats({ url: nats.url, name: 'bench' });
  const rpc = new RpcClient(nc, new Subjects(prefix));
  try {
    const writes = CUSTOMERS * RESERVATIONS_PER_CUSTOMER;
    console.log(
      `ReservePreview (${CONCURRENCY} in flight): ${await timed(writes, (i) => rpc.call(LimitsRpc.reservePreview, { ownerId: `c${i % CUSTOMERS}`, bookId: `b${i}` }))}`,
    );
    console.log(
      `GetLimits      (${CONCURRENCY} in flight): ${await timed(writes, (i) => rpc.call(LimitsRpc.getLimits, { ownerId: `c${i % CUSTOMERS}` }))}`,
    );
  } finally {
    await app.close();
    await nc.close();
    await db.drop();
    await nats.stop();
    await pg.stop();
  }
}

void main();
