import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViewerData } from '@fabelhaft/contracts';
import { createChromiumRenderer } from '@fabelhaft/pdf';
import { bodyTextSize, produceBook } from '../production';
import { planStory } from '../story/plan-story';
import type { StoryInput } from '../types';

/** spec §2 Showcase: the three cards, each a real book the book engine makes (issue #26). */
export const SHOWCASE_SAMPLES = [
  {
    key: 'toddler',
    format: 'board',
    input: {
      bookId: 'showcase-toddler',
      idea: 'Mila und ihr Teddy entdecken die Farben im Garten',
      age: 2,
      mainLanguage: 'de',
      style: 'watercolor',
    },
  },
  {
    key: 'bedtime',
    format: 'booklet',
    input: {
      bookId: 'showcase-bedtime',
      idea: 'Noah und der kleine Mond suchen den verlorenen Stern',
      age: 4,
      mainLanguage: 'de',
      translationLanguage: 'en',
      style: 'watercolor',
    },
  },
  {
    key: 'adventure',
    format: 'booklet',
    input: {
      bookId: 'showcase-adventure',
      idea: 'Lea und ihr Fuchs Flink folgen einer alten Schatzkarte über Berge und Flüsse',
      age: 7,
      mainLanguage: 'de',
      style: 'cartoon',
    },
  },
] as const satisfies readonly { key: string; format: 'board' | 'booklet'; input: StoryInput }[];

export type ShowcaseKey = (typeof SHOWCASE_SAMPLES)[number]['key'];
/** Where the storefront serves a sample's files. */
export const SHOWCASE_PATH = '/showcase/books/';

/** The folder of one sample's files: `<dir>/<key>/` with `viewer.json` and `page-<n>.webp`. */
export function showcaseFolder(dir: string, key: string): string {
  return join(dir, key);
}
const done = (dir: string, key: string) => join(showcaseFolder(dir, key), 'viewer.json');

/**
 * Makes the samples that are not there yet with the book engine (the story teller, the embedded illustrator
 * and the production that makes customers' flipbooks), one at a time; each is written to a temporary folder
 * and renamed, so a half-made book is never served and two servers starting at once do not mix files.
 */
export async function ensureShowcaseBooks(
  dir: string,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const missing = SHOWCASE_SAMPLES.filter((s) => !existsSync(done(dir, s.key)));
  if (missing.length === 0) return;
  const renderer = createChromiumRenderer({ maxConcurrentPages: 1, idleCloseMs: 0 });
  try {
    for (const sample of missing) {
      const started = Date.now();
      const plan = planStory(sample.input);
      const book = await produceBook({ plan, format: sample.format, textBackground: true }, { renderer });
      const target = showcaseFolder(dir, sample.key);
      const tmp = `${target}.tmp-${process.pid}`;
      rmSync(tmp, { recursive: true, force: true });
      mkdirSync(tmp, { recursive: true });
      const pages = book.flipbook.map((page, i) => {
        writeFileSync(join(tmp, `page-${i + 1}.webp`), page.webp);
        return {
          page_type: page.pageType,
          page_number: page.pageNumber,
          image_url: `${SHOWCASE_PATH}${sample.key}/page-${i + 1}.webp`,
          alt_text: page.altText,
          // issue #28: the showcase is not read aloud (yet).
          audio: [],
        };
      });
      const data: ViewerData = {
        book_id: sample.input.bookId,
        title: plan.title[sample.input.mainLanguage] ?? '',
        pages,
        total_spreads: Math.ceil(pages.length / 2),
        reading_direction: book.readingDirection,
        audio_languages: [],
        // issue #25: the viewer shows one page at a time where a spread would make this text too small.
        body_text_size: bodyTextSize(book.pagePlan.ageBand, sample.format),
      };
      writeFileSync(join(tmp, 'viewer.json'), JSON.stringify(data));
      if (existsSync(target)) rmSync(tmp, { recursive: true, force: true });
      else renameSync(tmp, target);
      log(
        `showcase: made the ${sample.key} sample book (${pages.length} pages) in ${Date.now() - started} ms`,
      );
    }
  } finally {
    await renderer.close();
  }
}
