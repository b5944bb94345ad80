import { ConfigError } from './config';

export interface Running {
  stop(): Promise<void>;
}

/**
 * Entry point of every process: starts it, stops it cleanly on SIGINT/SIGTERM, and exits non-zero with a
 * readable message when the configuration is wrong or start-up fails.
 */
export function runProcess(name: string, start: () => Promise<Running>): void {
  let running: Running | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${name}: ${signal} received, stopping\n`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await running?.stop();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  start()
    .then((r) => {
      running = r;
      if (stopping) void r.stop();
    })
    .catch((e: unknown) => {
      process.stderr.write(
        `${name}: ${e instanceof ConfigError ? e.message : ((e as Error)?.stack ?? String(e))}\n`,
      );
      process.exit(1);
    });
}
