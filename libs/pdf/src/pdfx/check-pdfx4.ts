import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFString,
  type PDFContext,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';
import { xmpProperty } from './xmp';

/**
 * A PDF/X-4 (ISO 15930-7:2010) preflight of the conditions our print files can break, read with pdf-lib
 * (ADR 0026). Returns one sentence per violated condition (empty: none found):
 * - file: header version 1.0–1.6 (and no catalog /Version above), readable, not encrypted, a trailer /ID;
 * - output intent: exactly one /GTS_PDFX intent with an OutputConditionIdentifier and an embedded ICC
 *   output ('prtr') profile of the intent's colour model (a PDF/X-4p external profile is not enough here);
 * - identification and metadata: an XMP stream in the catalog with pdfxid:GTS_PDFXVersion PDF/X-4, dc:title,
 *   xmp:CreateDate, xmp:ModifyDate, pdf:Trapped True/False, xmpMM:DocumentID, VersionID and RenditionClass;
 *   the Info dictionary's /Title, /CreationDate, /ModDate, /Trapped (and /GTS_PDFXVersion when present)
 *   saying the same;
 * - pages: a TrimBox (or ArtBox) on every page, TrimBox ⊆ BleedBox ⊆ MediaBox; no annotation in the bleed
 *   box other than printer's marks and trap networks;
 * - fonts: every font other than Type 3 embedded;
 * - colour: with a CMYK intent, no DeviceRGB unless a DefaultRGB colour space stands in for it (in the
 *   resources of the content stream that uses it), and no DeviceRGB named in a dictionary (pictures,
 *   shadings, transparency groups); with an RGB intent, the same for DeviceCMYK; with a grey intent, both;
 * - forbidden features: transfer functions, PostScript XObjects, alternate images and OPI, non-standard
 *   rendering intents, JavaScript.
 * Not checked (our producer cannot make them): optional content configuration, halftones, spot colour
 * definitions, embedded files, 16-bit images, JPEG 2000 details.
 */
export async function checkPdfX4(pdf: Uint8Array): Promise<string[]> {
  const problems: string[] = [];
  const header = /^%PDF-(\d)\.(\d)/.exec(Buffer.from(pdf.subarray(0, 16)).toString('latin1'));
  if (!header) return ['not a PDF (no %PDF- header)'];
  const headerVersion = `${header[1]}.${header[2]}`;
  if (Number(headerVersion) > 1.6)
    problems.push(`PDF version ${headerVersion} in the header, above PDF 1.6 (PDF/X-4)`);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(pdf, { updateMetadata: false, ignoreEncryption: true });
  } catch (error) {
    return [`not a readable PDF (${(error as Error).message.split('\n')[0]})`];
  }
  const { context, catalog } = doc;
  if (doc.isEncrypted) problems.push('the file is encrypted');
  const catalogVersion = catalog.lookup(PDFName.of('Version'));
  if (catalogVersion instanceof PDFName && Number(catalogVersion.decodeText()) > 1.6)
    problems.push(`catalog /Version ${catalogVersion.decodeText()}, above PDF 1.6 (PDF/X-4)`);
  const id = context.trailerInfo.ID && context.lookup(context.trailerInfo.ID);
  if (!(id instanceof PDFArray) || id.size() !== 2) problems.push('no file identifier (trailer /ID)');

  const intentSpace = checkOutputIntent(doc, problems);
  checkMetadata(doc, problems);
  checkPages(doc, problems);
  checkFonts(context, problems);
  if (intentSpace) checkColour(doc, intentSpace, problems);
  checkForbidden(doc, problems);
  return problems;
}

type Model = 'CMYK' | 'RGB' | 'Gray';
const name = (n: string) => PDFName.of(n);
const text = (o: PDFObject | undefined): string | undefined =>
  o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : undefined;

