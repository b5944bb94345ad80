import { isPaid, type Order, type OrderEvent, type RefundState } from './order';
import { invalidTransition, nothingToRefund, orderNotFound, unknownItem } from './order.errors';

/**
 * Support refunds (issue #13, spec §4 refunded). A refund is claimed first (OrderRefundRequested: its items and
 * amount are taken, so a concurrent or second refund of the same items is refused), then the provider is
 * called with no lock held (ADR 0011), then its answer is recorded: OrderRefunded, or OrderRefundFailed, which
 * frees the items again. Each refund gets a credit note (AssignCreditNoteNumber / RecordCreditNoteIssued).
 */
export type RequestRefund = {
  type: 'RequestRefund';
  orderId: string;
  refundId: string;
  requestId: string;
  /** Without items: everything not refunded yet. */
  itemIds?: string[];
  reason: string;
};
export type RecordRefund = {
  type: 'RecordRefund';
  orderId: string;
  refundId: string;
  providerRefundId: string;
};
export type RecordRefundFailed = {
  type: 'RecordRefundFailed';
  orderId: string;
  refundId: string;
  failure: string;
};
export type AssignCreditNoteNumber = {
  type: 'AssignCreditNoteNumber';
  orderId: string;
  refundId: string;
  creditNoteNumber: string;
  creditNoteDate: string;
};
export type RecordCreditNoteIssued = {
  type: 'RecordCreditNoteIssued';
  orderId: string;
  refundId: string;
  creditNoteKey: string;
};

export type RefundCommand =
  RequestRefund | RecordRefund | RecordRefundFailed | AssignCreditNoteNumber | RecordCreditNoteIssued;

/** The items a refund under way or done has taken. */
export function claimedItemIds(state: Order): Set<string> {
  return new Set(state.refunds.filter((r) => r.status !== 'failed').flatMap((r) => r.itemIds));
}

export function refundOfRequest(state: Order, requestId: string): RefundState | undefined {
  return state.refunds.find((r) => r.requestId === requestId);
}

/**
 * What refunding `itemIds` pays back. Each item its share of what was actually paid (a promotion code typed on
 * the hosted page lowered the payment, not the items' prices), rounded half up; the refund that takes the last
 * items pays back exactly what is left, so all refunds of an order add up to the payment to the cent.
 */
export function refundAmount(state: Order, itemIds: readonly string[]): number {
  const paid = state.payment?.amountPaid ?? 0;
  const claimed = claimedItemIds(state);
  const takesTheRest = state.items.every((i) => claimed.has(i.itemId) || itemIds.includes(i.itemId));
  const alreadyTaken = state.refunds
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amount, 0);
  if (takesTheRest) return paid - alreadyTaken;
  if (state.amountTotal <= 0) return 0;
  return state.items
    .filter((i) => itemIds.includes(i.itemId))
    .reduce((sum, i) => sum + Math.round((i.amountTotal * paid) / state.amountTotal), 0);
}

export function decideRefund(command: RefundCommand, state: Order, now: Date): OrderEvent[] {
  const at = now.toISOString();
  const { orderId, refundId } = command;
  if (state.status === 'none') throw orderNotFound();
  const refund = state.refunds.find((r) => r.refundId === refundId);

  switch (command.type) {
    case 'RequestRefund': {
      // The same request again (a retry, a double click): the refund it already made.
      if (refundOfRequest(state, command.requestId)) return [];
      if (state.status === 'refunded') throw nothingToRefund();
      if (!isPaid(state) || !state.payment) throw invalidTransition(state.status, 'refund');
      const claimed = claimedItemIds(state);
      for (const itemId of command.itemIds ?? []) {
        if (!state.items.some((i) => i.itemId === itemId)) throw unknownItem(itemId);
        if (claimed.has(itemId)) throw nothingToRefund(`Item ${itemId} is already refunded`);
      }
      const itemIds = command.itemIds?.length
        ? state.items.filter((i) => command.itemIds!.includes(i.itemId)).map((i) => i.itemId)
        : state.items.filter((i) => !claimed.has(i.itemId)).map((i) => i.itemId);
      if (itemIds.length === 0) throw nothingToRefund();
      const amount = refundAmount(state, itemIds);
      if (amount <= 0) throw nothingToRefund('Nothing was paid for these items');
      return [
        {
          type: 'OrderRefundRequested',
          data: {
            orderId,
            refundId,
            requestId: command.requestId,
            itemIds,
            amount,
            reason: command.reason,
            at,
          },
        },
      ];
    }

    case 'RecordRefund':
      if (!refund) throw orderNotFound();
      if (refund.status === 'refunded') return [];
      return [
        {
          type: 'OrderRefunded',
          data: {
            orderId,
            refundId,
            providerRefundId: command.providerRefundId,
            amount: refund.amount,
            itemIds: refund.itemIds,
            reason: refund.reason,
            at,
          },
        },
      ];

    case 'RecordRefundFailed':
      if (!refund) throw orderNotFound();
      if (refund.status !== 'requested') return [];
      return [{ type: 'OrderRefundFailed', data: { orderId, refundId, failure: command.failure, at } }];

    case 'AssignCreditNoteNumber':
      if (refund?.status !== 'refunded') throw invalidTransition('not refunded', 'credit');
      // Numbers never change: a repeated assignment keeps the first.
      if (refund.creditNote) return [];
      return [
        {
          type: 'OrderCreditNoteNumberAssigned',
          data: {
            orderId,
            refundId,
            creditNoteNumber: command.creditNoteNumber,
            creditNoteDate: command.creditNoteDate,
            at,
          },
        },
      ];

    case 'RecordCreditNoteIssued':
      if (!refund?.creditNote)
        throw invalidTransition('without a credit note number', 'issue a credit note for');
      if (refund.creditNote.key === command.creditNoteKey) return [];
      return [
        {
          type: 'OrderCreditNoteIssued',
          data: { orderId, refundId, creditNoteKey: command.creditNoteKey, at },
        },
      ];
  }
}
