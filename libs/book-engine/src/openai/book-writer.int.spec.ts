import { EmbeddedBookWriter } from '../ports';
import { writeManuscript } from '../story/tell/write';
import { planPages } from '../production/plan-pages';
import { toPreviewObject } from '../preview';
import { planStory } from '../story/plan-story';
import type { StoryInput, StoryPlan } from '../types';
import { OpenAiBookWriter } from './book-writer';
import { coverPrompt, pagePrompt } from './illustrator';
import { ProviderError } from './errors';
import { createBookWriter } from './factory';
import { startReplayServer, type ReplayServer, type Reply } from './replay-server';
import { OpenAiStoryWriter } from './story-writer';

const API_KEY = 'sk-test-fabelhaft';
const MODEL = 'gpt-4o-2024-08-06';
/** The issue's own example (#21): a pangolin and a library that the closed plan turned into a girl and a forest. */
const PANGOLIN: StoryInput = {
  bookId: 'book-pangolin',
  idea: 'Priya the pangolin is too shy to go to the jungle library until she finds a book about the stars',
  age: 5,
  mainLanguage: 'en',
  translationLanguage: 'de',
  style: 'watercolor',
};

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(replies: Reply[]): Promise<{ baseUrl: string; apiKey: string; timeoutMs: number }> {
  server = await startReplayServer('/chat/completions', API_KEY, replies);
  return { baseUrl: server.baseUrl, apiKey: API_KEY, timeoutMs: 5000 };
}

