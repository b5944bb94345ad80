// npm start → this file (after scripts/start.mjs installed what was missing).
import { watchProcess } from '@fabelhaft/local-infra';
import { describeStack, loadStackConfig, startStack, type RunningStack } from './stack';

async function main(): Promise<void> {
  const config = loadStackConfig();
  const log = (line: string) => process.stdout.write(`${line}\n`);
  log('Starting Fabelhaft (Postgres, NATS, identity, services, BFF) ...');

  // Set once the stack is up; until then a stop waits for it (see below).
  const running: { stack?: RunningStack } = {};
  let stopping = false;
  const starting = new AbortController();
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: stopping ...`);
    // Still starting: the start gives up, stops what it started and main() ends (below).
    starting.abort();
    if (!running.stack) return;
    await running.stack.stop();
    log('Stopped.');
    process.exit(code);
  };
  // A test run's stack (ADR 0037) goes with the jest process that asked for it, also when jest was killed.
  const watched = config.STACK_STOP_WITH_PID;
  if (watched) watchProcess(watched, () => void stop(`process ${watched} is gone`, 0));
  // From the first moment: a Ctrl-C (or a test giving up) while the stack starts must not end the launcher
  // with Node's default handler, which would leave every process started so far running without it.
  process.on('SIGINT', () => void stop('Ctrl-C', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));

  const stack = await startStack(config, log, starting.signal).catch((e: unknown) => {
    if (!stopping) throw e;
    log('Stopped.');
    process.exit(0);
  });
  running.stack = stack;
  if (stopping) {
    await stack.stop();
    log('Stopped.');
    process.exit(0);
  }
  log(describeStack(stack.facts));
}

main().catch((e: unknown) => {
  process.stderr.write(`\nnpm start failed: ${(e as Error)?.message ?? String(e)}\n`);
  process.exit(1);
});
