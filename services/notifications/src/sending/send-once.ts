import type { Pool } from 'pg';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import { NOTIFICATIONS_SCHEMA } from '../notifications.config';
import { messageIdOf } from '../domain/message-id';
import type { Mailer, OutgoingEmail } from '../ports/mailer.port';
import type { Locale, RenderedEmail, TemplateName } from '../templates/templates';

const T = `${NOTIFICATIONS_SCHEMA}.sent_emails`;

export interface SendOnceDeps {
  pool: Pool;
  mailer: Mailer;
  mailDomain: string;
}

export interface EmailToSend {
  eventId: string;
  template: TemplateName;
  /** Whose e-mail it is: an erasure (issue #22) removes the recipient of every e-mail sent to this owner. */
  ownerId: string;
  to: string;
  locale: Locale;
  rendered: RenderedEmail;
  attachments: OutgoingEmail['attachments'];
}

export type SendOutcome = 'sent' | 'already-sent';

/**
 * Sends the email of (event, template) once (issue #15). The `sending` row is committed on its own before the
 * SMTP call; `sent` is written in `tx`, the transaction that also records the event as handled, so both commit
 * together before the message is acknowledged. A crash after the SMTP server accepted the mail but before that
 * commit redelivers the event and sends again — with the same Message-ID (the residual risk, ADR 0025).
 */
export async function sendOnce(
  deps: SendOnceDeps,
  tx: SqlExecutor,
  email: EmailToSend,
): Promise<SendOutcome> {
  const messageId = messageIdOf(email.eventId, email.template, deps.mailDomain);
  // Claims the attempt unless it was sent: a row already `sent` (by another delivery or instance) is left alone.
  const claimed = await deps.pool.query(
    `insert into ${T} (event_id, template, message_id, recipient, owner_id, locale, status, attempts)
     values ($1, $2, $3, $4, $5, $6, 'sending', 1)
     on conflict (event_id, template) do update set status = 'sending', attempts = ${T}.attempts + 1,
       recipient = excluded.recipient, owner_id = excluded.owner_id, locale = excluded.locale
     where ${T}.status <> 'sent'`,
    [email.eventId, email.template, messageId, email.to, email.ownerId, email.locale],
  );
  if (claimed.rowCount === 0) return 'already-sent';
  await deps.mailer.send({ messageId, to: email.to, ...email.rendered, attachments: email.attachments });
  await tx.query(`update ${T} set status = 'sent', sent_at = now() where event_id = $1 and template = $2`, [
    email.eventId,
    email.template,
  ]);
  return 'sent';
}

/** An event that makes no email (no address known): recorded, so support can see why nothing went out. */
export async function recordSkipped(
  tx: SqlExecutor,
  eventId: string,
  template: TemplateName,
  reason: string,
  mailDomain: string,
): Promise<void> {
  await tx.query(
    `insert into ${T} (event_id, template, message_id, status, reason) values ($1, $2, $3, 'skipped', $4)
     on conflict (event_id, template) do nothing`,
    [eventId, template, messageIdOf(eventId, template, mailDomain), reason],
  );
}

/** Remembers the owner's address and language (from their order) for emails that name only the owner. */
export async function rememberContact(tx: SqlExecutor, ownerId: string, email: string, locale: Locale) {
  await tx.query(
    `insert into ${NOTIFICATIONS_SCHEMA}.contacts (owner_id, email, locale) values ($1, $2, $3)
     on conflict (owner_id) do update set email = excluded.email, locale = excluded.locale, updated_at = now()`,
    [ownerId, email, locale],
  );
}

export async function contactOf(
  tx: SqlExecutor,
  ownerId: string,
): Promise<{ email: string; locale: Locale } | null> {
  const { rows } = await tx.query<{ email: string; locale: string }>(
    `select email, locale from ${NOTIFICATIONS_SCHEMA}.contacts where owner_id = $1`,
    [ownerId],
  );
  const row = rows[0];
  return row ? { email: row.email, locale: row.locale === 'en' ? 'en' : 'de' } : null;
}
