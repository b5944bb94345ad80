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
});
