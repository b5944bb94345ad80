import { DomainError } from '@fabelhaft/contracts';

/** The pure parts of an aggregate, as `libs/eventsourcing`'s `Decider` has them. */
export interface SpecifiedDecider<State, Command, Event> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, now: Date): Event[];
}

export interface DeciderThen<Event> {
  /** The command decides exactly these events. */
  then(expected: Event[]): void;
  /** The command decides nothing (an idempotent retry, a no-op). */
  thenNothingHappened(): void;
  /** The command is refused with this DomainError code (and spec text, when given). */
  thenThrows(code: string, detail?: string): void;
}

/**
 * given/when/then for deciders, after emmett's DeciderSpecification: `given(...events).when(command)
 * .then(events)`. The events are folded with `evolve` from the initial state, then `decide` runs at `now`.
 */
export function deciderSpec<State, Command, Event>(
  decider: SpecifiedDecider<State, Command, Event>,
  now: Date = new Date('2026-11-21T10:00:00.000Z'),
) {
  return (...given: Event[]) => ({
    /** The state the given events lead to (for assertions on evolve). */
    state: (): State => given.reduce((s, e) => decider.evolve(s, e), decider.initialState()),
    when(command: Command): DeciderThen<Event> {
      const run = () =>
        decider.decide(
          command,
          given.reduce((s, e) => decider.evolve(s, e), decider.initialState()),
          now,
        );
      return {
        then: (expected) => expect(run()).toEqual(expected),
        thenNothingHappened: () => expect(run()).toEqual([]),
        thenThrows(code, detail) {
          let thrown: unknown;
          try {
            run();
          } catch (e) {
            thrown = e;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect((thrown as DomainError).code).toBe(code);
          if (detail !== undefined) expect((thrown as DomainError).detail).toBe(detail);
        },
      };
    },
  });
}
