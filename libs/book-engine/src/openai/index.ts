export { ProviderError, type ProviderErrorCode } from './errors';
export {
  OpenAiStoryWriter,
  STORY_SYSTEM_PROMPT,
  storyPlanFromDraft,
  type OpenAiStoryWriterOptions,
} from './story-writer';
export {
  OpenAiIllustrator,
  coverPrompt,
  pagePrompt,
  IMAGE_SIZE,
  type OpenAiIllustratorOptions,
} from './illustrator';
export { STORY_PLAN_JSON_SCHEMA, storyPlanDraftSchema, type StoryPlanDraft } from './story-plan-schema';
export {
  createIllustrator,
  createRefinementPlanner,
  createStoryWriter,
  DEFAULT_OPENAI_BASE_URL,
  DEFAULT_PROVIDER_TIMEOUT_MS,
  type BookEngineProviderConfig,
} from './factory';
