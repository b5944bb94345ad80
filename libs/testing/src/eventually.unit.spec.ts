import { eventually } from './eventually';

describe('eventually', () => {
  it('returns the value once the probe stops throwing', async () => {
    let calls = 0;
    const value = await eventually(
      () => {
        calls += 1;
        if (calls < 3) throw new Error('not yet');
        return 'ready';
      },
      1000,
      1,
    );
    expect(value).toBe('ready');
    expect(calls).toBe(3);
  });

  it('rethrows the last failure when time runs out', async () => {
    await expect(
      eventually(
        () => {
          throw new Error('never');
        },
        30,
        5,
      ),
    ).rejects.toThrow('never');
  });

  describe('its pauses between failed probes', () => {
    /** The pauses `eventually` takes while the probe fails `failures` times (setTimeout's delays). */
    async function pausesOf(failures: number, intervalMs?: number): Promise<number[]> {
      const spy = jest.spyOn(global, 'setTimeout');
      try {
        let calls = 0;
        await eventually(
          () => {
            calls += 1;
            if (calls <= failures) throw new Error('not yet');
          },
          10_000,
          intervalMs,
        );
        return spy.mock.calls.map((call) => call[1] as number);
      } finally {
        spy.mockRestore();
      }
    }

    it('grow from 25 ms to at most 100 ms without an interval (a long wait asks a stack less often)', async () => {
      expect(await pausesOf(8)).toEqual([25, 38, 57, 86, 100, 100, 100, 100]);
    });

    it('stay at the interval given', async () => {
      expect(await pausesOf(3, 7)).toEqual([7, 7, 7]);
    });
  });
});
