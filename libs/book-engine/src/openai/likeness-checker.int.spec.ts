import { MemoryArtefactCache } from '../production/cache';
import { illustrateBook } from '../production/illustrate-book';
import { planPages } from '../production/plan-pages';
import { briefsOf } from '../production/produce-book';
import { ProviderCalls } from '../providers/calls';
import { hashString } from '../rng';
import { planStory } from '../story/plan-story';
import { OpenAiIllustrator } from './illustrator';
import { OpenAiLikenessChecker } from './likeness-checker';
import {
  fixture,
  openAiRoutes,
  startProviderReplay,
  type MultipartBody,
  type ProviderReplay,
  type RecordedRequest,
  type Reply,
} from './replay-server';

/**
 * issue #23, provider path: after the pictures, every page picture is compared with its characters' references
 * by a vision-capable chat model with a structured answer; a failing page is made once more with what differed,
 * what still fails is listed. Against the local replay provider (chat completions in the documented shape).
 */
const API_KEY = 'sk-test-likeness';
const PLAN = planStory({
  bookId: 'likeness-book',
  idea: 'Mia und ihr Hund Bruno suchen im Wald eine verlorene Laterne',
  age: 5,
  mainLanguage: 'de',
  translationLanguage: 'en',
  style: 'watercolor',
});
const BRIEFS = briefsOf(planPages({ plan: PLAN, format: 'booklet', textBackground: true }));
/** A two-character page and where the book shows it. */
const P3 = BRIEFS.find((b) => b.id === 'p3')!;
const PAGE_OF = new Map(BRIEFS.map((b, i) => [b.id, i + 1]));
const seedOf = (briefId: string) => hashString(`likeness:${PLAN.bookId}:${briefId}`) & 0x7fffffff;

interface ChatBody {
  model: string;
  messages: Array<{ role: string; content: string | Array<Record<string, unknown>> }>;
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
  temperature: number;
  seed: number;
}
const chat = (r: RecordedRequest) => r.body as ChatBody;
const promptOf = (r: RecordedRequest) =>
  r.route === 'images/edits'
    ? ((r.body as MultipartBody).fields.prompt?.[0] ?? '')
    : (r.body as { prompt: string }).prompt;

/** The documented chat completion, answering for exactly the characters the request asks about. */
function verdict(request: RecordedRequest, fixtureName: string): Reply {
  if (!fixtureName.startsWith('chat-likeness-')) return { fixture: fixtureName };
  const ids = (
    chat(request).response_format.json_schema.schema as {
      properties: { characters: { items: { properties: { id: { enum: string[] } } } } };
    }
  ).properties.characters.items.properties.id.enum;
  const completion = JSON.parse(fixture(fixtureName)) as {
    choices: Array<{ message: { content: string } }>;
  };
  const answer = JSON.parse(completion.choices[0]!.message.content) as { characters: Array<{ id: string }> };
  answer.characters = answer.characters.filter((c) => ids.includes(c.id));
  completion.choices[0]!.message.content = JSON.stringify(answer);
  return { json: completion };
}

let replay: ProviderReplay | undefined;
afterEach(async () => {
  await replay?.close();
  replay = undefined;
});

async function run(judge: (request: RecordedRequest, p3Checks: number) => string) {
  let p3Checks = 0;
  replay = await startProviderReplay([
    openAiRoutes.edits(API_KEY, (r) => ({
      fixture: promptOf(r).includes('An earlier picture') ? 'images-edit-retake.json' : 'images-edit.json',
    })),
    openAiRoutes.generations(API_KEY, [{ fixture: 'images-reference.json' }]),
    openAiRoutes.chat(API_KEY, (r) => {
      if (chat(r).seed === seedOf(P3.id)) p3Checks += 1;
      return verdict(r, judge(r, chat(r).seed === seedOf(P3.id) ? p3Checks : 0));
    }),
  ]);
  const target = { baseUrl: `${replay.origin}/v1`, apiKey: API_KEY, timeoutMs: 5000 };
  const calls = new ProviderCalls('openai', 4);
  const book = await illustrateBook(
    { plan: PLAN, briefs: BRIEFS, pageOf: PAGE_OF, width: 300, height: 400 },
    {
      illustrator: new OpenAiIllustrator({ ...target, imageModel: 'gpt-image-1', calls }),
      checker: new OpenAiLikenessChecker({ ...target, model: 'gpt-4o', calls }),
      cache: new MemoryArtefactCache(),
    },
  );
  const requests = replay.requests;
  return {
    book,
    checks: requests.filter((r) => r.route === 'chat/completions'),
    retakes: requests.filter((r) => r.route === 'images/edits' && promptOf(r).includes('An earlier picture')),
  };
}

