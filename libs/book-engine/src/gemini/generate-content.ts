import { ProviderError } from '../openai/errors';
import type { HttpTarget } from '../openai/http';

/** Google's Gemini API (generateContent) as the adapters call it. */
export interface GeminiTarget extends HttpTarget {
  /** e.g. https://generativelanguage.googleapis.com/v1beta */
  baseUrl: string;
}

export const DEFAULT_GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta';

/** A part of a generateContent request or answer: text, or an inline image (base64). */
export type GeminiPart = { text: string } | { inlineData: { mimeType: string; data: string } };

export const inlineImage = (mimeType: string, image: Buffer): GeminiPart => ({
  inlineData: { mimeType, data: image.toString('base64') },
});

/** The path of a model's generateContent under the base URL. */
export const generateContentPath = (model: string): string =>
  `/models/${encodeURIComponent(model)}:generateContent`;

interface Candidate {
  content?: { parts?: Array<Record<string, unknown>> };
  finishReason?: string;
}

/** The first candidate's parts, or a clear error for a blocked or empty answer. */
export function answerParts(answer: unknown): Array<Record<string, unknown>> {
  const a = answer as { candidates?: Candidate[]; promptFeedback?: { blockReason?: string } } | undefined;
  if (a?.promptFeedback?.blockReason) {
    throw new ProviderError(
      'BOOK_ENGINE.PROVIDER_REJECTED',
      `Gemini blocked the prompt (${a.promptFeedback.blockReason})`,
      false,
    );
  }
  const candidate = a?.candidates?.[0];
  const parts = candidate?.content?.parts;
  if (!parts?.length) {
    throw new ProviderError(
      'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
      `The Gemini answer has no candidates[0].content.parts${candidate?.finishReason ? ` (finishReason ${candidate.finishReason})` : ''}`,
      false,
    );
  }
  return parts;
}

/** The first image of an answer (`inlineData`, or `inline_data` as some gateways write it), decoded. */
export function answerImage(answer: unknown): Buffer {
  for (const part of answerParts(answer)) {
    const inline = (part.inlineData ?? part.inline_data) as
      { mimeType?: string; mime_type?: string; data?: unknown } | undefined;
    const mime = inline?.mimeType ?? inline?.mime_type;
    if (inline && typeof inline.data === 'string' && mime?.startsWith('image/'))
      return Buffer.from(inline.data, 'base64');
  }
  throw new ProviderError('BOOK_ENGINE.PROVIDER_INVALID_RESPONSE', 'The Gemini answer holds no image', false);
}

/** The text of an answer's parts, joined. */
export function answerText(answer: unknown): string {
  return answerParts(answer)
    .flatMap((p) => (typeof p.text === 'string' ? [p.text] : []))
    .join('');
}
