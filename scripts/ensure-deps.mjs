// Installs the npm dependencies when they are missing or older than package-lock.json, so that `npm start`
// and `npm test` work on a fresh clone with nothing run before them. Plain Node: runs before any install.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function ensureDependencies() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Fabelhaft needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
    process.exit(1);
  }
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
  if (!stale) return;
  console.log('Installing dependencies (npm install, as pinned in package-lock.json) ...');
  // Not `npm ci`: npm 11 leaves other platforms' optional packages (@swc/core-darwin-*, ...) out of the lock
  // file and then refuses it as "out of sync"; `npm install` installs the locked versions all the same.
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error('Installing dependencies failed.');
    process.exit(r.status ?? 1);
  }
}
