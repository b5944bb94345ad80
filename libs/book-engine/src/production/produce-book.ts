import type { ChromiumRenderer } from '@fabelhaft/pdf';
import {
  assemblePdf,
  makePdfX4,
  rasterisePdf,
  splitPdf,
  type DocumentMetadata,
  type JpegImage,
  type PageSource,
} from '@fabelhaft/pdf';
import sharp from 'sharp';
import { EmbeddedIllustrator, type Illustrator } from '../ports';
import type { StoryPlan } from '../types';
import type { CallMeter } from '../providers/calls';
import type { LikenessChecker, LikenessReport } from '../providers/likeness';
import { narrateBook, type Narration, type Narrator } from '../narration/narrate-book';
import { artefactKey, MemoryArtefactCache, type ArtefactCache } from './cache';
import { illustrateBook, mapLimit, PRODUCTION_VERSION } from './illustrate-book';
import {
  accentOf,
  coverPictures,
  coverSections,
  documentHtml,
  listensOnBackCover,
  pagePictures,
  pageSection,
  pictureCrop,
  slotKey,
  type LayoutMode,
  type PictureCrop,
  type PlacedPicture,
} from './layout';
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
const SCREEN_PICTURE_QUALITY = 80;
/** Flipbook pages (spec §9 viewer, 3:4). */
export const FLIPBOOK_SIZE = { widthPx: 900, heightPx: 1200 };
const FLIPBOOK_QUALITY = 82;
/** libwebp effort 2 of 6: half the encoding time of the default for 2 % larger files. */
const FLIPBOOK_EFFORT = 2;
/** Pictures drawn at once (the machine's two cores; each picture is one libvips thread). */
const CONCURRENCY = 2;
export { mapLimit, PRODUCTION_VERSION } from './illustrate-book';
/** Author, creator and publisher in the screen PDF's metadata (ADR 0027). */
export const BOOK_AUTHOR = 'Fabelhaft';

export interface ProduceBookDeps {
  /**
   * Lays the pages out. With `closeIdle` its browser is closed once the layout is done (unless another book is
   * being laid out): the idle Chromium held 150–200 MiB through the pictures, the print files and the narration.
   */
  renderer: Pick<ChromiumRenderer, 'renderPdf'> & Partial<Pick<ChromiumRenderer, 'closeIdle'>>;
  illustrator?: Illustrator;
  /**
   * Where pictures, laid-out pages and flipbook images are kept by content (ADR 0019). With the artefacts
   * of an earlier production of the book, only what a revision touched is made again (issue #14). Without
   * one, artefacts are shared within this production only.
   */
  cache?: ArtefactCache;
  /** The print files' creation date (PDF/X Info and XMP); default: now. */
  now?: () => Date;
  /**
   * issue #23: checks every page picture against its characters (a failing one is made once more) and reports
   * it in `ProducedBook.likeness`; absent: no check.
   */
  checker?: LikenessChecker;
  /** issue #23: the book's meter of provider calls (its budget); absent: unlimited. */
  meter?: CallMeter;
  /**
   * issue #28: reads every page aloud in the book's languages (`ProducedBook.narration`), beside the layout and
   * a provider's pictures, or after the embedded pictures beside rendering and preflight; absent: no narration.
   */
  narrator?: Narrator;
}

export interface ProduceBookHooks {
  onStage?(stage: ProductionStage): void | Promise<void>;
  /**
   * The artefact cache failed to answer or to store: production goes on as if the artefact was not there
   * (it is made again), so a broken store costs time, never a book. For the caller's log.
   */
  onCacheError?(error: unknown, key: string): void;
}

/** The cache as production uses it: a failing read is a miss, a failing write is left behind. */
function tolerant(cache: ArtefactCache, onError: ProduceBookHooks['onCacheError']): ArtefactCache {
  return {
    async get(key) {
      try {
        return await cache.get(key);
      } catch (error) {
        onError?.(error, key);
        return undefined;
      }
    },
    async put(key, body) {
      try {
        await cache.put(key, body);
      } catch (error) {
        onError?.(error, key);
      }
    },
  };
}

