import sharp from 'sharp';
import { coverAltText, type Cover, type CoverOptions } from '../illustration/cover';
import type { PageIllustration, PageIllustrationOptions } from '../illustration/page';
import { H, W } from '../illustration/scene';
import type { IllustrationBrief, Mood } from '../production/types';
import type { Illustrator } from '../ports';
import type { Pose } from '../story/model';
import type { Character, Style, StoryPlan } from '../types';
import { ProviderError } from './errors';
import { postJson, type HttpTarget } from './http';

export interface OpenAiIllustratorOptions extends HttpTarget {
  imageModel: string;
}

/** Portrait size asked from the images API; the picture is then cropped to the engine's 3:4 page. */
export const IMAGE_SIZE = '1024x1536';

const STYLE_PROMPTS: Record<Style, string> = {
  pixar: '3D animated feature film look, soft global lighting, rounded friendly shapes',
  watercolor: 'hand-painted watercolor on textured paper, soft bleeding edges',
  cartoon: 'bold clean cartoon with thick outlines and flat bright colours',
  realistic: 'realistic painterly illustration with natural light',
  anime: 'anime illustration with cel shading and expressive eyes',
  minimalist: 'minimalist flat shapes, limited palette, lots of negative space',
  vintage: 'vintage mid-century picture-book print with muted colours and grain',
  'digital art': 'vibrant digital painting with glowing highlights',
};

function describe(character: Character, language: string): string {
  const sheet = character.sheet;
  // The open kind (issue #21: a pangolin, as the parent wrote it) is what an image model draws; then the story
  // frame's kind (a tractor, a raven, grandma); species is only the embedded fallback.
  const open = character.kind?.['en'] ?? character.kind?.[language as keyof Character['name']];
  const who = open
    ? `${/^[aeiou]/i.test(open) ? 'an' : 'a'} ${open}`
    : sheet.kind
      ? `a ${sheet.kind.replace(/-/g, ' ')}`
      : sheet.species === 'person'
        ? sheet.gender === 'f'
          ? 'a girl'
          : 'a boy'
        : `a ${sheet.species}`;
  const name = character.name[language as keyof Character['name']] ?? '';
  const features = sheet.features.length > 0 ? `, with ${sheet.features.join(', ')}` : '';
  return (
    `${name ? `${name}, ` : ''}${who} (${sheet.species === 'person' ? 'skin' : 'fur'} ${sheet.colors.body}, ` +
    `hair ${sheet.colors.hair}) wearing a ${sheet.colors.clothing} ${sheet.clothing} with ${sheet.colors.accent} accents${features}`
  );
}

/** The idea's own place of an open plan (issue #21), in English where the book has it ("the jungle library"). */
const openPlace = (plan: StoryPlan): string | undefined =>
  plan.setting.drawAs ? (plan.setting.name['en'] ?? plan.setting.name[plan.mainLanguage]) : undefined;

/** The image prompt for a plan's cover: style, protagonist from its character sheet, companion, setting, title. */
export function coverPrompt(plan: StoryPlan, style: Style = plan.style): string {
  const main = plan.mainLanguage;
  const [hero, ...others] = plan.cast;
  if (!hero) throw new ProviderError('BOOK_ENGINE.PROVIDER_INVALID_RESPONSE', 'The plan has no cast', false);
  return [
    `Cover illustration for the children's book "${plan.title[main] ?? ''}", in ${style} style: ${STYLE_PROMPTS[style]}.`,
    `Protagonist: ${describe(hero, main)}. Draw the protagonist exactly as described, large in the foreground, holding a ${plan.object}.`,
    ...others.map((companion) => `Companion, also on the cover: ${describe(companion, main)}.`),
    `Setting: ${openPlace(plan) ?? plan.frame?.settings[0] ?? plan.setting.place} — ${plan.setting.description[main] ?? ''}`,
    plan.frame && plan.frame.things.length + (plan.frame.goal.target ? 1 : 0) > 0
      ? `Show what the story is about: ${[plan.frame.goal.target, ...plan.frame.things.map((t) => t.kind)].filter(Boolean).join(', ')}.`
      : '',
    'Portrait format, warm and safe for young children, leave calm space at the top for the title; no text, letters or logos in the picture.',
  ]
    .filter(Boolean)
    .join('\n');
}

