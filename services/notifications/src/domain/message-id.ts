import { createHash } from 'node:crypto';

/**
 * The Message-ID of the email a template makes for an event: the same (event, template) always gives the same
 * id, so a resend after a crash is the same message to the receiving side (RFC 5322 §3.6.4) and a duplicate can
 * be seen (and is collapsed by mailbox providers that de-duplicate by Message-ID).
 */
export function messageIdOf(eventId: string, template: string, domain: string): string {
  const digest = createHash('sha256').update(`${eventId}\u0000${template}`).digest('hex').slice(0, 40);
  return `<${digest}.${template}@${domain}>`;
}

/** The domain of the sender address (`Fabelhaft <hallo@fabelhaft.de>` → `fabelhaft.de`). */
export function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'fabelhaft.invalid';
}
