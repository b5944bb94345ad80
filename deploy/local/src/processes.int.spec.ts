import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@fabelhaft/testing';
import { superviseProcess, type SupervisedProcess } from './processes';

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
});
