import { ProviderError } from '../openai/errors';
import { createRefinementPlanner } from '../openai/factory';
import { startReplayServer, type ReplayServer, type Reply } from '../openai/replay-server';
import { planPages } from '../production/plan-pages';
import { planStory } from '../story/plan-story';
import { applyChanges } from './apply-changes';
import type { RefinementContext } from './changes';
import { EmbeddedRefinementPlanner } from './embedded-planner';
import { OpenAiRefinementPlanner } from './openai-planner';

const API_KEY = 'sk-test-fabelhaft';
const PLAN = planStory({
  bookId: 'book-123',
  idea: 'Lena findet im Wald eine Laterne und einen kleinen Fuchs',
  age: 5,
  mainLanguage: 'de',
  translationLanguage: 'en',
  style: 'watercolor',
});
const CONTEXT: RefinementContext = { plan: PLAN, format: 'booklet', textBackground: true, locale: 'de' };
const REQUEST = { message: 'Der Schal vom Fuchs soll blau sein', focusPages: [6] };

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function plannerFor(replies: Reply[]): Promise<OpenAiRefinementPlanner> {
  server = await startReplayServer('/chat/completions', API_KEY, replies);
  return new OpenAiRefinementPlanner({
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    model: 'gpt-4o-2024-08-06',
    timeoutMs: 5000,
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

describe('OpenAiRefinementPlanner against a replay server', () => {
  it('sends a strict json_schema chat completion with the story state and maps the plan', async () => {
    const planner = await plannerFor([{ fixture: 'chat-refinement-plan.json' }]);
    const answer = await planner.plan(CONTEXT, {
      ...REQUEST,
      earlier: ['Mach es schöner'],
      history: [
        { role: 'user', content: 'Mach es schöner' },
        { role: 'assistant', content: 'Was genau soll sich ändern? Ich kann den Text einer Seite ändern …' },
      ],
    });

    expect(server?.requests).toHaveLength(1);
    const [request] = server?.requests ?? [];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = request?.body as {
      model: string;
      messages: Array<{ role: string; content: string }>;
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
    };
    expect(body.model).toBe('gpt-4o-2024-08-06');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'refinement_plan', strict: true },
    });
    expectStrict(body.response_format.json_schema.schema);
    expect(JSON.stringify(body.response_format.json_schema.schema)).not.toMatch(/\$schema|9007199254740991/);

    // The system prompt carries the story state: the cast with indexes and every page with its viewer number;
    // the session so far follows as chat turns (issue #21), then the message to plan.
    const [system, earlierUser, earlierAnswer, user] = body.messages;
    expect(body.messages).toHaveLength(4);
    expect(earlierUser).toEqual({ role: 'user', content: 'Mach es schöner' });
    expect(earlierAnswer).toEqual({
      role: 'assistant',
      content: 'Was genau soll sich ändern? Ich kann den Text einer Seite ändern …',
    });
    expect(system?.role).toBe('system');
    const state = JSON.parse(system?.content.split('Story state:\n')[1] ?? '{}') as {
      cast: Array<{ index: number; name: Record<string, string> }>;
      pages: Array<{
        page: number;
        kind: string;
        text: { body: Record<string, string> } | null;
        picture: { cast: number[] } | null;
      }>;
      translate_character_names: boolean;
    };
    expect(state.cast.map((c) => [c.index, c.name.de])).toEqual([
      [0, 'Lena'],
      [1, 'der kleine Fuchs'],
    ]);
    const pagePlan = planPages({ plan: PLAN, format: 'booklet', textBackground: true });
    expect(state.pages).toHaveLength(pagePlan.pageCount + 1);
    expect(state.pages[0]).toMatchObject({ page: 1, kind: 'cover' });
    expect(state.pages[5]).toMatchObject({
      page: 6,
      kind: 'story-text',
      text: { body: pagePlan.pages[4]?.text?.body },
    });
    expect(state.pages[5]?.text?.body.de).toContain('Lena');
    expect(state.pages[4]).toMatchObject({ page: 5, kind: 'story-picture', picture: { cast: [0, 1] } });
    expect(state.translate_character_names).toBe(false);
    expect(user?.role).toBe('user');
    expect(JSON.parse(user?.content ?? '{}')).toEqual({
      locale: 'de',
      message: REQUEST.message,
      focus_pages: [6],
    });

    expect(answer.kind).toBe('plan');
    if (answer.kind !== 'plan') return;
    expect(answer.summary).toMatch(/Drei Änderungen/);
    expect(answer.changes).toEqual([
      {
        target: 'character',
        action: 'change_look',
        character: 1,
        look: { clothing: 'scarf', colors: { clothing: '#1e88e5' } },
        rationale: expect.stringMatching(/blauen Schal/),
      },
      {
        target: 'page_text',
        action: 'rewrite',
        page: 5,
        body: {
          de: 'Lena, ein Mädchen, wohnt am Rand des Waldes.',
          en: 'Lena, a girl, lives at the edge of the forest.',
        },
        rationale: expect.any(String),
      },
      {
        target: 'page_scene',
        action: 'set_place',
        page: 4,
        scene: { place: 'sea', setting: 'beach', timeOfDay: 'evening' },
        rationale: expect.any(String),
      },
      // The book keeps names untranslated: the name rule gives the same name in both lines.
      {
        target: 'character',
        action: 'rename',
        character: 1,
        name: { de: 'Rufus', en: 'Rufus' },
        rationale: expect.any(String),
      },
    ]);
    const next = applyChanges(PLAN, answer.changes, { format: 'booklet' });
    expect(next.cast[1]?.sheet.clothing).toBe('scarf');
    expect(next.pageEdits?.['5']?.body?.en).toBe('Lena, a girl, lives at the edge of the forest.');
  });

  it('gives the model the parent’s earlier messages as turns when the caller has no history', async () => {
    const planner = await plannerFor([{ fixture: 'chat-refinement-clarify.json' }]);
    await planner.plan(CONTEXT, { ...REQUEST, earlier: ['Mach es schöner', 'hmm'] });
    const body = server?.requests[0]?.body as { messages: Array<{ role: string; content: string }> };
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user', 'user', 'user']);
    expect(body.messages.slice(1, 3).map((m) => m.content)).toEqual(['Mach es schöner', 'hmm']);
    expect(JSON.parse(body.messages[3]?.content ?? '{}')).toMatchObject({ message: REQUEST.message });
  });

  it('keeps a long session to its last turns', () => {
    const planner = new OpenAiRefinementPlanner({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: API_KEY,
      model: 'gpt-4o-2024-08-06',
      timeoutMs: 5000,
    });
    const history = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `turn ${i}`,
    }));
    const body = planner.requestBody(CONTEXT, { ...REQUEST, history }) as {
      messages: Array<{ role: string; content: string }>;
    };
    expect(body.messages).toHaveLength(1 + 20 + 1);
    expect(body.messages[1]).toEqual({ role: 'user', content: 'turn 10' });
    expect(body.messages[20]).toEqual({ role: 'assistant', content: 'turn 29' });
  });

  it('passes a clarification through', async () => {
    const planner = await plannerFor([{ fixture: 'chat-refinement-clarify.json' }]);
    const answer = await planner.plan(CONTEXT, { message: 'Mach es schöner', focusPages: [6] });
    expect(answer).toEqual({
      kind: 'clarify',
      prompt: expect.stringMatching(/^Was genau soll sich ändern\?/),
    });
  });

  it('refuses a plan the book cannot take, an answer off the schema and a non-JSON answer', async () => {
    const planner = await plannerFor([
      { fixture: 'chat-refinement-invalid.json' },
      { fixture: 'chat-story-plan.json' },
      { fixture: 'chat-not-json.json' },
    ]);
    const offBook = await failure(planner.plan(CONTEXT, REQUEST));
    expect(offBook).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE', retryable: false });
    expect(offBook.message).toMatch(/BOOK_ENGINE.REFINEMENT_UNKNOWN_PAGE/);
    const offSchema = await failure(planner.plan(CONTEXT, REQUEST));
    expect(offSchema.message).toMatch(/does not match the schema/);
    const notJson = await failure(planner.plan(CONTEXT, REQUEST));
    expect(notJson.code).toBe('BOOK_ENGINE.PROVIDER_INVALID_RESPONSE');
  });

  it('maps 429 to a retryable PROVIDER_UNAVAILABLE', async () => {
    const planner = await plannerFor([{ status: 429, fixture: 'error-429.json' }]);
    expect(await failure(planner.plan(CONTEXT, REQUEST))).toMatchObject({
      code: 'BOOK_ENGINE.PROVIDER_UNAVAILABLE',
      retryable: true,
      status: 429,
    });
  });
});

describe('createRefinementPlanner', () => {
  it('is the embedded planner by default and the chat model with the story writer configuration', () => {
    expect(createRefinementPlanner()).toBeInstanceOf(EmbeddedRefinementPlanner);
    expect(createRefinementPlanner({ provider: 'embedded' })).toBeInstanceOf(EmbeddedRefinementPlanner);
    expect(
      createRefinementPlanner({ provider: 'openai', apiKey: API_KEY, model: 'gpt-4o-2024-08-06' }),
    ).toBeInstanceOf(OpenAiRefinementPlanner);
    expect(() => createRefinementPlanner({ provider: 'openai', apiKey: API_KEY })).toThrow(ProviderError);
  });
});
