import { spawn } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(__dirname, '../../../..');

/**
 * Runs a fixture script in a real child process (TypeScript through swc-node), so a test can kill it
 * the hard way. Resolves with the exit code and signal.
 */
export function runFixture(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, script)], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}
