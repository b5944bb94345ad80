import { BooksRpc, LimitsRpc, NetworkParticipants, OrdersRpc, RefinementRpc } from '@fabelhaft/contracts';
import { natsPermissionTable, partnerNatsPermissions, renderNatsServerConfig } from './permissions';
import { Subjects } from './subjects';

describe('NATS permissions generated from the contracts', () => {
  const table = natsPermissionTable(new Subjects(''));

  it('has one user per participant of the network', () => {
    expect(Object.keys(table).sort()).toEqual([
      'bff',
      'books',
      'fulfilment',
      'limits',
      'notifications',
      'orders',
      'refinement',
      'tracking',
    ]);
  });

  it('lets the BFF only call its RPC subjects, use its rate-limit and erasure buckets and read its own inbox', () => {
    const bucket = (b: string) => [
      `$JS.API.DIRECT.GET.KV_${b}.>`,
      `$JS.API.STREAM.CREATE.KV_${b}`,
      `$JS.API.STREAM.INFO.KV_${b}`,
      `$JS.API.STREAM.MSG.GET.KV_${b}`,
      `$JS.API.STREAM.UPDATE.KV_${b}`,
      `$KV.${b}.>`,
    ];
    const kv = ['$JS.API.INFO', ...bucket('RATE_LIMITS'), ...bucket('ERASURES')];
    expect(table.bff).toEqual({
      publish: [...NetworkParticipants.bff.calls.map((c) => c.subject), ...kv].sort(),
      subscribe: ['_INBOX_bff.>'],
      allowResponses: false,
    });
    expect(table.bff!.publish).toContain(BooksRpc.getBook.subject);
    // issue #13: support grants through the BFF, but the BFF never reserves or releases a customer's previews.
    expect(table.bff!.publish).toContain(LimitsRpc.grantPreviews.subject);
    expect(table.bff!.publish).not.toContain(LimitsRpc.reservePreview.subject);
    expect(table.bff!.publish).not.toContain(LimitsRpc.releasePreview.subject);
    expect(table.bff!.publish.some((s) => s.startsWith('evt.'))).toBe(false);
    // No stream of anyone else's, no purge or delete.
    expect(
      table.bff!.publish.filter(
        (s) => s.startsWith('$JS.API.STREAM') && !s.includes('KV_RATE_LIMITS') && !s.includes('KV_ERASURES'),
      ),
    ).toEqual([]);
    expect(table.bff!.publish.some((s) => /PURGE|DELETE/.test(s))).toBe(false);
  });

  it('lets limits serve its own RPCs and publish only its own events', () => {
    const limits = table.limits!;
    expect(limits.subscribe).toEqual(
      expect.arrayContaining([LimitsRpc.grantPreviews.subject, 'rpc.limits.health', '_INBOX_limits.>']),
    );
    expect(limits.subscribe.some((s) => s.startsWith('rpc.books.'))).toBe(false);
    expect(limits.publish).toContain('evt.limits.>');
    expect(limits.publish).not.toContain('evt.books.>');
    expect(limits.publish).toEqual(
      expect.arrayContaining([
        '$JS.API.STREAM.CREATE.EVT_LIMITS',
        '$JS.API.STREAM.UPDATE.EVT_LIMITS',
        'dlq.limits.>',
      ]),
    );
    expect(limits.allowResponses).toBe(true);
  });

  it('lets books read the orders stream with consumers but never change or publish to it', () => {
    const books = table.books!;
    expect(books.publish).toEqual(
      expect.arrayContaining([
        'evt.books.>',
        'jobs.generation',
        '$JS.API.CONSUMER.CREATE.EVT_ORDERS.>',
        '$JS.API.CONSUMER.MSG.NEXT.EVT_ORDERS.*',
        '$JS.ACK.EVT_ORDERS.>',
        LimitsRpc.reservePreview.subject,
      ]),
    );
    expect(books.publish).not.toContain('evt.orders.>');
    expect(books.publish).not.toContain('$JS.API.STREAM.UPDATE.EVT_ORDERS');
    expect(books.publish).not.toContain(LimitsRpc.grantPreviews.subject);
    expect(books.publish.filter((s) => s.startsWith('dlq.'))).toEqual(['dlq.books.>']);
  });

  it('lets notifications read the order from orders and publish no event (issue #15)', () => {
    const notifications = table.notifications!;
    expect(notifications.publish).toContain('rpc.orders.admin-get-order');
    expect(notifications.publish).not.toContain('rpc.orders.refund-order');
    expect(notifications.publish.filter((s) => s.startsWith('evt.'))).toEqual([]);
    // The parcel emails read tracking's stream (ShipmentStatusChanged), as they read books', orders' and fulfilment's.
    for (const stream of ['EVT_BOOKS', 'EVT_ORDERS', 'EVT_FULFILMENT', 'EVT_TRACKING']) {
      expect(
        notifications.publish.some(
          (subject) => subject.endsWith(`.${stream}`) || subject.includes(`.${stream}.`),
        ),
      ).toBe(true);
    }
  });

  it('lets each service read and delete dead letters on DLQ, and serve its dead-letter admin (ADR 0018)', () => {
    for (const name of ['books', 'orders', 'limits', 'refinement', 'notifications']) {
      expect(table[name]!.publish).toEqual(
        expect.arrayContaining(['$JS.API.STREAM.MSG.GET.DLQ', '$JS.API.STREAM.MSG.DELETE.DLQ']),
      );
      expect(table[name]!.subscribe).toEqual(
        expect.arrayContaining([`rpc.${name}.dead-letters.list`, `rpc.${name}.dead-letters.retry`]),
      );
      // Still no purge or delete of the stream itself.
      expect(table[name]!.publish.filter((s) => /STREAM\.(PURGE|DELETE)\./.test(s))).toEqual([]);
    }
    expect(table.bff!.publish).toEqual(
      expect.arrayContaining(['rpc.orders.dead-letters.discard', 'rpc.limits.dead-letters.list']),
    );
    expect(table.bff!.publish.some((s) => s.includes('MSG.DELETE'))).toBe(false);
  });

  it('lets each service read and delete messages of its own event stream by sequence, of no other (issue #22)', () => {
    for (const [name, own] of [
      ['limits', 'EVT_LIMITS'],
      ['books', 'EVT_BOOKS'],
      ['orders', 'EVT_ORDERS'],
      ['refinement', 'EVT_REFINEMENT'],
      ['fulfilment', 'EVT_FULFILMENT'],
      ['tracking', 'EVT_TRACKING'],
    ] as const) {
      const byMessage = table[name]!.publish.filter((s) => /STREAM\.MSG\.(GET|DELETE)\.EVT_/.test(s));
      expect(byMessage.sort()).toEqual([`$JS.API.STREAM.MSG.DELETE.${own}`, `$JS.API.STREAM.MSG.GET.${own}`]);
    }
    expect(table.notifications!.publish.filter((s) => /STREAM\.MSG\..*EVT_/.test(s))).toEqual([]);
  });

  it('lets refinement use and return edits and read books, but never grant or reserve (issue #14)', () => {
    const refinement = table.refinement!;
    expect(refinement.subscribe).toEqual(
      expect.arrayContaining([RefinementRpc.openSession.subject, 'rpc.refinement.health']),
    );
    expect(refinement.publish).toEqual(
      expect.arrayContaining([
        LimitsRpc.consumeEdit.subject,
        LimitsRpc.returnEdit.subject,
        BooksRpc.getStoryState.subject,
        'evt.refinement.>',
        '$JS.API.CONSUMER.MSG.NEXT.EVT_BOOKS.*',
        'dlq.refinement.>',
      ]),
    );
    expect(refinement.publish).not.toContain(LimitsRpc.grantEdits.subject);
    expect(refinement.publish).not.toContain(LimitsRpc.reservePreview.subject);
    expect(refinement.publish).not.toContain('evt.books.>');
    // The BFF calls the refinement RPCs but never uses an edit itself.
    expect(table.bff!.publish).toContain(RefinementRpc.confirm.subject);
    expect(table.bff!.publish).not.toContain(LimitsRpc.consumeEdit.subject);
  });

  it('lets orders call books for prices and serve the webhook', () => {
    expect(table.orders!.publish).toContain(BooksRpc.getBook.subject);
    expect(table.orders!.subscribe).toContain(OrdersRpc.handleWebhook.subject);
  });

  it('puts every subject and stream under the deployment prefix', () => {
    const prefixed = natsPermissionTable(new Subjects('run1'));
    expect(prefixed.bff!.publish).toContain('run1.rpc.books.get-book');
    expect(prefixed.books!.publish).toEqual(
      expect.arrayContaining([
        'run1.evt.books.>',
        '$JS.API.STREAM.INFO.RUN1_EVT_BOOKS',
        '$JS.ACK.RUN1_EVT_ORDERS.>',
      ]),
    );
    for (const p of Object.values(prefixed))
      for (const s of [...p.publish, ...p.subscribe])
        expect(
          s.startsWith('run1.') ||
            s.startsWith('$JS') ||
            s.startsWith('_INBOX_') ||
            s.startsWith('$KV.RUN1_'),
        ).toBe(true);
  });

  it('renders a nats-server configuration with a user per process', () => {
    const text = renderNatsServerConfig({
      host: '127.0.0.1',
      port: 4223,
      storeDir: '/data/nats',
      users: [
        { user: 'bff', password: 'pw"1', permissions: table.bff! },
        { user: 'operator', password: 'pw2' },
      ],
    });
    expect(text).toContain('port: 4223');
    expect(text).toContain('jetstream: { store_dir: "/data/nats" }');
    expect(text).toContain('{ user: "bff", password: "pw\\"1"');
    expect(text).toContain(`publish: { allow: [${table.bff!.publish.map((s) => `"${s}"`).join(', ')}] }`);
    expect(text).toContain('subscribe: { allow: ["_INBOX_bff.>"] }');
    expect(text).not.toMatch(/operator[^\n]*\n\s*permissions/);
  });

  it('gives a printing partner only its own two consumers, each with its own filter, and its own answers (issue #15)', () => {
    const subjects = new Subjects('p');
    expect(partnerNatsPermissions('print-partner', 'sim-a', subjects)).toEqual({
      publish: [
        '$JS.ACK.P_EVT_FULFILMENT.p_partner-sim-a-cancels.>',
        '$JS.ACK.P_EVT_FULFILMENT.p_partner-sim-a-jobs.>',
        '$JS.API.CONSUMER.CREATE.P_EVT_FULFILMENT.p_partner-sim-a-cancels.p.evt.fulfilment.print-job.cancel-requested.sim-a',
        '$JS.API.CONSUMER.CREATE.P_EVT_FULFILMENT.p_partner-sim-a-jobs.p.evt.fulfilment.print-job.submitted.sim-a',
        '$JS.API.CONSUMER.INFO.P_EVT_FULFILMENT.p_partner-sim-a-cancels',
        '$JS.API.CONSUMER.INFO.P_EVT_FULFILMENT.p_partner-sim-a-jobs',
        '$JS.API.CONSUMER.MSG.NEXT.P_EVT_FULFILMENT.p_partner-sim-a-cancels',
        '$JS.API.CONSUMER.MSG.NEXT.P_EVT_FULFILMENT.p_partner-sim-a-jobs',
        '$JS.API.INFO',
        'p.partner.sim-a.print-job.status',
      ],
      subscribe: ['_INBOX_print-partner.>'],
      allowResponses: false,
    });
  });
});
