export * from './changes';
export { InvalidRefinement, type InvalidRefinementCode } from './errors';
export { parsePlannedChange, parsePlannedChanges, plannedChangeSchema } from './change-schema';
export {
  applyChanges,
  coverTouched,
  defaultFormatOf,
  touchedPages,
  type ApplyOptions,
} from './apply-changes';
export { nameForBook, translatesNames } from './names';
export { EmbeddedRefinementPlanner, planRefinement } from './embedded-planner';
export {
  OpenAiRefinementPlanner,
  REFINEMENT_SYSTEM_PROMPT,
  answerOf,
  storyState,
  type OpenAiRefinementPlannerOptions,
} from './openai-planner';
export {
  REFINEMENT_JSON_SCHEMA,
  refinementAnswerDraftSchema,
  type RefinementAnswerDraft,
} from './openai-schema';
