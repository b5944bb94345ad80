import type {
  LimitKind,
  LimitRequestStatus,
  LimitRequestView,
  ListLimitRequestsRequest,
} from '@fabelhaft/contracts';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import { LIMIT_REQUESTS_TABLE } from './limit-requests.projection';

type Row = {
  id: string;
  kind: LimitKind;
  owner_id: string;
  email: string | null;
  book_id: string | null;
  message: string;
  status: LimitRequestStatus;
  granted: number | null;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
};

const COLUMNS =
  'id, kind, owner_id, email, book_id, message, status, granted, reason, created_at, decided_at, decided_by';

export function toLimitRequestView(row: Row): LimitRequestView {
  return {
    id: row.id,
    kind: row.kind,
    ownerId: row.owner_id,
    email: row.email,
    bookId: row.book_id,
    message: row.message,
    status: row.status,
    granted: row.granted,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
  };
}

const SORT_COLUMNS: Record<ListLimitRequestsRequest['sort']['field'], string> = {
  createdAt: 'created_at',
  decidedAt: 'decided_at',
  status: 'status',
  kind: 'kind',
};

/** docs/admin-api.md `GET /admin/limit-requests`: filters, sort (id breaks ties for stable pages), one page. */
export async function listLimitRequests(
  sql: SqlExecutor,
  query: ListLimitRequestsRequest,
): Promise<{ items: LimitRequestView[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  const f = query.filter;
  if (f.status) add((p) => `status = ${p}`, f.status);
  if (f.kind) add((p) => `kind = ${p}`, f.kind);
  if (f.ownerId) add((p) => `owner_id = ${p}`, f.ownerId);
  if (f.ids) add((p) => `id = any(${p}::text[])`, f.ids);
  const q = f.q?.trim();
  if (q) {
    params.push(q, escapeLike(q));
    const [exact, like] = [`$${params.length - 1}`, `$${params.length}`];
    where.push(`(id = ${exact} or owner_id = ${exact} or email ilike '%' || ${like} || '%')`);
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const order = `${SORT_COLUMNS[query.sort.field]} ${query.sort.order} nulls last, id ${query.sort.order}`;
  const { rows } = await sql.query<Row & { total: string }>(
    `select ${COLUMNS}, count(*) over () as total from ${LIMIT_REQUESTS_TABLE} ${whereSql}
      order by ${order} limit ${query.limit} offset ${query.offset}`,
    params,
  );
  const total = rows[0] ? Number(rows[0].total) : await count(sql, whereSql, params);
  return { items: rows.map(toLimitRequestView), total };
}

/** `q` searches emails by substring; its own `%` and `_` are literal. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page past the end has no rows to carry the total. */
async function count(sql: SqlExecutor, whereSql: string, params: unknown[]): Promise<number> {
  const { rows } = await sql.query<{ n: string }>(
    `select count(*) as n from ${LIMIT_REQUESTS_TABLE} ${whereSql}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function findLimitRequest(sql: SqlExecutor, id: string): Promise<LimitRequestView | null> {
  const { rows } = await sql.query<Row>(`select ${COLUMNS} from ${LIMIT_REQUESTS_TABLE} where id = $1`, [id]);
  return rows[0] ? toLimitRequestView(rows[0]) : null;
}

export async function findPendingRequest(
  sql: SqlExecutor,
  ownerId: string,
  kind: LimitKind,
): Promise<LimitRequestView | null> {
  const { rows } = await sql.query<Row>(
    `select ${COLUMNS} from ${LIMIT_REQUESTS_TABLE} where owner_id = $1 and kind = $2 and status = 'pending'`,
    [ownerId, kind],
  );
  return rows[0] ? toLimitRequestView(rows[0]) : null;
}

/** The customer's own requests, newest first (the storefront shows the latest of each kind). */
export async function listOwnRequests(sql: SqlExecutor, ownerId: string): Promise<LimitRequestView[]> {
  const { rows } = await sql.query<Row>(
    `select ${COLUMNS} from ${LIMIT_REQUESTS_TABLE} where owner_id = $1 order by created_at desc, id desc limit 50`,
    [ownerId],
  );
  return rows.map(toLimitRequestView);
}
