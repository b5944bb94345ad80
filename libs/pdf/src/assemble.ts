import { createHash } from 'node:crypto';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObjectCopier,
  PDFPage,
  PDFRawStream,
  PDFRef,
  PDFString,
  ReadingDirection,
  type PDFObject,
} from 'pdf-lib';
import {
  clonePageStructure,
  languageOf,
  newDocumentElement,
  writeStructTree,
  type PageStructure,
} from './structure';
import { mmToPt } from './units';

/**
 * Books are printed page by page (ADR 0019): every page is laid out once into a one-page PDF, which is kept
 * by content hash, and the files (interior, cover, screen PDF) are joined from those pages. A page's
 * pictures are not in the HTML Chromium lays out: each `<img>` shows a tiny placeholder JPEG, which Skia
 * embeds byte for byte (a JPEG drawn whole is passed through as /DCTDecode), and the join puts the real
 * picture's JPEG into that image object. So Chromium never decodes a print-size picture, and one layout serves
 * print (print-size pictures) and screen (small pictures, page cut to the trim).
 */

/** A baseline or progressive JPEG with three (RGB) components, as the PDF will carry it. */
export interface JpegImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface PageSource {
  /** A one-page PDF (from `splitPdf`). */
  pdf: Uint8Array;
  /** Placeholder JPEG bytes in the page → the picture drawn in its place. */
  images?: ReadonlyArray<{ placeholder: Uint8Array; image: JpegImage }>;
  /**
   * Placeholder alt text in the page (`<img alt>` as laid out) → the picture's alt text, put into the /Alt
   * of its Figure element when the file is joined `tagged` (ADR 0027). Like the placeholder pictures, this
   * keeps a page's layout (and its cache key) independent of its alt texts.
   */
  altTexts?: ReadonlyArray<{ placeholder: string; text: string }>;
}

export interface AssembleOptions {
  /**
   * Print pages: TrimBox one bleed inside the MediaBox, BleedBox = MediaBox (see `setPrintBoxes`). Pages of
   * another size than trim + 2 × bleed are left alone.
   */
  printBoxes?: { bleedMm: number; trimMm: { widthMm: number; heightMm: number } };
  /** Screen pages: the page is cut to the trim (MediaBox and CropBox one bleed inside the laid-out page). */
  cropBleedMm?: number;
  /** 'rtl' writes ViewerPreferences /Direction /R2L (a right-bound book). */
  readingDirection?: 'ltr' | 'rtl';
  /**
   * Pictures put in place of placeholders are marked /DeviceRGB instead of the sRGB ICC profile Skia gives
   * them. Screen viewers take DeviceRGB as sRGB, so pages look the same, and poppler draws them without a
   * colour transform: a picture page rasterises in a seventh of the time, to the same pixels. Print files
   * keep the profile (a print shop converts to CMYK from it).
   */
  deviceRgbPictures?: boolean;
  /**
   * A tagged file (ADR 0027): the pages' structure trees (kept by `splitPdf`) joined under one /Document in
   * page order, one ParentTree, /MarkInfo << /Marked true >>. Without it the structure is left behind and
   * the pages lose their /StructParents (print files are not tagged).
   */
  tagged?: boolean;
  /** Info dictionary, XMP metadata stream, catalog /Lang and /ViewerPreferences /DisplayDocTitle. */
  metadata?: DocumentMetadata;
}

/** What a reader, a library or a screen reader shows of the file (Info and XMP carry the same). */
export interface DocumentMetadata {
  title: string;
  /** BCP 47 language tag of the main text (catalog /Lang, dc:language, the /Document element's /Lang). */
  language: string;
  author?: string;
  subject?: string;
  keywords?: readonly string[];
  /** The application that made the content (Info /Creator, xmp:CreatorTool). */
  creator?: string;
  /** The application that wrote the PDF (Info /Producer, pdf:Producer). */
  producer?: string;
}

const name = (n: string) => PDFName.of(n);

/**
 * Splits a PDF into one-page PDFs. Subset fonts get a tag made from their glyph data (`QXZKPA+NotoSans`
 * instead of Skia's per-document `AAAAAA+`), so two different subsets never share a name in a joined file
 * (a RIP may cache fonts by name) and equal subsets can be merged.
 */
