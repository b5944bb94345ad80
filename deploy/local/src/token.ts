// npm run -s token [customer|support] → prints an id token of a demo user of the running stack.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInStackUser, type RunningStackFacts } from '@fabelhaft/testing';
import { loadStackConfig } from './stack';

async function main(): Promise<void> {
  const file = join(loadStackConfig().FABELHAFT_LOCAL_DIR, 'stack.json');
  const facts = JSON.parse(readFileSync(file, 'utf8')) as RunningStackFacts;
  process.stdout.write(`${await signInStackUser(facts, process.argv[2] ?? 'customer')}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`token: ${(e as Error).message} (is npm start running?)\n`);
  process.exit(1);
});
