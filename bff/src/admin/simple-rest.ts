import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorCodes, findUnstorableText, UnstorableTextDetail } from '@fabelhaft/contracts';

/**
 * The query conventions of ra-data-simple-rest (react-admin's standard data provider), which the admin console
 * uses against `/admin/*` (issue #13):
 *
 *   GET /admin/<resource>?filter={"status":"pending"}&sort=["createdAt","ASC"]&range=[0,24]
 *   → 200, a JSON array, `Content-Range: <resource> 0-24/319`
 *
 * `range` is inclusive on both ends. `getMany` sends `filter={"id":[...]}`.
 */
export interface ListQuery<F extends string = string> {
  filter: Partial<Record<F | 'id' | 'q', unknown>>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Zero-based, inclusive: `[0, 24]` is the first 25. */
  offset: number;
  limit: number;
}

const MAX_PAGE = 200;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw invalid(`${name} must be given once`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid(`${name} is not valid JSON`);
  }
  // issue #22: JSON escapes (`"\u0000"`, `"\ud800"`) pass the edge's check of the raw query; the parsed value
  // (the `q` filter, ids) goes on to Postgres, so it is checked here.
  const field = findUnstorableText(parsed, name);
  if (field !== undefined) {
    throw new BadRequestException({
      detail: `${field}: ${UnstorableTextDetail.en}`,
      code: ErrorCodes.INVALID_TEXT,
    });
  }
  return parsed;
}

const invalid = (detail: string) => new BadRequestException({ detail, code: ErrorCodes.VALIDATION });

/**
 * Reads `filter`, `sort` and `range`. Only `sortable` fields may be sorted on and only `filters` (plus `id`
 * and `q`) filtered on; anything else is a 400, so a typo in the console shows instead of silently listing all.
 */
export function parseListQuery<F extends string>(
  query: Record<string, unknown>,
  options: { filters: readonly F[]; sortable: readonly string[]; defaultSort: ListQuery['sort'] },
): ListQuery<F> {
  const filter = (parseJson('filter', query.filter) ?? {}) as Record<string, unknown>;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw invalid('filter must be an object');
  for (const key of Object.keys(filter)) {
    if (key !== 'id' && key !== 'q' && !(options.filters as readonly string[]).includes(key)) {
      throw invalid(`Unknown filter ${key}`);
    }
  }
  const sortRaw = parseJson('sort', query.sort);
  let sort = options.defaultSort;
  if (sortRaw !== undefined) {
    if (
      !Array.isArray(sortRaw) ||
      typeof sortRaw[0] !== 'string' ||
      (sortRaw[1] !== 'ASC' && sortRaw[1] !== 'DESC')
    ) {
      throw invalid('sort must be ["field","ASC"|"DESC"]');
    }
    if (!options.sortable.includes(sortRaw[0])) throw invalid(`Cannot sort by ${sortRaw[0]}`);
    sort = { field: sortRaw[0], order: sortRaw[1] };
  }
  const rangeRaw = parseJson('range', query.range);
  let offset = 0;
  let limit = 25;
  if (rangeRaw !== undefined) {
    if (
      !Array.isArray(rangeRaw) ||
      !Number.isInteger(rangeRaw[0]) ||
      !Number.isInteger(rangeRaw[1]) ||
      rangeRaw[0] < 0 ||
      rangeRaw[1] < rangeRaw[0]
    ) {
      throw invalid('range must be [from,to] with 0 ≤ from ≤ to');
    }
    offset = rangeRaw[0];
    limit = Math.min(MAX_PAGE, rangeRaw[1] - rangeRaw[0] + 1);
  }
  return { filter: filter as ListQuery<F>['filter'], sort, offset, limit };
}

/** Sends one page the way ra-data-simple-rest reads it: the array, and `Content-Range` with the total. */
export function sendPage<T>(
  res: Response,
  resource: string,
  query: ListQuery,
  page: T[],
  total: number,
): T[] {
  const end = page.length ? query.offset + page.length - 1 : query.offset;
  res.setHeader('Content-Range', `${resource} ${query.offset}-${end}/${total}`);
  return page;
}