export async function splitPdf(pdf: Uint8Array): Promise<Buffer[]> {
  const source = await PDFDocument.load(pdf, { updateMetadata: false });
  tagSubsetFonts(source);
  const language = languageOf(source);
  const out: Buffer[] = [];
  for (const index of source.getPageIndices()) {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const copier = PDFObjectCopier.for(source.context, doc.context);
    const page = copyPage(doc, copier, source.getPage(index));
    // A tagged source: the page keeps its part of the structure tree (its own /Document root, its ParentTree
    // entry under key 0), so a cached one-page PDF is itself a tagged PDF and the join can rebuild the tree.
    const root = doc.context.nextRef();
    const structure = clonePageStructure(source, source.getPage(index).ref, doc, page.ref, copier, root);
    if (structure) {
      // The StructTreeRoot's kids are the page's own (its part of the source's /Document).
      writeStructTree(doc, root, [{ page: page.node, structure }], (kids) =>
        kids.length === 1 ? (kids[0] as PDFRef) : doc.context.obj(kids),
      );
      if (language) doc.catalog.set(name('Lang'), PDFString.of(language));
    } else page.node.delete(name('StructParents'));
    out.push(Buffer.from(await doc.save({ useObjectStreams: false })));
  }
  return out;
}

/** Copies a page (and what it uses) into `doc` and appends it, as `copyPages` does, with the given copier. */
function copyPage(doc: PDFDocument, copier: PDFObjectCopier, page: PDFPage): PDFPage {
  const node = copier.copy(page.node);
  const copy = PDFPage.of(node, doc.context.register(node), doc);
  doc.addPage(copy);
  return copy;
}

/**
 * Joins one-page PDFs into one file, putting each page's pictures in place of its placeholders, then
 * merges objects that came in more than once (the fonts and colour profile every page brings along, a
 * picture on two pages), sets print boxes or cuts screen pages to the trim, and saves without object
 * streams (PDF/X-1a/-3 preflights reject them). The content streams of the pages are copied unchanged.
 */
