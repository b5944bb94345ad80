import { ProcessingSlots, SlotsBusyError } from './processing-slots';

/** A task the test finishes by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ProcessingSlots (issue #12: image processing has a concurrency limit)', () => {
  it('runs at most `max` tasks at once, queues up to `maxWaiting` and refuses the rest at once', async () => {
    const slots = new ProcessingSlots(2, 1);
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(slots.load).toEqual({ active: 2, waiting: 1 });

    await expect(slots.run(async () => 'too many')).rejects.toBeInstanceOf(SlotsBusyError);

    gates[0].open();
    expect(await runs[0]).toBe(0);
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(slots.load).toEqual({ active: 2, waiting: 0 });
    gates[1].open();
    gates[2].open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const slots = new ProcessingSlots(1, 0);
    await expect(slots.run(async () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });
});
