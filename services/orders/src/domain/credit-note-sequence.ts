/**
 * CreditNoteSequence: the consecutive numbers of one year's credit notes (Rechnungskorrekturen, issue #13,
 * ADR 0017). The same rules as the InvoiceSequence (ADR 0007): one stream per year, a number handed out only
 * together with its refund (no gaps), the stream's optimistic concurrency never gives a number twice. Its own
 * series (`GS-<year>-<seq>`), so invoice numbers stay one unbroken series of invoices.
 */
export type CreditNoteSequenceEvent = {
  type: 'CreditNoteNumberReserved';
  data: { year: number; sequence: number; refundId: string; orderId: string; at: string };
};

export interface CreditNoteSequence {
  last: number;
  byRefund: Record<string, number>;
}

export type CreditNoteSequenceCommand = {
  type: 'ReserveCreditNoteNumber';
  year: number;
  refundId: string;
  orderId: string;
};

export const initialCreditNoteSequence = (): CreditNoteSequence => ({ last: 0, byRefund: {} });

export function evolveCreditNoteSequence(
  state: CreditNoteSequence,
  event: CreditNoteSequenceEvent,
): CreditNoteSequence {
  return {
    last: event.data.sequence,
    byRefund: { ...state.byRefund, [event.data.refundId]: event.data.sequence },
  };
}

export function decideCreditNoteSequence(
  command: CreditNoteSequenceCommand,
  state: CreditNoteSequence,
  now: Date,
): CreditNoteSequenceEvent[] {
  if (state.byRefund[command.refundId] !== undefined) return [];
  const { year, refundId, orderId } = command;
  return [
    {
      type: 'CreditNoteNumberReserved',
      data: { year, sequence: state.last + 1, refundId, orderId, at: now.toISOString() },
    },
  ];
}
