export { GeminiIllustrator, GEMINI_ASPECT_RATIO, type GeminiIllustratorOptions } from './illustrator';
export { GeminiLikenessChecker, toGeminiSchema, type GeminiLikenessCheckerOptions } from './likeness-checker';
export { DEFAULT_GEMINI_BASE_URL } from './generate-content';
