import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFRef,
  PDFString,
  type PDFDocument,
  type PDFObject,
  type PDFObjectCopier,
} from 'pdf-lib';

/**
 * The logical structure of a tagged PDF (ISO 32000-1 §14.7) as Chromium writes it for `page.pdf({ tagged:
 * true })` (ADR 0027): a StructTreeRoot whose one kid is a /Document element, StructElems below it (one
 * per HTML element that is not flattened away: NonStruct for sections and divs, H1, P, Figure with /Alt from
 * `<img alt>`), each owning marked-content sequences of one page by MCID (`/Figure <</MCID 0>> BDC … EMC` in
 * the page's content stream; MCIDs count from 0 on every page), and a ParentTree that maps each page's
 * /StructParents key to the array of elements by MCID.
 *
 * pdf-lib's copyPages copies a page but not the structure that points at it, so a page's part of the tree
 * is cloned here: the elements with marked content on the page (and their ancestors), /P and /Pg pointing
 * into the target document, and the page's ParentTree array rebuilt from the MCIDs met on the way. Content
 * streams are not touched: MCIDs are per page, so a page keeps them wherever it goes.
 */

const name = (n: string) => PDFName.of(n);
const TYPE = name('Type');
const K = name('K');
const P = name('P');
const PG = name('Pg');
const S = name('S');
const MCID = name('MCID');
const STRUCT_ELEM = name('StructElem');
const MCR = name('MCR');
const OBJR = name('OBJR');

/** A page's part of a structure tree, cloned into another document. */
export interface PageStructure {
  /** The elements the page's part hangs from, already pointing (/P) at the parent given to the clone. */
  kids: PDFRef[];
  /** The page's ParentTree array: MCID → the element that owns that marked content. */
  parents: Array<PDFRef | undefined>;
  /** The source tree's /RoleMap, if it has one (copied into the target). */
  roleMap?: PDFObject;
}

/** The StructTreeRoot of a document, if it is tagged. */
export function structTreeRootOf(doc: PDFDocument): PDFDict | undefined {
  const root = doc.catalog.lookup(name('StructTreeRoot'));
  return root instanceof PDFDict ? root : undefined;
}

/** The document's /Lang (catalog), if any. */
export function languageOf(doc: PDFDocument): string | undefined {
  const lang = doc.catalog.lookup(name('Lang'));
  return lang instanceof PDFString || lang instanceof PDFHexString ? lang.decodeText() : undefined;
}

const asArray = (object: PDFObject | undefined): PDFObject[] =>
  object === undefined ? [] : object instanceof PDFArray ? object.asArray() : [object];

/**
 * Clones the part of `source`'s structure tree whose marked content is on `sourcePage` into `target`,
 * where that page is `targetPage`. With `lift`, the source's top-level /Document elements are left out and
 * their kids hang from `parent` directly (joining pages under one /Document). Elements without marked
 * content on the page are left out; so are object references (/OBJR: links, annotations), which the
 * laid-out pages do not have. Returns undefined for an untagged source.
 */
