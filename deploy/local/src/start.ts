// npm start → this file (after scripts/start.mjs installed what was missing).
import { describeStack, loadStackConfig, startStack } from './stack';

async function main(): Promise<void> {
  const config = loadStackConfig();
  const log = (line: string) => process.stdout.write(`${line}\n`);
  log('Starting Fabelhaft (Postgres, NATS, identity, services, BFF) ...');
  const stack = await startStack(config, log);
  log(describeStack(stack.facts));

  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: stopping ...`);
    await stack.stop();
    log('Stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('Ctrl-C', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
}

main().catch((e: unknown) => {
  process.stderr.write(`\nnpm start failed: ${(e as Error)?.message ?? String(e)}\n`);
  process.exit(1);
});
