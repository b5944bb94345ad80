import sharp from 'sharp';
import type { StoryInput, StoryPlan, StoryWriter } from '@fabelhaft/book-engine';
import { BooksEvents } from '@fabelhaft/contracts';
import type { RecordedEvent } from '@fabelhaft/eventsourcing';
import { ownerKey, uploadKey, type ObjectStorage } from '@fabelhaft/storage';
import { evolve, initialBook, type Book, type BookEvent } from '../domain/book';
import { mapToIntegrationEvent } from '../infrastructure/books.relay';
import type { GenerationJob } from '../preview/generation-worker';
import { storyInputOf } from '../preview/story-input';
import { planOf } from './production-worker';
import { memoryStorage } from './test-fixtures/memory-storage';

const bookId = 'book-1';
const ownerId = 'owner-1';
const refKey = uploadKey(ownerId, 'mia.png');
const requested: BookEvent = {
  type: 'BookPreviewRequested',
  data: {
    bookId,
    ownerId,
    idea: 'Mia finds the lost colours',
    mainLanguage: 'en',
    translationLanguage: 'de',
    ageRange: '5 years',
    style: 'watercolor',
    referenceImages: [{ s3Key: refKey, description: 'Mia, 5' }, { s3Key: uploadKey(ownerId, 'gone.png') }],
    textBackgroundEnabled: true,
    translateCharacterNames: false,
    at: '2026-11-21T10:00:00.000Z',
  },
};

/** The generation job exactly as the worker reads it: the published PreviewRequested's data. */
function generationJobOf(event: BookEvent): GenerationJob {
  const published = mapToIntegrationEvent({ type: event.type, data: event.data } as RecordedEvent)!;
  return BooksEvents.previewRequestedV1.data.parse(published.data);
}

/** A writer that only records what it was asked to plan. */
function recordingWriter() {
  const inputs: StoryInput[] = [];
  const writer = {
    planStory: async (input: StoryInput) => {
      inputs.push(input);
      return { title: 'planned again' } as unknown as StoryPlan;
    },
  } as unknown as StoryWriter;
  return { writer, inputs };
}

describe('one story input for the preview and for production planning again', () => {
  let storage: ObjectStorage;
  let book: Book;

  beforeAll(async () => {
    storage = memoryStorage();
    const red = await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: 220, g: 20, b: 20 } },
    })
      .png()
      .toBuffer();
    await storage.put(refKey, red, { contentType: 'image/png' });
    book = [requested].reduce(evolve, initialBook());
  });

  it('re-plans a book without a stored plan from the same input its preview was planned from', async () => {
    const previewInput = await storyInputOf(storage, { bookId, ownerId }, generationJobOf(requested));
    const { writer, inputs } = recordingWriter();

    const plan = await planOf(storage, writer, book);

    expect(inputs).toEqual([previewInput]);
    // Kept: the book's revisions (issue #14) build on the very plan it was produced from.
    const stored = await storage.get(ownerKey(ownerId, 'books', bookId, 'plan.json'));
    expect(JSON.parse(stored!.body.toString('utf8'))).toEqual(plan);
    // The reference's colours are part of it (a missing image just has none), and whom each photo shows
    // (issue #23: Mia, the only child of the idea).
    expect(previewInput.referenceImages).toEqual([
      {
        description: 'Mia, 5',
        dominantColors: expect.arrayContaining([expect.stringMatching(/^#/)]),
        characterId: 'c1',
      },
      { characterId: 'c1' },
    ]);
    expect(previewInput).toMatchObject({
      bookId,
      idea: 'Mia finds the lost colours',
      translationLanguage: 'de',
    });
  });

  it("never reads another customer's photo named by a book written before the ownership check", async () => {
    const foreign = uploadKey('owner-2', 'theirs.png');
    await storage.put(foreign, (await storage.get(refKey))!.body, { contentType: 'image/png' });
    const request = { ...generationJobOf(requested), referenceImages: [{ s3Key: foreign }] };
    expect((await storyInputOf(storage, { bookId, ownerId }, request)).referenceImages).toEqual([
      { characterId: 'c1' },
    ]);
    // The same photo as the owner's own upload gives its colours.
    const own = { ...request, referenceImages: [{ s3Key: refKey }] };
    expect((await storyInputOf(storage, { bookId, ownerId }, own)).referenceImages).toEqual([
      { dominantColors: expect.arrayContaining([expect.stringMatching(/^#/)]), characterId: 'c1' },
    ]);
  });

  it('uses the stored plan of the preview when there is one, without planning again', async () => {
    const stored = { title: 'The preview plan' };
    await storage.put(ownerKey(ownerId, 'books', bookId, 'plan.json'), Buffer.from(JSON.stringify(stored)), {
      contentType: 'application/json',
    });
    const { writer, inputs } = recordingWriter();
    expect(await planOf(storage, writer, book)).toEqual(stored);
    expect(inputs).toEqual([]);
  });
});
