import type { PageContextClient } from 'vike/types';
import { pageTransitionStarted } from '../src/navigation/page-transition';

/** Runs in the browser before the next page's data is fetched (client-side navigation). */
export function onPageTransitionStart(pageContext: Partial<PageContextClient>): void {
  pageTransitionStarted(pageContext.urlOriginal ?? window.location.href);
}
