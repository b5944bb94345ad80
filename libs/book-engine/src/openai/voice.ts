import type { Language } from '../types';
import { ProviderCalls, type CallMeter } from '../providers/calls';
import { parseWav, type Pcm } from '../narration/pcm';
import type { Voice } from '../narration/voice';
import { ProviderError } from './errors';
import { postForBytes, type HttpTarget } from './http';

export interface OpenAiVoiceOptions extends HttpTarget {
  /** The speech model (`gpt-4o-mini-tts`, `tts-1` …) and voice (`alloy`, `nova` …) of every language … */
  model: string;
  voice: string;
  /** … unless a language names its own (a provider's voice may read one language better than another). */
  perLanguage?: Partial<Record<Language, { model?: string; voice?: string }>>;
  /** The provider's calls in this process (concurrency, retries honouring Retry-After); absent: 2, no retries. */
  calls?: ProviderCalls;
}

/**
 * The provider voice (issue #28): OpenAI's `POST /v1/audio/speech` (or any compatible server) with
 * `response_format: "wav"`, one request per page and language, so the same loudness normalisation and encoder
 * as the embedded voice make the MP3. Every request is counted as a `speech` call against the book's budget.
 */
export class OpenAiVoice implements Voice {
  private readonly calls: ProviderCalls;

  constructor(private readonly options: OpenAiVoiceOptions) {
    this.calls =
      options.calls ??
      new ProviderCalls('openai-speech', 2, { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 });
  }

  private settingsFor(language: Language): { model: string; voice: string } {
    const own = this.options.perLanguage?.[language];
    return { model: own?.model ?? this.options.model, voice: own?.voice ?? this.options.voice };
  }

  idFor(language: Language): string {
    const { model, voice } = this.settingsFor(language);
    return `openai:${model}:${voice}`;
  }

  speak(language: Language, texts: string[], meter?: CallMeter): Promise<Pcm[]> {
    const { model, voice } = this.settingsFor(language);
    return Promise.all(
      texts.map((input) =>
        this.calls.run('speech', meter, async () => {
          const { bytes, contentType } = await postForBytes(
            this.options,
            '/audio/speech',
            { model, voice, input, response_format: 'wav' },
            'audio/wav',
          );
          try {
            const pcm = parseWav(bytes);
            if (pcm.samples.length === 0) throw new Error('no samples');
            return pcm;
          } catch (error) {
            throw new ProviderError(
              'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
              `/audio/speech answered ${contentType || 'something'} that is not 16-bit WAV audio: ${String(error)}`,
              false,
              200,
              { cause: error },
            );
          }
        }),
      ),
    );
  }
}
