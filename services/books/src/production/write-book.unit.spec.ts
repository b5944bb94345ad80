import { EmbeddedBookWriter, planStory, type BookWriter, type StoryPlan } from '@fabelhaft/book-engine';
import { planKey } from './book-files';
import { memoryStorage } from './test-fixtures/memory-storage';
import { writtenPlanOf } from './write-book';

const book = { ownerId: 'owner-1', bookId: 'book-1' };
const plan = planStory({
  bookId: book.bookId,
  idea: 'Mia finds the lost colours',
  age: 5,
  mainLanguage: 'en',
  style: 'watercolor',
});

function countingWriter(): BookWriter & { calls: number } {
  const embedded = new EmbeddedBookWriter();
  const writer = {
    calls: 0,
    writeBook: async (p: StoryPlan, format: 'booklet' | 'board') => {
      writer.calls += 1;
      return embedded.writeBook(p, format);
    },
  };
  return writer;
}

describe('writtenPlanOf (issue #21)', () => {
  it('writes the book once and stores it with the plan; a later run takes the stored pages', async () => {
    const storage = memoryStorage();
    const writer = countingWriter();
    const first = await writtenPlanOf(storage, writer, book, plan, 'booklet');
    expect(first.written).toBe(true);
    expect(first.plan.manuscript).toMatchObject({ format: 'booklet', writer: 'embedded' });
    expect(storage.puts).toEqual([planKey(book.ownerId, book.bookId)]);

    // A redelivered job (or a restart after a crash) reads the stored plan and writes nothing again.
    const stored = JSON.parse((await storage.get(planKey(book.ownerId, book.bookId)))!.body.toString('utf8'));
    const again = await writtenPlanOf(storage, writer, book, stored as StoryPlan, 'booklet');
    expect(again).toEqual({ plan: first.plan, written: false });
    expect(writer.calls).toBe(1);
    expect(storage.puts).toHaveLength(1);
  });

  it('writes again for another format, and stores nothing when the writer fails', async () => {
    const storage = memoryStorage();
    const writer = countingWriter();
    const booklet = await writtenPlanOf(storage, writer, book, plan, 'booklet');
    const board = await writtenPlanOf(storage, writer, book, booklet.plan, 'board');
    expect(board.plan.manuscript?.format).toBe('board');
    expect(writer.calls).toBe(2);

    const failing: BookWriter = { writeBook: async () => Promise.reject(new Error('no answer')) };
    const empty = memoryStorage();
    await expect(writtenPlanOf(empty, failing, book, plan, 'booklet')).rejects.toThrow('no answer');
    expect(empty.puts).toEqual([]);
  });
});