export async function assemblePdf(
  pages: readonly PageSource[],
  options: AssembleOptions = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const document = options.tagged ? newDocumentElement(doc, options.metadata?.language) : undefined;
  const joined: Array<{ page: PDFDict; structure: PageStructure | undefined }> = [];
  for (const [index, source] of pages.entries()) {
    const one = await PDFDocument.load(source.pdf, { updateMetadata: false });
    if (one.getPageCount() !== 1)
      throw new RangeError(`Page source ${index + 1} has ${one.getPageCount()} pages, expected 1`);
    if (source.images?.length) placeImages(one, source.images, index + 1, options.deviceRgbPictures ?? false);
    if (document && source.altTexts?.length) placeAltTexts(one, source.altTexts, index + 1);
    const copier = PDFObjectCopier.for(one.context, doc.context);
    const page = copyPage(doc, copier, one.getPage(0));
    const structure = document
      ? clonePageStructure(one, one.getPage(0).ref, doc, page.ref, copier, document.ref, { lift: true })
      : undefined;
    if (!structure) page.node.delete(name('StructParents'));
    joined.push({ page: page.node, structure });
  }
  if (document)
    writeStructTree(doc, document.root, joined, (kids) => {
      document.dict.set(name('K'), doc.context.obj(kids));
      return document.ref;
    });
  if (options.metadata) setMetadata(doc, options.metadata);
  mergeIdenticalObjects(doc);
  if (options.printBoxes) {
    const bleed = mmToPt(options.printBoxes.bleedMm);
    const width = mmToPt(options.printBoxes.trimMm.widthMm) + 2 * bleed;
    const height = mmToPt(options.printBoxes.trimMm.heightMm) + 2 * bleed;
    for (const page of doc.getPages()) {
      const box = page.getMediaBox();
      if (Math.abs(box.width - width) > 0.5 || Math.abs(box.height - height) > 0.5) continue;
      page.setBleedBox(box.x, box.y, box.width, box.height);
      page.setTrimBox(box.x + bleed, box.y + bleed, box.width - 2 * bleed, box.height - 2 * bleed);
    }
  }
  if (options.cropBleedMm) {
    const bleed = mmToPt(options.cropBleedMm);
    for (const page of doc.getPages()) {
      const box = page.getMediaBox();
      if (box.width <= 2 * bleed || box.height <= 2 * bleed)
        throw new RangeError(`A page is smaller than twice the bleed of ${options.cropBleedMm} mm`);
      page.setMediaBox(box.x + bleed, box.y + bleed, box.width - 2 * bleed, box.height - 2 * bleed);
      page.setCropBox(box.x + bleed, box.y + bleed, box.width - 2 * bleed, box.height - 2 * bleed);
    }
  }
  if (options.readingDirection === 'rtl')
    doc.catalog.getOrCreateViewerPreferences().setReadingDirection(ReadingDirection.R2L);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * Info (Title, Author, Subject, Keywords, Creator, Producer; no dates, so the same book gives the same
 * bytes), an XMP packet saying the same (PDF/UA and PDF/A ask that the two agree), the catalog's /Lang, and
 * /DisplayDocTitle, so a viewer's title bar shows the book's title instead of the file name.
 */
function setMetadata(doc: PDFDocument, metadata: DocumentMetadata): void {
  const { context } = doc;
  const text = (value: string) => PDFHexString.fromText(value);
  const keywords = metadata.keywords?.join(', ');
  const info = context.obj({});
  info.set(name('Title'), text(metadata.title));
  if (metadata.author) info.set(name('Author'), text(metadata.author));
  if (metadata.subject) info.set(name('Subject'), text(metadata.subject));
  if (keywords) info.set(name('Keywords'), text(keywords));
  if (metadata.creator) info.set(name('Creator'), text(metadata.creator));
  if (metadata.producer) info.set(name('Producer'), text(metadata.producer));
  context.trailerInfo.Info = context.register(info);
  const xmp = context.stream(Buffer.from(xmpPacket(metadata, keywords), 'utf8'), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  doc.catalog.set(name('Metadata'), context.register(xmp));
  doc.catalog.set(name('Lang'), PDFString.of(metadata.language));
  doc.catalog.getOrCreateViewerPreferences().setDisplayDocTitle(true);
}

const xml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An XMP packet (ISO 16684-1) with Dublin Core, PDF and XMP basic properties matching the Info entries. */
export function xmpPacket(metadata: DocumentMetadata, keywords = metadata.keywords?.join(', ')): string {
  const lang = xml(metadata.language);
  const alt = (value: string) =>
    `<rdf:Alt><rdf:li xml:lang="x-default">${xml(value)}</rdf:li><rdf:li xml:lang="${lang}">${xml(value)}</rdf:li></rdf:Alt>`;
  const lines = [
    '<dc:format>application/pdf</dc:format>',
    `<dc:title>${alt(metadata.title)}</dc:title>`,
    metadata.author
      ? `<dc:creator><rdf:Seq><rdf:li>${xml(metadata.author)}</rdf:li></rdf:Seq></dc:creator>`
      : '',
    metadata.subject ? `<dc:description>${alt(metadata.subject)}</dc:description>` : '',
    `<dc:language><rdf:Bag><rdf:li>${lang}</rdf:li></rdf:Bag></dc:language>`,
    keywords ? `<pdf:Keywords>${xml(keywords)}</pdf:Keywords>` : '',
    metadata.producer ? `<pdf:Producer>${xml(metadata.producer)}</pdf:Producer>` : '',
    metadata.creator ? `<xmp:CreatorTool>${xml(metadata.creator)}</xmp:CreatorTool>` : '',
  ].filter(Boolean);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
    ...lines,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="r"?>',
  ].join('\n');
}

/** Replaces every image stream of `doc` whose bytes are a placeholder by that placeholder's picture. */
function placeImages(
  doc: PDFDocument,
  images: NonNullable<PageSource['images']>,
  page: number,
  deviceRgb: boolean,
): void {
  const found = new Set<number>();
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(name('Subtype')) !== name('Image')) continue;
    const index = images.findIndex((i) => sameBytes(i.placeholder, object.contents));
    if (index < 0) continue;
    const { image } = images[index] as (typeof images)[number];
    // The placeholder's dictionary as Skia wrote it (colour space, /ColorTransform), with the picture's size.
    const dict = object.dict.clone(doc.context);
    dict.set(name('Width'), PDFNumber.of(image.width));
    dict.set(name('Height'), PDFNumber.of(image.height));
    dict.delete(name('DecodeParms'));
    if (deviceRgb) dict.set(name('ColorSpace'), name('DeviceRGB'));
    doc.context.assign(ref, PDFRawStream.of(dict, image.data));
    found.add(index);
  }
  if (found.size !== images.length)
    throw new Error(
      `Page ${page}: ${images.length - found.size} picture placeholder(s) not found in the laid-out page`,
    );
}

/** Sets the /Alt of every structure element whose alt text is a placeholder to the text it stands for. */
function placeAltTexts(doc: PDFDocument, altTexts: NonNullable<PageSource['altTexts']>, page: number): void {
  const found = new Set<number>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(name('Type')) !== name('StructElem')) continue;
    const alt = object.lookup(name('Alt'));
    if (!(alt instanceof PDFString || alt instanceof PDFHexString)) continue;
    const index = altTexts.findIndex((a) => a.placeholder === alt.decodeText());
    if (index < 0) continue;
    object.set(name('Alt'), PDFHexString.fromText((altTexts[index] as (typeof altTexts)[number]).text));
    found.add(index);
  }
  if (found.size !== altTexts.length)
    throw new Error(
      `Page ${page}: ${altTexts.length - found.size} alt text placeholder(s) not found in the page's structure`,
    );
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.length).equals(b);
}

