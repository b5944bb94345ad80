import { redirect } from 'vike/abort';
import type { PageContextClient } from 'vike/types';
import { browserAuthManager } from '../src/auth/AuthContext';
import { accessDecision, currentPath } from '../src/navigation/access';

/**
 * issue #25 (ADR 0042): the page's access setting (spec §2, `access` in its `+config.ts`), checked before the
 * page renders on every client-side navigation: a signed-out visitor never sees a signed-in page nor makes its
 * BFF requests, but goes to /login?next=<that page>; a signed-in one goes from /login on to `next`. The session lives only in
 * the browser (ADR 0005), so the guard runs there only. The first page is the server's HTML, hydrated as it is
 * (a signed-in page's is the loader): there the layout's RouteGuard applies the same rule once the session is
 * restored — a redirect before hydration would render the next page without the server's pageContext — and it
 * keeps applying it while a page is shown (a sign-out, an expired session).
 */
export async function guard(pageContext: PageContextClient): Promise<void> {
  const access = pageContext.config.access ?? 'public';
  if (access === 'public' || pageContext.isHydration) return;
  const manager = browserAuthManager(pageContext.publicConfig?.cognito);
  if (!manager) return;
  await manager.start();
  const state = manager.getState();
  const decision = accessDecision(
    access,
    { isLoading: state.isLoading, isAuthenticated: state.user !== null && state.session !== null },
    currentPath(pageContext),
  );
  if (decision.kind === 'redirect') throw redirect(decision.to as `/${string}`);
}
