import type { ListenData } from '@fabelhaft/contracts';
import type { PageContextServer } from 'vike/types';

/** What the listen page renders: the book, or that the link answers nothing (404 like an unknown one). */
export type ListenPageData = { found: true; book: ListenData } | { found: false };

/**
 * issue #28 part 4 (ADR 0038): `/listen/<token>` is rendered on the server from the BFF's public
 * `GET /listen/{token}`; anything but an answer (unknown, replaced, switched off, deleted) is "not found".
 */
export async function loadListen(pageContext: PageContextServer): Promise<ListenPageData> {
  const token = pageContext.routeParams.token ?? '';
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(token)) return { found: false };
  const bffUrl = pageContext.publicConfig?.bffUrl;
  if (!bffUrl) return { found: false };
  // The BFF limits listen lookups per visitor: it is told whose page this is (it trusts only private senders).
  const res = await fetch(`${bffUrl.replace(/\/+$/, '')}/listen/${token}`, {
    headers: {
      accept: 'application/json',
      ...(pageContext.clientAddress ? { 'x-forwarded-for': pageContext.clientAddress } : {}),
    },
  });
  if (!res.ok) return { found: false };
  return { found: true, book: (await res.json()) as ListenData };
}