const MOOD_PROMPTS: Record<Mood, string> = {
  bright: 'bright, cheerful daylight in full colour',
  glow: 'a warm magical glow coming from the story object',
  grey: 'the world has lost its colours and looks grey, only the characters keep their colours',
  stormy: 'a grey storm with rain and wind',
  dusk: 'warm sunset light',
  night: 'a calm night with moon and stars',
};

const TIME_PROMPTS: Record<NonNullable<IllustrationBrief['timeOfDay']>, string> = {
  morning: 'early morning, low soft sunlight',
  day: 'daytime',
  evening: 'evening, the sun setting, warm orange and pink sky',
  night: 'night: dark blue sky with the moon and stars, lit by moonlight and lamps',
};

const WEATHER_PROMPTS: Record<NonNullable<IllustrationBrief['weather']>, string> = {
  clear: 'clear weather',
  cloudy: 'a cloudy sky',
  rain: 'rain falling, wet ground and puddles',
  storm: 'a storm with dark clouds, wind and rain',
  snow: 'snow falling and lying on the ground',
  wind: 'a windy day, leaves and hair blowing',
  fog: 'soft fog',
};

const POSE_PROMPTS: Record<Pose, string> = {
  stand: 'standing',
  walk: 'walking',
  run: 'running',
  jump: 'jumping',
  sit: 'sitting',
  sleep: 'asleep, lying down',
  wave: 'waving',
  hug: 'hugging',
  hold: 'holding something up',
  read: 'reading a book',
  look: 'looking around, searching',
  climb: 'climbing',
  swim: 'swimming',
  fly: 'flying',
  dig: 'digging',
  build: 'building',
  sad: 'looking sad',
  cheer: 'cheering, arms up',
};

/**
 * The image prompt for one page: the page's own cast only (each with its kind in the parent's words — a
 * pangolin stays a pangolin — and its pose), the same character sheets on every page (repeated in full, since
 * the images API has no memory between pictures), what happens, the time of day and weather (issue #21: a
 * night page at night), the scene's beat, mood and place, and the style.
 */
