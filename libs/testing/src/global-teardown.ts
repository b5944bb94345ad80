import { stopSharedStacks } from './shared-stack';

export default async function globalTeardown(): Promise<void> {
  // First the run's shared stacks (ADR 0037): their databases live on the test Postgres stopped below.
  await stopSharedStacks(process.pid);
  const infra = globalThis.__fabelhaftInfra;
  if (!infra) return;
  await infra.nats.stop();
  await infra.pg.stop();
}