const pxFor = (mm: number): number => Math.ceil((mm / 25.4) * PRINT_PPI);

/** Every picture the book needs, once each (the back cover reuses the title portrait). */
export function briefsOf(plan: PagePlan): IllustrationBrief[] {
  const all = [plan.cover.front, ...plan.pages.flatMap((p) => (p.illustration ? [p.illustration] : []))];
  return [...new Map(all.map((b) => [b.id, b])).values()];
}

/** The region of a `width` × `height` picture a box of the crop's aspect shows; undefined: all of it. */
function cropRegion(width: number, height: number, crop: PictureCrop) {
  const w = Math.min(width, Math.round(height * crop.aspect));
  const h = Math.min(height, Math.round(width / crop.aspect));
  if (width - w <= 1 && height - h <= 1) return undefined;
  return {
    left: Math.round((width - w) * crop.x),
    top: Math.round((height - h) * crop.y),
    width: w,
    height: h,
  };
}

const placeholders = new Map<number, Promise<Buffer>>();

/**
 * The k-th picture of a page as Chromium sees it: a tiny JPEG of its own colour, which Skia embeds byte for
 * byte and the assembly replaces by the picture (libs/pdf `assemblePdf`).
 */
function placeholder(k: number): Promise<Buffer> {
  let made = placeholders.get(k);
  if (!made) {
    made = sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: (37 * k) % 256, b: 120 } },
    })
      .jpeg({ quality: 50 })
      .toBuffer();
    placeholders.set(k, made);
  }
  return made;
}

/**
 * The k-th picture's alt text as Chromium sees it: a placeholder, which the join replaces by the brief's
 * alt text in the tagged screen PDF (libs/pdf `assemblePdf`, ADR 0027). So a page's layout, and its cache
 * key, does not change with its alt text (which follows the text of the story, not the picture).
 */
const altPlaceholder = (k: number): string => `fabelhaft-picture-${k + 1}`;

/** Gives the page's `<img>`s (in order: the k-th shows the k-th placeholder) their placeholder alt texts. */
function withAltPlaceholders(html: string): string {
  let k = 0;
  return html.replace(/ alt="[^"]*"/g, () => ` alt="${altPlaceholder(k++)}"`);
}

const dataUrl = (jpeg: Buffer): string => `data:image/jpeg;base64,${jpeg.toString('base64')}`;

interface Section {
  /** Flipbook page number (1 = outside front cover). */
  page: number;
  html: string;
  pictures: PlacedPicture[];
}

interface Variant {
  print: JpegImage;
  screen: JpegImage;
  screenKey: string;
}

async function jpegOf(data: Buffer): Promise<JpegImage> {
  const { width = 0, height = 0 } = await sharp(data).metadata();
  return { data, width, height };
}

/**
 * Produces the whole book (ADR 0008, ADR 0019): every page laid out once by Chromium into a one-page PDF
 * (pictures stand in as placeholders), pictures from the illustrator, the print interior and cover (trim +
 * 3 mm bleed, TrimBox/BleedBox, then made PDF/X-4 with a FOGRA39 output intent, ADR 0026) and the
 * customer's screen PDF (cut to the trim, small pictures) joined from those pages, the flipbook images
 * rasterised from the screen PDF, then a preflight read back from the files. Pictures, laid-out pages and flipbook images are kept in `deps.cache` by content hash: a revision
 * makes again only what its changes touch (`remade`), and every other flipbook image and page content stream
 * stays byte for byte as it was.
 */
