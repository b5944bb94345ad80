import type { BookEngineProviderConfig } from '@fabelhaft/book-engine';
import type { RefinementConfig } from '../refinement.config';

/** The book engine's provider settings from this service's configuration (the story writer's variables). */
export function engineProviderOf(config: RefinementConfig): BookEngineProviderConfig {
  return {
    provider: config.BOOK_ENGINE_PROVIDER,
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  };
}
