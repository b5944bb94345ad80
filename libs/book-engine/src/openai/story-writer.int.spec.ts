import { ageBounds } from '../age';
import { EmbeddedIllustrator, EmbeddedStoryWriter } from '../ports';
import { InvalidStoryInput, planStory } from '../story/plan-story';
import type { StoryInput } from '../types';
import { ProviderError } from './errors';
import { createIllustrator, createStoryWriter } from './factory';
import { OpenAiIllustrator } from './illustrator';
import { startReplayServer, type ReplayServer, type Reply } from './replay-server';
import { OpenAiStoryWriter } from './story-writer';

const API_KEY = 'sk-test-fabelhaft';
const INPUT: StoryInput = {
  bookId: 'book-123',
  idea: 'Lena findet im Wald eine Laterne und einen kleinen Fuchs',
  age: 5,
  mainLanguage: 'de',
  translationLanguage: 'en',
  style: 'watercolor',
  referenceImages: [{ description: 'Mädchen mit Brille', dominantColors: ['#2e86ab'] }],
};

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function writerFor(replies: Reply[], timeoutMs = 5000): Promise<OpenAiStoryWriter> {
  server = await startReplayServer('/chat/completions', API_KEY, replies);
  return new OpenAiStoryWriter({
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    model: 'gpt-4o-2024-08-06',
    timeoutMs,
  });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** Strict structured outputs: every object closes its properties and requires all of them. */
function expectStrict(node: unknown, path = '$'): void {
  if (Array.isArray(node)) return node.forEach((item, i) => expectStrict(item, `${path}[${i}]`));
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema['type'] === 'object') {
    expect({ path, additionalProperties: schema['additionalProperties'] }).toEqual({
      path,
      additionalProperties: false,
    });
    expect({ path, required: [...(schema['required'] as string[])].sort() }).toEqual({
      path,
      required: Object.keys(schema['properties'] as object).sort(),
    });
  }
  for (const [key, value] of Object.entries(schema)) expectStrict(value, `${path}.${key}`);
}

