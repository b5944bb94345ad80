import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';

/** One structure element, in reading order (depth first). */
export interface StructureElement {
  role: string;
  depth: number;
  alt?: string;
  lang?: string;
  /** 1-based pages of the marked content this element owns itself. */
  pages: number[];
}

export interface PdfStructure {
  /** /MarkInfo << /Marked true >> and a StructTreeRoot. */
  tagged: boolean;
  /** The catalog's /Lang. */
  language?: string;
  elements: StructureElement[];
  /** The XMP metadata stream as text, if there is one. */
  xmp?: string;
  /**
   * What does not hold together: an MCID in a page's content without its element in the ParentTree, a
   * ParentTree entry pointing at an element that does not own it on that page, an element reached twice, a
   * /P that is not the element's parent.
   */
  problems: string[];
}

const name = (n: string) => PDFName.of(n);
const textOf = (object: PDFObject | undefined): string | undefined =>
  object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined;

/** Decoded content of a page (all its content streams). */
function contentOf(doc: PDFDocument, page: PDFDict): string {
  const contents = page.lookup(name('Contents'));
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  return streams
    .map((s) =>
      s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : '',
    )
    .join('\n');
}

/** The entries of a number tree (ParentTree), flattened. */
function numberTree(dict: PDFDict | undefined, out = new Map<number, PDFObject>()): Map<number, PDFObject> {
  if (!dict) return out;
  const nums = dict.lookup(name('Nums'));
  if (nums instanceof PDFArray)
    for (let i = 0; i + 1 < nums.size(); i += 2) {
      const key = nums.get(i);
      if (key instanceof PDFNumber) out.set(key.asNumber(), nums.get(i + 1));
    }
  const kids = dict.lookup(name('Kids'));
  if (kids instanceof PDFArray)
    for (const kid of kids.asArray()) {
      const child = kid instanceof PDFRef ? dict.context.lookup(kid) : kid;
      if (child instanceof PDFDict) numberTree(child, out);
    }
  return out;
}

/**
 * Reads a PDF's logical structure and checks that it holds together (ISO 32000-1 §14.7): every marked
 * content sequence of a page is owned by the element the ParentTree names for it, and that element says so
 * (its /K holds the MCID, its /Pg is the page). For tests and preflight.
 */
export async function pdfStructure(pdf: Uint8Array): Promise<PdfStructure> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context, catalog } = doc;
  const problems: string[] = [];
  const markInfo = catalog.lookup(name('MarkInfo'));
  const marked = markInfo instanceof PDFDict && markInfo.get(name('Marked'))?.toString() === 'true';
  const root = catalog.lookup(name('StructTreeRoot'));
  const metadata = catalog.lookup(name('Metadata'));
  const xmp =
    metadata instanceof PDFRawStream
      ? Buffer.from(decodePDFRawStream(metadata).decode()).toString('utf8')
      : undefined;
  const language = textOf(catalog.lookup(name('Lang')));
  const pages = doc.getPages();
  const pageIndex = new Map(pages.map((p, i) => [p.ref.tag, i]));
  if (!(root instanceof PDFDict)) return { tagged: false, language, elements: [], xmp, problems };

  const elements: StructureElement[] = [];
  /** element ref tag → MCIDs it owns, per page index. */
  const owned = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const walk = (ref: PDFObject, parent: PDFRef | undefined, inherited: number | undefined, depth: number) => {
    if (!(ref instanceof PDFRef)) return;
    if (seen.has(ref.tag)) {
      problems.push(`Element ${ref.tag} is reached twice`);
      return;
    }
    seen.add(ref.tag);
    const dict = context.lookup(ref);
    if (!(dict instanceof PDFDict)) return;
    const p = dict.get(name('P'));
    if (parent && !(p instanceof PDFRef && p.tag === parent.tag))
      problems.push(`Element ${ref.tag}: /P is not its parent ${parent.tag}`);
    const pg = dict.get(name('Pg'));
    const page = pg instanceof PDFRef ? pageIndex.get(pg.tag) : inherited;
    if (pg instanceof PDFRef && page === undefined) problems.push(`Element ${ref.tag}: /Pg is not a page`);
    const role = dict.get(name('S'));
    const element: StructureElement = {
      role: role instanceof PDFName ? role.decodeText() : '?',
      depth,
      alt: textOf(dict.lookup(name('Alt'))),
      lang: textOf(dict.lookup(name('Lang'))),
      pages: [],
    };
    elements.push(element);
    const mine = new Set<string>();
    owned.set(ref.tag, mine);
    const own = (pageAt: number | undefined, mcid: number) => {
      if (pageAt === undefined) return problems.push(`Element ${ref.tag}: MCID ${mcid} without a page`);
      mine.add(`${pageAt}:${mcid}`);
      if (!element.pages.includes(pageAt + 1)) element.pages.push(pageAt + 1);
    };
    const k = dict.get(name('K'));
    for (const kid of k instanceof PDFArray ? k.asArray() : k ? [k] : []) {
      if (kid instanceof PDFNumber) own(page, kid.asNumber());
      else if (kid instanceof PDFDict && kid.get(name('Type')) === name('MCR')) {
        const mcrPg = kid.get(name('Pg'));
        const mcid = kid.get(name('MCID'));
        if (mcid instanceof PDFNumber)
          own(mcrPg instanceof PDFRef ? pageIndex.get(mcrPg.tag) : page, mcid.asNumber());
      } else if (kid instanceof PDFRef) {
        const child = context.lookup(kid);
        if (child instanceof PDFDict && child.get(name('Type')) === name('OBJR')) continue;
        walk(kid, ref, page, depth + 1);
      }
    }
  };
  const top = root.get(name('K'));
  const rootRef = catalog.get(name('StructTreeRoot'));
  for (const kid of top instanceof PDFArray ? top.asArray() : top ? [top] : [])
    walk(kid, rootRef instanceof PDFRef ? rootRef : undefined, undefined, 0);

  const parentTree = numberTree(root.lookup(name('ParentTree')) as PDFDict | undefined);
  pages.forEach((page, i) => {
    const mcids = [...contentOf(doc, page.node).matchAll(/\/MCID\s+(\d+)/g)].map((m) => Number(m[1]));
    if (mcids.length === 0) return;
    const key = page.node.get(name('StructParents'));
    const entry = key instanceof PDFNumber ? parentTree.get(key.asNumber()) : undefined;
    const array = entry instanceof PDFRef ? context.lookup(entry) : entry;
    if (!(array instanceof PDFArray)) {
      problems.push(`Page ${i + 1}: no ParentTree entry for its marked content`);
      return;
    }
    for (const mcid of mcids) {
      const owner = array.get(mcid);
      if (!(owner instanceof PDFRef) || !owned.get(owner.tag)?.has(`${i}:${mcid}`))
        problems.push(`Page ${i + 1}: MCID ${mcid} is not owned by the element the ParentTree names`);
    }
  });
  return { tagged: marked, language, elements, xmp, problems };
}