async function pangolinPlan(): Promise<StoryPlan> {
  const writer = new OpenAiStoryWriter({
    ...(await serve([{ fixture: 'chat-story-plan-pangolin.json' }])),
    model: MODEL,
  });
  const plan = await writer.planStory(PANGOLIN);
  await server?.close();
  server = undefined;
  return plan;
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

describe('a model plan in open vocabulary (issue #21)', () => {
  it('keeps the pangolin and the library in the plan and the preview, drawn as their nearest drawables', async () => {
    const plan = await pangolinPlan();
    const [priya, ollie] = plan.cast;
    expect(priya).toMatchObject({
      id: 'c1',
      role: 'protagonist',
      name: { en: 'Priya', de: 'Priya' },
      kind: { en: 'pangolin', de: 'Schuppentier' },
      sheet: { kind: 'pangolin', species: 'bear', gender: 'f' },
    });
    expect(ollie).toMatchObject({
      id: 'c2',
      kind: { en: 'owl', de: 'Eule' },
      sheet: { kind: 'owl', grownUp: true },
    });
    expect(plan.setting).toMatchObject({
      name: { en: 'the jungle library', de: 'die Dschungelbibliothek' },
      drawAs: 'library',
      place: 'garden',
    });
    expect(plan.things).toEqual([
      {
        name: { en: 'a book about the stars', de: 'ein Buch über die Sterne' },
        noun: { word: 'a book about the stars', language: 'en', en: 'book' },
        drawAs: 'book',
      },
    ]);
    expect(plan.object).toBe('map');

    const preview = toPreviewObject(plan);
    expect(preview.title).toBe('Priya and the Book of Stars');
    expect(preview.synopsis).toMatch(/pangolin/);
    expect(preview.synopsis).toMatch(/jungle library/);
    expect(preview.chapters.map((c) => c.summary).join(' ')).toMatch(/pangolin/);
    expect(preview.translation?.synopsis).toMatch(/Schuppentier/);
    expect(preview.translation?.synopsis).toMatch(/Dschungelbibliothek/);
  });
});

describe('OpenAiBookWriter against a replay server', () => {
  it('writes the full book in one strict json_schema call and production lays out its pages', async () => {
    const plan = await pangolinPlan();
    const writer = new OpenAiBookWriter({
      ...(await serve([{ fixture: 'chat-book-pages.json' }])),
      model: MODEL,
    });
    const manuscript = await writer.writeBook(plan, 'booklet');

    // The request, as the chat completions API documents it: messages and a strict json_schema response format.
    expect(server?.requests).toHaveLength(1);
    const [request] = server?.requests ?? [];
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = request?.body as {
      model: string;
      seed: unknown;
      temperature: unknown;
      messages: Array<{ role: string; content: string }>;
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
    };
    expect(body.model).toBe(MODEL);
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'book_pages', strict: true },
    });
    expectStrict(body.response_format.json_schema.schema);
    expect(body.response_format.json_schema.schema).not.toHaveProperty('$schema');
    expect(Number.isInteger(body.seed)).toBe(true);
    expect(typeof body.temperature).toBe('number');
    const [system, user] = body.messages;
    expect(system).toMatchObject({ role: 'system' });
    expect(system?.content).toMatch(/book_pages/);
    const sent = JSON.parse(user?.content ?? '{}');
    expect(sent).toMatchObject({
      format: 'booklet',
      story_pages: 9,
      age_band: 'preschool',
      main_language: 'en (English)',
      translation_language: 'de (German)',
      title: { main: 'Priya and the Book of Stars', translation: 'Priya und das Buch der Sterne' },
      setting: { name: { main: 'the jungle library', translation: 'die Dschungelbibliothek' } },
    });
    expect(sent.words_per_page).toMatch(/two to four short sentences/);
    expect(sent.cast[0]).toMatchObject({ id: 'c1', kind: { main: 'pangolin', translation: 'Schuppentier' } });
    expect(sent.chapters).toHaveLength(5);

    // The answer, checked and mapped: 9 pages, both languages, briefs with drawable places and things.
    expect(manuscript).toMatchObject({ format: 'booklet', ageBand: 'preschool', writer: 'openai' });
    expect(manuscript.pages).toHaveLength(9);
    expect(manuscript.pages.map((p) => p.chapter)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4]);
    expect(manuscript.pages[0]?.text.en).toMatch(/^Every night, Priya the pangolin climbs/);
    expect(manuscript.pages[0]?.text.de).toMatch(/Schuppentier/);
    expect(manuscript.pages[0]?.picture).toMatchObject({
      cast: ['c1'],
      poses: { c1: 'look' },
      place: 'jungle',
      timeOfDay: 'night',
      things: ['star'],
      mood: 'night',
    });
    expect(manuscript.pages[6]?.picture).toMatchObject({
      cast: ['c1', 'c2'],
      place: 'library',
      things: ['book', 'star'],
    });

    // Production lays the written pages out as they are; the viewer's page texts (alt texts) are the manuscript's.
    const pagePlan = planPages({ plan: { ...plan, manuscript }, format: 'booklet', textBackground: true });
    expect(pagePlan.pageCount).toBe(24);
    const texts = pagePlan.pages.filter((p) => p.kind === 'story-text');
    expect(texts.map((p) => p.text?.body)).toEqual(manuscript.pages.map((p) => p.text));
    expect(texts[0]?.text?.heading).toEqual(plan.chapters[0]?.title);
    expect(texts[1]?.text?.heading).toBeUndefined();
    expect(texts[0]?.altText).toContain('Priya the pangolin climbs the tallest tree');
    const pictures = pagePlan.pages.filter((p) => p.kind === 'story-picture');
    expect(pictures[0]?.illustration).toMatchObject({ setting: 'jungle', mood: 'night', things: ['star'] });
    expect(pictures[0]?.illustration?.cast.map((c) => c.name)).toEqual(['Priya']);
    expect(pictures[0]?.illustration?.cast[0]?.sheet.kind).toBe('pangolin');
    expect(pictures[3]?.illustration).toMatchObject({ setting: 'library' });
    expect(pictures[5]?.illustration?.cast.map((c) => c.name)).toEqual(['Priya', 'Ollie']);
    // The cast page and the viewer's alt texts keep the pangolin's words and the library.
    expect(pagePlan.pages.find((p) => p.kind === 'cast')?.text?.body.en).toMatch(/pangolin/);
    expect(pictures[0]?.altText).toContain('Priya, a shy little pangolin who loves the night sky');
    expect(pictures[0]?.altText).toContain('in the jungle library');
    const german = planPages({
      plan: { ...plan, mainLanguage: 'de', manuscript },
      format: 'booklet',
      textBackground: true,
    });
    expect(german.cover.front.altText).toContain('in der Dschungelbibliothek');
    expect(german.cover.front.altText).toContain('Schuppentier');
    // A model illustrator is asked for the pangolin in the jungle library, not for its nearest drawable.
    const cover = coverPrompt(plan);
    expect(cover).toContain('Priya, a pangolin');
    expect(cover).toContain('Setting: the jungle library');
    const page = pagePrompt(plan, pictures[5]!.illustration!);
    expect(page).toContain('Priya, a pangolin');
    expect(page).toContain('Ollie, an owl');
    expect(page).toContain('Setting: the jungle library');
    expect(page).not.toContain('hedgehog');
  });

  it('asks again after an invalid answer and takes the next valid one', async () => {
    const plan = await pangolinPlan();
    const writer = new OpenAiBookWriter({
      ...(await serve([{ fixture: 'chat-book-pages-invalid.json' }, { fixture: 'chat-book-pages.json' }])),
      model: MODEL,
    });
    const manuscript = await writer.writeBook(plan, 'booklet');
    expect(manuscript.pages).toHaveLength(9);
    expect(server?.requests).toHaveLength(2);
    const seeds = server?.requests.map((r) => (r.body as { seed: number }).seed);
    expect(seeds?.[0]).not.toBe(seeds?.[1]);
  });

  it('fails cleanly with PROVIDER_INVALID_RESPONSE after its retries', async () => {
    const plan = await pangolinPlan();
    const writer = new OpenAiBookWriter({
      ...(await serve([{ fixture: 'chat-book-pages-invalid.json' }, { fixture: 'chat-not-json.json' }])),
      model: MODEL,
    });
    const error = await failure(writer.writeBook(plan, 'booklet'));
    expect(error).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE', retryable: false });
    expect(error.message).toMatch(/No valid book after 3 answers/);
    expect(server?.requests).toHaveLength(3);
  });

  it('does not repeat a request the provider rejected or could not answer (the job decides)', async () => {
    const plan = await pangolinPlan();
    const writer = new OpenAiBookWriter({
      ...(await serve([{ status: 429, fixture: 'error-429.json' }])),
      model: MODEL,
    });
    expect(await failure(writer.writeBook(plan, 'booklet'))).toMatchObject({
      code: 'BOOK_ENGINE.PROVIDER_UNAVAILABLE',
      retryable: true,
    });
    expect(server?.requests).toHaveLength(1);
  });
});

