import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { createImageProvider } from '../image-provider';
import {
  startProviderReplay,
  geminiRoute,
  type ProviderReplay,
  type RecordedRequest,
  type Reply,
} from '../openai/replay-server';
import { MemoryArtefactCache } from '../production/cache';
import { illustrateBook } from '../production/illustrate-book';
import { planPages } from '../production/plan-pages';
import { illustratePreviewCover } from '../production/preview-cover';
import { briefsOf } from '../production/produce-book';
import { ProviderCalls } from '../providers/calls';
import type { CharacterPhoto } from '../providers/references';
import { planStory } from '../story/plan-story';
import { GeminiIllustrator } from './illustrator';
import { GeminiLikenessChecker } from './likeness-checker';

/**
 * issue #23: Google's Gemini image generation behind the same illustrator port — generateContent with the
 * references (or a reference's photos) as inline images — and the likeness check as a JSON answer, against the
 * local replay provider, which refuses anything but the documented request shape.
 */
const API_KEY = 'gemini-test-key';
const IMAGE_MODEL = 'gemini-2.5-flash-image';
const CHECK_MODEL = 'gemini-2.5-flash';
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const PLAN = planStory({
  bookId: 'gemini-book',
  idea: 'Mia und ihr Hund Bruno suchen im Wald eine verlorene Laterne',
  age: 5,
  mainLanguage: 'de',
  translationLanguage: 'en',
  style: 'anime',
});
const BRIEFS = briefsOf(planPages({ plan: PLAN, format: 'booklet', textBackground: true }));

interface Body {
  contents: Array<{
    role: string;
    parts: Array<{ text?: string; inlineData?: { mimeType: string; data: string } }>;
  }>;
  generationConfig: Record<string, unknown>;
  systemInstruction?: { parts: Array<{ text: string }> };
}
const body = (r: RecordedRequest) => r.body as Body;
const textOf = (r: RecordedRequest) => body(r).contents[0]!.parts[0]!.text ?? '';
const imagesOf = (r: RecordedRequest) =>
  body(r).contents[0]!.parts.flatMap((p) => (p.inlineData ? [p.inlineData] : []));
const isReference = (r: RecordedRequest) => textOf(r).startsWith('Character reference picture');
const isCover = (r: RecordedRequest) => textOf(r).startsWith('Cover illustration');

let photo: CharacterPhoto;
let replay: ProviderReplay | undefined;
beforeAll(async () => {
  photo = {
    characterId: 'c1',
    image: await sharp({ create: { width: 40, height: 50, channels: 3, background: '#d9a47c' } })
      .jpeg()
      .toBuffer(),
    mimeType: 'image/jpeg',
  };
});
afterEach(async () => {
  await replay?.close();
  replay = undefined;
});

async function start(
  images: Reply[] | ((r: RecordedRequest, i: number) => Reply),
  checks: Reply[] | ((r: RecordedRequest, i: number) => Reply) = [
    { fixture: 'gemini/generate-content-likeness-match.json' },
  ],
) {
  replay = await startProviderReplay([
    geminiRoute(IMAGE_MODEL, API_KEY, images),
    geminiRoute(CHECK_MODEL, API_KEY, checks),
  ]);
  return `${replay.origin}/v1beta`;
}

const imageReplies = (r: RecordedRequest): Reply => ({
  fixture: isReference(r) ? 'gemini/generate-content-reference.json' : 'gemini/generate-content-page.json',
});

