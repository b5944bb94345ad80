import { z } from 'zod';
import { rpc } from './envelope';

/** The notifications service's request/reply operations (subjects `rpc.notifications.<name>`), issue #15. */
export const NotificationsRpc = {
  /**
   * The BFF tells where to write to a customer and in which language (their verified address, the site's
   * language) when they ask for a preview: the "preview ready" email goes there (no event carries either).
   * Idempotent: the latest address and language win.
   */
  rememberContact: rpc(
    'rpc.notifications.remember-contact',
    z.object({
      ownerId: z.string().min(1).max(128),
      email: z.email().max(320),
      locale: z.enum(['de', 'en']),
    }),
    z.object({ remembered: z.literal(true) }),
  ),
  /**
   * issue #22, GDPR Art. 17 (ADR 0016 addendum): forgets the customer's remembered address and language, and
   * removes that address from the record of sent e-mails. Idempotent: a repeat answers zeros.
   */
  eraseOwnerData: rpc(
    'rpc.notifications.erase-owner-data',
    z.object({ ownerId: z.string().min(1).max(128) }),
    z.object({ erasedContacts: z.number().int().min(0), redactedEmails: z.number().int().min(0) }),
  ),
} as const;
