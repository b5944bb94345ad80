/**
 * InvoiceSequence: the consecutive invoice numbers of one year (German law: unique and consecutive). One
 * stream per year; the stream's optimistic concurrency makes two orders never get the same number, and a
 * number is handed out only together with its order, so there are no gaps.
 */
export type InvoiceSequenceEvent = {
  type: 'InvoiceNumberReserved';
  data: { year: number; sequence: number; orderId: string; at: string };
};

export interface InvoiceSequence {
  last: number;
  byOrder: Record<string, number>;
}

export type InvoiceSequenceCommand = { type: 'ReserveInvoiceNumber'; year: number; orderId: string };

export const initialInvoiceSequence = (): InvoiceSequence => ({ last: 0, byOrder: {} });

export function evolveInvoiceSequence(state: InvoiceSequence, event: InvoiceSequenceEvent): InvoiceSequence {
  return {
    last: event.data.sequence,
    byOrder: { ...state.byOrder, [event.data.orderId]: event.data.sequence },
  };
}

export function decideInvoiceSequence(
  command: InvoiceSequenceCommand,
  state: InvoiceSequence,
  now: Date,
): InvoiceSequenceEvent[] {
  if (state.byOrder[command.orderId] !== undefined) return [];
  return [
    {
      type: 'InvoiceNumberReserved',
      data: { year: command.year, sequence: state.last + 1, orderId: command.orderId, at: now.toISOString() },
    },
  ];
}
