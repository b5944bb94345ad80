import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { BooksRpc, type PlannedChangeData } from '@fabelhaft/contracts';
import { START } from '@kurrent/kurrentdb-client';
import { KurrentDbEventStore } from '@fabelhaft/eventsourcing/src/kurrentdb/event-store';
import { rebuildServiceReadModels } from '@fabelhaft/service-kit/service';
import { eventually } from '@fabelhaft/testing';
import { BOOKS_SCHEMA } from './books.config';
import { mapToIntegrationEvent } from './infrastructure/books.relay';
import { booksDatabase } from './infrastructure/database';
import { generationSteps } from './preview/test-fixtures/generation-steps';
import { BOOKS_TABLE } from './read-model/book.projection';
import { PlanEchoProducer } from './revision/test-fixtures/plan-echo-producer';
import { StoryReviserStandIn } from './revision/test-fixtures/story-reviser-stand-in';
import { startBooksKit, type BooksKit } from './test-fixtures/books-kit';

jest.setTimeout(60_000);

/**
 * The books service, unchanged, on `EVENT_STORE=kurrentdb` (issue #29, ADR 0046) against the in-process KurrentDB
 * stand-in (or `KURRENTDB_URL`), with real Postgres and NATS: a preview requested and completed, a payment that
 * produces the book, a confirmed revision, repeats that add nothing, the relay publishing every event once (also
 * with two instances, one of which goes away), the rebuild from `$all`, and erasure.
 */