describe('GeminiIllustrator against the replay provider (issue #23)', () => {
  it('makes references (from the photo with the consent, else from the sheet) and passes them inline with every page', async () => {
    const baseUrl = await start(imageReplies);
    const illustrator = new GeminiIllustrator({
      baseUrl,
      apiKey: API_KEY,
      imageModel: IMAGE_MODEL,
      timeoutMs: 5000,
    });
    const book = await illustrateBook(
      {
        plan: PLAN,
        briefs: BRIEFS,
        pageOf: new Map(),
        width: 300,
        height: 400,
        photos: [photo],
        photoConsent: true,
      },
      { illustrator, cache: new MemoryArtefactCache() },
    );
    const requests = replay!.requests;
    expect(requests).toHaveLength(BRIEFS.length + 2);
    for (const r of requests) {
      expect(r.path).toBe(`/v1beta/models/${IMAGE_MODEL}:generateContent`);
      expect(r.headers['x-goog-api-key']).toBe(API_KEY);
      expect(r.headers.authorization).toBeUndefined();
      expect(body(r).generationConfig).toEqual({
        responseModalities: ['TEXT', 'IMAGE'],
        imageConfig: { aspectRatio: '3:4' },
      });
      expect(body(r).contents[0]!.role).toBe('user');
    }
    const [mia, bruno] = ['c1', 'c2'].map((id) =>
      requests.find(
        (r) => isReference(r) && textOf(r).includes(id === 'c1' ? 'The input photo shows' : 'a dog'),
      ),
    );
    expect(imagesOf(mia!)).toEqual([{ mimeType: 'image/jpeg', data: photo.image.toString('base64') }]);
    expect(imagesOf(bruno!)).toEqual([]);

    const refHash = new Map(book.references.map((r) => [r.characterId, sha(r.image)]));
    for (const r of requests.filter((x) => !isReference(x))) {
      const brief = BRIEFS.find(
        (b) =>
          textOf(r).includes(`In the picture, and no one else: ${b.cast.map((c) => c.name).join(', ')}.`) &&
          textOf(r).includes(b.caption),
      )!;
      expect(imagesOf(r).map((i) => sha(Buffer.from(i.data, 'base64')))).toEqual(
        brief.cast.map((c) => refHash.get(c.id!)),
      );
      expect(imagesOf(r).every((i) => i.mimeType === 'image/jpeg')).toBe(true);
    }
    expect(book.references.map((r) => [r.characterId, r.fromPhoto])).toEqual([
      ['c1', true],
      ['c2', false],
    ]);
  });

  it('sends no photo without the consent', async () => {
    const baseUrl = await start(imageReplies);
    const illustrator = new GeminiIllustrator({
      baseUrl,
      apiKey: API_KEY,
      imageModel: IMAGE_MODEL,
      timeoutMs: 5000,
    });
    await illustrateBook(
      { plan: PLAN, briefs: BRIEFS, pageOf: new Map(), width: 300, height: 400, photos: [photo] },
      { illustrator, cache: new MemoryArtefactCache() },
    );
    const photoData = photo.image.toString('base64');
    expect(replay!.requests.flatMap(imagesOf).some((i) => i.data === photoData)).toBe(false);
  });

  it("draws the preview's cover with the photographed character's reference inline; production then makes only the other reference", async () => {
    const baseUrl = await start(imageReplies);
    const illustrator = new GeminiIllustrator({
      baseUrl,
      apiKey: API_KEY,
      imageModel: IMAGE_MODEL,
      timeoutMs: 5000,
    });
    const cache = new MemoryArtefactCache();
    await illustratePreviewCover(
      PLAN,
      { style: PLAN.style, width: 300, photos: [photo], photoConsent: true },
      { illustrator, cache },
    );
    const [reference, cover, ...more] = replay!.requests;
    expect(more).toEqual([]);
    expect(isReference(reference!)).toBe(true);
    expect(imagesOf(reference!)).toEqual([{ mimeType: 'image/jpeg', data: photo.image.toString('base64') }]);
    expect(isCover(cover!)).toBe(true);
    expect(cover!.path).toBe(`/v1beta/models/${IMAGE_MODEL}:generateContent`);
    expect(body(cover!).generationConfig).toEqual({
      responseModalities: ['TEXT', 'IMAGE'],
      imageConfig: { aspectRatio: '3:4' },
    });
    const [key] = cache.keys();
    expect(imagesOf(cover!)).toEqual([
      { mimeType: 'image/jpeg', data: (await cache.get(key!))!.toString('base64') },
    ]);
    expect(textOf(cover!)).toContain(`Reference images, in order: image 1 shows ${PLAN.cast[0]!.name.de}.`);

    const book = await illustrateBook(
      {
        plan: PLAN,
        briefs: BRIEFS,
        pageOf: new Map(),
        width: 300,
        height: 400,
        photos: [photo],
        photoConsent: true,
      },
      { illustrator, cache },
    );
    const production = replay!.requests.slice(2);
    expect(production.filter(isReference).map((r) => imagesOf(r))).toEqual([[]]);
    expect(book.references.map((r) => [r.characterId, r.key === key])).toEqual([
      ['c1', true],
      ['c2', false],
    ]);
  });

  it("draws the preview's cover from its prompt alone without the consent", async () => {
    const baseUrl = await start(() => ({ fixture: 'gemini/generate-content-page.json' }));
    const illustrator = new GeminiIllustrator({
      baseUrl,
      apiKey: API_KEY,
      imageModel: IMAGE_MODEL,
      timeoutMs: 5000,
    });
    await illustratePreviewCover(
      PLAN,
      { style: PLAN.style, width: 300, photos: [photo] },
      { illustrator, cache: new MemoryArtefactCache() },
    );
    expect(replay!.requests.map((r) => [isCover(r), imagesOf(r)])).toEqual([[true, []]]);
    expect(textOf(replay!.requests[0]!)).not.toContain('Reference images');
  });

  it('maps a blocked prompt to PROVIDER_REJECTED and retries a 429 after its Retry-After', async () => {
    const baseUrl = await start([
      { fixture: 'gemini/generate-content-blocked.json' },
      { status: 429, fixture: 'gemini/error-429.json', headers: { 'retry-after': '1' } },
      { fixture: 'gemini/generate-content-page.json' },
    ]);
    const illustrator = new GeminiIllustrator({
      baseUrl,
      apiKey: API_KEY,
      imageModel: IMAGE_MODEL,
      timeoutMs: 5000,
      calls: new ProviderCalls('gemini', 2, { maxRetries: 1, baseDelayMs: 10, maxDelayMs: 10 }),
    });
    const brief = BRIEFS[1]!;
    await expect(illustrator.illustratePage(PLAN, brief, { width: 300, height: 400 })).rejects.toMatchObject({
      code: 'BOOK_ENGINE.PROVIDER_REJECTED',
      retryable: false,
    });
    const picture = await illustrator.illustratePage(PLAN, brief, { width: 300, height: 400 });
    expect(await sharp(picture.image).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    const [, refused, retried] = replay!.requests;
    expect(retried!.at! - refused!.answeredAt!).toBeGreaterThanOrEqual(990);
  });

  it('is chosen by configuration, with its likeness checker', () => {
    const provider = createImageProvider({
      provider: 'gemini',
      gemini: { apiKey: API_KEY, imageModel: IMAGE_MODEL, visionModel: CHECK_MODEL },
      concurrency: 4,
    });
    expect(provider.illustrator).toBeInstanceOf(GeminiIllustrator);
    expect(provider.checker).toBeInstanceOf(GeminiLikenessChecker);
    expect(provider.illustrator.concurrency).toBe(4);
    expect(() => createImageProvider({ provider: 'gemini', gemini: { imageModel: IMAGE_MODEL } })).toThrow(
      expect.objectContaining({ code: 'BOOK_ENGINE.PROVIDER_CONFIG' }),
    );
  });
});

describe('GeminiLikenessChecker against the replay provider (issue #23)', () => {
  it('asks with the references and the picture inline for a JSON answer and re-makes a failing page once', async () => {
    // One page with Mia alone and one with both: the checks run side by side, so the two-character page's check
    // is told apart by its three pictures (two references and the page), not by its place in the order.
    const solo = BRIEFS.find((b) => b.cast.length === 1)!;
    const p1 = BRIEFS.find((b) => b.cast.length === 2 && b.id !== 'cover')!;
    let pairChecks = 0;
    const baseUrl = await start(imageReplies, (r) => {
      if (imagesOf(r).length === 3) pairChecks += 1;
      // The first check of the two-character page finds Mia's glasses missing; every other one matches.
      const first = pairChecks === 1 && imagesOf(r).length === 3;
      return {
        fixture: first
          ? 'gemini/generate-content-likeness-differs.json'
          : 'gemini/generate-content-likeness-match.json',
      };
    });
    const calls = new ProviderCalls('gemini', 1);
    const illustrator = new GeminiIllustrator({
      baseUrl,
      apiKey: API_KEY,
      imageModel: IMAGE_MODEL,
      timeoutMs: 5000,
      calls,
    });
    const checker = new GeminiLikenessChecker({
      baseUrl,
      apiKey: API_KEY,
      model: CHECK_MODEL,
      timeoutMs: 5000,
      calls,
    });
    const book = await illustrateBook(
      {
        plan: PLAN,
        briefs: [solo, p1],
        pageOf: new Map([
          [solo.id, 1],
          [p1.id, 5],
        ]),
        width: 300,
        height: 400,
      },
      { illustrator, cache: new MemoryArtefactCache(), checker },
    );
    const asked = replay!.requests.filter((r) => r.route === `gemini:${CHECK_MODEL}`);
    expect(asked).toHaveLength(3);
    const pairAsked = asked.find((r) => imagesOf(r).length === 3)!;
    const first = body(pairAsked);
    expect(first.systemInstruction?.parts[0]?.text).toContain('consistency');
    expect(first.generationConfig).toMatchObject({ responseMimeType: 'application/json', temperature: 0 });
    const schema = first.generationConfig.responseSchema as {
      type: string;
      properties: { characters: { items: { properties: { id: { enum: string[] } } } } };
    };
    expect(schema.type).toBe('OBJECT');
    expect(schema.properties.characters.items.properties.id.enum).toEqual(['c1', 'c2']);
    expect(JSON.stringify(schema)).not.toContain('additionalProperties');
    // Two references and the page picture, inline.
    expect(asked.map((r) => imagesOf(r).length).sort()).toEqual([2, 3, 3]);
    const refData = book.references.map((r) => r.image.toString('base64'));
    expect(
      imagesOf(pairAsked)
        .slice(0, 2)
        .map((i) => i.data),
    ).toEqual(refData);

    const retake = replay!.requests
      .filter((r) => r.route === `gemini:${IMAGE_MODEL}` && !isReference(r))
      .at(-1)!;
    expect(textOf(retake)).toContain('An earlier picture of this page got these wrong');
    expect(textOf(retake)).toContain('Mia: the round glasses are missing');
    expect(book.likeness).toMatchObject({
      checker: `gemini:${CHECK_MODEL}`,
      passed: true,
      remade: [5],
      unchecked: [],
    });
  });
});
