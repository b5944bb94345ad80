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
import { ProviderError } from '../openai/errors';
import { post } from '../openai/http';
import type { StoryPlan } from '../types';
import {
  answerText,
  generateContentPath,
  inlineImage,
  type GeminiPart,
  type GeminiTarget,
} from './generate-content';

export interface GeminiLikenessCheckerOptions extends GeminiTarget {
  /** A Gemini model that reads images and answers JSON, e.g. `gemini-2.5-flash`. */
  model: string;
  calls?: ProviderCalls;
}

/**
 * JSON Schema as Gemini's `responseSchema` takes it (the OpenAPI subset): type names in capitals, no
 * `additionalProperties`.
 */
export function toGeminiSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toGeminiSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key === 'additionalProperties') continue;
    if (key === 'type' && typeof value === 'string') out.type = value.toUpperCase();
    else if (key === 'properties' && value && typeof value === 'object')
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toGeminiSchema(v)]),
      );
    else out[key] = toGeminiSchema(value);
  }
  return out;
}

/**
 * issue #23 with Gemini: the likeness check as one generateContent call — the instructions as
 * `systemInstruction`, the characters' references and the page picture as `inlineData` parts, a JSON answer
 * (`responseMimeType` with the check's `responseSchema`).
 */
export class GeminiLikenessChecker implements LikenessChecker {
  readonly name: string;
  private readonly calls: ProviderCalls;

  constructor(private readonly options: GeminiLikenessCheckerOptions) {
    this.name = `gemini:${options.model}`;
    this.calls =
      options.calls ?? new ProviderCalls('gemini', 2, { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 });
  }

  checkInputs(plan: StoryPlan, brief: IllustrationBrief): unknown {
    return {
      checker: 'gemini',
      baseUrl: this.options.baseUrl,
      model: this.options.model,
      prompt: LIKENESS_SYSTEM_PROMPT,
      cast: expectedCast(plan, brief, []).map(characterLine),
    };
  }

  async requestBody(input: PictureCheckInput): Promise<Record<string, unknown>> {
    const expected = expectedCast(input.plan, input.brief, input.references);
    const parts: GeminiPart[] = [{ text: 'The characters this page should show:' }];
    for (const c of expected) {
      parts.push({ text: characterLine(c) });
      if (c.reference) parts.push(inlineImage(c.reference.mimeType, c.reference.image));
    }
    parts.push({ text: 'The page picture:' }, inlineImage('image/jpeg', await forVision(input.picture)));
    return {
      systemInstruction: { parts: [{ text: LIKENESS_SYSTEM_PROMPT }] },
      contents: [{ role: 'user', parts }],
      generationConfig: {
        responseMimeType: 'application/json',
        responseSchema: toGeminiSchema(likenessJsonSchema(expected.map((c) => c.id))),
        temperature: 0,
      },
    };
  }

  async checkPicture(
    input: PictureCheckInput,
    options: { meter?: CallMeter } = {},
  ): Promise<CharacterLikeness[]> {
    const body = await this.requestBody(input);
    const answer = await this.calls.run('check', options.meter, () =>
      post({ ...this.options, auth: 'x-goog-api-key' }, generateContentPath(this.options.model), {
        json: body,
      }),
    );
    let json: unknown;
    try {
      json = JSON.parse(answerText(answer));
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError(
        'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
        'The Gemini answer is not JSON',
        false,
        undefined,
        {
          cause: error,
        },
      );
    }
    return likenessFromAnswer(json, expectedCast(input.plan, input.brief, input.references));
  }
}
