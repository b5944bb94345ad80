import assistant from './texts/assistant';
import auth from './texts/auth';
import books from './texts/books';
import checkout from './texts/checkout';
import common from './texts/common';
import cookies from './texts/cookies';
import landing from './texts/landing';
import showcase from './texts/showcase';
import type { UiLanguage } from './language';

/**
 * Every customer-visible text, German and English, one file per area under ./texts (each area's file holds
 * both languages side by side). A unit test checks that both languages have exactly the same keys. Areas
 * that only some pages need are added by the components that show them (usePageTexts): legal, viewer,
 * account, builder, preview, blog.
 */
export const areas = {
  common,
  auth,
  landing,
  showcase,
  checkout,
  cookies,
  assistant,
  books,
} as const;

type Area = keyof typeof areas;

export function resourcesFor(lang: UiLanguage): Record<Area, unknown> {
  return Object.fromEntries(Object.entries(areas).map(([name, texts]) => [name, texts[lang]])) as Record<
    Area,
    unknown
  >;
}
