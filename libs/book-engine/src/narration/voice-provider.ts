import { ProviderError } from '../openai/errors';
import { DEFAULT_OPENAI_BASE_URL, DEFAULT_PROVIDER_TIMEOUT_MS } from '../openai/factory';
import { OpenAiVoice } from '../openai/voice';
import { DEFAULT_RETRY_POLICY, ProviderCalls, type RetryPolicy } from '../providers/calls';
import type { Language } from '../types';
import { EspeakVoice } from './espeak-voice';
import { LameEncoder } from './mp3';
import type { Narrator } from './narrate-book';

export type VoiceProviderName = 'embedded' | 'openai' | 'off';

/** issue #28: who reads the books aloud, chosen by configuration. */
export interface VoiceProviderConfig {
  provider?: VoiceProviderName;
  openai?: {
    baseUrl?: string;
    apiKey?: string;
    timeoutMs?: number;
    model: string;
    voice: string;
    perLanguage?: Partial<Record<Language, { model?: string; voice?: string }>>;
  };
  /** Speech requests in flight at once, across every book of the process (default 6). */
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
  /** The LAME binary (default `lame` on the PATH). */
  lamePath?: string;
}

/** The narrator of the configuration: the embedded espeak-ng voice (default), the provider's, or none. */
export function createNarrator(config: VoiceProviderConfig = {}): Narrator | null {
  const provider = config.provider ?? 'embedded';
  if (provider === 'off') return null;
  const encoder = new LameEncoder(config.lamePath ?? 'lame');
  if (provider === 'embedded') return { voice: new EspeakVoice(), encoder };
  const access = config.openai;
  if (!access?.apiKey) {
    throw new ProviderError('BOOK_ENGINE.PROVIDER_CONFIG', 'The openai voice needs apiKey', false);
  }
  const calls = new ProviderCalls('openai-speech', config.concurrency ?? 6, {
    ...DEFAULT_RETRY_POLICY,
    ...config.retry,
  });
  return {
    voice: new OpenAiVoice({
      baseUrl: access.baseUrl ?? DEFAULT_OPENAI_BASE_URL,
      apiKey: access.apiKey,
      timeoutMs: access.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
      model: access.model,
      voice: access.voice,
      ...(access.perLanguage ? { perLanguage: access.perLanguage } : {}),
      calls,
    }),
    encoder,
  };
}

/**
 * `de=nova,en=alloy` → `{ de: 'nova', en: 'alloy' }` (the per-language voice or model settings of the books
 * service). Throws on a part that is not `<language>=<name>`.
 */
export function parseLanguageMap(text: string): Partial<Record<Language, string>> {
  const out: Partial<Record<Language, string>> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z]{2})=(\S+)$/.exec(part);
    if (!match) throw new Error(`"${part}" is not <language>=<name>`);
    out[match[1] as Language] = match[2] as string;
  }
  return out;
}
