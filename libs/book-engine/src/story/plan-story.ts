import { LANGUAGES, STYLES, type StoryInput, type StoryPlan } from '../types';
import { planOpenStory } from './plan-open';

export class InvalidStoryInput extends Error {
  readonly code = 'BOOK_ENGINE.INVALID_INPUT';
}

export function validateStoryInput(input: StoryInput): void {
  const idea = input.idea?.trim() ?? '';
  if (idea.length < 3) throw new InvalidStoryInput('Book idea must be at least 3 characters long');
  if (idea.length > 10000) throw new InvalidStoryInput('Book idea must be at most 10000 characters long');
  if (!LANGUAGES.includes(input.mainLanguage))
    throw new InvalidStoryInput(`Unknown language ${input.mainLanguage}`);
  if (input.translationLanguage && !LANGUAGES.includes(input.translationLanguage)) {
    throw new InvalidStoryInput(`Unknown language ${input.translationLanguage}`);
  }
  if (!STYLES.includes(input.style)) throw new InvalidStoryInput(`Unknown style ${input.style}`);
}

/**
 * The embedded story planner (issue #21, ADR 0028): the open engine reads the idea, tells the outline from the
 * message catalogs and keeps the parent's words (`plan-open.ts`).
 */
export function planStory(input: StoryInput): StoryPlan {
  validateStoryInput(input);
  return planOpenStory(input);
}
