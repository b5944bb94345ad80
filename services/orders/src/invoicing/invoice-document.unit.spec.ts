import { assertCompleteInvoice } from '@fabelhaft/invoicing';
import { loadConfig } from '@fabelhaft/service-kit';
import { testSecret } from '@fabelhaft/testing';
import { evolve, initialOrder, type Order, type PaymentFacts } from '../domain/order';
import { decide } from '../domain/order.decide';
import { priceOrder } from '../domain/pricing';
import { ordersConfigSchema } from '../orders.config';
import { creditNoteDocumentOf, invoiceDocumentOf, sellerOf } from './invoice-document';

const now = new Date('2026-11-21T10:00:00Z');
const config = loadConfig(ordersConfigSchema, {
  STRIPE_SECRET_KEY: testSecret('sk_test_'),
  STRIPE_WEBHOOK_SECRET: testSecret('whsec_'),
});
const payment = (over: Partial<PaymentFacts> = {}): PaymentFacts => ({
  sessionId: 'cs_1',
  paymentIntentId: 'pi_1',
  amountPaid: 2610,
  providerDiscount: 0,
  currency: 'EUR',
  customerEmail: 'anna@example.com',
  customerName: 'Anna Muster',
  shippingAddress: {
    name: 'Anna Muster',
    line1: 'Hauptstraße 1',
    line2: 'Hinterhaus',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
  paidAt: now.toISOString(),
  ...over,
});

function paidOrder(couponCode: string | null, paid: PaymentFacts): Order {
  const pricing = priceOrder(
    [{ itemId: 'o-1', bookId: 'b', title: 'Mias Abenteuer', coverKey: null, format: 'booklet', quantity: 1 }],
    couponCode,
    {
      currency: 'EUR',
      vatRatePercent: 7,
      unitAmounts: { booklet: 2900, board: 3900 },
      coupons: { WELCOME10: 10 },
    },
  );
  let state = initialOrder();
  for (const command of [
    {
      type: 'CreateOrder' as const,
      orderId: 'o',
      ownerId: 'u',
      locale: 'de',
      pricing,
      session: { sessionId: 'cs_1', url: 'u', expiresAt: null },
    },
    { type: 'RecordPayment' as const, orderId: 'o', payment: paid },
  ]) {
    state = decide(command, state, now).reduce(evolve, state);
  }
  return state;
}

describe('invoiceDocumentOf (§ 14 Abs. 4 UStG)', () => {
  it('invoices the price charged with the coupon named, the buyer from the shipping address, 7 % VAT', () => {
    const doc = invoiceDocumentOf(
      paidOrder('WELCOME10', payment()),
      { number: 'FH-2026-000007', date: '2026-11-21' },
      sellerOf(config),
    );
    expect(() => assertCompleteInvoice(doc)).not.toThrow();
    expect(doc.lines).toEqual([
      expect.objectContaining({
        description: 'Mias Abenteuer – Heft (WELCOME10)',
        unitGrossMinor: 2610,
      }),
    ]);
    expect(doc.buyer).toMatchObject({
      name: 'Anna Muster',
      addressLines: ['Hauptstraße 1', 'Hinterhaus', '10115 Berlin'],
      country: 'DE',
    });
    expect(doc.totals).toMatchObject({ gross: 2610, vat: 171, net: 2439 });
    expect(doc.seller).toMatchObject({
      vatId: 'DE000000000',
      register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 000000 B' },
    });
  });

  it('takes a promotion code typed on the hosted page off as a discount, so the total is what was paid', () => {
    const doc = invoiceDocumentOf(
      paidOrder(null, payment({ amountPaid: 2610, providerDiscount: 290 })),
      { number: 'FH-2026-000008', date: '2026-11-21' },
      sellerOf(config),
    );
    expect(doc.discounts).toEqual([expect.objectContaining({ amountMinor: 290, vatRate: 7 })]);
    expect(doc.totals.gross).toBe(2610);
  });

  it('refuses an invoice whose total would differ from the amount paid', () => {
    // The decider no longer takes such a payment (OrderPaymentMismatched, issue #12); the invoice still checks.
    const order = paidOrder('WELCOME10', payment());
    expect(() =>
      invoiceDocumentOf(
        { ...order, payment: { ...order.payment!, amountPaid: 100 } },
        { number: 'FH-2026-000009', date: '2026-11-21' },
        sellerOf(config),
      ),
    ).toThrow(/differs from the amount paid/);
  });
});

describe('creditNoteDocumentOf (Rechnungskorrektur, issue #13)', () => {
  /** A paid, invoiced and wholly refunded order, through the decider. */
  function refundedOrder(paid: PaymentFacts): Order {
    let state = paidOrder(null, paid);
    for (const command of [
      {
        type: 'AssignInvoiceNumber' as const,
        orderId: 'o',
        invoiceNumber: 'FH-2026-000008',
        invoiceDate: '2026-11-21',
      },
      {
        type: 'RequestRefund' as const,
        orderId: 'o',
        refundId: 'r1',
        requestId: 'req-1',
        reason: 'beschädigt',
      },
      { type: 'RecordRefund' as const, orderId: 'o', refundId: 'r1', providerRefundId: 're_1' },
    ]) {
      state = decide(command, state, now).reduce(evolve, state);
    }
    return state;
  }

  it('corrects the invoice by the refunded item, its promotion share as a discount, totalling the refund', () => {
    const order = refundedOrder(payment({ amountPaid: 2610, providerDiscount: 290 }));
    const refund = order.refunds[0]!;
    expect(refund).toMatchObject({ status: 'refunded', amount: 2610 });
    const doc = creditNoteDocumentOf(
      order,
      refund,
      { number: 'GS-2026-000001', date: '2026-11-25' },
      sellerOf(config),
    );
    expect(() => assertCompleteInvoice(doc)).not.toThrow();
    expect(doc).toMatchObject({
      invoiceNumber: 'GS-2026-000001',
      invoiceDate: '2026-11-25',
      correction: { invoiceNumber: 'FH-2026-000008', invoiceDate: '2026-11-21', reference: 're_1' },
      lines: [
        expect.objectContaining({
          description: 'Mias Abenteuer – Heft',
          unitGrossMinor: 2900,
        }),
      ],
      discounts: [
        expect.objectContaining({ description: 'Anteil Aktionscode', amountMinor: 290, vatRate: 7 }),
      ],
    });
    expect(doc.totals).toMatchObject({ gross: 2610, vat: 171, net: 2439 });
    expect(doc.buyer.name).toBe('Anna Muster');
  });

  it('is not made before the order has an invoice to correct', () => {
    const order = refundedOrder(payment({ amountPaid: 2900 }));
    expect(() =>
      creditNoteDocumentOf(
        { ...order, invoiceNumber: null, invoiceDate: null },
        order.refunds[0]!,
        { number: 'GS-2026-000002', date: '2026-11-25' },
        sellerOf(config),
      ),
    ).toThrow(/no invoice/);
  });
});
