import { Periodic } from './periodic';

describe('Periodic', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const logger = () => ({ warn: jest.fn() });

  it('runs every interval and never starts a run while one is under way', async () => {
    let release!: () => void;
    const run = jest.fn(() => new Promise<void>((r) => (release = r)));
    const task = new Periodic('sweep', 1000, run, logger());
    task.start();
    await jest.advanceTimersByTimeAsync(3500);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await jest.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    release();
    await task.stop();
  });

  it('logs a failed run and runs again on time', async () => {
    const log = logger();
    const run = jest.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(undefined);
    const task = new Periodic('sweep', 1000, run, log);
    task.start();
    await jest.advanceTimersByTimeAsync(2000);
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'sweep failed');
    expect(run).toHaveBeenCalledTimes(2);
    await task.stop();
  });

  it('stop waits for the run under way and no run starts after it', async () => {
    let finished = false;
    let release!: () => void;
    const run = jest.fn(() => new Promise<void>((r) => (release = r)).then(() => void (finished = true)));
    const task = new Periodic('sweep', 1000, run, logger());
    task.start();
    await jest.advanceTimersByTimeAsync(1000);
    const stopping = task.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
    await jest.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('is off when the interval is 0', async () => {
    const run = jest.fn(async () => undefined);
    const task = new Periodic('sweep', 0, run, logger());
    task.start();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
    await task.stop();
  });
});
