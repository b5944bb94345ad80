import { BadRequestException } from '@nestjs/common';
import { BLOG_LOCALES, blogLocaleOf, type BlogLocale } from '@fabelhaft/blog';

export const CONTENT_ERROR_CODES = {
  BAD_QUERY: 'CONTENT.BAD_QUERY',
  VALIDATION: 'CONTENT.VALIDATION',
  NOT_FOUND: 'CONTENT.NOT_FOUND',
  SLUG_TAKEN: 'CONTENT.SLUG_TAKEN',
  TRANSLATION_TAKEN: 'CONTENT.TRANSLATION_TAKEN',
  COVER_MISSING: 'CONTENT.COVER_MISSING',
  COVER_TOO_LARGE: 'CONTENT.COVER_TOO_LARGE',
  COVER_UNSUPPORTED_TYPE: 'CONTENT.COVER_UNSUPPORTED_TYPE',
  COVER_TOO_MANY_PIXELS: 'CONTENT.COVER_TOO_MANY_PIXELS',
} as const;

export const SORTABLE = { publishedAt: 'published_at', updatedAt: 'updated_at', title: 'title' } as const;
export type SortField = keyof typeof SORTABLE;

/** GET /api/blogs's query as a Strapi v4 client sends it (issue #26, spec §7). */
export interface BlogsQuery {
  locale: BlogLocale | undefined;
  sort: { field: SortField; order: 'ASC' | 'DESC' }[];
  page: number;
  pageSize: number;
  slug: string | undefined;
}

export const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 25;

const bad = (detail: string) => new BadRequestException({ detail, code: CONTENT_ERROR_CODES.BAD_QUERY });

function positiveInt(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw bad(`${name} must be a whole number from 1`);
  return Math.min(Number(raw), max);
}

/**
 * Reads the Strapi v4 parameters from the raw query string (Express 5 does not nest `pagination[page]`):
 * `sort=publishedAt:desc` (also `sort[0]=…`, several comma-separated), `publicationState=live` (the only
 * state this public route serves: drafts are never listed), `locale` (the language code before any hyphen),
 * `pagination[page]`, `pagination[pageSize]` (at most 100), `filters[slug][$eq]` for one post.
 */
export function parseBlogsQuery(search: string): BlogsQuery {
  const params = new URLSearchParams(search);
  const one = (key: string) => {
    const all = params.getAll(key);
    if (all.length > 1) throw bad(`${key} must be given once`);
    return all[0];
  };
  const state = one('publicationState');
  if (state !== undefined && state !== 'live') {
    throw bad('publicationState must be live: only published posts are public');
  }
  const rawLocale = one('locale');
  let locale: BlogLocale | undefined;
  if (rawLocale !== undefined && rawLocale !== '' && rawLocale !== 'all') {
    locale = blogLocaleOf(rawLocale);
    if (!locale) throw bad(`locale must be one of ${BLOG_LOCALES.join(', ')}`);
  }
  const sortValues = [...params.entries()]
    .filter(([k]) => k === 'sort' || /^sort\[\d+\]$/.test(k))
    .flatMap(([, v]) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const sort = sortValues.map((value) => {
    const [field, dir = 'asc'] = value.split(':');
    if (!field || !(field in SORTABLE)) throw bad(`Cannot sort by ${field}`);
    if (!/^(asc|desc)$/i.test(dir)) throw bad('sort direction must be asc or desc');
    return { field: field as SortField, order: dir.toUpperCase() as 'ASC' | 'DESC' };
  });
  const slug = one('filters[slug][$eq]');
  if (slug !== undefined && !/^[a-z0-9-]{1,120}$/.test(slug)) throw bad('filters[slug][$eq] is not a slug');
  return {
    locale,
    sort: sort.length ? sort : [{ field: 'publishedAt', order: 'DESC' }],
    page: positiveInt('pagination[page]', one('pagination[page]'), 1, 1_000_000),
    pageSize: positiveInt(
      'pagination[pageSize]',
      one('pagination[pageSize]'),
      DEFAULT_PAGE_SIZE,
      MAX_PAGE_SIZE,
    ),
    slug,
  };
}