export async function produceBook(
  input: ProductionInput,
  deps: ProduceBookDeps,
  hooks: ProduceBookHooks = {},
): Promise<ProducedBook> {
  const pagePlan = planPages(input);
  const { plan } = input;
  const illustrator: Illustrator = deps.illustrator ?? new EmbeddedIllustrator();
  const cache = tolerant(deps.cache ?? new MemoryArtefactCache(), hooks.onCacheError);
  const { trim, bleedMm, binding, readingDirection } = pagePlan;
  const bled = { widthMm: trim.widthMm + 2 * bleedMm, heightMm: trim.heightMm + 2 * bleedMm };
  const printMode: LayoutMode = { bleedMm, exactPictures: true };
  const remade: ProducedBook['remade'] = { pictures: [], pages: [] };
  // issue #28: the voice works in its own thread (or far away) and the encoder in its own processes, so the
  // narration runs beside the other stages and costs the book little more than its own CPU. Beside a provider's
  // pictures (waited for, little memory) it starts at once; the embedded pictures are the production's memory
  // peak (about 0.9 GiB with Chromium), and the embedded voice's thread (100–200 MiB) beside them took the booklet
  // over its 1 GiB (issue #14), so then it starts once the pictures are drawn, beside rendering and preflight.
  const remote = illustrator.concurrency !== undefined;
  let narrating: Promise<Narration> | undefined;
  const narrate = () => {
    if (!deps.narrator || narrating) return;
    narrating = narrateBook(pagePlan, {
      narrator: deps.narrator,
      cache,
      ...(deps.meter ? { meter: deps.meter } : {}),
    });
    narrating.catch(() => undefined);
  };
  if (remote) narrate();

  // Layout first: Chromium needs no picture (placeholders), and it is done before the embedded pictures take the
  // memory, so the two peaks do not add up.
  await hooks.onStage?.('laying-out');
  const sections = await sectionsOf(pagePlan, plan);
  const draw = () =>
    drawPictures(pagePlan, plan, sections, {
      illustrator,
      cache,
      printMode,
      remade,
      ...(input.photos ? { photos: input.photos } : {}),
      ...(input.photoConsent ? { photoConsent: true } : {}),
      ...(deps.checker ? { checker: deps.checker } : {}),
      ...(deps.meter ? { meter: deps.meter } : {}),
    });
  // A provider's pictures (issue #23) are waited for, not computed here: they are asked for while Chromium lays
  // the pages out. The embedded drawing is CPU and memory work of its own, so it waits for the layout.
  const early = remote ? draw() : undefined;
  early?.catch(() => undefined);
  const layoutKeys = sections.map((s) =>
    artefactKey('page-layout', PRODUCTION_VERSION, bled, documentHtml(pagePlan, [s.html], printMode)),
  );
  const layouts = await Promise.all(layoutKeys.map((key) => cache.get(key)));
  const missing = sections.filter((_, i) => !layouts[i]);
  if (missing.length > 0) {
    // One Chromium document for every page not laid out before, cut into one-page PDFs.
    const html = documentHtml(
      pagePlan,
      missing.map((s) => s.html),
      printMode,
    );
    // Tagged (ADR 0027): the split keeps each page's part of the structure tree (Figure elements with
    // placeholder alt texts), so the screen PDF can be joined tagged.
    const pages = await splitPdf(await deps.renderer.renderPdf(html, { ...bled, tagged: true }));
    if (pages.length !== missing.length)
      throw new Error(`Chromium printed ${pages.length} pages for ${missing.length} laid-out pages`);
    await Promise.all(
      missing.map(async (s, i) => {
        const index = s.page - 1;
        layouts[index] = pages[i] as Buffer;
        await cache.put(layoutKeys[index] as string, pages[i] as Buffer);
      }),
    );
  }

  // Chromium is not needed again by this book: its idle browser (150–200 MiB PSS, measured with
  // bench:production) would otherwise sit beside the embedded pictures and the narration, the production's peaks
  // (issue #28). Not waited for: the close runs beside the pictures.
  deps.renderer.closeIdle?.().catch(() => undefined);

  await hooks.onStage?.('illustrating');
  const { variants, likeness } = await (early ?? draw());

  await hooks.onStage?.('rendering');
  narrate();
  const placeholderBytes = await Promise.all(
    Array.from({ length: Math.max(0, ...sections.map((s) => s.pictures.length)) }, (_, k) => placeholder(k)),
  );
  const variantOf = (p: PlacedPicture): Variant => variants.get(slotKey(p.brief.id, p.slot)) as Variant;
  const source = (index: number, size: 'print' | 'screen'): PageSource => ({
    pdf: layouts[index] as Buffer,
    images: (sections[index] as Section).pictures.map((p, k) => ({
      placeholder: placeholderBytes[k] as Buffer,
      image: variantOf(p)[size],
    })),
    altTexts: (sections[index] as Section).pictures.map((p, k) => ({
      placeholder: altPlaceholder(k),
      text: p.brief.altText,
    })),
  });
  // A right-bound (Arabic) book is marked R2L in every PDF, so two-page views and imposition mirror it.
  // The customer's file is tagged and described (ADR 0027); the print files are not (a RIP reads no tags).
  const screenPdf = await assemblePdf(
    sections.map((_, i) => source(i, 'screen')),
    {
      cropBleedMm: bleedMm,
      readingDirection,
      deviceRgbPictures: true,
      tagged: true,
      metadata: screenMetadata(pagePlan, plan),
    },
  );
  // Flipbook images: the screen PDF's pages at the viewer's size, kept by page layout and screen pictures.
  const flipbookKeys = sections.map((s, i) =>
    artefactKey(
      'flipbook-page',
      PRODUCTION_VERSION,
      layoutKeys[i] as string,
      s.pictures.map((p) => variantOf(p).screenKey),
      { ...FLIPBOOK_SIZE, quality: FLIPBOOK_QUALITY, effort: FLIPBOOK_EFFORT, cropBleedMm: bleedMm },
    ),
  );
  const images = await Promise.all(flipbookKeys.map((key) => cache.get(key)));
  const toRaster = sections.filter((_, i) => !images[i]).map((s) => s.page);
  // pdftoppm runs in its own processes while the print files are joined here.
  const rastered =
    toRaster.length > 0
      ? rasterisePdf(screenPdf, {
          pages: toRaster,
          ...FLIPBOOK_SIZE,
          format: 'webp',
          quality: FLIPBOOK_QUALITY,
          effort: FLIPBOOK_EFFORT,
          concurrency: CONCURRENCY,
        })
      : Promise.resolve([]);
  rastered.catch(() => undefined);
  const printBoxes = { bleedMm, trimMm: trim };
  const last = sections.length - 1;
  // The print files become PDF/X-4 with the FOGRA39 output intent (ADR 0026): a post-step on the joined file
  // that adds the intent, metadata and DefaultRGB and leaves every content stream as it is.
  const createdAt = (deps.now ?? (() => new Date()))();
  const title = pagePlan.cover.title[pagePlan.mainLanguage] ?? plan.bookId;
  const interiorPdf = await makePdfX4(
    await assemblePdf(
      pagePlan.pages.map((_, i) => source(i + 1, 'print')),
      { printBoxes, readingDirection },
    ),
    { title: `${title} (interior)`, createdAt, documentKey: `${plan.bookId}:interior` },
  );
  const coverPdf = await makePdfX4(
    await assemblePdf([source(0, 'print'), source(last, 'print')], { printBoxes, readingDirection }),
    { title: `${title} (cover)`, createdAt, documentKey: `${plan.bookId}:cover` },
  );
  const fresh = await rastered;
  await Promise.all(
    toRaster.map(async (page, i) => {
      images[page - 1] = fresh[i] as Buffer;
      await cache.put(flipbookKeys[page - 1] as string, fresh[i] as Buffer);
    }),
  );
  remade.pages.push(...toRaster);
  const altTexts = [
    pagePlan.cover.front.altText,
    ...pagePlan.pages.map((p) => p.altText),
    pagePlan.cover.synopsis[pagePlan.mainLanguage] ?? '',
  ];
  const flipbook: FlipbookPage[] = images.map((webp, i) => ({
    pageNumber: i + 1,
    pageType: i === 0 ? 'cover' : 'other',
    webp: webp as Buffer,
    altText: altTexts[i] ?? '',
  }));

  await hooks.onStage?.('preflight');
  const preflight = await preflightBook(
    { interiorPdf, coverPdf, screenPdf },
    {
      format: pagePlan.format,
      pageCount: pagePlan.pageCount,
      binding,
      ...(listeningCodePage(pagePlan) ?? {}),
    },
  );
  const narration = narrating ? await narrating : undefined;
  if (narration) remade.narration = narration.remade;
  return {
    pagePlan,
    interiorPdf,
    coverPdf,
    screenPdf,
    flipbook,
    preflight,
    binding,
    readingDirection,
    remade,
    ...(likeness ? { likeness } : {}),
    ...(narration ? { narration } : {}),
  };
}