describe('OpenAiStoryWriter against a replay server', () => {
  it('sends a strict json_schema chat completion and maps the answer to a StoryPlan', async () => {
    const writer = await writerFor([{ fixture: 'chat-story-plan.json' }]);
    const plan = await writer.planStory(INPUT);

    expect(server?.requests).toHaveLength(1);
    const [request] = server?.requests ?? [];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = request?.body as {
      model: string;
      temperature: unknown;
      seed: unknown;
      messages: Array<{ role: string; content: string }>;
      response_format: { json_schema: { schema: unknown } };
    };
    expect(body.model).toBe('gpt-4o-2024-08-06');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'story_plan', strict: true },
    });
    expectStrict(body.response_format.json_schema.schema);
    // Open vocabulary (issue #21): no list of kinds, places or objects to squeeze an idea into.
    const schemaText = JSON.stringify(body.response_format.json_schema.schema);
    for (const closed of ['"dragon"', '"castle"', '"lantern"', '"species":', '"object":', '"place":']) {
      expect(schemaText).not.toContain(closed);
    }
    expect(body.response_format.json_schema.schema).not.toHaveProperty('$schema');
    expect(typeof body.temperature).toBe('number');
    expect(Number.isInteger(body.seed)).toBe(true);
    const [system, user] = body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/translate_character_names/);
    expect(user?.role).toBe('user');
    const sent = JSON.parse(user?.content ?? '{}');
    expect(sent).toMatchObject({
      idea: INPUT.idea,
      age: 5,
      age_band: 'preschool',
      main_language: 'de (German)',
      translation_language: 'en (English)',
      translate_character_names: false,
      illustration_style: 'watercolor',
      reference_images: [{ description: 'Mädchen mit Brille', dominant_colors: ['#2e86ab'] }],
    });

    expect(plan).toMatchObject({
      bookId: 'book-123',
      languages: ['de', 'en'],
      mainLanguage: 'de',
      translationLanguage: 'en',
      ageBand: 'preschool',
      age: ageBounds(5),
      style: 'watercolor',
      title: { de: 'Lena und der Laternenfuchs', en: 'Lena and the Lantern Fox' },
      setting: { place: 'forest', name: { de: 'der Wald', en: 'the forest' }, drawAs: 'forest' },
      object: 'lantern',
      things: [{ name: { de: 'die Laterne', en: 'the lantern' }, drawAs: 'lantern' }],
    });
    // The embedded writer's keys (and the open `things`), protagonist first, colours normalised.
    expect(Object.keys(plan).sort()).toEqual([...Object.keys(planStory(INPUT)), 'things'].sort());
    expect(plan.cast.map((c) => c.role)).toEqual(['protagonist', 'companion']);
    expect(plan.cast.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(plan.cast.map((c) => c.kind)).toEqual([
      { de: 'Mädchen', en: 'girl' },
      { de: 'Fuchs', en: 'fox' },
    ]);
    expect(plan.cast[0]?.sheet).toEqual({
      species: 'person',
      gender: 'f',
      colors: { body: '#f6d3b3', hair: '#6b3e26', clothing: '#2e86ab', accent: '#ffd166' },
      clothing: 'overalls',
      features: ['glasses', 'freckles'],
      kind: 'girl',
    });
    expect(plan.cast[1]?.sheet).toMatchObject({ species: 'fox', kind: 'fox' });
    // Names are not translated unless asked: the fox keeps its German name in the English text.
    expect(plan.cast[1]?.name).toEqual({ de: 'Funke', en: 'Funke' });
    expect(plan.chapters.map((c) => c.beat)).toEqual([
      'setup',
      'problem',
      'attempt',
      'turning-point',
      'resolution',
    ]);
    expect(plan.chapters[0]?.summary).toEqual({
      de: 'Lena geht mit Funke spazieren.',
      en: 'Lena goes for a walk with Spark.',
    });
  });

  it('translates character names only when asked', async () => {
    const writer = await writerFor([{ fixture: 'chat-story-plan.json' }]);
    const plan = await writer.planStory({ ...INPUT, translateCharacterNames: true });
    expect(plan.cast[1]?.name).toEqual({ de: 'Funke', en: 'Spark' });
    const user = (server?.requests[0]?.body as { messages: Array<{ content: string }> }).messages[1];
    expect(JSON.parse(user?.content ?? '{}').translate_character_names).toBe(true);
  });

  it('keeps the seed stable per book id', async () => {
    const writer = await writerFor([{ fixture: 'chat-story-plan.json' }]);
    await writer.planStory(INPUT);
    await writer.planStory({ ...INPUT, idea: 'Lena und der Fuchs im Wald, nochmal' });
    await writer.planStory({ ...INPUT, bookId: 'book-456' });
    const seeds = server?.requests.map((r) => (r.body as { seed: number }).seed);
    expect(seeds?.[0]).toBe(seeds?.[1]);
    expect(seeds?.[2]).not.toBe(seeds?.[0]);
  });

  it('writes a single-language plan without a translation language', async () => {
    const writer = await writerFor([{ fixture: 'chat-story-plan.json' }]);
    const plan = await writer.planStory({ ...INPUT, translationLanguage: undefined });
    expect(plan.languages).toEqual(['de']);
    expect(plan).not.toHaveProperty('translationLanguage');
    expect(plan.title).toEqual({ de: 'Lena und der Laternenfuchs' });
  });

  it('maps an answer that misses fields to PROVIDER_INVALID_RESPONSE', async () => {
    const writer = await writerFor([{ fixture: 'chat-story-plan-invalid.json' }]);
    const error = await failure(writer.planStory(INPUT));
    expect(error.code).toBe('BOOK_ENGINE.PROVIDER_INVALID_RESPONSE');
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/chapters/);
  });

  it('maps content that is not JSON to PROVIDER_INVALID_RESPONSE', async () => {
    const writer = await writerFor([{ fixture: 'chat-not-json.json' }]);
    const error = await failure(writer.planStory(INPUT));
    expect(error.code).toBe('BOOK_ENGINE.PROVIDER_INVALID_RESPONSE');
  });

  it('maps 429 and 5xx to PROVIDER_UNAVAILABLE (retryable)', async () => {
    const writer = await writerFor([{ status: 429, fixture: 'error-429.json' }, { status: 503 }]);
    const limited = await failure(writer.planStory(INPUT));
    expect(limited).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_UNAVAILABLE', retryable: true, status: 429 });
    expect(limited.message).toMatch(/Rate limit reached/);
    const down = await failure(writer.planStory(INPUT));
    expect(down).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_UNAVAILABLE', retryable: true, status: 503 });
  });

  it('maps other 4xx to a non-retryable PROVIDER_REJECTED', async () => {
    const writer = await writerFor([{ status: 400, fixture: 'error-400.json' }]);
    const error = await failure(writer.planStory(INPUT));
    expect(error).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_REJECTED', retryable: false, status: 400 });

    const wrongKey = new OpenAiStoryWriter({
      baseUrl: server?.baseUrl ?? '',
      apiKey: 'sk-wrong',
      model: 'gpt-4o-2024-08-06',
      timeoutMs: 5000,
    });
    expect(await failure(wrongKey.planStory(INPUT))).toMatchObject({ status: 401, retryable: false });
  });

  it('gives up with PROVIDER_TIMEOUT when the server never answers', async () => {
    const writer = await writerFor([{ hang: true }], 200);
    const started = Date.now();
    const error = await failure(writer.planStory(INPUT));
    expect(error).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_TIMEOUT', retryable: true });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('maps a refused connection to PROVIDER_UNAVAILABLE', async () => {
    const writer = await writerFor([]);
    await server?.close();
    server = undefined;
    expect(await failure(writer.planStory(INPUT))).toMatchObject({
      code: 'BOOK_ENGINE.PROVIDER_UNAVAILABLE',
      retryable: true,
    });
  });

  it('rejects invalid input before calling the provider', async () => {
    const writer = await writerFor([{ fixture: 'chat-story-plan.json' }]);
    await expect(writer.planStory({ ...INPUT, idea: 'x' })).rejects.toBeInstanceOf(InvalidStoryInput);
    expect(server?.requests).toHaveLength(0);
  });
});