export function pagePrompt(plan: StoryPlan, page: IllustrationBrief, style: Style = plan.style): string {
  const main = plan.mainLanguage;
  const characters = page.cast.map((c) => {
    const found =
      (c.id ? plan.cast.find((p) => p.id === c.id) : undefined) ??
      plan.cast.find((p) => p.role === c.role && p.name[main] === c.name) ??
      plan.cast.find((p) => p.role === c.role);
    const character: Pick<Character, 'name' | 'sheet' | 'kind'> = found ?? {
      name: { [main]: c.name },
      sheet: c.sheet,
    };
    // What it is in the parent's words (English for the model, the parent's own word beside it).
    const own = character.kind?.[main] ?? c.kind;
    const kind = character.kind?.en ?? own ?? c.sheet.kind;
    const sheet = kind ? { ...c.sheet, kind } : c.sheet;
    const word = own && own !== kind ? ` (the story calls it "${own}")` : '';
    const pose = c.pose ? ` Pose: ${POSE_PROMPTS[c.pose]}.` : '';
    return `${c.role === 'protagonist' ? 'Protagonist' : 'Companion'}: ${describe({ ...(character as Character), sheet }, main)}${word}.${pose}`;
  });
  const light = [
    page.timeOfDay ? TIME_PROMPTS[page.timeOfDay] : '',
    page.weather ? WEATHER_PROMPTS[page.weather] : '',
  ].filter(Boolean);
  return [
    `Illustration for a page of the children's book "${plan.title[main] ?? ''}", in ${style} style: ${STYLE_PROMPTS[style]}.`,
    `Scene: ${page.caption}${page.beat ? ` (story beat: ${page.beat})` : ''}. Mood: ${MOOD_PROMPTS[page.mood]}.`,
    page.action ? `What happens: ${page.action}` : '',
    light.length ? `Time and weather: ${light.join(', ')}.` : '',
    `In the picture, and no one else: ${page.cast.map((c) => c.name).join(', ')}.`,
    ...characters,
    'Keep every character exactly as described on every page: same colours, clothing, features and proportions.',
    `Setting: ${page.placeName ? `${page.placeName} (${page.setting ?? page.place})` : ((page.setting === plan.setting.drawAs ? openPlace(plan) : undefined) ?? page.setting ?? page.place)} — ${plan.setting.description[main] ?? ''} ${
      page.things?.length ? `Show ${page.things.join(', ')}.` : `The ${page.object} is part of the story.`
    }`,
    'Portrait format, full-bleed, calm space at the top for text; warm and safe for young children; no text, letters or logos in the picture.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Draws covers with an OpenAI-compatible images API and renders them to PNG and WebP with sharp. */
export class OpenAiIllustrator implements Illustrator {
  constructor(private readonly options: OpenAiIllustratorOptions) {}

  /** The images API request body for a plan (exposed for logging and tests). */
  requestBody(plan: StoryPlan, options: CoverOptions = {}): Record<string, unknown> {
    return {
      model: this.options.imageModel,
      prompt: coverPrompt(plan, options.style ?? plan.style),
      n: 1,
      size: IMAGE_SIZE,
      // gpt-image models always answer in base64 and reject the parameter; other models need it.
      ...(this.options.imageModel.startsWith('gpt-image') ? {} : { response_format: 'b64_json' }),
    };
  }

  /** The images API request body for a page picture. */
  pageRequestBody(
    plan: StoryPlan,
    page: IllustrationBrief,
    options: PageIllustrationOptions = {},
  ): Record<string, unknown> {
    return {
      model: this.options.imageModel,
      prompt: pagePrompt(plan, page, options.style ?? plan.style),
      n: 1,
      size: IMAGE_SIZE,
      ...(this.options.imageModel.startsWith('gpt-image') ? {} : { response_format: 'b64_json' }),
    };
  }

  /**
   * What a page picture depends on (production's picture key, ADR 0019): the images API behind the base URL
   * and the request it is sent (model, prompt from the brief and the plan), and the size it is scaled to.
   */
  pictureInputs(plan: StoryPlan, page: IllustrationBrief, options: PageIllustrationOptions = {}): unknown {
    const width = options.width ?? W;
    return {
      illustrator: 'openai-images',
      baseUrl: this.options.baseUrl,
      request: this.pageRequestBody(plan, page, options),
      width,
      height: options.height ?? Math.round((width * H) / W),
    };
  }

  /**
   * A page picture from the images API, cropped to 3:4 and scaled to the requested (print) size. Image
   * models answer at 1024 × 1536 at most, so print-size pictures are upscaled (lanczos) to 300+ ppi.
   */
  async illustratePage(
    plan: StoryPlan,
    page: IllustrationBrief,
    options: PageIllustrationOptions = {},
  ): Promise<PageIllustration> {
    const width = options.width ?? W;
    const height = options.height ?? Math.round((width * H) / W);
    const raster = await this.generate(this.pageRequestBody(plan, page, options), width, height);
    const image = await raster.jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
    return { image, mimeType: 'image/jpeg', width, height, altText: page.altText };
  }

  private async generate(body: Record<string, unknown>, width: number, height: number): Promise<sharp.Sharp> {
    const answer = (await postJson(this.options, '/images/generations', body)) as {
      data?: Array<{ b64_json?: unknown }>;
    };
    const encoded = answer?.data?.[0]?.b64_json;
    if (typeof encoded !== 'string' || encoded.length === 0) {
      throw new ProviderError(
        'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
        'The images answer has no data[0].b64_json',
        false,
      );
    }
    let raster: sharp.Sharp;
    try {
      const source = Buffer.from(encoded, 'base64');
      await sharp(source).metadata();
      raster = sharp(source).resize(width, height, { fit: 'cover', position: 'centre', kernel: 'lanczos3' });
    } catch (error) {
      throw new ProviderError(
        'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
        'data[0].b64_json is not an image',
        false,
        undefined,
        { cause: error },
      );
    }
    return raster;
  }

  async illustrateCover(plan: StoryPlan, options: CoverOptions = {}): Promise<Cover> {
    const width = options.width ?? W;
    const height = options.height ?? Math.round((width * H) / W);
    const raster = await this.generate(this.requestBody(plan, options), width, height);
    const [png, webp] = await Promise.all([
      raster.clone().png({ compressionLevel: 9 }).toBuffer(),
      raster.clone().webp({ quality: 88 }).toBuffer(),
    ]);
    // `Cover.svg` is required: the SVG form embeds the rendered PNG so SVG consumers keep working.
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
    return { svg, png, webp, width, height, altText: coverAltText(plan) };
  }
}
