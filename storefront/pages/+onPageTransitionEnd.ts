import { pageTransitionEnded } from '../src/navigation/page-transition';

/** Runs in the browser once the next page (or the error page) is shown. */
export function onPageTransitionEnd(): void {
  pageTransitionEnded();
}
