/**
 * What production keeps of what it made (pictures, page layouts, flipbook images) under a content key, so a
 * revision makes only what changed and an unchanged page comes out as the very same bytes (issue #14, ADR 0019).
 * The book engine's own port; the books service keeps one per book in object storage.
 */
export type { ArtefactCache } from '@fabelhaft/book-engine';
