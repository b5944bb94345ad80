import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream } from '@nats-io/jetstream';
import {
  BooksEvents,
  FulfilmentEvents,
  NotificationsRpc,
  OrdersEvents,
  TrackingEvents,
  type IntegrationEnvelope,
} from '@fabelhaft/contracts';
import { connectNats, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage } from '@fabelhaft/storage';
import {
  createTestDatabase,
  eventually,
  findPersonalValues,
  freePort,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
// The local mail catcher `npm start` runs (test only: the service never imports it).
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test-only composition, never imported by the service
import { startMailCatcher, type MailCatcherClient } from '../../../deploy/mail/src/mail-catcher';
import { SmtpMailer } from './infrastructure/smtp.mailer';
import { notificationsConfigSchema } from './notifications.config';
import { NotificationsModule } from './notifications.module';
import type { Mailer, OutgoingEmail } from './ports/mailer.port';
import type { OrderDirectory, OrderFacts } from './ports/order-facts.port';

jest.setTimeout(60_000);

const BASE = 'https://shop.example';
const PDF = Buffer.from('%PDF-1.7\n% invoice\n%%EOF\n');

/** The orders service's answers (its admin-get-order), kept in memory. */
class OrdersStandIn implements OrderDirectory {
  readonly orders = new Map<string, OrderFacts>();
  find(orderId: string): Promise<OrderFacts | null> {
    return Promise.resolve(this.orders.get(orderId) ?? null);
  }
}

/** SMTP that "crashes" once right after the server accepted a message (before the service records it). */
class CrashOnceAfterSend implements Mailer {
  crashes = 1;
  constructor(private readonly inner: SmtpMailer) {}
  async send(email: OutgoingEmail): Promise<void> {
    await this.inner.send(email);
    if (email.subject.includes('unterwegs') && this.crashes-- > 0) throw new Error('process died after SMTP');
  }
  close(): void {
    this.inner.close();
  }
}

/**
 * The notifications service with real Postgres, JetStream and the local mail catcher (maildev over SMTP): each
 * event → one email to the order's address in the checkout's language; the same event twice → still one.
 */
describe('notifications service', () => {
  let db: TestDatabase;
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let subjects: Subjects;
  let mail: MailCatcherClient;
  let stopMail: () => Promise<void>;
  let mailDir: string;
  let storageDir: string;
  const orders = new OrdersStandIn();

  const order = (over: Partial<OrderFacts>): OrderFacts => ({
    orderId: `o-${randomUUID()}`,
    ownerId: `owner-${randomUUID()}`,
    email: `${randomUUID()}@example.com`,
    locale: 'de',
    amountTotal: 3490,
    currency: 'eur',
    invoiceKey: null,
    items: [],
    creditNotes: [],
    ...over,
  });

  /** Publishes an integration event as a relay does; `copy` publishes it again under another Nats-Msg-Id. */
  async function publish(subject: string, type: string, data: unknown, id = randomUUID(), copy = false) {
    const envelope: IntegrationEnvelope = { id, type, occurredAt: new Date().toISOString(), data };
    await jetstream(nc).publish(subjects.subject(subject), JSON.stringify(envelope), {
      msgID: copy ? `${id}:copy` : id,
    });
    return id;
  }

  async function onlyMailTo(address: string) {
    return eventually(async () => {
      const got = await mail.to(address);
      if (got.length === 0) throw new Error(`no mail to ${address} yet`);
      return got;
    }, 20_000);
  }

  /** Waits until every delivery of the event was handled, then gives the mails to `address`. */
  async function settledMailTo(address: string, eventId: string) {
    await eventually(async () => {
      const { rows } = await db.pool.query(
        `select count(*)::int as n from notifications.handled_messages where message_id like $1`,
        [`${eventId}%`],
      );
      if ((rows[0] as { n: number }).n < 2) throw new Error('copies not handled yet');
    }, 20_000);
    return mail.to(address);
  }

  beforeAll(async () => {
    db = await createTestDatabase('notifications');
    subjects = new Subjects(testSubjectPrefix('notify'));
    mailDir = mkdtempSync(join(tmpdir(), 'notify-mail-'));
    storageDir = mkdtempSync(join(tmpdir(), 'notify-storage-'));
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    const catcher = await startMailCatcher({ smtpPort, webPort, mailDirectory: mailDir });
    mail = catcher.client;
    stopMail = catcher.stop;
    const config = loadConfig(notificationsConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_FROM: 'Fabelhaft <hallo@fabelhaft.test>',
      STOREFRONT_BASE_URL: `${BASE}/`,
      STORAGE_DIR: storageDir,
    });
    const storage = new FileSystemStorage(storageDir);
    await storage.put('owners/u1/invoices/RE-2026-0001.pdf', PDF, { contentType: 'application/pdf' });
    await storage.put('owners/u1/credit-notes/GS-2026-0001.pdf', PDF, { contentType: 'application/pdf' });
    const smtp = new SmtpMailer({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      from: config.MAIL_FROM,
      timeoutMs: 5000,
    });
    app = await NestFactory.createApplicationContext(
      await NotificationsModule.forRoot(config, { orders, storage, mailer: new CrashOnceAfterSend(smtp) }),
      { logger: false },
    );
    await app.init();
    nc = await connectNats({ url: testNatsUrl(), name: 'notifications-test' });
  });

  afterAll(async () => {
    await app?.close();
    await nc?.close();
    await stopMail?.();
    await db?.drop();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('payment received: one German email with the invoice attached, even when the event comes twice', async () => {
    const o = order({ locale: 'de', invoiceKey: 'owners/u1/invoices/RE-2026-0001.pdf' });
    orders.orders.set(o.orderId, o);
    const data = {
      orderId: o.orderId,
      ownerId: o.ownerId,
      items: [],
      amountTotal: 3490,
      currency: 'eur',
      shippingAddress: null,
      paidAt: new Date().toISOString(),
    };
    const c = OrdersEvents.orderPaidV1;
    const id = await publish(c.subject, c.type, data);
    await publish(c.subject, c.type, data, id, true);
    const [first] = await onlyMailTo(o.email!);
    const got = await settledMailTo(o.email!, id);
    expect(got).toHaveLength(1);
    expect(first.subject).toBe(`Zahlung erhalten – Bestellung ${o.orderId}`);
    expect(first.text?.replace(/\u00a0/g, ' ')).toContain('34,90 €');
    expect(first.text).toContain('Deine Rechnung findest du im Anhang.');
    expect(first.attachments).toEqual([
      expect.objectContaining({
        filename: `Rechnung-${o.orderId}.pdf`,
        contentType: 'application/pdf',
        size: PDF.length,
      }),
    ]);
  });

  it('book ready: an English email with the viewer link, to the order’s address', async () => {
    const o = order({ locale: 'en', items: [{ itemId: 'i1', bookId: 'b-en', title: 'Mia and the Moon' }] });
    orders.orders.set(o.orderId, o);
    const c = BooksEvents.producedV1;
    await publish(c.subject, c.type, {
      bookId: 'b-en',
      ownerId: o.ownerId,
      orderId: o.orderId,
      printInteriorKey: 'k1',
      printCoverKey: 'k2',
      preflightPassed: true,
      producedAt: new Date().toISOString(),
    });
    const [m] = await onlyMailTo(o.email!);
    expect(m.subject).toBe('Your book is ready: Mia and the Moon');
    expect(m.text).toContain(`View the book: ${BASE}/books/b-en/viewer`);
  });

  it('shipped: carrier, tracking number and our tracking link; a crash after SMTP resends the same Message-ID', async () => {
    const o = order({ locale: 'de', items: [{ itemId: 'i9', bookId: 'b9', title: 'Der Drache' }] });
    orders.orders.set(o.orderId, o);
    const c = FulfilmentEvents.printJobStatusChangedV1;
    const base = {
      printJobId: 'pj-1',
      orderId: o.orderId,
      itemId: 'i9',
      bookId: 'b9',
      ownerId: o.ownerId,
      reason: null,
      changedAt: new Date().toISOString(),
    };
    await publish(c.subject, c.type, { ...base, status: 'printed', parcels: [] });
    const id = await publish(c.subject, c.type, {
      ...base,
      status: 'shipped',
      parcels: [{ carrier: 'DHL', trackingNumber: 'JJD0001', trackingUrl: null }],
    });
    // The first send "crashed" after the server took it: the redelivery sends it again, under the same id.
    const got = await eventually(async () => {
      const { rows } = await db.pool.query(
        `select status, attempts, message_id from notifications.sent_emails where event_id = $1`,
        [id],
      );
      const row = rows[0] as { status: string; attempts: number; message_id: string } | undefined;
      if (row?.status !== 'sent') throw new Error('not recorded as sent yet');
      return { row, mails: await mail.to(o.email!) };
    }, 20_000);
    expect(got.row.attempts).toBe(2);
    expect(got.mails).toHaveLength(2);
    expect(new Set(got.mails.map((m) => m.headers['message-id']))).toEqual(new Set([got.row.message_id]));
    const m = got.mails[0];
    expect(m.subject).toBe('Dein Buch ist unterwegs: Der Drache');
    expect(m.text).toContain('an DHL übergeben');
    expect(m.text).toContain('Sendungsnummer (DHL): JJD0001');
    expect(m.text).toContain(`Sendung verfolgen: ${BASE}/tracking?number=JJD0001`);
  });

  /** tracking.v1.ShipmentStatusChanged of one parcel of order `o`'s item i1, as tracking's relay publishes it. */
  const parcelEvent = (o: OrderFacts, trackingNumber: string, status: string) => ({
    trackingNumber,
    carrier: 'dhl',
    printJobId: `pj-${trackingNumber}`,
    orderId: o.orderId,
    itemId: 'i1',
    ownerId: o.ownerId,
    status,
    estimatedDelivery: null,
    changedAt: new Date().toISOString(),
  });

  /** Waits until JetStream delivered every one of these messages (Nats-Msg-Ids) to the policy and it handled them. */
  async function handled(messageIds: string[]) {
    await eventually(async () => {
      const { rows } = await db.pool.query(
        `select count(*)::int as n from notifications.handled_messages where message_id = any($1)`,
        [messageIds],
      );
      const n = (rows[0] as { n: number }).n;
      if (n < messageIds.length) throw new Error(`${n} of ${messageIds.length} handled`);
    }, 20_000);
  }

  it('delivered: "your book has arrived" once per parcel, however often and by however many events it is told', async () => {
    const o = order({ locale: 'en', items: [{ itemId: 'i1', bookId: 'b1', title: 'Mia and the Moon' }] });
    orders.orders.set(o.orderId, o);
    const c = TrackingEvents.shipmentStatusChangedV1;
    const n = `00340434${Date.now().toString().slice(-12)}`;
    const early = [
      await publish(c.subject, c.type, parcelEvent(o, n, 'label_created')),
      await publish(c.subject, c.type, parcelEvent(o, n, 'in_transit')),
      await publish(c.subject, c.type, parcelEvent(o, n, 'out_for_delivery')),
    ];
    const first = await publish(c.subject, c.type, parcelEvent(o, n, 'delivered'));
    await publish(c.subject, c.type, parcelEvent(o, n, 'delivered'), first, true); // redelivered copy
    const second = await publish(c.subject, c.type, parcelEvent(o, n, 'delivered')); // another event, same parcel
    await handled([...early, first, `${first}:copy`, second]);
    const got = await mail.to(o.email!);
    expect(got.map((m) => m.subject)).toEqual(['Your book has arrived: Mia and the Moon']);
    expect(got[0].text).toContain(`“Mia and the Moon” has been delivered (DHL, tracking number ${n}).`);
    expect(got[0].text).toContain(`View the shipment: ${BASE}/tracking?number=${n}`);
    const { rows } = await db.pool.query(
      `select event_id, template, status, attempts from notifications.sent_emails where recipient = $1`,
      [o.email],
    );
    expect(rows).toEqual([
      { event_id: `shipment:dhl:${n}`, template: 'delivered', status: 'sent', attempts: 1 },
    ]);
  });

  it('a failed delivery and a returned parcel each tell the customer once, in German', async () => {
    const o = order({ locale: 'de', items: [{ itemId: 'i1', bookId: 'b1', title: 'Der Drache' }] });
    orders.orders.set(o.orderId, o);
    const c = TrackingEvents.shipmentStatusChangedV1;
    const n = `JJD${Date.now()}`;
    const failed = await publish(c.subject, c.type, parcelEvent(o, n, 'delivery_failed'));
    await publish(c.subject, c.type, parcelEvent(o, n, 'delivery_failed'), failed, true);
    const back = await publish(c.subject, c.type, parcelEvent(o, n, 'returned'));
    await handled([failed, `${failed}:copy`, back]);
    const got = await mail.to(o.email!);
    expect(got.map((m) => m.subject).sort()).toEqual([
      'Sendung zurückgesandt: Der Drache',
      'Zustellung nicht möglich: Der Drache',
    ]);
    const failure = got.find((m) => m.subject.startsWith('Zustellung'))!;
    expect(failure.text).toContain(`leider konnte DHL „Der Drache“ nicht zustellen (Sendungsnummer ${n}).`);
    expect(failure.text).toContain(`Sendung verfolgen: ${BASE}/tracking?number=${n}`);
  });

  it('refund issued: the amount and the credit note, once', async () => {
    const o = order({
      locale: 'en',
      creditNotes: [{ refundId: 'r1', amount: 1200, key: 'owners/u1/credit-notes/GS-2026-0001.pdf' }],
    });
    orders.orders.set(o.orderId, o);
    const c = OrdersEvents.orderRefundedV1;
    const data = {
      orderId: o.orderId,
      refundId: 'r1',
      itemIds: [],
      amount: 1200,
      refundedAt: new Date().toISOString(),
    };
    const id = await publish(c.subject, c.type, data);
    await publish(c.subject, c.type, data, id, true);
    await onlyMailTo(o.email!);
    const got = await settledMailTo(o.email!, id);
    expect(got).toHaveLength(1);
    expect(got[0].subject).toBe(`Refund – order ${o.orderId}`);
    expect(got[0].text).toContain('We refunded €12.00');
    expect(got[0].attachments?.map((a) => a.filename)).toEqual(['Credit-note-r1.pdf']);
  });

  it('preview ready: to the address and language the owner’s order told us; none for an unknown owner', async () => {
    const o = order({ locale: 'en', invoiceKey: 'owners/u1/invoices/RE-2026-0001.pdf' });
    orders.orders.set(o.orderId, o);
    const paid = OrdersEvents.orderPaidV1;
    await publish(paid.subject, paid.type, {
      orderId: o.orderId,
      ownerId: o.ownerId,
      items: [],
      amountTotal: 100,
      currency: 'eur',
      shippingAddress: null,
      paidAt: new Date().toISOString(),
    });
    await onlyMailTo(o.email!);
    const c = BooksEvents.previewCompletedV1;
    const preview = (ownerId: string) => ({
      bookId: 'b-next',
      ownerId,
      title: 'The Next One',
      coverKey: null,
      completedAt: new Date().toISOString(),
    });
    const unknown = await publish(c.subject, c.type, preview('nobody-known'));
    await publish(c.subject, c.type, preview(o.ownerId));
    const mails = await eventually(async () => {
      const got = await mail.to(o.email!);
      if (got.length < 2) throw new Error('no preview mail yet');
      return got;
    }, 20_000);
    const m = mails.find((x) => x.subject.startsWith('Your preview'));
    expect(m?.text).toContain(`Open the preview: ${BASE}/preview/b-next`);
    const { rows } = await db.pool.query(
      `select status, reason from notifications.sent_emails where event_id = $1`,
      [unknown],
    );
    expect(rows).toEqual([{ status: 'skipped', reason: 'no_address' }]);
  });

  it('preview ready for a first-time customer: to the address and language the BFF told (rememberContact)', async () => {
    const rpc = new RpcClient(nc, subjects, 5000);
    const ownerId = `owner-${randomUUID()}`;
    const email = `${randomUUID()}@example.com`;
    await rpc.call(NotificationsRpc.rememberContact, { ownerId, email: 'old@example.com', locale: 'en' });
    await expect(
      rpc.call(NotificationsRpc.rememberContact, { ownerId, email, locale: 'de' }),
    ).resolves.toEqual({
      remembered: true,
    });
    await expect(
      rpc.call(NotificationsRpc.rememberContact, { ownerId, email: 'not-an-address', locale: 'de' }),
    ).rejects.toMatchObject({ code: 'COMMON.VALIDATION' });
    const c = BooksEvents.previewCompletedV1;
    await publish(c.subject, c.type, {
      bookId: 'b-first',
      ownerId,
      title: 'Der erste Drache',
      coverKey: null,
      completedAt: new Date().toISOString(),
    });
    const [m] = await onlyMailTo(email);
    expect(m.subject).toBe('Deine Vorschau ist fertig: Der erste Drache');
    expect(m.text).toContain(`Zur Vorschau: ${BASE}/preview/b-first`);
    expect(await mail.to('old@example.com')).toEqual([]);

    // issue #22: erased, the address is forgotten — also in the record of sent e-mails — and nothing more is sent.
    expect(await rpc.call(NotificationsRpc.eraseOwnerData, { ownerId })).toEqual({
      erasedContacts: 1,
      redactedEmails: 1,
    });
    expect(await findPersonalValues(db.pool, [email, ownerId])).toEqual([]);
    await publish(c.subject, c.type, {
      bookId: 'b-after',
      ownerId,
      title: 'Nach dem Löschen',
      coverKey: null,
      completedAt: new Date().toISOString(),
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(await mail.to(email)).toHaveLength(1);
    expect(await rpc.call(NotificationsRpc.eraseOwnerData, { ownerId })).toEqual({
      erasedContacts: 0,
      redactedEmails: 0,
    });
  });

  it('erasure removes the recipient of every e-mail sent to the owner, also to an order’s other address (issue #22)', async () => {
    const rpc = new RpcClient(nc, subjects, 5000);
    const remembered = `${randomUUID()}@example.com`;
    const o = order({ locale: 'en', items: [{ itemId: 'i1', bookId: 'b-other', title: 'Two Addresses' }] });
    orders.orders.set(o.orderId, o);
    await rpc.call(NotificationsRpc.rememberContact, { ownerId: o.ownerId, email: remembered, locale: 'en' });
    // "Book ready" goes to the order's address, which is not the remembered one (and does not replace it).
    const c = BooksEvents.producedV1;
    const produced = await publish(c.subject, c.type, {
      bookId: 'b-other',
      ownerId: o.ownerId,
      orderId: o.orderId,
      printInteriorKey: 'k1',
      printCoverKey: 'k2',
      preflightPassed: true,
      producedAt: new Date().toISOString(),
    });
    const preview = BooksEvents.previewCompletedV1;
    await publish(preview.subject, preview.type, {
      bookId: 'b-other-preview',
      ownerId: o.ownerId,
      title: 'Remembered',
      coverKey: null,
      completedAt: new Date().toISOString(),
    });
    await onlyMailTo(o.email!);
    await onlyMailTo(remembered);
    await eventually(async () => {
      const { rows } = await db.pool.query(
        `select count(*)::int as n from notifications.sent_emails where owner_id = $1 and status = 'sent'`,
        [o.ownerId],
      );
      expect(rows).toEqual([{ n: 2 }]);
    }, 20_000);
    expect(await findPersonalValues(db.pool, [o.email!])).toEqual([
      { table: 'notifications.sent_emails', value: o.email! },
    ]);

    expect(await rpc.call(NotificationsRpc.eraseOwnerData, { ownerId: o.ownerId })).toEqual({
      erasedContacts: 1,
      redactedEmails: 2,
    });
    expect(await findPersonalValues(db.pool, [o.email!, remembered, o.ownerId])).toEqual([]);
    // The row stays (without recipient or owner), so the event delivered again sends nothing.
    const { rows } = await db.pool.query(
      `select status, recipient, owner_id from notifications.sent_emails where event_id = $1`,
      [produced],
    );
    expect(rows).toEqual([{ status: 'sent', recipient: null, owner_id: null }]);
    await publish(
      c.subject,
      c.type,
      {
        bookId: 'b-other',
        ownerId: o.ownerId,
        orderId: o.orderId,
        printInteriorKey: 'k1',
        printCoverKey: 'k2',
        preflightPassed: true,
        producedAt: new Date().toISOString(),
      },
      produced,
      true,
    );
    await handled([`${produced}:copy`]);
    expect(await mail.to(o.email!)).toHaveLength(1);
    expect(await rpc.call(NotificationsRpc.eraseOwnerData, { ownerId: o.ownerId })).toEqual({
      erasedContacts: 0,
      redactedEmails: 0,
    });
  });
});
