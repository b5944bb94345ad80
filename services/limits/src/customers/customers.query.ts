import type { CustomerView, ListCustomersRequest } from '@fabelhaft/contracts';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import { LIMIT_REQUESTS_TABLE } from '../read-model/limit-requests.projection';
import { escapeLike } from '../read-model/limit-requests.query';
import { QUOTA_ACCOUNTS_TABLE } from '../read-model/quota-account.projection';

type Row = {
  owner_id: string;
  email: string | null;
  preview_limit: number;
  previews_reserved: number;
  edit_limit: number;
  edits_used: number;
  open_requests: number;
  created_at: Date;
};

/**
 * Customers are the quota accounts (one per customer who ever used a preview or edit). The limits service knows
 * an email only from a customer's own requests (the BFF passes the token's email): the latest one is shown. The
 * BFF shows the verified email from the identity provider instead where it has one (issue #24, ADR 0034).
 */
const SELECT = `select a.owner_id, a.preview_limit, a.previews_reserved, a.edit_limit, a.edits_used, a.created_at,
    (select r.email from ${LIMIT_REQUESTS_TABLE} r where r.owner_id = a.owner_id and r.email is not null
      order by r.created_at desc limit 1) as email,
    (select count(*)::int from ${LIMIT_REQUESTS_TABLE} r where r.owner_id = a.owner_id and r.status = 'pending')
      as open_requests
  from ${QUOTA_ACCOUNTS_TABLE} a`;

function toCustomerView(row: Row): CustomerView {
  return {
    ownerId: row.owner_id,
    email: row.email,
    previewLimit: row.preview_limit,
    previewRemaining: row.preview_limit - row.previews_reserved,
    editLimit: row.edit_limit,
    editRemaining: row.edit_limit - row.edits_used,
    openRequests: row.open_requests,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listCustomers(
  sql: SqlExecutor,
  query: ListCustomersRequest,
): Promise<{ items: CustomerView[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.filter.ids) {
    params.push(query.filter.ids);
    where.push(`a.owner_id = any($${params.length}::text[])`);
  }
  const q = query.filter.q?.trim();
  if (q) {
    params.push(q, escapeLike(q), query.filter.matchedOwnerIds ?? []);
    const [exact, like, matched] = [`$${params.length - 2}`, `$${params.length - 1}`, `$${params.length}`];
    // issue #24: the BFF also names the customers whose verified email at the identity provider matches.
    where.push(`(a.owner_id = ${exact} or a.owner_id = any(${matched}::text[])
      or exists (select 1 from ${LIMIT_REQUESTS_TABLE} r
        where r.owner_id = a.owner_id and r.email ilike '%' || ${like} || '%'))`);
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const order = `a.created_at ${query.sort.order}, a.owner_id ${query.sort.order}`;
  const [{ rows }, counted] = [
    await sql.query<Row>(
      `${SELECT} ${whereSql} order by ${order} limit ${query.limit} offset ${query.offset}`,
      params,
    ),
    await sql.query<{ n: string }>(`select count(*) as n from ${QUOTA_ACCOUNTS_TABLE} a ${whereSql}`, params),
  ];
  return { items: rows.map(toCustomerView), total: Number(counted.rows[0]?.n ?? 0) };
}

export async function findCustomer(sql: SqlExecutor, ownerId: string): Promise<CustomerView | null> {
  const { rows } = await sql.query<Row>(`${SELECT} where a.owner_id = $1`, [ownerId]);
  return rows[0] ? toCustomerView(rows[0]) : null;
}
