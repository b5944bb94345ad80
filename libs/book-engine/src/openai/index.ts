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
  referencePrompt,
  type OpenAiIllustratorOptions,
} from './illustrator';
export { OpenAiLikenessChecker, type OpenAiLikenessCheckerOptions } from './likeness-checker';
export { retryAfterMs } from './http';
export { OpenAiVoice, type OpenAiVoiceOptions } from './voice';
export {
  OpenAiBookWriter,
  BOOK_SYSTEM_PROMPT,
  wordsPerPageGuidance,
  manuscriptFromDraft,
  type OpenAiBookWriterOptions,
} from './book-writer';
export { BOOK_PAGES_JSON_SCHEMA, bookPagesDraftSchema, type BookPagesDraft } from './book-pages-schema';
export {
  nearestDrawable,
  speciesOf,
  placeOf,
  objectOf,
  isPersonDrawable,
  type DrawableCategory,
} from './drawable';
export { STORY_PLAN_JSON_SCHEMA, storyPlanDraftSchema, type StoryPlanDraft } from './story-plan-schema';
export {
  createBookWriter,
  createIllustrator,
  createRefinementPlanner,
  createStoryWriter,
  DEFAULT_OPENAI_BASE_URL,
  DEFAULT_PROVIDER_TIMEOUT_MS,
  type BookEngineProviderConfig,
} from './factory';
