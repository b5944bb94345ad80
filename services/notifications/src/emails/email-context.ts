import type { Pool } from 'pg';
import type { Documents } from '../ports/documents.port';
import type { Mailer, OutgoingEmail } from '../ports/mailer.port';
import type { OrderDirectory } from '../ports/order-facts.port';

export interface EmailSettings {
  /** The storefront, without a trailing slash. */
  baseUrl: string;
  /** The domain of the Message-IDs (the sender's). */
  mailDomain: string;
}

/** What the notification policies use besides the transaction, NATS and subjects. */
export interface NotificationsPolicyDeps {
  pool: Pool;
  mailer: Mailer;
  orders: OrderDirectory;
  documents: Documents;
  settings: EmailSettings;
}

/** The stored PDF as an attachment, or none when the key is missing or the object is gone. */
export async function pdfAttachment(
  documents: Documents,
  key: string | null,
  filename: string,
): Promise<OutgoingEmail['attachments']> {
  if (!key) return [];
  const content = await documents.read(key);
  return content ? [{ filename, content, contentType: 'application/pdf' }] : [];
}

/** Raised to wait (redelivery with backoff) for a document that is issued right after the event. */
export class NotIssuedYet extends Error {
  constructor(what: string) {
    super(`${what} not issued yet; waiting`);
    this.name = 'NotIssuedYet';
  }
}
