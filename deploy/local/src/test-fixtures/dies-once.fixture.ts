// A service that crashes on its first start (a marker file remembers it) and runs on the second.
import { existsSync, writeFileSync } from 'node:fs';

const marker = process.env.FIXTURE_MARKER!;
if (!existsSync(marker)) {
  writeFileSync(marker, String(process.pid));
  process.stderr.write('dies-once: failing on purpose\n');
  process.exit(3);
}
process.stdout.write('dies-once: running\n');
setInterval(() => undefined, 60_000);
process.on('SIGTERM', () => process.exit(0));
