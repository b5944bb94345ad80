import { isPaid, type Order, type OrderEvent } from './order';
import { invalidTransition, orderNotFound } from './order.errors';

export type RecordReceipt = { type: 'RecordReceipt'; orderId: string; receiptUrl: string };
export type AssignInvoiceNumber = {
  type: 'AssignInvoiceNumber';
  orderId: string;
  invoiceNumber: string;
  invoiceDate: string;
};
export type RecordInvoiceIssued = { type: 'RecordInvoiceIssued'; orderId: string; invoiceKey: string };

/** The receipt and VAT invoice of a paid order: the number is taken from the year's InvoiceSequence. */
export type InvoicingCommand = RecordReceipt | AssignInvoiceNumber | RecordInvoiceIssued;

export function decideInvoicing(command: InvoicingCommand, state: Order, now: Date): OrderEvent[] {
  const at = now.toISOString();
  const orderId = command.orderId;
  if (state.status === 'none') throw orderNotFound();

  switch (command.type) {
    case 'RecordReceipt':
      if (state.receiptUrl === command.receiptUrl) return [];
      return [{ type: 'OrderReceiptRecorded', data: { orderId, receiptUrl: command.receiptUrl, at } }];

    case 'AssignInvoiceNumber':
      if (!isPaid(state) && state.status !== 'refunded') throw invalidTransition(state.status, 'invoice');
      // The number is assigned once; a repeated assignment keeps the first (numbers never change).
      if (state.invoiceNumber) return [];
      return [
        {
          type: 'OrderInvoiceNumberAssigned',
          data: { orderId, invoiceNumber: command.invoiceNumber, invoiceDate: command.invoiceDate, at },
        },
      ];

    case 'RecordInvoiceIssued':
      if (!state.invoiceNumber) throw invalidTransition('without an invoice number', 'issue an invoice for');
      if (state.invoiceKey === command.invoiceKey) return [];
      return [{ type: 'OrderInvoiceIssued', data: { orderId, invoiceKey: command.invoiceKey, at } }];
  }
}