describe('books service on KurrentDB', () => {
  let kit: BooksKit;
  let raw: KurrentDbEventStore;
  const producer = new PlanEchoProducer();
  const moduleOptions = { bookProducer: producer, storyReviser: new StoryReviserStandIn(5) };
  /** Every publication of the relay on the books subjects (core NATS sees repeats JetStream would drop). */
  const published: string[] = [];
  let tap: { unsubscribe(): void };
  const run = Math.random().toString(36).slice(2, 8);
  const owner = (name: string) => `${name}-${run}`;
  /** The book's stream as stored in KurrentDB (the service's namespace `books.`). */
  const stored = async (bookId: string) => (await raw.readStream(`${BOOKS_SCHEMA}.book-${bookId}`)).events;
  const types = async (bookId: string) => (await stored(bookId)).map((e) => e.type);

  beforeAll(async () => {
    kit = await startBooksKit({ name: 'books-kurrentdb', eventStore: 'kurrentdb' });
    raw = KurrentDbEventStore.connect(kit.kurrentDbUrl!);
    tap = kit.nc.subscribe(kit.subjects.subject('evt.books.>'), {
      callback: (_e, m) => {
        published.push(m.headers?.get('Nats-Msg-Id') ?? 'none');
      },
    });
    await kit.start({}, moduleOptions);
  });

  afterAll(async () => {
    tap?.unsubscribe();
    await raw?.close();
    await kit?.close();
  });

  /**
   * The relay has published each of the book's integration events exactly once (Nats-Msg-Id = event id), and
   * recorded each copy for erasure.
   */
  const relayedOnce = async (bookId: string) => {
    const ids = (await kit.events(bookId)).filter((e) => mapToIntegrationEvent(e)).map((e) => e.eventId);
    expect(ids.length).toBeGreaterThan(0);
    await eventually(async () => {
      for (const id of ids) expect(published.filter((p) => p === id)).toHaveLength(1);
      const { rows } = await kit.db.pool.query<{ n: number }>(
        `select count(*)::int as n from ${BOOKS_SCHEMA}.published_messages where stream_id = $1`,
        [`book-${bookId}`],
      );
      expect(rows[0]!.n).toBe(ids.length);
    }, 15_000);
  };

  it('keeps the book events in KurrentDB under its namespace, none in Postgres; repeats add nothing', async () => {
    const ownerId = owner('preview');
    const bookId = randomUUID();
    const first = await kit.rpc.call(BooksRpc.requestPreview, {
      ownerId,
      bookId,
      request: {
        idea: 'A little fox learns to swim',
        mainLanguage: 'en',
        translationLanguage: 'de',
        ageRange: '3-6 years',
        style: 'digital art',
        referenceImages: [],
        textBackgroundEnabled: true,
        translateCharacterNames: false,
      },
    });
    // The answer is read from the read model at once: the append waited for its projection.
    expect(first).toMatchObject({ bookId, status: 'queued', previewRemaining: 9 });
    const again = await kit.rpc.call(BooksRpc.requestPreview, {
      ownerId,
      bookId,
      request: {
        idea: 'A little fox learns to swim',
        mainLanguage: 'en',
        translationLanguage: 'de',
        ageRange: '3-6 years',
        style: 'digital art',
        referenceImages: [],
        textBackgroundEnabled: true,
        translateCharacterNames: false,
      },
    });
    expect(again).toEqual(first);
    const steps = generationSteps(kit.apps[0]!);
    expect(await steps.start(bookId)).toMatchObject({ status: 'running' });
    await steps.start(bookId);
    const preview = { title: 'Fin Learns to Swim', synopsis: 'A fox and a lake.', chapters: [] };
    expect(await steps.complete({ bookId, preview })).toMatchObject({ status: 'completed' });
    await steps.complete({ bookId, preview });
    expect(await types(bookId)).toEqual([
      'BookPreviewRequested',
      'BookPreviewStarted',
      'BookPreviewCompleted',
    ]);
    expect((await kit.events(bookId)).map((e) => e.type)).toEqual(await types(bookId));
    const { rows } = await kit.db.pool.query<{ n: number }>(
      `select count(*)::int as n from ${BOOKS_SCHEMA}.events`,
    );
    expect(rows[0]!.n).toBe(0);
    await relayedOnce(bookId);
  });

  it('produces a paid book once, also when the payment arrives twice, and relays every event once', async () => {
    const ownerId = owner('paid');
    const bookId = await kit.completedPreview(ownerId);
    const eventId = randomUUID();
    await kit.pay(ownerId, bookId, { eventId, msgId: eventId });
    // The same event under another message id (a relay that published again): the policies find it handled.
    await kit.pay(ownerId, bookId, { eventId, msgId: `${eventId}-again` });
    await kit.produced(ownerId, bookId);
    const events = await types(bookId);
    for (const type of [
      'BookPaymentStatusChanged',
      'BookProductionRequested',
      'BookProductionStarted',
      'BookProduced',
    ]) {
      expect(events.filter((t) => t === type)).toHaveLength(1);
    }
    expect(producer.calls.get(bookId)).toBe(1);
    expect((await kit.rpc.call(BooksRpc.getViewer, { ownerId, bookId })).pages.length).toBeGreaterThan(0);
    await relayedOnce(bookId);
  });

  it('makes a confirmed revision once, also when the confirmation arrives twice', async () => {
    const ownerId = owner('revised');
    const bookId = await kit.completedPreview(ownerId);
    await kit.pay(ownerId, bookId);
    await kit.produced(ownerId, bookId);
    const change: PlannedChangeData = {
      target: 'page_text',
      action: 'rewrite',
      page: 3,
      body: { en: 'Fin and Mia fly the kite over the sea.' },
      rationale: 'The parent wants the sea.',
    };
    const eventId = randomUUID();
    await kit.confirmRevision(ownerId, bookId, [change], { revisionId: `edit-${run}-1`, eventId });
    await kit.confirmRevision(ownerId, bookId, [change], { revisionId: `edit-${run}-1`, eventId });
    await eventually(async () => expect((await kit.book(ownerId, bookId)).revision).toBe(1), 20_000);
    const events = await types(bookId);
    for (const type of ['BookRevisionApplied', 'BookRevisionStarted', 'BookRevisionProduced']) {
      expect(events.filter((t) => t === type)).toHaveLength(1);
    }
    expect(producer.calls.get(bookId)).toBe(2);
    expect(await kit.rpc.call(BooksRpc.getStoryState, { ownerId, bookId })).toMatchObject({
      revision: 1,
      revisionInProgress: false,
    });
    await relayedOnce(bookId);
  });

  it('relays every event once with two instances, and the second goes on when the first is gone', async () => {
    const second = await kit.start({}, moduleOptions);
    const both = await Promise.all([1, 2, 3].map((i) => kit.completedPreview(owner(`pair${i}`))));
    for (const bookId of both) await relayedOnce(bookId);

    // The first instance goes away (with its relay and projections); the second carries on alone.
    await kit.stop(kit.apps[0]!);
    expect(kit.apps).toEqual([second]);
    const alone = await kit.completedPreview(owner('alone'));
    expect(await kit.book(owner('alone'), alone)).toMatchObject({ status: 'completed' });
    await relayedOnce(alone);
    // Nothing was published twice, over the whole file.
    expect(published.length).toBe(new Set(published).size);
  });

  it('rebuilds the read model from $all to the same rows', async () => {
    const before = await kit.db.pool.query(`select * from ${BOOKS_TABLE} order by book_id`);
    expect(before.rows.length).toBeGreaterThan(4);
    await kit.db.pool.query(`update ${BOOKS_TABLE} set status = 'bogus', preview = null`);
    const { kind, events } = await rebuildServiceReadModels(booksDatabase, kit.config(), {
      name: 'books-rebuild-test',
      onError: () => undefined,
    });
    expect(kind).toBe('kurrentdb');
    expect(events).toBeGreaterThan(before.rows.length);
    const after = await kit.db.pool.query(`select * from ${BOOKS_TABLE} order by book_id`);
    expect(after.rows).toEqual(before.rows);
  });

  it('erases the customer’s books from KurrentDB too; a repeat does nothing; a rebuild does not bring them back', async () => {
    const erased = owner('erased');
    const bookId = await kit.completedPreview(erased);
    const kept = await kit.completedPreview(owner('kept'));
    expect(await types(bookId)).toHaveLength(3);
    const secret = (await stored(bookId)).map((e) => e.eventId);
    /** The book's events still in $all as the server holds it (a soft delete only hides them). */
    const inAll = async () => {
      const ids: string[] = [];
      for await (const resolved of raw.client.readAll({ fromPosition: START, maxCount: 1_000_000 }))
        if (resolved.event && secret.includes(resolved.event.id)) ids.push(resolved.event.id);
      return ids;
    };
    expect(await inAll()).toHaveLength(3);

    expect(await kit.rpc.call(BooksRpc.eraseOwnerData, { ownerId: erased })).toMatchObject({
      erasedBooks: 1,
    });
    expect(await stored(bookId)).toEqual([]);
    // The erasure started a scavenge (ADR 0046 "Scavenge"): the events left the store's files (a real server
    // scavenges in the background).
    await eventually(
      async () => expect(await inAll()).toEqual([]),
      process.env.KURRENTDB_URL ? 120_000 : 5000,
    );
    expect(await types(kept)).toHaveLength(3);
    expect(await kit.rpc.call(BooksRpc.eraseOwnerData, { ownerId: erased })).toMatchObject({
      erasedBooks: 0,
    });

    await rebuildServiceReadModels(booksDatabase, kit.config(), {
      name: 'books-rebuild-test',
      onError: () => undefined,
    });
    const owners = async (ownerId: string) =>
      (await kit.db.pool.query(`select book_id from ${BOOKS_TABLE} where owner_id = $1`, [ownerId])).rows;
    expect(await owners(erased)).toEqual([]);
    expect(await owners(owner('kept'))).toEqual([{ book_id: kept }]);
  });
});
