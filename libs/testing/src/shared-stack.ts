import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processAlive } from '@fabelhaft/local-infra';
import { dropDatabase, logTails, spawnDetachedLauncher, waitForFacts } from './launcher';
import { testStackEnv, type RunningStackFacts, type StackHandle, type TestStackOptions } from './stack';

/**
 * What a shared stack may be asked for. No `reuse` (a shared stack is always new) and no `embeddedInfra` (its
 * database lives on the test run's Postgres, which the global teardown drops it from).
 */
export type SharedTestStackOptions = Pick<TestStackOptions, 'storefrontMode' | 'admin' | 'env'>;

/**
 * The settings of the suite's one kind of shared stack (ADR 0037), used by the storefront's browser files
 * (`SHARED_BROWSER_STACK`) and deploy/local's erasure.e2e: the production storefront, the support console, a local
 * carrier at an hour a step (a parcel moves only when a test has it scanned, `POST /parcels/<number>/scan`, whatever
 * the load) and an erasure retrier every 2 s (an erasure step that waits is asked again at once, not after a
 * minute). One set of settings, so every such file of a worker finds the same stack; a setting that harms no file
 * goes here rather than into a file's own options (which would start another stack).
 */
export const SHARED_STACK: SharedTestStackOptions = {
  storefrontMode: 'production',
  admin: true,
  env: { PRINT_SIM_CARRIER_STEP_MS: String(3_600_000), ERASURE_RETRY_INTERVAL_MS: '2000' },
};

/** What the registry keeps of a shared stack, for the next file of the worker and for the global teardown. */
interface SharedStackRecord {
  options: SharedTestStackOptions;
  worker: string;
  launcherPid: number;
  dir: string;
  env: Record<string, string>;
  startedAt: string;
}

const REGISTRY_PREFIX = 'fabelhaft-shared-stacks-';

/**
 * The jest main process of this test run: the global setup puts its pid into FABELHAFT_TEST_RUN_PID before the
 * workers start (they inherit it; a run of one file runs in that process itself). Without the global setup, a
 * worker's parent.
 */
export function testRunPid(): number {
  return Number(process.env.FABELHAFT_TEST_RUN_PID ?? process.ppid);
}

/**
 * The run's registry of shared stacks: a folder on disk, because jest gives every test file its own module
 * registry (a module-level variable does not survive from one file to the next).
 */
export function sharedStackRegistry(runPid = testRunPid()): string {
  return join(tmpdir(), `${REGISTRY_PREFIX}${runPid}`);
}

/** Key order does not change the options (`{a, b}` and `{b, a}` are one stack). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

function recordFile(options: SharedTestStackOptions, worker: string, runPid: number): string {
  const key = createHash('sha256')
    .update(JSON.stringify(canonical(options)))
    .digest('hex')
    .slice(0, 12);
  return join(sharedStackRegistry(runPid), `worker-${worker}-${key}.json`);
}

function readRecord(file: string): SharedStackRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SharedStackRecord;
  } catch {
    return undefined;
  }
}

function writeRecord(file: string, record: SharedStackRecord): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
}

/** What the detached launcher printed (into its data folder). */
function launcherOutput(dir: string): string {
  const log = join(dir, 'launcher.log');
  return existsSync(log) ? readFileSync(log, 'utf8') : '';
}

function handleOf(record: SharedStackRecord, facts: RunningStackFacts): StackHandle {
  return { facts, dir: record.dir, env: record.env, output: () => launcherOutput(record.dir) };
}

/** The stack's facts when it still runs and answers (BFF, storefront, the console if it has one), else undefined. */
async function healthyFacts(record: SharedStackRecord): Promise<RunningStackFacts | undefined> {
  if (!processAlive(record.launcherPid)) return undefined;
  const file = join(record.dir, 'stack.json');
  if (!existsSync(file)) return undefined;
  try {
    const facts = JSON.parse(readFileSync(file, 'utf8')) as RunningStackFacts;
    const probes = [`${facts.urls.bff}/health/ready`, `${facts.urls.storefront}/health`];
    if (facts.urls.admin) probes.push(`${facts.urls.admin}/health`);
    for (const url of probes) {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) return undefined;
    }
    return facts;
  } catch {
    return undefined;
  }
}

/**
 * The stack of this jest worker with these options, shared by the test files that ask for it (ADR 0037): the
 * first file starts it detached, so it outlives that file; later files of the worker find it in the run's
 * registry and use it while it still runs and answers (else they start a new one). The global teardown stops
 * every shared stack of the run and removes its data and database, and each launcher stops by itself once the
 * jest process is gone. Each file must keep to its own data: its own customers (`newCustomer`), never the
 * demo customer's limits, books or orders that another file might use too.
 */
