import type { Pool } from 'pg';
import { withTransaction } from '@fabelhaft/eventsourcing';
import { NOTIFICATIONS_SCHEMA } from '../notifications.config';

const CONTACTS = `${NOTIFICATIONS_SCHEMA}.contacts`;
const SENT = `${NOTIFICATIONS_SCHEMA}.sent_emails`;

/**
 * GDPR Art. 17 (issue #22, ADR 0016 addendum): notifications forgets the customer — their remembered address and
 * language go, and the recipient and owner are removed from the record of every e-mail sent to them: those the
 * record names as theirs (`owner_id`, whichever address an order gave) and, for rows written before it named the
 * owner, those to the remembered address. The rows stay, without recipient, so a redelivered event still finds its
 * e-mail sent and sends nothing twice. It stores no events. Idempotent: a repeat finds nothing and answers zeros.
 */
export async function eraseOwnerData(
  pool: Pool,
  { ownerId }: { ownerId: string },
): Promise<{ erasedContacts: number; redactedEmails: number }> {
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ email: string }>(
      `delete from ${CONTACTS} where owner_id = $1 returning email`,
      [ownerId],
    );
    const addresses = rows.map((r) => r.email.toLowerCase());
    const redacted = await tx.query(
      `update ${SENT} set recipient = null, owner_id = null
        where owner_id = $1 or lower(recipient) = any($2::text[])`,
      [ownerId, addresses],
    );
    return { erasedContacts: rows.length, redactedEmails: redacted.rowCount ?? 0 };
  });
}
