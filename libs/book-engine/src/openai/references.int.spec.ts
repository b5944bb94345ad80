import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MemoryArtefactCache } from '../production/cache';
import { illustrateBook, type IllustrateBookInput } from '../production/illustrate-book';
import { planPages } from '../production/plan-pages';
import { illustratePreviewCover } from '../production/preview-cover';
import { briefsOf } from '../production/produce-book';
import { CallBudget, ProviderCalls } from '../providers/calls';
import type { CharacterPhoto } from '../providers/references';
import { planStory } from '../story/plan-story';
import type { StoryPlan } from '../types';
import { OpenAiIllustrator } from './illustrator';
import {
  openAiRoutes,
  startProviderReplay,
  type MultipartBody,
  type ProviderReplay,
  type RecordedRequest,
  type Reply,
} from './replay-server';

/**
 * issue #23, provider path: one reference per character (from the parent's photos through the images edit
 * endpoint, else from the sheet), passed as `image[]` with every page request, kept by content key; concurrency,
 * Retry-After and the book's budget. Against the local replay provider, which refuses any request not in the
 * shape OpenAI documents (multipart/form-data with repeated `image[]` files for edits).
 */
const API_KEY = 'sk-test-references';
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const PLAN = planStory({
  bookId: 'ref-book',
  idea: 'Mia und ihr Hund Bruno suchen im Wald eine verlorene Laterne',
  age: 5,
  mainLanguage: 'de',
  translationLanguage: 'en',
  style: 'watercolor',
});
const BRIEFS = briefsOf(planPages({ plan: PLAN, format: 'booklet', textBackground: true }));

