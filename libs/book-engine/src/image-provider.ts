import { DEFAULT_GEMINI_BASE_URL } from './gemini/generate-content';
import { GeminiIllustrator } from './gemini/illustrator';
import { GeminiLikenessChecker } from './gemini/likeness-checker';
import { EmbeddedLikenessChecker } from './illustration/likeness';
import { ProviderError } from './openai/errors';
import { DEFAULT_OPENAI_BASE_URL, DEFAULT_PROVIDER_TIMEOUT_MS } from './openai/factory';
import { OpenAiIllustrator } from './openai/illustrator';
import { OpenAiLikenessChecker } from './openai/likeness-checker';
import { EmbeddedIllustrator, type Illustrator } from './ports';
import { DEFAULT_RETRY_POLICY, ProviderCalls, type RetryPolicy } from './providers/calls';
import type { LikenessChecker } from './providers/likeness';

export type ImageProviderName = 'embedded' | 'openai' | 'gemini';

interface ProviderAccess {
  baseUrl?: string;
  apiKey?: string;
  /** The image model (`gpt-image-1`, `gemini-2.5-flash-image`). */
  imageModel?: string;
  /** A vision-capable model for the likeness check (`gpt-4o`, `gemini-2.5-flash`). */
  visionModel?: string;
  timeoutMs?: number;
}

/** issue #23: who draws the pictures and checks them, chosen by configuration. */
export interface ImageProviderConfig {
  provider?: ImageProviderName;
  openai?: ProviderAccess;
  gemini?: ProviderAccess;
  /** Requests in flight at once to the provider, across every book of the process (default 6). */
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
  /** Check every page picture against its characters (default true). */
  likenessCheck?: boolean;
}

export interface ImageProvider {
  name: ImageProviderName;
  illustrator: Illustrator;
  /** Absent when the check is off. */
  checker?: LikenessChecker;
  /** The provider's calls (limit, retries) that the illustrator and the checker share; absent when embedded. */
  calls?: ProviderCalls;
}

export const DEFAULT_IMAGE_CONCURRENCY = 6;

function required(provider: string, access: ProviderAccess | undefined, key: keyof ProviderAccess): string {
  const value = access?.[key];
  if (!value || typeof value !== 'string') {
    throw new ProviderError(
      'BOOK_ENGINE.PROVIDER_CONFIG',
      `The ${provider} image provider needs ${key}`,
      false,
    );
  }
  return value;
}

/**
 * The illustrator and likeness checker of the configured image provider (issue #23): embedded (offline default:
 * SVG drawings, checked by their sheets), OpenAI (images generations/edits, a vision chat model) or Gemini
 * (generateContent with inline images). One `ProviderCalls` per provider, so its concurrency limit holds for
 * pictures and checks of every book in the process.
 */
export function createImageProvider(config: ImageProviderConfig = {}): ImageProvider {
  const provider = config.provider ?? 'embedded';
  const check = config.likenessCheck ?? true;
  if (provider === 'embedded') {
    return {
      name: 'embedded',
      illustrator: new EmbeddedIllustrator(),
      ...(check ? { checker: new EmbeddedLikenessChecker() } : {}),
    };
  }
  const calls = new ProviderCalls(provider, config.concurrency ?? DEFAULT_IMAGE_CONCURRENCY, {
    ...DEFAULT_RETRY_POLICY,
    ...config.retry,
  });
  if (provider === 'openai') {
    const access = config.openai;
    const target = {
      baseUrl: access?.baseUrl || DEFAULT_OPENAI_BASE_URL,
      apiKey: required('openai', access, 'apiKey'),
      timeoutMs: access?.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
    };
    return {
      name: 'openai',
      illustrator: new OpenAiIllustrator({
        ...target,
        imageModel: required('openai', access, 'imageModel'),
        calls,
      }),
      ...(check
        ? {
            checker: new OpenAiLikenessChecker({
              ...target,
              model: required('openai', access, 'visionModel'),
              calls,
            }),
          }
        : {}),
      calls,
    };
  }
  if (provider === 'gemini') {
    const access = config.gemini;
    const target = {
      baseUrl: access?.baseUrl || DEFAULT_GEMINI_BASE_URL,
      apiKey: required('gemini', access, 'apiKey'),
      timeoutMs: access?.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
    };
    return {
      name: 'gemini',
      illustrator: new GeminiIllustrator({
        ...target,
        imageModel: required('gemini', access, 'imageModel'),
        calls,
      }),
      ...(check
        ? {
            checker: new GeminiLikenessChecker({
              ...target,
              model: required('gemini', access, 'visionModel'),
              calls,
            }),
          }
        : {}),
      calls,
    };
  }
  throw new ProviderError('BOOK_ENGINE.PROVIDER_CONFIG', `Unknown image provider ${String(provider)}`, false);
}
