import type { ViewerData } from '@fabelhaft/contracts';
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { SHOWCASE_KEYS, type ShowcaseData } from './showcase-model';

export function loadShowcase(pageContext: PageContextServer): ShowcaseData {
  const books: ShowcaseData['books'] = {};
  for (const key of SHOWCASE_KEYS) {
    const book = pageContext.showcase?.book(key);
    if (book?.pages[0]) books[key] = { key, title: book.title, cover: book.pages[0].image_url };
  }
  return { books };
}

export function loadSample(pageContext: PageContextServer): ViewerData {
  const book = pageContext.showcase?.book(pageContext.routeParams.sample ?? '');
  // Not (yet) made, or no such sample: the showcase.
  if (!book) throw redirect('/showcase');
  return book;
}
