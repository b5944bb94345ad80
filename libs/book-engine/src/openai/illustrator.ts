import { coverAltText, type Cover, type CoverOptions } from '../illustration/cover';
import type { PageIllustration, PageIllustrationOptions } from '../illustration/page';
import { H, W } from '../illustration/scene';
import { castIdOf, characterIdOf } from '../production/illustrate-book';
import type { IllustrationBrief, Mood } from '../production/types';
import type { Illustrator } from '../ports';
import type { Pose } from '../story/model';
import type { Character, Style, StoryPlan } from '../types';
import { ProviderCalls, type CallMeter } from '../providers/calls';
import { asReference, fitPicture } from '../providers/pictures';
import {
  PHOTOS_PER_REFERENCE,
  photoHash,
  type CharacterPhoto,
  type CharacterReference,
  type ReferenceMaker,
  type ReferenceOptions,
  type ReferencePicture,
} from '../providers/references';
import { ProviderError } from './errors';
import { post, type HttpTarget, type RequestBody } from './http';

export interface OpenAiIllustratorOptions extends HttpTarget {
  imageModel: string;
  /**
   * issue #23: this provider's calls in the process (concurrency limit, retries honouring Retry-After), shared
   * with its likeness checker; absent: two at a time, no retries.
   */
  calls?: ProviderCalls;
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

/**
 * What a character is, in English words an image model draws: its open kind in English (issue #21: a pangolin,
 * as the parent wrote it), else the story frame's English kind (a tractor, a raven, grandma — also what the
 * reader made of a word it knows in the book's language: "Mädchen" is a girl), else the parent's own word as
 * written, and the species only as the embedded fallback. Never "a Mädchen" in an English prompt (issue #23).
 */
function whoIs(character: Pick<Character, 'kind' | 'sheet'>, language: string): string {
  const sheet = character.sheet;
  const word =
    character.kind?.['en'] ??
    sheet.kind?.replace(/-/g, ' ') ??
    character.kind?.[language as keyof Character['name']] ??
    (sheet.species === 'person' ? (sheet.gender === 'f' ? 'girl' : 'boy') : sheet.species);
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** A character's look from its sheet, without its name (which a picture never shows). */
export function lookOf(character: Pick<Character, 'kind' | 'sheet'>, language: string): string {
  const sheet = character.sheet;
  const named = sheet.features.map((f) => (f === 'curls' ? 'curly hair' : f));
  const features = named.length > 0 ? `, with ${named.join(', ')}` : '';
  const hair = sheet.hairLength
    ? `${sheet.hairLength} hair ${sheet.colors.hair}`
    : `hair ${sheet.colors.hair}`;
  return (
    `${whoIs(character, language)} (${sheet.species === 'person' ? 'skin' : 'fur'} ${sheet.colors.body}, ` +
    `${hair}) wearing a ${sheet.colors.clothing} ${sheet.clothing} with ${sheet.colors.accent} accents${features}`
  );
}

function describe(character: Character, language: string): string {
  const name = character.name[language as keyof Character['name']] ?? '';
  return `${name ? `${name}, ` : ''}${lookOf(character, language)}`;
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
    const kind = character.kind?.en ?? c.sheet.kind ?? own;
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

/**
 * issue #23: the prompt that turns a character into its reference picture — from its photos (the edit endpoint's
 * input images) or from its sheet alone — in the book's style: the character alone, full body, plain background.
 */
export function referencePrompt(
  plan: StoryPlan,
  character: Pick<Character, 'kind' | 'sheet'>,
  style: Style = plan.style,
  photos = 0,
): string {
  const main = plan.mainLanguage;
  const person = character.sheet.species === 'person';
  return [
    `Character reference picture for a children's book, in ${style} style: ${STYLE_PROMPTS[style]}.`,
    photos > 0
      ? `The input ${photos > 1 ? 'photos show' : 'photo shows'} the real ${person ? 'child' : 'animal'}. Draw this very ${person ? 'child' : 'animal'} as a picture-book character: keep ${person ? 'the face shape, skin tone, hair colour and length, glasses and every other feature' : 'the coat colours, markings, ears and build'} exactly as in the photo; only the clothes follow the description below.`
      : '',
    `The character: ${lookOf(character, main)}.`,
    'Full body, seen from the front, standing, a friendly neutral expression; the character alone on a plain light background; no text, letters or logos.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The references a page request passes: those of the characters in the picture, in its cast order. */
export function pageReferences(
  page: IllustrationBrief,
  references: readonly CharacterReference[] = [],
): CharacterReference[] {
  return page.cast.flatMap((c) => references.filter((r) => r.characterId === castIdOf(c)));
}

/** The prompt line that says which input image shows whom (issue #23), for a page or the cover. */
function referencesLine(names: readonly string[], where: string): string {
  return `Reference images, in order: ${names.map((name, i) => `image ${i + 1} shows ${name}`).join(', ')}. Draw each of them exactly as in their reference image — the same face, skin, hair, clothes, colours and proportions — ${where}.`;
}

/** What a page prompt adds for its reference images (issue #23) and for a re-make after a failed check. */
export function referenceLines(
  page: IllustrationBrief,
  references: readonly CharacterReference[],
  retake: { differences: string[] } | undefined,
): string[] {
  const nameOf = (id: string) => page.cast.find((c) => castIdOf(c) === id)?.name ?? id;
  return [
    references.length > 0
      ? referencesLine(
          references.map((r) => nameOf(r.characterId)),
          "in this page's pose and scene",
        )
      : '',
    retake?.differences.length
      ? `An earlier picture of this page got these wrong; this time draw them right: ${retake.differences.join('; ')}.`
      : '',
  ].filter(Boolean);
}

/**
 * The references a cover request passes (issue #23, the preview's cover): those of the plan's characters, in
 * cast order (the protagonist first), with the prompt line naming them.
 */
export function coverReferences(
  plan: StoryPlan,
  references: readonly CharacterReference[] = [],
): { references: CharacterReference[]; lines: string[] } {
  const shown = plan.cast.flatMap((character) => {
    const reference = references.find((r) => r.characterId === characterIdOf(plan, character));
    return reference ? [{ reference, name: character.name[plan.mainLanguage] ?? reference.characterId }] : [];
  });
  return {
    references: shown.map((s) => s.reference),
    lines: shown.length
      ? [
          referencesLine(
            shown.map((s) => s.name),
            'on this cover, in its scene',
          ),
        ]
      : [],
  };
}

/** Decodes the b64 image of an images API answer (`data[0].b64_json`). */
function imageOf(answer: unknown): Buffer {
  const encoded = (answer as { data?: Array<{ b64_json?: unknown }> } | undefined)?.data?.[0]?.b64_json;
  if (typeof encoded !== 'string' || encoded.length === 0) {
    throw new ProviderError(
      'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
      'The images answer has no data[0].b64_json',
      false,
    );
  }
  return Buffer.from(encoded, 'base64');
}

/** A request to the images API: the JSON generation endpoint, or the multipart edit endpoint with its images. */
interface ImagesRequest {
  endpoint: '/images/generations' | '/images/edits';
  /** Every field but the images, as sent. */
  fields: Record<string, string | number>;
  images: Array<{ name: string; data: Buffer; mimeType: string; hash: string }>;
}

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The request as the images API documents it: JSON for generations, multipart/form-data with `image[]` for edits. */
function bodyOf(request: ImagesRequest): RequestBody {
  if (request.endpoint === '/images/generations') return { json: request.fields };
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) form.append(name, String(value));
  for (const image of request.images) {
    form.append(
      'image[]',
      new Blob([new Uint8Array(image.data)], { type: image.mimeType }),
      `${image.name}.${EXTENSION[image.mimeType] ?? 'png'}`,
    );
  }
  return { form };
}

/** Draws covers with an OpenAI-compatible images API and renders them to PNG and WebP with sharp. */
export class OpenAiIllustrator implements Illustrator {
  readonly concurrency: number;
  /** issue #23: references need the edit endpoint's several input images, which GPT image models take. */
  readonly references?: ReferenceMaker;
  private readonly calls: ProviderCalls;

  constructor(private readonly options: OpenAiIllustratorOptions) {
    this.calls =
      options.calls ?? new ProviderCalls('openai', 2, { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 });
    this.concurrency = this.calls.concurrency;
    if (options.imageModel.startsWith('gpt-image')) {
      this.references = {
        inputs: (plan, character, photos, o) => this.referenceInputs(plan, character, photos, o),
        make: (plan, character, photos, o) => this.makeReference(plan, character, photos, o),
      };
    }
  }

  /** gpt-image models always answer in base64 and reject the parameter; other models need it. */
  private get responseFormat(): Record<string, string> {
    return this.options.imageModel.startsWith('gpt-image') ? {} : { response_format: 'b64_json' };
  }

  /** The images API request body for a plan (exposed for logging and tests). */
  requestBody(plan: StoryPlan, options: CoverOptions = {}): Record<string, unknown> {
    return {
      model: this.options.imageModel,
      prompt: coverPrompt(plan, options.style ?? plan.style),
      n: 1,
      size: IMAGE_SIZE,
      ...this.responseFormat,
    };
  }

  /**
   * The images API request for a page picture: with references of the page's characters (issue #23), the edit
   * endpoint with them as `image[]` inputs; without, the generation endpoint as before.
   */
  pageRequest(
    plan: StoryPlan,
    page: IllustrationBrief,
    options: PageIllustrationOptions = {},
  ): ImagesRequest {
    const references = pageReferences(page, options.references);
    const prompt = [
      pagePrompt(plan, page, options.style ?? plan.style),
      ...referenceLines(page, references, options.retake),
    ].join('\n');
    const fields = { model: this.options.imageModel, prompt, n: 1, size: IMAGE_SIZE, ...this.responseFormat };
    if (references.length === 0) return { endpoint: '/images/generations', fields, images: [] };
    return {
      endpoint: '/images/edits',
      fields,
      images: references.map((r) => ({
        name: `reference-${r.characterId}`,
        data: r.image,
        mimeType: r.mimeType,
        hash: r.key,
      })),
    };
  }

  /**
   * The images API request for a cover: with references (issue #23, the photographed characters of a preview
   * with consent), the edit endpoint with them as `image[]` inputs; without, the generation endpoint as before.
   */
  coverRequest(plan: StoryPlan, options: CoverOptions = {}): ImagesRequest {
    const fields = this.requestBody(plan, options) as ImagesRequest['fields'];
    const { references, lines } = coverReferences(plan, options.references);
    if (references.length === 0) return { endpoint: '/images/generations', fields, images: [] };
    return {
      endpoint: '/images/edits',
      fields: { ...fields, prompt: [fields.prompt, ...lines].join('\n') },
      images: references.map((r) => ({
        name: `reference-${r.characterId}`,
        data: r.image,
        mimeType: r.mimeType,
        hash: r.key,
      })),
    };
  }

  /** The images API request body for a page picture (its fields; the edit endpoint adds the images). */
  pageRequestBody(
    plan: StoryPlan,
    page: IllustrationBrief,
    options: PageIllustrationOptions = {},
  ): Record<string, unknown> {
    return this.pageRequest(plan, page, options).fields;
  }

  /**
   * What a page picture depends on (production's picture key, ADR 0019): the images API behind the base URL
   * and the request it is sent (endpoint, model, prompt from the brief and the plan, the references by their
   * keys), and the size it is scaled to.
   */
  pictureInputs(plan: StoryPlan, page: IllustrationBrief, options: PageIllustrationOptions = {}): unknown {
    const width = options.width ?? W;
    const request = this.pageRequest(plan, page, options);
    return {
      illustrator: 'openai-images',
      baseUrl: this.options.baseUrl,
      endpoint: request.endpoint,
      request: request.fields,
      ...(request.images.length ? { images: request.images.map((i) => i.hash) } : {}),
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
    const source = await this.send(this.pageRequest(plan, page, options), options.meter);
    const raster = await fitPicture(source, width, height);
    const image = await raster.jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
    return { image, mimeType: 'image/jpeg', width, height, altText: page.altText };
  }

  /**
   * issue #23: the request that makes a character's reference — from its photos (edit endpoint, the first two
   * photos as `image[]`, with high input fidelity where the model has it, so the face is kept) or from its
   * sheet (generation endpoint).
   */
  referenceRequest(
    plan: StoryPlan,
    character: Character,
    photos: readonly CharacterPhoto[],
    options: ReferenceOptions = {},
  ): ImagesRequest {
    const own = photos.filter((p) => p.characterId === character.id).slice(0, PHOTOS_PER_REFERENCE);
    const fields = {
      model: this.options.imageModel,
      prompt: referencePrompt(plan, character, options.style ?? plan.style, own.length),
      n: 1,
      size: IMAGE_SIZE,
      ...this.responseFormat,
    };
    if (own.length === 0) return { endpoint: '/images/generations', fields, images: [] };
    return {
      endpoint: '/images/edits',
      // input_fidelity is documented for gpt-image-1 only ("especially facial features").
      fields: this.options.imageModel === 'gpt-image-1' ? { ...fields, input_fidelity: 'high' } : fields,
      images: own.map((p, i) => ({
        name: `photo-${i + 1}`,
        data: p.image,
        mimeType: p.mimeType,
        hash: photoHash(p),
      })),
    };
  }

  private referenceInputs(
    plan: StoryPlan,
    character: Character,
    photos: readonly CharacterPhoto[],
    options: ReferenceOptions = {},
  ): unknown {
    const request = this.referenceRequest(plan, character, photos, options);
    return {
      illustrator: 'openai-images',
      baseUrl: this.options.baseUrl,
      endpoint: request.endpoint,
      request: request.fields,
      photos: request.images.map((i) => i.hash),
    };
  }

  private async makeReference(
    plan: StoryPlan,
    character: Character,
    photos: readonly CharacterPhoto[],
    options: ReferenceOptions = {},
  ): Promise<ReferencePicture> {
    return asReference(
      await this.send(this.referenceRequest(plan, character, photos, options), options.meter),
    );
  }

  /** One images request through this provider's calls (limit, retries, the book's meter); the decoded image. */
  private async send(request: ImagesRequest, meter?: CallMeter): Promise<Buffer> {
    const answer = await this.calls.run('image', meter, () =>
      post(this.options, request.endpoint, bodyOf(request)),
    );
    return imageOf(answer);
  }

  async illustrateCover(plan: StoryPlan, options: CoverOptions = {}): Promise<Cover> {
    const width = options.width ?? W;
    const height = options.height ?? Math.round((width * H) / W);
    const source = await this.send(this.coverRequest(plan, options), options.meter);
    const raster = await fitPicture(source, width, height);
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
