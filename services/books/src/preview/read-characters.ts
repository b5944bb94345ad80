import { linkPhotos, photoCharacters, type Language, type PhotoCharacter } from '@fabelhaft/book-engine';

/**
 * issue #23: the idea's characters for the builder's "who is in this photo?" and who each description names
 * (the story engine's idea reader; the same reading the preview's plan and `photoLinks` make). Pure.
 */
export function readCharacters(request: {
  idea: string;
  mainLanguage: string;
  descriptions: readonly string[];
}): { characters: Omit<PhotoCharacter, 'drawAs'>[]; links: (string | null)[] } {
  const language = request.mainLanguage as Language;
  const characters = photoCharacters(request.idea, language);
  const links = linkPhotos(
    request.idea,
    language,
    request.descriptions.map((d) => (d.trim() ? { description: d } : {})),
    characters,
  );
  return {
    characters: characters.map(({ id, name, kind, category }) => ({ id, name, kind, category })),
    links,
  };
}

/** The provider as the consent text names it (issue #23); null when photos never leave the system. */
export function photoProviderName(provider: 'none' | 'openai' | 'gemini'): string | null {
  return provider === 'openai' ? 'OpenAI' : provider === 'gemini' ? 'Google Gemini' : null;
}
