import type { UiLanguage } from '../i18n/language';

/** One post as the storefront shows it (issue #26); `html` is sanitised on the server. */
export interface BlogPostView {
  id: number;
  slug: string;
  title: string;
  /** Sanitised HTML; empty when the post has none. */
  html: string;
  /** Plain text for the list card and the meta description. */
  summary: string;
  /** The post's own language: German when shown as the fallback for an English reader. */
  locale: UiLanguage;
  publishedAt: string;
  updatedAt: string;
  author: string;
  /**
   * Under the storefront's own origin; `width`/`height` are the image's pixels (its box before it loads);
   * `srcSet` offers it in card sizes where the storefront serves them (issue #25).
   */
  cover: { url: string; alt: string; width: number; height: number; srcSet?: string } | null;
  /** The same post in the other language, when published. */
  translations: { locale: UiLanguage; slug: string }[];
}

export interface BlogListData {
  kind: 'list';
  /** The language the list was loaded for (the active UI language then). */
  locale: UiLanguage;
  posts: BlogPostView[];
}

export interface BlogPostData {
  kind: 'post';
  locale: UiLanguage;
  post: BlogPostView;
}

/** What the server's +data hooks ask (pageContext.blog; never sent to the browser). */
export interface BlogReader {
  /** Posts in `locale`, German ones where a post has no `locale` version (spec: German fallback). */
  list(locale: UiLanguage): Promise<BlogPostView[]>;
  /** One published post by its slug, or null. */
  post(slug: string): Promise<BlogPostView | null>;
}

/** Spec §2 Blog: the publish date in long format, in the active language (one time zone on server and client). */
export function longDate(iso: string, locale: UiLanguage): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}
