import { BooksEvents, BooksEventStream } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import { contactOf, recordSkipped, sendOnce } from '../sending/send-once';
import { links, previewReady } from '../templates/templates';
import type { NotificationsPolicyDeps } from './email-context';

/**
 * books.v1.PreviewCompleted → "your preview is ready" with a link to the preview page (spec §2 Preview). The
 * event names only the owner: the address and language are the ones their last order told us (`contacts`);
 * an owner who never ordered gets none (recorded as skipped, ADR 0025).
 */
export const notifyPreviewReady = definePolicy<NotificationsPolicyDeps>({
  name: 'notifications-preview-ready',
  stream: BooksEventStream,
  filterSubject: BooksEvents.previewCompletedV1.subject,
  handle: async (envelope, { tx, pool, mailer, settings }) => {
    if (envelope.type !== BooksEvents.previewCompletedV1.type) return;
    const d = BooksEvents.previewCompletedV1.data.parse(envelope.data);
    const contact = await contactOf(tx, d.ownerId);
    if (!contact) {
      await recordSkipped(tx, envelope.id, 'preview-ready', 'no_address', settings.mailDomain);
      return;
    }
    await sendOnce({ pool, mailer, mailDomain: settings.mailDomain }, tx, {
      eventId: envelope.id,
      template: 'preview-ready',
      ownerId: d.ownerId,
      to: contact.email,
      locale: contact.locale,
      rendered: previewReady(contact.locale, {
        title: d.title,
        previewUrl: links.preview(settings.baseUrl, d.bookId),
      }),
      attachments: [],
    });
  },
});
