import sharp from 'sharp';
import { coverAltText } from '../illustration/cover';
import { planPages } from '../production/plan-pages';
import { planStory } from '../story/plan-story';
import { ProviderError } from './errors';
import { OpenAiIllustrator } from './illustrator';
import { startReplayServer, type ReplayServer, type Reply } from './replay-server';

const API_KEY = 'sk-test-fabelhaft';
const PLAN = planStory({
  bookId: 'book-123',
  idea: 'Lena findet im Wald eine Laterne',
  age: 5,
  mainLanguage: 'de',
  translationLanguage: 'en',
  style: 'watercolor',
});
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function illustratorFor(replies: Reply[]): Promise<OpenAiIllustrator> {
  server = await startReplayServer('/images/generations', API_KEY, replies);
  return new OpenAiIllustrator({
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    imageModel: 'gpt-image-1',
    timeoutMs: 5000,
  });
}

describe('OpenAiIllustrator against a replay server', () => {
  it('asks the images API for a portrait b64 picture of the protagonist in the style', async () => {
    const illustrator = await illustratorFor([{ fixture: 'images-cover.json' }]);
    await illustrator.illustrateCover(PLAN);

    const [request] = server?.requests ?? [];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/images/generations');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = request?.body as { model: string; prompt: string; size: string; response_format: string };
    expect(body).toMatchObject({ model: 'gpt-image-1', size: '1024x1536' });
    // gpt-image models always answer in base64 and reject response_format; other models are asked for it.
    expect(body).not.toHaveProperty('response_format');
    const hero = PLAN.cast[0];
    expect(body.prompt).toContain('watercolor');
    expect(body.prompt).toContain(`Protagonist: ${hero?.name.de}`);
    expect(body.prompt).toContain(hero?.sheet.colors.clothing);
    expect(body.prompt).toContain(hero?.sheet.clothing);
    expect(body.prompt).toContain(PLAN.title.de);
    expect(body.prompt).toContain(PLAN.setting.place);
  });

  it('asks other image models for base64 explicitly', () => {
    const dalle = new OpenAiIllustrator({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: API_KEY,
      imageModel: 'dall-e-3',
      timeoutMs: 1000,
    });
    expect(
      dalle.requestBody(
        planStory({ bookId: 'b', idea: 'A fox named Finn', age: 5, mainLanguage: 'en', style: 'pixar' }),
      ),
    ).toMatchObject({
      model: 'dall-e-3',
      response_format: 'b64_json',
    });
  });

  it('uses the style from the options over the plan', async () => {
    const illustrator = await illustratorFor([{ fixture: 'images-cover.json' }]);
    await illustrator.illustrateCover(PLAN, { style: 'anime' });
    expect((server?.requests[0]?.body as { prompt: string }).prompt).toMatch(/in anime style/);
  });

  it('renders PNG and WebP at the requested size with the plan alt text', async () => {
    const illustrator = await illustratorFor([{ fixture: 'images-cover.json' }]);
    const cover = await illustrator.illustrateCover(PLAN);
    expect(cover.png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(cover.webp.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(cover.webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect([cover.width, cover.height]).toEqual([768, 1024]);
    expect(await sharp(cover.png).metadata()).toMatchObject({ width: 768, height: 1024, format: 'png' });
    expect(await sharp(cover.webp).metadata()).toMatchObject({ width: 768, height: 1024, format: 'webp' });
    expect(cover.svg).toMatch(/^<svg[^>]+width="768" height="1024"/);
    expect(cover.svg).toContain('href="data:image/png;base64,');
    expect(cover.altText).toBe(coverAltText(PLAN));

    const small = await illustrator.illustrateCover(PLAN, { width: 300 });
    expect(await sharp(small.webp).metadata()).toMatchObject({ width: 300, height: 400 });
  });

  it('maps an answer without an image to PROVIDER_INVALID_RESPONSE and 5xx to PROVIDER_UNAVAILABLE', async () => {
    const illustrator = await illustratorFor([{ fixture: 'chat-not-json.json' }, { status: 500 }]);
    const invalid = await illustrator.illustrateCover(PLAN).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ProviderError);
    expect(invalid).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE', retryable: false });
    const down = await illustrator.illustrateCover(PLAN).catch((e: unknown) => e);
    expect(down).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_UNAVAILABLE', retryable: true, status: 500 });
  });

  it('draws a page from its brief, repeating both character sheets in the prompt, at print size', async () => {
    const illustrator = await illustratorFor([{ fixture: 'images-cover.json' }]);
    const pages = planPages({ plan: PLAN, format: 'booklet', textBackground: true });
    // A page whose light is not plain daylight, so the prompt must carry its mood; with the whole cast in it
    // (a page shows only its own cast, issue #21).
    const page = pages.pages.find(
      (p) =>
        p.kind === 'story-picture' &&
        p.illustration?.mood !== 'bright' &&
        p.illustration?.cast.length === PLAN.cast.length,
    );
    const brief = page!.illustration!;
    const picture = await illustrator.illustratePage(PLAN, brief, { width: 2235, height: 2952 });

    const body = server?.requests[0]?.body as { model: string; prompt: string; size: string };
    expect(server?.requests[0]?.path).toBe('/v1/images/generations');
    expect(body).toMatchObject({ model: 'gpt-image-1', size: '1024x1536' });
    for (const character of PLAN.cast) {
      expect(body.prompt).toContain(character.name.de);
      expect(body.prompt).toContain(character.sheet.colors.body);
      expect(body.prompt).toContain(character.sheet.colors.clothing);
      expect(body.prompt).toContain(character.sheet.clothing);
    }
    expect(body.prompt).toContain('exactly as described on every page');
    expect(body.prompt).toContain(`story beat: ${brief.beat}`);
    expect(body.prompt).toMatch(/magical glow|storm|sunset light|calm night|lost its colours/);
    expect(body.prompt).toContain('watercolor');
    // Issue #21: the page's time of day, weather, cast and poses.
    expect(body.prompt).toMatch(/Time and weather: (daytime|night|evening|early morning)/);
    expect(body.prompt).toContain(
      `In the picture, and no one else: ${brief.cast.map((c) => c.name).join(', ')}.`,
    );
    expect(body.prompt).toMatch(/Pose: [a-z]/);

    expect(picture).toMatchObject({
      mimeType: 'image/jpeg',
      width: 2235,
      height: 2952,
      altText: brief.altText,
    });
    expect(await sharp(picture.image).metadata()).toMatchObject({
      format: 'jpeg',
      width: 2235,
      height: 2952,
    });
  });
});
