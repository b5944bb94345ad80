import { OrdersEvents, OrdersEventStream } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import { recordSkipped, rememberContact, sendOnce } from '../sending/send-once';
import { links, paymentReceived } from '../templates/templates';
import { NotIssuedYet, pdfAttachment, type NotificationsPolicyDeps } from './email-context';

/** Deliveries that wait for the invoice (backoff 0.5 s … 16 s, about half a minute) before sending without. */
export const INVOICE_WAIT_DELIVERIES = 7;

/**
 * orders.v1.OrderPaid → "payment received" with the invoice PDF attached (ADR 0007: the invoice is issued by a
 * job right after the payment, so the email waits for it a while; if it is still missing, the email says it
 * will be in the account). To the payer's address, in the language of the checkout.
 */
export const notifyPaymentReceived = definePolicy<NotificationsPolicyDeps>({
  name: 'notifications-payment-received',
  stream: OrdersEventStream,
  filterSubject: OrdersEvents.orderPaidV1.subject,
  maxDeliver: 10,
  handle: async (envelope, { tx, pool, mailer, orders, documents, settings, message }) => {
    if (envelope.type !== OrdersEvents.orderPaidV1.type) return;
    const d = OrdersEvents.orderPaidV1.data.parse(envelope.data);
    const order = await orders.find(d.orderId);
    if (!order?.email) {
      await recordSkipped(
        tx,
        envelope.id,
        'payment-received',
        order ? 'no_address' : 'unknown_order',
        settings.mailDomain,
      );
      return;
    }
    await rememberContact(tx, order.ownerId, order.email, order.locale);
    if (!order.invoiceKey && message.deliveryCount < INVOICE_WAIT_DELIVERIES)
      throw new NotIssuedYet('invoice');
    const attachments = await pdfAttachment(
      documents,
      order.invoiceKey,
      order.locale === 'de' ? `Rechnung-${d.orderId}.pdf` : `Invoice-${d.orderId}.pdf`,
    );
    await sendOnce({ pool, mailer, mailDomain: settings.mailDomain }, tx, {
      eventId: envelope.id,
      template: 'payment-received',
      ownerId: order.ownerId,
      to: order.email,
      locale: order.locale,
      rendered: paymentReceived(order.locale, {
        orderId: d.orderId,
        amount: d.amountTotal,
        currency: d.currency,
        invoiceAttached: attachments.length > 0,
        accountUrl: links.account(settings.baseUrl),
      }),
      attachments,
    });
  },
});