describe('createStoryWriter / createIllustrator', () => {
  it('picks the embedded providers by default', () => {
    expect(createStoryWriter()).toBeInstanceOf(EmbeddedStoryWriter);
    expect(createIllustrator({})).toBeInstanceOf(EmbeddedIllustrator);
    expect(createStoryWriter({ provider: 'embedded', apiKey: 'ignored' })).toBeInstanceOf(
      EmbeddedStoryWriter,
    );
  });

  it('picks the OpenAI adapters when configured', () => {
    const config = {
      provider: 'openai' as const,
      baseUrl: 'http://127.0.0.1:1/v1',
      apiKey: API_KEY,
      model: 'gpt-4o-2024-08-06',
      imageModel: 'gpt-image-1',
      timeoutMs: 1000,
    };
    expect(createStoryWriter(config)).toBeInstanceOf(OpenAiStoryWriter);
    expect(createIllustrator(config)).toBeInstanceOf(OpenAiIllustrator);
  });

  it('refuses an incomplete openai configuration', () => {
    expect(() => createStoryWriter({ provider: 'openai', model: 'm' })).toThrow(/apiKey/);
    expect(() => createIllustrator({ provider: 'openai', apiKey: API_KEY })).toThrow(/imageModel/);
    let thrown: unknown;
    try {
      createStoryWriter({ provider: 'openai', apiKey: API_KEY });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_CONFIG', retryable: false });
  });
});
