import type { IllustrationBrief } from '../production/types';
import { ProviderCalls, type CallMeter } from '../providers/calls';
import type { CharacterLikeness, LikenessChecker, PictureCheckInput } from '../providers/likeness';
import {
  characterLine,
  expectedCast,
  forVision,
  LIKENESS_SYSTEM_PROMPT,
  likenessFromAnswer,
  likenessJsonSchema,
} from '../providers/likeness-answer';
import { hashString } from '../rng';
import type { StoryPlan } from '../types';
import { post, type HttpTarget } from './http';
import { completionContent } from './story-writer';

export interface OpenAiLikenessCheckerOptions extends HttpTarget {
  /** A vision-capable chat model with structured outputs. */
  model: string;
  /** The provider's calls in this process (shared with its illustrator). */
  calls?: ProviderCalls;
}

const dataUrl = (mimeType: string, image: Buffer): string =>
  `data:${mimeType};base64,${image.toString('base64')}`;

/**
 * issue #23, provider path: checks a page picture against the references of the characters it should show with
 * a vision-capable chat model (`POST /chat/completions`, the references and the picture as `image_url` data
 * URLs, a strict `json_schema` answer: per character on the page or not, matching or not, what differs).
 */
export class OpenAiLikenessChecker implements LikenessChecker {
  readonly name: string;
  private readonly calls: ProviderCalls;

  constructor(private readonly options: OpenAiLikenessCheckerOptions) {
    this.name = `openai-chat:${options.model}`;
    this.calls =
      options.calls ?? new ProviderCalls('openai', 2, { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 });
  }

  checkInputs(plan: StoryPlan, brief: IllustrationBrief): unknown {
    return {
      checker: 'openai-chat',
      baseUrl: this.options.baseUrl,
      model: this.options.model,
      prompt: LIKENESS_SYSTEM_PROMPT,
      cast: expectedCast(plan, brief, []).map(characterLine),
    };
  }

  /** The chat completions request body of one check (exposed for tests). */
  async requestBody(input: PictureCheckInput): Promise<Record<string, unknown>> {
    const expected = expectedCast(input.plan, input.brief, input.references);
    const content: unknown[] = [{ type: 'text', text: 'The characters this page should show:' }];
    for (const c of expected) {
      content.push({ type: 'text', text: characterLine(c) });
      if (c.reference)
        content.push({
          type: 'image_url',
          image_url: { url: dataUrl(c.reference.mimeType, c.reference.image), detail: 'low' },
        });
    }
    content.push(
      { type: 'text', text: 'The page picture:' },
      {
        type: 'image_url',
        image_url: { url: dataUrl('image/jpeg', await forVision(input.picture)), detail: 'high' },
      },
    );
    return {
      model: this.options.model,
      messages: [
        { role: 'system', content: LIKENESS_SYSTEM_PROMPT },
        { role: 'user', content },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'likeness_check',
          strict: true,
          schema: likenessJsonSchema(expected.map((c) => c.id)),
        },
      },
      temperature: 0,
      seed: hashString(`likeness:${input.plan.bookId}:${input.brief.id}`) & 0x7fffffff,
    };
  }

  async checkPicture(
    input: PictureCheckInput,
    options: { meter?: CallMeter } = {},
  ): Promise<CharacterLikeness[]> {
    const body = await this.requestBody(input);
    const answer = await this.calls.run('check', options.meter, () =>
      post(this.options, '/chat/completions', { json: body }),
    );
    return likenessFromAnswer(
      completionContent(answer),
      expectedCast(input.plan, input.brief, input.references),
    );
  }
}