function checkOutputIntent(doc: PDFDocument, problems: string[]): Model | undefined {
  const intents = doc.catalog.lookup(name('OutputIntents'));
  const pdfx: PDFDict[] = [];
  if (intents instanceof PDFArray)
    for (let i = 0; i < intents.size(); i += 1) {
      const intent = intents.lookup(i);
      if (intent instanceof PDFDict && intent.get(name('S')) === name('GTS_PDFX')) pdfx.push(intent);
    }
  if (pdfx.length === 0) {
    problems.push('no PDF/X output intent (catalog /OutputIntents with /S /GTS_PDFX)');
    return undefined;
  }
  if (pdfx.length > 1) problems.push(`${pdfx.length} PDF/X output intents, expected one`);
  const intent = pdfx[0] as PDFDict;
  if (!text(intent.lookup(name('OutputConditionIdentifier'))))
    problems.push('the output intent has no OutputConditionIdentifier');
  const profile = intent.lookup(name('DestOutputProfile'));
  if (!(profile instanceof PDFRawStream)) {
    problems.push('the output intent has no embedded output profile (DestOutputProfile)');
    return undefined;
  }
  let icc: Uint8Array;
  try {
    icc = decodePDFRawStream(profile).decode();
  } catch {
    problems.push('the output profile cannot be decoded');
    return undefined;
  }
  const ascii = (from: number, to: number) => Buffer.from(icc.subarray(from, to)).toString('latin1');
  if (icc.length < 132 || ascii(36, 40) !== 'acsp') {
    problems.push('the output profile is not an ICC profile');
    return undefined;
  }
  const major = icc[8] as number;
  if (major !== 2 && major !== 4)
    problems.push(`the output profile is ICC version ${major}, expected 2 or 4`);
  if (ascii(12, 16) !== 'prtr')
    problems.push(
      `the output profile's device class is '${ascii(12, 16)}', expected an output ('prtr') profile`,
    );
  const model = ({ CMYK: 'CMYK', 'RGB ': 'RGB', GRAY: 'Gray' } as const)[ascii(16, 20)];
  if (!model) {
    problems.push(`the output profile's colour space '${ascii(16, 20)}' is not CMYK, RGB or grey`);
    return undefined;
  }
  const n = profile.dict.lookup(name('N'));
  const components = { CMYK: 4, RGB: 3, Gray: 1 }[model];
  if (!(n instanceof PDFNumber) || n.asNumber() !== components)
    problems.push(`the output profile stream's /N is not ${components} (${model})`);
  return model;
}

function checkMetadata(doc: PDFDocument, problems: string[]): void {
  const info = doc.context.lookup(doc.context.trailerInfo.Info);
  const infoDict = info instanceof PDFDict ? info : undefined;
  const infoText = (key: string) => text(infoDict?.lookup(name(key)));
  const infoDate = (key: string) => {
    const value = infoDict?.lookup(name(key));
    if (!(value instanceof PDFString || value instanceof PDFHexString)) return undefined;
    try {
      const date = value.decodeDate();
      return Number.isNaN(date.getTime()) ? undefined : date;
    } catch {
      return undefined;
    }
  };
  const title = infoText('Title');
  if (!title?.trim()) problems.push('no document title (Info /Title)');
  const created = infoDate('CreationDate');
  const modified = infoDate('ModDate');
  if (!created) problems.push('no creation date (Info /CreationDate)');
  if (!modified) problems.push('no modification date (Info /ModDate)');
  const trapped = infoDict?.lookup(name('Trapped'));
  const trappedValue = trapped instanceof PDFName ? trapped.decodeText() : undefined;
  if (trappedValue !== 'True' && trappedValue !== 'False')
    problems.push(`Info /Trapped is ${trappedValue ?? 'missing'}, expected /True or /False`);
  const infoVersion = infoText('GTS_PDFXVersion');

  const stream = doc.catalog.lookup(name('Metadata'));
  if (!(stream instanceof PDFRawStream)) {
    problems.push('no XMP metadata stream in the catalog (/Metadata)');
    return;
  }
  let xmp: string;
  try {
    xmp = Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
  } catch {
    problems.push('the XMP metadata cannot be decoded');
    return;
  }
  const get = (key: string) => xmpProperty(xmp, key);
  const version = get('pdfxid:GTS_PDFXVersion');
  if (!version?.startsWith('PDF/X-4'))
    problems.push(`XMP pdfxid:GTS_PDFXVersion is ${version ? `'${version}'` : 'missing'}, expected PDF/X-4`);
  if (infoVersion !== undefined && infoVersion !== version)
    problems.push(`Info /GTS_PDFXVersion '${infoVersion}' differs from the XMP's`);
  const xmpTitle = get('dc:title');
  if (!xmpTitle) problems.push('no dc:title in the XMP metadata');
  else if (title && xmpTitle !== title) problems.push('the XMP dc:title differs from Info /Title');
  for (const [key, infoValue, infoKey] of [
    ['xmp:CreateDate', created, 'CreationDate'],
    ['xmp:ModifyDate', modified, 'ModDate'],
  ] as const) {
    const value = get(key);
    const date = value ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime())) problems.push(`no ${key} in the XMP metadata`);
    else if (infoValue && Math.abs(date.getTime() - infoValue.getTime()) >= 1000)
      problems.push(`the XMP ${key} differs from Info /${infoKey}`);
  }
  const xmpTrapped = get('pdf:Trapped');
  if (xmpTrapped !== 'True' && xmpTrapped !== 'False')
    problems.push(`XMP pdf:Trapped is ${xmpTrapped ?? 'missing'}, expected True or False`);
  else if (trappedValue && xmpTrapped !== trappedValue)
    problems.push('the XMP pdf:Trapped differs from Info /Trapped');
  for (const key of ['xmpMM:DocumentID', 'xmpMM:VersionID', 'xmpMM:RenditionClass'])
    if (!get(key)) problems.push(`no ${key} in the XMP metadata`);
}

