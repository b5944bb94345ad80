import {
  excerpt,
  hasHtml,
  htmlToText,
  sanitizeBlogHtml,
  type BlogPostAttributes,
  type StrapiCollection,
  type StrapiEntry,
  type StrapiMediaAttributes,
} from '@fabelhaft/blog';
import type { BlogPostView, BlogReader } from '../src/blog/blog-model';
import type { UiLanguage } from '../src/i18n/language';
import { coverSrcSet } from './cover-sizes';

export class BlogUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Could not load the blog right now.', { cause });
    this.name = 'BlogUnavailableError';
  }
}

export interface BlogSourceOptions {
  /** The content service (`GET /api/blogs`, Strapi v4 shape). */
  contentUrl: string;
  /** One try's limit; a failed try is retried once. */
  timeoutMs: number;
  /** How long an answer is reused. */
  cacheMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Strapi v4 answers media and relations only when asked to populate them; the content service always does. So
 * that the same client works against a Strapi, it asks.
 */
const POPULATE = 'populate=*';

/** The content service's covers are served through the storefront (`/blog/covers/<name>`): one origin, CSP 'self'. */
export const COVER_PATH = '/blog/covers/';
const CONTENT_COVER = /\/api\/media\/covers\/([A-Za-z0-9._-]+)$/;

/**
 * Ours under the storefront's origin; another URL as it is, a path (Strapi's local provider answers
 * `/uploads/…`) resolved against the content API's origin.
 */
function coverPath(url: string, contentUrl: string): string {
  const m = CONTENT_COVER.exec(url);
  if (m) return `${COVER_PATH}${m[1]}`;
  return url.startsWith('/') && !url.startsWith('//') ? new URL(url, contentUrl).href : url;
}

/** Pixel size when the media has none (a Strapi file without it): the cards' own 8:5 box. */
const DEFAULT_COVER = { width: 1600, height: 1000 };

function coverView(media: Partial<StrapiMediaAttributes>, contentUrl: string): BlogPostView['cover'] {
  if (typeof media.url !== 'string' || !media.url) return null;
  const size = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined);
  const width = size(media.width);
  const height = size(media.height);
  const url = coverPath(media.url, contentUrl);
  // Both or neither: the page reserves the cover's box from them (no layout shift).
  const box = width && height ? { width, height } : DEFAULT_COVER;
  // issue #25: ours in card sizes too (a phone downloads a card-sized WebP, not the stored 1200 px picture).
  const srcSet = coverSrcSet(url, box.width, COVER_PATH);
  return { url, alt: media.alternativeText?.trim() ?? '', ...box, ...(srcSet ? { srcSet } : {}) };
}

function toView(entry: StrapiEntry<BlogPostAttributes>, contentUrl: string): BlogPostView {
  const a = entry.attributes;
  // The content service sanitises; the storefront does again before it renders, whoever answered (a Strapi
  // the operator moved to, a proxy): no script, no event attribute, no javascript: link reaches a page.
  const html = hasHtml(a.content ?? '') ? sanitizeBlogHtml(a.content) : '';
  const text = html ? htmlToText(html) : (a.content ?? '');
  return {
    id: entry.id,
    slug: a.slug,
    title: a.title?.trim() || 'Untitled',
    html,
    // spec §9: the 200-character excerpt only where the post has no HTML.
    summary: html ? a.description?.trim() || text.slice(0, 200) : excerpt(text),
    locale: a.locale,
    publishedAt: a.publishedAt ?? a.createdAt,
    updatedAt: a.updatedAt,
    author: a.author ?? '',
    cover: a.cover?.data ? coverView(a.cover.data.attributes, contentUrl) : null,
    translations: (a.localizations?.data ?? []).map((t) => ({
      locale: t.attributes.locale,
      slug: t.attributes.slug,
    })),
  };
}

/**
 * The storefront server's reader of the blog (issue #26): `GET /api/blogs` of the content service with a
 * timeout per try, one retry, and a cache of a minute, so an outage of the content service shows the blog's
 * error state (the caller's) instead of a broken page, and a busy blog costs the content service one call a
 * minute per query.
 */
export class BlogSource implements BlogReader {
  private readonly cache = new Map<string, { at: number; value: StrapiCollection<BlogPostAttributes> }>();
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: BlogSourceOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async list(locale: UiLanguage): Promise<BlogPostView[]> {
    const base = `sort=publishedAt:desc&publicationState=live&${POPULATE}&pagination[pageSize]=100`;
    const own = await this.get(`${base}&locale=${locale}`);
    const view = (e: StrapiEntry<BlogPostAttributes>) => toView(e, this.options.contentUrl);
    const posts = own.data.map(view);
    if (locale !== 'de') {
      // German fallback: a German post without a published version in this language is shown in German.
      const german = await this.get(`${base}&locale=de`);
      const translated = new Set(own.data.flatMap((p) => p.attributes.localizations.data.map((t) => t.id)));
      posts.push(...german.data.filter((p) => !translated.has(p.id)).map(view));
      posts.sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
    }
    return posts;
  }

  async post(slug: string): Promise<BlogPostView | null> {
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
    const found = await this.get(`publicationState=live&${POPULATE}&filters[slug][$eq]=${slug}`);
    return found.data[0] ? toView(found.data[0], this.options.contentUrl) : null;
  }

  private async get(query: string): Promise<StrapiCollection<BlogPostAttributes>> {
    const hit = this.cache.get(query);
    if (hit && this.now() - hit.at < this.options.cacheMs) return hit.value;
    const url = `${this.options.contentUrl.replace(/\/+$/, '')}/api/blogs?${query}`;
    let lastError: unknown;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const res = await this.fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        if (!res.ok) throw new Error(`content service answered ${res.status}`);
        const value = (await res.json()) as StrapiCollection<BlogPostAttributes>;
        if (!Array.isArray(value?.data)) throw new Error('content service answered no data[]');
        this.cache.set(query, { at: this.now(), value });
        if (this.cache.size > 500) this.cache.delete(this.cache.keys().next().value!);
        return value;
      } catch (e) {
        lastError = e;
      }
    }
    throw new BlogUnavailableError(lastError);
  }
}
