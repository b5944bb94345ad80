import type { InlineProjection, Migration } from '@fabelhaft/eventsourcing';
import type { LimitRequestEvent } from '../domain/limit-request';
import { LIMITS_SCHEMA } from '../limits.config';

export const LIMIT_REQUESTS_TABLE = `${LIMITS_SCHEMA}.limit_requests`;
const T = LIMIT_REQUESTS_TABLE;

/**
 * issue #13. The partial unique index is the rule "one open request per customer and kind" (spec §3 Support
 * request) where racing requests meet: the second insert fails inside its append's transaction, so its event
 * is not stored either, and the caller answers with the pending one.
 */
export const limitRequestsMigration: Migration = {
  id: 'limits-0004-limit-requests',
  sql: `create table ${T} (
          id text primary key,
          kind text not null,
          owner_id text not null,
          email text,
          book_id text,
          message text not null,
          status text not null,
          granted integer,
          reason text,
          created_at timestamptz not null,
          decided_at timestamptz,
          decided_by text
        );
        create unique index limit_requests_one_pending on ${T} (owner_id, kind) where status = 'pending';
        create index limit_requests_status_created on ${T} (status, created_at);
        create index limit_requests_owner on ${T} (owner_id, created_at)`,
};

/** The list support works through and the customer's own requests, kept in the append's transaction. */
export const limitRequestsProjection: InlineProjection = {
  name: 'limit_requests',
  eventTypes: ['LimitRequested', 'LimitRequestApproved', 'LimitRequestRejected'],
  async apply(recorded, sql) {
    const event = { type: recorded.type, data: recorded.data } as LimitRequestEvent;
    const id = recorded.streamId.replace(/^limit-request-/, '');
    switch (event.type) {
      case 'LimitRequested': {
        const d = event.data;
        await sql.query(
          `insert into ${T} (id, kind, owner_id, email, book_id, message, status, created_at)
           values ($1, $2, $3, $4, $5, $6, 'pending', $7)`,
          [id, d.kind, d.ownerId, d.email, d.bookId, d.message, d.at],
        );
        return;
      }
      case 'LimitRequestApproved':
        await sql.query(
          `update ${T} set status = 'approved', granted = $2, decided_at = $3, decided_by = $4 where id = $1`,
          [id, event.data.granted, event.data.at, event.data.by],
        );
        return;
      case 'LimitRequestRejected':
        await sql.query(
          `update ${T} set status = 'rejected', reason = $2, decided_at = $3, decided_by = $4 where id = $1`,
          [id, event.data.reason, event.data.at, event.data.by],
        );
        return;
    }
  },
  async reset(sql) {
    await sql.query(`truncate ${T}`);
  },
};
