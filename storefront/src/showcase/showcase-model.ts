import type { ViewerData } from '@fabelhaft/contracts';

/** spec §2 Showcase: the three cards, in order (each a sample book the book engine made, issue #26). */
export const SHOWCASE_KEYS = ['toddler', 'bedtime', 'adventure'] as const;
export type ShowcaseKey = (typeof SHOWCASE_KEYS)[number];

/** A made sample as a card shows it. */
export interface ShowcaseCard {
  key: ShowcaseKey;
  title: string;
  cover: string;
}

export interface ShowcaseData {
  /** The samples made so far; a card without one shows its drawing and says it is being made. */
  books: Partial<Record<ShowcaseKey, ShowcaseCard>>;
}

/** What the server's +data hooks ask (pageContext.showcase; never sent to the browser). */
export interface ShowcaseReader {
  book(key: string): ViewerData | null;
}
