import sharp from 'sharp';
import { z } from 'zod';
import { ProviderError } from '../openai/errors';
import { castIdOf } from '../production/illustrate-book';
import type { IllustrationBrief } from '../production/types';
import type { StoryPlan } from '../types';
import { LIKENESS_PARTS } from '@fabelhaft/contracts/constants';
import type { CharacterLikeness } from './likeness';
import type { CharacterReference } from './references';

/**
 * The instructions of a vision model's likeness check (issue #23), the same for every provider: the references
 * first, then the page, one structured answer per character.
 */
export const LIKENESS_SYSTEM_PROMPT = [
  "You check the pictures of a personalised children's book for consistency.",
  'You get the reference picture of each character the page should show, then the page picture.',
  'For every listed character answer: is it in the page picture (on_page), and does it look like its reference',
  '(matches): the same kind of being, face, skin or fur colour, hair colour and length, glasses, clothes and',
  'their colours, accessories. Pose, expression, size, light and the scene may differ; that is no difference.',
  'When it does not match, list what differs (part and a short note in English, e.g. "the collar is missing").',
  'A character that is not in the picture does not match; its only difference is part "missing".',
].join(' ');

/** The answer's JSON schema (strict): one entry per character the page should show. */
export function likenessJsonSchema(ids: readonly string[]): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['characters'],
    properties: {
      characters: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'on_page', 'matches', 'differences'],
          properties: {
            id: { type: 'string', enum: [...ids] },
            on_page: { type: 'boolean' },
            matches: { type: 'boolean' },
            differences: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['part', 'note'],
                properties: {
                  part: { type: 'string', enum: [...LIKENESS_PARTS] },
                  note: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
  };
}

const answerSchema = z.object({
  characters: z.array(
    z.object({
      id: z.string(),
      on_page: z.boolean(),
      matches: z.boolean(),
      differences: z.array(z.object({ part: z.enum(LIKENESS_PARTS), note: z.string().max(300) })),
    }),
  ),
});

/** Who the page should show, in the order the question lists them (with their reference, when they have one). */
export function expectedCast(
  plan: StoryPlan,
  brief: IllustrationBrief,
  references: readonly CharacterReference[],
): Array<{ id: string; name: string; what: string; reference?: CharacterReference }> {
  return brief.cast.map((member) => {
    const id = castIdOf(member);
    const reference = references.find((r) => r.characterId === id);
    const character = plan.cast.find((c) => c.id === member.id);
    const what = character?.kind?.en ?? member.kind ?? member.sheet.kind ?? member.sheet.species;
    return { id, name: member.name, what, ...(reference ? { reference } : {}) };
  });
}

/** The text that introduces one character and its reference picture. */
export const characterLine = (c: { id: string; name: string; what: string; reference?: unknown }): string =>
  `Character ${c.id}: ${c.name}, ${c.what}.${c.reference ? ' Its reference picture follows.' : ' It has no reference picture; judge by this description only.'}`;

/**
 * The model's answer as the engine's checks: every character of the page exactly once (an answer that leaves
 * one out or names another is not usable), a missing character never matching.
 */
export function likenessFromAnswer(
  answer: unknown,
  expected: ReadonlyArray<{ id: string; name: string }>,
): CharacterLikeness[] {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ProviderError(
      'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
      `The likeness answer does not match its schema: ${parsed.error.issues[0]?.message ?? ''}`,
      false,
    );
  }
  return expected.map(({ id, name }) => {
    const found = parsed.data.characters.filter((c) => c.id === id);
    if (found.length !== 1) {
      throw new ProviderError(
        'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
        `The likeness answer names ${id} ${found.length} times`,
        false,
      );
    }
    const c = found[0]!;
    const differences = c.on_page
      ? c.differences
      : [{ part: 'missing' as const, note: `${name} is not in the picture` }];
    return { characterId: id, name, onPage: c.on_page, matches: c.on_page && c.matches, differences };
  });
}

/** A picture as a vision model is sent it: a JPEG at most 768 px wide (enough to judge, cheap to send). */
export async function forVision(image: Buffer): Promise<Buffer> {
  return sharp(image).resize({ width: 768, withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();
}
