import { OrdersEvents, OrdersEventStream } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import { recordSkipped, sendOnce } from '../sending/send-once';
import { links, refundIssued } from '../templates/templates';
import { NotIssuedYet, pdfAttachment, type NotificationsPolicyDeps } from './email-context';

/** Deliveries that wait for the credit note (issued by a job after the refund, ADR 0017) before sending without. */
export const CREDIT_NOTE_WAIT_DELIVERIES = 7;

/** orders.v1.OrderRefunded → "refund issued" with the amount and the credit note attached when it exists. */
export const notifyRefundIssued = definePolicy<NotificationsPolicyDeps>({
  name: 'notifications-refund-issued',
  stream: OrdersEventStream,
  filterSubject: OrdersEvents.orderRefundedV1.subject,
  maxDeliver: 10,
  handle: async (envelope, { tx, pool, mailer, orders, documents, settings, message }) => {
    if (envelope.type !== OrdersEvents.orderRefundedV1.type) return;
    const d = OrdersEvents.orderRefundedV1.data.parse(envelope.data);
    const order = await orders.find(d.orderId);
    if (!order?.email) {
      await recordSkipped(
        tx,
        envelope.id,
        'refund-issued',
        order ? 'no_address' : 'unknown_order',
        settings.mailDomain,
      );
      return;
    }
    const key = order.creditNotes.find((c) => c.refundId === d.refundId)?.key ?? null;
    if (!key && message.deliveryCount < CREDIT_NOTE_WAIT_DELIVERIES) throw new NotIssuedYet('credit note');
    const attachments = await pdfAttachment(
      documents,
      key,
      order.locale === 'de' ? `Gutschrift-${d.refundId}.pdf` : `Credit-note-${d.refundId}.pdf`,
    );
    await sendOnce({ pool, mailer, mailDomain: settings.mailDomain }, tx, {
      eventId: envelope.id,
      template: 'refund-issued',
      ownerId: order.ownerId,
      to: order.email,
      locale: order.locale,
      rendered: refundIssued(order.locale, {
        orderId: d.orderId,
        amount: d.amount,
        currency: order.currency,
        creditNoteAttached: attachments.length > 0,
        accountUrl: links.account(settings.baseUrl),
      }),
      attachments,
    });
  },
});