const SUBSET = /^[A-Z]{6}\+/;

function tagSubsetFonts(doc: PDFDocument): void {
  const { context } = doc;
  const renamed = new Map<string, string>();
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(name('Type')) !== name('FontDescriptor')) continue;
    const fontName = object.get(name('FontName'));
    if (!(fontName instanceof PDFName) || !SUBSET.test(fontName.decodeText())) continue;
    const file = ['FontFile2', 'FontFile3', 'FontFile']
      .map((key) => object.lookup(name(key)))
      .find((f): f is PDFRawStream => f instanceof PDFRawStream);
    if (!file) continue;
    const digest = createHash('sha256').update(file.contents).digest();
    const tag = Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join('');
    const next = `${tag}+${fontName.decodeText().slice(7)}`;
    renamed.set(fontName.decodeText(), next);
    object.set(name('FontName'), name(next));
  }
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(name('Type')) !== name('Font')) continue;
    const descriptor = fontDescriptorOf(object);
    const next = descriptor?.get(name('FontName'));
    const base = object.get(name('BaseFont'));
    if (next instanceof PDFName && base instanceof PDFName && renamed.has(base.decodeText()))
      object.set(name('BaseFont'), next);
  }
}

function fontDescriptorOf(font: PDFDict): PDFDict | undefined {
  const own = font.lookup(name('FontDescriptor'));
  if (own instanceof PDFDict) return own;
  const descendants = font.lookup(name('DescendantFonts'));
  if (!(descendants instanceof PDFArray)) return undefined;
  const first = descendants.lookup(0);
  return first instanceof PDFDict ? fontDescriptorOf(first) : undefined;
}

/** Object types that must stay one object per occurrence (the page tree, the structure tree, the XMP). */
const KEEP = new Set(['Page', 'Pages', 'Catalog', 'StructTreeRoot', 'StructElem', 'MCR', 'Metadata']);

/**
 * Merges indirect objects with the same content (after their references are merged) into one: the font
 * subsets, colour profiles and graphics states every one-page PDF brings along, and a picture used twice.
 * Runs to a fixed point, since merging fonts makes the dictionaries pointing at them equal.
 */
function mergeIdenticalObjects(doc: PDFDocument): void {
  const { context } = doc;
  const canon = new Map<string, PDFRef>();
  const streamDigest = new Map<PDFRawStream, string>();
  const resolve = (ref: PDFRef): PDFRef => {
    let current = ref;
    for (let next = canon.get(current.tag); next; next = canon.get(current.tag)) current = next;
    return current;
  };
  const signature = (object: PDFObject): string => {
    if (object instanceof PDFRef) return `R${resolve(object).tag}`;
    if (object instanceof PDFDict) {
      const entries = [...object.entries()].map(([k, v]) => `${k.toString()} ${signature(v)}`).sort();
      return `<<${entries.join(' ')}>>`;
    }
    if (object instanceof PDFArray) return `[${object.asArray().map(signature).join(' ')}]`;
    if (object instanceof PDFRawStream) {
      let digest = streamDigest.get(object);
      if (!digest) {
        digest = createHash('sha256').update(object.contents).digest('base64');
        streamDigest.set(object, digest);
      }
      return `stream ${signature(object.dict)} ${digest}`;
    }
    return object.toString();
  };
  for (;;) {
    const seen = new Map<string, PDFRef>();
    let merged = 0;
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      if (canon.has(ref.tag)) continue;
      const dict = object instanceof PDFRawStream ? object.dict : object;
      const type = dict instanceof PDFDict ? dict.get(name('Type')) : undefined;
      if (type instanceof PDFName && KEEP.has(type.decodeText())) continue;
      const key = signature(object);
      const first = seen.get(key);
      if (first) {
        canon.set(ref.tag, first);
        merged += 1;
      } else seen.set(key, ref);
    }
    if (merged === 0) break;
  }
  if (canon.size === 0) return;
  const rewrite = (object: PDFObject): void => {
    if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        if (value instanceof PDFRef) object.set(key, resolve(value));
        else rewrite(value);
      }
    } else if (object instanceof PDFArray) {
      object.asArray().forEach((value, i) => {
        if (value instanceof PDFRef) object.set(i, resolve(value));
        else rewrite(value);
      });
    } else if (object instanceof PDFRawStream) rewrite(object.dict);
  };
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (canon.has(ref.tag)) context.delete(ref);
    else rewrite(object);
  }
}
