import { createHash } from 'node:crypto';
import type { ObjectStorage } from '@fabelhaft/storage';
import type { ProducedFiles } from '../domain/book';
import type { ProducedBookFiles } from '../ports/book-producer.port';
import { downloadName, pageAudioKey, pageImageKey, revisionFileKey } from './book-files';

const PDF = { contentType: 'application/pdf' };

/**
 * Stores what production made of one revision of a book (0 = the book as first produced) and answers where
 * it lies: the print PDFs, the download and the preflight report per revision, the flipbook pages by their
 * content, so an unchanged page is the same object as before and is not written again. Idempotent: a
 * redelivered job stores the same files under the same keys. Shared by the production and revision workers.
 */
export async function storeBookFiles(
  storage: ObjectStorage,
  book: { ownerId: string; bookId: string; title: string | null },
  revision: number,
  produced: ProducedBookFiles,
): Promise<ProducedFiles> {
  const { ownerId, bookId } = book;
  const key = (name: string) => revisionFileKey(ownerId, bookId, revision, name);
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  // issue #28: each page's readings, in the order production made them (main language first).
  const readings = new Map<
    number,
    Array<{ language: string; mp3: Buffer; audioKey: string; durationMs: number }>
  >();
  for (const r of produced.narration ?? []) {
    const list = readings.get(r.pageNumber) ?? [];
    list.push({ ...r, audioKey: pageAudioKey(ownerId, bookId, sha256(r.mp3)) });
    readings.set(r.pageNumber, list);
  }
  const files: ProducedFiles = {
    printInteriorKey: key('print-interior.pdf'),
    printCoverKey: key('print-cover.pdf'),
    downloadKey: key(downloadName(book.title)),
    preflightKey: key('preflight.json'),
    preflightPassed: produced.preflight.passed,
    ...printFactsOf(produced.preflight),
    pages: produced.flipbook.map((p) => ({
      pageType: p.pageType,
      pageNumber: p.pageNumber,
      imageKey: pageImageKey(ownerId, bookId, sha256(p.webp)),
      altText: p.altText,
      ...(readings.has(p.pageNumber)
        ? {
            audio: readings
              .get(p.pageNumber)!
              .map(({ language, audioKey, durationMs }) => ({ language, audioKey, durationMs })),
          }
        : {}),
    })),
  };
  await storage.put(files.printInteriorKey, produced.interiorPdf, PDF);
  await storage.put(files.printCoverKey, produced.coverPdf, PDF);
  await storage.put(files.downloadKey, produced.screenPdf, PDF);
  await storage.put(files.preflightKey, Buffer.from(JSON.stringify(produced.preflight, null, 2)), {
    contentType: 'application/json',
  });
  for (const [i, page] of produced.flipbook.entries()) {
    const imageKey = files.pages[i]!.imageKey;
    // Same key, same bytes (puts are atomic): a page stored by an earlier revision stays as it is.
    if (!(await storage.exists(imageKey))) {
      await storage.put(imageKey, page.webp, { contentType: 'image/webp' });
    }
  }
  for (const list of readings.values()) {
    for (const r of list) {
      // Same key, same bytes: a reading stored by an earlier revision stays as it is.
      if (!(await storage.exists(r.audioKey)))
        await storage.put(r.audioKey, r.mp3, { contentType: 'audio/mpeg' });
    }
  }
  return files;
}

/**
 * The viewer pages (their page numbers, cover = 1) a revision made anew: those whose image is not the base
 * revision's image of the same page (a page the base did not have counts as made anew). Pure.
 */
export function remadePages(base: ProducedFiles['pages'], next: ProducedFiles['pages']): number[] {
  const before = new Map(base.map((p) => [p.pageNumber, p.imageKey]));
  return next.filter((p) => before.get(p.pageNumber) !== p.imageKey).map((p) => p.pageNumber);
}

/**
 * issue #15: what a printer needs besides the files, from the preflight report (libs/book-engine
 * `PreflightReport`): the interior's page count and the binding edge. Empty when the report lacks them. Pure.
 */
export function printFactsOf(preflight: Record<string, unknown>): {
  pageCount?: number;
  binding?: 'left' | 'right';
} {
  const rule = preflight['pageCountRule'] as { pages?: unknown } | undefined;
  const pages = rule?.pages;
  const binding = preflight['binding'];
  return {
    ...(typeof pages === 'number' && Number.isInteger(pages) && pages >= 1 ? { pageCount: pages } : {}),
    ...(binding === 'left' || binding === 'right' ? { binding } : {}),
  };
}
