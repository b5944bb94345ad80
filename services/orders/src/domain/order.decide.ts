import type { Order, OrderEvent } from './order';
import { decideCheckout, type CheckoutCommand } from './order-checkout.decide';
import { decideFulfilment, type FulfilmentCommand } from './order-fulfilment.decide';
import { decideInvoicing, type InvoicingCommand } from './order-invoicing.decide';
import { decideRefund, type RefundCommand } from './order-refund.decide';

/**
 * Every command on one order. The Order is one stream, but four lifecycles act on it — checkout and payment,
 * invoicing, fulfilment, refunds — each with its own small decider; this one only routes.
 */
export type OrderCommand = CheckoutCommand | InvoicingCommand | FulfilmentCommand | RefundCommand;

export function decide(command: OrderCommand, state: Order, now: Date): OrderEvent[] {
  switch (command.type) {
    case 'CreateOrder':
    case 'ReplaceCheckoutSession':
    case 'RecordPayment':
    case 'RecordPaymentDelayed':
    case 'RecordPaymentFailed':
    case 'RecordCheckoutExpired':
      return decideCheckout(command, state, now);
    case 'RecordReceipt':
    case 'AssignInvoiceNumber':
    case 'RecordInvoiceIssued':
      return decideInvoicing(command, state, now);
    case 'RecordItemFulfilment':
    case 'RecordPrintJobStatus':
      return decideFulfilment(command, state, now);
    case 'RequestRefund':
    case 'RecordRefund':
    case 'RecordRefundFailed':
    case 'AssignCreditNoteNumber':
    case 'RecordCreditNoteIssued':
      return decideRefund(command, state, now);
  }
}