/**
 * issue #28 part 4: where the listening link is printed (ADR 0038): the imprint page of the interior, or — a
 * board book has none — the outside back cover (page 2 of the cover file).
 */
function listeningCodePage(
  pagePlan: PagePlan,
): { listeningCode: { file: 'interior' | 'cover'; page: number; url: string } } | undefined {
  if (!pagePlan.listenUrl) return undefined;
  const url = pagePlan.listenUrl;
  if (listensOnBackCover(pagePlan)) return { listeningCode: { file: 'cover', page: 2, url } };
  const index = pagePlan.pages.findIndex((p) => p.kind === 'imprint');
  return { listeningCode: { file: 'interior', page: index + 1, url } };
}

/** The book's name and makers as Info and XMP of the screen PDF say them (ADR 0027). */
function screenMetadata(pagePlan: PagePlan, plan: StoryPlan): DocumentMetadata {
  const main = pagePlan.mainLanguage;
  const vars = varsOf(plan, main);
  return {
    title: pagePlan.cover.title[main] ?? '',
    language: main,
    // The spec has no author; the imprint says the book is "written and illustrated with Fabelhaft".
    author: BOOK_AUTHOR,
    subject: pagePlan.cover.synopsis[main] ?? BOOK_WORDS[main].storyOf(vars),
    keywords: [vars.hero, vars.friend, BOOK_AUTHOR].filter(Boolean),
    creator: BOOK_AUTHOR,
    producer: `${BOOK_AUTHOR} book production ${PRODUCTION_VERSION} (Chromium, pdf-lib)`,
  };
}