interface Rect {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

function rectOf(node: PDFDict, key: string): Rect | undefined {
  const box = node.lookup(name(key));
  if (!(box instanceof PDFArray) || box.size() !== 4) return undefined;
  const n = [0, 1, 2, 3].map((i) => box.lookup(i));
  if (!n.every((v) => v instanceof PDFNumber)) return undefined;
  const [a, b, c, d] = n.map((v) => (v as PDFNumber).asNumber()) as [number, number, number, number];
  return { x1: Math.min(a, c), y1: Math.min(b, d), x2: Math.max(a, c), y2: Math.max(b, d) };
}

const EPSILON = 0.01;
const inside = (inner: Rect, outer: Rect): boolean =>
  inner.x1 >= outer.x1 - EPSILON &&
  inner.y1 >= outer.y1 - EPSILON &&
  inner.x2 <= outer.x2 + EPSILON &&
  inner.y2 <= outer.y2 + EPSILON;
const overlaps = (a: Rect, b: Rect): boolean => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/** Findings that can hit many pages are named once, with the pages (first few). */
function perPage(problems: string[], what: string, pages: number[]): void {
  if (pages.length === 0) return;
  const list = pages.length > 5 ? `${pages.slice(0, 5).join(', ')}, …` : pages.join(', ');
  problems.push(`${what} (page${pages.length > 1 ? 's' : ''} ${list})`);
}

function checkPages(doc: PDFDocument, problems: string[]): void {
  const noTrim: number[] = [];
  const trimOutside: number[] = [];
  const bleedOutside: number[] = [];
  const annotated: number[] = [];
  doc.getPages().forEach((page: PDFPage, index) => {
    const number = index + 1;
    const box = page.getMediaBox();
    const media = { x1: box.x, y1: box.y, x2: box.x + box.width, y2: box.y + box.height };
    const trim = rectOf(page.node, 'TrimBox') ?? rectOf(page.node, 'ArtBox');
    const bleed = rectOf(page.node, 'BleedBox');
    if (!trim) noTrim.push(number);
    if (trim && !inside(trim, bleed ?? media)) trimOutside.push(number);
    if (bleed && !inside(bleed, media)) bleedOutside.push(number);
    const annots = page.node.lookup(name('Annots'));
    if (annots instanceof PDFArray)
      for (let i = 0; i < annots.size(); i += 1) {
        const annot = annots.lookup(i);
        if (!(annot instanceof PDFDict)) continue;
        const subtype = annot.lookup(name('Subtype'));
        if (subtype === name('PrinterMark') || subtype === name('TrapNet')) continue;
        const rect = rectOf(annot, 'Rect');
        if (!rect || overlaps(rect, bleed ?? media)) {
          annotated.push(number);
          break;
        }
      }
  });
  perPage(problems, 'no TrimBox (or ArtBox)', noTrim);
  perPage(problems, 'the TrimBox is not inside the BleedBox and MediaBox', trimOutside);
  perPage(problems, 'the BleedBox is not inside the MediaBox', bleedOutside);
  perPage(problems, 'an annotation (a link, a form field) inside the bleed box', annotated);
}

const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'].map(name);

function checkFonts(context: PDFContext, problems: string[]): void {
  const missing = new Set<string>();
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(name('Type')) !== name('Font')) continue;
    const subtype = object.lookup(name('Subtype'));
    if (subtype === name('Type3') || subtype === name('Type0')) continue; // Type 0: its descendant is checked
    const descriptor = object.lookup(name('FontDescriptor'));
    const embedded =
      descriptor instanceof PDFDict &&
      FONT_FILES.some((key) => descriptor.lookup(key) instanceof PDFRawStream);
    if (!embedded) {
      const base = object.lookup(name('BaseFont'));
      missing.add(base instanceof PDFName ? base.decodeText() : '(unnamed)');
    }
  }
  if (missing.size > 0) problems.push(`fonts not embedded: ${[...missing].sort().join(', ')}`);
}

