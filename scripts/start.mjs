// npm start: install what is missing, then run the local stack launcher (deploy/local).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, root } from './ensure-deps.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

ensureDependencies();
// Chromium prints invoices and books, poppler checks the print files, Noto covers every book language.
ensureSystemPackages();
const child = spawn(process.execPath, ['-r', '@swc-node/register', join(root, 'deploy/local/src/start.ts')], {
  cwd: root,
  stdio: 'inherit',
});
// The launcher handles Ctrl-C itself (the terminal sends SIGINT to the whole group); forward SIGTERM.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
