// npm test: everything CI runs — format check, lint (with Nx module boundaries), strict typecheck, and every
// jest tier (unit, integration, end to end). Keeps going after a failing step so one run shows everything,
// then prints one line "N passed, N failed" (jest tests plus one per static check) and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, root } from './ensure-deps.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

ensureDependencies();
ensureSystemPackages();
const results = join(root, '.test-results');
mkdirSync(results, { recursive: true });
const jestJson = join(results, 'jest.json');
rmSync(jestJson, { force: true });

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const run = (title, cmd, args) => {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const ok = r.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
};

const checks = [
  ['format (prettier --check)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint (eslint, module boundaries)', 'npm', ['run', '-s', 'lint']],
  ['typecheck (tsc --noEmit, strict)', 'npm', ['run', '-s', 'typecheck']],
].map(([title, cmd, args]) => run(title, cmd, args));

/** The machine's CPU counters (Linux /proc/stat, in clock ticks): busy, of which kernel, and idle. */
function cpuTicks() {
  try {
    const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = f;
    return {
      busy: user + nice + system + irq + softirq + steal,
      kernel: system + irq + softirq,
      idle: idle + iowait,
    };
  } catch {
    return undefined;
  }
}
const ticksBefore = cpuTicks();
const jestOk = run('jest (unit, integration, end to end)', 'npx', [
  'jest',
  '--ci',
  '--json',
  `--outputFile=${jestJson}`,
  ...process.argv.slice(2),
]);

// The suite's time budget is 15 minutes: name the test files that spend it (also kept in .test-results/slowest.txt).
function printSlowest(files) {
  const rows = files
    .map((f) => ({ name: f.name.replace(`${root}/`, ''), s: (f.endTime - f.startTime) / 1000 }))
    .sort((a, b) => b.s - a.s);
  const total = rows.reduce((sum, r) => sum + r.s, 0);
  const lines = [
    `test files by time (${rows.length} files, ${total.toFixed(0)} s in workers):`,
    ...rows.map((r) => `${r.s.toFixed(1).padStart(7)} s  ${r.name}`),
  ];
  writeFileSync(join(results, 'slowest.txt'), `${lines.join('\n')}\n`);
  console.log(`\n${lines.slice(0, 16).join('\n')}`);
}

// How busy the machine was while jest ran: a suite that leaves cores idle is waiting, one that fills them is
// computing — the two call for different cuts.
const ticksAfter = cpuTicks();
if (ticksBefore && ticksAfter) {
  const busy = ticksAfter.busy - ticksBefore.busy;
  const all = busy + ticksAfter.idle - ticksBefore.idle;
  const kernel = ticksAfter.kernel - ticksBefore.kernel;
  console.log(
    `\nCPU while jest ran: ${((100 * busy) / all).toFixed(0)} % busy (${((100 * kernel) / Math.max(1, busy)).toFixed(0)} % of it in the kernel)`,
  );
}

let passed = checks.filter(Boolean).length;
let failed = checks.length - passed;
try {
  const report = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  if (!jestOk && report.numFailedTests === 0 && !report.numRuntimeErrorTestSuites) failed += 1;
  printSlowest(report.testResults ?? []);
} catch {
  failed += 1; // jest did not even produce a report
}
const line = `${passed} passed, ${failed} failed`;
writeFileSync(join(results, 'summary.txt'), `${line}\n`);
console.log(`\n${line}`);
process.exit(failed === 0 && jestOk && checks.every(Boolean) ? 0 : 1);
