import type { InlineProjection } from '@fabelhaft/eventsourcing';
import type { Migration } from '@fabelhaft/eventsourcing';
import { LIMITS_SCHEMA } from '../limits.config';
import type { QuotaAccountEvent } from '../domain/quota-account';

export const QUOTA_ACCOUNTS_TABLE = `${LIMITS_SCHEMA}.quota_accounts`;
const T = QUOTA_ACCOUNTS_TABLE;

export const quotaAccountsMigration: Migration = {
  id: 'limits-0001-quota-accounts',
  sql: `create table ${T} (
          customer_id text primary key,
          preview_limit integer not null,
          previews_reserved integer not null default 0,
          edit_limit integer not null,
          edits_used integer not null default 0,
          updated_at timestamptz not null
        )`,
};

/** issue #10: one name per concept — the account's owner, as in every other service. */
export const quotaAccountsOwnerIdMigration: Migration = {
  id: 'limits-0002-quota-accounts-owner-id',
  sql: `alter table ${T} rename column customer_id to owner_id`,
};

/** issue #13: support lists customers by when their account was opened. */
export const quotaAccountsCreatedAtMigration: Migration = {
  id: 'limits-0003-quota-accounts-created-at',
  sql: `alter table ${T} add column created_at timestamptz;
        update ${T} set created_at = updated_at;
        alter table ${T} alter column created_at set not null`,
};

function ownerOf(streamId: string): string {
  return streamId.replace(/^quota-account-/, '');
}

/** The read model behind GET /limits, one row per customer, updated in the append's transaction. */
export const quotaAccountProjection: InlineProjection = {
  name: 'quota_accounts',
  eventTypes: [
    'QuotaAccountOpened',
    'PreviewReserved',
    'PreviewReleased',
    'EditConsumed',
    'EditReturned',
    'PreviewsGranted',
    'EditsGranted',
  ],
  async apply(recorded, sql) {
    const event = { type: recorded.type, data: recorded.data } as QuotaAccountEvent;
    const id = ownerOf(recorded.streamId);
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'QuotaAccountOpened':
        await sql.query(
          `insert into ${T} (owner_id, preview_limit, edit_limit, updated_at, created_at) values ($1, $2, $3, $4, $4)
           on conflict (owner_id) do nothing`,
          [id, event.data.previewLimit, event.data.editLimit, at],
        );
        return;
      case 'PreviewReserved':
        await sql.query(
          `update ${T} set previews_reserved = previews_reserved + 1, updated_at = $2 where owner_id = $1`,
          [id, at],
        );
        return;
      case 'PreviewReleased':
        await sql.query(
          `update ${T} set previews_reserved = previews_reserved - 1, updated_at = $2 where owner_id = $1`,
          [id, at],
        );
        return;
      case 'EditConsumed':
        await sql.query(`update ${T} set edits_used = edits_used + 1, updated_at = $2 where owner_id = $1`, [
          id,
          at,
        ]);
        return;
      case 'EditReturned':
        await sql.query(`update ${T} set edits_used = edits_used - 1, updated_at = $2 where owner_id = $1`, [
          id,
          at,
        ]);
        return;
      case 'PreviewsGranted':
        await sql.query(
          `update ${T} set preview_limit = preview_limit + $2, updated_at = $3 where owner_id = $1`,
          [id, event.data.count, at],
        );
        return;
      case 'EditsGranted':
        await sql.query(`update ${T} set edit_limit = edit_limit + $2, updated_at = $3 where owner_id = $1`, [
          id,
          event.data.count,
          at,
        ]);
        return;
    }
  },
  async reset(sql) {
    await sql.query(`truncate ${T}`);
  },
};