/** Stand-ins for a parent's photos of Mia (made here; no real child). */
let photos: CharacterPhoto[];
beforeAll(async () => {
  const photo = (color: string) =>
    sharp({ create: { width: 64, height: 80, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
  photos = [
    { characterId: 'c1', image: await photo('#d9a47c'), mimeType: 'image/jpeg' },
    { characterId: 'c1', image: await photo('#c68a5e'), mimeType: 'image/jpeg' },
    { characterId: 'c1', image: await photo('#8a5534'), mimeType: 'image/jpeg' },
  ];
});

let replay: ProviderReplay | undefined;
afterEach(async () => {
  await replay?.close();
  replay = undefined;
});

interface Setup {
  edits?: Reply[] | ((r: RecordedRequest, i: number) => Reply);
  generations?: Reply[];
  delayMs?: number;
  calls?: ProviderCalls;
}

async function illustratorFor(setup: Setup = {}): Promise<OpenAiIllustrator> {
  replay = await startProviderReplay([
    openAiRoutes.edits(API_KEY, setup.edits ?? [{ fixture: 'images-edit.json' }], setup.delayMs),
    openAiRoutes.generations(
      API_KEY,
      setup.generations ?? [{ fixture: 'images-reference.json' }],
      setup.delayMs,
    ),
  ]);
  return new OpenAiIllustrator({
    baseUrl: `${replay.origin}/v1`,
    apiKey: API_KEY,
    imageModel: 'gpt-image-1',
    timeoutMs: 5000,
    ...(setup.calls ? { calls: setup.calls } : {}),
  });
}

const input = (plan: StoryPlan, more: Partial<IllustrateBookInput> = {}): IllustrateBookInput => ({
  plan,
  briefs: briefsOf(planPages({ plan, format: 'booklet', textBackground: true })),
  pageOf: new Map(),
  width: 300,
  height: 400,
  ...more,
});

const form = (r: RecordedRequest) => r.body as MultipartBody;
const promptOf = (r: RecordedRequest): string =>
  r.route === 'images/edits' ? (form(r).fields.prompt?.[0] ?? '') : (r.body as { prompt: string }).prompt;
const isReference = (r: RecordedRequest) => promptOf(r).startsWith('Character reference picture');
const isCover = (r: RecordedRequest) => promptOf(r).startsWith('Cover illustration');
const answered = (r: RecordedRequest) => r.answeredAt !== undefined;

describe('OpenAI provider path: character references (issue #23)', () => {
  it("makes Mia's reference from her first two photos (edit endpoint, image[]) and Bruno's from his sheet", async () => {
    const illustrator = await illustratorFor();
    const book = await illustrateBook(input(PLAN, { photos, photoConsent: true }), {
      illustrator,
      cache: new MemoryArtefactCache(),
    });
    const references = replay!.requests.filter(isReference);
    expect(references).toHaveLength(2);
    const fromPhotos = references.find((r) => r.route === 'images/edits')!;
    expect(fromPhotos.path).toBe('/v1/images/edits');
    expect(fromPhotos.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(form(fromPhotos).fields).toMatchObject({
      model: ['gpt-image-1'],
      size: ['1024x1536'],
      n: ['1'],
      input_fidelity: ['high'],
    });
    expect(form(fromPhotos).files.map((f) => [f.field, f.type, f.sha256])).toEqual([
      ['image[]', 'image/jpeg', sha(photos[0]!.image)],
      ['image[]', 'image/jpeg', sha(photos[1]!.image)],
    ]);
    expect(promptOf(fromPhotos)).toContain('The input photos show the real child');
    expect(promptOf(fromPhotos)).toContain('watercolor');

    const fromSheet = references.find((r) => r.route === 'images/generations')!;
    const bruno = PLAN.cast[1]!;
    expect(promptOf(fromSheet)).toContain(`a ${bruno.kind?.en}`);
    expect(promptOf(fromSheet)).toContain(bruno.sheet.colors.body);
    expect(promptOf(fromSheet)).not.toContain('photo');

    expect(book.references.map((r) => [r.characterId, r.fromPhoto, r.mimeType])).toEqual([
      ['c1', true, 'image/jpeg'],
      ['c2', false, 'image/jpeg'],
    ]);
  });

  it("passes the references of the picture's characters with every page request, one request per picture", async () => {
    const illustrator = await illustratorFor();
    const book = await illustrateBook(input(PLAN, { photos, photoConsent: true }), {
      illustrator,
      cache: new MemoryArtefactCache(),
    });
    const pages = replay!.requests.filter((r) => !isReference(r));
    expect(pages).toHaveLength(BRIEFS.length);
    const refHash = new Map(book.references.map((r) => [r.characterId, sha(r.image)]));
    for (const request of pages) {
      expect(request.route).toBe('images/edits');
      const prompt = promptOf(request);
      const brief = BRIEFS.find(
        (b) =>
          prompt.includes(`In the picture, and no one else: ${b.cast.map((c) => c.name).join(', ')}.`) &&
          prompt.includes(b.caption),
      )!;
      expect(brief).toBeDefined();
      expect(form(request).files.map((f) => f.sha256)).toEqual(brief.cast.map((c) => refHash.get(c.id!)));
      expect(prompt).toContain(
        `Reference images, in order: ${brief.cast.map((c, i) => `image ${i + 1} shows ${c.name}`).join(', ')}.`,
      );
    }
    expect(book.drawn).toEqual(BRIEFS.map((b) => b.id));
  });

  it('sends no photo without the consent: every reference is made from its sheet', async () => {
    const illustrator = await illustratorFor();
    const book = await illustrateBook(input(PLAN, { photos, photoConsent: false }), {
      illustrator,
      cache: new MemoryArtefactCache(),
    });
    const photoHashes = new Set(photos.map((p) => sha(p.image)));
    const sent = replay!.requests.flatMap((r) => (r.route === 'images/edits' ? form(r).files : []));
    expect(sent.some((f) => photoHashes.has(f.sha256))).toBe(false);
    expect(replay!.requests.filter(isReference).map((r) => r.route)).toEqual([
      'images/generations',
      'images/generations',
    ]);
    expect(book.references.every((r) => !r.fromPhoto)).toBe(true);
  });

  it("re-makes a character's reference first when a refinement changes its look, then only its pages", async () => {
    const illustrator = await illustratorFor();
    const cache = new MemoryArtefactCache();
    await illustrateBook(input(PLAN, { photos, photoConsent: true }), { illustrator, cache });
    const before = replay!.requests.length;

    const revised: StoryPlan = {
      ...PLAN,
      cast: PLAN.cast.map((c) =>
        c.id === 'c2'
          ? { ...c, sheet: { ...c.sheet, colors: { ...c.sheet.colors, clothing: '#1f5fbf' } } }
          : c,
      ),
    };
    const book = await illustrateBook(input(revised, { photos, photoConsent: true }), { illustrator, cache });
    const again = replay!.requests.slice(before);
    const withBruno = BRIEFS.filter((b) => b.cast.some((c) => c.id === 'c2')).map((b) => b.id);
    expect(again.filter(isReference)).toHaveLength(1);
    expect(promptOf(again[0]!)).toContain('#1f5fbf');
    expect(isReference(again[0]!)).toBe(true);
    expect(again.filter((r) => !isReference(r))).toHaveLength(withBruno.length);
    // The reference was answered before any page asked.
    const referenceDone = again[0]!.answeredAt!;
    expect(again.slice(1).every((r) => r.at! >= referenceDone)).toBe(true);
    expect(book.drawn).toEqual(withBruno);
  });

  it('makes nothing twice after a crash: a second run asks only for what the first did not get', async () => {
    let pageRequests = 0;
    const illustrator = await illustratorFor({
      edits: (request) => {
        if (isReference(request)) return { fixture: 'images-reference.json' };
        pageRequests += 1;
        // The sixth page picture is refused: the run fails there, as a worker killed mid-book would.
        return pageRequests === 6
          ? { status: 400, fixture: 'error-400.json' }
          : { fixture: 'images-edit.json' };
      },
      calls: new ProviderCalls('openai', 1, { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 }),
    });
    const cache = new MemoryArtefactCache();
    await expect(
      illustrateBook(input(PLAN, { photos, photoConsent: true }), { illustrator, cache }),
    ).rejects.toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_REJECTED' });
    const book = await illustrateBook(input(PLAN, { photos, photoConsent: true }), { illustrator, cache });

    const made = replay!.requests.filter(answered);
    const prompts = made.filter((r) => !isReference(r)).map(promptOf);
    // Every picture asked for once successfully, plus the one refused; each reference once.
    expect(made.filter(isReference)).toHaveLength(2);
    expect(prompts).toHaveLength(BRIEFS.length + 1);
    expect(new Set(prompts).size).toBe(BRIEFS.length);
    // The second run drew only what the first had not (the first drew five, and the one under way when the
    // sixth was refused).
    expect(book.drawn.length).toBeLessThan(BRIEFS.length - 4);
    expect(book.drawn).toEqual(BRIEFS.slice(BRIEFS.length - book.drawn.length).map((b) => b.id));
  });
});

describe('OpenAI provider path: concurrency, retries, budget (issue #23)', () => {
  it('asks for pictures concurrently, never more at once than the configured limit', async () => {
    const calls = new ProviderCalls('openai', 3);
    const illustrator = await illustratorFor({ delayMs: 60, calls });
    expect(illustrator.concurrency).toBe(3);
    await illustrateBook(input(PLAN), { illustrator, cache: new MemoryArtefactCache() });
    expect(replay!.peakInFlight).toBe(3);
    expect(calls.peak).toBe(3);
  });

  it("honours the provider's Retry-After on a 429 and goes on", async () => {
    let first = true;
    const illustrator = await illustratorFor({
      edits: (request) => {
        if (!isReference(request) && first) {
          first = false;
          return { status: 429, fixture: 'error-429.json', headers: { 'retry-after': '1' } };
        }
        return { fixture: isReference(request) ? 'images-reference.json' : 'images-edit.json' };
      },
      calls: new ProviderCalls('openai', 1, { maxRetries: 2, baseDelayMs: 10, maxDelayMs: 10 }),
    });
    await illustrateBook(input(PLAN), { illustrator, cache: new MemoryArtefactCache() });
    const pages = replay!.requests.filter((r) => r.route === 'images/edits' && !isReference(r));
    expect(pages).toHaveLength(BRIEFS.length + 1);
    const refused = pages[0]!;
    // Others went ahead while it waited; the same request came again a second later.
    const retried = pages.slice(1).find((r) => promptOf(r) === promptOf(refused))!;
    expect(retried!.at! - refused!.answeredAt!).toBeGreaterThanOrEqual(990);
  });

  it('stops at the book budget of image calls', async () => {
    const illustrator = await illustratorFor();
    const budget = new CallBudget({ image: 6 });
    await expect(
      illustrateBook(input(PLAN), { illustrator, cache: new MemoryArtefactCache(), meter: budget }),
    ).rejects.toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_BUDGET', retryable: false });
    expect(replay!.requests.length).toBeLessThanOrEqual(6);
    expect(budget.used.image).toBe(6);
  });
});

describe("OpenAI provider path: the preview's cover follows the photographed characters (issue #23)", () => {
  const replies = (r: RecordedRequest): Reply => ({
    fixture: isReference(r) ? 'images-reference.json' : isCover(r) ? 'images-cover.json' : 'images-edit.json',
  });

  it("makes only Mia's reference from her photos, draws the cover with it as image[], and production then makes only Bruno's", async () => {
    const illustrator = await illustratorFor({ edits: replies });
    const cache = new MemoryArtefactCache();
    const meter = new CallBudget({ image: 10 });
    const cover = await illustratePreviewCover(
      PLAN,
      { style: PLAN.style, width: 300, photos, photoConsent: true },
      { illustrator, cache, meter },
    );
    expect(cover.webp.subarray(8, 12).toString('ascii')).toBe('WEBP');

    const preview = [...replay!.requests];
    // The free preview pays for the photographed character's reference and the cover, nothing more.
    expect(
      preview.map((r) => [r.route, isReference(r) ? 'reference' : isCover(r) ? 'cover' : 'page']),
    ).toEqual([
      ['images/edits', 'reference'],
      ['images/edits', 'cover'],
    ]);
    expect(meter.used.image).toBe(2);
    const [reference, coverRequest] = preview as [RecordedRequest, RecordedRequest];
    expect(form(reference).files.map((f) => f.sha256)).toEqual([
      sha(photos[0]!.image),
      sha(photos[1]!.image),
    ]);
    expect(coverRequest.path).toBe('/v1/images/edits');
    expect(coverRequest.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(form(coverRequest).fields).toMatchObject({
      model: ['gpt-image-1'],
      size: ['1024x1536'],
      n: ['1'],
    });
    const [miaReference] = cache.keys().filter((k) => k.startsWith('reference/'));
    expect(miaReference).toBeDefined();
    // The cover carries Mia's reference (never the photo itself), and says which image shows whom.
    expect(form(coverRequest).files.map((f) => [f.field, f.type, f.sha256])).toEqual([
      ['image[]', 'image/jpeg', sha((await cache.get(miaReference!))!)],
    ]);
    const mia = PLAN.cast[0]!.name.de!;
    expect(promptOf(coverRequest)).toContain(`Protagonist: ${mia}`);
    expect(promptOf(coverRequest)).toContain(`Reference images, in order: image 1 shows ${mia}.`);

    // Production later, with the same book cache: Mia's reference is found, only Bruno's is made.
    const book = await illustrateBook(input(PLAN, { photos, photoConsent: true }), { illustrator, cache });
    const production = replay!.requests.slice(preview.length);
    expect(production.filter(isReference).map((r) => r.route)).toEqual(['images/generations']);
    expect(promptOf(production.find(isReference)!)).not.toContain('photo');
    expect(book.references.map((r) => [r.characterId, r.fromPhoto])).toEqual([
      ['c1', true],
      ['c2', false],
    ]);
    expect(book.references[0]!.key).toBe(miaReference);
  });

  it('draws the cover from its prompt alone, with no reference call and no photo, without the consent', async () => {
    const illustrator = await illustratorFor({
      edits: replies,
      generations: [{ fixture: 'images-cover.json' }],
    });
    const cache = new MemoryArtefactCache();
    await illustratePreviewCover(
      PLAN,
      { style: PLAN.style, width: 300, photos, photoConsent: false },
      { illustrator, cache },
    );
    expect(replay!.requests.map((r) => r.route)).toEqual(['images/generations']);
    const [request] = replay!.requests;
    expect(promptOf(request!)).toMatch(/^Cover illustration/);
    expect(promptOf(request!)).not.toContain('Reference images');
    expect(JSON.stringify(request!.body)).not.toContain(photos[0]!.image.toString('base64'));
    expect(cache.size).toBe(0);
  });

  it('draws the cover as before when the consent names no photo (characters without photos get no reference)', async () => {
    const illustrator = await illustratorFor({
      edits: replies,
      generations: [{ fixture: 'images-cover.json' }],
    });
    await illustratePreviewCover(
      PLAN,
      { style: PLAN.style, width: 300, photos: [], photoConsent: true },
      {
        illustrator,
        cache: new MemoryArtefactCache(),
      },
    );
    expect(replay!.requests.map((r) => [r.route, isCover(r)])).toEqual([['images/generations', true]]);
  });
});