const SPACES: Record<Model, { operators: RegExp; names: RegExp; device: string }> = {
  RGB: {
    operators: /(?:^|\s)(?:rg|RG)(?=\s|$)/,
    names: /\/(?:DeviceRGB|RGB)(?=[\s/[\]<>()]|$)/,
    device: 'DeviceRGB',
  },
  CMYK: {
    operators: /(?:^|\s)(?:k|K)(?=\s|$)/,
    names: /\/(?:DeviceCMYK|CMYK)(?=[\s/[\]<>()]|$)/,
    device: 'DeviceCMYK',
  },
  Gray: { operators: /(?:^|\s)(?:g|G)(?=\s|$)/, names: /\/(?:DeviceGray|G)(?=[\s/[\]<>()]|$)/, device: '' },
};

/** Device colour spaces a file with this intent may not use without a Default… colour space. */
const forbidden = (intent: Model): Array<'RGB' | 'CMYK'> =>
  intent === 'CMYK' ? ['RGB'] : intent === 'RGB' ? ['CMYK'] : ['RGB', 'CMYK'];

function checkColour(doc: PDFDocument, intent: Model, problems: string[]): void {
  const { context } = doc;
  for (const model of forbidden(intent)) {
    const device = name(SPACES[model].device);
    const defaultKey = name(`Default${model}`);
    // A dictionary naming the device space: a picture, a shading, a group, a colour space resource.
    const named = new Set<string>();
    const visit = (object: PDFObject, owner: string): void => {
      if (object instanceof PDFArray) {
        for (let i = 0; i < object.size(); i += 1) visit(object.get(i), owner);
        return;
      }
      if (!(object instanceof PDFDict)) return;
      for (const [key, value] of object.entries()) {
        const k = key.decodeText();
        if (k === 'Alternate' || k === defaultKey.decodeText()) continue;
        if ((k === 'ColorSpace' || k === 'CS') && value === device) named.add(owner);
        else if (k === 'ColorSpace' || k === 'CS') {
          const space = context.lookup(value);
          if (space instanceof PDFArray && space.get(0) !== name('ICCBased') && containsName(space, device))
            named.add(owner);
          if (space instanceof PDFDict)
            for (const [inner, v] of space.entries()) {
              if (inner === defaultKey) continue;
              const resolved = context.lookup(v);
              if (
                resolved === device ||
                (resolved instanceof PDFArray &&
                  resolved.get(0) !== name('ICCBased') &&
                  containsName(resolved, device))
              )
                named.add(owner);
            }
        }
        visit(value, owner);
      }
    };
    for (const [, object] of context.enumerateIndirectObjects()) {
      const dict = object instanceof PDFRawStream ? object.dict : object;
      if (dict instanceof PDFDict) visit(dict, ownerOf(dict));
    }
    if (named.size > 0)
      problems.push(
        `${SPACES[model].device} named as a colour space (${[...named].sort().join(', ')}) with a ${intent} output intent`,
      );

    // Content streams using the device space (operators, inline images, `cs` with the name) without a
    // Default… colour space in the resources in effect.
    const pages: number[] = [];
    doc.getPages().forEach((page, index) => {
      const resources = page.node.Resources();
      if (usesDevice(context, page.node.Contents(), SPACES[model]) && !hasDefault(resources, defaultKey))
        pages.push(index + 1);
    });
    perPage(
      problems,
      `${SPACES[model].device} colour in the page content without a ${defaultKey.decodeText()} colour space`,
      pages,
    );
    const forms: string[] = [];
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFRawStream)) continue;
      const isForm = object.dict.get(name('Subtype')) === name('Form');
      const isPattern = object.dict.get(name('PatternType')) instanceof PDFNumber;
      if (!isForm && !isPattern) continue;
      const resources = object.dict.lookup(name('Resources'));
      if (usesDevice(context, object, SPACES[model]) && !hasDefault(resources, defaultKey))
        forms.push(`${isForm ? 'form' : 'pattern'} ${ref.objectNumber}`);
    }
    if (forms.length > 0)
      problems.push(
        `${SPACES[model].device} colour in ${forms.slice(0, 5).join(', ')}${forms.length > 5 ? ', …' : ''} without a ${defaultKey.decodeText()} colour space`,
      );
  }
}

