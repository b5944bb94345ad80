import { BooksEvents, BooksEventStream } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import { recordSkipped, sendOnce } from '../sending/send-once';
import { bookReady, links } from '../templates/templates';
import type { NotificationsPolicyDeps } from './email-context';

/** books.v1.BookProduced of a paid book → "your book is ready" with a link to the viewer (spec §2 My books). */
export const notifyBookReady = definePolicy<NotificationsPolicyDeps>({
  name: 'notifications-book-ready',
  stream: BooksEventStream,
  filterSubject: BooksEvents.producedV1.subject,
  handle: async (envelope, { tx, pool, mailer, orders, settings }) => {
    if (envelope.type !== BooksEvents.producedV1.type) return;
    const d = BooksEvents.producedV1.data.parse(envelope.data);
    if (!d.orderId) return;
    const order = await orders.find(d.orderId);
    if (!order?.email) {
      await recordSkipped(
        tx,
        envelope.id,
        'book-ready',
        order ? 'no_address' : 'unknown_order',
        settings.mailDomain,
      );
      return;
    }
    const title = order.items.find((i) => i.bookId === d.bookId)?.title ?? null;
    await sendOnce({ pool, mailer, mailDomain: settings.mailDomain }, tx, {
      eventId: envelope.id,
      template: 'book-ready',
      ownerId: order.ownerId,
      to: order.email,
      locale: order.locale,
      rendered: bookReady(order.locale, { title, viewerUrl: links.viewer(settings.baseUrl, d.bookId) }),
      attachments: [],
    });
  },
});
