// npm run -s token [customer|support] → prints an id token of a demo user of the running stack.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInDemoUser } from './demo-sign-in';
import { loadStackConfig, type StackFacts } from './stack';

async function main(): Promise<void> {
  const facts = JSON.parse(
    readFileSync(join(loadStackConfig().FABELHAFT_LOCAL_DIR, 'stack.json'), 'utf8'),
  ) as StackFacts;
  process.stdout.write(`${await signInDemoUser(facts, process.argv[2] ?? 'customer')}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`token: ${(e as Error).message} (is npm start running?)\n`);
  process.exit(1);
});
