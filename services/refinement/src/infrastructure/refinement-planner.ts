import type { RefinementAnswer, RefinementPlanner } from '@fabelhaft/book-engine';
import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import type { RefinementConfig } from '../refinement.config';
import { engineProviderOf } from './engine-provider';

/**
 * Answers every message 503 REFINEMENT.PLANNER_UNAVAILABLE ("try again in a moment"): the session keeps the
 * message and nothing is guessed. It is what a process gets while the build has no planner to choose from.
 */
export class UnavailablePlanner implements RefinementPlanner {
  constructor(readonly provider: string) {}

  async plan(): Promise<RefinementAnswer> {
    throw new DomainError(
      ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE,
      ErrorTexts[ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE],
    );
  }
}

/**
 * The planner of this process, chosen by the story writer's variables (`BOOK_ENGINE_PROVIDER`, `OPENAI_*`).
 * The book engine's planner factory (`createRefinementPlanner`, issue #14) is built in parallel with this
 * service; until the two branches are merged this returns the unavailable planner, and the merge replaces its
 * body with `createRefinementPlanner(engineProviderOf(config))` (see README.md, "Planner").
 */
export function refinementPlannerOf(config: RefinementConfig): RefinementPlanner {
  return new UnavailablePlanner(engineProviderOf(config).provider ?? 'embedded');
}
