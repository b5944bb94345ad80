import {
  createChromiumRenderer,
  pdfInfo,
  pdfStructure,
  pdfText,
  type ChromiumRenderer,
} from '@fabelhaft/pdf';
import sharp from 'sharp';
import { planStory } from '../story/plan-story';
import { produceBook, produceScreenBook } from './produce-book';
import type { ProducedBook, ScreenBook } from './types';

// A board book (the fewest pictures) made twice with the embedded illustrator: once for print, once only to read.
jest.setTimeout(240_000);

let renderer: ChromiumRenderer;
let full: ProducedBook;
let screen: ScreenBook;
const stages: string[] = [];

beforeAll(async () => {
  renderer = createChromiumRenderer({ maxConcurrentPages: 1, idleCloseMs: 0 });
  const input = {
    plan: planStory({
      bookId: 'screen-book-int',
      idea: 'Mila und ihr Teddy entdecken die Farben im Garten',
      age: 2,
      mainLanguage: 'de',
      style: 'watercolor',
    }),
    format: 'board',
    textBackground: true,
  } as const;
  // Each with its own (default) artefact cache: the screen book draws and lays out everything itself.
  full = await produceBook(input, { renderer });
  screen = await produceScreenBook(input, { renderer }, { onStage: (stage) => void stages.push(stage) });
});

afterAll(async () => {
  await renderer?.close();
});

/**
 * How far two pictures of the same size are apart (libvips does the sums): the mean absolute difference of their
 * channels, and the share of pixels whose difference (as grey) is more than 24 levels, what an eye would see.
 */
async function difference(a: Buffer, b: Buffer): Promise<{ mean: number; visible: number }> {
  const [ma, mb] = await Promise.all([sharp(a).metadata(), sharp(b).metadata()]);
  expect([mb.width, mb.height]).toEqual([ma.width, ma.height]);
  const diff = await sharp(a)
    .removeAlpha()
    .composite([{ input: await sharp(b).removeAlpha().png().toBuffer(), blend: 'difference' }])
    .png()
    .toBuffer();
  const { channels } = await sharp(diff).removeAlpha().stats();
  const mean = channels.reduce((sum, c) => sum + c.mean, 0) / channels.length;
  const { channels: seen } = await sharp(diff).greyscale().threshold(25).stats();
  return { mean, visible: seen[0]!.mean / 255 };
}

describe('produceScreenBook (issue #26: the showcase)', () => {
  it('makes the screen PDF and the flipbook only: no print files, no preflight', () => {
    expect(stages).toEqual(['laying-out', 'illustrating', 'rendering']);
    expect(Object.keys(screen).sort()).toEqual(
      ['binding', 'flipbook', 'pagePlan', 'readingDirection', 'remade', 'screenPdf'].sort(),
    );
  });

  it('lays out the same pages with the same text, structure and alt texts as produceBook', async () => {
    expect(screen.pagePlan).toEqual(full.pagePlan);
    expect(screen.remade).toEqual(full.remade);
    expect(screen.flipbook.map((p) => ({ ...p, webp: undefined }))).toEqual(
      full.flipbook.map((p) => ({ ...p, webp: undefined })),
    );
    expect((await pdfInfo(screen.screenPdf)).pages).toBe((await pdfInfo(full.screenPdf)).pages);
    expect(await pdfText(screen.screenPdf)).toBe(await pdfText(full.screenPdf));
    expect(await pdfStructure(screen.screenPdf)).toEqual(await pdfStructure(full.screenPdf));
  });

  it('shows the same flipbook pages: pictures drawn at screen size differ only by a few levels at edges', async () => {
    expect(screen.flipbook).toHaveLength(full.flipbook.length);
    for (const [i, page] of screen.flipbook.entries()) {
      const d = await difference(page.webp, full.flipbook[i]!.webp);
      expect({ page: i + 1, same: d.mean < 4 && d.visible < 0.02 }).toEqual({ page: i + 1, same: true });
    }
    // The measure sees another page as another page.
    const other = await difference(screen.flipbook[1]!.webp, full.flipbook[2]!.webp);
    expect(other.mean).toBeGreaterThan(10);
  });
});
