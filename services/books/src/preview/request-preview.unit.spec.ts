import pino from 'pino';
import {
  PreviewRequest,
  DomainError,
  ErrorCodes,
  type QuotaView,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import type { AppendOptions, EventStore, NewEvent, RecordedEvent } from '@fabelhaft/eventsourcing';
import { bookRepository } from '../infrastructure/book.repository';
import type { PreviewQuota } from '../ports/preview-quota.port';
import { requestPreview } from './request-preview';

/** An in-memory event store whose appends can be made to fail, optionally after "someone else" wrote. */
class FlakyStore implements EventStore {
  readonly streams = new Map<string, RecordedEvent[]>();
  failAppends: 'no' | 'lost' | 'after-concurrent-write' = 'no';

  async readStream(streamId: string) {
    const events = this.streams.get(streamId) ?? [];
    return { events, version: events.length };
  }

  async appendToStream(streamId: string, events: NewEvent[], _options: AppendOptions) {
    if (this.failAppends === 'lost') throw new Error('connection terminated unexpectedly');
    const recorded = this.record(streamId, events);
    if (this.failAppends === 'after-concurrent-write') {
      throw new DomainError(ErrorCodes.CONFLICT, 'still conflicting after the retries');
    }
    return { nextExpectedVersion: recorded.length, events: recorded };
  }

  async readAll(): Promise<RecordedEvent[]> {
    return [];
  }

  private record(streamId: string, events: NewEvent[]): RecordedEvent[] {
    const stream = this.streams.get(streamId) ?? [];
    for (const e of events) {
      stream.push({
        eventId: e.eventId,
        streamId,
        streamVersion: stream.length + 1,
        type: e.event.type,
        data: e.event.data,
        metadata: e.metadata,
        recordedAt: new Date(),
        globalPosition: 0,
        checkpoint: '0',
      });
    }
    this.streams.set(streamId, stream);
    return stream;
  }
}

/** limits as the books service sees it: reservations keyed by book id. */
class QuotaStandIn implements PreviewQuota {
  readonly reserved = new Set<string>();
  readonly calls: string[] = [];
  private view(ownerId: string): QuotaView {
    return {
      ownerId,
      previewLimit: 5,
      previewRemaining: 5 - this.reserved.size,
      editLimit: 3,
      editRemaining: 3,
    };
  }
  async reserve(ownerId: string, bookId: string) {
    this.calls.push(`reserve ${bookId}`);
    this.reserved.add(bookId);
    return this.view(ownerId);
  }
  async release(ownerId: string, bookId: string) {
    this.calls.push(`release ${bookId}`);
    this.reserved.delete(bookId);
    return this.view(ownerId);
  }
  async get(ownerId: string) {
    return this.view(ownerId);
  }
}

const metadata: RequestMetadata = { correlationId: 'c-1' };
const request = PreviewRequest.parse({
  idea: 'A fox who learns to swim',
  mainLanguage: 'en',
  translationLanguage: null,
  ageRange: '3-6 years',
  style: 'watercolor',
  referenceImages: [],
  textBackgroundEnabled: true,
  translateCharacterNames: false,
});
const bookId = '6f1c1a52-7d0e-5b7a-9c1e-2a4b6c8d0e1f';

describe('RequestPreview when the book cannot be written', () => {
  let store: FlakyStore;
  let quota: QuotaStandIn;

  beforeEach(() => {
    store = new FlakyStore();
    quota = new QuotaStandIn();
  });

  const run = (body = request) =>
    requestPreview(
      { books: bookRepository(store), quota, logger: pino({ level: 'silent' }) },
      { ownerId: 'alice', bookId, request: body },
      metadata,
    );

  it('gives the reservation back when the append fails after limits reserved the preview', async () => {
    store.failAppends = 'lost';
    await expect(run()).rejects.toThrow('connection terminated unexpectedly');
    expect(quota.calls).toEqual([`reserve ${bookId}`, `release ${bookId}`]);
    expect(quota.reserved.size).toBe(0);
    expect(store.streams.size).toBe(0);
  });

  it('keeps the reservation when the book was written after all (it holds that reservation)', async () => {
    store.failAppends = 'after-concurrent-write';
    await expect(run()).rejects.toMatchObject({ code: ErrorCodes.CONFLICT });
    expect(quota.calls).toEqual([`reserve ${bookId}`]);
    expect(quota.reserved.has(bookId)).toBe(true);
  });

  it('a retry under the same id then writes the book on the same single reservation', async () => {
    store.failAppends = 'lost';
    await expect(run()).rejects.toThrow();
    store.failAppends = 'no';
    const view = await run();
    expect(view).toMatchObject({ bookId, status: 'queued', previewRemaining: 4 });
    expect(await run()).toEqual(view);
    expect(quota.reserved).toEqual(new Set([bookId]));
    expect(store.streams.get(`book-${bookId}`)).toHaveLength(1);
  });

  it('refuses another body under an id already used, without reserving', async () => {
    await run();
    const before = quota.calls.length;
    await expect(run({ ...request, idea: 'A bear who learns to fly' })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_IDEMPOTENCY_KEY_REUSED,
    });
    expect(quota.calls.length).toBe(before);
  });
});

describe('RequestPreview with reference images (issue #12)', () => {
  it("refuses another customer's upload with 400-class BOOKS.REFERENCE_IMAGE_NOT_OWNED, reserving and writing nothing", async () => {
    const store = new FlakyStore();
    const quota = new QuotaStandIn();
    const deps = { books: bookRepository(store), quota, logger: pino({ level: 'silent' }) };
    const foreign = { ...request, referenceImages: [{ s3Key: 'owners/bob/uploads/photo.png' }] };
    await expect(
      requestPreview(deps, { ownerId: 'alice', bookId, request: foreign }, metadata),
    ).rejects.toMatchObject({ code: ErrorCodes.BOOKS_REFERENCE_IMAGE_NOT_OWNED });
    expect(quota.calls).toEqual([]);
    expect(store.streams.size).toBe(0);

    const own = { ...request, referenceImages: [{ s3Key: 'owners/alice/uploads/photo.png' }] };
    await expect(
      requestPreview(deps, { ownerId: 'alice', bookId, request: own }, metadata),
    ).resolves.toMatchObject({ bookId, status: 'queued' });
    expect(store.streams.get(`book-${bookId}`)).toHaveLength(1);
  });
});
