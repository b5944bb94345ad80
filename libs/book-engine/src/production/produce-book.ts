import type { ChromiumRenderer } from '@fabelhaft/pdf';
import { setPrintBoxes, setReadingDirection } from '@fabelhaft/pdf';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { PageIllustration } from '../illustration/page';
import { EmbeddedIllustrator, type Illustrator } from '../ports';
import { accentOf, coverSections, documentHtml, pageSection, type PictureUrls } from './layout';
import { planPages, varsOf } from './plan-pages';
import { preflightBook } from './preflight';
import type {
  FlipbookPage,
  IllustrationBrief,
  PagePlan,
  ProducedBook,
  ProductionInput,
  ProductionStage,
} from './types';
import { BOOK_WORDS } from './words';

/** Pictures are drawn for 305 ppi at the bled size, a little above the 300 ppi print minimum. */
export const PRINT_PPI = 305;
/** The customer's PDF: pictures at about 150 ppi keep a 24-page book at a few MB. */
const SCREEN_PICTURE_WIDTH = 1100;
/** Flipbook pages (spec §9 viewer, 3:4). */
export const FLIPBOOK_SIZE = { widthPx: 900, heightPx: 1200 };
const CONCURRENCY = 2;

/**
 * Print pages per Chromium document: Chromium keeps every picture of a document decoded at print size
 * (~27 MB each), so the interior is printed in parts and joined, which keeps its peak memory flat.
 */
const PAGES_PER_RENDER = 6;

export interface ProduceBookDeps {
  renderer: Pick<ChromiumRenderer, 'renderPdf' | 'renderImage'>;
  illustrator?: Illustrator;
}

export interface ProduceBookHooks {
  onStage?(stage: ProductionStage): void | Promise<void>;
}

/** Runs `work` over items with at most `limit` at a time, keeping the order of results. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const pxFor = (mm: number): number => Math.ceil((mm / 25.4) * PRINT_PPI);

/** Every picture the book needs, once each (the back cover reuses the title portrait). */
export function briefsOf(plan: PagePlan): IllustrationBrief[] {
  const all = [plan.cover.front, ...plan.pages.flatMap((p) => (p.illustration ? [p.illustration] : []))];
  return [...new Map(all.map((b) => [b.id, b])).values()];
}

