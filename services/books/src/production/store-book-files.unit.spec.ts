import { createHash } from 'node:crypto';
import type { ProducedBookFiles } from '../ports/book-producer.port';
import { printFactsOf, remadePages, storeBookFiles } from './store-book-files';
import { memoryStorage } from './test-fixtures/memory-storage';

const book = { ownerId: 'anna', bookId: 'book-1', title: 'Fin der Fuchs' };
const made = (pages: string[]): ProducedBookFiles => ({
  interiorPdf: Buffer.from('%PDF-interior'),
  coverPdf: Buffer.from('%PDF-cover'),
  screenPdf: Buffer.from('%PDF-screen'),
  flipbook: pages.map((content, i) => ({
    pageNumber: i + 1,
    pageType: i === 0 ? 'cover' : 'other',
    webp: Buffer.from(content),
    altText: `Page ${i + 1}`,
  })),
  preflight: { passed: true },
});
const hash16 = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 16);

describe('storing what production made of a revision (issue #6, #14)', () => {
  it('issue #28: stores each page read aloud per language by its content, a revision writing only changed ones', async () => {
    const storage = memoryStorage();
    const withAudio = (page2: { de: string; en: string }): ProducedBookFiles => ({
      ...made(['cover', 'page 2', 'page 3']),
      narration: [
        { pageNumber: 1, language: 'de', mp3: Buffer.from('titel'), durationMs: 900 },
        { pageNumber: 1, language: 'en', mp3: Buffer.from('title'), durationMs: 800 },
        { pageNumber: 2, language: 'de', mp3: Buffer.from(page2.de), durationMs: 4100 },
        { pageNumber: 2, language: 'en', mp3: Buffer.from(page2.en), durationMs: 3900 },
      ],
    });
    const first = await storeBookFiles(storage, book, 0, withAudio({ de: 'seite 2', en: 'page 2' }));
    expect(first.pages[1]!.audio).toEqual([
      {
        language: 'de',
        audioKey: `owners/anna/books/book-1/audio/${hash16('seite 2')}.mp3`,
        durationMs: 4100,
      },
      {
        language: 'en',
        audioKey: `owners/anna/books/book-1/audio/${hash16('page 2')}.mp3`,
        durationMs: 3900,
      },
    ]);
    expect(first.pages[2]).not.toHaveProperty('audio');
    const stored = await storage.get(first.pages[1]!.audio![0]!.audioKey);
    expect(stored?.contentType).toBe('audio/mpeg');
    expect(stored?.body.toString()).toBe('seite 2');

    storage.puts.length = 0;
    const second = await storeBookFiles(storage, book, 1, withAudio({ de: 'seite 2', en: 'page 2 anew' }));
    expect(storage.puts.filter((k) => k.includes('/audio/'))).toEqual([second.pages[1]!.audio![1]!.audioKey]);
    expect(second.pages[1]!.audio![0]).toEqual(first.pages[1]!.audio![0]);
  });

  it('keeps revision 0 in the book folder and later revisions in their own, the pages by their content', async () => {
    const storage = memoryStorage();
    const first = await storeBookFiles(storage, book, 0, made(['cover', 'page 2', 'page 3']));
    expect(first).toEqual({
      printInteriorKey: 'owners/anna/books/book-1/print-interior.pdf',
      printCoverKey: 'owners/anna/books/book-1/print-cover.pdf',
      downloadKey: 'owners/anna/books/book-1/Fin-der-Fuchs.pdf',
      preflightKey: 'owners/anna/books/book-1/preflight.json',
      preflightPassed: true,
      pages: ['cover', 'page 2', 'page 3'].map((content, i) => ({
        pageType: i === 0 ? 'cover' : 'other',
        pageNumber: i + 1,
        imageKey: `owners/anna/books/book-1/pages/${hash16(content)}.webp`,
        altText: `Page ${i + 1}`,
      })),
    });

    storage.puts.length = 0;
    const second = await storeBookFiles(storage, book, 2, made(['cover', 'page 2 anew', 'page 3']));
    expect(second.downloadKey).toBe('owners/anna/books/book-1/revisions/2/Fin-der-Fuchs.pdf');
    expect(second.printInteriorKey).toBe('owners/anna/books/book-1/revisions/2/print-interior.pdf');
    // Unchanged pages are the very same objects, not written again; the changed one is new.
    expect(second.pages[0]!.imageKey).toBe(first.pages[0]!.imageKey);
    expect(second.pages[2]!.imageKey).toBe(first.pages[2]!.imageKey);
    expect(second.pages[1]!.imageKey).not.toBe(first.pages[1]!.imageKey);
    expect(storage.puts.filter((k) => k.includes('/pages/'))).toEqual([second.pages[1]!.imageKey]);
    expect((await storage.get(second.pages[1]!.imageKey))?.body.toString()).toBe('page 2 anew');
    // The revision before is still there as it was.
    expect((await storage.get(first.downloadKey))?.body.toString()).toBe('%PDF-screen');
  });

  it("keeps the preflight's page count and binding edge with the files, for the printer (issue #15)", async () => {
    const storage = memoryStorage();
    const withReport = {
      ...made(['cover', 'page 2']),
      preflight: { passed: true, binding: 'right', pageCountRule: { rule: 'even', pages: 16, ok: true } },
    };
    const files = await storeBookFiles(storage, book, 0, withReport);
    expect(files).toMatchObject({ pageCount: 16, binding: 'right' });
    expect(printFactsOf({ passed: false })).toEqual({});
    expect(printFactsOf({ binding: 'up', pageCountRule: { pages: 0 } })).toEqual({});
  });

  it('stores the same files again when a job is redelivered', async () => {
    const storage = memoryStorage();
    const once = await storeBookFiles(storage, book, 1, made(['cover', 'page 2']));
    expect(await storeBookFiles(storage, book, 1, made(['cover', 'page 2']))).toEqual(once);
  });

  it('names the pages a revision made anew, by page number', () => {
    const page = (pageNumber: number, imageKey: string) => ({
      pageType: 'other' as const,
      pageNumber,
      imageKey,
      altText: '',
    });
    const base = [page(1, 'a'), page(2, 'b'), page(3, 'c')];
    expect(remadePages(base, [page(1, 'a'), page(2, 'B'), page(3, 'c')])).toEqual([2]);
    expect(remadePages(base, base)).toEqual([]);
    // A page the base did not have is made anew.
    expect(remadePages(base, [...base, page(4, 'd')])).toEqual([4]);
  });
});