describe('the likeness check with a vision chat model (issue #23)', () => {
  it('asks for each picture with the references and the picture as images and a strict structured answer', async () => {
    const { book, checks } = await run(() => 'chat-likeness-match.json');
    const withCast = BRIEFS.filter((b) => b.cast.length > 0);
    expect(checks).toHaveLength(withCast.length);
    const p3 = checks.find((r) => chat(r).seed === seedOf(P3.id))!;
    expect(p3.path).toBe('/v1/chat/completions');
    expect(p3.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = chat(p3);
    expect(body.model).toBe('gpt-4o');
    expect(body.temperature).toBe(0);
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'likeness_check', strict: true },
    });
    expect(JSON.stringify(body.response_format.json_schema.schema)).toContain('"enum":["c1","c2"]');
    expect(body.messages[0]).toMatchObject({ role: 'system' });
    const parts = body.messages[1]!.content as Array<{
      type: string;
      text?: string;
      image_url?: { url: string; detail: string };
    }>;
    const images = parts.filter((p) => p.type === 'image_url');
    // Mia's and Bruno's references (low detail), then the page picture.
    expect(images.map((p) => p.image_url!.detail)).toEqual(['low', 'low', 'high']);
    expect(images.slice(0, 2).map((p) => p.image_url!.url)).toEqual(
      book.references.map((r) => `data:image/jpeg;base64,${r.image.toString('base64')}`),
    );
    expect(images[2]!.image_url!.url).toMatch(/^data:image\/jpeg;base64,/);
    expect(parts.filter((p) => p.type === 'text').map((p) => p.text)).toEqual([
      'The characters this page should show:',
      'Character c1: Mia, girl. Its reference picture follows.',
      'Character c2: Bruno, dog. Its reference picture follows.',
      'The page picture:',
    ]);
    expect(book.likeness).toMatchObject({
      checker: 'openai-chat:gpt-4o',
      passed: true,
      remade: [],
      unchecked: [],
    });
    expect(book.likeness!.characters.map((c) => [c.name, c.pages.length, c.failing])).toEqual([
      ['Mia', withCast.length, []],
      ['Bruno', BRIEFS.filter((b) => b.cast.some((c) => c.id === 'c2')).length, []],
    ]);
  });

  it('re-makes a page whose check fails once, with what differed, and keeps the new picture when it matches', async () => {
    const { book, checks, retakes } = await run((_, p3Checks) =>
      p3Checks === 1 ? 'chat-likeness-differs.json' : 'chat-likeness-match.json',
    );
    expect(retakes).toHaveLength(1);
    expect(promptOf(retakes[0]!)).toContain('Bruno: the collar is missing');
    expect(checks.filter((r) => chat(r).seed === seedOf(P3.id))).toHaveLength(2);
    const page = PAGE_OF.get(P3.id)!;
    expect(book.likeness).toMatchObject({ passed: true, remade: [page] });
    expect(book.likeness!.pages.find((p) => p.page === page)).toMatchObject({ passed: true, remade: true });
    expect(book.drawn.filter((id) => id === P3.id)).toHaveLength(1);
  });

  it('lists what still fails after the one re-make (no second one)', async () => {
    const { book, retakes } = await run((_, p3Checks) =>
      p3Checks > 0 ? 'chat-likeness-missing.json' : 'chat-likeness-match.json',
    );
    expect(retakes).toHaveLength(1);
    expect(promptOf(retakes[0]!)).toContain('Bruno is missing from the picture');
    const page = PAGE_OF.get(P3.id)!;
    expect(book.likeness!.passed).toBe(false);
    expect(book.likeness!.characters.find((c) => c.characterId === 'c2')!.failing).toEqual([page]);
    expect(book.likeness!.pages.find((p) => p.page === page)!.characters[1]).toEqual({
      characterId: 'c2',
      name: 'Bruno',
      onPage: false,
      matches: false,
      differences: [{ part: 'missing', note: 'Bruno is not in the picture' }],
    });
  });

  it('leaves a page unchecked when the answer cannot be used, and makes the book all the same', async () => {
    const { book } = await run((_, p3Checks) =>
      p3Checks > 0 ? 'chat-not-json.json' : 'chat-likeness-match.json',
    );
    expect(book.likeness).toMatchObject({ passed: true, unchecked: [PAGE_OF.get(P3.id)] });
    expect(book.prints.size).toBe(BRIEFS.length);
  });
});
