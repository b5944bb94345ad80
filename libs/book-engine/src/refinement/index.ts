export * from './changes';
export { InvalidRefinement, type InvalidRefinementCode } from './errors';
export {
  lookPatchSchema,
  parsePlannedChange,
  parsePlannedChanges,
  plannedChangeSchema,
  sceneEditSchema,
} from './change-schema';
export {
  applyChanges,
  coverTouched,
  defaultFormatOf,
  shortened,
  touchedPages,
  type ApplyOptions,
} from './apply-changes';
export { layPageEdits } from './page-edits';
export { isValidName, nameForBook, nameReplacer, tidyName, translatesNames } from './names';
export { EmbeddedRefinementPlanner, planRefinement } from './embedded-planner';
export { readRequest, type Intent, type PageRef, type ReadRequest } from './read-request';
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