/** A picture as print wants it: JPEG or PNG, at least the print size (a smaller model image is scaled up). */
async function printReady(picture: PageIllustration, width: number, height: number): Promise<Buffer> {
  if (picture.width >= width && picture.height >= height && picture.mimeType === 'image/jpeg')
    return picture.image;
  return sharp(picture.image)
    .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Joins PDFs page by page (fonts stay subset per part; print shops accept that). */
async function joinPdfs(parts: Buffer[]): Promise<Buffer> {
  if (parts.length === 1) return parts[0] as Buffer;
  const joined = await PDFDocument.create({ updateMetadata: false });
  for (const part of parts) {
    const doc = await PDFDocument.load(part, { updateMetadata: false });
    for (const page of await joined.copyPages(doc, doc.getPageIndices())) joined.addPage(page);
  }
  return Buffer.from(await joined.save({ useObjectStreams: false }));
}

const dataUrl = (jpeg: Buffer): string => `data:image/jpeg;base64,${jpeg.toString('base64')}`;

/**
 * Produces the whole book: pictures, one HTML layout printed by Chromium into the print interior and cover
 * (trim + 3 mm bleed, TrimBox/BleedBox), the customer's screen PDF and the flipbook images, then a preflight
 * read back from the files. The page plan is pure; pictures come from the illustrator (embedded by default).
 */
export async function produceBook(
  input: ProductionInput,
  deps: ProduceBookDeps,
  hooks: ProduceBookHooks = {},
): Promise<ProducedBook> {
  const pagePlan = planPages(input);
  const { plan } = input;
  const illustrator = deps.illustrator ?? new EmbeddedIllustrator();
  const { trim, bleedMm } = pagePlan;
  const bled = { widthMm: trim.widthMm + 2 * bleedMm, heightMm: trim.heightMm + 2 * bleedMm };
  const width = pxFor(bled.widthMm);
  const height = pxFor(bled.heightMm);

  await hooks.onStage?.('illustrating');
  const briefs = briefsOf(pagePlan);
  const printUrls = new Map<string, string>();
  const screenUrls = new Map<string, string>();
  await mapLimit(briefs, CONCURRENCY, async (brief) => {
    const picture = await illustrator.illustratePage(plan, brief, { style: plan.style, width, height });
    const print = await printReady(picture, width, height);
    const screen = await sharp(print)
      .resize(SCREEN_PICTURE_WIDTH)
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    printUrls.set(brief.id, dataUrl(print));
    screenUrls.set(brief.id, dataUrl(screen));
  });

  await hooks.onStage?.('laying-out');
  const accent = accentOf(pagePlan);
  const storyOf = Object.fromEntries(plan.languages.map((l) => [l, BOOK_WORDS[l].storyOf(varsOf(plan, l))]));
  const backBrief = pagePlan.pages.find((p) => p.kind === 'title')?.illustration;
  const sections = (urls: PictureUrls) => ({
    pages: pagePlan.pages.map((page) => pageSection(pagePlan, page, urls, accent)),
    cover: coverSections(pagePlan, urls, storyOf, backBrief),
  });
  const print = sections(printUrls);
  const screen = sections(screenUrls);
  const printMode = { bleedMm };
  const interiorParts = chunks(print.pages, PAGES_PER_RENDER).map((part) =>
    documentHtml(pagePlan, part, printMode),
  );
  const coverHtml = documentHtml(pagePlan, print.cover, printMode);
  const screenSections = [screen.cover[0] as string, ...screen.pages, screen.cover[1] as string];
  const screenHtml = documentHtml(pagePlan, screenSections, { bleedMm: 0 });

  await hooks.onStage?.('rendering');
  const { renderer } = deps;
  const printSize = { widthMm: bled.widthMm, heightMm: bled.heightMm };
  // The CSS viewport is the trim in CSS px (96/in); the device scale brings it to the flipbook's 900 px.
  const viewport = {
    widthPx: Math.round((trim.widthMm / 25.4) * 96),
    heightPx: Math.round((trim.heightMm / 25.4) * 96),
  };
  const scale = FLIPBOOK_SIZE.widthPx / viewport.widthPx;
  const altTexts = [
    pagePlan.cover.front.altText,
    ...pagePlan.pages.map((p) => p.altText),
    pagePlan.cover.synopsis[pagePlan.mainLanguage] ?? '',
  ];
  // One document at a time: a print interior holds every picture decoded at print size in Chromium, and
  // two of those at once would double the peak memory for little gain on two cores.
  const parts: Buffer[] = [];
  for (const html of interiorParts) parts.push(await renderer.renderPdf(html, printSize));
  const interiorRaw = await joinPdfs(parts);
  const coverRaw = await renderer.renderPdf(coverHtml, printSize);
  const screenRaw = await renderer.renderPdf(screenHtml, trim);
  const images = await mapLimit(screenSections, CONCURRENCY, (section) =>
    renderer.renderImage(documentHtml(pagePlan, [section], { bleedMm: 0 }), {
      ...viewport,
      deviceScaleFactor: scale,
      format: 'webp',
      quality: 82,
    }),
  );
  // A right-bound (Arabic) book is marked R2L in every PDF, so two-page views and imposition mirror it.
  const { binding, readingDirection } = pagePlan;
  const [interiorPdf, coverPdf, screenPdf] = await Promise.all([
    setPrintBoxes(interiorRaw, { bleedMm, trimMm: trim, readingDirection }),
    setPrintBoxes(coverRaw, { bleedMm, trimMm: trim, readingDirection }),
    readingDirection === 'rtl' ? setReadingDirection(screenRaw, 'rtl') : screenRaw,
  ]);
  const flipbook: FlipbookPage[] = images.map((webp, i) => ({
    pageNumber: i + 1,
    pageType: i === 0 ? 'cover' : 'other',
    webp,
    altText: altTexts[i] ?? '',
  }));

  await hooks.onStage?.('preflight');
  const preflight = await preflightBook(
    { interiorPdf, coverPdf, screenPdf },
    { format: pagePlan.format, pageCount: pagePlan.pageCount, binding },
  );
  return { pagePlan, interiorPdf, coverPdf, screenPdf, flipbook, preflight, binding, readingDirection };
}
