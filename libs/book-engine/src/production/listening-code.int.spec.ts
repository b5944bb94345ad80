import {
  checkPdfX4,
  createChromiumRenderer,
  findQrCode,
  pdfImages,
  pdfPageImage,
  pdfText,
  qrMatrix,
  QR_QUIET_ZONE,
  type ChromiumRenderer,
} from '@fabelhaft/pdf';
import { EmbeddedIllustrator, type Illustrator } from '../ports';
import { planStory } from '../story/plan-story';
import { preflightBook } from './preflight';
import { produceBook } from './produce-book';
import type { ProducedBook } from './types';

jest.setTimeout(180_000);

/** issue #28 part 4 (ADR 0038): the imprint page prints the listening link as a QR code a phone reads. */
const LISTEN_URL = 'https://fabelhaft.example/listen/q7Yx3RZ0bN2mLk8wVt5sUf1H';
const DPI = 200;

const embedded = new EmbeddedIllustrator();
const smallPictures: Illustrator = {
  illustrateCover: (story, options) => embedded.illustrateCover(story, options),
  illustratePage: (story, brief, options) =>
    embedded.illustratePage(story, brief, { ...options, width: 600, height: 800 }),
};

const plan = (age: number) =>
  planStory({
    bookId: `int-listen-${age}`,
    idea: 'A girl named Mia finds a lantern in the forest with her fox',
    age,
    mainLanguage: 'de',
    translationLanguage: 'en',
    style: 'cartoon',
  });

let renderer: ChromiumRenderer;
let book: ProducedBook;
let imprintPage: number;

beforeAll(async () => {
  renderer = createChromiumRenderer({ maxConcurrentPages: 2, idleCloseMs: 0 });
  book = await produceBook(
    { plan: plan(5), format: 'booklet', textBackground: true, listenUrl: LISTEN_URL },
    { renderer, illustrator: smallPictures },
  );
  imprintPage = book.pagePlan.pages.findIndex((p) => p.kind === 'imprint') + 1;
});
afterAll(async () => {
  await renderer.close();
});

describe('the listening QR code in print (issue #28 part 4)', () => {
  it('decodes, on the produced print interior, to the exact listen link; the preflight read it back', async () => {
    expect(imprintPage).toBeGreaterThan(0);
    const found = await findQrCode(await pdfPageImage(book.interiorPdf, { page: imprintPage, dpi: DPI }));
    expect(found?.text).toBe(LISTEN_URL);
    expect(book.preflight).toMatchObject({
      passed: true,
      problems: [],
      listeningCode: { file: 'interior', page: imprintPage, url: LISTEN_URL, decoded: LISTEN_URL },
    });
    // The short link is printed beside it as text, without the scheme.
    const text = await pdfText(book.interiorPdf);
    expect(text.replace(/\s+/g, '')).toContain('fabelhaft.example/listen/q7Yx3RZ0bN2mLk8wVt5sUf1H');
  });

  it('is vector in the print file’s colour space, inside the safe area with its 4-module quiet zone', async () => {
    // No picture on the imprint page: the code is paths, not an image.
    expect((await pdfImages(book.interiorPdf)).filter((i) => i.page === imprintPage)).toEqual([]);
    // The text's colour, DefaultRGB-mapped like every other vector (ADR 0026): still PDF/X-4.
    expect(await checkPdfX4(book.interiorPdf)).toEqual([]);
    const found = await findQrCode(await pdfPageImage(book.interiorPdf, { page: imprintPage, dpi: DPI }));
    if (!found) throw new Error('no QR code found');
    const pxPerMm = found.width / (book.pagePlan.trim.widthMm + 2 * book.pagePlan.bleedMm);
    const module = (found.box.right - found.box.left) / qrMatrix(LISTEN_URL).size;
    const quiet = QR_QUIET_ZONE * module;
    const safe = (book.pagePlan.bleedMm + book.pagePlan.safeMarginMm) * pxPerMm;
    expect(found.box.left - quiet).toBeGreaterThanOrEqual(safe - 1);
    expect(found.box.top - quiet).toBeGreaterThanOrEqual(safe - 1);
    expect(found.box.right + quiet).toBeLessThanOrEqual(found.width - safe + 1);
    expect(found.box.bottom + quiet).toBeLessThanOrEqual(found.height - safe + 1);
    // Crisp at 300 dpi: a module is at least 0.5 mm.
    expect(module / pxPerMm).toBeGreaterThanOrEqual(0.5);
  });

  it('fails the preflight when the code does not read as the link', async () => {
    const report = await preflightBook(
      { interiorPdf: book.interiorPdf, coverPdf: book.coverPdf, screenPdf: book.screenPdf },
      {
        format: 'booklet',
        pageCount: book.pagePlan.pageCount,
        binding: book.binding,
        listeningCode: {
          file: 'interior',
          page: imprintPage,
          url: 'https://fabelhaft.example/listen/another',
        },
      },
    );
    expect(report.passed).toBe(false);
    expect(report.problems).toEqual([
      `Interior page ${imprintPage}: the listening QR code reads "${LISTEN_URL}", expected "https://fabelhaft.example/listen/another"`,
    ]);
  });

  it('prints it on the outside back cover of a board book, which has no imprint page', async () => {
    const board = await produceBook(
      { plan: plan(2), format: 'board', textBackground: false, listenUrl: LISTEN_URL },
      { renderer, illustrator: smallPictures },
    );
    expect(board.pagePlan.pages.some((p) => p.kind === 'imprint')).toBe(false);
    expect(board.preflight).toMatchObject({
      passed: true,
      listeningCode: { file: 'cover', page: 2, url: LISTEN_URL, decoded: LISTEN_URL },
    });
    const found = await findQrCode(await pdfPageImage(board.coverPdf, { page: 2, dpi: DPI }));
    expect(found?.text).toBe(LISTEN_URL);
  });
});
