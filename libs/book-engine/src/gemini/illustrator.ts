import { coverAltText, type Cover, type CoverOptions } from '../illustration/cover';
import type { PageIllustration, PageIllustrationOptions } from '../illustration/page';
import { H, W } from '../illustration/scene';
import {
  coverPrompt,
  coverReferences,
  pagePrompt,
  pageReferences,
  referenceLines,
  referencePrompt,
} from '../openai/illustrator';
import { post } from '../openai/http';
import type { Illustrator } from '../ports';
import type { IllustrationBrief } from '../production/types';
import { ProviderCalls, type CallMeter } from '../providers/calls';
import { asReference, fitPicture } from '../providers/pictures';
import {
  PHOTOS_PER_REFERENCE,
  photoHash,
  type CharacterPhoto,
  type ReferenceMaker,
  type ReferenceOptions,
  type ReferencePicture,
} from '../providers/references';
import type { Character, StoryPlan } from '../types';
import {
  answerImage,
  generateContentPath,
  inlineImage,
  type GeminiPart,
  type GeminiTarget,
} from './generate-content';

export interface GeminiIllustratorOptions extends GeminiTarget {
  /** An image-generating Gemini model, e.g. `gemini-2.5-flash-image`. */
  imageModel: string;
  /** This provider's calls in the process (limit, retries, Retry-After), shared with its likeness checker. */
  calls?: ProviderCalls;
}

/** The page's 3:4 portrait, as Gemini's image config names aspect ratios. */
export const GEMINI_ASPECT_RATIO = '3:4';

/** A generateContent request: the prompt, then the input images as `inlineData` parts, in order. */
interface GeminiImageRequest {
  prompt: string;
  images: Array<{ mimeType: string; data: Buffer; hash: string }>;
}

/**
 * Draws with Google's Gemini image models (issue #23) behind the same port as the OpenAI illustrator:
 * `POST {baseUrl}/models/{model}:generateContent` (key in `x-goog-api-key`) with the prompt as a text part and
 * the character references — or, for a reference, the parent's photos — as `inlineData` parts, asking for an
 * image (`responseModalities`, a 3:4 `imageConfig`); the answer's first `inlineData` image is the picture. The
 * prompts are the OpenAI illustrator's, so both providers draw the same brief.
 */
export class GeminiIllustrator implements Illustrator {
  readonly concurrency: number;
  readonly references: ReferenceMaker;
  private readonly calls: ProviderCalls;

  constructor(private readonly options: GeminiIllustratorOptions) {
    this.calls =
      options.calls ?? new ProviderCalls('gemini', 2, { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 });
    this.concurrency = this.calls.concurrency;
    this.references = {
      inputs: (plan, character, photos, o) => this.referenceInputs(plan, character, photos, o),
      make: (plan, character, photos, o) => this.makeReference(plan, character, photos, o),
    };
  }

  /** The generateContent body as the Gemini API documents it (exposed for tests). */
  body(request: GeminiImageRequest): Record<string, unknown> {
    const parts: GeminiPart[] = [
      { text: request.prompt },
      ...request.images.map((i) => inlineImage(i.mimeType, i.data)),
    ];
    return {
      contents: [{ role: 'user', parts }],
      generationConfig: {
        responseModalities: ['TEXT', 'IMAGE'],
        imageConfig: { aspectRatio: GEMINI_ASPECT_RATIO },
      },
    };
  }

  pageRequest(
    plan: StoryPlan,
    page: IllustrationBrief,
    options: PageIllustrationOptions = {},
  ): GeminiImageRequest {
    const references = pageReferences(page, options.references);
    return {
      prompt: [
        pagePrompt(plan, page, options.style ?? plan.style),
        ...referenceLines(page, references, options.retake),
      ].join('\n'),
      images: references.map((r) => ({ mimeType: r.mimeType, data: r.image, hash: r.key })),
    };
  }

  /** The cover: with references (issue #23, a preview's photographed characters), inline after the prompt. */
  coverRequest(plan: StoryPlan, options: CoverOptions = {}): GeminiImageRequest {
    const { references, lines } = coverReferences(plan, options.references);
    return {
      prompt: [coverPrompt(plan, options.style ?? plan.style), ...lines].join('\n'),
      images: references.map((r) => ({ mimeType: r.mimeType, data: r.image, hash: r.key })),
    };
  }

  referenceRequest(
    plan: StoryPlan,
    character: Character,
    photos: readonly CharacterPhoto[],
    options: ReferenceOptions = {},
  ): GeminiImageRequest {
    const own = photos.filter((p) => p.characterId === character.id).slice(0, PHOTOS_PER_REFERENCE);
    return {
      prompt: referencePrompt(plan, character, options.style ?? plan.style, own.length),
      images: own.map((p) => ({ mimeType: p.mimeType, data: p.image, hash: photoHash(p) })),
    };
  }

  pictureInputs(plan: StoryPlan, page: IllustrationBrief, options: PageIllustrationOptions = {}): unknown {
    const width = options.width ?? W;
    const request = this.pageRequest(plan, page, options);
    return {
      illustrator: 'gemini-images',
      baseUrl: this.options.baseUrl,
      model: this.options.imageModel,
      prompt: request.prompt,
      aspectRatio: GEMINI_ASPECT_RATIO,
      images: request.images.map((i) => i.hash),
      width,
      height: options.height ?? Math.round((width * H) / W),
    };
  }

  async illustratePage(
    plan: StoryPlan,
    page: IllustrationBrief,
    options: PageIllustrationOptions = {},
  ): Promise<PageIllustration> {
    const width = options.width ?? W;
    const height = options.height ?? Math.round((width * H) / W);
    const source = await this.send(this.pageRequest(plan, page, options), options.meter);
    const image = await (
      await fitPicture(source, width, height)
    )
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      .toBuffer();
    return { image, mimeType: 'image/jpeg', width, height, altText: page.altText };
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
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
    return { svg, png, webp, width, height, altText: coverAltText(plan) };
  }

  private referenceInputs(
    plan: StoryPlan,
    character: Character,
    photos: readonly CharacterPhoto[],
    options: ReferenceOptions = {},
  ): unknown {
    const request = this.referenceRequest(plan, character, photos, options);
    return {
      illustrator: 'gemini-images',
      baseUrl: this.options.baseUrl,
      model: this.options.imageModel,
      prompt: request.prompt,
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

  private async send(request: GeminiImageRequest, meter?: CallMeter): Promise<Buffer> {
    const answer = await this.calls.run('image', meter, () =>
      post({ ...this.options, auth: 'x-goog-api-key' }, generateContentPath(this.options.imageModel), {
        json: this.body(request),
      }),
    );
    return answerImage(answer);
  }
}
