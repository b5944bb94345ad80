import { DomainError, ErrorCodes, OrdersRpc, type AdminOrderDetail } from '@fabelhaft/contracts';
import { connectNats, RpcClient, RpcServer, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { OrdersOrderDirectory } from './orders.order-directory';

const detail = (locale?: 'de' | 'en'): AdminOrderDetail => ({
  order: {
    orderId: 'o-1',
    ownerId: 'owner-1',
    status: 'paid',
    paymentStatus: 'success',
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:01:00.000Z',
    amountTotal: 3490,
    currency: 'eur',
    couponCode: null,
    discountTotal: 0,
    checkoutSessionId: 'cs_1',
    checkoutUrl: null,
    invoiceNumber: 'RE-2026-0001',
    invoiceKey: 'owners/owner-1/invoices/RE-2026-0001.pdf',
    receiptUrl: null,
    items: [
      {
        itemId: 'i1',
        bookId: 'b1',
        title: 'Mia',
        coverKey: null,
        format: 'booklet',
        quantity: 1,
        unitAmount: 3490,
        amountTotal: 3490,
        currency: 'eur',
        fulfilmentStatus: 'pending',
        refunded: false,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    email: 'parent@example.com',
    invoiceDate: '2026-11-20',
    refundedAmount: 0,
    creditNotes: [
      {
        refundId: 'r1',
        number: null,
        date: null,
        amount: 100,
        key: null,
        refundedAt: '2026-11-21T10:00:00.000Z',
      },
    ],
  },
  payment: null,
  paymentIssues: [],
  history: [],
  ...(locale ? { locale } : {}),
});

/** The orders adapter against an orders stand-in answering `rpc.orders.admin-get-order` over NATS. */
describe('OrdersOrderDirectory', () => {
  let nc: NatsConnection;
  let server: RpcServer;
  let directory: OrdersOrderDirectory;
  const answers = new Map<string, AdminOrderDetail>();

  beforeAll(async () => {
    nc = await connectNats({ url: testNatsUrl(), name: 'notifications-orders-test' });
    const subjects = new Subjects(testSubjectPrefix('notifyorders'));
    server = new RpcServer(nc, subjects, 'orders');
    server.handle(OrdersRpc.adminGetOrder, (r) => {
      const found = answers.get(r.orderId);
      if (!found) throw new DomainError(ErrorCodes.ORDERS_NOT_FOUND, 'Order not found');
      return Promise.resolve(found);
    });
    directory = new OrdersOrderDirectory(new RpcClient(nc, subjects), 2000);
  });

  afterAll(async () => {
    await server.close();
    await nc.close();
  });

  it('gives the address, the checkout language, the invoice and the credit notes', async () => {
    answers.set('o-1', detail('en'));
    await expect(directory.find('o-1')).resolves.toEqual({
      orderId: 'o-1',
      ownerId: 'owner-1',
      email: 'parent@example.com',
      locale: 'en',
      amountTotal: 3490,
      currency: 'eur',
      invoiceKey: 'owners/owner-1/invoices/RE-2026-0001.pdf',
      items: [{ itemId: 'i1', bookId: 'b1', title: 'Mia' }],
      creditNotes: [{ refundId: 'r1', amount: 100, key: null }],
    });
  });

  it('falls back to German when orders does not say (an orders service before issue #15)', async () => {
    answers.set('o-1', detail());
    expect((await directory.find('o-1'))?.locale).toBe('de');
  });

  it('answers null for an order orders does not know', async () => {
    await expect(directory.find('o-unknown')).resolves.toBeNull();
  });
});