function containsName(array: PDFArray, target: PDFName): boolean {
  for (let i = 1; i < array.size(); i += 1) {
    const item = array.get(i);
    if (item === target) return true;
    if (item instanceof PDFArray && containsName(item, target)) return true;
  }
  return false;
}

function ownerOf(dict: PDFDict): string {
  const subtype = dict.get(name('Subtype'));
  if (subtype === name('Image')) return 'pictures';
  if (dict.get(name('ShadingType'))) return 'shadings';
  if (dict.get(name('Type')) === name('Page')) return 'pages';
  if (subtype === name('Form')) return 'forms';
  if (dict.get(name('PatternType'))) return 'patterns';
  return 'other objects';
}

function hasDefault(resources: PDFObject | undefined, key: PDFName): boolean {
  if (!(resources instanceof PDFDict)) return false;
  const spaces = resources.lookup(name('ColorSpace'));
  return spaces instanceof PDFDict && spaces.get(key) !== undefined;
}

/** Whether a content stream (or an array of them) sets colour in the device space. */
function usesDevice(
  context: PDFContext,
  contents: PDFObject | undefined,
  space: { operators: RegExp; names: RegExp },
): boolean {
  const streams: PDFRawStream[] = [];
  const resolved = contents && context.lookup(contents);
  if (resolved instanceof PDFRawStream) streams.push(resolved);
  else if (resolved instanceof PDFArray)
    for (let i = 0; i < resolved.size(); i += 1) {
      const s = resolved.lookup(i);
      if (s instanceof PDFRawStream) streams.push(s);
    }
  return streams.some((stream) => {
    let body: string;
    try {
      body = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    } catch {
      return false;
    }
    // Strings and inline image data cannot hold operators; drop them before looking.
    const code = body
      .replace(/\bID\s[\s\S]*?\sEI\b/g, ' ')
      .replace(/\((?:\\.|[^\\)])*\)/g, ' ')
      .replace(/<[0-9A-Fa-f\s]*>/g, ' ');
    return space.operators.test(code) || space.names.test(code);
  });
}

function checkForbidden(doc: PDFDocument, problems: string[]): void {
  const found = new Set<string>();
  const intents = new Set(['AbsoluteColorimetric', 'RelativeColorimetric', 'Saturation', 'Perceptual']);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object;
    if (!(dict instanceof PDFDict)) continue;
    const scan = (d: PDFDict): void => {
      for (const [key, value] of d.entries()) {
        const k = key.decodeText();
        if ((k === 'TR' || k === 'TR2') && value !== name('Default')) found.add('transfer functions');
        if (k === 'OPI') found.add('OPI comments');
        if (k === 'Alternates') found.add('alternate images');
        if ((k === 'RI' || k === 'Intent') && value instanceof PDFName && !intents.has(value.decodeText()))
          found.add(`rendering intent ${value.decodeText()}`);
        if (k === 'S' && value === name('JavaScript')) found.add('JavaScript');
        if (k === 'JavaScript') found.add('JavaScript');
        if (value instanceof PDFDict) scan(value);
      }
    };
    scan(dict);
    if (dict.get(name('Subtype')) === name('PS') || dict.get(name('Subtype2')) === name('PS'))
      found.add('PostScript XObjects');
  }
  if (found.size > 0) problems.push(`features PDF/X-4 forbids: ${[...found].sort().join(', ')}`);
}