export async function sharedTestStack(options: SharedTestStackOptions = {}): Promise<StackHandle> {
  const runPid = testRunPid();
  const worker = process.env.JEST_WORKER_ID ?? '0';
  mkdirSync(sharedStackRegistry(runPid), { recursive: true });
  const file = recordFile(options, worker, runPid);
  const existing = readRecord(file);
  if (existing) {
    const facts = await healthyFacts(existing);
    if (facts) return handleOf(existing, facts);
    // Gone or broken (a file before this one may have failed badly): stop what is left and start again.
    await stopRecorded(existing);
    rmSync(file, { force: true });
  }

  const dir = mkdtempSync(join(tmpdir(), 'fabelhaft-shared-stack-'));
  // As root, embedded Postgres runs as the postgres user, who must be able to reach its data folder.
  chmodSync(dir, 0o755);
  const env = await testStackEnv(dir, options, runPid);
  const launcher = spawnDetachedLauncher(env, join(dir, 'launcher.log'));
  const record: SharedStackRecord = {
    options,
    worker,
    launcherPid: launcher.pid!,
    dir,
    env,
    startedAt: new Date().toISOString(),
  };
  // Recorded before it is up: the teardown also stops a stack whose start this file gave up waiting for.
  writeRecord(file, record);
  try {
    const facts = await waitForFacts(dir, launcher, () => launcherOutput(dir));
    return handleOf(record, facts);
  } catch (e) {
    await stopRecorded(record);
    rmSync(file, { force: true });
    throw new Error(`${(e as Error).message}\n${logTails(join(dir, 'logs'))}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The processes of a process group (Linux: the fifth field of /proc/<pid>/stat, after the name). */
function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) === pgid && state !== 'Z') members.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return members;
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/**
 * Stops a recorded stack's launcher (Ctrl-C: it stops every process it started), then whatever of its process
 * group is left (the launcher is detached, so the group is the stack's alone while any member lives), and
 * removes the stack's data folder and database.
 */
async function stopRecorded(record: SharedStackRecord, timeoutMs = 90_000): Promise<void> {
  const pid = record.launcherPid;
  if (processAlive(pid)) {
    signal(pid, 'SIGINT');
    const deadline = Date.now() + timeoutMs;
    while (processAlive(pid) && Date.now() < deadline) await sleep(200);
  }
  const left = groupMembers(pid);
  if (left.length > 0) {
    for (const member of left) signal(member, 'SIGTERM');
    await sleep(3000);
    for (const member of groupMembers(pid)) signal(member, 'SIGKILL');
  }
  rmSync(record.dir, { recursive: true, force: true });
  if (record.env.DATABASE_URL) await dropDatabase(record.env.DATABASE_URL).catch(() => undefined);
}

/**
 * The global teardown's part: stops every shared stack of the run (at once) and removes each one's data folder
 * and database, then the registry.
 */
export async function stopSharedStacks(runPid = testRunPid()): Promise<void> {
  const registry = sharedStackRegistry(runPid);
  if (!existsSync(registry)) return;
  const records = readdirSync(registry)
    .filter((f) => f.endsWith('.json'))
    .map((f) => readRecord(join(registry, f)))
    .filter((r): r is SharedStackRecord => !!r);
  await Promise.all(records.map((r) => stopRecorded(r)));
  rmSync(registry, { recursive: true, force: true });
}

/**
 * The global setup's part: a run that ended without its teardown (jest killed) left its registry behind. Its
 * launchers have stopped by themselves (`STACK_STOP_WITH_PID`); their folders and databases are removed here.
 * A registry whose run or launchers still run is left alone.
 */
export async function removeStaleSharedStacks(): Promise<void> {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(REGISTRY_PREFIX)) continue;
    const runPid = Number(name.slice(REGISTRY_PREFIX.length));
    if (!Number.isInteger(runPid) || runPid === process.pid || processAlive(runPid)) continue;
    const registry = join(tmpdir(), name);
    const records = readdirSync(registry)
      .filter((f) => f.endsWith('.json'))
      .map((f) => readRecord(join(registry, f)))
      .filter((r): r is SharedStackRecord => !!r);
    if (records.some((r) => processAlive(r.launcherPid))) continue;
    await Promise.all(records.map((r) => stopRecorded(r, 0)));
    rmSync(registry, { recursive: true, force: true });
  }
}
