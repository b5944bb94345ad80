import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@fabelhaft/testing';
import { STARTUP_CRASHES, superviseProcess, waitFor, type SupervisedProcess } from './processes';

describe('the launcher supervising a process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fabelhaft-supervisor-'));
  let supervised: SupervisedProcess | undefined;
  afterAll(async () => {
    await supervised?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restarts a process that died, says so in its output, and stops it on request', async () => {
    const output: string[] = [];
    supervised = superviseProcess(
      {
        name: 'dies-once',
        entry: 'deploy/local/src/test-fixtures/dies-once.fixture.ts',
        env: { FIXTURE_MARKER: join(dir, 'marker') },
      },
      dir,
      { log: (line) => output.push(line), minDelayMs: 100 },
    );
    const first = supervised.current;
    expect(await first.exited).toBe(3);

    await eventually(() => expect(supervised!.restarts).toBe(1), 20_000);
    expect(output).toEqual([
      expect.stringMatching(/^dies-once exited with code 3; restarting it in 0\.1 s/),
      'dies-once restarted (restart 1)',
    ]);
    const second = supervised.current;
    expect(second.child.pid).not.toBe(first.child.pid);
    await eventually(
      () => expect(readFileSync(join(dir, 'dies-once.log'), 'utf8')).toContain('dies-once: running'),
      20_000,
    );
    expect(second.child.exitCode).toBeNull();

    await supervised.stop();
    expect(await second.exited).toBe(0);
    expect(supervised.restarts).toBe(1);
  });

  it('waits through a supervised process crashing once at start, and gives up when it keeps crashing (issue #27)', async () => {
    const once = superviseProcess(
      {
        name: 'dies-once-at-start',
        entry: 'deploy/local/src/test-fixtures/dies-once.fixture.ts',
        env: { FIXTURE_MARKER: join(dir, 'marker-at-start') },
      },
      dir,
      { log: () => undefined, minDelayMs: 100 },
    );
    try {
      const log = join(dir, 'dies-once-at-start.log');
      const running = async () =>
        readFileSync(log, 'utf8').includes('dies-once: running') ? true : undefined;
      await expect(waitFor('dies-once-at-start', running, once, 60_000)).resolves.toBe(true);
      expect(once.restarts).toBe(1);
    } finally {
      await once.stop();
    }

    const never = superviseProcess(
      { name: 'never-starts', entry: 'deploy/local/src/test-fixtures/no-such-file.ts', env: {} },
      dir,
      { log: () => undefined, minDelayMs: 100 },
    );
    try {
      await expect(waitFor('never-starts', async () => undefined, never, 60_000)).rejects.toThrow(
        /never-starts exited while starting/,
      );
      expect(never.restarts).toBe(STARTUP_CRASHES - 1);
    } finally {
      await never.stop();
    }
  });
});
