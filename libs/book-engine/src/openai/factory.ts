import {
  EmbeddedBookWriter,
  EmbeddedIllustrator,
  EmbeddedStoryWriter,
  type BookWriter,
  type Illustrator,
  type StoryWriter,
} from '../ports';
import type { RefinementPlanner } from '../refinement/changes';
import { EmbeddedRefinementPlanner } from '../refinement/embedded-planner';
import { OpenAiRefinementPlanner } from '../refinement/openai-planner';
import { OpenAiBookWriter } from './book-writer';
import { ProviderError } from './errors';
import { OpenAiIllustrator } from './illustrator';
import { OpenAiStoryWriter } from './story-writer';

/** Which provider backs the ports. `embedded` (the default) works offline; `openai` needs a compatible API. */
export interface BookEngineProviderConfig {
  provider?: 'embedded' | 'openai';
  /** e.g. https://api.openai.com/v1 or a compatible gateway; the default is OpenAI's. */
  baseUrl?: string;
  apiKey?: string;
  /** Chat model with structured outputs (json_schema), required for `openai`. */
  model?: string;
  /** Image model of the images API, required for `openai` illustrations. */
  imageModel?: string;
  /** Per request, connect to last byte; default 60 s. */
  timeoutMs?: number;
  temperature?: number;
}

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_PROVIDER_TIMEOUT_MS = 60_000;

function required(config: BookEngineProviderConfig, key: 'apiKey' | 'model' | 'imageModel'): string {
  const value = config[key];
  if (!value) {
    throw new ProviderError('BOOK_ENGINE.PROVIDER_CONFIG', `The openai provider needs ${key}`, false);
  }
  return value;
}

function target(config: BookEngineProviderConfig) {
  const timeoutMs = config.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new ProviderError('BOOK_ENGINE.PROVIDER_CONFIG', 'timeoutMs must be a positive number', false);
  }
  return {
    baseUrl: config.baseUrl || DEFAULT_OPENAI_BASE_URL,
    apiKey: required(config, 'apiKey'),
    timeoutMs,
  };
}

export function createStoryWriter(config: BookEngineProviderConfig = {}): StoryWriter {
  const provider = config.provider ?? 'embedded';
  if (provider === 'embedded') return new EmbeddedStoryWriter();
  if (provider === 'openai') {
    return new OpenAiStoryWriter({
      ...target(config),
      model: required(config, 'model'),
      ...(config.temperature !== undefined ? { temperature: config.temperature } : {}),
    });
  }
  throw new ProviderError('BOOK_ENGINE.PROVIDER_CONFIG', `Unknown provider ${String(provider)}`, false);
}

/**
 * The full book's writer after payment (issue #21), chosen like the story writer: the embedded, offline writer by
 * default, one structured chat call per book with `openai`.
 */
export function createBookWriter(config: BookEngineProviderConfig = {}): BookWriter {
  const provider = config.provider ?? 'embedded';
  if (provider === 'embedded') return new EmbeddedBookWriter();
  if (provider === 'openai') {
    return new OpenAiBookWriter({
      ...target(config),
      model: required(config, 'model'),
      ...(config.temperature !== undefined ? { temperature: config.temperature } : {}),
    });
  }
  throw new ProviderError('BOOK_ENGINE.PROVIDER_CONFIG', `Unknown provider ${String(provider)}`, false);
}

export function createIllustrator(config: BookEngineProviderConfig = {}): Illustrator {
  const provider = config.provider ?? 'embedded';
  if (provider === 'embedded') return new EmbeddedIllustrator();
  if (provider === 'openai') {
    return new OpenAiIllustrator({ ...target(config), imageModel: required(config, 'imageModel') });
  }
  throw new ProviderError('BOOK_ENGINE.PROVIDER_CONFIG', `Unknown provider ${String(provider)}`, false);
}

/**
 * The refinement planner (issue #14), chosen by the same configuration as the story writer: the embedded,
 * offline planner by default, the chat model of `openai` otherwise.
 */
export function createRefinementPlanner(config: BookEngineProviderConfig = {}): RefinementPlanner {
  const provider = config.provider ?? 'embedded';
  if (provider === 'embedded') return new EmbeddedRefinementPlanner();
  if (provider === 'openai') {
    return new OpenAiRefinementPlanner({
      ...target(config),
      model: required(config, 'model'),
      ...(config.temperature !== undefined ? { temperature: config.temperature } : {}),
    });
  }
  throw new ProviderError('BOOK_ENGINE.PROVIDER_CONFIG', `Unknown provider ${String(provider)}`, false);
}
