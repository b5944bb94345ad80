import { EventCodec, type Migration } from '@fabelhaft/eventsourcing';
import type { ServiceDatabase } from '@fabelhaft/service-kit/service';
import { NOTIFICATIONS_SCHEMA } from '../notifications.config';

const S = NOTIFICATIONS_SCHEMA;

/**
 * `sent_emails`: one row per (event id, template) — the outbox-like record of issue #15's "exactly once":
 * `sending` is written (and committed) before the SMTP call, `sent` in the transaction that records the event
 * as handled. `contacts`: the address and language orders told us last for an owner (used where an event
 * names only the owner: preview ready).
 */
export const emailsMigration: Migration = {
  id: 'notifications-0001-emails',
  sql: `create table ${S}.sent_emails (
          event_id text not null,
          template text not null,
          message_id text not null,
          recipient text,
          locale text,
          status text not null,
          reason text,
          attempts integer not null default 0,
          first_attempt_at timestamptz not null default now(),
          sent_at timestamptz,
          primary key (event_id, template)
        );
        create table ${S}.contacts (
          owner_id text primary key,
          email text not null,
          locale text not null,
          updated_at timestamptz not null default now()
        );`,
};

/**
 * issue #22 (ADR 0016 addendum): whose each sent e-mail was, so that an erasure removes the recipient of every
 * e-mail sent to the customer — also to an order's address other than the one remembered last. Rows written
 * before this have none; the erasure still finds those by the remembered address.
 */
export const sentEmailOwnersMigration: Migration = {
  id: 'notifications-0002-sent-email-owners',
  sql: `alter table ${S}.sent_emails add column owner_id text;
        create index sent_emails_owner_idx on ${S}.sent_emails (owner_id) where owner_id is not null;`,
};

/** The notifications service stores no events of its own: an empty catalog keeps the kit's event store idle. */
export const notificationsDatabase: ServiceDatabase = {
  schema: S,
  migrations: [emailsMigration, sentEmailOwnersMigration],
  projections: [],
  codec: new EventCodec({}),
};
