import { createRefinementPlanner, type RefinementPlanner } from '@fabelhaft/book-engine';
import type { RefinementConfig } from '../refinement.config';
import { engineProviderOf } from './engine-provider';

/**
 * The planner of this process (issue #14), chosen by the story writer's variables (`BOOK_ENGINE_PROVIDER`,
 * `OPENAI_*`): the embedded planner (all eleven book languages) by default, the OpenAI-compatible one with a strict JSON schema otherwise.
 */
export function refinementPlannerOf(config: RefinementConfig): RefinementPlanner {
  return createRefinementPlanner(engineProviderOf(config));
}
