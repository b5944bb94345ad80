import {
  assertVoiceConfig,
  booksConfigSchema,
  imageProviderOf,
  voiceProblems,
  voiceProviderOf,
} from './books.config';

const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', NATS_URL: 'nats://127.0.0.1:4222' };
const issues = (env: Record<string, string>) => {
  const parsed = booksConfigSchema.safeParse({ ...base, ...env });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('books configuration of the image provider (issue #23)', () => {
  it('draws with the story provider unless IMAGE_PROVIDER says otherwise', () => {
    const embedded = booksConfigSchema.parse(base);
    expect(imageProviderOf(embedded)).toBe('embedded');
    expect(embedded).toMatchObject({ IMAGE_CONCURRENCY: 6, IMAGE_CALL_BUDGET: 80, LIKENESS_CHECK: 'on' });
    const openai = booksConfigSchema.parse({
      ...base,
      BOOK_ENGINE_PROVIDER: 'openai',
      OPENAI_MODEL: 'gpt-4o',
      OPENAI_IMAGE_MODEL: 'gpt-image-1',
    });
    expect(imageProviderOf(openai)).toBe('openai');
    const gemini = booksConfigSchema.parse({ ...base, IMAGE_PROVIDER: 'gemini', GEMINI_API_KEY: 'key' });
    expect(imageProviderOf(gemini)).toBe('gemini');
  });

  it('lets photos go only to the image provider, and stops at start without its key or models', () => {
    expect(issues({ PHOTO_PROVIDER: 'openai' })).toEqual([
      "PHOTO_PROVIDER: must be 'none' or the image provider (embedded)",
    ]);
    expect(issues({ IMAGE_PROVIDER: 'gemini', GEMINI_API_KEY: 'key', PHOTO_PROVIDER: 'gemini' })).toEqual([]);
    expect(issues({ IMAGE_PROVIDER: 'gemini' })).toEqual([
      'GEMINI_API_KEY: required when the image provider is gemini',
    ]);
    expect(issues({ IMAGE_PROVIDER: 'openai' })).toEqual([
      'OPENAI_VISION_MODEL: required (or OPENAI_MODEL) for the likeness check with the openai image provider',
      'OPENAI_IMAGE_MODEL: required when the image provider is openai',
    ]);
    expect(
      issues({ IMAGE_PROVIDER: 'openai', OPENAI_IMAGE_MODEL: 'gpt-image-1', LIKENESS_CHECK: 'off' }),
    ).toEqual([]);
  });
});

describe('books configuration of the voice (issue #28)', () => {
  it('reads aloud with the embedded voice unless VOICE_PROVIDER says otherwise', () => {
    expect(voiceProviderOf(booksConfigSchema.parse(base))).toBe('embedded');
    expect(booksConfigSchema.parse(base)).toMatchObject({
      SPEECH_CALL_BUDGET: 120,
      OPENAI_SPEECH_VOICES: {},
    });
    const openai = booksConfigSchema.parse({
      ...base,
      VOICE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-x',
      OPENAI_SPEECH_VOICES: 'de=nova, en=alloy',
      OPENAI_SPEECH_MODELS: 'ar=tts-1',
    });
    expect(openai).toMatchObject({
      OPENAI_SPEECH_VOICES: { de: 'nova', en: 'alloy' },
      OPENAI_SPEECH_MODELS: { ar: 'tts-1' },
    });
  });

  it('outside local development the voice must be chosen: no development default (ADR 0038)', () => {
    const unset = booksConfigSchema.parse(base);
    expect(voiceProblems(unset, 'local')).toEqual([]);
    expect(voiceProblems(unset, 'production')).toEqual([
      'VOICE_PROVIDER: must be chosen outside local development (openai, embedded or off; ADR 0038)',
    ]);
    expect(() => assertVoiceConfig(unset, 'production')).toThrow(/VOICE_PROVIDER/);
    const chosen = booksConfigSchema.parse({ ...base, VOICE_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-x' });
    expect(voiceProblems(chosen, 'production')).toEqual([]);
  });

  it('stops at start without the key, or with a voice list it cannot read', () => {
    expect(issues({ VOICE_PROVIDER: 'openai' })).toEqual([
      'OPENAI_API_KEY: required when the voice provider is openai',
    ]);
    expect(issues({ OPENAI_SPEECH_VOICES: 'german nova' })).toEqual([
      'OPENAI_SPEECH_VOICES: "german nova" is not <language>=<name>',
    ]);
  });
});