export function clonePageStructure(
  source: PDFDocument,
  sourcePage: PDFRef,
  target: PDFDocument,
  targetPage: PDFRef,
  copier: PDFObjectCopier,
  parent: PDFRef,
  options: { lift?: boolean } = {},
): PageStructure | undefined {
  const root = structTreeRootOf(source);
  if (!root) return undefined;
  const src = source.context;
  const dst = target.context;
  const parents: Array<PDFRef | undefined> = [];
  const lookupDict = (object: PDFObject): PDFDict | undefined => {
    const found = object instanceof PDFRef ? src.lookup(object) : object;
    return found instanceof PDFDict ? found : undefined;
  };
  const pageOf = (dict: PDFDict, inherited: PDFRef | undefined): PDFRef | undefined => {
    const own = dict.get(PG);
    return own instanceof PDFRef ? own : inherited;
  };
  /** Whether an element (or one below it) owns marked content on the page. */
  const hasContent = (dict: PDFDict, inherited: PDFRef | undefined, depth: number): boolean => {
    if (depth > 256) throw new RangeError('Structure tree deeper than 256 levels (a cycle?)');
    const pg = pageOf(dict, inherited);
    return asArray(dict.get(K)).some((kid) => {
      if (kid instanceof PDFNumber) return pg === sourcePage;
      const kidDict = lookupDict(kid);
      if (!kidDict) return false;
      const type = kidDict.get(TYPE);
      if (type === MCR) return pageOf(kidDict, pg) === sourcePage && !kidDict.has(name('Stm'));
      if (type === OBJR) return false;
      return hasContent(kidDict, pg, depth + 1);
    });
  };
  const clone = (dict: PDFDict, inherited: PDFRef | undefined, parentRef: PDFRef): PDFRef => {
    const pg = pageOf(dict, inherited);
    const copy = dst.obj({});
    const ref = dst.register(copy);
    copy.set(TYPE, STRUCT_ELEM);
    const role = dict.get(S);
    if (role) copy.set(S, role);
    for (const [key, value] of dict.entries()) {
      if (key === TYPE || key === S || key === P || key === PG || key === K) continue;
      copy.set(key, copier.copy(value));
    }
    copy.set(P, parentRef);
    const kids: PDFObject[] = [];
    let ownsContent = false;
    for (const kid of asArray(dict.get(K))) {
      if (kid instanceof PDFNumber) {
        if (pg !== sourcePage) continue;
        kids.push(kid);
        parents[kid.asNumber()] = ref;
        ownsContent = true;
        continue;
      }
      const kidDict = lookupDict(kid);
      if (!kidDict) continue;
      const type = kidDict.get(TYPE);
      if (type === MCR) {
        const mcid = kidDict.get(MCID);
        if (pageOf(kidDict, pg) !== sourcePage || kidDict.has(name('Stm')) || !(mcid instanceof PDFNumber))
          continue;
        kids.push(dst.obj({ Type: 'MCR', Pg: targetPage, MCID: mcid }));
        parents[mcid.asNumber()] = ref;
        continue;
      }
      if (type === OBJR || !hasContent(kidDict, pg, 0)) continue;
      kids.push(clone(kidDict, pg, ref));
    }
    // Every element that owns marked content names its page itself, so lifting it out of a /Document that
    // carried the /Pg loses nothing.
    if (ownsContent || dict.has(PG)) copy.set(PG, targetPage);
    copy.set(K, kids.length === 1 ? (kids[0] as PDFObject) : dst.obj(kids));
    return ref;
  };
  const top = (kid: PDFObject, inherited: PDFRef | undefined): PDFRef[] => {
    const dict = lookupDict(kid);
    if (!dict || dict.get(TYPE) === OBJR || dict.get(TYPE) === MCR || !hasContent(dict, inherited, 0))
      return [];
    if (options.lift && dict.get(S) === name('Document'))
      return asArray(dict.get(K)).flatMap((k) => top(k, pageOf(dict, inherited)));
    return [clone(dict, inherited, parent)];
  };
  const kids = asArray(root.get(K)).flatMap((kid) => top(kid, undefined));
  const roleMap = root.get(name('RoleMap'));
  return { kids, parents, roleMap: roleMap ? copier.copy(roleMap) : undefined };
}

/**
 * Makes `doc` a tagged PDF of its pages' structures (one entry per page, undefined for an untagged page):
 * a StructTreeRoot at the reserved `root` whose /K is `top(kids)` (the pages' top-level elements in page
 * order, or an element over them), one ParentTree with the page's index as its /StructParents key, and
 * /MarkInfo << /Marked true >>.
 */
export function writeStructTree(
  doc: PDFDocument,
  root: PDFRef,
  pages: ReadonlyArray<{ page: PDFDict; structure: PageStructure | undefined }>,
  top: (kids: PDFRef[]) => PDFObject,
): void {
  const { context } = doc;
  const nums: PDFObject[] = [];
  const kids: PDFRef[] = [];
  let roleMap: PDFObject | undefined;
  pages.forEach(({ page, structure }, index) => {
    if (!structure) {
      page.delete(name('StructParents'));
      return;
    }
    kids.push(...structure.kids);
    roleMap ??= structure.roleMap;
    page.set(name('StructParents'), PDFNumber.of(index));
    nums.push(
      PDFNumber.of(index),
      context.register(context.obj(structure.parents.map((p) => p ?? PDFNull) as PDFObject[])),
    );
  });
  const tree = context.obj({
    Type: 'StructTreeRoot',
    K: top(kids),
    ParentTree: context.register(context.obj({ Nums: nums })),
    ParentTreeNextKey: pages.length,
  });
  if (roleMap) tree.set(name('RoleMap'), roleMap);
  context.assign(root, tree);
  doc.catalog.set(name('StructTreeRoot'), root);
  doc.catalog.set(name('MarkInfo'), context.obj({ Marked: true }));
}

/** A /Document element to hang pages' structures from, under a StructTreeRoot whose ref is reserved. */
export function newDocumentElement(
  doc: PDFDocument,
  language: string | undefined,
): { ref: PDFRef; dict: PDFDict; root: PDFRef } {
  const { context } = doc;
  const root = context.nextRef();
  const dict = context.obj({ Type: 'StructElem', S: 'Document', P: root });
  if (language) dict.set(name('Lang'), PDFString.of(language));
  return { ref: context.register(dict), dict, root };
}