describe('createBookWriter', () => {
  it('picks the embedded writer by default and the OpenAI one when configured', () => {
    expect(createBookWriter()).toBeInstanceOf(EmbeddedBookWriter);
    expect(
      createBookWriter({
        provider: 'openai',
        apiKey: API_KEY,
        model: MODEL,
        baseUrl: 'http://127.0.0.1:1/v1',
      }),
    ).toBeInstanceOf(OpenAiBookWriter);
    expect(() => createBookWriter({ provider: 'openai', apiKey: API_KEY })).toThrow(/model/);
  });

  it('the embedded writer writes the whole book with the open teller, and production lays its pages out', async () => {
    const plan = planStory({ ...PANGOLIN, bookId: 'book-embedded' });
    const manuscript = await new EmbeddedBookWriter().writeBook(plan, 'booklet');
    expect(manuscript).toEqual(writeManuscript(plan, 'booklet'));
    expect(manuscript.writer).toBe('embedded');
    expect(manuscript.pages).toHaveLength(9);
    const after = planPages({ plan: { ...plan, manuscript }, format: 'booklet', textBackground: true });
    const texts = after.pages.filter((p) => p.kind === 'story-text');
    expect(texts.map((p) => p.text?.body)).toEqual(manuscript.pages.map((p) => p.text));
  });
});