/**
 * Every page of the book in flipbook order (outside front cover, the interior, outside back cover) as the
 * layout writes it, with its pictures as placeholders: the k-th picture of a page shows the k-th placeholder.
 */
async function sectionsOf(pagePlan: PagePlan, plan: StoryPlan): Promise<Section[]> {
  const accent = accentOf(pagePlan);
  const storyOf = Object.fromEntries(plan.languages.map((l) => [l, BOOK_WORDS[l].storyOf(varsOf(plan, l))]));
  const backBrief = pagePlan.pages.find((p) => p.kind === 'title')?.illustration;
  const [frontPictures, backPictures] = coverPictures(pagePlan, backBrief);
  const urlsFor = async (pictures: PlacedPicture[]) =>
    new Map(
      await Promise.all(
        pictures.map(
          async (p, k) => [slotKey(p.brief.id, p.slot), dataUrl(await placeholder(k))] as [string, string],
        ),
      ),
    );
  const coverUrls = new Map([...(await urlsFor(frontPictures)), ...(await urlsFor(backPictures))]);
  const [front, back] = coverSections(pagePlan, coverUrls, storyOf, backBrief);
  const interior = await Promise.all(
    pagePlan.pages.map(async (page, i) => {
      const pictures = pagePictures(pagePlan, page);
      return { page: i + 2, html: pageSection(pagePlan, page, await urlsFor(pictures), accent), pictures };
    }),
  );
  return [
    { page: 1, html: front as string, pictures: frontPictures },
    ...interior,
    { page: pagePlan.pages.length + 2, html: back as string, pictures: backPictures },
  ].map((s) => ({ ...s, html: withAltPlaceholders(s.html) }));
}

