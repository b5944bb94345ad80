export default async function globalTeardown(): Promise<void> {
  const infra = globalThis.__fabelhaftInfra;
  if (!infra) return;
  await infra.nats.stop();
  await infra.pg.stop();
}
