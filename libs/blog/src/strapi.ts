/** The languages posts are written in (spec §2: the storefront's UI languages); German is the fallback. */
export const BLOG_LOCALES = ['de', 'en'] as const;
export type BlogLocale = (typeof BLOG_LOCALES)[number];
export const DEFAULT_BLOG_LOCALE: BlogLocale = 'de';

/**
 * Spec §7: the locale is the language code before any hyphen (`de-AT` → `de`). `undefined` for a language the
 * blog is not written in.
 */
export function blogLocaleOf(tag: string | undefined | null): BlogLocale | undefined {
  const code = String(tag ?? '')
    .split('-')[0]!
    .trim()
    .toLowerCase();
  return (BLOG_LOCALES as readonly string[]).includes(code) ? (code as BlogLocale) : undefined;
}

/** One post's attributes as `GET /api/blogs` answers them (Strapi v4 `attributes`). */
export interface BlogPostAttributes {
  slug: string;
  title: string;
  /** Sanitised HTML (`sanitizeBlogHtml`). */
  content: string;
  /** A plain-text summary written for the post (meta description); may be empty. */
  description: string;
  locale: BlogLocale;
  author: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Strapi v4 media (a single media field, populated): `cover.data` is null when the post has none. */
  cover: { data: StrapiEntry<StrapiMediaAttributes> | null };
  /** The same post in the other languages (Strapi v4 i18n `localizations`). */
  localizations: { data: { id: number; attributes: { slug: string; locale: BlogLocale } }[] };
}

/**
 * A file of Strapi v4's media library as a populated media field carries it (`populate=cover`): `size` in
 * kilobytes, `ext` with its dot, `formats` null when no smaller versions were made, `url` absolute here
 * (Strapi's local provider answers a path under its own origin; a client resolves both against the API).
 */
export interface StrapiMediaAttributes {
  name: string;
  alternativeText: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
  formats: Record<string, unknown> | null;
  hash: string;
  ext: string;
  mime: string;
  size: number;
  url: string;
  previewUrl: string | null;
  provider: string;
  provider_metadata: unknown;
  createdAt: string;
  updatedAt: string;
}

export interface StrapiEntry<A> {
  id: number;
  attributes: A;
}

export interface StrapiPagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

/** A Strapi v4 collection answer: `{ data: [{ id, attributes }], meta: { pagination } }`. */
export interface StrapiCollection<A> {
  data: StrapiEntry<A>[];
  meta: { pagination: StrapiPagination };
}