/**
 * Draws every picture the pages show (or finds it in the cache), then cuts it to each box it is shown in, at
 * print size and for the screen. A picture is keyed by what the illustrator reads (`pictureInputs`), a cut
 * by its picture and crop.
 */
async function drawPictures(
  pagePlan: PagePlan,
  plan: StoryPlan,
  sections: Section[],
  context: {
    illustrator: Illustrator;
    cache: ArtefactCache;
    printMode: LayoutMode;
    remade: ProducedBook['remade'];
    photos?: ProductionInput['photos'];
    photoConsent?: boolean;
    checker?: LikenessChecker;
    meter?: CallMeter;
  },
): Promise<{ variants: Map<string, Variant>; likeness?: LikenessReport }> {
  const { illustrator, cache, printMode, remade } = context;
  const placed = sections.flatMap((s) => s.pictures);
  const width = pxFor(pagePlan.trim.widthMm + 2 * pagePlan.bleedMm);
  const height = pxFor(pagePlan.trim.heightMm + 2 * pagePlan.bleedMm);
  // The flipbook page each picture is first shown on (the likeness report names pages as the viewer does).
  const pageOf = new Map<string, number>();
  for (const s of sections)
    for (const p of s.pictures) if (!pageOf.has(p.brief.id)) pageOf.set(p.brief.id, s.page);
  const illustrated = await illustrateBook(
    {
      plan,
      briefs: briefsOf(pagePlan),
      pageOf,
      width,
      height,
      ...(context.photos ? { photos: context.photos } : {}),
      ...(context.photoConsent ? { photoConsent: true } : {}),
    },
    {
      illustrator,
      cache,
      ...(context.checker ? { checker: context.checker } : {}),
      ...(context.meter ? { meter: context.meter } : {}),
    },
  );
  const { pictureKeys, prints } = illustrated;
  // In book order, so `remade.pictures` reads the same every run.
  remade.pictures.push(...illustrated.drawn);

  const slots = [...new Map(placed.map((p) => [slotKey(p.brief.id, p.slot), p])).values()];
  const variants = new Map<string, Variant>();
  await mapLimit(slots, CONCURRENCY, async ({ brief, slot }) => {
    const pictureKey = pictureKeys.get(brief.id) as string;
    // A picture below a page's band of text is cut to that page's band (issue #24).
    const page = pagePlan.pages.find((p) => p.illustration?.id === brief.id);
    const crop = pictureCrop(pagePlan, printMode, slot, page);
    const printKey = artefactKey('print-picture', PRODUCTION_VERSION, pictureKey, crop);
    const screenKey = artefactKey('screen-picture', PRODUCTION_VERSION, pictureKey, crop, {
      width: SCREEN_PICTURE_WIDTH,
      quality: SCREEN_PICTURE_QUALITY,
    });
    // A picture already of its box's shape is used as it is (and not stored twice).
    const full = prints.get(brief.id) as Buffer;
    const meta = await sharp(full).metadata();
    const region = cropRegion(meta.width ?? width, meta.height ?? height, crop);
    let print = region ? await cache.get(printKey) : full;
    if (!print) {
      print = await sharp(full)
        .extract(region as NonNullable<typeof region>)
        .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
        .toBuffer();
      await cache.put(printKey, print);
    }
    let screen = await cache.get(screenKey);
    if (!screen) {
      screen = await sharp(print)
        .resize(SCREEN_PICTURE_WIDTH)
        .jpeg({ quality: SCREEN_PICTURE_QUALITY, mozjpeg: true })
        .toBuffer();
      await cache.put(screenKey, screen);
    }
    variants.set(slotKey(brief.id, slot), {
      print: await jpegOf(print),
      screen: await jpegOf(screen),
      screenKey,
    });
  });
  return { variants, ...(illustrated.likeness ? { likeness: illustrated.likeness } : {}) };
}
